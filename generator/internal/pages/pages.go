// Package pages writes one real HTML file per route and per project, so that
// every deep link answers 200 on any static host, plus the 404 page, the
// sitemap, robots.txt and the stylesheet of the site's own colours. Each
// page has its own title, description, canonical URL, link preview (Open
// Graph and Twitter) and language alternates, links the CSS of its route's
// chunk and preloads the JS and data it will use.
package pages

import (
	"bytes"
	"cmp"
	_ "embed"
	"errors"
	"html"
	"html/template"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"

	"golang.org/x/text/language"

	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/markup"
	"github.com/portgen/portgen/generator/internal/pagemark"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Generator is the meta tag that marks a folder as portgen's output, so that
// a build replaces it but never a folder of the owner's.
const Generator = `<meta name="generator" content="portgen">`

//go:embed page.html
var pageHTML string

var pageTemplate = template.Must(template.New("page").Parse(pageHTML))

// Site is what every page needs to know about the site.
type Site struct {
	BaseURL  string // absolute, ending in "/"
	BasePath string // the path of BaseURL
	Owner    string // the owner's name
	// Languages are the site's languages, the default first: each has every
	// page, the default's at the base path and each other's under its code.
	Languages  []Language
	Icons      Icons
	Data       any               // the site's data, written into every page as JSON
	DataURLs   map[string]string // the fetched data files that every language shares by name ("projects"), for routes to preload
	DataInputs map[string][]byte // a hash of each of those files' content, by name
	Preview    Image             // the image of a link to any page but a project's
	// Tags are the technologies of the projects, each a page of a route
	// with `each: tags`, sorted by name; TagInputs a hash of which
	// projects use which, what the chips of every such page show.
	Tags      []Tag
	TagInputs []byte
	// Card is a page's own link-preview image, which replaces Preview and
	// a project's screenshot; false for a page without one, and nil for a
	// site whose pages have none.
	Card func(Ref) (Image, bool)
	// Wallpaper is the default wallpaper, preloaded by the home page, and
	// WallpaperDark its dark scheme's image, when it has one: each then
	// preloaded in its scheme only.
	Wallpaper, WallpaperDark Preload
	CSP                      string // the Content-Security-Policy of every page
	// Toolbars are the browser's toolbar colours, one per colour scheme the
	// site shows (with the media query that picks it when it shows two),
	// and ColorScheme those schemes, as the color-scheme meta tag lists
	// them: "light dark"; "" for a theme with one scheme, its CSS's.
	Toolbars    []Toolbar
	ColorScheme string
	// Appearance is the one scheme that site.yaml fixes, set on every
	// page's <html> as data-appearance (which the theme's CSS obeys); ""
	// when the site follows the visitor.
	Appearance string
	Colors     content.Colors // the site's own colours, set over the theme's by a stylesheet every page links
	// Inputs is a hash of what every page's content is made from: the
	// prerenderer and the site's data, but for the names of its data
	// files, which hold their content's hash (each page's key holds the
	// content of the ones it reads).
	Inputs []byte
	// InlineScript is the theme's script that each page holds first in its
	// <head>, or "": the CSP must allow it by its hash (see CSP).
	InlineScript string
	// HeadScript is the URL of the theme's classic script that each page
	// runs in its <head>, before its body paints, or "". The page then
	// lists the app's script for it to load (see app), rather than loading
	// it itself.
	HeadScript string
}

// Language is the site in one of its languages: what its pages say, and
// where they are.
type Language struct {
	Code    string // "pt"
	Default bool   // the language every text falls back to, whose pages are at the base path
	Name    string // the language's own name for itself ("Português"), which links to its pages read
	// Prefix is where its pages are below the base path: "" for the default
	// language, "pt/" for another.
	Prefix    string
	Locale    content.Locale    // its interface strings
	LocaleURL string            // its interface strings' file, which its pages load
	DataURLs  map[string]string // its own data files by name ("resume"), for routes to preload
	// Inputs is a hash of its strings, and the default language's, which
	// it falls back on; DataInputs, of each of its own data files by name.
	Inputs     []byte
	DataInputs map[string][]byte
	Person     Person // the owner, described as schema.org JSON-LD on the routes that ask for it
	// Descriptions replace, by page, the description of the locale: the
	// résumé's page is described by the résumé's summary.
	Descriptions map[string]string
	Projects     []Project // one page each, for the route with `each: projects`
}

// Icons are the site's icons, by URL path.
type Icons struct {
	Favicon, AppleTouch, Manifest string
}

// Image is an image for link previews, its URL a path under the base path.
type Image struct {
	URL           string
	Width, Height int
	Alt           string
	Type          string // its media type: "image/jpeg"
}

// Preload is a responsive image the browser should fetch early.
type Preload struct {
	Href, Srcset, Sizes, Type string
	Media                     string // the media query it is for, if any: "(prefers-color-scheme: dark)"
}

// SrcsetAttr writes the imagesrcset attribute, which html/template would
// escape as one URL because its name holds "src".
func (p Preload) SrcsetAttr() template.HTMLAttr {
	if p.Srcset == "" {
		return ""
	}
	return template.HTMLAttr(`imagesrcset="` + html.EscapeString(p.Srcset) + `"`)
}

// Project is what a project's own page says about it.
type Project struct {
	Slug, Title string
	Tags        []string      // the slugs of its technologies, whose pages list it
	Lead        []markup.Node // its first paragraph, which its page's description sums up
	Image       Image         // its first screenshot, for link previews
	Preload     Preload       // the same, as the page shows it
	Inputs      []byte        // a hash of its data, as the prerenderer reads it
}

// Tag is a technology that projects use: its page's slug and its name.
type Tag struct{ Slug, Name string }

// Content writes the pages' content, as the theme's root element holds it.
type Content struct {
	// Render writes the content of the pages at paths below the base path
	// ("/apps/", "/pt/apps/"), each in the language of its path: it gets
	// every page at once, with the key of what each reads (see renderKey),
	// and answers with their HTML in order. Nil leaves the root empty, for
	// the app to render in the browser.
	Render func([]pagemark.Page) ([]string, error)
	// Lazy writes each page when its file is first read (dist.File.Open),
	// not all at once: portgen serve's pages, of which a save then costs
	// those a browser asks for, however many the site has. Render then
	// gets one page at a time.
	Lazy bool
}

// Result is the files Render writes.
type Result struct {
	Files []dist.File
	Pages int // the HTML pages among them
	// Shell are the files of the app shell among them, which a service
	// worker precaches: every route's page but the projects' own, and the
	// stylesheet of the site's colours.
	Shell []dist.File
}

// Toolbar is a colour of the browser's toolbar, and the media query of
// the colour scheme it is for ("(prefers-color-scheme: dark)"), if any.
type Toolbar struct{ Media, Color string }

type page struct {
	Lang, Title, Description, Canonical, URL, Script, NoScript, CSP string
	Toolbars                                                        []Toolbar
	ColorScheme, Appearance                                         string
	// OGLocale and OGAlternates are the page's language and its others'
	// as Open Graph writes them: "pt_BR".
	OGLocale     string
	OGAlternates []string
	Icons        Icons
	Image        Image
	Card         string // twitter:card
	// Alternates are the page in each language, and XDefault the one for
	// a visitor in none of them: the default language's.
	Alternates                  []alternate
	XDefault                    string
	Heroes                      []Preload // the largest image on screen, preloaded (one per colour scheme, if it has one each)
	JSONLD                      any
	Data, Stylesheets, Preloads []string
	// SiteData and LazyStyles are JSON, the same in every page of the
	// site and of the route: escaped once (see scriptJSON).
	SiteData, LazyStyles template.JS
	HeadScript           string
	InlineScript         template.JS
	App                  *app
	// Root is the prerendered content; Path, the page it shows, tells the
	// app that it may take the HTML over (a 404 page, served at any path,
	// has none).
	Root template.HTML
	Path string
}

// alternate is a page in one language; the default language's is the one
// for a visitor in none of them.
type alternate struct {
	Lang, Href string
	Default    bool
}

// app is the app's module script, the chunks it imports at once and the
// data files it fetches first, which a page with a head script lists (as
// JSON) for that script to load: once the page has painted from its HTML,
// so that they do not hold back the first paint's requests.
type app struct {
	Entry    string   `json:"entry"`
	Preloads []string `json:"preloads"`
	Data     []string `json:"data"`
}

// Render writes the page of every route in every language, their content
// written by content, the sitemap, robots.txt, _headers and the stylesheet
// of the site's colours.
func Render(site Site, routes []theme.Route, b *bundle.Result, content Content) (*Result, error) {
	var colors []dist.File
	if f, ok := colorsFile(site.Colors); ok {
		colors = append(colors, f)
	}
	var paths []string
	planned := make([]plan, 0, len(site.Languages)*(len(routes)+len(site.defaultLanguage().Projects)))
	// The pages are those Pages lists, in its order.
	for ri, r := range routes {
		if !site.hasData(r) {
			continue
		}
		shared := site.routePage(r, b, colors)
		inLanguage := make([]page, len(site.Languages))
		places := make([]func(string) (string, string), len(site.Languages))
		for l, lang := range site.Languages {
			inLanguage[l], places[l] = site.inLanguage(shared, r, lang), lang.places(r)
		}
		for i, slug := range site.slugs(r) {
			for l := range site.Languages {
				at, file := places[l](slug)
				planned = append(
					planned,
					plan{
						route:      &routes[ri],
						lang:       l,
						item:       i,
						slug:       slug,
						inLanguage: &inLanguage[l],
						at:         at,
						file:       file,
					},
				)
			}
		}
		for _, lang := range site.Languages {
			paths = append(paths, "/"+lang.Prefix+strings.TrimPrefix(cmp.Or(r.URLPath(theme.Slug), r.File), "/"))
		}
	}
	var written []dist.File
	if content.Lazy {
		written = site.lazyPages(planned, content.Render)
	} else {
		var err error
		if written, err = site.writePages(planned, content.Render); err != nil {
			return nil, err
		}
	}
	out := &Result{Files: append(written, colors...), Pages: len(written), Shell: colors}
	for i, p := range planned {
		if p.route.Each == "" {
			out.Shell = append(out.Shell, written[i])
		}
	}
	siteMap := dist.File{Path: "sitemap.xml"}
	if content.Lazy {
		siteMap = lazily(siteMap.Path, func() ([]byte, error) { return site.sitemap(planned), nil })
	} else {
		siteMap.Data = site.sitemap(planned)
	}
	out.Files = append(
		out.Files,
		siteMap,
		dist.File{Path: "_headers", Data: Headers(site.BasePath, site.CSP, paths)},
		dist.File{
			Path: "robots.txt",
			Data: []byte("User-agent: *\nAllow: /\n\nSitemap: " + site.BaseURL + "sitemap.xml\n"),
		},
	)
	return out, nil
}

// Ref is one page that Render writes: of a route, in a language (an index
// of Site.Languages), for a route with `each` of its item-th item, at a
// path below the base path ("/pt/apps/bookstore/", "/404.html").
type Ref struct {
	Route      theme.Route
	Lang, Item int
	Path       string
}

// Pages lists every page that Render writes, in its order, for the stages
// that make something per page (a link-preview card).
func (s Site) Pages(routes []theme.Route) []Ref {
	var out []Ref
	for _, r := range routes {
		if !s.hasData(r) {
			continue
		}
		for i, slug := range s.slugs(r) {
			for l, lang := range s.Languages {
				out = append(out, Ref{Route: r, Lang: l, Item: i, Path: lang.pagePath(r, slug)})
			}
		}
	}
	return out
}

// places returns where the route's page for a slug is in the language:
// its path below the base path and its file. Made once for every slug of
// the route (hundreds of projects, written again at each save in serve):
// the route's, with the slug in place.
func (l Language) places(r theme.Route) func(slug string) (at, file string) {
	at, file := l.pagePath(r, theme.Slug), path.Clean(l.Prefix+r.OutputFile(theme.Slug))
	atBefore, atAfter, inAt := strings.Cut(at, theme.Slug)
	fileBefore, fileAfter, inFile := strings.Cut(file, theme.Slug)
	return func(slug string) (pageAt, pageFile string) {
		pageAt, pageFile = at, file
		if inAt {
			pageAt = atBefore + slug + atAfter
		}
		if inFile {
			pageFile = fileBefore + slug + fileAfter // a slug has no "/" or ".", which path.Clean would change
		}
		return pageAt, pageFile
	}
}

// pagePath is the path of a route's page in the language, below the base
// path.
func (l Language) pagePath(r theme.Route, slug string) string {
	return "/" + l.Prefix + strings.TrimPrefix(cmp.Or(r.URLPath(slug), "/"+r.File), "/")
}

// plan is a page to write: the item-th page of a route in the lang-th
// language, at a path below the base path and in a file.
type plan struct {
	route      *theme.Route
	lang, item int
	slug       string
	inLanguage *page // what every page of the route says in the language
	at, file   string
}

// page makes the planned page's fields, and says what its content is
// rendered from; rendered tells that it is, so that the app may take it
// over.
func (s Site) page(p plan, rendered bool) (page, pagemark.Page) {
	pg := s.pageIn(*p.inLanguage, *p.route, s.Languages[p.lang], p.item, s.versions(*p.route, p.slug), p.lang)
	if card, ok := s.cardOf(p); ok {
		card.URL = s.absolute(card.URL)
		pg.Image, pg.Card = card, "summary_large_image"
	}
	if p.route.Path != "" && rendered {
		pg.Path = p.at
	}
	return pg, pagemark.Page{Path: p.at, Key: s.renderKey(*p.route, s.Languages[p.lang], p.item, p.at)}
}

// cardOf is the planned page's card, if it has one.
func (s Site) cardOf(p plan) (Image, bool) {
	if s.Card == nil {
		return Image{}, false
	}
	return s.Card(Ref{Route: *p.route, Lang: p.lang, Item: p.item, Path: p.at})
}

// rootMark stands for a page's prerendered content in the template's
// output, which write puts in its place: the content of a page is most of
// it, and would be copied three times by the template.
const rootMark = "<!--portgen:root-->"

// write executes the page template for a page and puts its prerendered
// content, root, in.
func write(pg page, root string) ([]byte, error) {
	pg.Root = rootMark
	var buf bytes.Buffer
	if err := pageTemplate.Execute(&buf, pg); err != nil {
		return nil, err
	}
	before, after, _ := bytes.Cut(buf.Bytes(), []byte(rootMark))
	return slices.Concat(before, []byte(root), after), nil
}

// writePages writes every planned page, their content prerendered all at
// once, on every CPU.
func (s Site) writePages(planned []plan, render func([]pagemark.Page) ([]string, error)) ([]dist.File, error) {
	pgs := make([]page, len(planned))
	renders := make([]pagemark.Page, len(planned))
	for i, p := range planned {
		pgs[i], renders[i] = s.page(p, render != nil)
	}
	roots := make([]string, len(pgs))
	if render != nil {
		var err error
		if roots, err = render(renders); err != nil {
			return nil, err
		}
	}
	files := make([]dist.File, len(pgs))
	errs := make([]error, len(pgs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				var data []byte
				data, errs[i] = write(pgs[i], roots[i])
				files[i] = dist.File{Path: planned[i].file, Data: data}
			}
		})
	}
	for i := range pgs {
		next <- i
	}
	close(next)
	wg.Wait()
	return files, errors.Join(errs...)
}

