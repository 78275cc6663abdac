// Package wcag holds the colour formulas of the Web Content Accessibility
// Guidelines 2: a colour's relative luminance, and the contrast ratio of
// two colours, which the site's colours and the link-preview cards' text
// are held to.
package wcag

import (
	"image/color"
	"math"
)

// Luminance is the relative luminance of an opaque sRGB colour, as WCAG 2
// defines it: from 0 for black to 1 for white. A translucent colour counts
// as what image/color holds of it, its premultiplied value.
func Luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return 0.2126*linear(r) + 0.7152*linear(g) + 0.0722*linear(b)
}

// linear is a channel's sRGB value (16 bits, as image/color gives it)
// made linear. WCAG 2.0 wrote the threshold 0.03928, the sRGB standard
// 0.04045, which WCAG 2.2's notes now give; no 8-bit value lies between
// the two.
func linear(v uint32) float64 {
	s := float64(v) / 0xffff
	if s <= 0.04045 {
		return s / 12.92
	}
	return math.Pow((s+0.055)/1.055, 2.4)
}

// Contrast is the contrast ratio of two opaque colours as WCAG 2 defines
// it, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter one's luminance: from
// 1 (the same) to 21 (black and white). Text needs 4.5 at level AA.
func Contrast(a, b color.Color) float64 {
	la := Luminance(a)
	lb := Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}
