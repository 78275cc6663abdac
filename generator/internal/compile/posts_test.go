package compile_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"encoding/xml"
	"io"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/markdown"
)

// version is a version of a post of src's body, its references resolved
// as content.Validate resolves them.
func version(
	t *testing.T, file, lang string, front content.PostFront, body string, files map[string]content.File,
) content.PostVersion {
	t.Helper()
	src := []byte("---\ntitle: x\n---\n" + body)
	doc := markdown.Parse(src, len("---\ntitle: x\n---\n"))
	v := content.PostVersion{File: file, Lang: lang, Digest: sha256.Sum256(src), Front: front, Body: doc, Minutes: 1}
	for _, r := range doc.Refs {
		ref := content.PostRef{Image: r.Kind == markdown.ImageRef, Dest: r.Dest, Offset: r.At.Offset}
		dest, fragment, _ := strings.Cut(r.Dest, "#")
		if fragment != "" {
			ref.Fragment = "#" + fragment
		}
		if strings.HasPrefix(dest, "/") {
			ref.Route = dest
		} else {
			ref.File = files[dest]
		}
		v.Refs = append(v.Refs, ref)
	}
	return v
}

// blogSite is a site in en and pt under /me/ with two posts: "hello",
// written in both, with an image, a link to the other post, a page and a
// PDF, and footnotes; and "older", in English only.
func blogSite(t *testing.T, helloBody string) (*content.Site, content.Assets) {
	t.Helper()
	refs := map[string]content.File{
		"../media/a.jpg": "media/a.jpg", "older.md": "posts/older.md", "../media/cv.pdf": "media/cv.pdf",
	}
	hello := content.PostFront{Title: "Hello", Date: "2026-03-01", Updated: "2026-03-04", Tags: []string{"Go"}}
	ola := content.PostFront{Title: "Olá", Date: "2026-03-01", Summary: "Um resumo."}
	older := content.PostFront{Title: "Older <b>", Date: "2025-12-31", Cover: "media/a.jpg"}
	s := &content.Site{
		Config: content.Config{Languages: []string{"en", "pt"}, Owner: content.Owner{Name: "Ada"}},
		Locales: []content.Locale{
			{Lang: "en", Strings: map[string]string{
				"blog.feed": "{{name}}'s blog", "blog.anchor": "Link to {{title}}",
			}},
			{Lang: "pt", Strings: map[string]string{
				"blog.feed": "Blog de {{name}}", "blog.anchor": "Link para {{title}}",
			}},
		},
		Posts: []content.Post{
			{Slug: "hello", Tags: []string{"Go"}, Versions: []content.PostVersion{
				version(t, "posts/hello.md", "en", hello, helloBody, refs),
				version(t, "posts/hello.pt.md", "pt", ola, olaBody, refs),
			}},
			{Slug: "older", Versions: []content.PostVersion{
				version(t, "posts/older.md", "en", older, "Some words here.\n", refs),
			}},
		},
	}
	files := content.Assets{
		"media/a.jpg": {URL: "/me/media/a-1.jpg", Width: 800, Height: 600,
			Fallback: []content.Variant{
				{URL: "/me/media/a-2.jpg", Width: 400}, {URL: "/me/media/a-1.jpg", Width: 800},
			},
			WebP: []content.Variant{{URL: "/me/media/a-2.webp", Width: 400}, {URL: "/me/media/a-1.webp", Width: 800}}},
		"media/cv.pdf": {URL: "/me/media/cv-3.pdf"},
	}
	return s, files
}

// olaBody is hello.pt.md's body: a heading, and links to a post and to a route.
const olaBody = "## Título\n\n[Antigo](older.md) e [apps](/apps/).\n"

const helloBody = "## Intro\n\n![A cat](../media/a.jpg)\n\nSee [older](older.md#part), [apps](/apps/), " +
	"[the CV](../media/cv.pdf) and a note[^1].\n\n[^1]: The note.\n"

