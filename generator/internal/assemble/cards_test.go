package assemble_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble"
	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/internal/sitetest"
)

// cardsByPage are the cards of a site's pages, by the page's path.
func cardsByPage(site plan.Site) map[string]*plan.Card {
	out := map[string]*plan.Card{}
	for _, p := range site.Pages {
		if p.Card != nil {
			out[p.At] = p.Card
		}
	}
	return out
}

// Each page's card says the page's own words in its language: its title
// without the owner's name (which the card shows apart), a project's title
// under the title of the page that lists it, its technologies and
// screenshot; every page of the theme's routes has one.
func TestEachPagesCardSaysItsOwnWords(t *testing.T) {
	site := assemble.Site(basic(t, nil))
	byPage := cardsByPage(site)
	if len(byPage) != len(site.Pages) {
		t.Errorf("%d cards for %d pages", len(byPage), len(site.Pages))
	}
	home, engine := byPage["/"], byPage["/pt/apps/engine/"]
	if home.Title != "Ada Lovelace" || home.Owner != "Ada Lovelace" || home.Lang != "en" || home.Wallpaper.Key == "" ||
		home.Site != "example.com/portfolio" {
		t.Errorf("the home card: %+v", home)
	}
	if engine.Title != "Máquina Analítica" || engine.Lang != "pt" ||
		!slices.Equal(engine.Tech, []string{"Brass", "Steam"}) ||
		!strings.Contains(engine.Image.Key, "/portfolio/assets/media/engine") {
		t.Errorf("the engine's card in pt: %+v", engine)
	}
	apps, ptApps := byPage["/apps/"], byPage["/pt/apps/"]
	if apps.Title != "Projects" || ptApps.Title != "Projetos" || engine.Kicker != ptApps.Title ||
		byPage["/apps/engine/"].Kicker != "Projects" {
		t.Errorf("the projects' cards say %q and %q, the engine's in pt %q", apps.Title, ptApps.Title, engine.Kicker)
	}
	brass := byPage["/pt/apps/tags/brass/"]
	if brass.Title != "Brass" || brass.Kicker != "Projetos" || brass.Lang != "pt" {
		t.Errorf("the card of Brass's page in pt: %+v", brass)
	}
	if about := byPage["/pt/about/"]; about.Title != "Sobre" || about.Kicker != "" || about.Image.Key != "" {
		t.Errorf("the card of the about page in pt: %+v", about)
	}
}

// With cards: false, no card is made but for a project's own image.
func TestCardsOffMakesOnlyTheProjectsOwn(t *testing.T) {
	files := sitetest.Files(sitetest.Load("basic"), nil)
	in := basic(t, map[string][]byte{
		"site.yaml":           append(files["site.yaml"], "cards: false\n"...),
		"projects/notes.yaml": append(files["projects/notes.yaml"], "card: media/shot.jpg\n"...),
	})
	var got []string
	for at, card := range cardsByPage(assemble.Site(in)) {
		got = append(got, at)
		if card.Cover.Key == "" {
			t.Errorf("%s: drawn with cards off", at)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"/apps/notes/", "/pt/apps/notes/"}) {
		t.Errorf("cards of %q, want the notes' own in each language", got)
	}
}

// A project whose first screenshot is an SVG has it on its card, as it is.
func TestAnSVGScreenshotIsOnItsProjectsCard(t *testing.T) {
	files := sitetest.Files(sitetest.Load("basic"), nil)
	notesYAML := strings.Replace(string(files["projects/notes.yaml"]), "[media/shot.jpg]", "[media/mark.svg]", 1)
	in := basic(t, map[string][]byte{
		"projects/notes.yaml": []byte(notesYAML),
		"media/mark.svg": []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 5">` +
			`<rect width="8" height="5" rx="2" fill="#9f1239"/></svg>`),
	})
	notes := cardsByPage(assemble.Site(in))["/pt/apps/notes/"].Image
	if !strings.HasSuffix(notes.Key, ".svg") || notes.Open == nil {
		t.Fatalf("the notes' card shows %q, want its SVG screenshot", notes.Key)
	}
	if svg, err := notes.Read(); err != nil || !strings.Contains(string(svg), "#9f1239") {
		t.Errorf("the notes' screenshot reads %q, %v", svg, err)
	}
}
