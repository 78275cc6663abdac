// Package bundle bundles the theme with esbuild's Go API: ESM with code
// splitting, minified, content-hashed names and a metafile. It is the only
// package that imports esbuild; esbuild's messages leave it as diagnostics.
// The bundle depends on the theme alone: the content reaches the pages as
// data, so editing it never rebuilds the JS.
package bundle

import (
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/theme"
)

// outDir is where esbuild believes it writes; nothing is written there
// (Write is false), it only roots the output paths.
const outDir = ".portgen-out"

// Options configure a Bundler.
type Options struct {
	Theme     *theme.Theme
	ThemeShow string // the theme folder as the user named it, for diagnostics
	Base      string // the site's base path, with leading and trailing slashes
	// Serve bundles for portgen serve. It keeps the names of variables and
	// CSS classes as written: then an edit to a stylesheet changes no
	// script, and open pages swap the stylesheet in place (esbuild derives
	// the minified class names from the characters of every stylesheet, so
	// that any CSS edit may rename them all). And it keeps the theme's
	// serve-only code, which a build leaves out (see defines).
	Serve bool
	// Cache keeps the last bundle with the hashes of its inputs, so that a
	// new process whose theme did not change skips esbuild; nil keeps
	// none.
	Cache *cache.Cache
	// Overrides are the site's files that replace the embedded theme's, by
	// path (see overrides.go); from Theme.OverrideFiles.
	Overrides []string
}

// Bundler keeps esbuild contexts, one for the site and one for its service
// worker, so that later builds are incremental.
type Bundler struct {
	opts  Options
	ctx   api.BuildContext
	sw    api.BuildContext // nil when the theme has no service worker
	ssr   api.BuildContext // the prerenderer and the head script; nil when the theme has neither (see server.go)
	shell shell            // what shellPlugin appends to the lazy modules (see shell.go)
	over  *overlay         // the site's overrides of the embedded theme; nil for none
	built bool             // a build ran in this process: esbuild's context is now the fastest way
}

// Chunk is a JS output file with the CSS esbuild made for it and the JS
// files it imports statically, directly or not (what a page can preload).
type Chunk struct {
	JS      string
	CSS     string
	Imports []string
}

// Result is one bundle.
type Result struct {
	Files  []dist.File
	Entry  Chunk
	Routes map[string]Chunk  // by module path, as in the theme manifest
	Styles map[string]string // CSS of each lazy chunk, by the chunk's JS file name
	// ServiceWorker is the service worker as one classic script, or nil.
	ServiceWorker []byte
	// Prerender is the theme's prerenderer as one ES module with no
	// imports, for generator/internal/prerender; nil when the theme has none.
	Prerender []byte
	// PrerenderMap is its source map, its sources named as portgen shows
	// the theme's files ("theme/src/app/App.tsx"): where a page that does
	// not render threw.
	PrerenderMap []byte
	// HeadScript is the path of the classic script that each page runs in
	// its <head>, before its body paints (one of Files), or "".
	HeadScript string
	// InlineScript is the classic script that each page holds first in its
	// <head>, or nil.
	InlineScript []byte
	// Inputs are the files the bundle read, relative to the theme, sorted:
	// its sources and the files of its npm packages.
	Inputs []string
	// Cached says the bundle came from the disk cache, esbuild not run.
	Cached bool
}

// production is what a production build replaces, for the libraries'
// checks of their development mode: Node's process.env.NODE_ENV, and
// Vite's import.meta.env, which the ES modules of some libraries test
// (jotai: `(import.meta.env ? import.meta.env.MODE : void 0) !== "production"`).
// Left alone, import.meta.env is undefined in a browser, and those
// libraries ran their development code on every site: jotai's checks, its
// warnings, its store on globalThis. Its keys are Vite's, one by one, and
// import.meta.env itself is true, for a test of its presence: as an object
// it would stay a variable, and the development branches with it.
var production = map[string]string{
	"process.env.NODE_ENV": `"production"`,
	"import.meta.env":      "true",
	"import.meta.env.MODE": `"production"`,
	"import.meta.env.PROD": "true",
	"import.meta.env.DEV":  "false",
}

// serveOnly is the constant that the theme tests around the code only
// portgen serve runs: the take-ins of files saved while a page is open,
// which its live reload and its editor send (theme/src/portgen.d.ts). It is
// false in a build, so esbuild drops that code and the modules only it
// imports: a visitor downloads none of it, and the home page's JS stays
// within its budget (docs/benchmarks.md).
const serveOnly = "import.meta.env.PORTGEN_SERVE"

