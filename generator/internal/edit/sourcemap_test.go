package edit

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// editedSite is the basic test site with what the map's rules meet: a
// title in English only, an anchored track title, and a résumé with its
// Portuguese translation.
var editedSite = map[string][]byte{
	"projects/notes.yaml": []byte("id: 2\nicon: media/engine.png\ntitle: {en: Notes}\n" +
		"content:\n  en: [The first program.]\n  pt: [O primeiro programa.]\ntech: [Ink]\n" +
		"links: {live: https://example.com/notes, source: https://example.com/notes.git}\n" +
		"images: [media/shot.jpg]\n"),
	"resume.json": []byte(`{"basics": {"name": "Ada", "label": "Analyst", "summary": "Poet of numbers."},
  "work": [{"name": "Engine", "position": "Programmer", "summary": "Wrote the first program.",
    "highlights": ["Bernoulli numbers"]}]}`),
	"resume.pt.json": []byte(`{"basics": {"label": "Analista"}, "work": [{"position": "Programadora"}]}`),
}

// loadEdited writes the basic site with overrides into a folder, and
// loads it as serve does, noting where each text is.
func loadEdited(t *testing.T, overrides map[string][]byte) (string, *content.Site, content.Sources) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "content")
	sitetest.Write(t, dir, sitetest.Load("basic"), overrides)
	c := &load.Cache{Sources: true}
	res, err := c.Load(dir, themetest.Rules())
	if err != nil {
		t.Fatal(err)
	}
	return dir, res.Site, res.Sources()
}

func TestMapFollowsTheThemesLanguageRules(t *testing.T) {
	anchored := strings.Replace(string(sitetest.Files(sitetest.Load("basic"), nil)["site.yaml"]),
		"title: {en: Hum, pt: Zumbido}", "title: &hum {en: Hum, pt: Zumbido}", 1)
	overrides := map[string][]byte{"site.yaml": []byte(anchored)}
	for k, v := range editedSite {
		overrides[k] = v
	}
	_, site, sources := loadEdited(t, overrides)
	type want struct {
		file, path, text, kind, addLang string
	}
	cases := map[string]map[Key]want{
		"en": {
			"projects/engine/title@en": {"projects/engine.yaml", "title.en", "Analytical Engine", Line, ""},
			"projects/notes/title@en":  {"projects/notes.yaml", "title.en", "Notes", Line, ""},
			"projects/engine/content[1]@en": {
				"projects/engine.yaml", "content[1]", "See [the notes](https://example.com/notes).", Paragraph, "",
			},
			"projects/notes/content[0]@en": {
				"projects/notes.yaml", "content.en[0]", "The first program.", Paragraph, "",
			},
			"projects/engine/tech[1]":    {"projects/engine.yaml", "tech[1]", "Steam", Line, ""},
			"site/wallpapers[1].name@en": {"site.yaml", "wallpapers[1].name", "Dusk", Line, ""},
			"site/documents[0].label@en": {"site.yaml", "documents[0].label.en", "Resume", Line, ""},
			"locales/en/home.greeting":   {"locales/en.yaml", "home.greeting", "Welcome", Line, ""},
			"resume@en/basics.label":     {"resume.json", "basics.label", "Analyst", Line, ""},
			"resume@en/work[0].summary": {
				"resume.json", "work[0].summary", "Wrote the first program.", Paragraph, "",
			},
		},
		"pt": {
			"projects/engine/title@pt": {"projects/engine.yaml", "title.pt", "Máquina Analítica", Line, ""},
			"projects/notes/title@pt":  {"projects/notes.yaml", "title.en", "Notes", Line, "pt"},
			"projects/engine/content[0]@pt": {
				"projects/engine.yaml", "content[0]",
				"A **general-purpose** computer, with *punched cards* and a `store`.", Paragraph, "",
			},
			"projects/notes/content[0]@pt": {
				"projects/notes.yaml", "content.pt[0]", "O primeiro programa.", Paragraph, "",
			},
			"site/wallpapers[0].name@pt":      {"site.yaml", "wallpapers[0].name.pt", "Aurora", Line, ""},
			"site/wallpapers[1].name@pt":      {"site.yaml", "wallpapers[1].name", "Dusk", Line, ""},
			"locales/pt/home.greeting":        {"locales/pt.yaml", "home.greeting", "Bem-vindo", Line, ""},
			"locales/pt/pages.about.title":    {"locales/pt.yaml", "pages.about.title", "Sobre", Line, ""},
			"resume@pt/basics.label":          {"resume.pt.json", "basics.label", "Analista", Line, ""},
			"resume@pt/basics.summary":        {"resume.json", "basics.summary", "Poet of numbers.", Paragraph, ""},
			"resume@pt/work[0].position":      {"resume.pt.json", "work[0].position", "Programadora", Line, ""},
			"resume@pt/work[0].highlights[0]": {"resume.json", "work[0].highlights[0]", "Bernoulli numbers", Line, ""},
		},
	}
	for lang, entries := range cases {
		m := NewMap(3, site, sources, lang)
		for key, w := range entries {
			e, ok := m.Entry(key)
			got := want{e.Source.File, e.Source.Path, e.Text, e.Kind, e.AddLang}
			if !ok || got != w {
				t.Errorf("%s: %+v (mapped: %v), want %+v", key, got, ok, w)
			}
		}
		for _, key := range []Key{Key("site/tracks[0].title@" + lang), "projects/engine/links.live"} {
			if _, ok := m.Entry(key); ok {
				t.Errorf("%s is mapped: an anchored text, or no text to read", key)
			}
		}
	}
	e, _ := NewMap(3, site, sources, "pt").Entry("projects/engine/title@pt")
	if e.Source.Line != 3 || e.Source.Col != 36 || e.Source.Lang != "pt" {
		t.Errorf("title.pt is at %d:%d in %q, want the value's position, 3:36, in pt", e.Source.Line,
			e.Source.Col, e.Source.Lang)
	}
}

func TestMarkersRoundTrip(t *testing.T) {
	for _, id := range []int{0, 1, 3, 4, 17, 255, 100_000} {
		text := "Livraria" + Marker(id)
		if Strip(text) != "Livraria" || !markerPattern.MatchString(text) {
			t.Errorf("Marker(%d) = %q does not strip back", id, Marker(id))
		}
	}
	if Marker(1) == Marker(4) {
		t.Error("two ids, one marker")
	}
	family := "👩\u200d💻 team"
	if Strip(family) != family {
		t.Error("Strip removed a zero-width joiner that is no marker")
	}
}