// lazyPages are the planned pages, each written when it is first read (see
// Site.Lazy).
func (s Site) lazyPages(planned []plan, render func([]pagemark.Page) ([]string, error)) []dist.File {
	files := make([]dist.File, len(planned))
	for i := range planned {
		p := &planned[i]
		files[i] = lazily(p.file, func() ([]byte, error) {
			pg, mark := s.page(*p, render != nil)
			root := ""
			if render != nil {
				roots, err := render([]pagemark.Page{mark})
				if err != nil {
					return nil, err
				}
				root = roots[0]
			}
			return write(pg, root)
		})
	}
	return files
}

// lazily is a file made when it is first read.
func lazily(path string, make func() ([]byte, error)) dist.File {
	return dist.File{Path: path, Size: -1, Open: sync.OnceValues(make)}
}

// renderKey is the key of everything the prerendered content of a page
// depends on: what every page reads (the prerenderer and the site's
// data), its path, its language's strings and the data files its route
// reads. A page of a route with `each` and a `summary` reads its own
// project and the first projects of the list only, so that a change to
// another project leaves it as it is; a technology's page, its projects
// and which projects use which technology.
func (s Site) renderKey(r theme.Route, lang Language, item int, at string) pagemark.Key {
	inputs := [][]byte{s.Inputs, []byte(at), lang.Inputs}
	for _, name := range r.Data {
		if r.Each == "tags" && name == "projects" { // its projects, and the chips
			inputs = append(inputs, s.TagInputs)
			for _, p := range lang.Projects {
				if slices.Contains(p.Tags, s.Tags[item].Slug) {
					inputs = append(inputs, p.Inputs)
				}
			}
			continue
		}
		if r.Each == name && r.Summary > 0 {
			projects := lang.Projects
			inputs = append(inputs, projects[item].Inputs)
			for _, p := range projects[:min(r.Summary, len(projects))] {
				inputs = append(inputs, p.Inputs)
			}
			continue
		}
		inputs = append(inputs, lang.dataInputs(s, name))
	}
	return pagemark.KeyOf(inputs...)
}

