package content

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/portgen/portgen/generator/internal/wcag"
)

// minContrast is the contrast ratio that WCAG 2 asks of text at level AA.
const minContrast = 4.5

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
		ps.add("appearance", "write auto (the visitor's system, or their choice in Settings), light or dark",
			"unknown appearance %q", appearance)
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

// siteColor is one of the site's colours, read: where it is in site.yaml,
// as it is written, and its value.
type siteColor struct {
	path    string
	written Color
	v       rgb
	ok      bool // false when left out or reported, and not measured
}

// colorCheck is what checkColors measures: the site's colours, and the
// theme's schemes that the site shows.
type colorCheck struct {
	ps                             *problems
	accent, accentDark, background siteColor
	light, dark                    scheme
	hasLight, hasDark              bool
}

// checkColors checks that each colour is a hex colour, and that text in the
// accent, or on the background, keeps the contrast that WCAG AA asks for
// in each of the theme's schemes that the site shows (their panels' and
// text's colours, as the theme declares them). The hints offer the closest
// shade that does.
func checkColors(ps *problems, c Colors, schemes []Scheme) {
	k := colorCheck{ps: ps}
	k.accent = readColor(ps, "colors.accent", c.Accent, "#ff7a59")
	k.accentDark = readColor(ps, "colors.accentDark", c.AccentDark, "#ffa38a")
	if k.accentDark.ok && c.Accent == "" {
		ps.add("colors.accentDark",
			"write colors.accent too: accent is the light scheme's, accentDark the dark one's",
			"accentDark without an accent")
		k.accentDark.ok = false
	}
	k.background = readColor(ps, "colors.background", c.Background, "#101820")
	k.light, k.hasLight = schemeNamed(schemes, "light")
	k.dark, k.hasDark = schemeNamed(schemes, "dark")
	k.checkBackground()
	k.checkLightAccent()
	k.checkDarkAccent()
}

// checkBackground measures the background against the dark scheme's text:
// the home screen stands on the wallpaper, in that text, and on the
// background until the wallpaper shows. A background that fails is not
// measured against the accent: it must change first.
func (k *colorCheck) checkBackground() {
	bg := k.background
	if !bg.ok || !k.hasDark {
		return
	}
	r := wcag.Contrast(bg.v, k.dark.text)
	if r >= minContrast {
		return
	}
	better := shade(bg.v, 0, func(v rgb) bool { return wcag.Contrast(v, k.dark.text) >= minContrast })
	k.ps.add(bg.path,
		fmt.Sprintf("the home screen's text stands on the background until the wallpaper shows; "+
			"%q, a darker shade of it, reaches 4.5:1", better.String()),
		"background %q has a contrast of %s with the theme's text %s, below the 4.5:1 that text needs (WCAG AA)",
		bg.written, ratio(r), k.dark.text)
	k.background.ok = false
}

// checkLightAccent measures the accent against the light scheme's panels,
// on which links and highlights are written in it.
func (k *colorCheck) checkLightAccent() {
	accent := k.accent
	if !accent.ok || !k.hasLight {
		return
	}
	r := wcag.Contrast(accent.v, k.light.panel)
	if r >= minContrast {
		return
	}
	hint := fmt.Sprintf("links and highlights are written in the accent on the theme's light panels; "+
		"%q, a darker shade of it, reaches 4.5:1", readsOn(accent.v, k.light.panel).String())
	if k.hasDark && !k.accentDark.ok {
		// No colour reads on both a light and a dark panel.
		forDark := accent.v
		if wcag.Contrast(accent.v, k.dark.panel) < minContrast {
			forDark = readsOn(accent.v, k.dark.panel)
		}
		hint += fmt.Sprintf(", and accentDark: %q keeps an accent that reads on the dark ones", forDark.String())
	}
	k.ps.add(accent.path, hint,
		"accent %q has a contrast of %s with the theme's light panels (%s), below the 4.5:1 that text needs (WCAG AA)",
		accent.written, ratio(r), k.light.panel)
}

// checkDarkAccent measures the dark scheme's accent (accentDark, else the
// accent) against its panels, and against the background, on which the
// home screen's greeting is written in it until the wallpaper shows.
func (k *colorCheck) checkDarkAccent() {
	accent := k.accent
	if k.accentDark.ok {
		accent = k.accentDark
	}
	if !accent.ok || !k.hasDark {
		return
	}
	onDark := []rgb{k.dark.panel} // the surfaces the dark scheme's accent is written on
	if k.background.ok {
		onDark = append(onDark, k.background.v)
	}
	if r := wcag.Contrast(accent.v, k.dark.panel); r < minContrast {
		better := readsOn(accent.v, onDark...)
		hint := fmt.Sprintf("links and highlights are written in the accent on the theme's dark panels; "+
			"%q, a lighter shade of it, reaches 4.5:1", better.String())
		if accent.path == "colors.accent" && k.hasLight {
			// The light scheme's accent reads on the light panels: the dark
			// scheme needs its own.
			hint = fmt.Sprintf("one colour cannot read on both the light and the dark panels: "+
				"keep this one for the light scheme and add accentDark: %q, "+
				"a lighter shade of it that reads on the dark ones", better.String())
		}
		k.ps.add(accent.path, hint,
			"%s %q has a contrast of %s with the theme's dark panels (%s), below the 4.5:1 that text needs (WCAG AA)",
			lastField(accent.path), accent.written, ratio(r), k.dark.panel)
		return
	}
	bg := k.background
	if !bg.ok {
		return
	}
	if r := wcag.Contrast(accent.v, bg.v); r < minContrast {
		k.ps.add(accent.path,
			fmt.Sprintf("the home screen's greeting is written in the accent on the background until the wallpaper "+
				"shows; %q, a lighter shade of the accent, reaches 4.5:1, as would a darker background",
				readsOn(accent.v, onDark...).String()),
			"%s %q has a contrast of %s with the background %q, below the 4.5:1 that text needs (WCAG AA)",
			lastField(accent.path), accent.written, ratio(r), bg.written)
	}
}

// readsOn is the shade of c closest to it that keeps the contrast of text
// on each of the surfaces: darker on a light first surface, else lighter.
func readsOn(c rgb, surfaces ...rgb) rgb {
	toward := 1.0
	if wcag.Luminance(surfaces[0]) > 0.5 {
		toward = 0
	}
	return shade(c, toward, func(v rgb) bool {
		for _, s := range surfaces {
			if wcag.Contrast(v, s) < minContrast {
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

// ratio writes a contrast ratio cut, not rounded, to two decimals, so that
// a ratio just below 4.5 never reads as 4.5.
func ratio(r float64) string {
	return strconv.FormatFloat(math.Floor(r*100)/100, 'f', -1, 64) + ":1"
}
