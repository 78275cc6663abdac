package theme

import (
	"os"
	"path"
	"path/filepath"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// BrowserColors are the colours that the browser paints around the site:
// its toolbar, and the installed app's splash screen and icon backdrop. A
// background that the site sets replaces the theme's for all of them.
func (t *Theme) BrowserColors(site content.Colors) (toolbar, background string) {
	if bg := site.Background.Hex(); bg != "" {
		return bg, bg
	}
	return t.Colors.Theme, t.Colors.Background
}

// OverrideWarnings are the override files in the site's theme folder, dir,
// that replace no file of the embedded theme (see CheckOverrides); none
// when dir is "".
func OverrideWarnings(dir string) ([]diag.Diagnostic, error) {
	if dir == "" {
		return nil, nil
	}
	stale, err := CheckOverrides(dir)
	if err != nil {
		return nil, err
	}
	var list []diag.Diagnostic
	for _, f := range stale {
		list = append(list, diag.Diagnostic{
			File:     path.Join(filepath.ToSlash(dir), f),
			Severity: diag.SeverityWarning,
			Message:  "this file replaces no file of the embedded theme, so the site does not use it",
			Hint: "`portgen theme ls` lists the files a site can replace; " +
				"after an upgrade of portgen, the file may have moved",
		})
	}
	return list, nil
}

// Replaceable is a file of the embedded theme that a site can replace.
type Replaceable struct {
	Path       string // slash-separated, relative to the theme: src/app/global.css
	ReplacedBy string // the site's file that replaces it, in its theme folder; "" for none
}

// ReplaceableFiles lists the embedded theme's files that a site can
// replace, with those that the site's theme folder (dir) replaces.
func ReplaceableFiles(dir string) ([]Replaceable, error) {
	files, err := SourceFiles()
	if err != nil {
		return nil, err
	}
	list := make([]Replaceable, len(files))
	for i, f := range files {
		list[i].Path = f.Path
		if mine := filepath.Join(dir, filepath.FromSlash(f.Path)); fileExists(mine) {
			list[i].ReplacedBy = filepath.ToSlash(mine)
		}
	}
	return list, nil
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
