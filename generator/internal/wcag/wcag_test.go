package wcag

import (
	"image/color"
	"math"
	"testing"
)

// The luminances and ratios that WCAG 2's definitions give, and the
// figures of its understanding documents and of WebAIM's checker.
func TestContrastAsWCAGDefinesIt(t *testing.T) {
	black := color.RGBA{0, 0, 0, 255}
	white := color.RGBA{255, 255, 255, 255}
	for _, tc := range []struct {
		name string
		a, b color.RGBA
		want float64 // rounded to two decimals
	}{
		{"black on white", black, white, 21},
		{"white on black", white, black, 21},
		{"a colour on itself", color.RGBA{0x12, 0x34, 0x56, 255}, color.RGBA{0x12, 0x34, 0x56, 255}, 1},
		{"#777777 on white, just under AA", color.RGBA{0x77, 0x77, 0x77, 255}, white, 4.48},
		{"#767676 on white, the lightest grey at AA", color.RGBA{0x76, 0x76, 0x76, 255}, white, 4.54},
		{"pure red on white", color.RGBA{255, 0, 0, 255}, white, 4},
		{"pure blue on white", color.RGBA{0, 0, 255, 255}, white, 8.59},
		{"pure green on black", color.RGBA{0, 255, 0, 255}, black, 15.3},
	} {
		if got := math.Round(Contrast(tc.a, tc.b)*100) / 100; got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestLuminance(t *testing.T) {
	for _, tc := range []struct {
		c    color.RGBA
		want float64
	}{
		{color.RGBA{0, 0, 0, 255}, 0},
		{color.RGBA{255, 255, 255, 255}, 1},
		{color.RGBA{255, 0, 0, 255}, 0.2126},
		{color.RGBA{0, 255, 0, 255}, 0.7152},
		{color.RGBA{0, 0, 255, 255}, 0.0722},
		// Below the threshold a channel is linear: 10/255/12.92.
		{color.RGBA{10, 10, 10, 255}, 10.0 / 255 / 12.92},
		// Above it, ((v+0.055)/1.055)^2.4: 128 is 0.2158605.
		{color.RGBA{128, 128, 128, 255}, 0.2158605},
	} {
		if got := Luminance(tc.c); math.Abs(got-tc.want) > 1e-7 {
			t.Errorf("Luminance(%v) = %v, want %v", tc.c, got, tc.want)
		}
	}
}

// A 16-bit colour of the same 8-bit value is the same colour: the formula
// reads image/color's channels whole.
func TestAnyColorModelReadsAlike(t *testing.T) {
	for v := range 256 {
		c8 := color.RGBA{uint8(v), uint8(v), uint8(v), 255}
		c16 := color.RGBA64{uint16(v) * 0x101, uint16(v) * 0x101, uint16(v) * 0x101, 0xffff}
		gray := color.Gray{uint8(v)}
		if Luminance(c8) != Luminance(c16) || Luminance(c8) != Luminance(gray) {
			t.Fatalf("%d: %v, %v, %v", v, Luminance(c8), Luminance(c16), Luminance(gray))
		}
	}
}

// WCAG 2.0's threshold, 0.03928, and sRGB's, 0.04045, part no 8-bit value.
func TestTheTwoThresholdsAgreeOn8Bits(t *testing.T) {
	for v := range 256 {
		s := float64(v) / 255
		if (s <= 0.03928) != (s <= 0.04045) {
			t.Errorf("%d (%v) lies between the thresholds", v, s)
		}
	}
}
