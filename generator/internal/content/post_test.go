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
