// Package generator runs portgen's pipeline: load and validate the content,
// fingerprint its files, compile it to JSON, bundle the theme, render one
// page per route, and swap the result into the output folder. Each stage is
// a package below this one, named after what it does.
package generator

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"crypto/sha256"
	"errors"
	"fmt"
	"image/color"
	"io"
	"maps"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/portgen/portgen/generator/assets"
	"github.com/portgen/portgen/generator/bundle"
	"github.com/portgen/portgen/generator/compile"
	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/dist"
	"github.com/portgen/portgen/generator/images"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/generator/markup"
	"github.com/portgen/portgen/generator/output"
	"github.com/portgen/portgen/generator/pagemark"
	"github.com/portgen/portgen/generator/pages"
	"github.com/portgen/portgen/generator/prerender"
	"github.com/portgen/portgen/generator/pwa"
	"github.com/portgen/portgen/generator/theme"
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
	// one), and names not minified (see bundle.Options.Readable).
	Serve bool
	// CacheDir keeps the encoded images between builds; empty keeps them in
	// memory for the life of the Generator only.
	CacheDir string
	// Getenv reads the environment: the weather provider's key and URLs
	// (see compile.ReadWeatherEnv). Nil means os.Getenv.
	Getenv func(string) string
	// Workers is how many pages are prerendered at once; 0 is one per CPU.
	Workers int
	// Progress, if set, is told how far the long stages are: "media", the
	// files read and resized, and "pages", the pages prerendered (done of
	// total, the cached ones counted done). It is called from any goroutine.
	Progress func(stage string, done, total int)
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

// Check loads and validates the content without writing anything, and
// looks at the site's theme folder (themeDir; "" for none) for overrides
// that replace nothing. It returns the warnings of valid content; a
// *diag.Error holds the errors and warnings of invalid content.
func Check(contentDir, themeDir string) ([]diag.Diagnostic, error) {
	th, err := theme.Read(themeDir)
	if err != nil {
		return nil, err
	}
	loaded, err := load.Load(contentDir, th.Content())
	if err != nil {
		return nil, err
	}
	stale, err := themeWarnings(themeDir)
	if err != nil {
		return nil, err
	}
	return append(loaded.Warnings, stale...), nil
}

// themeWarnings are the override files in the site's theme folder that
// replace no file of the embedded theme.
func themeWarnings(themeDir string) ([]diag.Diagnostic, error) {
	if themeDir == "" {
		return nil, nil
	}
	stale, err := theme.CheckOverrides(themeDir)
	if err != nil {
		return nil, err
	}
	var list []diag.Diagnostic
	for _, f := range stale {
		list = append(list, diag.Diagnostic{
			File:     path.Join(filepath.ToSlash(themeDir), f),
			Severity: diag.SeverityWarning,
			Message:  "this file replaces no file of the embedded theme, so the site does not use it",
			Hint:     "`portgen theme ls` lists the files a site can replace; after an upgrade of portgen, the file may have moved",
		})
	}
	return list, nil
}

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

// Generator builds a site again and again, as portgen serve does. The
// bundle depends on the theme only (the content reaches the pages as data),
// so a change to the content rebuilds no JS; a change to the theme rebuilds
// incrementally with esbuild's context; and only the media that changed are
// read again.
type Generator struct {
	opts      Options
	theme     *theme.Theme
	bundler   *bundle.Bundler
	base      string         // the base path the bundler was made for
	overrides []string       // the site's files over the embedded theme that the bundler was made for
	bundled   *bundle.Result // the last bundle, while the theme has not changed
	content   load.Cache
	media     assets.Cache
	projects  compile.Memo     // the projects of the last build, compiled
	renders   *prerender.Cache // the pages' prerendered content, by what it is made from
	program   compiled         // the last bundle's prerenderer, compiled
	lazy      *prerender.Lazy  // serve's pages of the last build, prerendered when asked for
}

// compiled is a prerenderer compiled to bytecode, and its source's hash.
type compiled struct {
	hash    [32]byte
	program *prerender.Program
}