// routePage is what every page of a route has, whatever its language: the
// app's files, the route's chunk and styles, the site's icons and data.
func (s Site) routePage(r theme.Route, b *bundle.Result, colors []dist.File) page {
	url := func(p string) string { return s.BasePath + p }
	lazy := map[string]string{}
	for js, css := range b.Styles {
		lazy[js] = url(css)
	}
	preloads := b.Entry.Imports
	styles := []string{b.Entry.CSS}
	if c, ok := b.Routes[r.Module]; ok {
		preloads = append(append(preloads[:len(preloads):len(preloads)], c.JS), c.Imports...)
		styles = append(styles, c.CSS)
	}
	for _, f := range colors {
		styles = append(styles, f.Path)
	}
	return page{
		CSP:          s.CSP,
		Toolbars:     s.Toolbars,
		ColorScheme:  s.ColorScheme,
		Appearance:   s.Appearance,
		Icons:        s.Icons,
		Heroes:       s.homeHeroes(r),
		Script:       url(b.Entry.JS),
		SiteData:     scriptJSON(s.Data),
		LazyStyles:   scriptJSON(lazy),
		HeadScript:   s.HeadScript,
		InlineScript: template.JS(s.InlineScript), // the theme's own code, which bundle checked holds no </script
		Image:        s.Preview,
		Card:         "summary",
		Preloads:     urls(url, dedupe(preloads, b.Entry.JS)),
		Stylesheets:  urls(url, styles),
	}
}

