package compile

import (
	"encoding/xml"
	"net/url"
	"strings"

	"github.com/portgen/portgen/generator/internal/dist"
)

// An Atom feed (RFC 4287), as encoding/xml writes it: only what the
// feeds hold.
type (
	atomFeed struct {
		XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
		Lang    string      `xml:"xml:lang,attr"`
		ID      string      `xml:"id"`
		Title   string      `xml:"title"`
		Updated string      `xml:"updated"`
		Author  atomAuthor  `xml:"author"`
		Links   []atomLink  `xml:"link"`
		Entries []atomEntry `xml:"entry"`
	}
	atomEntry struct {
		Lang       string         `xml:"xml:lang,attr"`
		ID         string         `xml:"id"`
		Title      string         `xml:"title"`
		Published  string         `xml:"published"`
		Updated    string         `xml:"updated"`
		Link       atomLink       `xml:"link"`
		Summary    string         `xml:"summary,omitempty"`
		Categories []atomCategory `xml:"category"`
		Content    atomContent    `xml:"content"`
	}
	atomLink struct {
		Rel      string `xml:"rel,attr"`
		Type     string `xml:"type,attr,omitempty"`
		Href     string `xml:"href,attr"`
		HrefLang string `xml:"hreflang,attr,omitempty"`
	}
	atomAuthor struct {
		Name string `xml:"name"`
	}
	atomCategory struct {
		Term  string `xml:"term,attr"`
		Label string `xml:"label,attr"`
	}
	atomContent struct {
		Type string `xml:"type,attr"`
		HTML string `xml:",chardata"`
	}
)

// feed is lang's Atom feed of posts: every post, in lang's version where
// it has one, its body whole and every URL absolute. Nothing in it comes
// from the clock: the feed's updated is its newest entry's.
func (r *postRenderer) feed(lang string, posts []Post) dist.File {
	prefix := r.site.Config.LanguagePrefix(lang)
	self := r.absolute(r.base + prefix + "blog/feed.xml")
	f := atomFeed{
		Lang:   lang,
		ID:     self,
		Title:  strings.ReplaceAll(r.localeString(lang, "blog.feed"), "{{name}}", r.site.OwnerName()),
		Author: atomAuthor{Name: r.site.OwnerName()},
		Links: []atomLink{
			{Rel: "self", Type: "application/atom+xml", Href: self},
			{Rel: "alternate", Type: "text/html", Href: r.absolute(r.base + prefix + "blog/")},
		},
	}
	for _, p := range posts {
		e := r.entry(p, p.In[lang])
		f.Updated = max(f.Updated, e.Updated)
		f.Entries = append(f.Entries, e)
	}
	out, err := xml.MarshalIndent(f, "", "  ")
	if err != nil {
		panic("compile: " + err.Error()) // only plain data is encoded
	}
	data := append([]byte(xml.Header), out...)
	return dist.File{Path: prefix + "blog/feed.xml", Data: append(data, '\n')}
}

// entry is a version of a post in a feed. Its id is a tag URI (RFC
// 4151) of the site's host, the post's date and the version's address:
// unlike the address itself, it stays when the site moves to https or
// another base path, and a slug used again for a later post is a new
// entry, not an update of the old one.
func (r *postRenderer) entry(p Post, v *PostVersion) atomEntry {
	s := v.Summary
	page := r.pagePath(s.Lang, p.Slug)
	e := atomEntry{
		Lang:      s.Lang,
		ID:        r.tagURI(string(p.Versions[0].Summary.Date), page),
		Title:     s.Title,
		Published: s.Date + "T00:00:00Z",
		Updated:   max(s.Date, s.Updated) + "T00:00:00Z",
		Link:      atomLink{Rel: "alternate", Type: "text/html", Href: r.absolute(page), HrefLang: s.Lang},
		Summary:   s.Summary,
		Content:   atomContent{Type: "html", HTML: v.FeedHTML},
	}
	for _, t := range p.Tags {
		e.Categories = append(e.Categories, atomCategory{Term: t.Slug, Label: t.Name})
	}
	return e
}

// tagURI is the tag URI of a page of the site first published on day.
func (r *postRenderer) tagURI(day, page string) string {
	host := "localhost"
	if u, err := url.Parse(r.baseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return "tag:" + host + "," + day + ":" + page
}

// localeString is the string under key in lang's locale.
func (r *postRenderer) localeString(lang, key string) string {
	for _, l := range r.site.Locales {
		if l.Lang == lang {
			return l.Strings[key]
		}
	}
	return ""
}