func compilePosts(t *testing.T, s *content.Site, files content.Assets, c *cache.Cache) compile.PostsResult {
	t.Helper()
	r, err := compile.Posts(s, files, compile.Options{Base: "/me/", BaseURL: "https://ada.example/me/", Cache: c,
		KeepNames: true})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func fileAt(t *testing.T, files []dist.File, path string) []byte {
	t.Helper()
	for _, f := range files {
		if f.Path == path {
			return f.Data
		}
	}
	t.Fatalf("no file %s", path)
	return nil
}

// Every language lists every post, newest first: its own version where
// it has one, else the post's first, marked with its language.
func TestPostListsHoldEveryPostInEveryLanguage(t *testing.T) {
	s, files := blogSite(t, helloBody)
	r := compilePosts(t, s, files, cache.Memory())
	if r.URLs["pt"] != "/me/"+dist.AssetsDir+"data/posts.pt.json" {
		t.Errorf("pt's list is at %q", r.URLs["pt"])
	}
	var pt []compile.PostSummary
	if err := json.Unmarshal(fileAt(t, r.Files, dist.AssetsDir+"data/posts.pt.json"), &pt); err != nil {
		t.Fatal(err)
	}
	got := [][2]string{}
	for _, p := range pt {
		got = append(got, [2]string{p.Slug, p.Lang})
	}
	if want := [][2]string{{"hello", "pt"}, {"older", "en"}}; !equal(got, want) {
		t.Errorf("pt lists %v, want %v", got, want)
	}
	if pt[0].Summary != "Um resumo." || pt[0].Tags[0].Name != "Go" || strings.Join(pt[0].Versions, ",") != "en,pt" {
		t.Errorf("pt's hello is %+v", pt[0])
	}
	if pt[1].Summary != "Some words here." || pt[1].Cover == nil || pt[1].Cover.Sizes == "" {
		t.Errorf("pt's older is %+v: its summary is its first words, its cover has its variants", pt[1])
	}
	if pt[1].Body != "/me/"+dist.AssetsDir+"data/posts/older.en.json" {
		t.Errorf("older's body is %q", pt[1].Body)
	}
}

// The lists mark a draft and a version dated later, which only serve and
// a build that asked for them publish, for the theme to show them so.
func TestPostListsMarkDraftsAndFutureVersions(t *testing.T) {
	s, files := blogSite(t, helloBody)
	s.Posts[0].Versions[0].Future = true
	s.Posts[1].Versions[0].Front.Draft = true
	r := compilePosts(t, s, files, cache.Memory())
	for lang, want := range map[string]string{"en": "hello future, older draft", "pt": "hello, older draft"} {
		var list []compile.PostSummary
		must(t, json.Unmarshal(fileAt(t, r.Files, dist.AssetsDir+"data/posts."+lang+".json"), &list))
		var got []string
		for _, p := range list {
			marks := p.Slug
			if p.Future {
				marks += " future"
			}
			if p.Draft {
				marks += " draft"
			}
			got = append(got, marks)
		}
		if strings.Join(got, ", ") != want {
			t.Errorf("%s's list marks %q, want %q", lang, strings.Join(got, ", "), want)
		}
	}
}

func equal(a, b [][2]string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A body's images are pictures of their variants, its links to posts go
// to their pages in the version's language, to pages of the site in that
// language, and to files to the files the site serves.
func TestPostBodiesLinkTheSite(t *testing.T) {
	s, files := blogSite(t, helloBody)
	r := compilePosts(t, s, files, cache.Memory())
	var en, pt compile.PostBody
	must(t, json.Unmarshal(fileAt(t, r.Files, dist.AssetsDir+"data/posts/hello.en.json"), &en))
	must(t, json.Unmarshal(fileAt(t, r.Files, dist.AssetsDir+"data/posts/hello.pt.json"), &pt))
	for _, want := range []string{
		`<source type="image/webp" srcset="/me/media/a-2.webp 400w, /me/media/a-1.webp 800w" ` +
			`sizes="(min-width: 48rem) 42rem, 100vw">`,
		`width="800" height="600" alt="A cat"`,
		`<a href="/me/blog/older/#part">older</a>`,
		`<a href="/me/apps/">apps</a>`,
		`<a href="/me/media/cv-3.pdf">the CV</a>`,
		`aria-label="Link to Intro"`,
	} {
		if !strings.Contains(en.HTML, want) {
			t.Errorf("the English body lacks %s:\n%s", want, en.HTML)
		}
	}
	for _, want := range []string{`<a href="/me/pt/blog/older/">Antigo</a>`, `<a href="/me/pt/apps/">apps</a>`,
		`aria-label="Link para Título"`} {
		if !strings.Contains(pt.HTML, want) {
			t.Errorf("the Portuguese body lacks %s:\n%s", want, pt.HTML)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A compile with nothing changed renders no body; an edit to one version
// renders that version only, for its page and its feed.
func TestEditingAPostRendersOnlyIt(t *testing.T) {
	c := cache.Memory()
	s, files := blogSite(t, helloBody)
	compilePosts(t, s, files, c)
	cold := c.Made(cache.Posts)
	if cold != 6 { // three versions, each for its page and its feed
		t.Fatalf("a cold compile rendered %d bodies, want 6", cold)
	}
	s, files = blogSite(t, helloBody)
	compilePosts(t, s, files, c)
	if n := c.Made(cache.Posts) - cold; n != 0 {
		t.Errorf("a compile of the same posts rendered %d bodies", n)
	}
	s, files = blogSite(t, helloBody+"\nOne more line.\n")
	r := compilePosts(t, s, files, c)
	if n := c.Made(cache.Posts) - cold; n != 2 {
		t.Errorf("an edit to one version rendered %d bodies, want 2", n)
	}
	if !strings.Contains(r.Posts[0].In["en"].FeedHTML, "One more line.") {
		t.Error("the edited body is not the one compiled")
	}
}

// A site without posts has no lists, bodies or feeds.
func TestNoPostsNoBlogFiles(t *testing.T) {
	s, files := blogSite(t, helloBody)
	s.Posts = nil
	r := compilePosts(t, s, files, nil)
	if r.URLs != nil || r.Files != nil || r.Feeds != nil {
		t.Errorf("a site without posts compiled %+v", r)
	}
}

// A test's own reader of Atom (RFC 4287): the elements the feeds hold,
// decoded strictly.
type (
	feed struct {
		XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
		Lang    string   `xml:"http://www.w3.org/XML/1998/namespace lang,attr"`
		ID      string   `xml:"id"`
		Title   []string `xml:"title"`
		Updated string   `xml:"updated"`
		Authors []author `xml:"author"`
		Links   []link   `xml:"link"`
		Entries []entry  `xml:"entry"`
	}
	entry struct {
		Lang      string   `xml:"http://www.w3.org/XML/1998/namespace lang,attr"`
		ID        []string `xml:"id"`
		Title     []string `xml:"title"`
		Published string   `xml:"published"`
		Updated   []string `xml:"updated"`
		Links     []link   `xml:"link"`
		Content   struct {
			Type string `xml:"type,attr"`
			Text string `xml:",chardata"`
		} `xml:"content"`
	}
	link struct {
		Rel      string `xml:"rel,attr"`
		Href     string `xml:"href,attr"`
		HrefLang string `xml:"hreflang,attr"`
	}
	author struct {
		Name string `xml:"name"`
	}
)

func readFeed(t *testing.T, data []byte) feed {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var f feed
	if err := d.Decode(&f); err != nil {
		t.Fatalf("the feed does not parse: %v\n%s", err, data)
	}
	return f
}

// Each language's feed reads back with what RFC 4287 requires of a feed
// and its entries, in its language, every URL of its content absolute.
func TestFeedsReadBack(t *testing.T) {
	s, files := blogSite(t, helloBody)
	r := compilePosts(t, s, files, cache.Memory())
	if len(r.Feeds) != 2 || r.Feeds[0].Path != "blog/feed.xml" || r.Feeds[1].Path != "pt/blog/feed.xml" {
		t.Fatalf("feeds %v", r.Feeds)
	}
	ids := map[string]bool{}
	newest := []string{"2026-03-04T00:00:00Z", "2026-03-01T00:00:00Z"} // hello's updated, then Olá's date
	for i, lang := range []string{"en", "pt"} {
		f := readFeed(t, r.Feeds[i].Data)
		self := "https://ada.example/me/" + s.Config.LanguagePrefix(lang) + "blog/feed.xml"
		if f.Lang != lang || f.ID == "" || len(f.Title) != 1 || f.Updated != newest[i] {
			t.Errorf("%s feed: lang %q, id %q, title %q, updated %q", lang, f.Lang, f.ID, f.Title, f.Updated)
		}
		if len(f.Authors) != 1 || f.Authors[0].Name != "Ada" {
			t.Errorf("%s feed: authors %v", lang, f.Authors)
		}
		if !hasLink(f.Links, "self", self) || !hasLink(f.Links, "alternate", strings.TrimSuffix(self, "feed.xml")) {
			t.Errorf("%s feed: links %v", lang, f.Links)
		}
		if len(f.Entries) != 2 {
			t.Fatalf("%s feed: %d entries", lang, len(f.Entries))
		}
		for _, e := range f.Entries {
			if len(e.ID) != 1 || len(e.Title) != 1 || len(e.Updated) != 1 || e.Published == "" {
				t.Errorf("%s feed: entry %+v lacks an element RFC 4287 requires once", lang, e)
			}
			if !hasLink(e.Links, "alternate", "") || e.Content.Type != "html" || e.Lang == "" {
				t.Errorf("%s feed: entry %v: links %v, content type %q", lang, e.ID, e.Links, e.Content.Type)
			}
			ids[lang+" "+e.ID[0]] = true
			checkAbsolute(t, e.Content.Text)
		}
	}
	want := []string{
		"en tag:ada.example,2026-03-01:/me/blog/hello/", "pt tag:ada.example,2026-03-01:/me/pt/blog/hello/",
		"en tag:ada.example,2025-12-31:/me/blog/older/", "pt tag:ada.example,2025-12-31:/me/blog/older/",
	}
	for _, id := range want {
		if !ids[id] {
			t.Errorf("no entry %s among %v", id, ids)
		}
	}
}

func hasLink(links []link, rel, href string) bool {
	for _, l := range links {
		if l.Rel == rel && (href == "" || l.Href == href) && strings.HasPrefix(l.Href, "https://") {
			return true
		}
	}
	return false
}

// checkAbsolute fails for a URL of body's that is not absolute.
func checkAbsolute(t *testing.T, body string) {
	t.Helper()
	z := html.NewTokenizer(strings.NewReader(body))
	urls := 0
	for {
		if z.Next() == html.ErrorToken {
			if z.Err() != io.EOF {
				t.Fatal(z.Err())
			}
			break
		}
		for _, a := range z.Token().Attr {
			var found []string
			switch a.Key {
			case "href", "src":
				found = []string{a.Val}
			case "srcset":
				for _, c := range strings.Split(a.Val, ",") {
					found = append(found, strings.Fields(c)[0])
				}
			}
			for _, raw := range found {
				urls++
				if u, err := url.Parse(raw); err != nil || !u.IsAbs() {
					t.Errorf("the content's URL %q is not absolute", raw)
				}
			}
		}
	}
	if urls == 0 && strings.Contains(body, "href") {
		t.Errorf("no URL read in %s", body)
	}
}