var jsonTemplate = template.Must(template.New("json").Parse(`<script type="application/json">{{.}}</script>`))

// scriptJSON is v as html/template writes it in a JSON script: once for
// the pages that all hold it, where each page's template wrote it again.
func scriptJSON(v any) template.JS {
	var b strings.Builder
	if err := jsonTemplate.Execute(&b, v); err != nil {
		panic(err) // the site's data is JSON: compile.JSON has written it already
	}
	js := strings.TrimSuffix(strings.TrimPrefix(b.String(), `<script type="application/json">`), `</script>`)
	return template.JS(js)
}

// slugs are the route's pages: one per project for a route with `each`,
// else the one page (an empty slug).
func (s Site) slugs(r theme.Route) []string {
	if r.Each == "tags" {
		slugs := []string{}
		for _, t := range s.Tags {
			slugs = append(slugs, t.Slug)
		}
		return slugs
	}
	if r.Each != "projects" {
		return []string{""}
	}
	var slugs []string
	for _, p := range s.defaultLanguage().Projects {
		slugs = append(slugs, p.Slug)
	}
	return slugs
}

// inLanguage is what every page of a route says in a language: its
// language and the others', its title and description (but for those of
// a route with `each`, which its item's page replaces), the data it loads
// and who it describes. Made once per route and language, not per page:
// on a site of many projects, these were most of the work of a page.
func (s Site) inLanguage(pg page, r theme.Route, lang Language) page {
	pg.Lang, pg.OGLocale = lang.Code, ogLocale(lang.Code)
	for _, other := range s.Languages {
		if other.Code != lang.Code {
			pg.OGAlternates = append(pg.OGAlternates, ogLocale(other.Code))
		}
	}
	pg.Title = s.text(lang, "pages."+r.Page+".title")
	pg.Description = cmp.Or(lang.Descriptions[r.Page], s.text(lang, "pages."+r.Page+".description"))
	pg.NoScript = s.text(lang, "common.noscript")
	pg.Data = []string{lang.LocaleURL}
	for _, name := range r.Data {
		pg.Data = append(pg.Data, lang.dataURL(s, name))
	}
	if r.JSONLD == "Person" {
		person := lang.Person
		person.Image = s.absolute(person.Image)
		pg.JSONLD = struct {
			Context string `json:"@context"`
			Type    string `json:"@type"`
			Person
		}{"https://schema.org", "Person", person}
	}
	return pg
}

