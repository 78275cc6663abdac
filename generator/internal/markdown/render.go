package markdown

import (
	"bytes"
	"html"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	ghtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// Options are what a rendering of a post needs from its caller.
type Options struct {
	Labels Labels
	// Image gives the variants of an image the body shows; false leaves
	// the image out, its description kept as text (the caller has
	// reported it missing). Nil leaves every image out.
	Image func(Ref) (Picture, bool)
	// Link gives the URL of a link to a file beside the post or a page of
	// the site; false leaves the link's text without the link. Nil leaves
	// every such link as text.
	Link func(Ref) (string, bool)
	// Page is the URL of the page the body is read on, written before
	// the body's links within it (headings, footnotes, "#part"): empty on
	// the page itself, the post's absolute URL in a feed, whose reader
	// resolves "#part" against the feed rather than the post.
	Page string
}

// Labels are the words the body's controls are named with, in the page's
// language.
type Labels struct {
	// Anchor names a heading's anchor link, {{title}} replaced by the
	// heading's words: "Link to “{{title}}”".
	Anchor   string
	TaskDone string // a checked task: "Done"
	TaskOpen string // an unchecked one: "Not done"
	// FootnoteBack names a note's link back to where it is cited, {{n}}
	// replaced by the note's number: "Back to reference {{n}}". A note
	// cited twice has two links, the second's name ending in " (2)".
	FootnoteBack string
}

// Picture is an image's responsive variants, as the media pipeline makes
// them.
type Picture struct {
	Src           string   // the fallback file (JPEG or PNG)
	Srcset        string   // the fallback's widths; may be empty
	Sources       []Source // better formats first (WebP)
	Sizes         string   // how wide the image is shown: "(min-width: 48rem) 42rem, 100vw"
	Width, Height int      // the intrinsic size, so that nothing shifts as it loads
}

// Source is one format of an image's variants.
type Source struct {
	Type   string // "image/webp"
	Srcset string
}

// Version names the HTML that Render writes. Raise it with any change to
// that HTML, as the goldens of testdata/ show it: a build keeps rendered
// bodies in its cache by it (compile's postRenderer), and would otherwise
// serve those of another portgen. TestVersionFollowsTheGoldens holds it to
// them.
const Version = 4

// Render writes the document's HTML with opts' URLs and words. It may be
// called again, with other options (the feed's absolute URLs), and from
// more than one goroutine: it changes nothing in doc.
func Render(doc *Doc, opts Options) ([]byte, error) {
	nodes := &nodeRenderer{
		opts:  opts,
		refs:  refsByPlace(doc.Refs),
		base:  doc.start,
		hrefs: map[ast.Node]string{},
		top:   topHeading(doc.root),
	}
	r := renderer.NewRenderer(renderer.WithNodeRenderers(
		util.Prioritized(ghtml.NewRenderer(), 1000),
		util.Prioritized(extension.NewTableHTMLRenderer(), 500),
		util.Prioritized(extension.NewStrikethroughHTMLRenderer(), 500),
		util.Prioritized(nodes, 100),
	))
	var b bytes.Buffer
	if err := r.Render(&b, doc.body, doc.root); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// refPlace is where a reference is written: an image inside a link
// starts a character after it.
type refPlace struct {
	kind   RefKind
	offset int // in the file
}

// refsByPlace finds a node's reference by its kind and where it starts.
func refsByPlace(refs []Ref) map[refPlace]Ref {
	m := make(map[refPlace]Ref, len(refs))
	for _, r := range refs {
		m[refPlace{r.Kind, r.At.Offset}] = r
	}
	return m
}

// nodeRenderer renders the nodes portgen writes its own way, over
// goldmark's HTML renderer.
type nodeRenderer struct {
	opts   Options
	refs   map[refPlace]Ref
	base   int                 // the body's offset in the file
	hrefs  map[ast.Node]string // a link's URL, "" when it is shown as text, set on entering
	images int                 // how many images were written
	top    int                 // the level of the document's highest headings, which are written as h2
}

// topHeading is the level of the highest headings in the document: 1 when
// it has none.
func topHeading(root ast.Node) int {
	top := 6
	found := false
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			top = min(top, h.Level)
			found = true
		}
		return ast.WalkContinue, nil
	})
	if !found {
		return 1
	}
	return top
}

