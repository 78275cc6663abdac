// Package theme finds the theme a site is built with and reads its manifest,
// portgen.json, which names the bundle's entry point and the module of each
// route. It is the one seam through which the generator sees the theme.
//
// A theme is either a whole folder (the repository's theme/, developed with
// Node.js, whose npm packages `npm ci` installs), or the theme embedded in
// portgen, with the site's own theme/ folder holding the files that replace
// embedded ones (see embedded.go and overrides.go).
package theme

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// Theme is a theme folder and its manifest.
type Theme struct {
	// Dir is the folder esbuild bundles: the theme folder, or the embedded
	// theme unpacked into the cache. Absolute.
	Dir string `json:"-"`
	// Embedded is set for the embedded theme; Overrides is then the site's
	// folder of files that replace the embedded ones (absolute; it may not
	// exist).
	Embedded  bool    `json:"-"`
	Overrides string  `json:"-"`
	Entry     string  `json:"entry"` // relative to Dir, such as src/main.tsx
	Routes    []Route `json:"routes"`
	// ServiceWorker is the service worker's source, relative to Dir; portgen
	// writes it as sw.js at the root of the site with the list of files to
	// precache before it. Empty for a theme that works online only.
	ServiceWorker string `json:"serviceWorker,omitempty"`
	// Prerender is the module that renders a page's HTML at build time, in
	// the JS engine portgen embeds (see generator/internal/prerender), relative to
	// Dir. Empty for a theme whose pages are rendered in the browser only.
	Prerender string `json:"prerender,omitempty"`
	// Dates is how each language writes a month and a year, and a day (a
	// JSON file of ICU's data, relative to Dir), which the prerender formats
	// the résumé's and the posts' dates with: the résumé's PDFs and the
	// posts' cards write them the same way. Empty for a theme without it:
	// they then write dates as the content does.
	Dates string `json:"dates,omitempty"`
	// InlineScript is a module that portgen writes inline, first in every
	// page's <head>, its hash allowed by the pages' CSP, bundled on its own:
	// it runs before the page asks for anything else (the default theme's
	// sends a visitor to their language's page). Every page carries it:
	// keep it small.
	InlineScript string `json:"inlineScript,omitempty"`
	// HeadScript is a module that every page loads as a classic script at
	// the end of its <head>, bundled on its own: it runs before the body
	// paints.
	HeadScript string `json:"headScript,omitempty"`
	// Alias replaces imported packages with other modules, as esbuild's
	// alias option does: a compatibility shim with what React provides, say.
	Alias map[string]string `json:"alias,omitempty"`
	// ScreenshotSizes is the sizes attribute of a project's screenshots as
	// the theme lays them out, so that a project's page can preload the
	// very file its carousel will show.
	ScreenshotSizes string `json:"screenshotSizes,omitempty"`
	// Colors are the browser's colours for the site: its toolbar (theme) and
	// the splash screen of the installed app (background); and the theme's
	// in each colour scheme it has, which the site's colours are checked
	// against. A theme without Light and Dark has one scheme, its CSS's, and
	// the site's colours are not checked.
	Colors struct {
		Theme      string  `json:"theme"`
		Background string  `json:"background"`
		Light      *Scheme `json:"light,omitempty"`
		Dark       *Scheme `json:"dark,omitempty"`
	} `json:"colors"`
}

// Scheme is a theme's colours in one scheme: the browser's toolbar, and
// its panels (opaque) and text, as its CSS has them, #rrggbb.
type Scheme struct {
	Toolbar string `json:"toolbar"`
	Panel   string `json:"panel"`
	Text    string `json:"text"`
}

// DatesData reads the file Dates names; nil for a theme without one.
func (t *Theme) DatesData() ([]byte, error) {
	if t.Dates == "" {
		return nil, nil
	}
	data, err := os.ReadFile(filepath.Join(t.Dir, filepath.FromSlash(t.Dates)))
	if err != nil {
		return nil, fmt.Errorf("theme: portgen.json's dates: %w", err)
	}
	return data, nil
}

// Schemes are the theme's colour schemes, by name: "light", "dark".
func (t *Theme) Schemes() map[string]Scheme {
	out := map[string]Scheme{}
	if t.Colors.Light != nil {
		out["light"] = *t.Colors.Light
	}
	if t.Colors.Dark != nil {
		out["dark"] = *t.Colors.Dark
	}
	return out
}

// Route is one page of the site.
type Route struct {
	Page   string `json:"page"`   // key of its title and description under pages.* in the locales
	Path   string `json:"path"`   // URL path below the base path: "/", "/apps/"; empty for the 404 page
	File   string `json:"file"`   // the 404 page's file name; other pages are <path>/index.html
	Module string `json:"module"` // the lazily loaded module that renders the page; empty for the entry's own
	// Data lists the generated data files the page fetches, so that it can
	// preload them: "projects", "resume", "posts". A route whose data the site does
	// not have (a site with no résumé) has no page.
	Data []string `json:"data,omitempty"`
	// Each makes one page per item: "projects" writes a page for every
	// project, its Path holding ":slug" where the project's slug goes;
	// "tags" one per technology, "posts" one per post, "postTags" one per
	// tag of a post.
	Each string `json:"each,omitempty"`
	// Summary, on a route with Each, is how many items of the list the
	// page shows besides its own while it is prerendered: the first
	// Summary. A page is rendered again only when its item or these
	// change. Zero: the page shows the whole list, and depends on it.
	Summary int `json:"summary,omitempty"`
	// JSONLD names the schema.org description the page carries: "Person".
	JSONLD string `json:"jsonLD,omitempty"`
}

