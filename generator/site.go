package generator

import (
	"slices"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/edit"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Site is a built site, held in memory.
type Site struct {
	Files []dist.File // sorted by path
	// More finds, by path, the files of a build for portgen serve that
	// Files does not list, made when asked for: the pages' link-preview
	// cards. It finds none in a build, whose Files are every file.
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
	// shown is what its pages show, for serve's editor; nil without it.
	shown *edit.Shown
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
// Measure fills: what it made, and what it made rather than took from the
// caches.
func (g *Generator) summary(r results, made counts, clock stageClock) (*Summary, error) {
	themeWarns, err := theme.OverrideWarnings(g.opts.Theme)
	if err != nil {
		return nil, err
	}
	sum := &Summary{
		BaseURL:        r.in.baseURL,
		Pages:          r.pages.Pages,
		Assets:         len(r.media.Files),
		Images:         r.media.Images(),
		ImagesEncoded:  made.images,
		Cards:          len(r.cards.Files()),
		CardsDrawn:     made.cards,
		ResumePDFs:     len(r.pdfs.PDFs),
		ResumePDFsMade: made.pdfs,
		BundleCached:   r.bundled.Cached,
		PagesRendered:  r.pages.pool.Rendered(),
		Warnings:       slices.Concat(r.in.loaded.Warnings, r.in.repos.Warnings, themeWarns, r.pdfs.Warnings),
		Stages:         clock.stages,
		firstLoad:      append([]string{r.bundled.Entry.JS}, r.bundled.Entry.Imports...),
	}
	if r.bundled.HeadScript != "" {
		sum.firstLoad = append(sum.firstLoad, r.bundled.HeadScript) // it runs before the page paints
	}
	return sum, nil
}

// Measure fills the summary's sizes, raw and gzip, of the JS and CSS.
func (site *Site) Measure() {
	var code []dist.File
	for _, f := range site.Files {
		if strings.HasSuffix(f.Path, ".js") || strings.HasSuffix(f.Path, ".css") {
			code = append(code, f)
		}
	}
	s := site.Summary
	var js, css, firstLoad Size
	for i, size := range dist.Sizes(code) {
		switch f := code[i]; {
		case strings.HasSuffix(f.Path, ".css"):
			css = css.Add(size)
		case slices.Contains(s.firstLoad, f.Path):
			firstLoad = firstLoad.Add(size)
			fallthrough
		default:
			js = js.Add(size)
		}
	}
	s.JS = js
	s.CSS = css
	s.FirstLoadJS = firstLoad
}
