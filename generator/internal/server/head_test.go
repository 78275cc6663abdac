package server

import (
	"reflect"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/pagemark"
)

// projectPage is a project's page as the pages stage writes it, with the
// parts a save may change: its title, its description, the first
// screenshot (its link preview and its preload), the key of its content,
// and what else its head or body holds.
type projectPage struct {
	title, description, image, key, stylesheet, body, site string
	noImage                                                bool
}

func (p projectPage) html() []byte {
	var b strings.Builder
	b.WriteString("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString(`<script type="application/json" id="portgen-site">{"base":"/"` + p.site + `}</script>` + "\n")
	b.WriteString("<title>" + p.title + " · Projects</title>\n")
	b.WriteString(`<meta name="description" content="` + p.description + `">` + "\n")
	b.WriteString(`<link rel="canonical" href="https://example.com/apps/a/">` + "\n")
	b.WriteString(`<meta property="og:title" content="` + p.title + ` · Projects">` + "\n")
	if !p.noImage {
		image := "https://example.com/assets/" + p.image + "-1280w.jpg"
		b.WriteString(`<meta property="og:image" content="` + image + `">` + "\n")
		b.WriteString(`<meta property="og:image:alt" content="` + p.title + `">` + "\n")
		b.WriteString(`<meta name="twitter:card" content="summary_large_image">` + "\n")
		preload := "/assets/" + p.image + "-1280w.webp"
		b.WriteString(`<link rel="preload" as="image" href="` + preload + `" fetchpriority="high">` + "\n")
	} else {
		b.WriteString(`<meta name="twitter:card" content="summary">` + "\n")
	}
	b.WriteString(`<link rel="stylesheet" href="/assets/` + p.stylesheet + `.css">` + "\n")
	b.WriteString("</head>\n<body>\n")
	mark := pagemark.Mark(pagemark.Page{Path: "/apps/a/", Key: pagemark.KeyOf([]byte(p.key))})
	b.WriteString(`<div id="root" data-path="/apps/a/">` + mark + "</div>\n")
	b.WriteString("<noscript>" + p.body + "</noscript>\n</body>\n</html>\n")
	return []byte(b.String())
}

// A project's page takes in place a save that changed its content and its
// head's metadata only: its title, description, link preview and the
// image it preloads; and any page, a save of site.yaml that changed its
// site data. A page that changed anywhere else, or whose head gained or
// lost an element, does not.
func TestHeadChangesAreTheMetadataOfAPageWhoseContentChanged(t *testing.T) {
	before := projectPage{
		title:       "Bookstore",
		description: "Books.",
		image:       "1.aaa",
		key:         "1",
		stylesheet:  "main-A",
		body:        "Needs JS.",
	}
	retitled := before
	retitled.title, retitled.key = "Bookstore 2", "2"
	reworded := before
	reworded.description, reworded.key = "Books &amp; more.", "2"
	reimaged := before
	reimaged.image, reimaged.key = "2.bbb", "2"
	restyled := retitled
	restyled.stylesheet = "main-B"
	firstImage := before
	firstImage.noImage = true
	aroundContent := retitled
	aroundContent.body = "Turn JS on."
	contentAlone := before
	contentAlone.key = "3"
	relabelled := before
	relabelled.site, relabelled.key = `,"documents":[{"label":"CV"}]`, "4"
	for _, c := range []struct {
		name   string
		after  projectPage
		from   projectPage
		want   []headChange
		inHead bool
	}{
		{"a new title", retitled, before, []headChange{
			{`title`, 0, "<title>Bookstore 2 · Projects</title>"},
			{`meta[property="og:title"]`, 0, `<meta property="og:title" content="Bookstore 2 · Projects">`},
			{`meta[property="og:image:alt"]`, 0, `<meta property="og:image:alt" content="Bookstore 2">`},
		}, true},
		{"a new description", reworded, before, []headChange{
			{`meta[name="description"]`, 0, `<meta name="description" content="Books &amp; more.">`},
		}, true},
		{"a new first screenshot", reimaged, before, []headChange{
			{
				`meta[property="og:image"]`, 0,
				`<meta property="og:image" content="https://example.com/assets/2.bbb-1280w.jpg">`,
			},
			{
				`link[rel="preload"][as="image"]`, 0,
				`<link rel="preload" as="image" href="/assets/2.bbb-1280w.webp" fetchpriority="high">`,
			},
		}, true},
		{"the content alone", contentAlone, before, nil, true},
		{"a text of site.yaml", relabelled, before, []headChange{
			{
				`script#portgen-site`, 0,
				`<script type="application/json" id="portgen-site">{"base":"/","documents":[{"label":"CV"}]}</script>`,
			},
		}, true},
		{"a stylesheet too", restyled, before, nil, false},
		{"a first screenshot, and its link preview's elements", before, firstImage, nil, false},
		{"the page around its content", aroundContent, before, nil, false},
	} {
		got, ok := headChanges(c.from.html(), c.after.html())
		if ok != c.inHead || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %#v, %v; want %#v, %v", c.name, got, ok, c.want, c.inHead)
		}
	}
}

