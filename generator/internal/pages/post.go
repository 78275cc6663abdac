package pages

import (
	"cmp"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/markup"
)

// article is what Open Graph says of a post's page: its dates (YYYY-MM-DD)
// and its tags' names.
type article struct {
	Published, Modified string
	Tags                []string
}

// feedLink is a language's Atom feed, which every page of the blog links.
type feedLink struct{ Title, Href string }

// feedOf is the feed of the language, for the pages of a route that shows
// the posts; nil on any other.
func (w *writer) feedOf(r *plan.Route, lang *plan.Language) *feedLink {
	if !slices.Contains(r.Data, "posts") {
		return nil
	}
	return &feedLink{Title: lang.Text("blog.feed"), Href: w.BaseURL + lang.Prefix + "blog/feed.xml"}
}

// showPost makes the page a post's: its title, its summary as its
// description and its dates and tags as an article's, in the version the
// page's language shows.
func (w *writer) showPost(pg *page, p *plan.Page) {
	v := p.Post.In[p.Lang.Code]
	pg.Title = cmp.Or(p.Lang.Text("pages."+p.Route.Page+".title", "title", v.Title), v.Title)
	pg.Description = cmp.Or(markup.Summary(v.Summary, 160), pg.Description)
	pg.OGType = "article"
	pg.Article = &article{Published: v.Published, Modified: v.Modified}
	for _, t := range p.Post.Tags {
		pg.Article.Tags = append(pg.Article.Tags, t.Name)
	}
}

// blogPosting describes a post's page as schema.org's BlogPosting: its
// headline, dates, language, author (the owner), image and the page.
type blogPosting struct {
	Context       string     `json:"@context"`
	Type          string     `json:"@type"`
	Headline      string     `json:"headline"`
	DatePublished string     `json:"datePublished"`
	DateModified  string     `json:"dateModified"`
	InLanguage    string     `json:"inLanguage"`
	Author        postAuthor `json:"author"`
	Image         string     `json:"image,omitempty"`
	Page          string     `json:"mainEntityOfPage"`
}

// postAuthor is a post's author as schema.org names a person.
type postAuthor struct {
	Type string `json:"@type"`
	Name string `json:"name"`
}

// describePost gives the page of a post, whose route asks for it, its
// BlogPosting, once its image and canonical URL are known.
func (w *writer) describePost(pg *page, p *plan.Page) {
	if p.Post == nil || p.Route.JSONLD != "BlogPosting" {
		return
	}
	v := p.Post.In[p.Lang.Code]
	pg.JSONLD = blogPosting{
		Context:       "https://schema.org",
		Type:          "BlogPosting",
		Headline:      v.Title,
		DatePublished: v.Published,
		DateModified:  v.Modified,
		InLanguage:    v.Lang,
		Author:        postAuthor{Type: "Person", Name: p.Lang.Person.Name},
		Image:         pg.Image.URL,
		Page:          pg.Canonical,
	}
}

// versionURL is the URL of the post's page in the language it is written
// in that the page shows: the page's own, or, on a page of a language the
// post has no version in, the version's, which is its canonical URL.
func (w *writer) versionURL(p *plan.Page) (string, bool) {
	lang := p.Post.In[p.Lang.Code].Lang
	for _, l := range w.Languages {
		if l.Code == lang {
			return w.BaseURL + l.Prefix + strings.TrimPrefix(p.Path, "/"), lang == p.Lang.Code
		}
	}
	return "", false
}

// placePost points the page of a post in a language it is not written in
// at the version it shows: that is its canonical URL, and the page, a
// copy, has no alternates of its own.
func (w *writer) placePost(pg *page, p *plan.Page) {
	href, own := w.versionURL(p)
	if own || href == "" {
		return
	}
	pg.Canonical = href
	pg.Alternates, pg.XDefault = nil, ""
}
