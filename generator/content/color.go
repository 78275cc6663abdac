package content

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/colornames"
)

// minContrast is the contrast ratio that WCAG 2 asks of text at level AA.
const minContrast = 4.5

// The default theme's colours that the site's colours must read against
// (theme/src/app/global.css). The accent is text on the theme's panels; the
// buttons filled with it carry text of #0d1117, darker than the panels, so
// an accent that reads on the panels reads there too. The home screen's
// text stands on the background until the wallpaper shows.
var (
	themePanel = rgb{0x0e, 0x12, 0x1a} // --panel, rgb(14 18 26), without its translucency
	themeText  = rgb{0xf3, 0xf5, 0xf8} // --text
)

// Hex returns the colour as #rrggbb in lower case, the form the pages and
// the manifest carry, or "" when it is empty or not a hex colour.
func (c Color) Hex() string {
	v, ok := parseHex(string(c))
	if !ok {
		return ""
	}
	return v.String()
}

// checkColors checks that each colour is a hex colour, and that text in the
// accent, or on the background, keeps the contrast that WCAG AA asks for.
// The hints offer the closest shade that does.
func checkColors(ps *problems, c Colors) {
	accent, hasAccent := checkColor(ps, "colors.accent", c.Accent, "#ff7a59")
	background, hasBackground := checkColor(ps, "colors.background", c.Background, "#101820")
	if hasBackground {
		if r := contrast(background, themeText); r < minContrast {
			better := shade(background, 0, func(v rgb) bool { return contrast(v, themeText) >= minContrast })
			ps.add("colors.background", fmt.Sprintf("the home screen's white text stands on the background until the wallpaper shows; %q, a darker shade of it, reaches 4.5:1", better.String()),
				"background %q has a contrast of %s with the theme's text, below the 4.5:1 that text needs (WCAG AA)", c.Background, ratio(r))
			hasBackground = false // the accent is not measured against a background that must change
		}
	}
	if !hasAccent {
		return
	}
	// The theme's surfaces are dark: an accent that does not read on one
	// needs a lighter shade, one that reads on all of them.
	surfaces := []rgb{themePanel}
	if hasBackground {
		surfaces = append(surfaces, background)
	}
	better := shade(accent, 1, func(v rgb) bool {
		for _, s := range surfaces {
			if contrast(v, s) < minContrast {
				return false
			}
		}
		return true
	})
	if r := contrast(accent, themePanel); r < minContrast {
		ps.add("colors.accent", fmt.Sprintf("links and highlights are written in the accent on the theme's dark panels; %q, a lighter shade of it, reaches 4.5:1", better.String()),
			"accent %q has a contrast of %s with the theme's panels, below the 4.5:1 that text needs (WCAG AA)", c.Accent, ratio(r))
		return
	}
	if !hasBackground {
		return
	}
	if r := contrast(accent, background); r < minContrast {
		ps.add("colors.accent", fmt.Sprintf("the home screen's greeting is written in the accent on the background until the wallpaper shows; %q, a lighter shade of the accent, reaches 4.5:1, as would a darker background", better.String()),
			"accent %q has a contrast of %s with the background %q, below the 4.5:1 that text needs (WCAG AA)", c.Accent, ratio(r), c.Background)
	}
}

// checkColor reads one colour, reporting one that is written empty or that
// is not #rgb or #rrggbb; ok is false for those and for one left out.
func checkColor(ps *problems, path string, c Color, example string) (v rgb, ok bool) {
	key := lastField(path)
	if c == "" {
		// Reported only when written: `accent:` with no value, or a colour
		// whose # YAML read as the start of a comment.
		ps.list = append(ps.list, Problem{File: ps.file, Path: path, IfPresent: fmt.Sprintf("`%s` is empty", path),
			Hint: fmt.Sprintf("write a colour in quotes, %s: %q, or remove the line to keep the theme's", key, example)})
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
		ps.add(path, fmt.Sprintf("the site's colours are opaque, as a browser's toolbar is: %s: %q", key, opaque), "colour %q is translucent", s)
	case !hash && hexErr == nil && (len(digits) == 3 || len(digits) == 6):
		ps.add(path, fmt.Sprintf("start it with #, and put it in quotes: %s: \"#%s\"", key, digits), "colour %q has no #", s)
	default:
		hint := fmt.Sprintf("write it as #rrggbb or #rgb, in quotes: %s: %q", key, example)
		if named, ok := colornames.Map[strings.ToLower(s)]; ok {
			hint = fmt.Sprintf("write it in hex, in quotes: %s: %q is %s", key, rgb{named.R, named.G, named.B}.String(), s)
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