// Only the metadata and the site's data are taken in place, each element
// found by its kind and its rank among those of that kind; the page's own
// title and a script with the same text are told apart.
func TestHeadElementsNameTheMetadataOnly(t *testing.T) {
	head := []byte(`
<meta charset="utf-8"><title>A &amp; B</title>
<script type="application/json" id="portgen-site">{"title":"</title>"}</script>
<script type="application/ld+json">{}</script>
<meta name="description" content="d"><meta name="robots" content="noindex">
<meta property="og:locale:alternate" content="pt_BR"><meta property="og:locale:alternate" content="fr_FR">
<meta property="og:x&quot;]" content="x">
<link rel="preload" as="fetch" href="/a.json"><link rel="preload" as="image" href="/a.webp">
<link rel="stylesheet" href="/a.css">`)
	elements, ok := headElements(head)
	if !ok {
		t.Fatal("the head does not read")
	}
	var got []string
	for _, el := range elements {
		got = append(got, el.selector+" "+string(el.html))
	}
	want := []string{
		` <meta charset="utf-8">`,
		`title <title>A &amp; B</title>`,
		`script#portgen-site <script type="application/json" id="portgen-site">{"title":"</title>"}</script>`,
		`script[type="application/ld+json"] <script type="application/ld+json">{}</script>`,
		`meta[name="description"] <meta name="description" content="d">`,
		` <meta name="robots" content="noindex">`,
		`meta[property="og:locale:alternate"] <meta property="og:locale:alternate" content="pt_BR">`,
		`meta[property="og:locale:alternate"] <meta property="og:locale:alternate" content="fr_FR">`,
		` <meta property="og:x&quot;]" content="x">`,
		` <link rel="preload" as="fetch" href="/a.json">`,
		`link[rel="preload"][as="image"] <link rel="preload" as="image" href="/a.webp">`,
		` <link rel="stylesheet" href="/a.css">`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("headElements:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The second of two elements of a kind is found as the second.
	const pt = `<meta property="og:locale:alternate" content="pt_BR">`
	a := []byte(`<head>` + pt + `<meta property="og:locale:alternate" content="fr_FR"></head><p></p>`)
	b := []byte(`<head>` + pt + `<meta property="og:locale:alternate" content="de_DE"></head><p></p>`)
	if got, ok := headChanges(a, b); !ok || len(got) != 1 || got[0].Index != 1 {
		t.Errorf("the second of a kind: %#v, %v", got, ok)
	}
}

// A post's page takes a new title or tag in place too: its article tags
// and its structured data for search engines are metadata.
func TestAPostsArticleTagsAndStructuredDataAreMetadata(t *testing.T) {
	post := func(title, tag string) []byte {
		mark := pagemark.Mark(pagemark.Page{Path: "/blog/a/", Key: pagemark.KeyOf([]byte(title + tag))})
		return []byte(`<head><title>` + title + ` · Blog</title>` +
			`<meta property="og:type" content="article">` +
			`<meta property="article:published_time" content="2026-01-10">` +
			`<meta property="article:tag" content="Go"><meta property="article:tag" content="` + tag + `">` +
			`<script type="application/ld+json">{"@type":"BlogPosting","headline":"` + title + `"}</script>` +
			`</head><div id="root" data-path="/blog/a/">` + mark + `</div>`)
	}
	got, ok := headChanges(post("Hello", "Testing"), post("Hello again", "Tests"))
	want := []headChange{
		{`title`, 0, "<title>Hello again · Blog</title>"},
		{`meta[property="article:tag"]`, 1, `<meta property="article:tag" content="Tests">`},
		{
			`script[type="application/ld+json"]`, 0,
			`<script type="application/ld+json">{"@type":"BlogPosting","headline":"Hello again"}</script>`,
		},
	}
	if !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("%#v, %v; want %#v, true", got, ok, want)
	}
}
