package markdown

import (
	"regexp"
	"strings"

	"github.com/yuin/goldmark/util"
)

// destKind is what a link's or an image's destination points at.
type destKind int

const (
	toWeb      destKind = iota // http, https or mailto: written as is
	toFragment                 // "#part" of this page
	toRoute                    // "/apps/": a page of the site, below its base path
	toFile                     // "../media/a.png": a file beside the post
	toNothing                  // ""
	// another scheme (javascript:, data:, file:), or "//host", which
	// leaves the site unsaid
	toElsewhere
)

// scheme is a URL's scheme, as a browser reads it.
var scheme = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.\-]*:`)

// written is a destination as its author wrote it, decoded: goldmark
// keeps it as in the source, backslash escapes and character references
// included ("java&#x09;script:"). Messages quote it.
func written(raw []byte) string {
	return string(util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(raw))))
}

// followed is a destination as the browser follows it: a browser drops
// tabs and line breaks anywhere in a URL, and controls and spaces at
// either end, so "java\tscript:" is a scheme too. The link is classified
// and written as this, so that a control the browser would drop cannot
// hide a destination's kind: written as is, "\x06#" would become the
// file "%06#".
func followed(raw []byte) string {
	return asBrowsersRead(written(raw))
}

// asBrowsersRead is an attribute's URL without what a URL's parser drops.
func asBrowsersRead(url string) string {
	return strings.Trim(strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(url), c0AndSpace)
}

// c0AndSpace are the characters a URL's parser trims from its ends.
const c0AndSpace = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f "

// kindOf classifies a followed destination. Browsers read a backslash
// as a slash, so "/\host" leaves the site as "//host" does.
func kindOf(dest string) destKind {
	if s := scheme.FindString(dest); s != "" {
		switch strings.ToLower(s) {
		case "http:", "https:", "mailto:":
			return toWeb
		}
		return toElsewhere
	}
	switch {
	case dest == "":
		return toNothing
	case strings.HasPrefix(dest, "#"):
		return toFragment
	case strings.HasPrefix(dest, "//"), strings.HasPrefix(dest, `/\`), strings.HasPrefix(dest, `\`):
		return toElsewhere
	case strings.HasPrefix(dest, "/"):
		return toRoute
	}
	return toFile
}
