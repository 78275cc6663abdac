package markdown

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/portgen/portgen/generator/internal/slug"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// plainText is what a node reads as, without markup: a heading's words for
// its id, an image's description for its alt, a body's words. A code
// block's lines are not its children: they are left out.
func plainText(n ast.Node, source []byte) string {
	var b strings.Builder
	writePlainText(&b, n, source)
	return b.String()
}

func writePlainText(b *strings.Builder, n ast.Node, source []byte) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			b.Write(resolved(c.Segment.Value(source)))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		case *ast.AutoLink:
			b.Write(c.Label(source))
		default:
			writePlainText(b, c, source)
			if c.Type() == ast.TypeBlock {
				b.WriteByte(' ') // "one.</p><p>Two" is two words
			}
		}
	}
}

// resolved is text with its backslash escapes and character references
// read, as the page shows it.
func resolved(raw []byte) []byte {
	return util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(raw)))
}

// footnoteID matches the ids the footnotes take (fn-1, fnref-1,
// fnref-1-2), which no heading may.
var footnoteID = regexp.MustCompile(`^fn(ref)?-\d+(-\d+)?$`)

// headingIDs gives a document's headings their ids: the heading's words
// as a slug, accents folded ("Introdução" is "introducao", where
// goldmark's own ids drop every non-ASCII letter), "section" when no
// letter or digit is left, "section-" before one a footnote's would be,
// and -2, -3 after the first of two alike.
type headingIDs map[string]bool

func (ids headingIDs) next(words string) string {
	base := slug.Of(words)
	switch {
	case base == "":
		base = "section"
	case footnoteID.MatchString(base):
		base = "section-" + base
	}
	id := base
	for n := 2; ids[id]; n++ {
		id = base + "-" + strconv.Itoa(n)
	}
	ids[id] = true
	return id
}
