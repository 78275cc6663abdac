package compile

import (
	"cmp"
	"crypto/sha256"
	"fmt"
	"path"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/markup"
)

// Project is one project as the theme shows it, and what its own page
// says of it beyond the JSON.
type Project struct {
	ID    int               `json:"id"`
	Slug  string            `json:"slug"`
	Icon  Image             `json:"icon"`
	Title Localized[string] `json:"title"`
	// Content is its paragraphs, each a list of inline nodes.
	Content Localized[[][]markup.Node] `json:"content"`
	Tech    []string                   `json:"tech"`
	Links   ProjectLinks               `json:"links"`
	Images  []Image                    `json:"images"`
	// Repository is what its forge says of its repository, when the site
	// reads it (repositories.fetch) and the forge answered.
	Repository *Repository `json:"repository,omitempty"`
	// Tags are its technologies as the filter names them: its tech, and
	// its repository's language and topics, each once (see TagOf).
	Tags []Tag `json:"tags"`

	// In is what its own page says in each of the site's languages, the
	// default language's text standing in where a language has none (the
	// theme does the same with the JSON).
	In map[string]ProjectText `json:"-"`
	// Shot is its first screenshot, as the site serves it: its own page
	// preloads it and link previews show it.
	Shot content.Asset `json:"-"`
	// JSON is the project as the projects' data file holds it, and Sum a
	// SHA-256 hash of it, which stands for it in the pages' render keys.
	JSON []byte   `json:"-"`
	Sum  [32]byte `json:"-"`
}

// ProjectLinks are where a project lives: its site, its source and, if it
// has one, its backend's source. The keys are in alphabetical order, as
// the data file has always had them: it is named after its bytes.
type ProjectLinks struct {
	Backend string `json:"backend,omitempty"`
	Live    string `json:"live"`
	Source  string `json:"source"`
}

// Repository is what a forge says of a project's repository, as the
// theme shows it: text as the forge wrote it, which the theme writes as
// text; its topics named as the filter names them ("ruby-on-rails" is
// "Ruby on Rails"), those that tech already names left out.
type Repository struct {
	Stars    int    `json:"stars"`
	Language string `json:"language,omitempty"` // its main language; GitLab gives none
	License  string `json:"license,omitempty"`  // an SPDX id, "MIT"
	// Topics are those of its topics that the project's tech does not name.
	Topics   []string `json:"topics,omitempty"`
	Updated  string   `json:"updated,omitempty"`  // the day of its last push, YYYY-MM-DD (UTC)
	Homepage string   `json:"homepage,omitempty"` // an http(s) URL
	Archived bool     `json:"archived,omitempty"`
}

// repository is what the theme shows of facts, beside a project's tech.
func repository(f *content.RepositoryFacts, tech []string) *Repository {
	if f == nil {
		return nil
	}
	r := &Repository{Stars: f.Stars, Language: f.Language, License: f.License, Archived: f.Archived}
	if t, err := time.Parse(time.RFC3339, f.Pushed); err == nil {
		r.Updated = t.UTC().Format(time.DateOnly)
	}
	if u, err := content.WebURL(f.Homepage); err == nil && f.Homepage != "" {
		r.Homepage = u.String() // an http(s) URL the site may write, or none
	}
	seen := map[string]bool{}
	for _, t := range tech {
		if tag, ok := TagOf(t); ok {
			seen[tag.Slug] = true
		}
	}
	for _, t := range f.Topics {
		if tag, ok := TagOf(t); ok && !seen[tag.Slug] {
			seen[tag.Slug] = true
			r.Topics = append(r.Topics, tag.Name)
		}
	}
	return r
}

// ProjectText is what a project's own page says of it in one language.
type ProjectText struct {
	Title string
	Lead  []markup.Node // its first paragraph, which the page's description sums up
}

// Projects builds the project list, in the order of their ids.
// screenshotSizes is the sizes attribute of the screenshots, from the theme.
func Projects(s *content.Site, files content.Assets, screenshotSizes string) []Project {
	return (*Memo)(nil).projects(s, nil, files, screenshotSizes)
}

// project compiles one project of a site in langs, the first the default.
func project(
	p content.Project,
	facts *content.RepositoryFacts,
	files content.Assets,
	langs []string,
	screenshotSizes string,
) Project {
	def := langs[0]
	cp := Project{
		ID: p.ID, Slug: p.Slug, Icon: icon(files, p.Icon),
		Title: localize(p.Title, def), Content: localize(p.Parsed, def),
		Tech: nonNil(p.Tech), Links: ProjectLinks{Backend: p.Links.Backend, Live: p.Links.Live, Source: p.Links.Source},
		In:         make(map[string]ProjectText, len(langs)),
		Repository: repository(facts, p.Tech),
	}
	cp.Tags = tags(p.Tech, cp.Repository)
	if len(cp.Content) == 0 && facts != nil && facts.Description != "" { // the owner wrote none: the forge's, as text
		cp.Content = Localized[[][]markup.Node]{def: {{{Kind: markup.Text, Text: facts.Description}}}}
	}
	for _, img := range p.Images {
		shot := image(files, img)
		if shot.Srcset != "" {
			shot.Sizes = screenshotSizes
		}
		cp.Images = append(cp.Images, shot)
	}
	if len(p.Images) > 0 {
		cp.Shot = files[p.Images[0]]
	}
	for _, lang := range langs {
		text := ProjectText{Title: cmp.Or(cp.Title[lang], cp.Title[def])}
		if paras := inOrDefault(cp.Content, lang, def); len(paras) > 0 {
			text.Lead = paras[0]
		}
		cp.In[lang] = text
	}
	cp.JSON = JSON(cp)
	cp.Sum = sha256.Sum256(cp.JSON)
	return cp
}

// inOrDefault is a language's value, or the default language's when it
// has none.
func inOrDefault[T any](m map[string]T, lang, def string) T {
	if v, ok := m[lang]; ok {
		return v
	}
	return m[def]
}

// inlineLimit is the size up to which a project's SVG icon is written into
// the data rather than fetched: Vite's default for inlining assets.
const inlineLimit = 4 << 10

// icon is a project's icon. A small SVG one is a data URL: a list shows
// every project's icon at once, and over HTTP/1.1 each request waits for
// one of six connections.
func icon(files content.Assets, f content.File) Image {
	img := image(files, f)
	if a := files[f]; path.Ext(a.URL) == ".svg" && len(a.Files) == 1 && len(a.Files[0].Data) <= inlineLimit {
		img.Src = svgDataURL(a.Files[0].Data)
	}
	return img
}

// svgDataURL writes an SVG as a data URL, percent-encoding what a URL may
// not hold as it is, and nothing else: smaller than base64, and it
// compresses with the page.
func svgDataURL(svg []byte) string {
	const plain = "-._~!$&'()*+,;=:@/?"
	var b strings.Builder
	b.WriteString("data:image/svg+xml,")
	for _, c := range svg {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte(plain, c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}
