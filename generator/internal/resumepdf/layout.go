package resumepdf

import (
	"fmt"
	"strings"

	"github.com/rivo/uniseg"
)

// pageSize is a page size in points.
type pageSize struct{ Width, Height float64 }

// The page sizes an owner picks from (site.yaml's resume.paper).
var (
	a4     = pageSize{595.28, 841.89}
	letter = pageSize{612, 792}
)

const margin = 50 // points, about 18 mm

// A colour, as the PDF's rg operands.
type color string

const (
	ink    color = "0.11 0.11 0.13"
	muted  color = "0.36 0.37 0.41"
	accent color = "0.05 0.33 0.62"
	rule   color = "0.80 0.81 0.84"
)

// span is a piece of text in one style: a paragraph is a list of spans.
type span struct {
	text  string
	bold  bool
	color color
	link  string // the address it leads to, or ""
	label string // what a link is, for a reader of the annotation
}

// style is how a paragraph is set: its size and leading in points, and
// how far from the left margin its lines start.
type style struct {
	size, leading, indent float64
}

// elem is a node of the structure tree: a tag and its kids in reading
// order, each another elem, a marked-content sequence or an annotation.
type elem struct {
	tag  string
	kids []any // *elem, mcr, objr
	ref  int
}

// mcr is a marked-content sequence of a page's content.
type mcr struct {
	page *page
	mcid int
}

// objr is an annotation, as a kid of its Link.
type objr struct{ annot *annot }

type annot struct {
	page   *page
	rect   [4]float64
	url    string
	label  string
	link   *elem
	ref    int
	parent int // its key in the parent tree
}

type page struct {
	content strings.Builder
	owners  []*elem // the element of each marked-content id
	annots  []*annot
	ref     int
}

// doc is a document being laid out: its pages, a cursor and the
// structure tree that its text is tagged with.
type doc struct {
	paper         pageSize
	regular, bold *face
	pages         []*page
	y             float64 // the top of the next line, from the page's top
	root          *elem
	links         map[*span]*elem // each link's element, which its lines share
}

func (d *doc) width() float64 { return d.paper.Width - 2*margin }

func (d *doc) face(bold bool) *face {
	if bold {
		return d.bold
	}
	return d.regular
}

func (d *doc) page() *page {
	if len(d.pages) == 0 {
		d.newPage()
	}
	return d.pages[len(d.pages)-1]
}

func (d *doc) newPage() {
	d.pages = append(d.pages, &page{})
	d.y = margin
}

// need starts a new page unless height points are left on this one.
func (d *doc) need(height float64) {
	if len(d.pages) == 0 || d.y+height > d.paper.Height-margin {
		d.newPage()
	}
}

// space leaves points of room, unless at a page's top.
func (d *doc) space(points float64) {
	if d.y > margin {
		d.y += points
	}
}

func (e *elem) add(tag string) *elem {
	kid := &elem{tag: tag}
	e.kids = append(e.kids, kid)
	return kid
}

// frag is a run of a line in one span.
type frag struct {
	span *span
	text string
	x    float64
}

// piece is what a line may break after: a word with the spaces after it.
type piece struct {
	span          *span
	text, spaces  string
	width, spaceW float64
	mustBreak     bool
}

// lines sets spans in lines no wider than width: it breaks where Unicode
// allows (UAX #14), and a word wider than a line between its characters.
func (d *doc) lines(spans []span, st style, width float64) [][]frag {
	var pieces []piece
	for i := range spans {
		s := &spans[i]
		f := d.face(s.bold)
		rest, state := s.text, -1
		for len(rest) > 0 {
			var seg string
			var must bool
			seg, rest, must, state = uniseg.FirstLineSegmentInString(rest, state)
			word := strings.TrimRight(seg, " ")
			p := piece{span: s, text: word, spaces: seg[len(word):], mustBreak: must && len(rest) > 0}
			p.width = f.measure(word, st.size)
			p.spaceW = f.measure(p.spaces, st.size)
			pieces = append(pieces, d.split(p, st.size, width)...)
		}
	}
	var out [][]frag
	var line []frag
	x := 0.0
	for _, p := range pieces {
		if len(line) > 0 && x+p.width > width+0.01 {
			out = append(out, trim(line))
			line, x = nil, 0
		}
		if n := len(line); n > 0 && line[n-1].span == p.span {
			line[n-1].text += p.text + p.spaces
		} else {
			line = append(line, frag{span: p.span, text: p.text + p.spaces, x: x})
		}
		x += p.width + p.spaceW
		if p.mustBreak {
			out = append(out, trim(line))
			line, x = nil, 0
		}
	}
	if len(line) > 0 {
		out = append(out, trim(line))
	}
	return out
}

