package resumepdf

import (
	"crypto/sha256"
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode/utf16"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// face is one weight of the font as the PDF uses it: it measures text,
// turns it into glyphs, and remembers which glyphs the document drew and
// which character each stands for, for the subset and its ToUnicode map.
type face struct {
	sfnt   *sfnt.Font
	file   []byte
	name   string // the PostScript name
	unitsP float64
	buf    sfnt.Buffer
	glyphs map[rune]uint16
	widths map[uint16]int // advance, in thousandths of an em
	used   map[uint16]rune
}

func newFace(f *sfnt.Font, file []byte, name string) *face {
	return &face{sfnt: f, file: file, name: name, unitsP: float64(f.UnitsPerEm()),
		glyphs: map[rune]uint16{}, widths: map[uint16]int{}, used: map[uint16]rune{}}
}

// glyph is one glyph placed in a line: its id, and the kerning to apply
// before it, in thousandths of an em (negative brings it closer).
type glyph struct {
	id   uint16
	kern int
}

// glyph returns the glyph of r, 0 (.notdef) when the font has none.
func (f *face) glyph(r rune) uint16 {
	if id, ok := f.glyphs[r]; ok {
		return id
	}
	id, err := f.sfnt.GlyphIndex(&f.buf, r)
	if err != nil {
		id = 0
	}
	f.glyphs[r] = uint16(id)
	return uint16(id)
}

// width is a glyph's advance in thousandths of an em, rounded as the PDF's
// widths array writes it, so that measuring and drawing agree.
func (f *face) width(id uint16) int {
	if w, ok := f.widths[id]; ok {
		return w
	}
	adv, err := f.sfnt.GlyphAdvance(&f.buf, sfnt.GlyphIndex(id), fixed.I(int(f.unitsP)), font.HintingNone)
	w := 0
	if err == nil {
		w = int(math.Round(float64(adv) / 64 * 1000 / f.unitsP))
	}
	f.widths[id] = w
	return w
}

// kern is the kerning between two glyphs in thousandths of an em; a pair
// the font cannot answer for has none.
func (f *face) kern(a, b uint16) int {
	k, err := f.sfnt.Kern(&f.buf, sfnt.GlyphIndex(a), sfnt.GlyphIndex(b), fixed.I(int(f.unitsP)), font.HintingNone)
	if err != nil {
		return 0
	}
	return int(math.Round(float64(k) / 64 * 1000 / f.unitsP))
}

// shape turns text into glyphs, one a character (no ligatures: a "fi"
// stays two glyphs, so that the text reads back as written), kerned.
func (f *face) shape(text string) []glyph {
	out := make([]glyph, 0, len(text))
	for _, r := range text {
		g := glyph{id: f.glyph(r)}
		if n := len(out); n > 0 {
			g.kern = f.kern(out[n-1].id, g.id)
		}
		out = append(out, g)
	}
	return out
}

// advance is the width of glyphs at size points.
func (f *face) advance(glyphs []glyph, size float64) float64 {
	total := 0
	for i, g := range glyphs {
		if i > 0 {
			total += g.kern
		}
		total += f.width(g.id)
	}
	return float64(total) * size / 1000
}

// measure is the width of text at size points.
func (f *face) measure(text string, size float64) float64 {
	return f.advance(f.shape(text), size)
}

// draw notes that the glyphs of text are on a page, and returns the TJ
// operand that shows them: hex glyph ids, split where a kerning applies.
func (f *face) draw(text string, glyphs []glyph) string {
	runes := []rune(text)
	var b strings.Builder
	b.WriteString("[<")
	for i, g := range glyphs {
		if _, seen := f.used[g.id]; !seen && g.id != 0 {
			f.used[g.id] = runes[i]
		}
		if i > 0 && g.kern != 0 {
			fmt.Fprintf(&b, "> %d <", -g.kern)
		}
		fmt.Fprintf(&b, "%04X", g.id)
	}
	b.WriteString(">] TJ")
	return b.String()
}

// embed writes the font's objects into w, the subset of the glyphs drawn,
// and returns the reference of its Type0 font.
func (f *face) embed(w *writer, ref int) error {
	ids := make([]uint16, 0, len(f.used))
	used := map[uint16]bool{}
	for id := range f.used {
		ids = append(ids, id)
		used[id] = true
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	file, err := subset(f.file, used)
	if err != nil {
		return err
	}
	name := subsetTag(f.name, ids) + "+" + f.name
	cid := w.alloc()
	desc := w.alloc()
	fontFile := w.alloc()
	toUnicode := w.alloc()
	w.object(
		ref,
		fmt.Sprintf(
			"<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H "+
				"/DescendantFonts [%d 0 R] /ToUnicode %d 0 R >>",
			name,
			cid,
			toUnicode,
		),
	)
	w.object(
		cid,
		fmt.Sprintf(
			"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s "+
				"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "+
				"/FontDescriptor %d 0 R /DW %d /W [%s] /CIDToGIDMap /Identity >>",
			name,
			desc,
			f.width(0),
			f.widthsArray(ids),
		),
	)
	w.object(desc, f.descriptor(name, fontFile))
	w.stream(fontFile, fmt.Sprintf("/Length1 %d", len(file)), file)
	w.stream(toUnicode, "", []byte(f.toUnicode(ids)))
	return nil
}

// subsetTag is the six capital letters before a subset's name, which the
// PDF format asks to differ between subsets: here, drawn from the glyphs
// it holds, so that the same text gives the same tag.
func subsetTag(name string, ids []uint16) string {
	h := sha256.New()
	h.Write([]byte(name))
	for _, id := range ids {
		h.Write([]byte{byte(id >> 8), byte(id)})
	}
	sum := h.Sum(nil)
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = 'A' + sum[i]%26
	}
	return string(tag)
}

// widthsArray writes the widths of ids, a run of consecutive ids in one
// list: "3 [600 610] 9 [580]".
func (f *face) widthsArray(ids []uint16) string {
	var b strings.Builder
	for i := 0; i < len(ids); {
		j := i + 1
		for j < len(ids) && ids[j] == ids[j-1]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d [", ids[i])
		for k := i; k < j; k++ {
			if k > i {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%d", f.width(ids[k]))
		}
		b.WriteByte(']')
		i = j
	}
	return b.String()
}

// descriptor is the font's FontDescriptor, its metrics in thousandths of
// an em.
func (f *face) descriptor(name string, file int) string {
	var m font.Metrics
	m, _ = f.sfnt.Metrics(&f.buf, fixed.I(1000), font.HintingNone)
	bounds, _ := f.sfnt.Bounds(&f.buf, fixed.I(1000), font.HintingNone)
	r := func(v fixed.Int26_6) int { return int(math.Round(float64(v) / 64)) }
	weight, stem := 400, 80
	if strings.Contains(name, "Bold") {
		weight, stem = 700, 140
	}
	// Flags: 32, non-symbolic (the text is Latin, Greek and Cyrillic).
	// The y axis of sfnt points down: the ascent is negative there.
	return fmt.Sprintf(
		"<< /Type /FontDescriptor /FontName /%s /Flags 32 /FontBBox [%d %d %d %d] /ItalicAngle 0 "+
			"/Ascent %d /Descent %d /CapHeight %d /XHeight %d /StemV %d /FontWeight %d /FontFile2 %d 0 R >>",
		name,
		r(bounds.Min.X),
		-r(bounds.Max.Y),
		r(bounds.Max.X),
		-r(bounds.Min.Y),
		r(m.Ascent),
		-r(m.Descent),
		r(m.CapHeight),
		r(m.XHeight),
		stem,
		weight,
		file,
	)
}

// toUnicode is the CMap that maps each glyph drawn to its character, which
// text extraction, search and screen readers read.
func (f *face) toUnicode(ids []uint16) string {
	var b strings.Builder
	b.WriteString(
		"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
			"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
			"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
			"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n",
	)
	for i := 0; i < len(ids); i += 100 {
		chunk := ids[i:min(i+100, len(ids))]
		fmt.Fprintf(&b, "%d beginbfchar\n", len(chunk))
		for _, id := range chunk {
			fmt.Fprintf(&b, "<%04X> <", id)
			for _, u := range utf16.Encode([]rune{f.used[id]}) {
				fmt.Fprintf(&b, "%04X", u)
			}
			b.WriteString(">\n")
		}
		b.WriteString("endbfchar\n")
	}
	b.WriteString("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
	return b.String()
}
