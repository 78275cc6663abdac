// Package slug makes URL-safe names from text: the file names of projects
// and posts, tags, and the ids of a post's headings share one form.
package slug

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Of turns text into lower-case ASCII letters and digits separated by
// single hyphens, accents folded ("Café Menu!" becomes "cafe-menu"). It
// returns "" when nothing usable is left; each caller names its own
// default.
func Of(text string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(text) {
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
	return b.String()
}