// Slug is the placeholder of a route with Each.
const Slug = ":slug"

// URLPath is the route's path below the base path, with slug in place of
// ":slug" for a route with Each.
func (r Route) URLPath(slug string) string { return strings.Replace(r.Path, Slug, slug, 1) }

// OutputFile is where the route's HTML is written, relative to the output.
func (r Route) OutputFile(slug string) string {
	if r.File != "" {
		return r.File
	}
	return path.Join(strings.TrimPrefix(r.URLPath(slug), "/"), "index.html")
}

// Manifest is the file that makes a folder a whole theme.
const Manifest = "portgen.json"

// Open returns the theme of a site whose theme folder is dir. A dir with a
// portgen.json is a whole theme; any other dir, or none, holds overrides of
// the embedded theme, which is unpacked into store (see unpack) the first
// time.
func Open(dir string, store *cache.Cache) (*Theme, error) {
	abs, whole, err := folder(dir)
	if err != nil {
		return nil, err
	}
	if whole {
		return readManifest(abs, dir)
	}
	unpacked, err := unpack(store)
	if err != nil {
		return nil, err
	}
	t, err := readManifest(unpacked, "portgen's embedded theme")
	if err != nil {
		return nil, err
	}
	t.Embedded, t.Overrides = true, abs
	return t, nil
}

// Read returns the manifest of the theme of a site whose theme folder is
// dir, as Open does, but unpacks nothing: its Dir is empty when the theme
// is the embedded one. portgen check reads the pages the locales describe
// from it.
func Read(dir string) (*Theme, error) {
	abs, whole, err := folder(dir)
	if err != nil {
		return nil, err
	}
	if whole {
		return readManifest(abs, dir)
	}
	files, err := EmbeddedFiles()
	if err != nil {
		return nil, err
	}
	i := slices.IndexFunc(files, func(f EmbeddedFile) bool { return f.Path == Manifest })
	if i < 0 {
		return nil, fmt.Errorf("portgen's embedded theme has no %s", Manifest)
	}
	t, err := parseManifest(files[i].Data, "portgen's embedded theme/"+Manifest)
	if err != nil {
		return nil, err
	}
	t.Embedded, t.Overrides = true, abs
	return t, nil
}

// folder is the absolute path of a site's theme folder, and whether it is
// a whole theme, with its own manifest.
func folder(dir string) (abs string, whole bool, err error) {
	if dir == "" { // none: the embedded theme, unchanged
		return "", false, nil
	}
	abs, err = filepath.Abs(dir)
	if err != nil {
		return "", false, err
	}
	// By its real path: esbuild names what it reads and writes by the real
	// path, every symbolic link followed, and a theme folder named through a
	// link matched none of its outputs (the pages named an entry script that
	// the build never wrote). A folder not made yet keeps its name.
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	if fi, err := os.Stat(abs); err == nil && !fi.IsDir() {
		var list diag.List
		list.Add(diag.Diagnostic{
			File: filepath.ToSlash(dir), Message: "this is a file, where the site's theme folder goes",
			Hint: "the theme folder holds files that replace the embedded theme's " +
				"(`portgen theme eject` writes them there): move this file, or name another folder with --theme",
		})
		return "", false, list.Err()
	}
	_, err = os.Stat(filepath.Join(abs, Manifest))
	switch {
	case err == nil:
		return abs, true, nil
	case !errors.Is(err, fs.ErrNotExist):
		return "", false, err
	}
	return abs, false, nil
}

// readManifest reads the portgen.json of the theme folder abs; show names
// the folder in its diagnostics.
func readManifest(abs, show string) (*Theme, error) {
	file := filepath.ToSlash(filepath.Join(show, Manifest))
	data, err := os.ReadFile(filepath.Join(abs, Manifest))
	if err != nil {
		var path *fs.PathError
		if errors.As(err, &path) {
			err = path.Err // the path is the diagnostic's
		}
		return nil, manifestProblem(file, nil, -1, "cannot read it: %v", err)
	}
	t, err := parseManifest(data, file)
	if err != nil {
		return nil, err
	}
	t.Dir = abs
	return t, nil
}

