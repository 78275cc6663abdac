package content

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/image/colornames"
)

// minContrast is the contrast ratio that WCAG 2 asks of text at level AA.
const minContrast = 4.5

// Hex returns the colour as #rrggbb in lower case, the form the pages and
// the manifest carry, or "" when it is empty or not a hex colour.
func (c Color) Hex() string {
	v, ok := parseHex(string(c))
	if !ok {
		return ""
	}
	return v.String()
}

// Appearances are the values of `appearance` in site.yaml.
var appearances = []string{"auto", "light", "dark"}

// checkAppearance checks site.yaml's appearance against the theme's
// schemes; ok is false when it names none of them, and the colours cannot
// be checked.
func checkAppearance(ps *problems, appearance string, schemes []Scheme) (ok bool) {
	switch {
	case appearance == "" || appearance == "auto":
		return true
	case !slices.Contains(appearances, appearance):
		ps.add(
			"appearance",
			"write auto (the visitor's system, or their choice in Settings), light or dark",
			"unknown appearance %q",
			appearance,
		)
		return false
	case len(schemes) > 0 && !slices.ContainsFunc(schemes, func(s Scheme) bool { return s.Name == appearance }):
		ps.add("appearance", "write auto, or the scheme the theme has", "the theme has no %s scheme", appearance)
		return false
	}
	return true
}

// shown are the theme's schemes that a site fixed to one scheme (see
// Config.FixedScheme), or to none, shows.
func shown(fixed string, schemes []Scheme) []Scheme {
	if fixed == "" {
		return schemes
	}
	return slices.DeleteFunc(slices.Clone(schemes), func(s Scheme) bool { return s.Name != fixed })
}

// TextOn is the colour of text written on c, as a filled button has it:
// near-black or white, whichever reads better; "" when c is not a colour.
func (c Color) TextOn() string {
	v, ok := parseHex(string(c))
	if !ok {
		return ""
	}
	dark := rgb{0x0d, 0x11, 0x17}
	if contrast(v, dark) >= contrast(v, rgb{0xff, 0xff, 0xff}) {
		return dark.String()
	}
	return "#ffffff"
}

// checkColors checks that each colour is a hex colour, and that text in the
// accent, or on the background, keeps the contrast that WCAG AA asks for
// in each of the theme's schemes that the site shows (their panels' and
// text's colours, as the theme declares them). The hints offer the closest
// shade that does.
func checkColors(ps *problems, c Colors, schemes []Scheme) {
	accent, hasAccent := checkColor(ps, "colors.accent", c.Accent, "#ff7a59")
	accentDark, hasAccentDark := checkColor(ps, "colors.accentDark", c.AccentDark, "#ffa38a")
	if hasAccentDark && c.Accent == "" {
		ps.add(
			"colors.accentDark",
			"write colors.accent too: accent is the light scheme's, accentDark the dark one's",
			"accentDark without an accent",
		)
		hasAccentDark = false
	}
	background, hasBackground := checkColor(ps, "colors.background", c.Background, "#101820")
	// The home screen stands on the wallpaper, in the dark scheme's text,
	// and on the background until the wallpaper shows.
	dark, hasDark := schemeNamed(schemes, "dark")
	if hasBackground && hasDark {
		if r := contrast(background, dark.text); r < minContrast {
			better := shade(background, 0, func(v rgb) bool { return contrast(v, dark.text) >= minContrast })
			ps.add(
				"colors.background",
				fmt.Sprintf(
					"the home screen's text stands on the background until the wallpaper shows; %q, a darker shade of it, reaches 4.5:1",
					better.String(),
				),
				"background %q has a contrast of %s with the theme's text %s, below the 4.5:1 that text needs (WCAG AA)",
				c.Background,
				ratio(r),
				dark.text,
			)
			hasBackground = false // the accent is not measured against a background that must change
		}
	}
	light, hasLight := schemeNamed(schemes, "light")
	// The accent is text on the panels of each scheme shown, but the dark
	// one's when accentDark is set; in the dark scheme, the home screen's
	// greeting too, on the background.
	if hasAccent && hasLight {
		if r := contrast(accent, light.panel); r < minContrast {
			better := readsOn(accent, light.panel)
			hint := fmt.Sprintf(
				"links and highlights are written in the accent on the theme's light panels; %q, a darker shade of it, reaches 4.5:1",
				better.String(),
			)
			if hasDark && !hasAccentDark {
				// No colour reads on both a light and a dark panel.
				forDark := accent
				if contrast(accent, dark.panel) < minContrast {
					forDark = readsOn(accent, dark.panel)
				}
				hint += fmt.Sprintf(
					", and accentDark: %q keeps an accent that reads on the dark ones",
					forDark.String(),
				)
			}
			ps.add(
				"colors.accent",
				hint,
				"accent %q has a contrast of %s with the theme's light panels (%s), below the 4.5:1 that text needs (WCAG AA)",
				c.Accent,
				ratio(r),
				light.panel,
			)
		}
	}
	if !hasDark {
		return
	}
	path, written, v, has := "colors.accent", c.Accent, accent, hasAccent
	if hasAccentDark {
		path, written, v, has = "colors.accentDark", c.AccentDark, accentDark, true
	}
	if !has {
		return
	}
	onDark := []rgb{dark.panel} // the surfaces the dark scheme's accent is written on
	if hasBackground {
		onDark = append(onDark, background)
	}
	if r := contrast(v, dark.panel); r < minContrast {
		better := readsOn(v, onDark...)
		hint := fmt.Sprintf(
			"links and highlights are written in the accent on the theme's dark panels; %q, a lighter shade of it, reaches 4.5:1",
			better.String(),
		)
		if path == "colors.accent" && hasLight {
			// The light scheme's accent reads on the light panels: the dark
			// scheme needs its own.
			hint = fmt.Sprintf(
				"one colour cannot read on both the light and the dark panels: keep this one for the light scheme and add accentDark: %q, a lighter shade of it that reads on the dark ones",
				better.String(),
			)
		}
		ps.add(
			path,
			hint,
			"%s %q has a contrast of %s with the theme's dark panels (%s), below the 4.5:1 that text needs (WCAG AA)",
			lastField(path),
			written,
			ratio(r),
			dark.panel,
		)
		return
	}
	if hasBackground {
		if r := contrast(v, background); r < minContrast {
			ps.add(
				path,
				fmt.Sprintf(
					"the home screen's greeting is written in the accent on the background until the wallpaper shows; %q, a lighter shade of the accent, reaches 4.5:1, as would a darker background",
					readsOn(v, onDark...).String(),
				),
				"%s %q has a contrast of %s with the background %q, below the 4.5:1 that text needs (WCAG AA)",
				lastField(path),
				written,
				ratio(r),
				c.Background,
			)
		}
	}
}

