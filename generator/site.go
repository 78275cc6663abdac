package generator

import (
	"slices"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Site is a built site, held in memory.
type Site struct {
	Files []dist.File // sorted by path
	// More finds, by path, the files of a build for portgen serve that
	// Files does not list, made when asked for: the pages' link-preview
	// cards. Nil in a build.
	More    func(path string) (dist.File, bool)
	Summary *Summary
	// Finish, in a build for portgen serve, completes a page of Files
	// before it is served: its content is prerendered when it is first
	// asked for (see prerender.Lazy). Nil in a build, whose pages are whole.
	Finish func(page []byte) ([]byte, error)
	// Warm, with Finish, starts what Finish renders with, so that the
	// first page asked for does not wait for it. serve calls it a little
	// after it has told the open pages of the build, which then take in
	// their data without sharing the CPU with it.
	Warm func()
}

// Summary describes a finished build. Sizes are filled by Measure.
type Summary struct {
	BaseURL string // the URL the site was built for
	Pages   int
	Assets  int // media and documents
	Images  int // image files written: variants and icons
	// ImagesEncoded counts the images encoded in this build; the others came
	// from the cache.
	ImagesEncoded int
	// Cards counts the pages' link-preview cards, and CardsDrawn those
	// drawn in this build; the others came from the cache (in serve, none
	// is counted: each is named with its page, and drawn when first asked
	// for).
	Cards, CardsDrawn int
	// ResumePDFs counts the résumé's PDFs, one a language; ResumePDFsMade
	// those laid out in this build (in serve, none: they are made when
	// asked for), the others from the cache.
	ResumePDFs, ResumePDFsMade int
	// BundleCached says the theme was unchanged since the last build with
	// the same cache folder, so its bundle was reused and esbuild not run.
	BundleCached bool
	// PagesRendered counts the pages prerendered in this build; the others'
	// content came from the render cache, their inputs unchanged.
	PagesRendered int
	// Warnings are the content's problems that did not stop the build.
	Warnings    []diag.Diagnostic
	JS, CSS     Size // every file of the bundle
	FirstLoadJS Size // what the home page loads before it is interactive
	Stages      []Stage
	firstLoad   []string
}

// Size is a byte count, raw and gzip-compressed.
type Size = dist.Size

// Stage is the time one stage of the pipeline took.
type Stage struct {
	Name string
	Took time.Duration
}

// summary describes the build but for the sizes of its files, which
// Measure fills, and the images it encoded.
func (g *Generator) summary(
	in input,
	m assets.Media,
	bundled *bundle.Result,
	built rendered,
	clock stageClock,
) (*Summary, error) {
	themeWarns, err := theme.OverrideWarnings(g.opts.Theme)
	if err != nil {
		return nil, err
	}
	sum := &Summary{
		BaseURL: in.baseURL, Pages: built.pages, Assets: len(m.Files), Images: m.Images(),
		BundleCached:  bundled.Cached,
		PagesRendered: built.pool.Rendered(),
		Warnings:      slices.Concat(in.loaded.Warnings, in.repos.Warnings, themeWarns),
		Stages:        clock.stages,
		firstLoad:     append([]string{bundled.Entry.JS}, bundled.Entry.Imports...),
	}
	if bundled.HeadScript != "" {
		sum.firstLoad = append(sum.firstLoad, bundled.HeadScript) // it runs before the page paints
	}
	return sum, nil
}

// Measure fills the summary's sizes, raw and gzip, of the JS and CSS.
func (site *Site) Measure() {
	s := site.Summary
	s.JS, s.CSS, s.FirstLoadJS = Size{}, Size{}, Size{}
	var code []dist.File
	for _, f := range site.Files {
		if strings.HasSuffix(f.Path, ".js") || strings.HasSuffix(f.Path, ".css") {
			code = append(code, f)
		}
	}
	for i, size := range dist.Sizes(code) {
		switch f := code[i]; {
		case strings.HasSuffix(f.Path, ".css"):
			s.CSS = s.CSS.Add(size)
		case slices.Contains(s.firstLoad, f.Path):
			s.FirstLoadJS = s.FirstLoadJS.Add(size)
			fallthrough
		default:
			s.JS = s.JS.Add(size)
		}
	}
}
