package generator

import (
	"cmp"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"github.com/portgen/portgen/generator/internal/assemble"
	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/cards"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dates"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/edit"
	"github.com/portgen/portgen/generator/internal/forges"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/output"
	"github.com/portgen/portgen/generator/internal/pages"
	"github.com/portgen/portgen/generator/internal/prerender"
	"github.com/portgen/portgen/generator/internal/pwa"
	"github.com/portgen/portgen/generator/internal/resumepdf"
)

// Build runs the whole pipeline once and writes the site into opts.Out. A
// *diag.Error reports problems in the owner's files; the output folder is
// untouched unless Build succeeds.
func Build(opts Options) (*Summary, error) {
	if err := output.Check(opts.Out, pages.Generator, opts.Content, opts.Theme); err != nil {
		return nil, err
	}
	g, err := New(opts)
	if err != nil {
		return nil, err
	}
	defer g.Close()
	site, err := g.Build()
	if err != nil {
		return nil, err
	}
	// The summary's sizes are measured while the files are written.
	measured := make(chan struct{})
	go func() {
		site.Measure()
		close(measured)
	}()
	start := time.Now()
	err = output.Write(opts.Out, dist.AssetsDir, site.Files)
	wrote := time.Since(start)
	<-measured
	if err != nil {
		return nil, err
	}
	site.Summary.Stages = append(site.Summary.Stages, Stage{"write", wrote})
	return site.Summary, nil
}

// Build runs the pipeline and returns the site in memory: each stage takes
// what the stages before it made, and returns its files. The images and
// the cards are made in the background while the pages are written, and
// waited for before Build returns, whether it fails or not.
func (g *Generator) Build() (*Site, error) {
	clock := stageClock{last: time.Now()}
	before := g.counts()
	in, err := g.load()
	if err != nil {
		return nil, err
	}
	clock.lap("load")
	media, err := g.makeMedia(in)
	if err != nil {
		return nil, inStage("images", err)
	}
	defer media.Wait() // its images are encoded while the pages are made
	clock.lap("images")
	pdfs, err := g.pdfs.Make(in.loaded.Site, in.basePath)
	if err != nil {
		return nil, inStage("pdf", err)
	}
	clock.lap("pdf")
	data, err := g.compile(in, media, pdfs.URLs())
	if err != nil {
		return nil, inStage("compile", err)
	}
	clock.lap("compile")
	bundled, err := g.bundles.Build(in.basePath)
	if err != nil {
		return nil, inStage("bundle", err)
	}
	clock.lap("bundle")
	parts := assemble.Input{
		Site:     in.loaded.Site,
		Theme:    g.theme,
		Data:     data,
		Media:    media,
		PDFs:     pdfs.Files(),
		Bundle:   bundled,
		BaseURL:  in.baseURL,
		BasePath: in.basePath,
		Dates:    in.calendar,
	}
	site := assemble.Site(parts)
	clock.lap("assemble")
	cardSet := cards.Name(&site, &g.cards, g.opts.Serve || g.checkOnly)
	defer cardSet.Wait() // and its cards drawn
	clock.lap("cards")
	built, err := g.pages(&site, cardSet, parts)
	if err != nil {
		return nil, inStage("pages", err)
	}
	app := pwa.Files(&site, built.Shell)
	clock.lap("pages")
	if err := cmp.Or(inStage("images", media.Wait()), inStage("cards", cardSet.Wait())); err != nil {
		return nil, err
	}
	clock.lap("finish") // the images and cards still being made when the pages were done
	out := results{
		in:      in,
		media:   media,
		pdfs:    pdfs,
		data:    data,
		bundled: bundled,
		cards:   cardSet,
		pages:   built,
		app:     app,
	}
	sum, err := g.summary(out, before.since(g.counts()), clock)
	if err != nil {
		return nil, err
	}
	return &Site{
		Files:   out.files(),
		More:    cardSet.Lookup,
		Summary: sum,
		Finish:  built.finish,
		Warm:    built.warm,
		shown:   g.shown(in, &site, data),
	}, nil
}

