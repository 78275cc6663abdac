package bundle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
)

// The server build: the theme's prerenderer (run at build time by
// generator/internal/prerender), its head script (the classic script that every
// page runs before its body paints) and its inline script (the one every
// page holds first), each one file with no imports.
//
// The prerenderer renders the same components as the site, so its CSS
// class names must be the site's. esbuild names CSS classes, when it
// minifies, by how often each is used, ties broken by the order in which it
// met the stylesheets, avoiding the names an earlier entry point of the same
// build took. So the prerenderer comes first, and imports the app as
// main.tsx does: the same stylesheets, met in the same order, get the same
// names. generator/internal/prerender's tests check it on a built site.

// serverRenderer is react-dom's renderToString without its streaming half,
// which needs TextEncoder and MessageChannel at load: the engine has neither.
// react-dom's exports do not list it: it is found from its package.json.
const serverRenderer = "cjs/react-dom-server-legacy.browser.production.js"

// renderToString takes no onError: it drops what a component throws inside
// a <Suspense> boundary, and a boundary still loading, and renders the
// boundary's fallback, so that a page that does not render would be built
// with its loading state. The prerenderer is handed them instead, through
// globalThis.portgenRenderError, and fails the page.
var (
	silentOnError   = []byte("function onError() {}")
	reportedOnError = []byte("function onError(error) { globalThis.portgenRenderError?.(error) }")
)

func (b *Bundler) serverContext(common, site api.BuildOptions) (api.BuildContext, error) {
	o := site
	o.EntryPoints = nil
	for _, e := range []string{b.opts.Theme.Prerender, b.opts.Theme.HeadScript, b.opts.Theme.InlineScript} {
		if e == "" {
			continue
		}
		if b.over != nil {
			e = "./" + e
		}
		o.EntryPoints = append(o.EntryPoints, e)
	}
	o.Splitting = false
	o.EntryNames = "[name]"
	// A map without the sources' text, and no comment naming it in the scripts.
	o.Sourcemap, o.SourcesContent = api.SourceMapExternal, api.SourcesContentExclude
	o.Plugins = append(
		slices.Clone(site.Plugins),
		api.Plugin{Name: "portgen-server-renderer", Setup: func(build api.PluginBuild) {
			build.OnResolve(
				api.OnResolveOptions{Filter: `^react-dom/server$`},
				func(args api.OnResolveArgs) (api.OnResolveResult, error) {
					r := build.Resolve(
						"react-dom/package.json",
						api.ResolveOptions{ResolveDir: args.ResolveDir, Kind: args.Kind, Importer: args.Importer},
					)
					if len(r.Errors) > 0 {
						return api.OnResolveResult{}, fmt.Errorf("%s", r.Errors[0].Text)
					}
					return api.OnResolveResult{
						Path: filepath.Join(filepath.Dir(r.Path), filepath.FromSlash(serverRenderer)),
					}, nil
				},
			)
			build.OnLoad(
				api.OnLoadOptions{Filter: regexp.QuoteMeta(path.Base(serverRenderer)) + "$"},
				func(args api.OnLoadArgs) (api.OnLoadResult, error) {
					src, err := os.ReadFile(args.Path)
					if err != nil {
						return api.OnLoadResult{}, err
					}
					if bytes.Count(src, silentOnError) != 1 {
						return api.OnLoadResult{}, fmt.Errorf(
							"this react-dom's renderToString is not the one portgen knows: " +
								"it would not report the errors of a page (see bundle.silentOnError)",
						)
					}
					contents := string(bytes.Replace(src, silentOnError, reportedOnError, 1))
					return api.OnLoadResult{Contents: &contents, Loader: api.LoaderJS}, nil
				},
			)
		}},
	)
	ctx, err := api.Context(o)
	if err != nil {
		return nil, b.diagnostics(err.Errors)
	}
	return ctx, nil
}

