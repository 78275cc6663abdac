package bundle

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// The shell chunk: what the entry needs, in one file instead of a dozen.
//
// esbuild puts each module in the chunk of the set of entry points that
// reach it, and every lazy screen counts as an entry point. A module that the
// entry shares with some screens (the projects and the about page, say) gets
// a chunk of its own, so the first load was 15 files, and gzip compresses
// each small file on its own: 2.7 KB more than the same code as one file.
//
// So portgen appends to each lazy module a bare import of every module the
// entry reaches: all of them are then reached from every entry point and
// share one chunk. It changes no behaviour. A lazy module runs after the
// entry's modules have all run, so the imports only point at modules that
// ran already. They are appended, so that esbuild's messages about the
// module keep its lines and columns. Modules that lead to CSS, through
// static or lazy imports, are left out: esbuild would copy their CSS into
// the screen's stylesheet. They stay in the entry's own file. So are the
// modules that the bundle leaves out, whose code nothing uses: a screen's
// bare import kept one whose package does not say it is free of side
// effects (the HTML parser of react-i18next's Trans), as an empty chunk that
// every screen loaded.
//
// Which modules the entry reaches is known after a build, from the
// metafile; Build bundles again when the set changed, which happens on the
// first build and when an edit changes the entry's imports.

// shell is what the plugin appends: the lazy modules, and the modules to
// import from each, as paths relative to the theme.
type shell struct {
	lazy    map[string]bool
	modules []string
}

func (s shell) equal(o shell) bool {
	if len(s.lazy) != len(o.lazy) || !slices.Equal(s.modules, o.modules) {
		return false
	}
	for m := range s.lazy {
		if !o.lazy[m] {
			return false
		}
	}
	return true
}

// shellOf reads the shell from a build's metafile: the modules the entry
// imports that are in the bundle, none of which leads to CSS, for the lazy
// modules to import.
func shellOf(meta metafile, entry string) shell {
	static := meta.reachedFrom(entry)
	bundled := meta.bundled()
	s := shell{lazy: meta.lazyModules(static)}
	styled := styledModules{meta: meta, known: map[string]bool{}}
	for p := range static {
		if p != entry && isFile(p) && bundled[p] && !styled.leadsToCSS(p, map[string]bool{}) {
			s.modules = append(s.modules, p)
		}
	}
	slices.Sort(s.modules)
	return s
}

// reachedFrom is every module that entry reaches by static imports.
func (meta metafile) reachedFrom(entry string) map[string]bool {
	static := map[string]bool{}
	var reach func(string)
	reach = func(p string) {
		if static[p] {
			return
		}
		static[p] = true
		for _, imp := range meta.Inputs[p].Imports {
			if imp.Kind != "dynamic-import" {
				reach(imp.Path)
			}
		}
	}
	reach(entry)
	return static
}

// bundled are the modules that have code in the bundle's files: not those
// that tree shaking left out whole.
func (meta metafile) bundled() map[string]bool {
	in := map[string]bool{}
	for _, o := range meta.Outputs {
		for p := range o.Inputs {
			in[p] = true
		}
	}
	return in
}

// lazyModules are the modules that are imported dynamically: ES modules
// only (an import would turn CommonJS into ESM), and not those the entry
// imports too (static), whose imports run in order.
func (meta metafile) lazyModules(static map[string]bool) map[string]bool {
	lazy := map[string]bool{}
	for _, in := range meta.Inputs {
		for _, imp := range in.Imports {
			if imp.Kind == "dynamic-import" && !static[imp.Path] && isFile(imp.Path) &&
				meta.Inputs[imp.Path].Format == "esm" {
				lazy[imp.Path] = true
			}
		}
	}
	return lazy
}

// styledModules says which modules lead to CSS, remembering those that do.
type styledModules struct {
	meta  metafile
	known map[string]bool
}

// leadsToCSS says whether the module p is a stylesheet or imports one, if
// only through other modules; seen are those on the way to it, a cycle
// counting as no.
func (s styledModules) leadsToCSS(p string, seen map[string]bool) bool {
	if v, ok := s.known[p]; ok {
		return v
	}
	if seen[p] {
		return false
	}
	seen[p] = true
	v := strings.HasSuffix(p, ".css")
	for _, imp := range s.meta.Inputs[p].Imports {
		v = v || s.leadsToCSS(imp.Path, seen)
	}
	if v {
		s.known[p] = true
	}
	return v
}

// isFile tells a module read from disk from esbuild's virtual ones
// (<runtime>) and other plugins' namespaces.
func isFile(p string) bool { return !strings.HasPrefix(p, "<") && !strings.Contains(p, ":") }

// shellPlugin appends the shell's imports to each lazy module that esbuild
// loads; *current is read at each load, so that a rebuild sees a new shell.
func shellPlugin(dir string, current *shell) api.Plugin {
	return api.Plugin{Name: "portgen-shell-chunk", Setup: func(build api.PluginBuild) {
		build.OnLoad(api.OnLoadOptions{Filter: `\.[cm]?[jt]sx?$`}, func(args api.OnLoadArgs) (api.OnLoadResult, error) {
			rel, err := filepath.Rel(dir, args.Path)
			if err != nil || !current.lazy[filepath.ToSlash(rel)] || len(current.modules) == 0 {
				return api.OnLoadResult{}, nil // esbuild loads it as usual
			}
			src, err := os.ReadFile(args.Path)
			if err != nil {
				return api.OnLoadResult{}, err
			}
			var code strings.Builder
			code.Write(src)
			code.WriteString("\n")
			// From a module of the theme, relative to it, so that the code,
			// and the source map's columns with it, do not depend on where
			// the theme is; from a site's file, which the overlay resolves as
			// if it were in the theme, absolute.
			for _, m := range current.modules {
				target := filepath.Join(dir, filepath.FromSlash(m))
				if !strings.HasPrefix(rel, "..") {
					target = importFrom(filepath.Dir(args.Path), target)
				}
				code.WriteString("import " + strconv.Quote(target) + ";")
			}
			contents := code.String()
			return api.OnLoadResult{Contents: &contents, Loader: loaderOf(args.Path)}, nil
		})
	}}
}

// importFrom is the import of file from a module in dir, "./" or
// "../" first, with slashes.
func importFrom(dir, file string) string {
	rel, err := filepath.Rel(dir, file)
	if err != nil {
		return filepath.ToSlash(file)
	}
	if rel = filepath.ToSlash(rel); !strings.HasPrefix(rel, "../") {
		rel = "./" + rel
	}
	return rel
}

func loaderOf(path string) api.Loader {
	switch filepath.Ext(path) {
	case ".ts", ".mts", ".cts":
		return api.LoaderTS
	case ".tsx":
		return api.LoaderTSX
	case ".jsx":
		return api.LoaderJSX
	default:
		return api.LoaderJS
	}
}