// pageIn is the route's page in a language, from what every page of the
// route says in it (see inLanguage): of its project-th project for a route
// with `each`, the l-th of versions, the page in every language.
func (s Site) pageIn(pg page, r theme.Route, lang Language, project int, versions []alternate, l int) page {
	if r.Each == "projects" {
		p := lang.Projects[project]
		pg.Title = cmp.Or(s.text(lang, "pages."+r.Page+".title", "title", p.Title), p.Title)
		pg.Description = markup.Summary(markup.PlainText(p.Lead), 160)
		if p.Image.URL != "" {
			pg.Image, pg.Card, pg.Heroes = p.Image, "summary_large_image", []Preload{p.Preload}
		}
	}
	if r.Each == "tags" { // "React · Projects · Ada Lovelace"; a site's locale from before tagDescription keeps the page's own
		tag := s.Tags[project].Name
		pg.Title = tag + " · " + pg.Title
		pg.Description = cmp.Or(s.text(lang, "pages."+r.Page+".tagDescription", "tag", tag), pg.Description)
	}
	pg.Image.URL = s.absolute(pg.Image.URL)
	if s.HeadScript != "" {
		pg.App = &app{
			Entry:    pg.Script,
			Preloads: append([]string{}, pg.Preloads...),
			Data:     pg.Data,
		} // [] rather than null
	}
	pg.URL = versions[l].Href
	if r.Path != "" {
		pg.Canonical = pg.URL
		if len(versions) > 1 {
			pg.Alternates = versions
			for _, v := range versions {
				if v.Default {
					pg.XDefault = v.Href
				}
			}
		}
	}
	return pg
}

