// Package compile turns the content model into the JSON that the theme
// reads: a small site object (written into every page), the project list
// and one nested locale bundle per language (fetched files). Maps are
// written with sorted keys and nothing depends on the clock, so the same
// content always compiles to the same bytes.
//
// The theme's TypeScript types of this JSON are generated from the Go types
// here (theme/src/shared/data/types.ts, by ./tsgen): a type's doc
// comment is the theme's too, and a field's tstype tag, where it has one, is
// its TypeScript type (the values a string can take).
package compile

//go:generate go run ./tsgen -o ../../../theme/src/shared/data/types.ts

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/variants"
)

// Image is an image the theme can lay out before it loads: its largest
// fallback variant, and the variants a browser picks from by the width it
// needs (the theme's shared/ui/Picture).
type Image struct {
	Src    string `json:"src"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	// Srcset is the fallback variants (JPEG or PNG), as a srcset; absent
	// when there is one file only (an SVG, a small icon).
	Srcset string `json:"srcset,omitempty"`
	WebP   string `json:"webp,omitempty"`  // the WebP variants, as a srcset
	Sizes  string `json:"sizes,omitempty"` // the width it is shown at, where the data knows it
}

// LocaleStrings are one language's interface strings
// (content/locales/<code>.yaml), nested at the dots of their keys as
// i18next reads them: each value a string, or LocaleStrings.
type LocaleStrings map[string]any

// Locale nests a flat locale ("home.greeting") into the object i18next reads.
func Locale(l content.Locale) LocaleStrings {
	root := LocaleStrings{}
	for key, value := range l.Strings {
		node := root
		parts := strings.Split(key, ".")
		for _, part := range parts[:len(parts)-1] {
			child, ok := node[part].(LocaleStrings)
			if !ok {
				child = LocaleStrings{}
				node[part] = child
			}
			node = child
		}
		node[parts[len(parts)-1]] = value
	}
	return root
}

// JSON marshals v compactly, without escaping <, > and & into \u sequences
// that the theme does not need (the JSON never lands inside HTML).
func JSON(v any) []byte {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("compile: %v", err)) // only plain data is encoded
	}
	return []byte(strings.TrimSuffix(b.String(), "\n"))
}

func image(files content.Assets, f content.File) Image {
	a := files[f]
	img := Image{Src: a.URL, Width: a.Width, Height: a.Height}
	if len(a.Fallback) > 1 || len(a.WebP) > 0 {
		img.Srcset, img.WebP = content.Srcset(a.Fallback), content.Srcset(a.WebP)
	}
	return img
}

// coverSizes is the sizes attribute of an image that covers the viewport
// (variants.CoverSizes). The page preloads a wallpaper with the same sizes
// as the theme shows it, so that the browser fetches one file, and its
// variants are planned for it.
func coverSizes(img Image) string { return variants.CoverSizes(img.Width, img.Height) }

// Localized is what a visitor reads, by language code; a language that has
// none reads the default language's.
type Localized[T any] map[string]T

// localize writes text given once under the default language.
func localize[T any](l content.Localized[T], def string) Localized[T] {
	out := make(Localized[T], len(l))
	for lang, v := range l {
		if lang == "" {
			lang = def
		}
		out[lang] = v
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