// readsOn is the shade of c closest to it that keeps the contrast of text
// on each of the surfaces: darker on a light first surface, else lighter.
func readsOn(c rgb, surfaces ...rgb) rgb {
	toward := 1.0
	if surfaces[0].luminance() > 0.5 {
		toward = 0
	}
	return shade(c, toward, func(v rgb) bool {
		for _, s := range surfaces {
			if contrast(v, s) < minContrast {
				return false
			}
		}
		return true
	})
}

// scheme is a theme's scheme with its colours read.
type scheme struct{ panel, text rgb }

// parseScheme reads a scheme's colours; the theme's manifest was checked
// when it was read.
func parseScheme(s Scheme) (scheme, bool) {
	panel, okPanel := parseHex(string(s.Panel))
	text, okText := parseHex(string(s.Text))
	return scheme{panel, text}, okPanel && okText
}

// schemeNamed is the scheme of that name among schemes, its colours read.
func schemeNamed(schemes []Scheme, name string) (scheme, bool) {
	for _, s := range schemes {
		if s.Name == name {
			return parseScheme(s)
		}
	}
	return scheme{}, false
}

// checkColor reads one colour, reporting one that is written empty or that
// is not #rgb or #rrggbb; ok is false for those and for one left out.
func checkColor(ps *problems, path string, c Color, example string) (v rgb, ok bool) {
	key := lastField(path)
	if c == "" {
		// Reported only when written: `accent:` with no value, or a colour
		// whose # YAML read as the start of a comment.
		ps.list = append(ps.list, Problem{File: ps.file, Path: path, IfPresent: fmt.Sprintf("`%s` is empty", path),
			Hint: fmt.Sprintf(
				"write a colour in quotes, %s: %q, or remove the line to keep the theme's",
				key,
				example,
			)})
		return rgb{}, false
	}
	if v, ok := parseHex(string(c)); ok {
		return v, true
	}
	s := string(c)
	digits, hash := strings.CutPrefix(s, "#")
	_, hexErr := strconv.ParseUint(digits, 16, 64)
	switch {
	case hash && hexErr == nil && (len(digits) == 4 || len(digits) == 8):
		opaque := "#" + digits[:len(digits)*3/4]
		ps.add(
			path,
			fmt.Sprintf("the site's colours are opaque, as a browser's toolbar is: %s: %q", key, opaque),
			"colour %q is translucent",
			s,
		)
	case !hash && hexErr == nil && (len(digits) == 3 || len(digits) == 6):
		ps.add(
			path,
			fmt.Sprintf("start it with #, and put it in quotes: %s: \"#%s\"", key, digits),
			"colour %q has no #",
			s,
		)
	default:
		hint := fmt.Sprintf("write it as #rrggbb or #rgb, in quotes: %s: %q", key, example)
		if named, ok := colornames.Map[strings.ToLower(s)]; ok {
			hint = fmt.Sprintf(
				"write it in hex, in quotes: %s: %q is %s",
				key,
				rgb{named.R, named.G, named.B}.String(),
				s,
			)
		}
		ps.add(path, hint, "invalid colour %q", s)
	}
	return rgb{}, false
}