// trim drops the spaces that end a line, and the fragments left empty.
func trim(line []frag) []frag {
	for len(line) > 0 {
		last := &line[len(line)-1]
		last.text = strings.TrimRight(last.text, " ")
		if last.text != "" {
			break
		}
		line = line[:len(line)-1]
	}
	return line
}

// split cuts a word wider than a line into pieces that fit, between its
// grapheme clusters.
func (d *doc) split(p piece, size, width float64) []piece {
	if p.width <= width {
		return []piece{p}
	}
	f := d.face(p.span.bold)
	var out []piece
	var cur string
	rest := p.text
	state := -1
	for len(rest) > 0 {
		var cluster string
		cluster, rest, _, state = uniseg.FirstGraphemeClusterInString(rest, state)
		if cur != "" && f.measure(cur+cluster, size) > width {
			out = append(out, piece{span: p.span, text: cur, width: f.measure(cur, size)})
			cur = ""
		}
		cur += cluster
	}
	last := piece{
		span:      p.span,
		text:      cur,
		spaces:    p.spaces,
		width:     f.measure(cur, size),
		spaceW:    p.spaceW,
		mustBreak: p.mustBreak,
	}
	return append(out, last)
}

// para sets spans as a paragraph tagged tag under parent, from the cursor
// down, onto new pages as it needs. It returns its element.
func (d *doc) para(parent *elem, tag string, st style, spans []span) *elem {
	e := parent.add(tag)
	for _, line := range d.lines(spans, st, d.width()-st.indent) {
		d.need(st.leading)
		d.line(e, line, margin+st.indent, d.y+st.leading*0.78, st.size)
		d.y += st.leading
	}
	return e
}

// line draws a line's fragments with their baseline at y (from the
// page's top), each in a marked-content sequence of e, or of a Link under
// e for a link, which also gets its annotation.
func (d *doc) line(e *elem, line []frag, left, y, size float64) {
	p := d.page()
	base := d.paper.Height - y
	for _, fr := range line {
		f := d.face(fr.span.bold)
		owner := e
		link := d.links[fr.span]
		if fr.span.link != "" && link == nil {
			link = e.add("Link")
			d.links[fr.span] = link
		}
		if link != nil {
			owner = link
		}
		mcid := len(p.owners)
		p.owners = append(p.owners, owner)
		owner.kids = append(owner.kids, mcr{p, mcid})
		glyphs := f.shape(fr.text)
		x := left + fr.x
		fmt.Fprintf(
			&p.content,
			"/%s <</MCID %d>> BDC BT /%s %s Tf %s rg 1 0 0 1 %s %s Tm %s ET EMC\n",
			owner.tag,
			mcid,
			fontKey(fr.span.bold),
			num(size),
			fr.span.color,
			num(x),
			num(base),
			f.draw(fr.text, glyphs),
		)
		if fr.span.link != "" {
			w := f.advance(glyphs, size)
			a := &annot{page: p, url: fr.span.link, label: fr.span.label, link: link,
				rect: [4]float64{x, base - size*0.25, x + w, base + size*0.85}}
			p.annots = append(p.annots, a)
			link.kids = append(link.kids, objr{a})
		}
	}
}

// rule draws a line across the text's width under the cursor, as an
// artifact: it is decoration, which a screen reader skips.
func (d *doc) rule(y float64) {
	p := d.page()
	yy := d.paper.Height - y
	fmt.Fprintf(
		&p.content,
		"/Artifact BMC %s RG 0.6 w %s %s m %s %s l S EMC\n",
		rule,
		num(margin),
		num(yy),
		num(d.paper.Width-margin),
		num(yy),
	)
}

func fontKey(bold bool) string {
	if bold {
		return "F2"
	}
	return "F1"
}

// num writes a number with at most two decimals, without trailing zeros.
func num(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}
