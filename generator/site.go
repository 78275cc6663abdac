package generator

import (
	"bytes"
	"compress/gzip"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/portgen/portgen/generator/bundle"
	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/dist"
	"github.com/portgen/portgen/generator/theme"
)

// Site is a built site, held in memory.
type Site struct {
	Files   []dist.File // sorted by path
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
type Size struct{ Raw, Gzip int }

// Stage is the time one stage of the pipeline took.
type Stage struct {
	Name string
	Took time.Duration
}

// summary describes the build but for the sizes of its files, which
// Measure fills, and the images it encoded.
func (g *Generator) summary(in input, m media, bundled *bundle.Result, built rendered, clock stageClock) (*Summary, error) {
	themeWarns, err := theme.OverrideWarnings(g.opts.Theme)
	if err != nil {
		return nil, err
	}
	images := len(m.icons)
	for _, a := range m.files {
		images += len(a.WebP) + len(a.Fallback)
	}
	sum := &Summary{
		BaseURL: in.baseURL, Pages: built.pages, Assets: len(m.files), Images: images,
		BundleCached:  bundled.Cached,
		PagesRendered: built.pool.Rendered(),
		Warnings:      append(slices.Clone(in.loaded.Warnings), themeWarns...),
		Stages:        clock.stages,
		firstLoad:     append([]string{bundled.Entry.JS}, bundled.Entry.Imports...),
	}
	if bundled.HeadScript != "" {
		sum.firstLoad = append(sum.firstLoad, bundled.HeadScript) // it runs before the page paints
	}
	return sum, nil
}

// Measure fills the summary's sizes, raw and gzip, of the JS and CSS,
// compressing the files on every core.
func (site *Site) Measure() {
	s := site.Summary
	s.JS, s.CSS, s.FirstLoadJS = Size{}, Size{}, Size{}
	var code []dist.File
	for _, f := range site.Files {
		if strings.HasSuffix(f.Path, ".js") || strings.HasSuffix(f.Path, ".css") {
			code = append(code, f)
		}
	}
	sizes := make([]Size, len(code))
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, f := range code {
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			sizes[i] = Size{Raw: len(f.Data), Gzip: gzipSize(f.Data)}
		})
	}
	wg.Wait()
	for i, f := range code {
		switch {
		case strings.HasSuffix(f.Path, ".js"):
			s.JS = s.JS.add(sizes[i])
			if slices.Contains(s.firstLoad, f.Path) {
				s.FirstLoadJS = s.FirstLoadJS.add(sizes[i])
			}
		default:
			s.CSS = s.CSS.add(sizes[i])
		}
	}
}

func (s Size) add(o Size) Size { return Size{s.Raw + o.Raw, s.Gzip + o.Gzip} }

func gzipSize(data []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return buf.Len()
}