// prerenderer compiles the bundle's prerenderer, or gives the last one
// compiled while the bundle has not changed: serve's rebuilds of content
// parse it once.
func (g *Generator) prerenderer(module, sourceMap []byte) (*prerender.Program, error) {
	hash := sha256.Sum256(module)
	if g.program.program != nil && g.program.hash == hash {
		return g.program.program, nil
	}
	p, err := prerender.Compile(module, sourceMap)
	if err != nil {
		return nil, err
	}
	g.program = compiled{hash, p}
	return p, nil
}

// pageProblem is a page that the theme fails to render as a diagnostic,
// at the line of the theme's source that threw when its source map tells:
// the owner's override of a component, or the content it is given.
func (g *Generator) pageProblem(err error) error {
	var page *prerender.PageError
	if !errors.As(err, &page) {
		return err
	}
	d := diag.Diagnostic{
		File: cmp.Or(page.At.File, filepath.ToSlash(g.opts.Theme), "(embedded theme)"), Line: page.At.Line, Col: page.At.Column,
		Message: fmt.Sprintf("the page %s does not render: %s", page.Path, page.Message),
		Hint:    "the theme's code fails on this page: fix it, or the content the page shows",
	}
	// The line that threw, when the file is on disk: the site's own, or a theme folder's.
	if data, err := os.ReadFile(filepath.FromSlash(d.File)); err == nil && d.Line > 0 {
		if lines := strings.Split(string(data), "\n"); d.Line <= len(lines) {
			d.Source = strings.TrimRight(lines[d.Line-1], "\r")
		}
	}
	return &diag.Error{Diagnostics: []diag.Diagnostic{d}}
}

// ThemeChanged tells the generator that the theme's sources changed, so the
// next build bundles them again.
func (g *Generator) ThemeChanged() { g.bundled = nil }

// ContentChanged tells the generator which of the content's files changed
// since the last build, among paths (the others are ignored): the next
// build reads those, and takes the rest as they were without looking at
// them. A build it was not told before looks at every file.
func (g *Generator) ContentChanged(paths []string) {
	content, err := filepath.Abs(g.opts.Content)
	if err != nil {
		return
	}
	var rel []string
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return // unknown: look at every file
		}
		if r, err := filepath.Rel(content, abs); err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			rel = append(rel, filepath.ToSlash(r))
		}
	}
	g.content.Changed(rel)
}

// New opens the theme, installing its npm packages if needed.
func New(opts Options) (*Generator, error) {
	th, err := theme.Open(opts.Theme, opts.CacheDir)
	if err != nil {
		return nil, err
	}
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	if err := th.EnsureDeps(opts.Log); err != nil {
		return nil, err
	}
	if opts.Getenv == nil {
		opts.Getenv = os.Getenv
	}
	g := &Generator{opts: opts, theme: th, renders: prerender.OpenCache(rendersFile(opts))}
	g.media.Images = &images.Processor{Dir: opts.CacheDir}
	if opts.Progress != nil {
		g.media.Progress = func(done, total int) { opts.Progress("media", done, total) }
	}
	return g, nil
}

// Close releases esbuild's context.
func (g *Generator) Close() {
	if g.bundler != nil {
		g.bundler.Close()
	}
}

// Build runs the pipeline and returns the site in memory: each stage takes
// what the stages before it made, and returns its files.
func (g *Generator) Build() (*Site, error) {
	clock := stageClock{last: time.Now()}
	encodedBefore := g.media.Images.Encoded()
	in, err := g.load()
	if err != nil {
		return nil, err
	}
	clock.lap("load")
	media, err := g.fingerprint(in)
	if err != nil {
		return nil, inStage("images", err)
	}
	clock.lap("images")
	data, err := g.compile(in, media)
	if err != nil {
		return nil, inStage("compile", err)
	}
	clock.lap("compile")
	bundled, err := g.bundle(in.basePath)
	if err != nil {
		return nil, inStage("bundle", err)
	}
	clock.lap("bundle")
	built, err := g.pages(in, media, data, bundled)
	if err != nil {
		return nil, inStage("pages", err)
	}
	clock.lap("pages")

	themeWarns, err := themeWarnings(g.opts.Theme)
	if err != nil {
		return nil, err
	}
	imageCount := len(media.icons.files)
	for _, a := range media.files {
		imageCount += len(a.WebP) + len(a.Fallback)
	}
	sum := &Summary{
		BundleCached: bundled.Cached,
		Warnings:     append(slices.Clone(in.loaded.Warnings), themeWarns...),
		BaseURL:      in.baseURL, Pages: built.pages, Assets: len(media.files), Images: imageCount, Stages: clock.stages,
		ImagesEncoded: g.media.Images.Encoded() - encodedBefore,
		PagesRendered: built.pool.Rendered(),
		firstLoad:     append([]string{bundled.Entry.JS}, bundled.Entry.Imports...),
	}
	if bundled.HeadScript != "" {
		sum.firstLoad = append(sum.firstLoad, bundled.HeadScript) // it runs before the page paints
	}
	files := dist.Sorted(slices.Concat(media.out(), data.Files, bundled.Files, built.files))
	return &Site{Files: files, Summary: sum, Finish: built.finish, Warm: built.warm}, nil
}

