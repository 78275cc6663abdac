package theme

import (
	"path"
	"path/filepath"

	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/diag"
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
			Hint:     "`portgen theme ls` lists the files a site can replace; after an upgrade of portgen, the file may have moved",
		})
	}
	return list, nil
}
