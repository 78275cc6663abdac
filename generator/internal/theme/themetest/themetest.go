// Package themetest gives the stages' tests the repository's theme.
package themetest

import (
	"path/filepath"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/theme"
	"github.com/portgen/portgen/internal/sitetest"
)

// Rules is what a site's content is checked against of the repository's
// theme: its pages, whose texts the locales give, and its colour schemes.
func Rules() content.Theme {
	th, err := theme.Read(filepath.Join(sitetest.Root(), "theme"))
	if err != nil {
		panic(err)
	}
	return th.Content()
}
