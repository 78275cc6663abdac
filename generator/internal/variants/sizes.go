package variants

import (
	"fmt"
	"strconv"
	"strings"
)

// remPx is the root font size the theme's rem are measured in: browsers'
// default, which the theme does not change.
const remPx = 16

// PostImageSizes is the sizes attribute of an image in a post's body, and
// of its cover: the post's column, at most 42rem wide (a 60–75 character
// measure), the whole width of a phone. The media stage plans the
// images' variants for it and compile writes it, so the two agree.
const PostImageSizes = "(min-width: 48rem) 42rem, 100vw"

// Sizes is a sizes attribute read: its entries in order, the first whose
// condition holds giving the width.
type Sizes []entry

type entry struct {
	when   []feature // all must hold; none for the default
	length length
}

// feature is a media feature such as (min-width: 900px).
type feature struct {
	name  string // min-width, max-width, min-height, max-height, min-aspect-ratio, max-aspect-ratio
	value float64
}

type length struct {
	value float64
	unit  string // px, rem, em, vw, vh
}

// Parse reads a sizes attribute as the theme writes them: entries of
// media features joined by "and" (min- and max-width and height in px, rem
// or em, min- and max-aspect-ratio as w/h) and a length in px, rem, em, vw
// or vh. Anything else is an error.
func Parse(attr string) (Sizes, error) {
	var out Sizes
	for _, part := range strings.Split(attr, ",") {
		part = strings.TrimSpace(part)
		var e entry
		for strings.HasPrefix(part, "(") {
			end := strings.IndexByte(part, ')')
			if end < 0 {
				return nil, fmt.Errorf("sizes %q: unclosed (", attr)
			}
			f, err := parseFeature(part[1:end])
			if err != nil {
				return nil, fmt.Errorf("sizes %q: %w", attr, err)
			}
			e.when = append(e.when, f)
			part = strings.TrimSpace(part[end+1:])
			if rest, ok := strings.CutPrefix(part, "and "); ok {
				part = strings.TrimSpace(rest)
			}
		}
		l, err := parseLength(part)
		if err != nil {
			return nil, fmt.Errorf("sizes %q: %w", attr, err)
		}
		e.length = l
		out = append(out, e)
	}
	return out, nil
}

func parseFeature(s string) (feature, error) {
	name, value, ok := strings.Cut(s, ":")
	if !ok {
		return feature{}, fmt.Errorf("media feature %q has no value", s)
	}
	f := feature{name: strings.TrimSpace(name)}
	value = strings.TrimSpace(value)
	switch f.name {
	case "min-width", "max-width", "min-height", "max-height":
		l, err := parseLength(value)
		if err != nil || l.unit == "vw" || l.unit == "vh" {
			return feature{}, fmt.Errorf("media feature %q: not a length in px, rem or em", s)
		}
		f.value = l.value * map[string]float64{"px": 1, "rem": remPx, "em": remPx}[l.unit]
	case "min-aspect-ratio", "max-aspect-ratio":
		w, h, ok := strings.Cut(value, "/")
		a, errA := strconv.ParseFloat(strings.TrimSpace(w), 64)
		b, errB := strconv.ParseFloat(strings.TrimSpace(h), 64)
		if !ok || errA != nil || errB != nil || b <= 0 {
			return feature{}, fmt.Errorf("media feature %q: not a ratio w/h", s)
		}
		f.value = a / b
	default:
		return feature{}, fmt.Errorf("media feature %q is not one portgen reads", f.name)
	}
	return f, nil
}

func parseLength(s string) (length, error) {
	for _, unit := range []string{"rem", "em", "px", "vw", "vh"} {
		if num, ok := strings.CutSuffix(s, unit); ok {
			v, err := strconv.ParseFloat(num, 64)
			if err != nil || v < 0 {
				break
			}
			return length{v, unit}, nil
		}
	}
	return length{}, fmt.Errorf("%q is not a length in px, rem, em, vw or vh", s)
}

// Width is the width in CSS pixels that s gives on a screen: the first
// entry whose features all hold, or nothing when none does (as browsers
// take 100vw).
func (s Sizes) Width(on Screen) float64 {
	for _, e := range s {
		if e.holds(on) {
			return e.length.px(on)
		}
	}
	return on.Width
}

func (e entry) holds(on Screen) bool {
	for _, f := range e.when {
		var ok bool
		switch f.name {
		case "min-width":
			ok = on.Width >= f.value
		case "max-width":
			ok = on.Width <= f.value
		case "min-height":
			ok = on.Height >= f.value
		case "max-height":
			ok = on.Height <= f.value
		case "min-aspect-ratio":
			ok = on.Width/on.Height >= f.value
		case "max-aspect-ratio":
			ok = on.Width/on.Height <= f.value
		}
		if !ok {
			return false
		}
	}
	return true
}

func (l length) px(on Screen) float64 {
	switch l.unit {
	case "vw":
		return l.value * on.Width / 100
	case "vh":
		return l.value * on.Height / 100
	case "rem", "em":
		return l.value * remPx
	}
	return l.value
}