// IsProblems reports whether err is problems in the owner's files (a
// *diag.Error), which the owner fixes, rather than a failure of portgen or
// of the machine.
func IsProblems(err error) bool {
	var problems *diag.Error
	return errors.As(err, &problems)
}

// inStage names the stage that failed, as Hugo does ("render: …"), in an
// error that is not the owner's problems, which name their own file.
func inStage(stage string, err error) error {
	if IsProblems(err) {
		return err
	}
	return fmt.Errorf("%s: %w", stage, err)
}

// input is the loaded content and the URL the site is built for.
type input struct {
	loaded            *load.Result
	site              *content.Site
	baseURL, basePath string
}

// load reads the content, or the files of it that changed since the last
// build.
func (g *Generator) load() (input, error) {
	loaded, err := g.content.Load(g.opts.Content, g.theme.Content())
	if err != nil {
		return input{}, err
	}
	base, err := content.ParseBaseURL(cmp.Or(g.opts.BaseURL, loaded.Site.Config.BaseURL))
	if err != nil { // site.yaml's was checked with the content: the flag's is wrong
		if e := (*content.URLError)(nil); errors.As(err, &e) {
			return input{}, fmt.Errorf("--base-url: %s (hint: %s)", e.Message, e.Hint)
		}
		return input{}, fmt.Errorf("--base-url: %w", err)
	}
	in := input{loaded: loaded, site: loaded.Site}
	in.baseURL, in.basePath = splitBase(base, g.opts.Origin)
	return in, nil
}

// mediaFiles is the content's files as the site serves them, and its icons.
type mediaFiles struct {
	files assets.Map
	icons siteIcons
}

func (m mediaFiles) out() []dist.File { return append(m.files.Files(), m.icons.files...) }

// fingerprint names the content's files after their content and makes the
// images' variants and the site's icons.
func (g *Generator) fingerprint(in input) (mediaFiles, error) {
	files, err := g.media.Fingerprint(in.loaded.Files, in.basePath)
	if err != nil {
		return mediaFiles{}, err
	}
	icons, err := g.icons(in.loaded.Files[in.site.Config.Icon], in.basePath, in.site.Config.Colors)
	if err != nil {
		return mediaFiles{}, err
	}
	return mediaFiles{files, icons}, nil
}

// compile writes the site's data and its data files.
func (g *Generator) compile(in input, m mediaFiles) (compile.Result, error) {
	weather, err := compile.ReadWeatherEnv(g.opts.Getenv)
	if err != nil {
		return compile.Result{}, err
	}
	opts := compile.Options{Base: in.basePath, Weather: weather, ScreenshotSizes: g.theme.ScreenshotSizes, KeepNames: g.opts.Serve, Memo: &g.projects}
	if g.theme.ServiceWorker != "" && !g.opts.Serve { // serve's would serve a stale page instead of the live one
		opts.ServiceWorker = pwa.WorkerFile
	}
	return compile.Compile(in.site, m.files, opts), nil
}

// rendered is what the pages stage makes: the web manifest, the pages and the
// service worker.
type rendered struct {
	files  []dist.File
	pages  int                          // HTML files among them
	pool   *prerender.Pool              // a build's prerenderer; nil in serve
	finish func([]byte) ([]byte, error) // serve's: see Site.Finish
	warm   func()                       // and Site.Warm
}

