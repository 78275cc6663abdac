package content

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Slugify turns a title into a URL-safe slug: lower-case ASCII letters and
// digits separated by single hyphens ("Café Menu!" becomes "cafe-menu").
// It returns "project" when nothing usable is left.
func Slugify(title string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(title) {
		r = unicode.ToLower(r)
		switch {
		case unicode.Is(unicode.Mn, r):
			continue // a combining accent left by the decomposition
		case r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
		default:
			hyphen = true
		}
	}
	if b.Len() == 0 {
		return "project"
	}
	return b.String()
}
