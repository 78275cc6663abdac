package assemble_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/dates"
)

// withPosts is the basic site, with the theme's routes, and the posts of
// files, compiled as a build compiles them.
func withPosts(t *testing.T, files map[string][]byte) assemble.Input {
	t.Helper()
	in := basic(t, files)
	posts, err := compile.Posts(in.Site, in.Media.Files, compile.Options{Base: "/portfolio/", BaseURL: in.BaseURL})
	if err != nil {
		t.Fatal(err)
	}
	in.Data.Posts = posts
	return in
}

// blogPages are the site's pages of the blog's routes: route, language,
// item and where the page is.
func blogPages(in assemble.Input) []string {
	var out []string
	for _, p := range assemble.Site(in).Pages {
		if p.Route.Page != "blog" && p.Route.Page != "post" {
			continue
		}
		item := ""
		switch {
		case p.Post != nil:
			v := p.Post.In[p.Lang.Code]
			item = p.Post.Slug + ":" + v.Lang + ":" + v.Title
		case p.PostTag != nil:
			item = p.PostTag.Name
		}
		out = append(out, strings.Join([]string{p.Route.Page, p.Lang.Code, item, p.At}, " "))
	}
	return out
}

// The blog has a list, a page per tag and a page per post, each in every
// language; a language a post is not written in shows its first version.
func TestEveryPostAndPostTagHasAPageInEveryLanguage(t *testing.T) {
	in := withPosts(t, map[string][]byte{
		"posts/hello.md":    []byte("---\ntitle: Hello\ndate: 2026-01-10\ntags: [Go, Testing]\n---\nHi.\n"),
		"posts/hello.pt.md": []byte("---\ntitle: Olá\ndate: 2026-01-10\n---\nOi.\n"),
		"posts/later.md":    []byte("---\ntitle: Later\ndate: 2026-02-01\ntags: [Go]\n---\nText.\n"),
	})
	got := blogPages(in)
	want := []string{
		"blog en  /blog/",
		"blog pt  /pt/blog/",
		"blog en Go /blog/tags/go/",
		"blog pt Go /pt/blog/tags/go/",
		"blog en Testing /blog/tags/testing/",
		"blog pt Testing /pt/blog/tags/testing/",
		"post en later:en:Later /blog/later/",
		"post pt later:en:Later /pt/blog/later/",
		"post en hello:en:Hello /blog/hello/",
		"post pt hello:pt:Olá /pt/blog/hello/",
	}
	if !slices.Equal(got, want) {
		t.Errorf("the blog's pages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A site without posts has no blog: no list, no tag's page, no post's.
func TestASiteWithoutPostsHasNoBlogPage(t *testing.T) {
	if got := blogPages(withPosts(t, nil)); len(got) != 0 {
		t.Errorf("a site without posts has the blog's pages %q", got)
	}
}

// A post's card, in each language, shows the title of the version that
// language shows under the blog's, its day in the page's language, and
// its cover, when it has one.
func TestAPostsCardShowsItsTitleDayAndCover(t *testing.T) {
	in := withPosts(t, map[string][]byte{
		"posts/hello.md":    []byte("---\ntitle: Hello\ndate: 2026-01-10\ncover: ../media/shot.jpg\n---\nHi.\n"),
		"posts/hello.pt.md": []byte("---\ntitle: Olá\ndate: 2026-01-10\n---\nOi.\n"),
		"posts/later.md":    []byte("---\ntitle: Later\ndate: 2026-02-01\n---\nText.\n"),
	})
	data, err := in.Theme.DatesData()
	if err != nil {
		t.Fatal(err)
	}
	if in.Dates, err = dates.Parse(data); err != nil {
		t.Fatal(err)
	}
	byPage := cardsByPage(assemble.Site(in))
	for _, c := range []struct{ at, kicker, title, date, cover string }{
		{"/blog/hello/", "Blog", "Hello", "January 10, 2026", "/portfolio/assets/media/shot"},
		{"/pt/blog/hello/", "Blog", "Olá", "10 de janeiro de 2026", "/portfolio/assets/media/shot"},
		{"/pt/blog/later/", "Blog", "Later", "1 de fevereiro de 2026", ""},
	} {
		card := byPage[c.at]
		if card == nil {
			t.Errorf("%s has no card", c.at)
			continue
		}
		if card.Kicker != c.kicker || card.Title != c.title || card.Date != c.date ||
			!strings.HasPrefix(card.Image.Key, c.cover) || (c.cover == "") != (card.Image.Key == "") {
			t.Errorf("%s's card: %q, %q, %q, image %q; want %+v", c.at, card.Kicker, card.Title, card.Date,
				card.Image.Key, c)
		}
	}
	if list := byPage["/pt/blog/"]; list.Date != "" || list.Image.Key != "" {
		t.Errorf("the list's card shows a day or an image: %+v", list)
	}
}
