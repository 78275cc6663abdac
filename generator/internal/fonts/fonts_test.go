package fonts

import (
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The font has a glyph for every letter of the scripts portgen promises
// (Latin with Œ, ç, ã; Greek; Cyrillic), in both weights, and reads its
// kerning (golang/go#79489 made some fonts lose theirs when parsed from a
// reader; Parse reads the bytes).
func TestTheFontCoversLatinGreekAndCyrillicAndKerns(t *testing.T) {
	const text = "Conceição Œuvre naïve français ÆØÅ ß ĳ Ŀ ŉ Ελληνικά αβγδεζηθ Кириллица ёжзий ЂЉЊЋЏ"
	for name, sf := range map[string]*sfnt.Font{"Regular": Parsed().Regular, "Bold": Parsed().Bold} {
		var buf sfnt.Buffer
		for _, r := range strings.ReplaceAll(text, " ", "") {
			if r == 'ŉ' { // deprecated, and not in Inter
				continue
			}
			if g, err := sf.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("%s has no glyph for %q (U+%04X)", name, r, r)
			}
		}
		a, _ := sf.GlyphIndex(&buf, 'A')
		v, _ := sf.GlyphIndex(&buf, 'V')
		if k, err := sf.Kern(&buf, a, v, fixed.I(100), font.HintingNone); err != nil || k >= 0 {
			t.Errorf("%s: the kerning of AV is %v (%v), want negative", name, k, err)
		}
	}
	if !strings.Contains(License, "SIL Open Font License, Version 1.1") ||
		!strings.Contains(License, "The Inter Project Authors") {
		t.Error("the licence beside the font is not Inter's OFL")
	}
}
