package content

import (
	"fmt"
	"strings"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
)

// The files the content refers to, as the site serves them: what the media
// stage makes of them, and what compile and assemble read, so that neither
// imports the media stage's package.

// Asset is one referenced file, as the site serves it.
type Asset struct {
	URL           string      // absolute path under the base path; an image's largest fallback variant
	Width, Height int         // images only
	Files         []dist.File // what to write: the file itself, or an image's variants
	// WebP and Fallback are a raster image's variants, ascending by width;
	// a browser without WebP uses Fallback (JPEG, or PNG where transparent).
	WebP, Fallback []Variant
}

// Variant is one size of an image.
type Variant struct {
	URL           string
	Width, Height int
}

// Assets holds the assets of a site by the reference the content uses.
type Assets map[File]Asset

// Srcset writes variants as the srcset attribute lists them.
func Srcset(vs []Variant) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = fmt.Sprintf("%s %dw", v.URL, v.Width)
	}
	return strings.Join(parts, ", ")
}

// Closest returns the variant whose width is closest to width, the larger
// one on a tie.
func Closest(vs []Variant, width int) (Variant, bool) {
	if len(vs) == 0 {
		return Variant{}, false
	}
	best := vs[0]
	for _, v := range vs[1:] {
		if abs(v.Width-width) <= abs(best.Width-width) {
			best = v
		}
	}
	return best, true
}

// Files returns every file to write, in path order.
func (m Assets) Files() []dist.File {
	var list []dist.File
	for _, a := range m {
		list = append(list, a.Files...)
	}
	return dist.Sorted(list)
}

func abs(n int) int { return max(n, -n) }

// FileInfo is what the loader learnt about a referenced file.
type FileInfo struct {
	Abs    string // path on disk
	Format string // png, jpeg, gif, webp, svg, pdf, or an audio format: mp3, aac, mp4, ogg, wav, flac, webm
	Width  int    // images only, in CSS pixels
	Height int
	// At is where the file is first referenced, so that a later stage
	// that finds it broken (an image cut off halfway) can say where.
	At diag.Diagnostic
}
