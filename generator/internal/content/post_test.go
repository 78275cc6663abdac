package content

import (
	"reflect"
	"strings"
	"testing"
)

// version is a version of a post in lang, dated date, a draft or not.
func version(lang, date string, draft bool) PostVersion {
	return PostVersion{File: "posts/" + lang + date, Lang: lang, Front: PostFront{Date: Day(date), Draft: draft}}
}

// listed is the posts as "slug:lang,lang", newest first, the future
// versions marked with a +.
func listed(posts []Post) string {
	var out []string
	for _, p := range posts {
		var langs []string
		for _, v := range p.Versions {
			mark := ""
			if v.Future {
				mark = "+"
			}
			langs = append(langs, v.Lang+mark)
		}
		out = append(out, p.Slug+":"+strings.Join(langs, ","))
	}
	return strings.Join(out, " ")
}

// A build publishes neither drafts nor the posts dated after its day,
// unless asked to; a post with a version left is still published, in the
// languages left. Versions kept though dated later are marked Future.
func TestLeaveOutUnpublished(t *testing.T) {
	langs := []string{"en", "pt"}
	posts := func() []Post {
		return GroupPosts(map[string][]PostVersion{
			"old":      {version("en", "2025-12-01", false), version("pt", "2025-12-02", false)},
			"draft":    {version("en", "2026-01-05", true)},
			"half":     {version("en", "2026-01-06", true), version("pt", "2026-01-06", false)},
			"today":    {version("en", "2026-01-10", false)},
			"tomorrow": {version("en", "2026-01-11", false), version("pt", "2026-01-09", false)},
		}, langs)
	}
	for _, c := range []struct {
		name string
		p    Publishing
		want string
	}{
		{"a build", Publishing{Today: "2026-01-10"},
			"today:en tomorrow:pt half:pt old:en,pt"},
		{"with drafts", Publishing{Today: "2026-01-10", Drafts: true},
			"today:en tomorrow:pt half:en,pt draft:en old:en,pt"},
		{"with future posts", Publishing{Today: "2026-01-10", Future: true},
			"tomorrow:en+,pt today:en half:pt old:en,pt"},
		{"serve's", Publishing{Today: "2026-01-10", Drafts: true, Future: true},
			"tomorrow:en+,pt today:en half:en,pt draft:en old:en,pt"},
	} {
		s := Site{Posts: posts()}
		s.LeaveOutUnpublished(c.p)
		if got := listed(s.Posts); got != c.want {
			t.Errorf("%s: %s\nwant %s", c.name, got, c.want)
		}
	}
}

// Posts are listed newest first, by their first version's date, those of
// one day by slug; a post's versions in the order of the site's
// languages, its tags its first version's.
func TestGroupPosts(t *testing.T) {
	pt := version("pt", "2026-01-02", false)
	en := version("en", "2026-01-01", false)
	en.Front.Tags = []string{"go"}
	posts := GroupPosts(map[string][]PostVersion{
		"b": {pt, en},
		"a": {version("en", "2026-01-01", false)},
		"c": {version("pt", "2025-01-01", false)},
	}, []string{"en", "pt"})
	if got := listed(posts); got != "a:en b:en,pt c:pt" {
		t.Errorf("posts: %s", got)
	}
	if !reflect.DeepEqual(posts[1].Tags, []string{"go"}) {
		t.Errorf("tags %v, want the en version's", posts[1].Tags)
	}
}

// A link to a page of the site is checked against the theme's pages, in
// any of the site's languages, a page of each item once per item: an
// unknown one is an error at the link, with the pages it may mean.
func TestPostLinksToPagesThatExist(t *testing.T) {
	s := &Site{
		Config:   Config{Languages: []string{"en", "pt"}},
		Projects: []Project{{Slug: "cafe"}},
		Posts: []Post{{Slug: "hello", Versions: []PostVersion{{File: "posts/hello.md", Lang: "en", Refs: []PostRef{
			{Dest: "/apps/"}, {Dest: "/pt/projects/cafe/#top"}, {Dest: "/ap/"}, {Dest: "/projects/tea/"},
		}}}}},
	}
	pages := []Page{{Name: "apps", Path: "/apps/"}, {Name: "project", Path: "/projects/:slug/", Each: "projects"}}
	var got []string
	for _, p := range s.validatePosts(pages) {
		if strings.HasPrefix(p.Path, "refs[") {
			got = append(got, p.Path+": "+p.Message+" ("+p.Hint+")")
		}
	}
	want := []string{
		"refs[2]: no page of the site is at /ap/ (expected one of: /apps/, /projects/cafe/)",
		"refs[3]: no page of the site is at /projects/tea/ (did you mean `/projects/cafe/`?)",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, p := range s.validatePosts(nil) {
		if strings.Contains(p.Message, "no page") {
			t.Errorf("with no pages known, a route was checked: %s", p.Message)
		}
	}
}
