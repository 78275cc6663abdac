package markdown

import (
	"html"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/util"
)

// The footnotes are written with ids of letters, digits and hyphens
// (goldmark's have a colon, which a CSS selector must escape), and a
// named link back to the text.

// noteID is the id of note i.
func noteID(i int) string {
	return "fn-" + strconv.Itoa(i)
}

// citationID is the id of the ref-th citation of note i: fnref-1, then
// fnref-1-2.
func citationID(i, ref int) string {
	if ref == 0 {
		return "fnref-" + strconv.Itoa(i)
	}
	return "fnref-" + strconv.Itoa(i) + "-" + strconv.Itoa(ref+1)
}

func (r *nodeRenderer) footnoteLink(
	w util.BufWriter, source []byte, node ast.Node, entering bool,
) (ast.WalkStatus, error) {
	if entering {
		n := node.(*east.FootnoteLink)
		i := strconv.Itoa(n.Index)
		write(w, `<sup><a id="`, citationID(n.Index, n.RefIndex), `" href="`, r.within(noteID(n.Index)),
			`" role="doc-noteref">`, i, "</a></sup>")
	}
	return ast.WalkContinue, nil
}

func (r *nodeRenderer) footnoteBacklink(
	w util.BufWriter, source []byte, node ast.Node, entering bool,
) (ast.WalkStatus, error) {
	if entering {
		n := node.(*east.FootnoteBacklink)
		label := strings.ReplaceAll(r.opts.Labels.FootnoteBack, "{{n}}", strconv.Itoa(n.Index))
		if n.RefCount > 1 {
			label += " (" + strconv.Itoa(n.RefIndex+1) + ")"
		}
		write(w, ` <a href="`, r.within(citationID(n.Index, n.RefIndex)), `" role="doc-backlink" aria-label="`,
			html.EscapeString(label), "\">↩\uFE0E</a>")
	}
	return ast.WalkContinue, nil
}

func (r *nodeRenderer) footnote(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		write(w, `<li id="`, noteID(node.(*east.Footnote).Index), "\">\n")
	} else {
		write(w, "</li>\n")
	}
	return ast.WalkContinue, nil
}

func (r *nodeRenderer) footnoteList(
	w util.BufWriter, source []byte, node ast.Node, entering bool,
) (ast.WalkStatus, error) {
	if entering {
		write(w, "<section class=\"footnotes\" role=\"doc-endnotes\">\n<ol>\n")
	} else {
		write(w, "</ol>\n</section>\n")
	}
	return ast.WalkContinue, nil
}
