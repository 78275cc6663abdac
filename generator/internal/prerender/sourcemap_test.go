package prerender

import (
	"errors"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/portgen/portgen/generator/internal/diag"
)

// A component that throws on one page, bundled as the theme's is (minified,
// after a package's code) with a source map that names its file as portgen
// shows it: the error is the page's, at the line and column that threw.
func TestAPageThatThrowsIsAnErrorAtTheThemesLine(t *testing.T) {
	const component = `export function About(props: { owner?: { name: string } }) {
  return '<h1>' +
    props.owner.name + '</h1>'
}`
	const prerenderer = `import { About } from './About'
import { helper } from './node_modules/lib/index.js'
globalThis.portgenLoad = () => {}
globalThis.portgenRender = (path: string) => helper(() => path === '/about/' ? About({}) : '<h1>home</h1>')`
	files := map[string]string{
		"About.tsx":                 component,
		"prerender.tsx":             prerenderer,
		"node_modules/lib/index.js": "export function helper(f) { return f() }",
	}
	js, sourceMap := bundle(t, files)
	p, err := Compile(js, sourceMap)
	if err != nil {
		t.Fatal(err)
	}
	e, err := p.Start([]byte(`{}`), func(string) ([]byte, bool) { return nil, false })
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := e.Render("/"); err != nil {
		t.Fatalf("the home page: %v", err)
	}
	_, err = e.Render("/about/")
	var pe *PageError
	if !errors.As(err, &pe) {
		t.Fatalf("Render(/about/) = %v, want a *PageError", err)
	}
	if pe.Path != "/about/" || !strings.HasPrefix(pe.Message, "TypeError: ") || !strings.Contains(pe.Message, "name") {
		t.Errorf("the error is %+v", pe)
	}
	// props.owner.name: ".name" on line 3, in the component, not the package that called it.
	if !strings.HasSuffix(pe.At.File, "About.tsx") || pe.At.Line != 3 || pe.At.Column < 5 || pe.At.Column > 16 {
		t.Errorf("it threw at %+v, want About.tsx:3, at props.owner.name", pe.At)
	}
	if !strings.Contains(err.Error(), "About.tsx:3:") {
		t.Errorf("its message %q does not say where", err)
	}

	// With no map, the error still names its page and what was thrown.
	p, _ = Compile(js, nil)
	e2, err := p.Start([]byte(`{}`), func(string) ([]byte, bool) { return nil, false })
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if _, err := e2.Render("/about/"); !errors.As(err, &pe) || pe.At != (Position{}) ||
		!strings.HasPrefix(pe.Message, "TypeError: ") {
		t.Errorf("without a map: %v", err)
	}
}

// A module of the theme's that throws as it loads stops every page: it is
// a problem at its own line, which the owner's override may be, not an
// error of portgen's.
func TestAModuleThatThrowsAsItLoadsIsAProblemAtItsLine(t *testing.T) {
	files := map[string]string{
		"App.tsx": `export const name = 'app'
throw new Error('boom')`,
		"prerender.tsx": `import { name } from './App'
globalThis.portgenLoad = () => {}
globalThis.portgenRender = () => name`,
	}
	js, sourceMap := bundle(t, files)
	p, err := Compile(js, sourceMap)
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Start([]byte(`{}`), func(string) ([]byte, bool) { return nil, false })
	var problems *diag.Error
	if !errors.As(err, &problems) || len(problems.Diagnostics) != 1 {
		t.Fatalf("Start = %v, want one problem", err)
	}
	d := problems.Diagnostics[0]
	if !strings.HasSuffix(d.File, "App.tsx") || d.Line != 2 || d.Col < 1 || d.Col > 11 ||
		d.Message != "the theme's prerenderer does not start: Error: boom" || d.Hint == "" {
		t.Errorf("the problem is %+v, want App.tsx:2, at the throw", d)
	}

	// Without a map, it is not placed: an error of the theme's, still named.
	p, _ = Compile(js, nil)
	if _, err := p.Start([]byte(`{}`), func(string) ([]byte, bool) { return nil, false }); errors.As(err, &problems) ||
		err == nil || !strings.Contains(err.Error(), "does not start: Error: boom") {
		t.Errorf("without a map: %v", err)
	}
}

// bundle bundles files as the theme's prerenderer is, from prerender.tsx:
// minified, with a source map.
func bundle(t *testing.T, files map[string]string) (js, sourceMap []byte) {
	t.Helper()
	res := api.Build(api.BuildOptions{
		EntryPoints:      []string{"prerender.tsx"},
		Bundle:           true,
		Format:           api.FormatESModule,
		Outdir:           "out",
		MinifyWhitespace: true,
		MinifySyntax:     true,
		Sourcemap:        api.SourceMapExternal,
		SourcesContent:   api.SourcesContentExclude,
		Plugins:          []api.Plugin{memoryFiles(files)},
	})
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors)
	}
	for _, f := range res.OutputFiles {
		if strings.HasSuffix(f.Path, ".js.map") {
			sourceMap = f.Contents
		} else if strings.HasSuffix(f.Path, ".js") {
			js = f.Contents
		}
	}
	return js, sourceMap
}

// memoryFiles serves files from a map to esbuild.
func memoryFiles(files map[string]string) api.Plugin {
	return api.Plugin{Name: "memory", Setup: func(b api.PluginBuild) {
		b.OnResolve(api.OnResolveOptions{Filter: `.*`}, func(args api.OnResolveArgs) (api.OnResolveResult, error) {
			name := strings.TrimPrefix(args.Path, "./")
			for _, ext := range []string{"", ".tsx"} {
				if _, ok := files[name+ext]; ok {
					return api.OnResolveResult{Path: "/" + name + ext, Namespace: "file"}, nil
				}
			}
			return api.OnResolveResult{}, nil
		})
		b.OnLoad(api.OnLoadOptions{Filter: `.*`}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
			contents := files[strings.TrimPrefix(args.Path, "/")]
			loader := api.LoaderJS
			if strings.HasSuffix(args.Path, ".tsx") {
				loader = api.LoaderTSX
			}
			return api.OnLoadResult{Contents: &contents, Loader: loader}, nil
		})
	}}
}
