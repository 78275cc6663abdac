// Package pages writes one real HTML file per route and per project, so that
// every deep link answers 200 on any static host, plus the 404 page, the
// sitemap, robots.txt and the stylesheet of the site's own colours. Each
// page has its own title, description, canonical URL, link preview (Open
// Graph and Twitter) and language alternates, links the CSS of its route's
// chunk and preloads the JS and data it will use.
package pages

import (
	"cmp"
	_ "embed"
	"fmt"
	"html"
	"html/template"
	"path"
	"regexp"
	"strings"

	"github.com/portgen/portgen/generator/bundle"
	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/theme"
)

// Generator is the meta tag that marks a folder as portgen's output, so that
// a build replaces it but never a folder of the owner's.
const Generator = `<meta name="generator" content="portgen">`

//go:embed page.html
var pageHTML string

var pageTemplate = template.Must(template.New("page").Parse(pageHTML))

// Site is what every page needs to know about the site.
type Site struct {
	BaseURL   string         // absolute, ending in "/"
	BasePath  string         // the path of BaseURL
	Owner     string         // the owner's name
	Languages []string       // the site's language codes, the default first
	Locale    content.Locale // the default language's strings
	LocaleURL string         // the default language's bundle, preloaded
	Icons     Icons
	Data      any               // the site's data, written into every page as JSON
	DataURLs  map[string]string // the fetched data files by name ("projects"), for routes to preload
	Preview   Image             // the image of a link to any page but a project's
	Wallpaper Preload           // the default wallpaper, preloaded by the home page
	Person    Person            // described as schema.org JSON-LD on the routes that ask for it
	// Descriptions replace, by page, the description of the locale: the
	// résumé's page is described by the résumé's summary.
	Descriptions map[string]string
	Projects     []Project      // one page each, for the route with `each: projects`
	CSP          string         // the Content-Security-Policy of every page
	Toolbar      string         // the browser's toolbar colour
	Colors       content.Colors // the site's own colours, set over the theme's by a stylesheet every page links
	// Prerender writes the content of the page at a path below the base
	// path ("/apps/"), as the theme's root element holds it; nil leaves the
	// root empty, for the app to render in the browser.
	Prerender func(path string) (string, error)
	// HeadScript is the URL of the theme's classic script that each page
	// runs in its <head>, before its body paints, or "". The page then
	// lists the app's script for it to load (see app), rather than loading
	// it itself.
	HeadScript string
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
}

// Preload is a responsive image the browser should fetch early.
type Preload struct {
	Href, Srcset, Sizes, Type string
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
	Slug, Title, Description string
	Image                    Image   // its first screenshot, for link previews
	Preload                  Preload // the same, as the page shows it
}

// File is one written file.
type File struct {
	Path string
	Data []byte
	// Shell marks the files of the app shell, which a service worker
	// precaches: every route's page but the projects' own, and the
	// stylesheet of the site's colours.
	Shell bool
}

type page struct {
	Lang, Title, Description, Canonical, URL, Script, NoScript, CSP, Color string
	Icons                                                                  Icons
	Image                                                                  Image
	Card                                                                   string // twitter:card
	Alternates                                                             []alternate
	Hero                                                                   Preload // the largest image on screen, preloaded
	JSONLD                                                                 any
	Data, Stylesheets, Preloads                                            []string
	SiteData                                                               any
	LazyStyles                                                             map[string]string
	HeadScript                                                             string
	App                                                                    *app
	// Root is the prerendered content; Path, the page it shows, tells the
	// app that it may take the HTML over (a 404 page, served at any path,
	// has none).
	Root template.HTML
	Path string
}

type alternate struct{ Lang, Href string }

// app is the app's module script, the chunks it imports at once and the
// data files it fetches first, which a page with a head script lists (as
// JSON) for that script to load: once the page has painted from its HTML,
// so that they do not hold back the first paint's requests.
type app struct {
	Entry    string   `json:"entry"`
	Preloads []string `json:"preloads"`
	Data     []string `json:"data"`
}