// shown is what the pages of a build for serve's editor show, or nil when
// it offers none (see Options.Edit).
func (g *Generator) shown(in input, site *plan.Site, data compile.Result) *edit.Shown {
	if !g.content.Sources {
		return nil
	}
	rules := rules(g.theme)
	return &edit.Shown{
		Site:     in.loaded.Site,
		Sources:  in.loaded.Sources(),
		SiteData: compile.JSON(site.Data),
		Files:    data.Files,
		Check: func(rel string, src []byte) []diag.Diagnostic {
			return checkWith(g.opts.Content, rules, rel, src)
		},
	}
}

// checkWith runs portgen check's rules on the content folder dir with
// the file rel holding src: their errors, none when src may be written.
func checkWith(dir string, rules content.Theme, rel string, src []byte) []diag.Diagnostic {
	_, err := load.LoadWith(dir, rules, map[string][]byte{rel: src})
	var problems *diag.Error
	if errors.As(err, &problems) {
		return slices.DeleteFunc(slices.Clone(problems.Diagnostics), diag.Diagnostic.IsWarning)
	}
	if err != nil {
		return []diag.Diagnostic{{File: rel, Message: err.Error()}}
	}
	return nil
}

// input is the loaded content and the URL the site is built for.
type input struct {
	loaded            *load.Result
	repos             forges.Site // what the forges said of the projects' repositories
	baseURL, basePath string
	// calendar is how the theme writes a day in each language, for the
	// posts' cards; nil for a site without posts.
	calendar *dates.Calendar
}

// load reads the content, or the files of it that changed since the last
// build.
func (g *Generator) load() (input, error) {
	loaded, err := g.content.Load(g.opts.Content, rules(g.theme))
	if err != nil {
		return input{}, err
	}
	loaded.Site.LeaveOutUnpublished(g.publishing())
	base, err := content.ParseBaseURL(cmp.Or(g.opts.BaseURL, loaded.Site.Config.BaseURL))
	var bad *content.URLError
	if errors.As(err, &bad) { // site.yaml's was checked with the content: the flag's is wrong
		return input{}, fmt.Errorf("--base-url: %s (hint: %s)", bad.Message, bad.Hint)
	}
	if err != nil {
		return input{}, fmt.Errorf("--base-url: %w", err)
	}
	in := input{
		loaded: loaded,
		repos: forges.Read(
			loaded.Site,
			loaded,
			forges.Options{Cache: g.cache, Getenv: g.opts.Getenv, Refresh: g.opts.Refresh},
		),
	}
	in.baseURL, in.basePath = content.AtOrigin(base, g.opts.Origin)
	in.calendar, err = g.postsCalendar(loaded.Site)
	return in, err
}

// publishing says which posts the build publishes: serve publishes
// every one, the drafts and future posts marked.
func (g *Generator) publishing() content.Publishing {
	return content.Publishing{
		Today:  content.DayOf(g.opts.Now()),
		Drafts: g.opts.Drafts || g.opts.Serve,
		Future: g.opts.Future || g.opts.Serve,
	}
}

// postsCalendar is how the theme writes a day in each language, for the
// posts' cards; nil for a site without posts, whose cards show no day.
func (g *Generator) postsCalendar(site *content.Site) (*dates.Calendar, error) {
	if len(site.Posts) == 0 {
		return nil, nil
	}
	data, err := g.theme.DatesData()
	if err != nil {
		return nil, err
	}
	return dates.Parse(data)
}

// media makes the content's files as the site serves them and its icons.
func (g *Generator) makeMedia(in input) (assets.Media, error) {
	_, background := g.theme.BrowserColors(in.loaded.Site.Config.Colors)
	return g.media.Make(in.loaded.Site, in.loaded.Files, in.basePath, background, g.theme.ScreenshotSizes)
}

