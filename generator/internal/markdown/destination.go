package markdown

import (
	"regexp"
	"strings"

	"github.com/yuin/goldmark/util"
)

// destKind is what a link's or an image's destination points at.
type destKind int

const (
	toWeb       destKind = iota // http, https or mailto: written as is
	toFragment                  // "#part" of this page
	toRoute                     // "/apps/": a page of the site, below its base path
	toFile                      // "../media/a.png": a file beside the post
	toNothing                   // ""
	toElsewhere                 // another scheme (javascript:, data:, file:), or "//host", which leaves the site unsaid
)

// scheme is a URL's scheme, as a browser reads it.
var scheme = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.\-]*:`)

// decoded is a destination as the browser would be given it: goldmark
// keeps it as written, backslash escapes and character references
// included ("java&#x09;script:").
func decoded(raw []byte) string {
	return string(util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(raw))))
}

// kindOf classifies a decoded destination. Browsers drop tabs and line
// breaks anywhere in a URL and controls and spaces before it, so
// "java\tscript:" is a scheme too; and they read a backslash as a slash,
// so "/\host" leaves the site as "//host" does.
func kindOf(dest string) destKind {
	clean := strings.TrimLeft(strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(dest), "\x00\x01\x02"+
		"\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")
	if s := scheme.FindString(clean); s != "" {
		switch strings.ToLower(s) {
		case "http:", "https:", "mailto:":
			return toWeb
		}
		return toElsewhere
	}
	switch {
	case clean == "":
		return toNothing
	case strings.HasPrefix(clean, "#"):
		return toFragment
	case strings.HasPrefix(clean, "//"), strings.HasPrefix(clean, `/\`), strings.HasPrefix(clean, `\`):
		return toElsewhere
	case strings.HasPrefix(clean, "/"):
		return toRoute
	}
	return toFile
}
