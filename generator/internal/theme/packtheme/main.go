// Command packtheme makes the theme that portgen embeds: the archive
// generator/internal/theme/default-theme.tar.gz, from the repository's theme/ and its
// installed npm packages. Run it after changing the theme or its packages:
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
	want := map[string]bool{theme.Manifest: true, "package.json": true, "tsconfig.json": true}
	for _, in := range res.Inputs {
		if strings.HasPrefix(in, "<") || strings.HasPrefix(in, "../") {
			continue // esbuild's own modules; nothing outside the theme is read
		}
		want[in] = true
		pkg := packageRoot(in)
		if pkg == "" {
			// esbuild reads the nearest tsconfig.json of each source file.
			for d := path.Dir(in); d != "."; d = path.Dir(d) {
				want[d+"/tsconfig.json"] = true
			}
			continue
		}
		for d := path.Dir(in); ; d = path.Dir(d) {
			want[d+"/package.json"] = true
			if d == pkg {
				break
			}
		}
		licences, err := licenceFiles(filepath.Join(dir, filepath.FromSlash(pkg)))
		if err != nil {
			return nil, err
		}
		for _, l := range licences {
			want[pkg+"/"+l] = true
		}
	}
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
		upper := strings.ToUpper(e.Name())
		if e.Type().IsRegular() &&
			(strings.HasPrefix(upper, "LICENSE") || strings.HasPrefix(upper, "LICENCE") || strings.HasPrefix(upper, "COPYING") || strings.HasPrefix(upper, "NOTICE")) {
			names = append(names, e.Name())
		}
	}
	return names, nil
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