// defines are what esbuild replaces in a bundle for serve or for a build:
// both are production bundles, and only serve keeps the serve-only code.
func defines(serve bool) map[string]string {
	d := maps.Clone(production)
	d[serveOnly] = strconv.FormatBool(serve)
	return d
}

// New prepares a bundler. Call Close when done.
func New(opts Options) (*Bundler, error) {
	b := &Bundler{opts: opts}
	entry, swEntry := opts.Theme.Entry, opts.Theme.ServiceWorker
	var plugins []api.Plugin
	var nodePaths []string
	if len(opts.Overrides) > 0 {
		b.over = newOverlay(opts.Theme.Dir, opts.Theme.Overrides, opts.Overrides)
		plugins = append(plugins, b.over.plugin())
		nodePaths = []string{filepath.Join(opts.Theme.Dir, "node_modules")}
		// As relative paths, the entry points go through the plugin too.
		entry, swEntry = "./"+entry, "./"+swEntry
	}
	plugins = append(plugins, b.screensPlugin())
	// What the site and its service worker share: minified ES2022 for
	// browsers, with the theme's aliases, in memory.
	common := api.BuildOptions{
		AbsWorkingDir:     opts.Theme.Dir,
		Bundle:            true,
		Target:            api.ES2022,
		Platform:          api.PlatformBrowser,
		MinifyWhitespace:  true,
		MinifyIdentifiers: !opts.Serve,
		MinifySyntax:      true,
		Charset:           api.CharsetUTF8,
		LegalComments:     api.LegalCommentsNone,
		Define:            defines(opts.Serve),
		Alias:             opts.Theme.Alias,
		Metafile:          true,
		NodePaths:         nodePaths,
		Plugins:           plugins,
		Write:             false,
		LogLevel:          api.LogLevelSilent,
	}
	site := common
	site.EntryPoints = []string{entry}
	site.Format = api.FormatESModule
	site.Splitting = true
	site.JSX = api.JSXAutomatic
	site.Loader = map[string]api.Loader{
		".svg":   api.LoaderFile,
		".png":   api.LoaderFile,
		".woff2": api.LoaderFile,
	}
	site.Outdir = outDir
	site.EntryNames = "assets/[name]-[hash]"
	site.ChunkNames = "assets/[name]-[hash]"
	site.AssetNames = "assets/[name]-[hash]"
	site.PublicPath = opts.Base
	site.Plugins = append(slices.Clone(plugins), shellPlugin(opts.Theme.Dir, &b.shell))
	if b.over != nil {
		// The site's files are outside the theme folder, where esbuild
		// would find no tsconfig.json: give them the theme's.
		site.Tsconfig = filepath.Join(opts.Theme.Dir, "tsconfig.json")
	}
	ctx, cerr := api.Context(site)
	if cerr != nil {
		return nil, b.diagnostics(cerr.Errors)
	}
	b.ctx = ctx
	if sw := opts.Theme.ServiceWorker; sw != "" {
		worker := common
		worker.EntryPoints = []string{swEntry}
		worker.Format = api.FormatIIFE // a classic worker script runs in every browser
		worker.Outfile = path.Join(outDir, "sw.js")
		if b.over != nil {
			worker.Tsconfig = filepath.Join(opts.Theme.Dir, filepath.FromSlash(path.Dir(sw)), "tsconfig.json")
		}
		ctx, cerr := api.Context(worker)
		if cerr != nil {
			b.Close()
			return nil, b.diagnostics(cerr.Errors)
		}
		b.sw = ctx
	}
	if opts.Theme.Prerender != "" || opts.Theme.HeadScript != "" || opts.Theme.InlineScript != "" {
		ctx, err := b.serverContext(common, site)
		if err != nil {
			b.Close()
			return nil, err
		}
		b.ssr = ctx
	}
	return b, nil
}

// Close releases esbuild's resources.
func (b *Bundler) Close() {
	b.ctx.Dispose()
	if b.sw != nil {
		b.sw.Dispose()
	}
	if b.ssr != nil {
		b.ssr.Dispose()
	}
}

