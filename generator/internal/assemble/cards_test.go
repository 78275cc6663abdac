package assemble_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble"
	"github.com/portgen/portgen/generator/internal/cards"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pages"
	"github.com/portgen/portgen/internal/sitetest"
)

// Each page's card says the page's own words in its language: its title
// without the owner's name (which the card shows apart), a project's title
// under the title of the page that lists it, its technologies and
// screenshot; every page of the theme's routes has one, named after it,
// and is its preview.
func TestEachPagesCardSaysItsOwnWords(t *testing.T) {
	in := basic(t, nil)
	site := assemble.Pages(in, "")
	var got []cards.Job
	files, err := assemble.Cards(in, &site, in.Theme.Routes, func(jobs []cards.Job) ([]cards.Made, error) {
		got = jobs
		out := make([]cards.Made, len(jobs))
		for i, j := range jobs {
			out[i].Path, out[i].Alt = "assets/cards/"+j.Name+".jpg", j.Card.Text()
		}
		return out, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]cards.Card{}
	var names []string
	for _, j := range got {
		byName[j.Name] = j.Card
		names = append(names, j.Name)
	}
	withCard := 0
	for _, ref := range site.Pages(in.Theme.Routes) {
		if _, ok := site.Card(ref); ok {
			withCard++
		}
	}
	if len(files) != len(got) || withCard != len(got) {
		t.Fatalf("%d files and %d pages' cards for %d jobs", len(files), withCard, len(got))
	}
	for _, want := range []string{"index", "pt", "apps/engine", "pt/apps/notes", "about", "pt/setting", "404", "pt/404"} {
		if !slices.Contains(names, want) {
			t.Errorf("no card named %s among %q", want, names)
		}
	}
	home, engine := byName["index"], byName["pt/apps/engine"]
	if home.Title != "Ada Lovelace" || home.Owner != "Ada Lovelace" || home.Lang != "en" || home.Wallpaper.Key == "" ||
		home.Site != "example.com/portfolio" {
		t.Errorf("the home card: %+v", home)
	}
	if engine.Title != "Máquina Analítica" || engine.Lang != "pt" ||
		!slices.Equal(engine.Tech, []string{"Brass", "Steam"}) ||
		!strings.Contains(engine.Image.Key, "/portfolio/assets/media/engine") {
		t.Errorf("the engine's card in pt: %+v", engine)
	}
	if apps, ptApps := byName["apps"], byName["pt/apps"]; apps.Title != "Projects" || ptApps.Title == "" ||
		engine.Kicker != ptApps.Title ||
		byName["apps/engine"].Kicker != "Projects" {
		t.Errorf(
			"the projects' cards say %q and %q, the engine's kicker in pt %q",
			apps.Title,
			ptApps.Title,
			engine.Kicker,
		)
	}
	if brass := byName["pt/apps/tags/brass"]; brass.Title != "Brass" || brass.Kicker != byName["pt/apps"].Title ||
		brass.Lang != "pt" {
		t.Errorf("the card of Brass's page in pt: %+v", brass)
	}
	preview, _ := site.Card(pages.Ref{Path: "/pt/apps/engine/"})
	if preview.URL != "/portfolio/assets/cards/pt/apps/engine.jpg" || preview.Width != 1200 || preview.Height != 630 ||
		preview.Type != "image/jpeg" || !strings.Contains(preview.Alt, "Máquina Analítica") {
		t.Errorf("the page's preview: %+v", preview)
	}
}

// serve's cards are those of a build, each named when its page is written:
// none before, and every card file found by its path, that of a page not
// written yet too.
func TestLazyCardsAreABuildsCards(t *testing.T) {
	in := basic(t, nil)
	built := assemble.Pages(in, "")
	files, err := assemble.Cards(in, &built, in.Theme.Routes, (&cards.Maker{}).Make)
	if err != nil {
		t.Fatal(err)
	}
	lazy := assemble.Pages(in, "")
	named := 0
	file := assemble.LazyCards(in, &lazy, in.Theme.Routes, func(j cards.Job) cards.Made {
		named++
		return (&cards.Maker{}).Lazily()(j)
	})
	if named != 0 {
		t.Fatalf("%d cards named before any page was written", named)
	}
	refs := built.Pages(in.Theme.Routes)
	for _, ref := range refs {
		want, wantOK := built.Card(ref)
		got, ok := lazy.Card(ref)
		if got != want || ok != wantOK {
			t.Errorf("%s: serve's card %+v (%v), a build's %+v (%v)", ref.Path, got, ok, want, wantOK)
		}
	}
	if named != len(refs) {
		t.Errorf("%d cards named for %d pages written", named, len(refs))
	}
	fresh := assemble.Pages(in, "")
	file = assemble.LazyCards(in, &fresh, in.Theme.Routes, (&cards.Maker{}).Lazily())
	for _, f := range files {
		lazyFile, ok := file(f.Path)
		if !ok {
			t.Fatalf("serve has no card at %s", f.Path)
		}
		want, _ := f.Bytes()
		if got, err := lazyFile.Bytes(); err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: serve's card is not the build's (%v)", f.Path, err)
		}
	}
	if _, ok := file(dist.AssetsDir + "cards/apps/engine.000000000000.jpg"); ok {
		t.Error("serve found a card that no page has")
	}
}

