package generator_test

import (
	"bytes"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/internal/sitetest"
)

var metaTag = regexp.MustCompile(`<meta (?:property|name)="([^"]+)" content="([^"]*)">`)

// previewTags are the link-preview tags of a page, by name.
func previewTags(page []byte) map[string]string {
	tags := map[string]string{}
	for _, m := range metaTag.FindAllSubmatch(page, -1) {
		name := string(m[1])
		if strings.HasPrefix(name, "og:image") || strings.HasPrefix(name, "twitter:") {
			tags[name] = string(m[2])
		}
	}
	return tags
}

// checkCards checks that every page of a built site has its own card: the
// tags that LinkedIn, X, Slack and Facebook read, pointing under the base
// URL at a 1200×630 JPEG or PNG that the site holds. It returns each
// page's card path, by page.
func checkCards(t *testing.T, dist, baseURL string) map[string]string {
	t.Helper()
	cards := map[string]string{}
	seen := map[string]string{}
	err := filepath.WalkDir(dist, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") {
			return err
		}
		rel, _ := filepath.Rel(dist, p)
		page, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		tags := previewTags(page)
		img := tags["og:image"]
		if !strings.HasPrefix(img, baseURL) {
			t.Errorf("%s: og:image %q is not under %s", rel, img, baseURL)
			return nil
		}
		if tags["og:image:width"] != "1200" || tags["og:image:height"] != "630" ||
			tags["twitter:card"] != "summary_large_image" ||
			tags["twitter:image"] != img ||
			tags["og:image:alt"] == "" {
			t.Errorf("%s: tags %v", rel, tags)
		}
		data, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(img, baseURL))))
		if err != nil {
			t.Errorf("%s: its card: %v", rel, err)
			return nil
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil || cfg.Width != 1200 || cfg.Height != 630 || "image/"+format != tags["og:image:type"] ||
			len(data) > 300<<10 {
			t.Errorf(
				"%s: its card is a %dx%d %s of %d bytes, typed %q (%v)",
				rel,
				cfg.Width,
				cfg.Height,
				format,
				len(data),
				tags["og:image:type"],
				err,
			)
		}
		if other, ok := seen[img]; ok {
			t.Errorf("%s and %s share a card", rel, other)
		}
		seen[img], cards[filepath.ToSlash(rel)] = rel, img
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

// Every page of every language of the starter has its own card; a warm
// build draws none and writes the same bytes; an edit to one project's
// title draws that project's cards again, one per language, and changes
// no other page's card; so does an edit to a post's title, whose cards
// are those of the languages that show that version. Not under the race detector: the concurrent path
// it takes, the cards drawn while the pages are written, is every cold
// build's, and TestBuildWritesEveryPage takes it there on a smaller site.
func TestEveryPageHasItsOwnCardDrawnOnce(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	content := filepath.Join(root, "content")
	starterWithProjects(t, content, 0)
	opts := generator.Options{
		Content:  content,
		Theme:    filepath.Join(sitetest.Root(), "theme"),
		Out:      filepath.Join(root, "dist"),
		BaseURL:  "https://ada.dev/portfolio/",
		CacheDir: filepath.Join(root, "cache"),
		Log:      io.Discard,
	}
	warmImages(t, opts.CacheDir)
	first := build(t, opts)
	cards := checkCards(t, opts.Out, "https://ada.dev/portfolio/")
	// Every route of the theme, in each of the three languages, the
	// résumé's and the 404 page's too.
	for _, page := range []string{
		"index.html", "apps/index.html", "apps/bookstore/index.html", "about/index.html", "docs/index.html",
		"setting/index.html", "resume/index.html", "404.html", "pt/index.html", "pt/resume/index.html",
		"fr/apps/bookstore/index.html", "blog/index.html", "blog/progress-ring/index.html",
		"pt/blog/progress-ring/index.html", "fr/blog/tags/svg/index.html",
	} {
		if cards[page] == "" {
			t.Errorf("%s has no card", page)
		}
	}
	if first.Cards != first.Pages || first.CardsDrawn != first.Cards || len(cards) != first.Pages {
		t.Fatalf(
			"the first build drew %d of %d cards for %d pages (%d checked)",
			first.CardsDrawn,
			first.Cards,
			first.Pages,
			len(cards),
		)
	}
	written := readTree(t, opts.Out)
	if warm := build(t, opts); warm.CardsDrawn != 0 {
		t.Errorf("a warm build drew %d cards", warm.CardsDrawn)
	}
	if !maps.Equal(readTree(t, opts.Out), written) {
		t.Error("the warm build wrote other bytes")
	}
	edit(
		t,
		filepath.Join(content, "projects", "bookstore.yaml"),
		"title:\n  en: Bookstore\n  pt: Livraria\n  fr: Librairie\n",
		"title: The Bookstore\n",
	)
	if sum := build(t, opts); sum.CardsDrawn != 3 {
		t.Errorf("editing a project's title drew %d cards, want 3 (its page in each language)", sum.CardsDrawn)
	}
	after := checkCards(t, opts.Out, "https://ada.dev/portfolio/")
	var changed []string
	for page, card := range after {
		if card != cards[page] {
			changed = append(changed, page)
		}
	}
	slices.Sort(changed)
	want := []string{"apps/bookstore/index.html", "fr/apps/bookstore/index.html", "pt/apps/bookstore/index.html"}
	if !slices.Equal(changed, want) {
		t.Errorf("the edit changed the cards of %v, want %v", changed, want)
	}

	// The post is written in en and pt; fr shows its en version.
	edit(t, filepath.Join(content, "posts", "progress-ring.md"), "title: A progress ring in SVG\n",
		"title: A ring of progress\n")
	if sum := build(t, opts); sum.CardsDrawn != 2 {
		t.Errorf("editing a post's title drew %d cards, want 2 (its page in en and in fr)", sum.CardsDrawn)
	}
	changed = changed[:0]
	for page, card := range checkCards(t, opts.Out, "https://ada.dev/portfolio/") {
		if card != after[page] {
			changed = append(changed, page)
		}
	}
	slices.Sort(changed)
	want = []string{"blog/progress-ring/index.html", "fr/blog/progress-ring/index.html"}
	if !slices.Equal(changed, want) {
		t.Errorf("the post's edit changed the cards of %v, want %v", changed, want)
	}
}

// With cards: false, the pages keep the owner's photo and the projects'
// screenshots, but for a project that names its own card image, which is
// scaled to fill 1200×630.
func TestCardsOffAndAProjectsOwnCard(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	content := filepath.Join(root, "content")
	starterWithProjects(t, content, 0)
	edit(t, filepath.Join(content, "site.yaml"), "languages: [en, pt, fr]\n", "languages: [en, pt, fr]\ncards: false\n")
	edit(
		t,
		filepath.Join(content, "projects", "bookstore.yaml"),
		"images:\n",
		"card: media/projects/bookstore/2.jpg\nimages:\n",
	)
	opts := generator.Options{
		Content:  content,
		Theme:    filepath.Join(sitetest.Root(), "theme"),
		Out:      filepath.Join(root, "dist"),
		CacheDir: filepath.Join(root, "cache"),
		Log:      io.Discard,
	}
	sum := build(t, opts)
	if sum.Cards != 3 {
		t.Errorf("%d cards, want the bookstore's 3", sum.Cards)
	}
	read := func(page string) map[string]string {
		data, err := os.ReadFile(filepath.Join(opts.Out, page))
		if err != nil {
			t.Fatal(err)
		}
		return previewTags(data)
	}
	if img := read("about/index.html")["og:image"]; !strings.Contains(img, "/assets/media/profile") {
		t.Errorf("about's preview is %q, want the owner's photo", img)
	}
	if img := read("apps/movie-list/index.html")["og:image"]; !strings.Contains(
		img,
		"/assets/media/projects/movie-list/",
	) {
		t.Errorf("a project's preview is %q, want its screenshot", img)
	}
	for _, page := range []string{"apps/bookstore/index.html", "pt/apps/bookstore/index.html"} {
		tags := read(page)
		if !strings.Contains(tags["og:image"], "/assets/cards/") || tags["og:image:width"] != "1200" {
			t.Errorf("%s: %v, want its own card", page, tags)
		}
	}
}

// portgen serve draws no card before its first page shows, nor names
// one: each page names its card when it is written, and the card is drawn
// when it is first asked for, once.
func TestServeDrawsACardWhenFirstAskedFor(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	content := filepath.Join(root, "content")
	starterWithProjects(t, content, 0)
	g, err := generator.New(generator.Options{Content: content, Theme: filepath.Join(sitetest.Root(), "theme"),
		CacheDir: filepath.Join(root, "cache"), Serve: true, Origin: "http://127.0.0.1:1313", Log: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	site, err := g.Build()
	if err != nil {
		t.Fatal(err)
	}
	var page []byte
	for _, f := range site.Files {
		if strings.HasPrefix(f.Path, "assets/cards/") {
			t.Fatalf("serve's build lists the card %s", f.Path)
		}
		if f.Path == "pt/apps/bookstore/index.html" {
			if page, err = f.Bytes(); err != nil {
				t.Fatal(err)
			}
		}
	}
	ogImage := regexp.MustCompile(
		`<meta property="og:image" content="http://127\.0\.0\.1:1313/(assets/cards/pt/apps/bookstore\.\w+\.jpg)">`,
	)
	named := ogImage.FindSubmatch(page)
	if named == nil || site.Summary.CardsDrawn != 0 {
		t.Fatalf("the page names no card of its own, %d drawn", site.Summary.CardsDrawn)
	}
	f, ok := site.More(string(named[1]))
	if !ok {
		t.Fatalf("serve has no %s", named[1])
	}
	card, err := f.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(card))
	if err != nil || format != "jpeg" || cfg.Width != 1200 || cfg.Height != 630 {
		t.Errorf("the card asked for is a %dx%d %s (%v)", cfg.Width, cfg.Height, format, err)
	}
	entries, _ := os.ReadDir(cache.Open(filepath.Join(root, "cache")).Dir(cache.Cards))
	if len(entries) != 1 {
		t.Errorf("%d cards drawn after one was asked for", len(entries))
	}
}
