package bundle

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/portgen/portgen/generator/internal/theme"
)

// ScreensModule is the module through which the theme's code loads its
// routes' modules: `import screens from 'portgen:screens'` gives, for each
// module that a route of portgen.json names, by its path there, a function
// that imports it. The manifest stays the one list of the routes: the app
// reads their paths from it, and this module, made from it, gives the
// imports that a bundler needs written out. (The theme's vitest config
// makes the same module for its tests.)
const ScreensModule = "portgen:screens"

// appRoute is a route of the manifest as the app reads it: every page
// carries the routes, so they hold only what the app routes by, and their
// module is a short key of ScreensModule rather than its path.
type appRoute struct {
	Page   string   `json:"page"`
	Path   string   `json:"path,omitempty"`
	Module string   `json:"module,omitempty"`
	Each   string   `json:"each,omitempty"`
	Data   []string `json:"data,omitempty"`
}

// screensPlugin makes ScreensModule, and gives the theme's code importing
// the manifest its routes as the app reads them (appRoute): the shell's
// bytes do not grow with the length of the modules' paths, nor with what
// only portgen reads of a route (its JSON-LD, its summary, the 404 page's
// file). A module that the site overrides is imported from the site's
// file.
func (b *Bundler) screensPlugin() api.Plugin {
	var code strings.Builder
	code.WriteString("export default {\n")
	var seen []string
	routes := make([]appRoute, 0, len(b.opts.Theme.Routes))
	for _, r := range b.opts.Theme.Routes {
		route := appRoute{Page: r.Page, Path: r.Path, Each: r.Each, Data: r.Data}
		if r.Module != "" {
			if !slices.Contains(seen, r.Module) {
				seen = append(seen, r.Module)
			}
			route.Module = strconv.Itoa(slices.Index(seen, r.Module))
		}
		routes = append(routes, route)
	}
	for i, module := range seen {
		// Relative to the theme (the module's ResolveDir), so that the code,
		// and the source map's columns with it, do not depend on where the
		// theme is: the prebuilt bundles are made in another folder.
		file := "./" + module
		if b.over != nil && b.over.files[module] {
			file = filepath.Join(b.over.dir, filepath.FromSlash(module))
		}
		code.WriteString("  " + strconv.Itoa(i) + ": () => import(" + strconv.Quote(file) + "),\n")
	}
	code.WriteString("}\n")
	contents := code.String()
	listed, _ := json.Marshal(routes) // of strings and lists of strings: it cannot fail
	manifest := "export const routes = " + string(listed) + "\n"
	// The theme's manifest is known by the file it is, not by its path:
	// esbuild follows symbolic links, so that a theme folder reached
	// through one imports it by another path.
	manifestFile, _ := os.Stat(filepath.Join(b.opts.Theme.Dir, theme.Manifest))
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
		build.OnLoad(
			api.OnLoadOptions{Filter: `[\\/]portgen\.json$`, Namespace: "file"},
			func(args api.OnLoadArgs) (api.OnLoadResult, error) {
				if f, err := os.Stat(args.Path); err != nil || manifestFile == nil || !os.SameFile(f, manifestFile) {
					return api.OnLoadResult{}, nil // another file of that name: esbuild loads it
				}
				return api.OnLoadResult{Contents: &manifest, Loader: api.LoaderJS}, nil
			},
		)
	}}
}