// pages writes the web manifest, every page, prerendered (or, in serve,
// marked to be when asked for), and the service worker, which names the
// deploy after every file before it.
func (g *Generator) pages(in input, m mediaFiles, d compile.Result, bundled *bundle.Result) (rendered, error) {
	var out rendered
	app := g.app(in.site, d.Site)
	app.Icons = m.icons.manifest
	manifest := pwa.Manifest(app)
	out.files = append(out.files, dist.File{Path: pwa.ManifestFile, Data: manifest})
	m.icons.page.Manifest = in.basePath + pwa.ManifestFile
	if d.Site.ServiceWorker != "" {
		d.Site.Build = pwa.BuildID(compile.JSON(d.Site), slices.Concat(m.out(), d.Files, bundled.Files, out.files))
	}
	ps := pagesSite(in.site, d.Site, d.Projects, m.files, in.baseURL, m.icons.page, g.theme)
	if bundled.HeadScript != "" {
		ps.HeadScript = in.basePath + bundled.HeadScript
	}
	ps.InlineScript = string(bundled.InlineScript)
	ps.CSP = pages.CSP(ps.InlineScript, d.Site.Weather.URLs()...)
	if len(bundled.Prerender) > 0 {
		g.prerender(&ps, &out, d, in.basePath, bundled)
	}
	html, err := pages.Render(ps, g.theme.Routes, bundled)
	if err != nil {
		return rendered{}, g.pageProblem(err)
	}
	if out.pool != nil { // serve keeps its renders in memory, the pages of every build it served
		if err := g.renders.Save(); err != nil {
			fmt.Fprintf(g.opts.Log, "portgen: the rendered pages are not kept for the next build: %v\n", err)
		}
	}
	out.files = append(out.files, html.Files...)
	for _, f := range html.Files {
		if strings.HasSuffix(f.Path, ".html") {
			out.pages++
		}
	}
	if d.Site.ServiceWorker != "" {
		worker := pwa.Worker(bundled.ServiceWorker, d.Site.Build, precache(in, m, d, bundled, manifest, html.Shell))
		out.files = append(out.files, dist.File{Path: pwa.WorkerFile, Data: worker})
	}
	return out, nil
}

// prerender sets how the pages' content is prerendered: in a build, by a
// pool of engines, every page at once (out.pool); in serve, each page when
// it is first asked for (out.finish), on an engine started once the open
// pages are told of the build (out.warm).
func (g *Generator) prerender(ps *pages.Site, out *rendered, d compile.Result, base string, bundled *bundle.Result) {
	program := func() (*prerender.Program, error) { return g.prerenderer(bundled.Prerender, bundled.PrerenderMap) }
	dataFiles := byURL(d.Files, base)
	siteJSON := compile.JSON(d.Site)
	served := func(url string) ([]byte, bool) {
		f, ok := dataFiles[url]
		if !ok {
			return nil, false
		}
		data, err := f.Bytes()
		return data, err == nil
	}
	if g.opts.Serve {
		if g.lazy != nil {
			g.lazy.Close()
		}
		g.lazy = &prerender.Lazy{Program: program, SiteJSON: siteJSON, Files: served, Cache: g.renders}
		ps.Prerender, ps.Lazy = marks, true
		lazy := g.lazy
		out.warm = lazy.Start
		out.finish = func(page []byte) ([]byte, error) {
			html, err := lazy.Finish(page)
			return html, g.pageProblem(err)
		}
	} else {
		out.pool = &prerender.Pool{Program: program, SiteJSON: siteJSON, Files: served, Workers: g.opts.Workers, Cache: g.renders}
		if g.opts.Progress != nil {
			out.pool.Progress = func(done, total int) { g.opts.Progress("pages", done, total) }
		}
		ps.Prerender = out.pool.Render
	}
	renderInputs{dataFiles}.hash(ps, d, bundled.Prerender)
}

