package content

import (
	"cmp"

	"github.com/portgen/portgen/generator/internal/slug"
)

// Slugify turns a title into a URL-safe slug: lower-case ASCII letters and
// digits separated by single hyphens ("Café Menu!" becomes "cafe-menu").
// It returns "project" when nothing usable is left.
func Slugify(title string) string {
	return cmp.Or(slug.Of(title), "project")
}
