package content

import (
	"math"
	"regexp"
	"testing"
)

func TestContrastIsWCAGs(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#000", "#fff", 21},
		{"#777777", "#ffffff", 4.48}, // the grey that famously just fails AA on white
		{"#0000ff", "#ffffff", 8.59},
		{"#8cc8ff", "#0e121a", 10.55}, // the theme's own accent on its panels
		{"#ff7a59", "#ff7a59", 1},
	} {
		a, _ := parseHex(c.a)
		b, _ := parseHex(c.b)
		if got := contrast(a, b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("contrast(%s, %s) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
	if got := ratio(4.4999); got != "4.49:1" {
		t.Errorf("ratio(4.4999) = %s: a ratio below 4.5 must not read as 4.5", got)
	}
}

func TestHexIsTheColourAsPagesCarryIt(t *testing.T) {
	for in, want := range map[Color]string{
		"#FF7A59": "#ff7a59", "#fff": "#ffffff", "#1a2": "#11aa22",
		"": "", "ff7a59": "", "#ff7a5980": "", "#ff7a5": "", "#ggg": "", "coral": "", "#+12345": "", "#0x1234": "",
	} {
		if got := in.Hex(); got != want {
			t.Errorf("Color(%q).Hex() = %q, want %q", in, got, want)
		}
	}
}

// quoted finds the colour that a hint offers.
var quoted = regexp.MustCompile(`"(#[0-9a-f]{6})"`)

// The shade a hint offers is accepted as it is, and it is the owner's
// colour made only as much lighter or darker as it must be.
func TestTheOfferedShadeIsAccepted(t *testing.T) {
	var colors []Color
	for r := 0; r < 256; r += 51 {
		for g := 0; g < 256; g += 51 {
			for b := 0; b < 256; b += 51 {
				colors = append(colors, Color(rgb{uint8(r), uint8(g), uint8(b)}.String()))
			}
		}
	}
	backgrounds := []Color{"", "#101820", "#2e3440", "#4a3a6a", "#5f7286"}
	offered := 0
	for _, bg := range backgrounds {
		for _, c := range colors {
			for _, set := range []Colors{{Accent: c, Background: bg}, {Background: c}} {
				ps := problems{file: "site.yaml"}
				checkColors(&ps, set)
				for _, p := range ps.list {
					if p.Message == "" {
						continue // an empty colour, reported only when written
					}
					m := quoted.FindStringSubmatch(p.Hint)
					if m == nil {
						t.Fatalf("%+v: the hint offers no colour: %s", set, p.Hint)
					}
					fixed := set
					if p.Path == "colors.accent" {
						fixed.Accent = Color(m[1])
					} else {
						fixed.Background = Color(m[1])
					}
					again := problems{file: "site.yaml"}
					checkColors(&again, fixed)
					for _, q := range again.list {
						if q.Path == p.Path {
							t.Errorf("%+v: the offered %s is refused too: %s", set, m[1], q.Message)
						}
					}
					if got, want := colorAt(fixed, p.Path), colorAt(set, p.Path); want.saturated() && hueDistance(got, want) > 6 {
						t.Errorf("%+v: the offered %s is not a shade of %s", set, got, want)
					}
					offered++
				}
			}
		}
	}
	if offered < 100 {
		t.Errorf("only %d colours were refused: the grid no longer tests the hints", offered)
	}
}

// colorAt is the colour that a problem at path is about.
func colorAt(c Colors, path string) rgb {
	if path == "colors.background" {
		v, _ := parseHex(string(c.Background))
		return v
	}
	v, _ := parseHex(string(c.Accent))
	return v
}

// hueDistance is how far apart two colours' hues are, in degrees: a shade
// keeps its colour's, give or take the rounding to whole channel values.
func hueDistance(a, b rgb) float64 {
	ha, _, _ := a.hsl()
	hb, _, _ := b.hsl()
	d := math.Abs(ha - hb)
	return min(d, 360-d)
}

func (c rgb) saturated() bool {
	_, s, l := c.hsl()
	return s > 0.3 && l > 0.15 && l < 0.85
}

func TestAColourLeftOutIsNoProblem(t *testing.T) {
	ps := problems{file: "site.yaml"}
	checkColors(&ps, Colors{})
	for _, p := range ps.list {
		if p.Message != "" {
			t.Errorf("a site without colours gets %q", p.Message)
		}
	}
}