func (s Site) versions(r theme.Route, slug string) []alternate {
	var out []alternate
	for _, lang := range s.Languages {
		out = append(
			out,
			alternate{lang.Code, s.BaseURL + lang.Prefix + strings.TrimPrefix(r.URLPath(slug), "/"), lang.Default},
		)
	}
	return out
}

// ogLocale writes a language code as Open Graph's og:locale reads it,
// language_TERRITORY: the territory where the language is most spoken
// (CLDR's likely subtags: pt_BR, fr_FR, en_US).
func ogLocale(code string) string {
	tag, err := language.Parse(code)
	if err != nil {
		return code
	}
	base, _ := tag.Base()
	region, _ := tag.Region()
	if !region.IsCountry() {
		return base.String() // Esperanto's is the world (001), no territory of Open Graph's
	}
	return base.String() + "_" + region.String()
}

// hasData reports whether the site has every data file the route fetches.
func (s Site) hasData(r theme.Route) bool {
	for _, name := range r.Data {
		if s.defaultLanguage().dataURL(s, name) == "" {
			return false
		}
	}
	return true
}

// dataURL is the URL of a data file in the language, or of the one file
// that every language shares; "" when the site has none.
func (l Language) dataURL(s Site, name string) string {
	if u, ok := l.DataURLs[name]; ok {
		return u
	}
	return s.DataURLs[name]
}

// dataInputs is the hash of a data file's content, the language's own or
// the one that every language shares.
func (l Language) dataInputs(s Site, name string) []byte {
	if h, ok := l.DataInputs[name]; ok {
		return h
	}
	return s.DataInputs[name]
}

// homeHeroes are the wallpaper's preloads on the home screen, where it is the
// largest thing in view; elsewhere a panel covers most of it, and the
// preload would only compete with the screen's own files.
func (s Site) homeHeroes(r theme.Route) []Preload {
	switch {
	case r.Path != "/" || s.Wallpaper.Href == "":
		return nil
	case s.WallpaperDark.Href == "":
		return []Preload{s.Wallpaper}
	}
	light, dark := s.Wallpaper, s.WallpaperDark
	light.Media, dark.Media = "(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"
	return []Preload{light, dark}
}

// absolute turns a URL path under the base path into an absolute URL, as
// link previews require.
func (s Site) absolute(p string) string {
	if p == "" {
		return ""
	}
	return strings.TrimSuffix(s.BaseURL, s.BasePath) + p
}

func (s Site) text(l Language, key string, vars ...string) string {
	return l.Locale.Text(key, s.Owner, vars...)
}

// defaultLanguage is the language every text falls back to.
func (s Site) defaultLanguage() Language {
	for _, l := range s.Languages {
		if l.Default {
			return l
		}
	}
	panic("pages: the site has no default language")
}

func urls(url func(string) string, paths []string) []string {
	var out []string
	for _, p := range paths {
		if p != "" {
			out = append(out, url(p))
		}
	}
	return out
}

// dedupe drops repeated paths and skip, keeping the first occurrence.
func dedupe(paths []string, skip string) []string {
	seen := map[string]bool{skip: true}
	var out []string
	for _, p := range paths {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}
