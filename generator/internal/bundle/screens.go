package bundle

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// ScreensModule is the module through which the theme's code loads its
// routes' modules: `import screens from 'portgen:screens'` gives, for each
// module that a route of portgen.json names, by its path there, a function
// that imports it. The manifest stays the one list of the routes: the app
// reads their paths from it, and this module, made from it, gives the
// imports that a bundler needs written out. (The theme's vitest config
// makes the same module for its tests.)
const ScreensModule = "portgen:screens"

// screensPlugin makes ScreensModule. A module that the site overrides is
// imported from the site's file.
func (b *Bundler) screensPlugin() api.Plugin {
	var code strings.Builder
	code.WriteString("export default {\n")
	var seen []string
	for _, r := range b.opts.Theme.Routes {
		if r.Module == "" || slices.Contains(seen, r.Module) {
			continue
		}
		seen = append(seen, r.Module)
		// Relative to the theme (the module's ResolveDir), so that the code,
		// and the source map's columns with it, do not depend on where the
		// theme is: the prebuilt bundles are made in another folder.
		file := "./" + r.Module
		if b.over != nil && b.over.files[r.Module] {
			file = filepath.Join(b.over.dir, filepath.FromSlash(r.Module))
		}
		code.WriteString("  " + strconv.Quote(r.Module) + ": () => import(" + strconv.Quote(file) + "),\n")
	}
	code.WriteString("}\n")
	contents := code.String()
	return api.Plugin{Name: "portgen-screens", Setup: func(build api.PluginBuild) {
		build.OnResolve(
			api.OnResolveOptions{Filter: "^" + ScreensModule + "$"},
			func(api.OnResolveArgs) (api.OnResolveResult, error) {
				return api.OnResolveResult{Path: "screens", Namespace: "portgen"}, nil
			},
		)
		build.OnLoad(
			api.OnLoadOptions{Filter: ".*", Namespace: "portgen"},
			func(api.OnLoadArgs) (api.OnLoadResult, error) {
				return api.OnLoadResult{Contents: &contents, Loader: api.LoaderJS, ResolveDir: b.opts.Theme.Dir}, nil
			},
		)
	}}
}
