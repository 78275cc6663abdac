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

// Summary describes a finished build.
type Summary struct {
	BaseURL     string // the URL the site was built for
	Pages       int
	Assets      int  // media and documents
	JS, CSS     Size // every file of the bundle
	FirstLoadJS Size // what the home page loads before it is interactive
}

// Size is a byte count, raw and gzip-compressed.
type Size struct{ Raw, Gzip int }

// Check loads and validates the content without writing anything.
func Check(contentDir string) error {
	_, err := load.Load(contentDir)
	return err
}

// Build runs the whole pipeline. A *diag.Error reports problems in the
// owner's files; the output folder is untouched unless Build succeeds.
func Build(opts Options) (*Summary, error) {
	if err := checkOutput(opts); err != nil {
		return nil, err
	}
	loaded, err := load.Load(opts.Content)
	if err != nil {
		return nil, err
	}
	site := loaded.Site
	baseURL := site.Config.BaseURL
	if opts.BaseURL != "" {
		if err := content.CheckBaseURL(opts.BaseURL); err != nil {
			return nil, fmt.Errorf("--base-url: %w", err)
		}
		baseURL = opts.BaseURL
	}
	baseURL, basePath := splitBase(baseURL, opts.Origin)

	th, err := theme.Open(opts.Theme)
	if err != nil {
		return nil, err
	}
	if err := th.EnsureDeps(opts.Log); err != nil {
		return nil, err
	}

	files, err := assets.Fingerprint(loaded.Files, basePath)
	if err != nil {
		return nil, err
	}
	var out []output.File
	for _, a := range files.Sorted() {
		out = append(out, output.File{Path: a.Path, Data: a.Data})
	}

	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	siteData := compile.SiteData(site, files, basePath, compile.WeatherEnv{
		Key:      getenv("PORTGEN_WEATHER_KEY"),
		Endpoint: getenv("PORTGEN_WEATHER_ENDPOINT"),
	})
	for _, l := range site.Locales {
		data := compile.JSON(compile.Locale(l))
		p := assets.HashedName("locales/"+l.Lang+".json", data)
		siteData.LocaleURLs[l.Lang] = basePath + p
		out = append(out, output.File{Path: p, Data: data})
	}

	b, err := bundle.New(bundle.Options{Theme: th, ThemeShow: filepath.ToSlash(opts.Theme), Base: basePath})
	if err != nil {
		return nil, err
	}
	defer b.Close()
	b.SetModule("site", compile.JSON(siteData))
	b.SetModule("projects", compile.JSON(compile.Projects(site, files)))
	bundled, err := b.Build()
	if err != nil {
		return nil, err
	}
	for _, f := range bundled.Files {
		out = append(out, output.File{Path: f.Path, Data: f.Data})
	}

	def := site.Locales[0]
	html, err := pages.Render(pages.Site{
		BaseURL: baseURL, BasePath: basePath, Owner: site.Config.Owner.Name,
		Locale: def, LocaleURL: siteData.LocaleURLs[def.Lang], IconURL: files[site.Config.Icon].URL,
	}, th.Routes, bundled)
	if err != nil {
		return nil, err
	}
	for _, f := range html {
		out = append(out, output.File{Path: f.Path, Data: f.Data})
	}

	if err := output.Write(opts.Out, out); err != nil {
		return nil, err
	}
	sum := summarize(out, bundled, len(html), len(files))
	sum.BaseURL = baseURL
	return sum, nil
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

func summarize(files []output.File, b *bundle.Result, pageCount, assetCount int) *Summary {
	s := &Summary{Pages: pageCount, Assets: assetCount}
	firstLoad := append([]string{b.Entry.JS}, b.Entry.Imports...)
	for _, f := range files {
		size := Size{Raw: len(f.Data), Gzip: gzipSize(f.Data)}
		switch {
		case strings.HasSuffix(f.Path, ".js"):
			s.JS = s.JS.add(size)
			if slices.Contains(firstLoad, f.Path) {
				s.FirstLoadJS = s.FirstLoadJS.add(size)
			}
		case strings.HasSuffix(f.Path, ".css"):
			s.CSS = s.CSS.add(size)
		}
	}
	return s
}

func (s Size) add(o Size) Size { return Size{s.Raw + o.Raw, s.Gzip + o.Gzip} }

func gzipSize(data []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return buf.Len()
}