// precache is what the service worker precaches (see pwa.Precache).
func precache(in input, m mediaFiles, d compile.Result, bundled *bundle.Result, manifest []byte, shells []dist.File) pwa.Precache {
	p := pwa.Precache{Base: in.basePath, Manifest: manifest, Shells: shells, Bundle: bundled.Files}
	p.Hashed = slices.Concat(slices.Sorted(maps.Values(d.Site.LocaleURLs)), []string{d.Site.ProjectsURL}, slices.Sorted(maps.Values(d.Site.ResumeURLs)))
	for _, f := range m.icons.files {
		p.Hashed = append(p.Hashed, in.basePath+f.Path)
	}
	for _, project := range in.site.Projects {
		icon := m.files[project.Icon]
		variants := icon.WebP
		if len(variants) == 0 {
			variants = []assets.Variant{{URL: icon.URL}} // an SVG, or no WebP encoder
		}
		for _, v := range variants {
			p.Hashed = append(p.Hashed, v.URL)
		}
	}
	return p
}

// marks is serve's prerenderer: each page gets the mark of its content,
// which Site.Finish renders when the page is asked for.
func marks(pages []pagemark.Page) ([]string, error) {
	out := make([]string, len(pages))
	for i, p := range pages {
		out[i] = pagemark.Mark(p)
	}
	return out, nil
}

// byURL are the files by their URL path, below basePath: the data files
// that the prerenderer reads.
func byURL(files []dist.File, basePath string) map[string]dist.File {
	out := make(map[string]dist.File, len(files))
	for _, f := range files {
		out[basePath+f.Path] = f
	}
	return out
}

// pagesSite gathers what the pages say about the site: its texts in each
// language, link previews, the owner as a schema.org Person and the
// project pages.
func pagesSite(site *content.Site, data compile.Site, projects []compile.Project, files assets.Map, baseURL string, icons pages.Icons, th *theme.Theme) pages.Site {
	owner := data.Owner
	var photo pages.Image
	if f := site.OwnerPhoto(); f != "" {
		photo = preview(files, f, owner.Name)
	}
	toolbars, colorScheme := schemeToolbars(site.Config, th)
	ps := pages.Site{
		BaseURL: baseURL, BasePath: data.Base, Owner: owner.Name,
		Icons:    icons,
		Data:     data,
		DataURLs: map[string]string{"projects": data.ProjectsURL},
		Preview:  photo,
		Toolbars: toolbars, ColorScheme: colorScheme, Appearance: site.Config.FixedScheme(),
		Colors: site.Config.Colors,
	}
	if len(data.Wallpapers) > 0 {
		shown, dark := site.Config.Wallpapers[0].Images(site.Config.FixedScheme())
		ps.Wallpaper = imagePreload(files[shown], data.Wallpapers[0].Image)
		if dark != "" {
			ps.WallpaperDark = imagePreload(files[dark], *data.Wallpapers[0].Dark)
		}
	}
	// A project's first screenshot, as its page previews and preloads it in
	// every language.
	shots := make([]struct {
		image   pages.Image
		preload pages.Preload
	}, len(projects))
	for j, p := range projects {
		if images := site.Projects[j].Images; len(images) > 0 {
			shots[j].image = preview(files, images[0], "")
			shots[j].preload = imagePreload(files[images[0]], p.Images[0])
		}
	}
	for i, l := range data.Languages {
		lang := pages.Language{
			Code: l.Code, Name: l.Name, Prefix: strings.TrimPrefix(l.Path, data.Base),
			Locale: site.Locales[i], LocaleURL: data.LocaleURLs[l.Code],
			Person: pages.NewPerson(owner.Name, baseURL, photo.URL, data.Social.Email, site.ResumeIn(l.Code)),
		}
		for _, p := range data.Social.Profiles {
			lang.Person.SameAs = append(lang.Person.SameAs, p.URL)
		}
		if u, ok := data.ResumeURLs[l.Code]; ok {
			lang.DataURLs = map[string]string{"resume": u}
			if summary := owner.Summary[l.Code]; summary != "" {
				lang.Descriptions = map[string]string{"resume": markup.Summary(summary, 160)}
			}
		}
		lang.Projects = make([]pages.Project, 0, len(projects))
		for j, p := range projects {
			title := cmp.Or(p.Title[l.Code], p.Title[data.Languages[0].Code])
			page := pages.Project{Slug: p.Slug, Title: title}
			paras, ok := p.Content[l.Code]
			if !ok {
				paras = p.Content[data.Languages[0].Code]
			}
			if len(paras) > 0 {
				page.Lead = paras[0]
			}
			if len(site.Projects[j].Images) > 0 {
				page.Image = shots[j].image
				page.Image.Alt = title
				// The first screenshot is what the page shows largest: it, not
				// the wallpaper behind the popup, is fetched first.
				page.Preload = shots[j].preload
			}
			lang.Projects = append(lang.Projects, page)
		}
		ps.Languages = append(ps.Languages, lang)
	}
	return ps
}

