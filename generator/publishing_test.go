package generator

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/internal/sitetest"
)

// A build leaves out the drafts and the posts dated after its day, by its
// clock (Options.Now), unless its options ask for them; serve shows every
// post.
func TestABuildPublishesDraftsAndFuturePostsOnlyWhenAsked(t *testing.T) {
	content := filepath.Join(t.TempDir(), "content")
	post := func(date, more string) []byte {
		return []byte("---\ntitle: A post\ndate: " + date + "\n" + more + "---\nText.\n")
	}
	sitetest.Write(t, content, sitetest.Load("basic"), map[string][]byte{
		"posts/past.md":     post("2026-01-09", ""),
		"posts/today.md":    post("2026-01-10", ""),
		"posts/tomorrow.md": post("2026-01-11", ""),
		"posts/draft.md":    post("2026-01-01", "draft: true\n"),
	})
	// Late in the evening of the 10th in UTC-3: the 11th in UTC.
	now := func() time.Time { return time.Date(2026, 1, 10, 23, 0, 0, 0, time.FixedZone("BRT", -3*3600)) }
	for _, c := range []struct {
		name string
		opts Options
		want string
	}{
		{"a build", Options{}, "today past"},
		{"with drafts", Options{Drafts: true}, "today past draft"},
		{"with future posts", Options{Future: true}, "tomorrow today past"},
		{"serve", Options{Serve: true}, "tomorrow today past draft"},
	} {
		opts := c.opts
		opts.Content = content
		opts.Theme = filepath.Join("..", "theme")
		opts.Now = now
		g, err := New(opts)
		if err != nil {
			t.Fatal(err)
		}
		in, err := g.load()
		g.Close()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var slugs []string
		for _, p := range in.loaded.Site.Posts {
			slugs = append(slugs, p.Slug)
		}
		if got := strings.Join(slugs, " "); got != c.want {
			t.Errorf("%s: posts %q, want %q", c.name, got, c.want)
		}
	}
}
