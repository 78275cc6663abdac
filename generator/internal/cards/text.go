package cards

import (
	"image"
	"image/color"
	"image/draw"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
	"golang.org/x/text/unicode/norm"

	"github.com/portgen/portgen/generator/internal/fonts"
)

// Missing returns the characters of s, in NFC, that no bundled font has,
// each once, in the order they first appear: a card draws s without them.
// Characters that show nothing (a zero-width joiner, a variation selector)
// are left out silently, as a browser would.
func Missing(s string) []rune {
	if isASCII(s) {
		return nil // in NFC, and every ASCII character is drawn or shows nothing (fonts_test checks)
	}
	var out []rune
	for _, r := range norm.NFC.String(s) {
		if !drawn(r) && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// isASCII reports whether s is all ASCII: most of a site's words are, and
// serve's rebuilds check them all.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// glyphs says, of each character asked about, whether the font draws it
// (or it shows nothing): every card's text is checked at every build, and
// serve's rebuilds of a site of hundreds of projects spent most of their
// time looking the same few hundred characters up in the font.
var glyphs sync.Map // rune → bool

// drawn says whether the font has a glyph for r, or r shows nothing.
func drawn(r rune) bool {
	if known, ok := glyphs.Load(r); ok {
		return known.(bool)
	}
	var buf sfnt.Buffer
	g, err := fonts.Parsed().Regular.GlyphIndex(&buf, r)
	has := ignorable(r) || err == nil && g != 0
	glyphs.Store(r, has)
	return has
}

// ignorable reports whether r draws nothing of its own: a format
// character (ZWJ, a bidi mark), a variation selector, a control.
func ignorable(r rune) bool {
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r) || unicode.IsControl(r)
}

// face is one font at one size, for one goroutine (its buffer is not
// shared).
type face struct {
	font *sfnt.Font
	size float64 // pixels per em
	buf  *sfnt.Buffer
}

func newFace(f *sfnt.Font, size float64, buf *sfnt.Buffer) face {
	return face{font: f, size: size, buf: buf}
}

func (f face) ppem() fixed.Int26_6 { return fixed.Int26_6(f.size * 64) }

// glyphs are the glyphs of s the font has, each with its advance to the
// next, kerned; characters it lacks are dropped (Missing names them).
func (f face) glyphs(s string) (ids []sfnt.GlyphIndex, advances []float64) {
	prev := sfnt.GlyphIndex(0)
	for _, r := range s {
		g, err := f.font.GlyphIndex(f.buf, r)
		if err != nil || g == 0 {
			continue
		}
		adv, err := f.font.GlyphAdvance(f.buf, g, f.ppem(), font.HintingNone)
		if err != nil {
			continue
		}
		if prev != 0 {
			// golang/go#79489: Kern may fail on a valid font's GPOS; a
			// pair it cannot read is drawn unkerned, never an error.
			if k, err := f.font.Kern(f.buf, prev, g, f.ppem(), font.HintingNone); err == nil {
				advances[len(advances)-1] += fix(k)
			}
		}
		ids = append(ids, g)
		advances = append(advances, fix(adv))
		prev = g
	}
	return ids, advances
}

func fix(v fixed.Int26_6) float64 { return float64(v) / 64 }

// width is how wide s is drawn, without its trailing spaces.
func (f face) width(s string) float64 {
	_, adv := f.glyphs(strings.TrimRightFunc(s, unicode.IsSpace))
	w := 0.0
	for _, a := range adv {
		w += a
	}
	return w
}

// draw writes s with its baseline's left end at (x, y), in c.
func (f face) draw(dst draw.Image, s string, x, y float64, c color.Color) {
	ids, adv := f.glyphs(s)
	if len(ids) == 0 {
		return
	}
	total := 0.0
	for _, a := range adv {
		total += a
	}
	// One mask for the whole run, over its box: ascent above the baseline,
	// descent below, a pixel of slack for antialiasing.
	top, bottom := y-f.size*1.1, y+f.size*0.4
	left := x - f.size*0.2
	box := image.Rect(int(left), int(top), int(x+total+f.size*0.3)+1, int(bottom)+1)
	var z vector.Rasterizer
	z.Reset(box.Dx(), box.Dy())
	ox, oy := x-float64(box.Min.X), y-float64(box.Min.Y)
	for i, g := range ids {
		segs, err := f.font.LoadGlyph(f.buf, g, f.ppem(), nil)
		if err != nil {
			ox += adv[i]
			continue
		}
		pt := func(p fixed.Point26_6) (float32, float32) {
			return float32(ox + fix(p.X)), float32(oy + fix(p.Y))
		}
		for _, s := range segs {
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				z.ClosePath()
				z.MoveTo(pt(s.Args[0]))
			case sfnt.SegmentOpLineTo:
				z.LineTo(pt(s.Args[0]))
			case sfnt.SegmentOpQuadTo:
				bx, by := pt(s.Args[0])
				cx, cy := pt(s.Args[1])
				z.QuadTo(bx, by, cx, cy)
			case sfnt.SegmentOpCubeTo:
				bx, by := pt(s.Args[0])
				cx, cy := pt(s.Args[1])
				dx, dy := pt(s.Args[2])
				z.CubeTo(bx, by, cx, cy, dx, dy)
			}
		}
		z.ClosePath()
		ox += adv[i]
	}
	z.Draw(dst, box, image.NewUniform(c), image.Point{})
}

