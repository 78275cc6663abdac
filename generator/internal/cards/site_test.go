package cards

import (
	"slices"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/dist"
)

// smallSite is a site of three pages under /portfolio/, two with a card.
func smallSite() *plan.Site {
	en := &plan.Language{Code: "en", Default: true}
	return &plan.Site{BasePath: "/portfolio/", Pages: []plan.Page{
		{Lang: en, At: "/", Card: &plan.Card{Lang: "en", Title: "Ada", Owner: "Ada"}},
		{Lang: en, At: "/apps/engine/", Card: &plan.Card{Lang: "en", Kicker: "Projects", Title: "Engine", Owner: "A"}},
		{Lang: en, At: "/404.html"},
	}}
}

// A build's cards are named after their pages, the page's preview being
// its card under the base path; the page without one has no preview.
func TestEachPagesCardIsItsPreview(t *testing.T) {
	site := smallSite()
	set := Name(site, &Maker{}, false)
	if err := set.Wait(); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, f := range set.Files() {
		paths = append(paths, f.Path)
	}
	if len(paths) != 2 {
		t.Fatalf("the cards are %q", paths)
	}
	home, ok := set.Preview(&site.Pages[0])
	if !ok || home.URL != "/portfolio/"+paths[0] || home.Width != 1200 || home.Height != 630 ||
		home.Type != "image/jpeg" || home.Alt != "Ada · Ada" {
		t.Errorf("the home page's preview: %+v (%v)", home, ok)
	}
	if engine, _ := set.Preview(&site.Pages[1]); engine.URL != "/portfolio/"+paths[1] ||
		engine.Alt != "Projects: Engine · A" {
		t.Errorf("the engine's page's preview: %+v", engine)
	}
	if _, ok := set.Preview(&site.Pages[2]); ok {
		t.Error("a page without a card has a preview")
	}
	if _, ok := set.Lookup(paths[0]); ok {
		t.Error("a build's cards are looked up rather than listed")
	}
}

// serve's cards are those of a build, each named when its page is written:
// none before, and every card file found by its path, that of a page not
// written yet too.
func TestLazyCardsAreABuildsCards(t *testing.T) {
	site := smallSite()
	built := Name(site, &Maker{}, false)
	named := 0
	m := &Maker{}
	lazy := Name(site, m, true)
	lazily := lazy.lazily
	lazy.lazily = func(j Job) Made {
		named++
		return lazily(j)
	}
	if named != 0 || len(lazy.Files()) != 0 {
		t.Fatalf("%d cards named, %d listed, before any page was written", named, len(lazy.Files()))
	}
	for i := range site.Pages {
		p := &site.Pages[i]
		want, wantOK := built.Preview(p)
		got, ok := lazy.Preview(p)
		if got != want || ok != wantOK {
			t.Errorf("%s: serve's card %+v (%v), a build's %+v (%v)", p.At, got, ok, want, wantOK)
		}
	}
	if named != 2 || m.Drawn() != 0 {
		t.Errorf("%d cards named and %d drawn for 2 pages written", named, m.Drawn())
	}
	fresh := Name(site, &Maker{}, true)
	for _, f := range built.Files() {
		lazyFile, ok := fresh.Lookup(f.Path)
		if !ok {
			t.Fatalf("serve has no card at %s", f.Path)
		}
		want, _ := f.Bytes()
		if got, err := lazyFile.Bytes(); err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: serve's card is not the build's (%v)", f.Path, err)
		}
	}
	if _, ok := fresh.Lookup(dist.AssetsDir + "cards/apps/engine.000000000000.jpg"); ok {
		t.Error("serve found a card that no page has")
	}
}

// A card's file is named after its page's path: the home page's "index".
func TestACardIsNamedAfterItsPage(t *testing.T) {
	for at, want := range map[string]string{
		"/":                   "index",
		"/pt/":                "pt",
		"/pt/apps/bookstore/": "pt/apps/bookstore",
		"/404.html":           "404",
		"/pt/404.html":        "pt/404",
	} {
		if got := nameOf(at); got != want {
			t.Errorf("nameOf(%q) = %q, want %q", at, got, want)
		}
	}
}
