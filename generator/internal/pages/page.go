package pages

import (
	"cmp"
	"html"
	"html/template"
	"slices"
	"strings"

	"golang.org/x/text/language"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/markup"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

// page is what the page template writes.
type page struct {
	Lang, Title, Description, Canonical, URL, Script, NoScript, CSP string
	Toolbars                                                        []plan.Toolbar
	ColorScheme, Appearance                                         string
	// OGLocale and OGAlternates are the page's language and its others'
	// as Open Graph writes them: "pt_BR".
	OGLocale     string
	OGAlternates []string
	Icons        plan.Icons
	Image        plan.Preview
	Card         string // twitter:card
	// Alternates are the page in each language, and XDefault the one for
	// a visitor in none of them: the default language's.
	Alternates []alternate
	XDefault   string
	// Heroes are the largest image on screen, preloaded (one per colour
	// scheme, if it has one each).
	Heroes []hero
	JSONLD any
	// OGType is the page's Open Graph type, "website" but for a post's
	// page, an "article", which Article then describes; Feed is the Atom
	// feed that the blog's pages link.
	OGType                      string
	Article                     *article
	Feed                        *feedLink
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

// hero is an image the page preloads, as the template writes it.
type hero struct{ plan.Preload }

// SrcsetAttr writes the imagesrcset attribute, which html/template would
// escape as one URL because its name holds "src".
func (h hero) SrcsetAttr() template.HTMLAttr {
	if h.Srcset == "" {
		return ""
	}
	return template.HTMLAttr(`imagesrcset="` + html.EscapeString(h.Srcset) + `"`)
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

// page makes a page's fields, and says what its content is rendered from.
func (w *writer) page(p *plan.Page) (page, pagemark.Page) {
	pg := *w.inLanguage[routeIn{p.Route, p.Lang}]
	switch p.Route.Each {
	case plan.EachProject:
		w.showProject(&pg, p)
	case plan.EachTag:
		w.showTag(&pg, p, p.Tag)
	case plan.EachPost:
		w.showPost(&pg, p)
	case plan.EachPostTag:
		w.showTag(&pg, p, p.PostTag)
	}
	pg.Image.URL = w.absolute(pg.Image.URL)
	if card, ok := w.cards.Preview(p); ok {
		card.URL = w.absolute(card.URL)
		pg.Image, pg.Card = card, "summary_large_image"
	}
	if w.HeadScript != "" {
		preloads := append([]string{}, pg.Preloads...) // [] rather than null
		pg.App = &app{Entry: pg.Script, Preloads: preloads, Data: pg.Data}
	}
	pg.URL = w.BaseURL + p.Lang.Prefix + strings.TrimPrefix(p.Path, "/")
	if p.Route.Path != "" {
		pg.Canonical = pg.URL
		pg.Alternates, pg.XDefault = w.alternates(p)
		if w.rendered {
			pg.Path = p.At
		}
	}
	if p.Post != nil {
		w.placePost(&pg, p)
	}
	w.describePost(&pg, p)
	return pg, pagemark.Page{Path: p.At, Key: w.renderKey(p)}
}

// showProject makes the page a project's: its title, its first paragraph
// as its description, and its first screenshot as its preview and its
// hero, in the page's language.
func (w *writer) showProject(pg *page, p *plan.Page) {
	words := p.Project.In[p.Lang.Code]
	pg.Title = cmp.Or(p.Lang.Text("pages."+p.Route.Page+".title", "title", words.Title), words.Title)
	pg.Description = markup.Summary(markup.PlainText(words.Lead), 160)
	if p.Project.Image.URL != "" {
		pg.Image, pg.Card = p.Project.Image, "summary_large_image"
		pg.Image.Alt = words.Title
		pg.Heroes = []hero{{p.Project.Preload}}
	}
}

// showTag makes the page a tag's, a technology's or a post tag's: "React ·
// Projects · Ada Lovelace", described as the locale's tagDescription says
// (a site's locale from before tagDescription keeps the page's own).
func (w *writer) showTag(pg *page, p *plan.Page, t *plan.Tag) {
	tag := t.Name
	pg.Title = tag + " · " + pg.Title
	pg.Description = cmp.Or(p.Lang.Text("pages."+p.Route.Page+".tagDescription", "tag", tag), pg.Description)
}

// alternates are the page in every language of a site of more than one,
// and the one for a visitor in none of them.
func (w *writer) alternates(p *plan.Page) (all []alternate, xDefault string) {
	if len(w.Languages) < 2 {
		return nil, ""
	}
	all = w.versions(p)
	for _, v := range all {
		if v.Default {
			xDefault = v.Href
		}
	}
	return all, xDefault
}

// versions are the page in every language: a post's, in every language
// it is written in.
func (w *writer) versions(p *plan.Page) []alternate {
	out := make([]alternate, 0, len(w.Languages))
	for _, lang := range w.Languages {
		if p.Post != nil && !slices.Contains(p.Post.Versions, lang.Code) {
			continue
		}
		href := w.BaseURL + lang.Prefix + strings.TrimPrefix(p.Path, "/")
		out = append(out, alternate{Lang: lang.Code, Href: href, Default: lang.Default})
	}
	return out
}

// renderKey is the key of everything the prerendered content of a page
// depends on: what every page reads (the prerenderer and the site's
// data), its path, its language's strings and the data files its route
// reads. A project's page of a route with a `summary` reads its own
// project and the first projects of the list only, so that a change to
// another project leaves it as it is; a technology's page, its projects
// and which projects use which technology; a post's page, the list and
// its body.
func (w *writer) renderKey(p *plan.Page) pagemark.Key {
	inputs := [][]byte{w.Inputs, []byte(p.At), p.Lang.Inputs}
	for _, name := range p.Route.Data {
		switch {
		case name == "projects" && p.Route.Each == plan.EachTag: // its projects, and the chips
			inputs = append(inputs, w.TagInputs)
			inputs = append(inputs, w.taggedInputs(p.Tag)...)
		case name == "projects" && p.Route.Each == plan.EachProject && p.Route.Summary > 0:
			inputs = append(inputs, p.Project.Inputs)
			inputs = append(inputs, w.firstInputs(p.Route.Summary)...)
		case name == "posts" && p.Route.Each == plan.EachPost: // the list, and the body it shows
			inputs = append(inputs, w.dataInputs(p.Lang, name), p.Post.In[p.Lang.Code].BodyInputs)
		default:
			inputs = append(inputs, w.dataInputs(p.Lang, name))
		}
	}
	return pagemark.KeyOf(inputs...)
}

// taggedInputs are the hashes of the projects that use a technology.
func (w *writer) taggedInputs(tag *plan.Tag) [][]byte {
	var out [][]byte
	for _, p := range w.Projects {
		if slices.Contains(p.Tags, tag.Slug) {
			out = append(out, p.Inputs)
		}
	}
	return out
}

// firstInputs are the hashes of the first n projects.
func (w *writer) firstInputs(n int) [][]byte {
	var out [][]byte
	for _, p := range w.Projects[:min(n, len(w.Projects))] {
		out = append(out, p.Inputs)
	}
	return out
}

// routePage is what every page of a route has, whatever its language: the
// app's files, the route's chunk and styles, the site's icons and data.
func (w *writer) routePage(r *plan.Route) page {
	url := func(p string) string { return w.BasePath + p }
	lazy := map[string]string{}
	for js, css := range w.Styles {
		lazy[js] = url(css)
	}
	preloads := w.Entry.Imports
	styles := []string{w.Entry.CSS}
	if c := r.Chunk; c != nil {
		preloads = slices.Concat(preloads, []string{c.JS}, c.Imports)
		styles = append(styles, c.CSS)
	}
	for _, f := range w.colors {
		styles = append(styles, f.Path)
	}
	return page{
		CSP:          w.csp,
		Toolbars:     w.Toolbars,
		ColorScheme:  w.ColorScheme,
		Appearance:   w.Appearance,
		Icons:        w.Icons,
		Heroes:       w.homeHeroes(r),
		Script:       url(w.Entry.JS),
		SiteData:     scriptJSON(w.Data),
		LazyStyles:   scriptJSON(lazy),
		HeadScript:   w.HeadScript,
		InlineScript: template.JS(w.InlineScript), // the theme's own code, which bundle checked holds no </script
		Image:        w.Preview,
		Card:         "summary",
		OGType:       "website",
		Preloads:     urls(url, dedupe(preloads, w.Entry.JS)),
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

// pageInLanguage is what every page of a route says in a language: its
// language and the others', its title and description (but for those of
// a route with each, which its item's page replaces), the data it loads
// and who it describes. Made once per route and language, not per page:
// on a site of many projects, these were most of the work of a page.
func (w *writer) pageInLanguage(pg page, r *plan.Route, lang *plan.Language) page {
	pg.Lang, pg.OGLocale = lang.Code, ogLocale(lang.Code)
	for _, other := range w.Languages {
		if other.Code != lang.Code {
			pg.OGAlternates = append(pg.OGAlternates, ogLocale(other.Code))
		}
	}
	pg.Title = lang.Text("pages." + r.Page + ".title")
	pg.Description = cmp.Or(lang.Descriptions[r.Page], lang.Text("pages."+r.Page+".description"))
	pg.NoScript = lang.Text("common.noscript")
	pg.Feed = w.feedOf(r, lang)
	pg.Data = []string{lang.LocaleURL}
	for _, name := range r.Data {
		pg.Data = append(pg.Data, w.dataURL(lang, name))
	}
	if r.JSONLD == "Person" {
		person := lang.Person
		person.Image = w.absolute(person.Image)
		pg.JSONLD = struct {
			Context string `json:"@context"`
			Type    string `json:"@type"`
			plan.Person
		}{"https://schema.org", "Person", person}
	}
	return pg
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

// dataURL is the URL of a data file in the language, or of the one file
// that every language shares.
func (w *writer) dataURL(l *plan.Language, name string) string {
	if u, ok := l.DataURLs[name]; ok {
		return u
	}
	return w.DataURLs[name]
}

// dataInputs is the hash of a data file's content, the language's own or
// the one that every language shares.
func (w *writer) dataInputs(l *plan.Language, name string) []byte {
	if h, ok := l.DataInputs[name]; ok {
		return h
	}
	return w.DataInputs[name]
}

// homeHeroes are the wallpaper's preloads on the home screen, where it is the
// largest thing in view; elsewhere a panel covers most of it, and the
// preload would only compete with the screen's own files.
func (w *writer) homeHeroes(r *plan.Route) []hero {
	switch {
	case r.Path != "/" || w.Wallpaper.Href == "":
		return nil
	case w.WallpaperDark.Href == "":
		return []hero{{w.Wallpaper}}
	}
	light, dark := w.Wallpaper, w.WallpaperDark
	light.Media, dark.Media = "(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"
	return []hero{{light}, {dark}}
}

// absolute turns a URL path under the base path into an absolute URL, as
// link previews require.
func (w *writer) absolute(p string) string {
	if p == "" {
		return ""
	}
	return strings.TrimSuffix(w.BaseURL, w.BasePath) + p
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