// RegisterFuncs implements renderer.NodeRenderer.
func (r *nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindHeading, r.heading)
	reg.Register(ast.KindFencedCodeBlock, r.codeBlock)
	reg.Register(ast.KindCodeBlock, r.codeBlock)
	reg.Register(ast.KindLink, r.link)
	reg.Register(ast.KindImage, r.image)
	reg.Register(east.KindTaskCheckBox, r.taskCheckBox)
	reg.Register(east.KindTable, r.table)
	reg.Register(east.KindTableCell, r.tableCell)
	reg.Register(east.KindFootnoteLink, r.footnoteLink)
	reg.Register(east.KindFootnoteBacklink, r.footnoteBacklink)
	reg.Register(east.KindFootnote, r.footnote)
	reg.Register(east.KindFootnoteList, r.footnoteList)
}

// heading is an h2 for the document's highest headings, whether the
// Markdown writes them "#" or "##" (the page's h1 is the post's title, and
// a level skipped is a break in the page's outline), the others as many
// levels below; with its id and, after its words, a link to it, joined to
// the last word by a no-break space, so that a narrow screen never wraps
// the "#" onto a line of its own.
func (r *nodeRenderer) heading(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Heading)
	level := strconv.Itoa(min(n.Level-r.top+2, 6))
	id, _ := n.AttributeString("id")
	if entering {
		write(w, `<h`, level, ` id="`, string(id.([]byte)), `">`)
		return ast.WalkContinue, nil
	}
	label := strings.ReplaceAll(r.opts.Labels.Anchor, "{{title}}", plainText(n, source))
	href := r.within(string(id.([]byte)))
	write(w, `&#160;<a class="anchor" href="`, href, `" aria-label="`, html.EscapeString(label), `">#</a>`)
	write(w, `</h`, level, ">\n")
	return ast.WalkContinue, nil
}

// link writes a link to the web or this page as written, and one to the
// site's files and pages with the URL the caller gives, or as its text.
func (r *nodeRenderer) link(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Link)
	if !entering {
		if r.hrefs[n] != "" {
			write(w, "</a>")
		}
		return ast.WalkContinue, nil
	}
	href := r.href(n)
	r.hrefs[n] = href
	if href == "" {
		return ast.WalkContinue, nil
	}
	write(w, `<a href="`, href, `"`)
	if n.Title != nil {
		write(w, ` title="`, html.EscapeString(string(resolved(n.Title))), `"`)
	}
	write(w, ">")
	return ast.WalkContinue, nil
}

// escapedURL is a followed destination written into an attribute.
func escapedURL(dest string) string {
	return string(util.EscapeHTML(util.URLEscape([]byte(dest), false)))
}

// href is a link's URL, escaped for an attribute; "" for none.
func (r *nodeRenderer) href(n *ast.Link) string {
	dest := followed(n.Destination)
	switch kindOf(dest) {
	case toWeb:
		return escapedURL(dest)
	case toFragment:
		return html.EscapeString(r.opts.Page) + escapedURL(dest)
	}
	ref, ok := r.refs[refPlace{LinkRef, r.base + offsetOf(n)}]
	if !ok || r.opts.Link == nil {
		return ""
	}
	url, ok := r.opts.Link(ref)
	if !ok {
		return ""
	}
	return html.EscapeString(url)
}