// wrap breaks s into lines no wider than width at its Unicode line-break
// opportunities (UAX #14), breaking a word wider than a line between its
// characters. With more than max lines, it keeps max and ends the last
// with "…" (cut reports it).
func (f face) wrap(s string, width float64, max int) (lines []string, cut bool) {
	var line string
	state := -1
	for rest := s; rest != ""; {
		var seg string
		seg, rest, _, state = uniseg.FirstLineSegmentInString(rest, state)
		if f.width(line+seg) <= width {
			line += seg
			continue
		}
		if line != "" {
			lines = append(lines, line)
			line = ""
		}
		// A segment wider than a line on its own: split it by grapheme.
		for f.width(seg) > width {
			head := f.longestPrefix(seg, width)
			lines = append(lines, head)
			seg = seg[len(head):]
		}
		line = seg
		if len(lines) > max {
			break
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	for i := range lines {
		lines[i] = strings.TrimRightFunc(lines[i], unicode.IsSpace)
	}
	if len(lines) <= max {
		return lines, false
	}
	lines = lines[:max]
	lines[max-1] = f.ellipsis(lines[max-1], width)
	return lines, true
}

// longestPrefix is the longest run of whole graphemes of s that fits in
// width; at least one, so that wrapping always moves on.
func (f face) longestPrefix(s string, width float64) string {
	end, state := 0, -1
	for rest := s; rest != ""; {
		var cluster string
		cluster, rest, _, state = uniseg.FirstGraphemeClusterInString(rest, state)
		if end > 0 && f.width(s[:end+len(cluster)]) > width {
			break
		}
		end += len(cluster)
	}
	return s[:end]
}

// ellipsis ends line with "…", dropping its last words (or, for one long
// word, its last characters) until the whole fits in width.
func (f face) ellipsis(line string, width float64) string {
	const mark = "…"
	for line != "" {
		trimmed := strings.TrimRightFunc(line, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) })
		if f.width(trimmed+mark) <= width && trimmed != "" {
			return trimmed + mark
		}
		line = dropLast(line)
	}
	return mark
}

// dropLast removes line's last word, or its last grapheme when it is one
// word.
func dropLast(line string) string {
	if i := strings.LastIndexFunc(strings.TrimRightFunc(line, unicode.IsSpace), unicode.IsSpace); i > 0 {
		return line[:i]
	}
	var clusters []int
	state := -1
	at := 0
	for rest := line; rest != ""; {
		var c string
		c, rest, _, state = uniseg.FirstGraphemeClusterInString(rest, state)
		clusters = append(clusters, at)
		at += len(c)
	}
	return line[:clusters[len(clusters)-1]]
}
