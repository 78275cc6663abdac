package content

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/colornames"

	"github.com/portgen/portgen/generator/internal/wcag"
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

// TextOn is the colour of text written on c, as a filled button has it:
// near-black or white, whichever reads better; "" when c is not a colour.
func (c Color) TextOn() string {
	v, ok := parseHex(string(c))
	if !ok {
		return ""
	}
	dark := rgb{0x0d, 0x11, 0x17}
	if wcag.Contrast(v, dark) >= wcag.Contrast(v, rgb{0xff, 0xff, 0xff}) {
		return dark.String()
	}
	return "#ffffff"
}

// rgb is an opaque colour in sRGB.
type rgb struct{ r, g, b uint8 }

func (c rgb) String() string { return fmt.Sprintf("#%02x%02x%02x", c.r, c.g, c.b) }

// RGBA makes rgb a color.Color, which package wcag measures.
func (c rgb) RGBA() (r, g, b, a uint32) { return color.RGBA{c.r, c.g, c.b, 0xff}.RGBA() }

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

// readColor reads one of the site's colours (see checkColor).
func readColor(ps *problems, path string, c Color, example string) siteColor {
	v, ok := checkColor(ps, path, c, example)
	return siteColor{path: path, written: c, v: v, ok: ok}
}

// checkColor reads one colour, reporting one that is written empty or that
// is not #rgb or #rrggbb; ok is false for those and for one left out.
func checkColor(ps *problems, path string, c Color, example string) (v rgb, ok bool) {
	key := lastField(path)
	if c == "" {
		// Reported only when written: `accent:` with no value, or a colour
		// whose # YAML read as the start of a comment.
		hint := fmt.Sprintf("write a colour in quotes, %s: %q, or remove the line to keep the theme's", key, example)
		empty := fmt.Sprintf("`%s` is empty", path)
		ps.list = append(ps.list, Problem{File: ps.file, Path: path, IfPresent: empty, Hint: hint})
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
		ps.add(path, fmt.Sprintf("the site's colours are opaque, as a browser's toolbar is: %s: %q", key, opaque),
			"colour %q is translucent", s)
	case !hash && hexErr == nil && (len(digits) == 3 || len(digits) == 6):
		ps.add(path, fmt.Sprintf("start it with #, and put it in quotes: %s: \"#%s\"", key, digits),
			"colour %q has no #", s)
	default:
		hint := fmt.Sprintf("write it as #rrggbb or #rgb, in quotes: %s: %q", key, example)
		if named, ok := colornames.Map[strings.ToLower(s)]; ok {
			hex := rgb{named.R, named.G, named.B}.String()
			hint = fmt.Sprintf("write it in hex, in quotes: %s: %q is %s", key, hex, s)
		}
		ps.add(path, hint, "invalid colour %q", s)
	}
	return rgb{}, false
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
	r := float64(c.r) / 255
	g := float64(c.g) / 255
	b := float64(c.b) / 255
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