// imagePreload preloads an image as a <picture> of the theme picks it: the
// WebP variants where there are some.
func imagePreload(a assets.Asset, img compile.Image) pages.Preload {
	if img.WebP != "" {
		return pages.Preload{Href: a.WebP[len(a.WebP)-1].URL, Srcset: img.WebP, Sizes: img.Sizes, Type: "image/webp"}
	}
	return pages.Preload{Href: img.Src, Srcset: img.Srcset, Sizes: img.Sizes}
}

// preview is an image as link previews show it: a JPEG or PNG (not every
// network reads WebP) about 1200 pixels wide, the size they recommend.
func preview(files assets.Map, f content.File, alt string) pages.Image {
	a := files[f]
	if v, ok := assets.Closest(a.Fallback, 1200); ok {
		return pages.Image{URL: v.URL, Width: v.Width, Height: v.Height, Alt: alt}
	}
	return pages.Image{URL: a.URL, Width: a.Width, Height: a.Height, Alt: alt}
}

type siteIcons struct {
	page     pages.Icons
	manifest []pwa.Icon
	files    []dist.File
}

// icons renders the site's icon at every size a browser or a phone's home
// screen asks for: a favicon, Apple's touch icon (opaque: iOS would fill
// transparency with black), and the manifest's icons, one of them maskable
// (its safe zone is the inner 80%, which Android crops to its own shape).
// The opaque ones are drawn on the background of the installed app.
func (g *Generator) icons(source load.FileInfo, base string, colors content.Colors) (siteIcons, error) {
	data, err := os.ReadFile(source.Abs)
	if err != nil {
		return siteIcons{}, err
	}
	_, background := browserColors(colors, g.theme)
	bg := hexColor(background)
	var out siteIcons
	for _, spec := range []struct {
		name    string
		size    int
		pad     float64
		bg      color.Color
		purpose string
	}{
		{"favicon", 48, 0, nil, ""},
		{"apple-touch-icon", 180, 0.08, bg, ""},
		{"icon-192", 192, 0, nil, "any"},
		{"icon-512", 512, 0, nil, "any"},
		{"icon-maskable-512", 512, 0.1, bg, "maskable"},
	} {
		png, err := g.media.Images.Icon(data, spec.size, spec.pad, spec.bg)
		if err != nil { // the content's check took the file for an image with pixels
			d := source.At
			d.Message = fmt.Sprintf("the site icon cannot be drawn at %d×%d px: %v", spec.size, spec.size, err)
			d.Hint = "export it again as a square PNG of at least 512×512 px"
			var problems diag.List
			problems.Add(d)
			return siteIcons{}, problems.Err()
		}
		p := dist.AssetsDir + dist.HashedName("icons/"+spec.name+".png", png)
		out.files = append(out.files, dist.File{Path: p, Data: png})
		switch spec.name {
		case "favicon":
			out.page.Favicon = base + p
		case "apple-touch-icon":
			out.page.AppleTouch = base + p
		default:
			size := fmt.Sprintf("%dx%d", spec.size, spec.size)
			out.manifest = append(out.manifest, pwa.Icon{Src: base + p, Sizes: size, Type: "image/png", Purpose: spec.purpose})
		}
	}
	return out, nil
}

