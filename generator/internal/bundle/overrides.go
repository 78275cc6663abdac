package bundle

import (
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Overrides: with the embedded theme, the site's theme/<path> replaces the
// embedded theme's <path>. esbuild bundles the unpacked embedded theme (its
// working folder); this plugin sends each relative import that lands on an
// overridden file to the site's file instead, and resolves the relative
// imports of a site's file as if it stood in the embedded theme, so that
// only the files the owner wrote differ. Package imports of a site's file
// resolve from the site's own theme/node_modules first (esbuild walks up
// from the file), then from the embedded packages (NodePaths).
//
// Without overrides the plugin is not installed, so the embedded theme
// bundles exactly as the theme folder it came from.

// overlay is the site's override folder and its files.
type overlay struct {
	themeDir string          // the unpacked embedded theme, esbuild's working folder
	dir      string          // the site's override folder, absolute
	files    map[string]bool // override files, relative to dir, slash-separated
	// targets are the import targets that may land on one: with and
	// without extension, and a folder for its index.
	targets map[string]bool
}

func newOverlay(themeDir, dir string, files []string) *overlay {
	o := &overlay{themeDir: themeDir, dir: dir, files: map[string]bool{}, targets: map[string]bool{}}
	for _, f := range files {
		o.files[f] = true
		stem := strings.TrimSuffix(f, path.Ext(f))
		o.targets[f], o.targets[stem] = true, true
		if path.Base(stem) == "index" {
			o.targets[path.Dir(stem)] = true
		}
	}
	return o
}

// inside returns p relative to dir, slash-separated, when p is inside it.
func inside(dir, p string) (string, bool) {
	rel, err := filepath.Rel(dir, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// within is inside, outside any node_modules folder: a theme's own files.
func within(dir, p string) (string, bool) {
	rel, ok := inside(dir, p)
	if !ok || rel == "node_modules" || strings.HasPrefix(rel, "node_modules/") ||
		strings.Contains(rel, "/node_modules/") {
		return "", false
	}
	return rel, true
}

// themePath turns a path in esbuild's metafile (relative to the working
// folder) into the theme path it stands for: an override file's path in
// the site's folder is the path of the file it replaces.
func (o *overlay) themePath(meta string) string {
	if o == nil {
		return meta
	}
	if rel, ok := within(o.dir, filepath.Join(o.themeDir, filepath.FromSlash(meta))); ok {
		return rel
	}
	return meta
}

// metaPath is the inverse of themePath: how esbuild names the file that
// stands at theme path p.
func (o *overlay) metaPath(p string) string {
	if o == nil || !o.files[p] {
		return p
	}
	rel, err := filepath.Rel(o.themeDir, filepath.Join(o.dir, filepath.FromSlash(p)))
	if err != nil {
		return p
	}
	return filepath.ToSlash(rel)
}

// resolving marks the plugin's own calls to esbuild's resolver.
type resolving struct{}

var relativeImport = regexp.MustCompile(`^\.\.?(/|$)`)

func (o *overlay) plugin() api.Plugin {
	return api.Plugin{Name: "portgen-overrides", Setup: func(build api.PluginBuild) {
		build.OnResolve(
			api.OnResolveOptions{Filter: relativeImport.String(), Namespace: "file"},
			func(args api.OnResolveArgs) (api.OnResolveResult, error) {
				if _, ours := args.PluginData.(resolving); ours {
					return api.OnResolveResult{}, nil
				}
				// Where the import is resolved from: a site's file resolves as if
				// it stood in the embedded theme.
				dir := args.ResolveDir
				fromSite := false
				if rel, ok := within(o.dir, args.ResolveDir); ok && args.Importer != "" {
					dir, fromSite = filepath.Join(o.themeDir, filepath.FromSlash(rel)), true
				} else if _, ok := within(o.themeDir, args.ResolveDir); !ok {
					return api.OnResolveResult{}, nil // a package's own import
				}
				if !fromSite {
					target, ok := within(o.themeDir, filepath.Join(dir, filepath.FromSlash(args.Path)))
					if !ok || !(o.targets[target] || o.targets[strings.TrimSuffix(target, path.Ext(target))]) {
						return api.OnResolveResult{}, nil // esbuild resolves it as usual
					}
				}
				r := build.Resolve(
					args.Path,
					api.ResolveOptions{
						ResolveDir: dir,
						Kind:       args.Kind,
						Importer:   args.Importer,
						PluginData: resolving{},
					},
				)
				if len(r.Errors) > 0 {
					return api.OnResolveResult{Errors: r.Errors}, nil
				}
				resolved := r.Path
				if rel, ok := within(o.themeDir, resolved); ok && o.files[rel] {
					resolved = filepath.Join(o.dir, filepath.FromSlash(rel))
				}
				sideEffects := api.SideEffectsTrue
				if !r.SideEffects {
					sideEffects = api.SideEffectsFalse
				}
				return api.OnResolveResult{
					Path:        resolved,
					External:    r.External,
					Namespace:   r.Namespace,
					Suffix:      r.Suffix,
					SideEffects: sideEffects,
				}, nil
			},
		)
	}}
}

// missingPackage explains esbuild's "Could not resolve" of a package that a
// site's file imports and the embedded theme lacks; "" for other messages.
func missingPackage(text string) (pkg string) {
	var spec string
	if _, err := fmt.Sscanf(text, "Could not resolve %q", &spec); err != nil || spec == "" ||
		strings.HasPrefix(spec, ".") ||
		strings.HasPrefix(spec, "/") {
		return ""
	}
	parts := strings.Split(spec, "/")
	if strings.HasPrefix(spec, "@") && len(parts) > 1 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}
