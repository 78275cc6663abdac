// Command packtheme makes the theme that portgen embeds: the archive
// generator/internal/theme/default-theme.tar.gz, from the repository's
// theme/ and its installed npm packages. Run it after changing the theme or its packages:
//
//	go generate ./generator/internal/theme     (or: make theme-archive)
//
// What goes in is what esbuild's metafile says the bundle reads (the
// theme's sources and the files of its packages, for the site and its
// service worker), the files that steer esbuild without being read as
// modules (portgen.json, package.json, the tsconfig.json files above the
// sources, and every package.json between a package's root and a file it
// reads), and each package's licence.
// The archive is rewritten only when its files changed.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/theme"
	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	root := flag.String("repo", "", "the repository's root (default: found from the working folder)")
	flag.Parse()
	if err := run(*root); err != nil {
		fmt.Fprintf(os.Stderr, "packtheme: %v\n", err)
		os.Exit(1)
	}
}

func run(root string) error {
	if root == "" {
		root = sitetest.Root() // the folder with go.mod, above generator/internal/theme under go generate
	}
	files, err := collect(filepath.Join(root, "theme"), os.Stderr)
	if err != nil {
		return err
	}
	target := filepath.Join(root, "generator", "internal", "theme", theme.ArchiveName)
	if old, err := os.ReadFile(target); err == nil {
		if have, err := theme.ReadArchive(old); err == nil && equal(have, files) {
			fmt.Fprintf(os.Stderr, "packtheme: %s is up to date (%d files)\n", rel(root, target), len(files))
			return nil
		}
	}
	data, err := theme.WriteArchive(files)
	if err != nil {
		return err
	}
	if err := os.WriteFile(target, data, 0o644); err != nil {
		return err
	}
	var size int
	for _, f := range files {
		size += len(f.Data)
	}
	fmt.Fprintf(
		os.Stderr,
		"packtheme: wrote %s: %d files, %.1f MB unpacked, %.0f KB\n",
		rel(root, target),
		len(files),
		float64(size)/1e6,
		float64(len(data))/1e3,
	)
	return nil
}

// collect lists the files of the embedded theme, read from the theme folder
// dir, whose npm packages it installs first if needed.
func collect(dir string, log io.Writer) ([]theme.EmbeddedFile, error) {
	inputs, err := bundleInputs(dir, log)
	if err != nil {
		return nil, err
	}
	want := map[string]bool{theme.Manifest: true, "package.json": true, "tsconfig.json": true}
	for _, in := range inputs {
		if strings.HasPrefix(in, "<") || strings.HasPrefix(in, "../") {
			continue // esbuild's own modules; nothing outside the theme is read
		}
		if err := addSteering(want, dir, in); err != nil {
			return nil, err
		}
	}
	return readFiles(dir, want)
}

// bundleInputs bundles the theme in dir and lists the files esbuild read.
func bundleInputs(dir string, log io.Writer) ([]string, error) {
	th, err := theme.Open(dir, cache.Memory())
	if err != nil {
		return nil, err
	}
	if th.Embedded {
		return nil, fmt.Errorf("%s is not a theme folder: it has no %s", dir, theme.Manifest)
	}
	if err := th.EnsureDeps(log); err != nil {
		return nil, err
	}
	b, err := bundle.New(bundle.Options{Theme: th, ThemeShow: dir, Base: "/"})
	if err != nil {
		return nil, err
	}
	defer b.Close()
	res, err := b.Build()
	if err != nil {
		return nil, err
	}
	return res.Inputs, nil
}

// addSteering adds to want the file in, which the bundle read, and the
// files that steer how esbuild reads it: the tsconfig.json of each folder
// above a source of the theme's; the package.json of each folder of a
// package's file up to its root, and the package's licences.
func addSteering(want map[string]bool, dir, in string) error {
	want[in] = true
	pkg := packageRoot(in)
	if pkg == "" {
		for d := path.Dir(in); d != "."; d = path.Dir(d) {
			want[d+"/tsconfig.json"] = true
		}
		return nil
	}
	for d := path.Dir(in); ; d = path.Dir(d) {
		want[d+"/package.json"] = true
		if d == pkg {
			break
		}
	}
	licences, err := licenceFiles(filepath.Join(dir, filepath.FromSlash(pkg)))
	if err != nil {
		return err
	}
	for _, l := range licences {
		want[pkg+"/"+l] = true
	}
	return nil
}

// readFiles reads the files of want from the theme folder dir, in path
// order; a folder's package.json or tsconfig.json may be missing.
func readFiles(dir string, want map[string]bool) ([]theme.EmbeddedFile, error) {
	var files []theme.EmbeddedFile
	for p := range want {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
		if os.IsNotExist(err) && (strings.HasSuffix(p, "/package.json") || strings.HasSuffix(p, "/tsconfig.json")) {
			continue // a folder without one of its own
		}
		if err != nil {
			return nil, err
		}
		files = append(files, theme.EmbeddedFile{Path: p, Data: data})
	}
	slices.SortFunc(files, func(a, b theme.EmbeddedFile) int { return strings.Compare(a.Path, b.Path) })
	return files, nil
}

// packageRoot is the folder of the npm package that holds file p, such as
// node_modules/@scope/name, or "" for the theme's own files.
func packageRoot(p string) string {
	i := strings.LastIndex(p, "node_modules/")
	if i < 0 {
		return ""
	}
	parts := strings.Split(p[i+len("node_modules/"):], "/")
	n := 1
	if strings.HasPrefix(parts[0], "@") {
		n = 2
	}
	return p[:i] + "node_modules/" + strings.Join(parts[:n], "/")
}

// licenceFiles names the licence and notice files at a package's root.
func licenceFiles(pkg string) ([]string, error) {
	entries, err := os.ReadDir(pkg)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && isLicence(e.Name()) {
			names = append(names, e.Name())
		}
	}
	return names, nil
}

// isLicence says whether a package's file is its licence or notice.
func isLicence(name string) bool {
	upper := strings.ToUpper(name)
	for _, prefix := range []string{"LICENSE", "LICENCE", "COPYING", "NOTICE"} {
		if strings.HasPrefix(upper, prefix) {
			return true
		}
	}
	return false
}

func equal(a, b []theme.EmbeddedFile) bool {
	return slices.EqualFunc(
		a,
		b,
		func(x, y theme.EmbeddedFile) bool { return x.Path == y.Path && bytes.Equal(x.Data, y.Data) },
	)
}

func rel(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil {
		return r
	}
	return p
}