// image writes an image of the site as a picture of its variants, or its
// description as text when the caller has none. The first is loaded at
// once, as it is likely in view; the others as they come near.
func (r *nodeRenderer) image(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.Image)
	alt := html.EscapeString(plainText(n, source))
	pic, ok := r.picture(n)
	if !ok {
		write(w, alt)
		return ast.WalkSkipChildren, nil
	}
	loading := "lazy"
	if r.images == 0 {
		loading = "eager"
	}
	r.images++
	write(w, "<picture>")
	for _, s := range pic.Sources {
		write(w, `<source type="`, html.EscapeString(s.Type), `" srcset="`, html.EscapeString(s.Srcset), `"`)
		writeAttr(w, "sizes", pic.Sizes)
		write(w, ">")
	}
	write(w, `<img src="`, html.EscapeString(pic.Src), `"`)
	writeAttr(w, "srcset", pic.Srcset)
	writeAttr(w, "sizes", pic.Sizes)
	write(w, ` width="`, strconv.Itoa(pic.Width), `" height="`, strconv.Itoa(pic.Height), `" alt="`, alt, `"`)
	if n.Title != nil {
		writeAttr(w, "title", string(resolved(n.Title)))
	}
	write(w, ` loading="`, loading, `" decoding="async"></picture>`)
	return ast.WalkSkipChildren, nil
}

// picture is the variants the caller gives for an image; false for none.
func (r *nodeRenderer) picture(n *ast.Image) (Picture, bool) {
	ref, ok := r.refs[refPlace{ImageRef, r.base + offsetOf(n)}]
	if !ok || r.opts.Image == nil {
		return Picture{}, false
	}
	return r.opts.Image(ref)
}

// taskCheckBox writes a task's box as words a screen reader says and CSS
// draws, rather than a disabled input with no name.
func (r *nodeRenderer) taskCheckBox(
	w util.BufWriter, source []byte, node ast.Node, entering bool,
) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	class, label := "task", r.opts.Labels.TaskOpen
	if node.(*east.TaskCheckBox).IsChecked {
		class, label = "task done", r.opts.Labels.TaskDone
	}
	write(w, `<span class="`, class, `"><span class="visually-hidden">`, html.EscapeString(label), "</span></span> ")
	return ast.WalkContinue, nil
}

// table is wrapped in a block that scrolls sideways on a narrow screen,
// and so is reachable by keyboard, as a code block is.
func (r *nodeRenderer) table(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		write(w, "<div class=\"table\" tabindex=\"0\"><table>\n")
	} else {
		write(w, "</table></div>\n")
	}
	return ast.WalkContinue, nil
}

// alignments are the classes of a column's alignment.
var alignments = map[east.Alignment]string{
	east.AlignLeft:   ` class="align-left"`,
	east.AlignRight:  ` class="align-right"`,
	east.AlignCenter: ` class="align-center"`,
}

// tableCell says its column's alignment with a class: an inline style
// would break the CSP, and HTML's align attribute is obsolete.
func (r *nodeRenderer) tableCell(
	w util.BufWriter, source []byte, node ast.Node, entering bool,
) (ast.WalkStatus, error) {
	n := node.(*east.TableCell)
	tag := "td"
	if _, ok := n.Parent().(*east.TableHeader); ok {
		tag = "th"
	}
	if entering {
		write(w, "<", tag, alignments[n.Alignment], ">")
	} else {
		write(w, "</", tag, ">\n")
	}
	return ast.WalkContinue, nil
}

// within is the URL of the part of the page whose id is id, escaped for
// an attribute: "#id", after the page's URL when the caller gives one.
func (r *nodeRenderer) within(id string) string {
	return html.EscapeString(r.opts.Page) + "#" + id
}

// write writes strings already escaped.
func write(w util.BufWriter, parts ...string) {
	for _, p := range parts {
		_, _ = w.WriteString(p)
	}
}

// writeAttr writes an attribute when it has a value.
func writeAttr(w util.BufWriter, name, value string) {
	if value != "" {
		write(w, " ", name, `="`, html.EscapeString(value), `"`)
	}
}
