package markdown

import (
	"fmt"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// findings are what the guard found in one document, at byte offsets of
// its body.
type findings struct {
	refs     []foundRef
	problems []problem
}

type foundRef struct {
	kind   RefKind
	dest   string
	offset int
}

type problem struct {
	offset        int
	message, hint string
}

var findingsKey = parser.NewContextKey()

// The hints of what the guard leaves out.
const (
	rawHTMLHint = "write it in Markdown, or in a code span (`<b>`) to show it as text"
	linkHint    = "a link goes to an http, https or mailto address, a page of the site (/apps/), " +
		"a file beside the post (../media/a.pdf) or a heading (#part)"
	imageHint = "put the image in the content folder and give its path from the post (../media/a.png)"
)

// guard is the AST transformer that leaves out what must not reach the
// page, records the references, and names the headings.
type guard struct{}

// Transform implements parser.ASTTransformer.
func (guard) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	found := pc.Get(findingsKey).(*findings)
	source := reader.Source()
	var visited []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			visited = append(visited, n)
		}
		return ast.WalkContinue, nil
	})
	// Changed after the walk, which a removed node would cut short.
	ids := headingIDs{}
	for _, n := range visited {
		switch n := n.(type) {
		case *ast.HTMLBlock, *ast.RawHTML:
			found.problem(n, "raw HTML is left out", rawHTMLHint)
			n.Parent().RemoveChild(n.Parent(), n)
		case *ast.Link:
			found.link(n, source)
		case *ast.AutoLink:
			found.autoLink(n, source)
		case *ast.Image:
			found.image(n, source)
		case *ast.Heading:
			n.SetAttributeString("id", []byte(ids.next(plainText(n, source))))
		}
	}
}

func (f *findings) problem(n ast.Node, message, hint string) {
	f.problems = append(f.problems, problem{offset: offsetOf(n), message: message, hint: hint})
}

func (f *findings) ref(n ast.Node, kind RefKind, dest string) {
	f.refs = append(f.refs, foundRef{kind: kind, dest: dest, offset: offsetOf(n)})
}

// link keeps a link to the web or this page, records one to the site's
// files and pages, and turns any other into its text.
func (f *findings) link(n *ast.Link, source []byte) {
	dest := followed(n.Destination)
	switch kindOf(dest) {
	case toWeb, toFragment:
	case toRoute, toFile:
		f.ref(n, LinkRef, dest)
	case toNothing:
		f.problem(n, "a link with no address is left as text", linkHint)
		unwrap(n)
	default:
		f.problem(n, fmt.Sprintf("the link to %s is left as text", shorten(written(n.Destination))), linkHint)
		unwrap(n)
	}
}

// autoLink turns an autolink to anything but the web into its text:
// <javascript:alert(1)> is one in CommonMark.
func (f *findings) autoLink(n *ast.AutoLink, source []byte) {
	if n.AutoLinkType == ast.AutoLinkEmail {
		return
	}
	if kindOf(followed(n.URL(source))) == toWeb {
		return
	}
	f.problem(n, fmt.Sprintf("the link to %s is left as text", shorten(written(n.URL(source)))), linkHint)
	n.Parent().ReplaceChild(n.Parent(), n, ast.NewString(n.Label(source)))
}

// image records an image of the site's own files and leaves any other
// out, its description kept as text: the site's CSP loads images from
// its own origin only, and a file of the site gets its sizes and
// variants.
func (f *findings) image(n *ast.Image, source []byte) {
	dest := followed(n.Destination)
	if kindOf(dest) == toFile {
		f.ref(n, ImageRef, dest)
		return
	}
	message := fmt.Sprintf("the image %s is left out, its description kept", shorten(written(n.Destination)))
	f.problem(n, message, imageHint)
	unwrap(n)
}

// unwrap replaces n by its children.
func unwrap(n ast.Node) {
	parent := n.Parent()
	for c := n.FirstChild(); c != nil; {
		next := c.NextSibling()
		parent.InsertBefore(parent, n, c)
		c = next
	}
	parent.RemoveChild(parent, n)
}

// shorten is a destination quoted for a message, cut to a readable length.
func shorten(dest string) string {
	const most = 40
	r := []rune(dest)
	if len(r) > most {
		return fmt.Sprintf("%q…", string(r[:most]))
	}
	return fmt.Sprintf("%q", dest)
}

// offsetOf is where a node starts in the body: its own position when the
// parser gave it one, else its first line's or segment's, else its
// parent's.
func offsetOf(n ast.Node) int {
	for ; n != nil; n = n.Parent() {
		if p := n.Pos(); p >= 0 {
			return p
		}
		if raw, ok := n.(*ast.RawHTML); ok && raw.Segments.Len() > 0 {
			return raw.Segments.At(0).Start
		}
		if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
			return n.Lines().At(0).Start
		}
	}
	return 0
}
