// Package pages writes one real HTML file per route, so that every deep
// link answers 200 on any static host, plus the 404 page. Each page has its
// own title, description, canonical URL and language, links the CSS of its
// route's chunk and preloads the JS it will run.
package pages

import (
	_ "embed"
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
	BaseURL   string // absolute, ending in "/"
	BasePath  string // the path of BaseURL
	Owner     string
	Locale    content.Locale // the default language's strings
	LocaleURL string         // the default language's bundle, preloaded
	IconURL   string
	Data      any               // the site's data, written into every page as JSON
	DataURLs  map[string]string // the fetched data files by name ("projects"), for routes to preload
}

// File is one written page.
type File struct {
	Path string
	Data []byte
}

type page struct {
	Lang, Title, Description, Canonical, Icon, Script, NoScript string
	Data, Stylesheets, Preloads                                 []string
	SiteData                                                    any
	LazyStyles                                                  map[string]string
}

// Render writes the page of every route.
func Render(site Site, routes []theme.Route, b *bundle.Result) ([]File, error) {
	url := func(p string) string { return site.BasePath + p }
	lazy := map[string]string{}
	for js, css := range b.Styles {
		lazy[js] = url(css)
	}
	var files []File
	for _, r := range routes {
		p := page{
			Lang:        site.Locale.Lang,
			Title:       site.text("pages." + r.Page + ".title"),
			Description: site.text("pages." + r.Page + ".description"),
			Icon:        site.IconURL,
			Data:        []string{site.LocaleURL},
			Script:      url(b.Entry.JS),
			NoScript:    site.text("common.noscript"),
			SiteData:    site.Data,
			LazyStyles:  lazy,
		}
		for _, name := range r.Data {
			if u, ok := site.DataURLs[name]; ok {
				p.Data = append(p.Data, u)
			}
		}
		if r.Path != "" {
			p.Canonical = site.BaseURL + strings.TrimPrefix(r.Path, "/")
		}
		preloads := b.Entry.Imports
		styles := []string{b.Entry.CSS}
		if c, ok := b.Routes[r.Module]; ok {
			preloads = append(append(preloads[:len(preloads):len(preloads)], c.JS), c.Imports...)
			styles = append(styles, c.CSS)
		}
		p.Preloads = urls(url, dedupe(preloads, b.Entry.JS))
		p.Stylesheets = urls(url, styles)
		var sb strings.Builder
		if err := pageTemplate.Execute(&sb, p); err != nil {
			return nil, err
		}
		files = append(files, File{Path: path.Clean(r.OutputFile()), Data: []byte(sb.String())})
	}
	return files, nil
}

var nameVar = regexp.MustCompile(`{{\s*name\s*}}`)

// text returns a string of the default locale with the owner's name filled in.
func (s Site) text(key string) string {
	return nameVar.ReplaceAllLiteralString(s.Locale.Strings[key], s.Owner)
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