// Build bundles the theme, incrementally after the first time.
func (b *Bundler) Build() (*Result, error) {
	if made := b.firstBuild(); made != nil {
		return made, nil
	}
	built, err := b.esbuild()
	if err != nil {
		return nil, err
	}
	out, err := b.resultOf(built.site, built.meta)
	if err != nil {
		return nil, err
	}
	inputs := built.meta.inputs()
	more, err := b.serviceWorker(out, built.sw)
	if err != nil {
		return nil, err
	}
	inputs = append(inputs, more...)
	if b.ssr != nil {
		more, err := b.serverOutput(built.ssr, out)
		if err != nil {
			return nil, err
		}
		inputs = append(inputs, more...)
	}
	slices.Sort(inputs)
	inputs = slices.Compact(inputs)
	out.Inputs = slices.Clone(inputs)
	b.writeCache(out, inputs)
	return out, nil
}

// firstBuild is, on the process's first build, the bundle made ahead
// (prebuilt.go) or the one in the cache, when either is this theme's.
func (b *Bundler) firstBuild() *Result {
	if b.built {
		return nil
	}
	b.built = true
	if made := b.readPrebuilt(); made != nil {
		return made
	}
	return b.readCache()
}

// builds are the results of one run of esbuild's contexts: the site's,
// with its metafile, and the service worker's and the server's, when the
// theme has them.
type builds struct {
	site    api.BuildResult
	meta    metafile
	sw, ssr api.BuildResult
}

// esbuild runs the contexts: the site's, the service worker's alongside it,
// on the other core, and the server's once the site's shell is known: it
// bundles the same modules the same way, so that the CSS class names
// agree.
func (b *Bundler) esbuild() (builds, error) {
	var out builds
	var alongside sync.WaitGroup
	if b.sw != nil {
		alongside.Go(func() { out.sw = b.sw.Rebuild() })
	}
	site, meta, err := b.rebuildSite()
	if err == nil && b.ssr != nil {
		alongside.Go(func() { out.ssr = b.ssr.Rebuild() })
	}
	alongside.Wait()
	out.site = site
	out.meta = meta
	return out, err
}

// rebuildSite runs esbuild on the site, and again when the shell chunk
// changed, which needs to know what the entry imports, which a build
// tells (see shell.go).
func (b *Bundler) rebuildSite() (api.BuildResult, metafile, error) {
	res, meta, err := b.rebuild()
	if err != nil {
		return res, meta, err
	}
	if s := shellOf(meta, b.over.metaPath(b.opts.Theme.Entry)); !s.equal(b.shell) {
		b.shell = s
		return b.rebuild()
	}
	return res, meta, nil
}

// resultOf is the site's bundle: its files, its entry and the chunk of
// each route, from esbuild's result and metafile.
func (b *Bundler) resultOf(res api.BuildResult, meta metafile) (*Result, error) {
	out := &Result{Routes: map[string]Chunk{}, Styles: map[string]string{}}
	prefix := filepath.Join(b.opts.Theme.Dir, outDir) + string(filepath.Separator)
	for _, f := range res.OutputFiles {
		out.Files = append(
			out.Files,
			dist.File{Path: filepath.ToSlash(strings.TrimPrefix(f.Path, prefix)), Data: f.Contents},
		)
	}
	out.Files = dist.Sorted(out.Files)
	for p, o := range meta.Outputs {
		if o.EntryPoint == "" || !strings.HasSuffix(p, ".js") {
			continue
		}
		c := Chunk{JS: meta.rel(p), CSS: meta.rel(o.CSSBundle), Imports: meta.staticImports(p)}
		switch module := b.over.themePath(o.EntryPoint); {
		case module == b.opts.Theme.Entry:
			out.Entry = c
		default:
			out.Routes[module] = c
			if c.CSS != "" {
				out.Styles[path.Base(c.JS)] = c.CSS
			}
		}
	}
	if out.Entry.JS == "" {
		return nil, fmt.Errorf("esbuild made no output for the entry point %s", b.opts.Theme.Entry)
	}
	markFirstLoad(out)
	return out, nil
}

// serviceWorker puts the service worker's build into out, if the theme has
// one, and returns the files it read.
func (b *Bundler) serviceWorker(out *Result, sw api.BuildResult) ([]string, error) {
	if b.sw == nil {
		return nil, nil
	}
	if len(sw.Errors) > 0 {
		return nil, b.diagnostics(sw.Errors)
	}
	out.ServiceWorker = sw.OutputFiles[0].Contents
	var meta metafile
	if err := json.Unmarshal([]byte(sw.Metafile), &meta); err != nil {
		return nil, nil
	}
	return meta.inputs(), nil
}