// serverOutput takes the prerenderer, the head script and the inline script
// from a server build, and returns the files it read.
func (b *Bundler) serverOutput(res api.BuildResult, out *Result) ([]string, error) {
	if len(res.Errors) > 0 {
		return nil, b.diagnostics(res.Errors)
	}
	output := func(entry, ext string) []byte {
		if entry == "" {
			return nil
		}
		name := strings.TrimSuffix(path.Base(entry), path.Ext(entry)) + ext
		for _, f := range res.OutputFiles {
			if filepath.Base(f.Path) == name {
				return f.Contents
			}
		}
		return nil
	}
	named := func(entry string) []byte { return output(entry, ".js") }
	out.Prerender = named(b.opts.Theme.Prerender)
	if out.Prerender != nil {
		var err error
		if out.PrerenderMap, err = b.shownSources(output(b.opts.Theme.Prerender, ".js.map")); err != nil {
			return nil, err
		}
	}
	if out.Prerender != nil && !sameRules(res.OutputFiles, out.Files) {
		return nil, b.classNamesProblem()
	}
	// An ES module with no imports is a script too; in a function, its names
	// stay out of the page's global scope. Its name is hashed as the site's
	// files are: it is cached for good.
	if head := bytes.TrimSpace(named(b.opts.Theme.HeadScript)); len(head) > 0 {
		script := slices.Concat([]byte("(()=>{"), head, []byte("})()"))
		base := strings.TrimSuffix(path.Base(b.opts.Theme.HeadScript), path.Ext(b.opts.Theme.HeadScript))
		out.HeadScript = dist.HashedName("assets/"+base+".js", script)
		out.Files = dist.Sorted(append(out.Files, dist.File{Path: out.HeadScript, Data: script}))
	}
	if inline := bytes.TrimSpace(named(b.opts.Theme.InlineScript)); len(inline) > 0 {
		// Written into the pages' HTML: "</script" would end its element there.
		// (esbuild escapes it in strings, templates and regular
		// expressions: this guards against a version that would not.)
		if bytes.Contains(bytes.ToLower(inline), []byte("</script")) {
			return nil, b.themeProblem(
				b.opts.Theme.InlineScript,
				"the inline script holds \"</script\", which would end it in the page",
				"write it \"<\\/script\" in a string",
			)
		}
		out.InlineScript = slices.Concat([]byte("(()=>{"), inline, []byte("})()"))
	}
	var meta metafile
	if err := json.Unmarshal([]byte(res.Metafile), &meta); err != nil {
		return nil, fmt.Errorf("read esbuild's metafile: %w", err)
	}
	return meta.inputs(), nil
}

// classNamesProblem says that the prerenderer (or the entry point, when
// the site replaces it alone) does not import the app's stylesheets as the
// other does: the pages would be prerendered with class names that the
// site's CSS does not have.
func (b *Bundler) classNamesProblem() error {
	file, other := b.opts.Theme.Prerender, b.opts.Theme.Entry
	if _, entryIsSites := b.siteFile(b.over.metaPath(other)); entryIsSites {
		if _, prerenderIsSites := b.siteFile(b.over.metaPath(file)); !prerenderIsSites {
			file, other = other, file
		}
	}
	return b.themeProblem(
		file,
		"the prerendered pages would not have the site's CSS class names",
		fmt.Sprintf(
			"%s and %s must import the app and its stylesheets in the same order",
			b.showFile(b.over.metaPath(file)),
			b.showFile(b.over.metaPath(other)),
		),
	)
}

// themeProblem is a problem with the whole of one of the theme's files (a
// path of the theme, such as its manifest names), named as the owner knows
// it: their own file when the site replaces it.
func (b *Bundler) themeProblem(file, message, hint string) error {
	var list diag.List
	list.Add(diag.Diagnostic{File: b.showFile(b.over.metaPath(file)), Message: message, Hint: hint})
	return list.Err()
}

// shownSources names a source map's sources as portgen shows the theme's
// files; esbuild names them relative to where it would write the map.
func (b *Bundler) shownSources(sourceMap []byte) ([]byte, error) {
	if sourceMap == nil {
		return nil, nil
	}
	var m map[string]any
	if err := json.Unmarshal(sourceMap, &m); err != nil {
		return nil, fmt.Errorf("read esbuild's source map: %w", err)
	}
	sources, _ := m["sources"].([]any)
	for i, s := range sources {
		src, _ := s.(string)
		file, err := filepath.Rel(b.opts.Theme.Dir, filepath.Join(b.opts.Theme.Dir, outDir, filepath.FromSlash(src)))
		if err == nil {
			sources[i] = b.showFile(file)
		}
	}
	return json.Marshal(m)
}

// sameRules tells whether the server build's stylesheets hold the same CSS
// rules as the site's: with a class named otherwise, a rule differs.
func sameRules(server []api.OutputFile, site []dist.File) bool {
	rules := func(css []byte, into map[string]bool) {
		for _, r := range strings.Split(string(css), "}") {
			if r = strings.TrimSpace(r); r != "" {
				into[r] = true
			}
		}
	}
	a, b := map[string]bool{}, map[string]bool{}
	for _, f := range server {
		if strings.HasSuffix(f.Path, ".css") {
			rules(f.Contents, a)
		}
	}
	for _, f := range site {
		if strings.HasSuffix(f.Path, ".css") {
			rules(f.Data, b)
		}
	}
	return maps.Equal(a, b)
}