// browserColors are the colours that the browser paints around the site:
// its toolbar, and the installed app's splash screen and icon backdrop. A
// background that the site sets replaces the theme's for all of them.
func browserColors(c content.Colors, th *theme.Theme) (toolbar, background string) {
	if bg := c.Background.Hex(); bg != "" {
		return bg, bg
	}
	return th.Colors.Theme, th.Colors.Background
}

// schemeToolbars are the browser's toolbar colours in each of the theme's
// schemes that the site shows, light first (see pages.Site.Toolbars), and
// the names of those schemes. A background that the site sets is the
// toolbar of every scheme.
func schemeToolbars(c content.Config, th *theme.Theme) (toolbars []pages.Toolbar, colorScheme string) {
	toolbar, _ := browserColors(c.Colors, th)
	var names []string
	schemes, fixed := th.Schemes(), c.FixedScheme()
	for _, name := range []string{"light", "dark"} {
		s, ok := schemes[name]
		if !ok || (fixed != "" && fixed != name) {
			continue
		}
		names = append(names, name)
		toolbars = append(toolbars, pages.Toolbar{Media: "(prefers-color-scheme: " + name + ")", Color: cmp.Or(c.Colors.Background.Hex(), s.Toolbar)})
	}
	switch len(toolbars) {
	case 0: // a theme of one scheme
		return []pages.Toolbar{{Color: toolbar}}, ""
	case 1:
		toolbars[0].Media = ""
	}
	return toolbars, strings.Join(names, " ")
}

// hexColor reads a colour written #rrggbb; anything else is transparent.
func hexColor(s string) color.Color {
	var c color.NRGBA
	if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &c.R, &c.G, &c.B); err != nil {
		return nil
	}
	c.A = 255
	return c
}

// app describes the site as an installed app.
func (g *Generator) app(site *content.Site, data compile.Site) pwa.App {
	c := site.Config
	toolbar, background := browserColors(c.Colors, g.theme)
	short := c.ShortName
	if short == "" {
		// Home screens cut labels beyond about 12 characters: a first name fits.
		short = site.OwnerName()
		if first, _, ok := strings.Cut(short, " "); ok && len([]rune(short)) > 12 {
			short = first
		}
	}
	return pwa.App{
		Name: cmp.Or(c.Name, site.OwnerName()), ShortName: short,
		Description: pages.Text(site.Locales[0], "pages.home.description", site.OwnerName()),
		Lang:        site.Locales[0].Lang, BasePath: data.Base,
		ThemeColor: toolbar, BackgroundColor: background,
	}
}

// bundle bundles the theme for a base path, reusing the last bundle while
// neither the theme nor the base path (which esbuild writes into the chunks'
// imports) changed.
func (g *Generator) bundle(base string) (*bundle.Result, error) {
	if g.bundled != nil && g.base == base {
		return g.bundled, nil
	}
	// A file added to or removed from the site's theme folder changes what
	// imports resolve to: that takes a new bundler.
	overrides, err := g.theme.OverrideFiles()
	if err != nil {
		return nil, err
	}
	if g.bundler == nil || g.base != base || !slices.Equal(overrides, g.overrides) {
		g.Close()
		b, err := bundle.New(bundle.Options{Theme: g.theme, ThemeShow: filepath.ToSlash(g.opts.Theme), Base: base, CacheDir: g.opts.CacheDir, Readable: g.opts.Serve, Overrides: overrides})
		if err != nil {
			g.bundler = nil
			return nil, err
		}
		g.bundler, g.base, g.overrides = b, base, overrides
	}
	result, err := g.bundler.Build()
	if err != nil {
		return nil, err
	}
	g.bundled = result
	return result, nil
}

type stageClock struct {
	last   time.Time
	stages []Stage
}

func (c *stageClock) lap(name string) {
	now := time.Now()
	c.stages = append(c.stages, Stage{name, now.Sub(c.last)})
	c.last = now
}

// splitBase moves the base URL to origin when one is given, and returns it
// with its path, both escaped as they are written into pages, headers and
// scripts.
func splitBase(u *url.URL, origin string) (baseURL, basePath string) {
	if o, err := url.Parse(origin); origin != "" && err == nil {
		u.Scheme, u.Host = o.Scheme, o.Host
	}
	return u.String(), u.EscapedPath()
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