// parseManifest reads a theme's portgen.json, data, named file in its
// diagnostics.
func parseManifest(data []byte, file string) (*Theme, error) {
	t, err := decodeManifest(data, file)
	if err != nil {
		return nil, err
	}
	if t.Entry == "" || len(t.Routes) == 0 {
		return nil, manifestProblem(file, data, -1, "`entry` and `routes` are required")
	}
	if err := t.checkSchemes(data, file); err != nil {
		return nil, err
	}
	for _, r := range t.Routes {
		if problem := r.problem(); problem != "" {
			at := bytes.Index(data, []byte(strconv.Quote(r.Page))) // the route's page name, where it has one
			return nil, manifestProblem(file, data, at, "%s", problem)
		}
	}
	return t, nil
}

// decodeManifest decodes a theme's portgen.json, refusing unknown fields.
func decodeManifest(data []byte, file string) (*Theme, error) {
	t := &Theme{}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err := dec.Decode(t)
	switch {
	case err == nil:
		return t, nil
	case errors.Is(err, io.EOF):
		return nil, manifestProblem(
			file,
			data,
			-1,
			"it is empty: a theme's manifest is a JSON object with `entry` and `routes`",
		)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, manifestProblem(
			file,
			data,
			jsonErrorAt(data, err),
			"the file ends here, with a bracket, a brace or a string left open",
		)
	}
	return nil, manifestProblem(file, data, jsonErrorAt(data, err), "%s", strings.TrimPrefix(err.Error(), "json: "))
}

// checkSchemes says which colour of the theme's schemes is not written
// #rrggbb, if one is not.
func (t *Theme) checkSchemes(data []byte, file string) error {
	for name, sc := range t.Schemes() {
		for field, c := range map[string]string{"toolbar": sc.Toolbar, "panel": sc.Panel, "text": sc.Text} {
			if content.Color(c).Hex() == "" {
				at := bytes.Index(data, []byte(strconv.Quote(name)))
				const wrong = "colors.%s.%s: %q is not a colour written #rrggbb"
				return manifestProblem(file, data, at, wrong, name, field, c)
			}
		}
	}
	return nil
}

// eachKinds are what a route can make one page of each of: projects,
// their technologies, posts and the posts' tags.
var eachKinds = []string{"projects", "tags", "posts", "postTags"}

// problem says what is wrong with the route, or "" when nothing is.
func (r Route) problem() string {
	switch {
	case (r.Path == "") == (r.File == "") || r.Page == "":
		return fmt.Sprintf("route %q needs a page and either a path or a file", r.Page)
	case (r.Each != "") != strings.Contains(r.Path, Slug) || (r.Each != "" && !slices.Contains(eachKinds, r.Each)):
		return fmt.Sprintf(
			"route %q: `each` must be \"projects\", \"tags\", \"posts\" or \"postTags\" "+
				"and the path must hold %s, or neither",
			r.Page,
			Slug,
		)
	case r.Summary < 0 || (r.Summary > 0 && r.Each == ""):
		return fmt.Sprintf("route %q: `summary` is a number of items, on a route with `each`", r.Page)
	}
	return ""
}

// Content is what the site's content is checked against: the theme's
// pages and its colour schemes, light first.
func (t *Theme) Content() content.Theme {
	th := content.Theme{Pages: t.Pages()}
	schemes := t.Schemes()
	for _, name := range []string{"light", "dark"} {
		if sc, ok := schemes[name]; ok {
			th.Schemes = append(
				th.Schemes,
				content.Scheme{Name: name, Panel: content.Color(sc.Panel), Text: content.Color(sc.Text)},
			)
		}
	}
	return th
}

// Pages are the pages whose texts the site's locales must give, one per
// route (see content.Page).
func (t *Theme) Pages() []content.Page {
	pages := make([]content.Page, len(t.Routes))
	for i, r := range t.Routes {
		pages[i] = content.Page{Name: r.Page, OfEach: r.Each != "", Data: r.Data, Path: r.Path, Each: r.Each}
	}
	return pages
}

// jsonErrorAt is the offset in data that a decoding error is about, or -1.
func jsonErrorAt(data []byte, err error) int {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return int(syntax.Offset) - 1 // the offset is after the byte read last
	case errors.As(err, &typ):
		return int(typ.Offset) - 1
	case errors.Is(err, io.ErrUnexpectedEOF): // it ends too soon: at its last character
		return len(bytes.TrimRight(data, " \t\r\n")) - 1
	}
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return bytes.Index(data, []byte(field))
	}
	return -1
}

// manifestProblem is a diagnostic in a theme's portgen.json, at the byte at
// of data, or about the whole file when at is -1, as a *diag.Error: serve
// and the build print it as they print the content's problems.
func manifestProblem(file string, data []byte, at int, format string, args ...any) error {
	d := diag.Diagnostic{File: file, Message: fmt.Sprintf(format, args...)}
	if at >= 0 && at < len(data) {
		start := bytes.LastIndexByte(data[:at], '\n') + 1
		end := bytes.IndexByte(data[start:], '\n')
		if end < 0 {
			end = len(data) - start
		}
		d.Line = bytes.Count(data[:at], []byte("\n")) + 1
		d.Col = utf8.RuneCount(data[start:at]) + 1
		d.Source = string(data[start : start+end])
	}
	var list diag.List
	list.Add(d)
	return list.Err()
}
