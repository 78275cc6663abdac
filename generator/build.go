// Package generator runs portgen's pipeline: load and validate the content,
// fingerprint its files, compile it to JSON, bundle the theme, render one
// page per route, and swap the result into the output folder. Each stage is
// a package below this one, named after what it does.
package generator

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/assets"
	"github.com/portgen/portgen/generator/bundle"
	"github.com/portgen/portgen/generator/compile"
	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/generator/output"
	"github.com/portgen/portgen/generator/pages"
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
	// Getenv reads the environment: PORTGEN_WEATHER_KEY and
	// PORTGEN_WEATHER_ENDPOINT. Nil means os.Getenv.
	Getenv func(string) string
}

// Summary describes a finished build. Sizes are filled by Measure.
type Summary struct {
	BaseURL     string // the URL the site was built for
	Pages       int
	Assets      int  // media and documents
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
	Files   []output.File // sorted by path
	Summary *Summary
}

// Check loads and validates the content without writing anything.
func Check(contentDir string) error {
	_, err := load.Load(contentDir)
	return err
}

// Build runs the whole pipeline once and writes the site into opts.Out. A
// *diag.Error reports problems in the owner's files; the output folder is
// untouched unless Build succeeds.
func Build(opts Options) (*Summary, error) {
	if err := checkOutput(opts); err != nil {
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
	start := time.Now()
	if err := output.Write(opts.Out, site.Files); err != nil {
		return nil, err
	}
	site.Summary.Stages = append(site.Summary.Stages, Stage{"write", time.Since(start)})
	site.Measure()
	return site.Summary, nil
}

// Generator builds a site again and again, as portgen serve does. The
// bundle depends on the theme only (the content reaches the pages as data),
// so a change to the content rebuilds no JS; a change to the theme rebuilds
// incrementally with esbuild's context; and only the media that changed are
// read again.
type Generator struct {
	opts    Options
	theme   *theme.Theme
	bundler *bundle.Bundler
	base    string         // the base path the bundler was made for
	bundled *bundle.Result // the last bundle, while the theme has not changed
	content load.Cache
	media   assets.Cache
}

// ThemeChanged tells the generator that the theme's sources changed, so the
// next build bundles them again.
func (g *Generator) ThemeChanged() { g.bundled = nil }

// New opens the theme, installing its npm packages if needed.
func New(opts Options) (*Generator, error) {
	th, err := theme.Open(opts.Theme)
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
	return &Generator{opts: opts, theme: th}, nil
}

// Close releases esbuild's context.
func (g *Generator) Close() {
	if g.bundler != nil {
		g.bundler.Close()
	}
}

// Build runs the pipeline and returns the site in memory.
func (g *Generator) Build() (*Site, error) {
	clock := stageClock{last: time.Now()}
	loaded, err := g.content.Load(g.opts.Content)
	if err != nil {
		return nil, err
	}
	site := loaded.Site
	baseURL := site.Config.BaseURL
	if g.opts.BaseURL != "" {
		if err := content.CheckBaseURL(g.opts.BaseURL); err != nil {
			return nil, fmt.Errorf("--base-url: %w", err)
		}
		baseURL = g.opts.BaseURL
	}
	baseURL, basePath := splitBase(baseURL, g.opts.Origin)
	clock.lap("load")

	files, err := g.media.Fingerprint(loaded.Files, basePath)
	if err != nil {
		return nil, err
	}
	var out []output.File
	for _, a := range files.Sorted() {
		out = append(out, output.File{Path: a.Path, Data: a.Data})
	}
	clock.lap("assets")

	siteData := compile.SiteData(site, files, basePath, compile.WeatherEnv{
		Key:      g.opts.Getenv("PORTGEN_WEATHER_KEY"),
		Endpoint: g.opts.Getenv("PORTGEN_WEATHER_ENDPOINT"),
	})
	for _, l := range site.Locales {
		data := compile.JSON(compile.Locale(l))
		p := assets.HashedName("locales/"+l.Lang+".json", data)
		siteData.LocaleURLs[l.Lang] = basePath + p
		out = append(out, output.File{Path: p, Data: data})
	}
	projects := compile.JSON(compile.Projects(site, files))
	projectsPath := assets.HashedName("data/projects.json", projects)
	siteData.ProjectsURL = basePath + projectsPath
	out = append(out, output.File{Path: projectsPath, Data: projects})
	clock.lap("compile")

	bundled, err := g.bundle(basePath)
	if err != nil {
		return nil, err
	}
	for _, f := range bundled.Files {
		out = append(out, output.File{Path: f.Path, Data: f.Data})
	}
	clock.lap("bundle")

	def := site.Locales[0]
	html, err := pages.Render(pages.Site{
		BaseURL: baseURL, BasePath: basePath, Owner: site.Config.Owner.Name,
		Locale: def, LocaleURL: siteData.LocaleURLs[def.Lang], IconURL: files[site.Config.Icon].URL,
		Data: siteData, DataURLs: map[string]string{"projects": siteData.ProjectsURL},
	}, g.theme.Routes, bundled)
	if err != nil {
		return nil, err
	}
	for _, f := range html {
		out = append(out, output.File{Path: f.Path, Data: f.Data})
	}
	slices.SortFunc(out, func(a, b output.File) int { return strings.Compare(a.Path, b.Path) })
	clock.lap("pages")

	sum := &Summary{
		BaseURL: baseURL, Pages: len(html), Assets: len(files), Stages: clock.stages,
		firstLoad: append([]string{bundled.Entry.JS}, bundled.Entry.Imports...),
	}
	return &Site{Files: out, Summary: sum}, nil
}

// bundle bundles the theme for a base path, reusing the last bundle while
// neither the theme nor the base path (which esbuild writes into the chunks'
// imports) changed.
func (g *Generator) bundle(base string) (*bundle.Result, error) {
	if g.bundled != nil && g.base == base {
		return g.bundled, nil
	}
	if g.bundler == nil || g.base != base {
		g.Close()
		b, err := bundle.New(bundle.Options{Theme: g.theme, ThemeShow: filepath.ToSlash(g.opts.Theme), Base: base})
		if err != nil {
			g.bundler = nil
			return nil, err
		}
		g.bundler, g.base = b, base
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

// splitBase normalises the base URL to end in "/", moves it to origin when
// one is given, and returns it with its path.
func splitBase(raw, origin string) (baseURL, basePath string) {
	u, _ := url.Parse(raw) // checked by content.CheckBaseURL
	if o, err := url.Parse(origin); origin != "" && err == nil {
		u.Scheme, u.Host = o.Scheme, o.Host
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return u.String(), u.Path
}

// checkOutput refuses output folders whose replacement would destroy the
// owner's work: a folder that portgen did not write, the content or theme
// folder, a folder holding them, the working directory or the home directory.
func checkOutput(opts Options) error {
	out, err := filepath.Abs(opts.Out)
	if err != nil {
		return err
	}
	guarded := []string{"/"}
	if wd, err := os.Getwd(); err == nil {
		guarded = append(guarded, wd)
	}
	if home, err := os.UserHomeDir(); err == nil {
		guarded = append(guarded, home)
	}
	if slices.Contains(guarded, out) {
		return fmt.Errorf("refusing to replace %s with the build: choose an output folder of its own, such as dist", opts.Out)
	}
	if entries, err := os.ReadDir(out); err == nil && len(entries) > 0 {
		index, _ := os.ReadFile(filepath.Join(out, "index.html"))
		if !strings.Contains(string(index), pages.Generator) {
			return fmt.Errorf("refusing to replace %s: it holds files that portgen did not write, and a build replaces the whole folder; choose another --out, or empty it first", opts.Out)
		}
	}
	for _, dir := range []string{opts.Content, opts.Theme} {
		abs, err := filepath.Abs(dir)
		if err == nil && (abs == out || strings.HasPrefix(abs, out+string(filepath.Separator)) || strings.HasPrefix(out, abs+string(filepath.Separator))) {
			return fmt.Errorf("refusing to write the build to %s: it overlaps %s", opts.Out, dir)
		}
	}
	return nil
}

// Measure fills the summary's sizes, raw and gzip, of the JS and CSS.
func (site *Site) Measure() {
	s := site.Summary
	s.JS, s.CSS, s.FirstLoadJS = Size{}, Size{}, Size{}
	for _, f := range site.Files {
		switch {
		case strings.HasSuffix(f.Path, ".js"):
			size := Size{Raw: len(f.Data), Gzip: gzipSize(f.Data)}
			s.JS = s.JS.add(size)
			if slices.Contains(s.firstLoad, f.Path) {
				s.FirstLoadJS = s.FirstLoadJS.add(size)
			}
		case strings.HasSuffix(f.Path, ".css"):
			s.CSS = s.CSS.add(Size{Raw: len(f.Data), Gzip: gzipSize(f.Data)})
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
