package pages

import (
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
)

// blogSite is the small site with a blog: its list, and a page per post
// described as a BlogPosting; "hello" is written in English and
// Portuguese, "later" in English only.
func blogSite() *plan.Site {
	site := smallSite()
	for i, l := range []string{"en", "pt"} {
		site.Languages[i].Text = text("Ada", withStrings(map[string]string{
			"pages.home.title":       "{{name}} · Portfolio",
			"pages.home.description": "The work of {{name}}.",
			"pages.blog.title":       "Blog · {{name}}",
			"pages.blog.description": "Posts by {{name}}.",
			"pages.post.title":       "{{title}} · " + l,
			"blog.feed":              "{{name}}'s blog in " + l,
			"common.noscript":        "Turn on JavaScript.",
		}, nil))
		site.Languages[i].DataURLs = map[string]string{"posts": "/portfolio/assets/data/posts." + l + ".json"}
	}
	site.Routes = []plan.Route{
		{Page: "home", Path: "/"},
		{Page: "blog", Path: "/blog/", Data: []string{"posts"}},
		{Page: "post", Path: "/blog/:slug/", Each: plan.EachPost, Data: []string{"posts"}, JSONLD: "BlogPosting"},
	}
	hello := plan.PostVersion{Lang: "en", Title: "Hello", Summary: "The first post.", Published: "2026-01-10",
		Modified: "2026-01-12"}
	ola := plan.PostVersion{Lang: "pt", Title: "Olá", Summary: "O primeiro.", Published: "2026-01-10",
		Modified: "2026-01-10"}
	later := plan.PostVersion{Lang: "en", Title: "Later", Published: "2026-02-01", Modified: "2026-02-01"}
	site.Posts = []plan.Post{
		{Slug: "later", In: map[string]plan.PostVersion{"en": later, "pt": later}, Versions: []string{"en"}},
		{Slug: "hello", In: map[string]plan.PostVersion{"en": hello, "pt": ola}, Versions: []string{"en", "pt"},
			Tags: []plan.Tag{{Slug: "go", Name: "Go"}, {Slug: "cpp", Name: "C++"}}},
	}
	return site
}

// A post's page is an article: its dates and tags for Open Graph, a
// BlogPosting by the owner for schema.org, its versions as alternates;
// every blog page links its language's feed, and no other page does.
func TestAPostsPageDescribesItsArticle(t *testing.T) {
	files := map[string]string{}
	for _, f := range renderSite(t, blogSite(), noCards{}, Content{}).Files {
		data, _ := f.Bytes()
		files[f.Path] = string(data)
	}
	hello := files["blog/hello/index.html"]
	for _, want := range []string{
		"<title>Hello · en</title>",
		`<meta name="description" content="The first post.">`,
		`<meta property="og:type" content="article">`,
		`<meta property="article:published_time" content="2026-01-10">`,
		`<meta property="article:modified_time" content="2026-01-12">`,
		`<meta property="article:tag" content="Go">`,
		`<meta property="article:tag" content="C&#43;&#43;">`,
		`<link rel="alternate" hreflang="pt" href="https://ada.dev/portfolio/pt/blog/hello/">`,
		`<link rel="alternate" type="application/atom+xml" title="Ada&#39;s blog in en" ` +
			`href="https://ada.dev/portfolio/blog/feed.xml">`,
		`"@type":"BlogPosting","headline":"Hello","datePublished":"2026-01-10","dateModified":"2026-01-12",` +
			`"inLanguage":"en","author":{"@type":"Person","name":"Ada"}`,
		`"mainEntityOfPage":"https://ada.dev/portfolio/blog/hello/"`,
	} {
		if !strings.Contains(hello, want) {
			t.Errorf("blog/hello/ lacks %s", want)
		}
	}
	if !strings.Contains(files["pt/blog/hello/index.html"], `"headline":"Olá"`) {
		t.Errorf("pt/blog/hello/ is not described in Portuguese")
	}
	list := files["pt/blog/index.html"]
	for _, want := range []string{
		`<meta property="og:type" content="website">`,
		`href="https://ada.dev/portfolio/pt/blog/feed.xml"`,
	} {
		if !strings.Contains(list, want) {
			t.Errorf("pt/blog/ lacks %s", want)
		}
	}
	if strings.Contains(list, "article:") || strings.Contains(list, "BlogPosting") {
		t.Errorf("the list is described as an article")
	}
	if strings.Contains(files["index.html"], "application/atom+xml") {
		t.Errorf("the home page links the feed")
	}
}

// The page of a post in a language it is not written in shows the version
// that exists: that version's URL is its canonical one, it has no
// alternates, and the sitemap lists every version and no such copy.
func TestAPostsCopyInAnotherLanguagePointsAtItsVersion(t *testing.T) {
	files := map[string]string{}
	for _, f := range renderSite(t, blogSite(), noCards{}, Content{}).Files {
		data, _ := f.Bytes()
		files[f.Path] = string(data)
	}
	copied := files["pt/blog/later/index.html"]
	if want := `<link rel="canonical" href="https://ada.dev/portfolio/blog/later/">`; !strings.Contains(copied, want) {
		t.Errorf("pt/blog/later/ lacks %s", want)
	}
	if strings.Contains(copied, "hreflang") {
		t.Errorf("pt/blog/later/ lists alternates")
	}
	sitemap := files["sitemap.xml"]
	versions := []string{"/blog/later/</loc>", "/blog/hello/</loc>", "/pt/blog/hello/</loc>", "/pt/blog/</loc>"}
	for _, want := range versions {
		if !strings.Contains(sitemap, want) {
			t.Errorf("the sitemap lacks %s", want)
		}
	}
	if strings.Contains(sitemap, "/pt/blog/later/") {
		t.Errorf("the sitemap lists the copy pt/blog/later/")
	}
}
