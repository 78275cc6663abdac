package theme

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Overrides: a file at theme/<path> in the site folder replaces the embedded
// theme's file at <path>, and only that file (Hugo's lookup order). The
// folder may also hold a package.json and the node_modules that `npm
// install` makes there, for packages that the embedded theme lacks; those
// are not overrides.

// notOverrides are names in the overrides folder that replace nothing.
// (tsconfig.json may be there for the owner's editor.)
var notOverrides = map[string]bool{
	"node_modules":      true,
	"package.json":      true,
	"package-lock.json": true,
	"tsconfig.json":     true,
}

// OverrideFiles lists the site's override files, slash-separated paths
// relative to the overrides folder, sorted; none for a whole theme folder.
func (t *Theme) OverrideFiles() ([]string, error) {
	if !t.Embedded {
		return nil, nil
	}
	var files []string
	err := filepath.WalkDir(t.Overrides, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == t.Overrides && errors.Is(err, fs.ErrNotExist) {
				return fs.SkipAll
			}
			return err
		}
		rel, _ := filepath.Rel(t.Overrides, p)
		rel = filepath.ToSlash(rel)
		if rel == "." {
			return nil
		}
		name := d.Name()
		if strings.HasPrefix(name, ".") || (!strings.Contains(rel, "/") && notOverrides[name]) {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			files = append(files, rel)
		}
		return nil
	})
	slices.Sort(files)
	return files, err
}

// StaleOverrides lists the override files that replace no file of the
// embedded theme: a typo, or a file that an upgrade of portgen moved.
func (t *Theme) StaleOverrides() ([]string, error) {
	files, err := t.OverrideFiles()
	if err != nil || len(files) == 0 {
		return nil, err
	}
	sources, err := SourceFiles()
	if err != nil {
		return nil, err
	}
	known := map[string]bool{}
	for _, f := range sources {
		known[f.Path] = true
	}
	var stale []string
	for _, f := range files {
		if !known[f] {
			stale = append(stale, f)
		}
	}
	return stale, nil
}

// Eject copies the embedded theme's files named by paths (a file, or a
// folder for every file below it) into dir, the site's overrides folder, to
// start from. It never overwrites a file, and returns the files it wrote,
// relative to dir. A whole theme, with its own manifest, is not a site's
// overrides and gets none.
func Eject(dir string, paths []string) ([]string, error) {
	if _, err := os.Stat(filepath.Join(dir, Manifest)); err == nil {
		return nil, fmt.Errorf(
			"%s has its own %s: it is a whole theme, not a site's overrides, so there is nothing to eject into",
			dir,
			Manifest,
		)
	}
	chosen, err := ejected(paths)
	if err != nil {
		return nil, err
	}
	for _, f := range chosen {
		if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(f.Path))); err == nil {
			return nil, fmt.Errorf(
				"%s exists already: portgen never overwrites it "+
					"(delete it first to start again from the embedded file)",
				filepath.Join(dir, filepath.FromSlash(f.Path)),
			)
		}
	}
	var wrote []string
	for _, f := range chosen {
		if err := writeNew(filepath.Join(dir, filepath.FromSlash(f.Path)), f.Data); err != nil {
			return wrote, err
		}
		wrote = append(wrote, f.Path)
	}
	return wrote, nil
}

// ejected are the embedded theme's sources that paths name, each once, in
// path order.
func ejected(paths []string) ([]EmbeddedFile, error) {
	sources, err := SourceFiles()
	if err != nil {
		return nil, err
	}
	var chosen []EmbeddedFile
	for _, p := range paths {
		p = strings.Trim(path.Clean(filepath.ToSlash(p)), "/")
		if p == Manifest {
			return nil, fmt.Errorf(
				"%s is the theme's manifest, which a site cannot replace: a theme folder with its own portgen.json "+
					"is a whole theme (set colours, wallpapers, the app name and icon in site.yaml instead)",
				Manifest,
			)
		}
		matched := slices.DeleteFunc(slices.Clone(sources), func(f EmbeddedFile) bool { return !under(f.Path, p) })
		if len(matched) == 0 {
			return nil, fmt.Errorf("the embedded theme has no file or folder %q: `portgen theme ls` lists its files", p)
		}
		chosen = append(chosen, matched...)
	}
	slices.SortFunc(chosen, func(a, b EmbeddedFile) int { return strings.Compare(a.Path, b.Path) })
	return slices.CompactFunc(chosen, func(a, b EmbeddedFile) bool { return a.Path == b.Path }), nil
}

// under says whether the theme's file named file is p, or below the
// folder p, but for the manifest.
func under(file, p string) bool {
	return file != Manifest && (file == p || strings.HasPrefix(file, p+"/") || p == ".")
}

// writeNew writes a file that must not exist: one made since Eject looked
// is not overwritten either (O_EXCL).
func writeNew(target string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	file, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, werr := file.Write(data)
	return errors.Join(werr, file.Close())
}

// CheckOverrides lists the stale override files (see StaleOverrides) of the
// site whose theme folder is dir, without unpacking the embedded theme;
// none when dir is a whole theme or does not exist.
func CheckOverrides(dir string) ([]string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(abs, Manifest)); err == nil {
		return nil, nil
	}
	return (&Theme{Embedded: true, Overrides: abs}).StaleOverrides()
}