// rgb is an opaque colour in sRGB.
type rgb struct{ r, g, b uint8 }

func (c rgb) String() string { return fmt.Sprintf("#%02x%02x%02x", c.r, c.g, c.b) }

// parseHex reads #rgb or #rrggbb.
func parseHex(s string) (rgb, bool) {
	digits, ok := strings.CutPrefix(s, "#")
	if !ok || (len(digits) != 3 && len(digits) != 6) {
		return rgb{}, false
	}
	if len(digits) == 3 {
		digits = string([]byte{digits[0], digits[0], digits[1], digits[1], digits[2], digits[2]})
	}
	v, err := strconv.ParseUint(digits, 16, 32)
	if err != nil {
		return rgb{}, false
	}
	return rgb{uint8(v >> 16), uint8(v >> 8), uint8(v)}, true
}

// luminance is the relative luminance that WCAG 2 defines: 0 for black,
// 1 for white.
func (c rgb) luminance() float64 {
	linear := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*linear(c.r) + 0.7152*linear(c.g) + 0.0722*linear(c.b)
}

// contrast is the contrast ratio of two colours as WCAG 2 defines it, from
// 1 (the same) to 21 (black and white).
func contrast(a, b rgb) float64 {
	la, lb := a.luminance(), b.luminance()
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// ratio writes a contrast ratio cut, not rounded, to two decimals, so that
// a ratio just below 4.5 never reads as 4.5.
func ratio(r float64) string {
	return strconv.FormatFloat(math.Floor(r*100)/100, 'f', -1, 64) + ":1"
}

// shade returns c with its lightness moved toward target (0 is black, 1 is
// white) just far enough that reads holds, its hue and saturation kept: the
// shade closest to what the owner chose. reads must hold at the target.
func shade(c rgb, target float64, reads func(rgb) bool) rgb {
	h, s, l := c.hsl()
	near, far := l, target
	for range 32 {
		mid := (near + far) / 2
		if reads(fromHSL(h, s, mid)) {
			far = mid
		} else {
			near = mid
		}
	}
	return fromHSL(h, s, far)
}

// hsl returns the hue (degrees), saturation and lightness of c.
func (c rgb) hsl() (h, s, l float64) {
	r, g, b := float64(c.r)/255, float64(c.g)/255, float64(c.b)/255
	hi, lo := max(r, g, b), min(r, g, b)
	l = (hi + lo) / 2
	d := hi - lo
	if d == 0 {
		return 0, 0, l
	}
	s = d / (1 - math.Abs(2*l-1))
	switch hi {
	case r:
		h = math.Mod((g-b)/d+6, 6)
	case g:
		h = (b-r)/d + 2
	default:
		h = (r-g)/d + 4
	}
	return h * 60, s, l
}

// fromHSL is the colour of hue h (degrees), saturation s and lightness l.
func fromHSL(h, s, l float64) rgb {
	chroma := (1 - math.Abs(2*l-1)) * s
	x := chroma * (1 - math.Abs(math.Mod(h/60, 2)-1))
	var r, g, b float64
	switch {
	case h < 60:
		r, g = chroma, x
	case h < 120:
		r, g = x, chroma
	case h < 180:
		g, b = chroma, x
	case h < 240:
		g, b = x, chroma
	case h < 300:
		r, b = x, chroma
	default:
		r, b = chroma, x
	}
	m := l - chroma/2
	channel := func(v float64) uint8 { return uint8(math.Round(min(max(v+m, 0), 1) * 255)) }
	return rgb{channel(r), channel(g), channel(b)}
}
