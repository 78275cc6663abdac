// Package generator runs portgen's pipeline, as Hugo's process → assemble →
// render → postProcess: load and validate the content, make its media,
// compile it to the theme's data, bundle the theme, assemble what the
// pages and the installed app are given, render one page per route and
// language, and swap the result into the output folder. Each stage is a
// package below this one, named after what it does; this package only
// calls them in order.
package generator

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/cards"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/prerender"
	"github.com/portgen/portgen/generator/internal/resumepdf"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Options say what to build from and where to.
type Options struct {
	Content string    // the content folder
	Theme   string    // the theme folder
	Out     string    // the output folder, replaced as a whole
	BaseURL string    // overrides baseURL of site.yaml when set
	Origin  string    // when set, replaces the scheme and host of the base URL (portgen serve)
	Log     io.Writer // progress notes, such as an npm install
	// Serve makes the build that portgen serve shows while the owner edits:
	// no service worker (it would serve a stale page instead of the live
	// one), names not minified, and the theme's serve-only code (see
	// bundle.Options.Serve).
	Serve bool
	// Edit, in serve, offers editing on the page: each page carries the
	// editor, and a text saved there is written into its content file
	// (see generator/internal/edit). Only Serve reads it: a build never
	// carries the editor.
	Edit bool
	// CacheDir keeps what a build makes for the next (the images, cards,
	// PDFs, pages, bundle, the embedded theme unpacked, the forges'
	// answers); empty keeps it in memory for the life of the Generator
	// only.
	CacheDir string
	// Getenv reads the environment: the weather provider's key and URLs
	// (see compile.ReadWeatherEnv). Nil means os.Getenv.
	Getenv func(string) string
	// Refresh asks the forges again for the projects' repositories, with
	// the cached ETags, however fresh the cached answers (see forges).
	Refresh bool
	// Drafts publishes the posts marked draft, and Future those dated
	// after the day of the build (see Now), which a build leaves out
	// otherwise: a preview deploy's. serve publishes both, marked.
	Drafts, Future bool
	// Now is the build's clock, which says what day it is for the posts'
	// dates, as the local calendar day. Nil means time.Now.
	Now func() time.Time
	// Workers is how many pages are prerendered at once; 0 is one per CPU.
	Workers int
	// Progress, if set, is told how far the long stages are: "media", the
	// files read and resized, and "pages", the pages prerendered (done of
	// total, the cached ones counted done). It is called from any goroutine.
	Progress func(stage string, done, total int)
}

// Generator builds a site again and again, as portgen serve does. The
// bundle depends on the theme only (the content reaches the pages as data),
// so a change to the content rebuilds no JS; a change to the theme rebuilds
// incrementally with esbuild's context; and only the media that changed are
// read again.
type Generator struct {
	opts     Options
	cache    *cache.Cache // what a build makes for the next
	theme    *theme.Theme
	content  load.Cache
	media    assets.Cache
	projects compile.Memo // the projects of the last build, compiled
	bundles  bundle.Session
	renders  *prerender.Cache // the pages' prerendered content, by what it is made from
	programs prerender.Compiler
	lazy     *prerender.Lazy // serve's pages of the last build, prerendered when asked for
	cards    cards.Maker     // the pages' link-preview cards
	pdfs     resumepdf.Maker
	// checkOnly: each build is portgen check's, which keeps no file (see
	// onlyCheck).
	checkOnly bool
}

// New opens the theme, installing its npm packages if needed.
func New(opts Options) (*Generator, error) {
	store := cache.Open(opts.CacheDir)
	th, err := theme.Open(opts.Theme, store)
	if err != nil {
		return nil, err
	}
	opts.Log = cmp.Or(opts.Log, io.Discard)
	if err := th.EnsureDeps(opts.Log); err != nil {
		return nil, err
	}
	if opts.Getenv == nil {
		opts.Getenv = os.Getenv
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	// serve keeps its renders in memory: its pages, built for its own
	// origin, are none of a build's.
	renders := store
	if opts.Serve {
		renders = nil
	}
	g := &Generator{opts: opts, cache: store, theme: th, renders: prerender.OpenCache(renders, opts.Content)}
	g.bundles.Options = bundle.Options{
		Theme:     th,
		ThemeShow: filepath.ToSlash(opts.Theme),
		Cache:     store,
		Serve:     opts.Serve,
	}
	g.content.Sources = opts.Serve && opts.Edit // where each text is written, for the editor
	g.media = assets.Cache{Images: &images.Processor{Cache: store}, Lazy: opts.Serve}
	g.cards.Cache = store
	g.pdfs = resumepdf.Maker{
		Cache:   store,
		Lazy:    opts.Serve,
		Getenv:  opts.Getenv,
		Dates:   th.DatesData,
		Content: opts.Content,
	}
	if opts.Progress != nil {
		g.media.Progress = func(done, total int) { opts.Progress("media", done, total) }
	}
	return g, nil
}

// Close releases esbuild's context.
func (g *Generator) Close() { g.bundles.Close() }

// ThemeChanged tells the generator that the theme's sources changed, so the
// next build bundles them again.
func (g *Generator) ThemeChanged() { g.bundles.Changed() }

// ContentChanged tells the generator which of the content's files changed
// since the last build, among paths (the others are ignored): the next
// build reads those, and takes the rest as they were without looking at
// them. A build it was not told before looks at every file.
func (g *Generator) ContentChanged(paths []string) { g.content.ChangedOnDisk(g.opts.Content, paths) }

// rules is what the content is checked against: the theme's pages and
// schemes, and the fonts the link-preview cards are drawn with.
func rules(th *theme.Theme) content.Theme {
	r := th.Content()
	r.Undrawn = cards.Missing
	return r
}

// inStage names the stage that failed, as Hugo does ("render: …"), in an
// error that is not the owner's problems, which name their own file.
func inStage(stage string, err error) error {
	if err == nil || IsProblems(err) {
		return err
	}
	return fmt.Errorf("%s: %w", stage, err)
}

// onlyCheck makes g's builds portgen check's, which keep no file: they
// name the images' variants, the cards and the résumé's PDFs, as serve's
// do, and make none of them, but decode each image whole, for the damage
// that encoding it would meet (assets.Cache.Check). The pages are
// rendered all the same: that is where an override throws.
func (g *Generator) onlyCheck() {
	g.checkOnly = true
	g.media.Check = true
	g.pdfs.Lazy = true
}