// With cards: false, no card is made but for a project's own image.
func TestCardsOffMakesOnlyTheProjectsOwn(t *testing.T) {
	files := sitetest.Files(sitetest.Load("basic"), nil)
	in := basic(t, map[string][]byte{
		"site.yaml":           append(files["site.yaml"], "cards: false\n"...),
		"projects/notes.yaml": append(files["projects/notes.yaml"], "card: media/shot.jpg\n"...),
	})
	site := assemble.Pages(in, "")
	var got []string
	if _, err := assemble.Cards(in, &site, in.Theme.Routes, func(jobs []cards.Job) ([]cards.Made, error) {
		for _, j := range jobs {
			got = append(got, j.Name)
			if j.Card.Cover.Key == "" {
				t.Errorf("%s: drawn with cards off", j.Name)
			}
		}
		return make([]cards.Made, len(jobs)), nil
	}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, []string{"apps/notes", "pt/apps/notes"}) {
		t.Errorf("cards %q, want the notes' own in each language", got)
	}
}

// A project whose first screenshot is an SVG has it on its card, as it is.
func TestAnSVGScreenshotIsOnItsProjectsCard(t *testing.T) {
	files := sitetest.Files(sitetest.Load("basic"), nil)
	in := basic(t, map[string][]byte{
		"projects/notes.yaml": []byte(
			strings.Replace(
				string(files["projects/notes.yaml"]),
				"images: [media/shot.jpg]",
				"images: [media/mark.svg]",
				1,
			),
		),
		"media/mark.svg": []byte(
			`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 5"><rect width="8" height="5" rx="2" fill="#9f1239"/></svg>`,
		),
	})
	site := assemble.Pages(in, "")
	byName := map[string]cards.Card{}
	if _, err := assemble.Cards(in, &site, in.Theme.Routes, func(jobs []cards.Job) ([]cards.Made, error) {
		for _, j := range jobs {
			byName[j.Name] = j.Card
		}
		return make([]cards.Made, len(jobs)), nil
	}); err != nil {
		t.Fatal(err)
	}
	notes := byName["pt/apps/notes"].Image
	if !strings.HasSuffix(notes.Key, ".svg") || notes.Open == nil {
		t.Fatalf("the notes' card shows %q, want its SVG screenshot", notes.Key)
	}
	if svg, err := notes.Open(); err != nil || !strings.Contains(string(svg), "#9f1239") {
		t.Errorf("the notes' screenshot reads %q, %v", svg, err)
	}
}