// compile writes the site's data and its data files.
func (g *Generator) compile(in input, m assets.Media, resumePDFs map[string]string) (compile.Result, error) {
	weather, err := compile.ReadWeatherEnv(g.opts.Getenv)
	if err != nil {
		return compile.Result{}, err
	}
	opts := compile.Options{
		Base:            in.basePath,
		Weather:         weather,
		ScreenshotSizes: g.theme.ScreenshotSizes,
		KeepNames:       g.opts.Serve,
		Memo:            &g.projects,
		ResumePDFs:      resumePDFs,
		Repositories:    in.repos.Facts,
		BaseURL:         in.baseURL,
		Cache:           g.cache,
	}
	if g.theme.ServiceWorker != "" && !g.opts.Serve { // serve's would serve a stale page instead of the live one
		opts.ServiceWorker = pwa.WorkerFile
	}
	data := compile.Compile(in.loaded.Site, m.Files, opts)
	posts, err := compile.Posts(in.loaded.Site, m.Files, opts)
	if err != nil {
		return compile.Result{}, err
	}
	data.Posts = posts
	data.Site.PostsURLs = posts.URLs
	data.Files = append(data.Files, posts.Files...)
	return data, nil
}

// rendered is what the pages stage made: the pages, and how their content
// is written.
type rendered struct {
	*pages.Result
	prerendering
}

// pages writes every page, prerendered (or, in serve, marked to be when
// asked for), with the previews that cards named.
func (g *Generator) pages(site *plan.Site, cards pages.Cards, parts assemble.Input) (rendered, error) {
	var engines prerendering
	var how pages.Content
	if len(parts.Bundle.Prerender) > 0 {
		how, engines = g.prerender(compile.JSON(site.Data), parts)
	}
	html, err := pages.Render(site, cards, how)
	if err != nil {
		return rendered{}, prerender.AsProblem(err, filepath.ToSlash(g.opts.Theme))
	}
	if !how.Lazy && how.Render != nil { // serve keeps its renders in memory, the pages of every build it served
		if err := g.renders.Save(); err != nil {
			fmt.Fprintf(g.opts.Log, "portgen: the rendered pages are not kept for the next build: %v\n", err)
		}
	}
	return rendered{Result: html, prerendering: engines}, nil
}

// results are what the stages of a build made.
type results struct {
	in      input
	media   assets.Media
	pdfs    resumepdf.Result
	data    compile.Result
	bundled *bundle.Result
	cards   *cards.Set
	pages   rendered
	app     []dist.File // the manifest and the service worker
}

// files are every file of the built site, sorted.
func (r results) files() []dist.File {
	return dist.Sorted(slices.Concat(
		r.media.Out(),
		r.pdfs.Files(),
		r.data.Files,
		r.data.Posts.Feeds,
		r.bundled.Files,
		r.app,
		r.cards.Files(),
		r.pages.Files,
	))
}

// counts are how many files the generator's makers made rather than took
// from their caches: the images encoded, the cards drawn, the PDFs laid
// out.
type counts struct {
	images, cards, pdfs int
}

func (g *Generator) counts() counts {
	return counts{images: g.media.Images.Encoded(), cards: g.cards.Drawn(), pdfs: int(g.pdfs.Made())}
}

// since is what was made from c to now.
func (c counts) since(now counts) counts {
	return counts{images: now.images - c.images, cards: now.cards - c.cards, pdfs: now.pdfs - c.pdfs}
}

// stageClock times the stages of a build, one after another.
type stageClock struct {
	last   time.Time
	stages []Stage
}

// lap ends the stage name, which began when the last one ended.
func (c *stageClock) lap(name string) {
	now := time.Now()
	c.stages = append(c.stages, Stage{name, now.Sub(c.last)})
	c.last = now
}