// rebuild runs esbuild on the site and reads its metafile.
func (b *Bundler) rebuild() (api.BuildResult, metafile, error) {
	var meta metafile
	res := b.ctx.Rebuild()
	if len(res.Errors) > 0 {
		return res, meta, b.diagnostics(res.Errors)
	}
	if err := json.Unmarshal([]byte(res.Metafile), &meta); err != nil {
		return res, meta, fmt.Errorf("read esbuild's metafile: %w", err)
	}
	return res, meta, nil
}

type metafile struct {
	Inputs map[string]struct {
		Imports []struct {
			Path string `json:"path"`
			Kind string `json:"kind"`
		} `json:"imports"`
		Format string `json:"format"`
	} `json:"inputs"`
	Outputs map[string]struct {
		EntryPoint string              `json:"entryPoint"`
		CSSBundle  string              `json:"cssBundle"`
		Inputs     map[string]struct{} `json:"inputs"` // the modules with code in the file
		Imports    []struct {
			Path string `json:"path"`
			Kind string `json:"kind"`
		} `json:"imports"`
	} `json:"outputs"`
}

// inputs lists the files the build read, relative to the theme.
func (m metafile) inputs() []string {
	var list []string
	for p := range m.Inputs {
		if isFile(p) { // not esbuild's own modules, nor ScreensModule, made from the manifest
			list = append(list, p)
		}
	}
	return list
}

// rel turns a metafile output path into a path in the output folder.
func (m metafile) rel(p string) string { return strings.TrimPrefix(p, outDir+"/") }

// staticImports lists, in a stable order, the JS files that file imports
// statically, directly or through other chunks.
func (m metafile) staticImports(file string) []string {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(f string) {
		for _, imp := range m.Outputs[f].Imports {
			if imp.Kind == "import-statement" && !seen[imp.Path] {
				seen[imp.Path] = true
				walk(imp.Path)
			}
		}
	}
	walk(file)
	var out []string
	for p := range seen {
		out = append(out, m.rel(p))
	}
	slices.Sort(out)
	return out
}

// showFile names a file of esbuild's messages (relative to its working
// folder) as the owner knows it: in the theme folder they named, or, for a
// file of the embedded theme that they have not overridden, by its path in
// that theme.
func (b *Bundler) showFile(file string) string {
	if !b.opts.Theme.Embedded {
		return filepath.ToSlash(filepath.Join(b.opts.ThemeShow, file))
	}
	if rel, ok := b.siteFile(file); ok {
		return path.Join(filepath.ToSlash(b.opts.ThemeShow), rel)
	}
	return "(embedded theme)/" + filepath.ToSlash(file)
}

// siteFile tells whether a file of esbuild's messages is in the site's
// theme folder, and where in it.
func (b *Bundler) siteFile(file string) (string, bool) {
	if !b.opts.Theme.Embedded {
		return "", false
	}
	return inside(b.opts.Theme.Overrides, filepath.Join(b.opts.Theme.Dir, file))
}

// diagnostics turns esbuild's messages into portgen's.
func (b *Bundler) diagnostics(msgs []api.Message) error {
	var list diag.List
	for _, m := range msgs {
		d := diag.Diagnostic{File: b.opts.ThemeShow, Message: m.Text}
		if loc := m.Location; loc != nil {
			d.File = b.showFile(loc.File)
			d.Line = loc.Line
			d.Col = loc.Column + 1
			d.Source = loc.LineText
			d.Hint = loc.Suggestion
		}
		if d.Hint == "" && len(m.Notes) > 0 {
			d.Hint = m.Notes[0].Text
		}
		if loc := m.Location; loc != nil {
			if _, fromSite := b.siteFile(loc.File); fromSite && missingPackage(m.Text) != "" {
				pkg := missingPackage(m.Text)
				d.Message = fmt.Sprintf("the embedded theme has no npm package %q, which this file imports", pkg)
				d.Hint = fmt.Sprintf(
					"add it to your site: in %s, run `npm init -y` then `npm install %s` (this needs Node.js); "+
						"portgen then resolves packages from %s first",
					b.opts.ThemeShow,
					pkg,
					path.Join(b.opts.ThemeShow, "node_modules"),
				)
			}
		}
		list.Add(d)
	}
	return list.Err()
}
