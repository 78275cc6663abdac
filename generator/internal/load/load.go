// Package load reads a content folder into the content model. It parses
// YAML strictly, keeps the position of every value, runs the domain rules of
// package content, checks every referenced file, and turns every problem
// into a diagnostic at its file, line and column. It writes nothing.
package load

import (
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// Result is a loaded, valid site and what the loader learnt about the files
// it refers to.
type Result struct {
	Site  *content.Site
	Files map[content.File]content.FileInfo
	// Warnings are the problems that do not stop a build, sorted: the
	// translations of a language that site.yaml does not list, say.
	Warnings []diag.Diagnostic
	files    map[string]*yamlFile // by path relative to the content folder
}

// Sources are where the site's texts are written, when the cache it was
// loaded through notes them (Cache.Sources, portgen serve's); nil else.
func (r *Result) Sources() content.Sources {
	var all content.Sources
	for _, f := range r.files {
		if f.sources == nil {
			continue
		}
		if all == nil {
			all = content.Sources{}
		}
		maps.Copy(all, f.sources)
	}
	return all
}

// At is where the value at path ("links.source") of file (relative to
// the content folder) is, or its closest parent, for a later stage's
// warning about it.
func (r *Result) At(file, path string) diag.Diagnostic {
	f, ok := r.files[file]
	if !ok {
		return diag.Diagnostic{File: file}
	}
	at := f.at(path)
	return f.diagnostic(at.line, at.col, "", "")
}

// Load reads the content folder dir of a site built with a theme (its
// pages and colour schemes, see content.Theme). Problems in the owner's
// files come back as a *diag.Error holding every diagnostic, sorted; other
// errors (an unreadable folder) as plain errors.
func Load(dir string, th content.Theme) (*Result, error) { return (&Cache{}).Load(dir, th) }

// LoadWith is Load with the files of overlay, by path relative to the
// content folder, holding the bytes given instead of theirs: portgen
// check's rules on a file as it would be, before it is written.
func LoadWith(dir string, th content.Theme, overlay map[string][]byte) (*Result, error) {
	return (&Cache{overlay: overlay}).Load(dir, th)
}

// Load reads the content folder dir, reusing what the cache holds for the
// files that did not change.
func (c *Cache) Load(dir string, th content.Theme) (*Result, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot open the content folder: %w", err)
	}
	defer root.Close()
	c.init()
	l := &loader{dir: dir, root: root, files: map[string]*yamlFile{}, cache: c, folders: map[string]*os.Root{}}
	defer func() { c.told = false }()
	defer l.closeFolders()
	defer c.forgetAllBut(l.files)
	site := l.site()
	var infos map[content.File]content.FileInfo
	// Every rule depends on site.yaml (its languages, first of all): when it
	// cannot be parsed, its syntax error is the one problem worth reading.
	if !l.files["site.yaml"].broken {
		reported := l.diags.Len()
		l.report(site.Validate(th))
		l.keepChecked(site, l.diags.Between(reported, l.diags.Len()))
		infos = l.checkFiles(site.Files())
	}
	if err := l.diags.Err(); err != nil {
		return nil, err
	}
	site.LeaveOutUnlisted()
	slices.SortFunc(site.Projects, func(a, b content.Project) int { return a.ID - b.ID })
	return &Result{Site: site, Files: infos, Warnings: l.diags.Warnings(), files: l.files}, nil
}

type loader struct {
	dir   string
	root  *os.Root
	files map[string]*yamlFile // by path relative to dir
	diags diag.List
	cache *Cache
	// decoded are the diagnostics of each project decoded in this load, by
	// path relative to dir.
	decoded map[string][]diag.Diagnostic
	folders map[string]*os.Root // opened by stat, by path relative to dir
}

func (l *loader) shown(rel string) string { return filepath.ToSlash(filepath.Join(l.dir, rel)) }

// site reads site.yaml, the projects, the locales, the résumés and the
// posts.
func (l *loader) site() *content.Site {
	site := &content.Site{}
	if n, f := l.parse("site.yaml"); n != nil {
		f.decode(n, reflect.ValueOf(&site.Config).Elem(), "")
	}
	langs := strings.Join(site.Config.Languages, ",")
	l.decoded = map[string][]diag.Diagnostic{}
	for _, rel := range l.list("projects") {
		site.Projects = append(site.Projects, l.project(rel, langs))
	}
	for _, rel := range l.list("locales") {
		site.Locales = append(site.Locales, l.locale(rel))
	}
	l.resumes(site)
	l.posts(site)
	// Locales follow the order of the site's languages.
	slices.SortStableFunc(site.Locales, func(a, b content.Locale) int {
		return rank(site.Config.Languages, a.Lang) - rank(site.Config.Languages, b.Lang)
	})
	return site
}

// project reads a project's file, or takes the project as the cache holds
// it when its file and the site's languages (langs) are as they were when
// it was checked.
func (l *loader) project(rel, langs string) content.Project {
	base := path.Base(rel)
	p := content.Project{File: rel, Slug: strings.TrimSuffix(base, path.Ext(base))}
	n, f := l.parse(rel)
	if n == nil {
		return p
	}
	if c, ok := l.cache.projects[rel]; ok && c.digest == f.digest && c.langs == langs {
		return l.reuseChecked(c, f)
	}
	before := l.diags.Len()
	f.decode(n, reflect.ValueOf(&p).Elem(), "")
	p.Digest = f.digest
	l.decoded[rel] = l.diags.Between(before, l.diags.Len())
	return p
}

// locale reads a locale file, named after its language.
func (l *loader) locale(rel string) content.Locale {
	base := path.Base(rel)
	loc := content.Locale{File: rel, Lang: strings.TrimSuffix(base, path.Ext(base)), Strings: map[string]string{}}
	if n, f := l.parse(rel); n != nil {
		f.decodeLocale(n, "", loc.Strings)
	}
	return loc
}

func rank(langs []string, l string) int {
	if i := slices.Index(langs, l); i >= 0 {
		return i
	}
	return len(langs)
}