// Render writes the page of every route, the sitemap, robots.txt, _headers
// and the stylesheet of the site's colours.
func Render(site Site, routes []theme.Route, b *bundle.Result) ([]File, error) {
	url := func(p string) string { return site.BasePath + p }
	lazy := map[string]string{}
	for js, css := range b.Styles {
		lazy[js] = url(css)
	}
	var files, colors []File
	if f, ok := colorsFile(site.Colors); ok {
		colors = append(colors, f)
	}
	var locations, paths []string
	for _, r := range routes {
		if !site.hasData(r) {
			continue
		}
		paths = append(paths, cmp.Or(r.URLPath(theme.Slug), r.File))
		base := page{
			Lang:       site.Locale.Lang,
			CSP:        site.CSP,
			Color:      site.Toolbar,
			Title:      site.text("pages." + r.Page + ".title"),
			Icons:      site.Icons,
			Hero:       site.homeHero(r),
			Data:       []string{site.LocaleURL},
			Script:     url(b.Entry.JS),
			NoScript:   site.text("common.noscript"),
			SiteData:   site.Data,
			LazyStyles: lazy,
			HeadScript: site.HeadScript,
			Image:      site.Preview,
			Card:       "summary",
		}
		base.Description = cmp.Or(site.Descriptions[r.Page], site.text("pages."+r.Page+".description"))
		for _, name := range r.Data {
			if u, ok := site.DataURLs[name]; ok {
				base.Data = append(base.Data, u)
			}
		}
		if r.JSONLD == "Person" {
			person := site.Person
			person.Image = site.absolute(person.Image)
			base.JSONLD = struct {
				Context string `json:"@context"`
				Type    string `json:"@type"`
				Person
			}{"https://schema.org", "Person", person}
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
		base.Preloads = urls(url, dedupe(preloads, b.Entry.JS))
		base.Stylesheets = urls(url, styles)
		if site.HeadScript != "" {
			base.App = &app{Entry: base.Script, Preloads: append([]string{}, base.Preloads...), Data: base.Data}
		}

		instances := []page{base}
		slugs := []string{""}
		if r.Each == "projects" {
			instances, slugs = nil, nil
			for _, p := range site.Projects {
				pg := base
				pg.Title = cmp.Or(site.text("pages."+r.Page+".title", "title", p.Title), p.Title)
				pg.Description = p.Description
				if p.Image.URL != "" {
					pg.Image, pg.Card, pg.Hero = p.Image, "summary_large_image", p.Preload
				}
				instances, slugs = append(instances, pg), append(slugs, p.Slug)
			}
		}
		for i, pg := range instances {
			pg.URL = site.BaseURL
			if r.Path != "" {
				pg.URL = site.BaseURL + strings.TrimPrefix(r.URLPath(slugs[i]), "/")
				pg.Canonical = pg.URL
				locations = append(locations, pg.URL)
				for _, lang := range site.Languages {
					pg.Alternates = append(pg.Alternates, alternate{lang, pg.URL + "?lng=" + lang})
				}
			}
			pg.Image.URL = site.absolute(pg.Image.URL)
			if site.Prerender != nil {
				at := cmp.Or(r.URLPath(slugs[i]), "/"+r.File)
				root, err := site.Prerender(at)
				if err != nil {
					return nil, fmt.Errorf("prerender %s: %w", at, err)
				}
				pg.Root = template.HTML(root)
				if r.Path != "" {
					pg.Path = at
				}
			}
			var sb strings.Builder
			if err := pageTemplate.Execute(&sb, pg); err != nil {
				return nil, err
			}
			files = append(files, File{Path: path.Clean(r.OutputFile(slugs[i])), Data: []byte(sb.String()), Shell: r.Each == ""})
		}
	}
	files = append(append(files, colors...),
		File{Path: "sitemap.xml", Data: sitemap(locations)},
		File{Path: "_headers", Data: Headers(site.BasePath, site.CSP, paths)},
		File{Path: "robots.txt", Data: []byte("User-agent: *\nAllow: /\n\nSitemap: " + site.BaseURL + "sitemap.xml\n")},
	)
	return files, nil
}

// hasData reports whether the site has every data file the route fetches.
func (s Site) hasData(r theme.Route) bool {
	for _, name := range r.Data {
		if _, ok := s.DataURLs[name]; !ok {
			return false
		}
	}
	return true
}

// homeHero is the wallpaper's preload on the home screen, where it is the
// largest thing in view; elsewhere a panel covers most of it, and the
// preload would only compete with the screen's own files.
func (s Site) homeHero(r theme.Route) Preload {
	if r.Path == "/" {
		return s.Wallpaper
	}
	return Preload{}
}

// absolute turns a URL path under the base path into an absolute URL, as
// link previews require.
func (s Site) absolute(p string) string {
	if p == "" {
		return ""
	}
	return strings.TrimSuffix(s.BaseURL, s.BasePath) + p
}

var variable = regexp.MustCompile(`{{\s*(\w+)\s*}}`)

// Text returns a string of a locale with the owner's name and the given
// variables filled in.
func Text(l content.Locale, key, owner string, vars ...string) string {
	return variable.ReplaceAllStringFunc(l.Strings[key], func(m string) string {
		name := variable.FindStringSubmatch(m)[1]
		if name == "name" {
			return owner
		}
		for i := 0; i+1 < len(vars); i += 2 {
			if vars[i] == name {
				return vars[i+1]
			}
		}
		return m
	})
}

func (s Site) text(key string, vars ...string) string { return Text(s.Locale, key, s.Owner, vars...) }

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
