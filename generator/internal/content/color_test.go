package content

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// A ratio is cut, not rounded: one just below 4.5 never reads as 4.5.
// (Package wcag holds the formula, and its tests.)
func TestARatioIsCutNotRounded(t *testing.T) {
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

// testSchemes are a theme's two schemes, as its manifest would declare
// them: the checks read whatever a theme declares.
var testSchemes = []Scheme{
	{Name: "light", Panel: "#f8fafc", Text: "#151a22"},
	{Name: "dark", Panel: "#0e121a", Text: "#f3f5f8"},
}

// quoted finds the colour that a hint offers, and offeredDark the
// accentDark it offers besides.
var (
	quoted      = regexp.MustCompile(`"(#[0-9a-f]{6})"`)
	offeredDark = regexp.MustCompile(`accentDark: "(#[0-9a-f]{6})"`)
)

// about is what a problem says the colour is measured against.
func about(p Problem) string {
	for _, what := range []string{"light panels", "dark panels", "the background", "the theme's text"} {
		if strings.Contains(p.Message, what) {
			return what
		}
	}
	return p.Message
}

// The colours a hint offers are accepted as they are, and each is the
// owner's colour made only as much lighter or darker as it must be, in
// each of the theme's schemes that a site shows.
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
	check := func(set Colors, schemes []Scheme) {
		ps := problems{file: "site.yaml"}
		checkColors(&ps, set, schemes)
		for _, p := range ps.list {
			if p.Message == "" {
				continue // an empty colour, reported only when written
			}
			fixed := set
			if m := offeredDark.FindStringSubmatch(p.Hint); m != nil {
				fixed.AccentDark = Color(m[1])
			}
			if m := quoted.FindStringSubmatch(offeredDark.ReplaceAllString(p.Hint, "")); m != nil {
				switch p.Path {
				case "colors.accent":
					fixed.Accent = Color(m[1])
				case "colors.accentDark":
					fixed.AccentDark = Color(m[1])
				default:
					fixed.Background = Color(m[1])
				}
			}
			if fixed == set {
				t.Fatalf("%+v: the hint offers no colour: %s", set, p.Hint)
			}
			again := problems{file: "site.yaml"}
			checkColors(&again, fixed, schemes)
			for _, q := range again.list {
				if q.Path == p.Path && about(q) == about(p) {
					t.Errorf("%+v: the offered %+v is refused too: %s", set, fixed, q.Message)
				}
			}
			for _, path := range []string{p.Path, "colors.accentDark"} {
				if got, want := colorAt(fixed, path), colorAt(set, path); colorAt(set, path) != (rgb{}) &&
					want.saturated() &&
					hueDistance(got, want) > 6 {
					t.Errorf("%+v: the offered %s is not a shade of %s", set, got, want)
				}
			}
			offered++
		}
	}
	for _, schemes := range [][]Scheme{testSchemes, shown("light", testSchemes), shown("dark", testSchemes)} {
		for _, bg := range backgrounds {
			for _, c := range colors {
				check(Colors{Accent: c, Background: bg}, schemes)
				check(Colors{Background: c}, schemes)
				check(Colors{Accent: "#0a58b8", AccentDark: c, Background: bg}, schemes)
			}
		}
	}
	if offered < 100 {
		t.Errorf("only %d colours were refused: the grid no longer tests the hints", offered)
	}
}

// colorAt is the colour that a problem at path is about.
func colorAt(c Colors, path string) rgb {
	written := map[string]Color{
		"colors.accent":     c.Accent,
		"colors.accentDark": c.AccentDark,
		"colors.background": c.Background,
	}
	v, _ := parseHex(string(written[path]))
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
	checkColors(&ps, Colors{}, testSchemes)
	for _, p := range ps.list {
		if p.Message != "" {
			t.Errorf("a site without colours gets %q", p.Message)
		}
	}
}

// An accent is text on the panels of each scheme the site shows: a light
// one fails on the light panels, with the ratio, a darker shade and the
// way to keep it for the dark scheme; accentDark takes the dark scheme
// over, and a site that is always dark needs neither.
func TestTheAccentReadsInEachSchemeShown(t *testing.T) {
	check := func(c Colors, appearance string) []Problem {
		ps := problems{file: "site.yaml"}
		checkColors(&ps, c, shown(Config{Appearance: appearance}.FixedScheme(), testSchemes))
		return slices.DeleteFunc(ps.list, func(p Problem) bool { return p.Message == "" }) // the colours left out
	}
	got := check(Colors{Accent: "#8cc8ff"}, "auto")
	if len(got) != 1 || got[0].Path != "colors.accent" {
		t.Fatalf("a light accent on a site shown light: %+v", got)
	}
	want := `accent "#8cc8ff" has a contrast of 1.69:1 with the theme's light panels (#f8fafc), ` +
		`below the 4.5:1 that text needs (WCAG AA)`
	hint := `links and highlights are written in the accent on the theme's light panels; ` +
		`"#0072db", a darker shade of it, reaches 4.5:1, ` +
		`and accentDark: "#8cc8ff" keeps an accent that reads on the dark ones`
	if got[0].Message != want || got[0].Hint != hint {
		t.Errorf("got %q\n(hint %q),\nwant %q\n(hint %q)", got[0].Message, got[0].Hint, want, hint)
	}
	if got := check(Colors{Accent: "#8cc8ff"}, "dark"); len(got) != 0 {
		t.Errorf("a light accent on a site always dark: %+v", got)
	}
	if got := check(Colors{Accent: "#0a58b8", AccentDark: "#8cc8ff"}, "auto"); len(got) != 0 {
		t.Errorf("an accent for each scheme: %+v", got)
	}
	if got := check(Colors{Accent: "#0a58b8"}, "auto"); len(got) != 1 || got[0].Path != "colors.accent" ||
		!strings.Contains(got[0].Message, "dark panels") {
		t.Errorf("a dark accent on a site shown dark too: %+v", got)
	}
	if got := check(Colors{Accent: "#0a58b8", AccentDark: "#0a58b8"}, "auto"); len(got) != 1 ||
		got[0].Path != "colors.accentDark" {
		t.Errorf("a dark accentDark: %+v", got)
	}
}

func TestTheAppearanceNamesASchemeOfTheTheme(t *testing.T) {
	for appearance, want := range map[string]string{
		"": "", "auto": "", "light": "", "dark": "",
		"Dark":  `unknown appearance "Dark"`,
		"sepia": `unknown appearance "sepia"`,
	} {
		ps := problems{file: "site.yaml"}
		checkAppearance(&ps, appearance, testSchemes)
		if got := messages(ps.list); got != want {
			t.Errorf("appearance %q: %q, want %q", appearance, got, want)
		}
	}
	ps := problems{file: "site.yaml"}
	checkAppearance(&ps, "light", testSchemes[1:])
	if got := messages(ps.list); got != "the theme has no light scheme" {
		t.Errorf("a scheme the theme lacks: %q", got)
	}
}

func messages(list []Problem) string {
	var out []string
	for _, p := range list {
		out = append(out, p.Message)
	}
	return strings.Join(out, "; ")
}
