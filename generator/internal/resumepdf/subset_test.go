package resumepdf

import (
	"testing"

	"github.com/portgen/portgen/generator/internal/fonts"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// A subset keeps the glyphs drawn, with the glyphs a composite one is made
// of, at their ids and with their outlines; every other glyph is empty.
func TestASubsetKeepsTheGlyphsDrawnAndTheirComponents(t *testing.T) {
	full := fonts.Parsed().Regular
	var buf sfnt.Buffer
	id := func(f *sfnt.Font, r rune) sfnt.GlyphIndex {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			t.Fatalf("no glyph for %q", r)
		}
		return g
	}
	outline := func(f *sfnt.Font, g sfnt.GlyphIndex) int {
		segs, err := f.LoadGlyph(&buf, g, fixed.I(100), nil)
		if err != nil {
			t.Fatalf("glyph %d: %v", g, err)
		}
		return len(segs)
	}
	used := map[uint16]bool{uint16(id(full, 'ç')): true, uint16(id(full, 'Œ')): true}
	data, err := subset(fonts.Regular, used)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := sfnt.Parse(data)
	if err != nil {
		t.Fatalf("the subset does not parse: %v", err)
	}
	if sub.NumGlyphs() != full.NumGlyphs() {
		t.Errorf("the subset has %d glyphs, the font %d: ids moved", sub.NumGlyphs(), full.NumGlyphs())
	}
	for _, r := range []rune{'ç', 'Œ'} {
		g := id(full, r)
		if got, want := outline(sub, g), outline(full, g); got != want || got == 0 {
			t.Errorf("%q has %d segments in the subset, %d in the font", r, got, want)
		}
		adv, _ := sub.GlyphAdvance(&buf, g, fixed.I(1000), font.HintingNone)
		fullAdv, _ := full.GlyphAdvance(&buf, g, fixed.I(1000), font.HintingNone)
		if adv != fullAdv {
			t.Errorf("%q advances %v in the subset, %v in the font", r, adv, fullAdv)
		}
	}
	if n := outline(sub, id(full, 'Z')); n != 0 {
		t.Errorf("Z, not drawn, has %d segments in the subset", n)
	}
	if len(data) > len(fonts.Regular)/4 {
		t.Errorf("the subset of two glyphs weighs %d bytes, the font %d", len(data), len(fonts.Regular))
	}
}
