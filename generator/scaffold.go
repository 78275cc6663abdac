package generator

import (
	"fmt"
	"os"
	"path/filepath"

	repo "github.com/portgen/portgen"
	"github.com/portgen/portgen/generator/scaffold"
	"github.com/portgen/portgen/generator/theme"
)

// The owner's commands besides build, check and serve: starting a site or
// a project, and taking over files of the embedded theme.

// NewSite makes a site in dir, which must be missing or empty: the starter
// content, a README, a .gitignore and a GitHub Pages workflow that installs
// portgen's version (v1.2.3, or "latest"). It returns the files it wrote,
// relative to dir.
func NewSite(dir, version string) ([]string, error) {
	return scaffold.NewSite(dir, scaffold.SiteOptions{Starter: repo.Starter, Version: version})
}

// NewProject writes contentDir/projects/<slug>.yaml for a project called
// title, with the next free id, and returns the file and the id.
func NewProject(contentDir, title string) (file string, id int, err error) {
	return scaffold.NewProject(contentDir, title)
}

// ThemeFile is a file of the embedded theme that a site can replace.
type ThemeFile struct {
	Path       string // slash-separated, relative to the theme: src/app/global.css
	ReplacedBy string // the site's file that replaces it, in its theme folder; "" for none
}

// ThemeFiles lists the embedded theme's files that a site can replace,
// with those that the site's theme folder (dir) replaces.
func ThemeFiles(dir string) ([]ThemeFile, error) {
	files, err := theme.SourceFiles()
	if err != nil {
		return nil, err
	}
	list := make([]ThemeFile, len(files))
	for i, f := range files {
		list[i].Path = f.Path
		if mine := filepath.Join(dir, filepath.FromSlash(f.Path)); exists(mine) {
			list[i].ReplacedBy = filepath.ToSlash(mine)
		}
	}
	return list, nil
}

// Eject copies the embedded theme's files named by paths (a file, or a
// folder for every file below it) into the site's theme folder (dir), to
// start from. It never overwrites a file, and returns the files it wrote,
// relative to dir, also when it then fails. A whole theme, with its own
// manifest, is not a site's overrides and gets none.
func Eject(dir string, paths []string) ([]string, error) {
	if exists(filepath.Join(dir, theme.Manifest)) {
		return nil, fmt.Errorf("%s has its own %s: it is a whole theme, not a site's overrides, so there is nothing to eject into", dir, theme.Manifest)
	}
	return theme.Eject(dir, paths)
}

// ThemeVersion names the embedded theme: a hash of its files.
func ThemeVersion() string { return theme.Hash() }

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
