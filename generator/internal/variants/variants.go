// Package variants decides which sizes of an image a site writes: the WebP
// widths that browsers pick at the sizes the theme shows the image at, on
// phones, tablets and desktops at 1×, 2× and 3×, and one JPEG or PNG for
// the browsers without WebP and for the link previews and cards.
//
// A build used to write every width of a fixed ladder in both formats,
// most of which no screen asks for: the starter's 26 images were 210
// files. Deciding from the sizes attribute halves the encoding of a cold
// build without a visitor seeing a worse image than before (see Widths).
package variants

import (
	"fmt"
	"math"
	"slices"
	"strconv"
)

// Ladder are the widths a variant may have, capped at the source's: from
// a small phone at 1× to a large screen at 2×.
var Ladder = []int{320, 640, 960, 1280, 1920, 2560}

// FallbackWidth is the width of an image's one JPEG or PNG: what link
// previews recommend (1200 px) and a card reads, capped at the source's.
// A browser without WebP gets it at every size.
const FallbackWidth = 1280

// Stretch is how much wider than the width it shows a variant a browser
// downloads may be: twice, the worst step of the ladder that every width
// used to be written at (321 px shown, 640 px sent).
const Stretch = 2.0

// Plan is the variants of one image.
type Plan struct {
	WebP     []int // ascending; none for an image no page shows
	Fallback int
}

// Screen is a browser's viewport in CSS pixels and its device pixel ratio.
type Screen struct {
	Width, Height float64
	DPR           float64
}

// Screens are the viewports the plan is made for: phones held upright,
// tablets both ways, laptops and desktops, each at 1×, 2× and 3×. A screen
// outside them still gets a variant: the nearest the srcset has.
var Screens = screens()

func screens() []Screen {
	sizes := [][2]float64{
		{320, 568}, {360, 800}, {375, 667}, {390, 844}, {412, 915}, {430, 932}, // phones
		{768, 1024}, {820, 1180}, {1024, 1366}, {1024, 768}, {1180, 820}, {1366, 1024}, // tablets
		{1280, 800}, {1366, 768}, {1440, 900}, {1536, 864}, {1920, 1080}, {2560, 1440}, // laptops, desktops
	}
	var out []Screen
	for _, s := range sizes {
		for _, dpr := range []float64{1, 2, 3} {
			out = append(out, Screen{s[0], s[1], dpr})
		}
	}
	return out
}

// For plans an image width×height that the pages show at each of sizes
// (sizes attributes). With no sizes, the image is shown nowhere (a site
// icon, a card's own image): it gets its fallback only. A sizes attribute
// this package cannot read gets every width of the ladder.
func For(width, height int, sizes []string) Plan {
	plan := Plan{Fallback: min(FallbackWidth, width)}
	if width <= 0 || height <= 0 || len(sizes) == 0 {
		return plan
	}
	var needs []float64
	for _, attr := range sizes {
		parsed, err := Parse(attr)
		if err != nil {
			plan.WebP = Capped(width, Ladder)
			return plan
		}
		for _, s := range Screens {
			needs = append(needs, parsed.Width(s)*s.DPR)
		}
	}
	plan.WebP = Widths(Capped(width, Ladder), needs)
	return plan
}

// Widths picks from candidates (ascending) the fewest widths that give
// each need (a width in device pixels) a variant at least as wide and at
// most Stretch times as wide, or the widest there is; browsers pick the
// narrowest variant at least as wide as they need (Chromium at times the
// one below it). Greedy from the smallest need, which is optimal for
// covering points with intervals.
func Widths(candidates []int, needs []float64) []int {
	needs = slices.Clone(needs)
	slices.Sort(needs)
	var kept []int
	covered := 0.0
	for _, n := range needs {
		if n <= covered {
			continue
		}
		// The widest candidate within the stretch, else the first one at
		// least n wide, else the widest.
		w := -1
		for _, c := range candidates {
			switch {
			case float64(c) < n:
				continue
			case w == -1 || float64(c) <= Stretch*n:
				w = c
				continue
			}
			break
		}
		if w == -1 {
			w = candidates[len(candidates)-1]
		}
		kept = append(kept, w)
		covered = float64(w)
		if w == candidates[len(candidates)-1] {
			break
		}
	}
	slices.Sort(kept)
	return slices.Compact(kept)
}

// Capped caps each width at the source's and returns the distinct results
// in ascending order.
func Capped(src int, widths []int) []int {
	out := make([]int, 0, len(widths))
	for _, w := range widths {
		out = append(out, min(w, src))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// CoverSizes is the sizes attribute of an image that covers the viewport:
// the viewport's width on a screen wider than the image's shape, else the
// width that its height asks for.
func CoverSizes(width, height int) string {
	if height == 0 {
		return "100vw"
	}
	g := gcd(width, height)
	return fmt.Sprintf("(min-aspect-ratio: %d/%d) 100vw, %svh", width/g, height/g,
		strconv.FormatFloat(math.Ceil(float64(width)/float64(height)*10000)/100, 'f', -1, 64))
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
