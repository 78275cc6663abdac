package compile_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/resumepdf"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// loadSite loads testdata/sites/<name>.txtar with files added or replaced
// (nil deletes one), and fingerprints its media under base.
func loadSite(t *testing.T, name, base string, overrides map[string][]byte) (*load.Result, content.Assets) {
	t.Helper()
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load(name), overrides)
	res, err := load.Load(dir, themetest.Rules())
	if err != nil {
		t.Fatal(err)
	}
	var cache assets.Cache
	files, err := cache.Fingerprint(res.Files, base, assets.UsesOf(res.Site, res.Files, ""))
	if err != nil {
		t.Fatal(err)
	}
	return res, files
}

// loadBasic loads the basic site with files added or replaced, under /portfolio/.
func loadBasic(t *testing.T, overrides map[string][]byte) (*load.Result, content.Assets) {
	t.Helper()
	return loadSite(t, "basic", "/portfolio/", overrides)
}

func indent(t *testing.T, data []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	out, _ := json.MarshalIndent(v, "", "  ")
	return append(out, '\n')
}

// The data the theme reads, as portgen build writes it from the site that
// the theme's unit tests show (testdata/sites/theme-unit.txtar): the site
// object that every page holds, and the files that the app fetches. Each
// golden has a TypeScript twin, which the theme's `npm run contract` checks
// against its types (theme/src/shared/data/types.ts, generated from this
// package's types) and which its unit tests take as their data
// (theme/src/test/fixtures).
func TestCompiledJSON(t *testing.T) {
	res, files := loadSite(t, "theme-unit", "/", nil)
	for _, w := range res.Warnings {
		t.Errorf("theme-unit.txtar: %s", w.Message)
	}
	pdfs := &resumepdf.Maker{Dates: func() ([]byte, error) {
		return os.ReadFile(filepath.Join(sitetest.Root(), "theme", "src", "prerender", "intl-data.json"))
	}}
	made, err := pdfs.Make(res.Site, "/")
	if err != nil {
		t.Fatal(err)
	}
	// One project's repository as a forge told it (generator/internal/forges): its
	// topic "vue" is already among its tech, "vitejs" and "ruby-on-rails"
	// are named as the filter names them, and its homepage is no link.
	repos := map[string]content.RepositoryFacts{
		"cafe-finder": {
			Stars:       1234,
			Description: "A café finder",
			Topics:      []string{"vue", "vitejs", "maps", "ruby-on-rails", "<b>geo</b>"},
			Language:    "TypeScript",
			License:     "MIT",
			Pushed:      "2026-10-03T19:06:43Z",
			Homepage:    "javascript:alert(1)",
			Archived:    true,
		},
	}
	r := compile.Compile(
		res.Site,
		files,
		compile.Options{Base: "/", ScreenshotSizes: "100vw", ResumePDFs: made.URLs(), Repositories: repos},
	)
	file := func(url string) []byte {
		t.Helper()
		for _, f := range r.Files {
			if "/"+f.Path == url {
				return indent(t, f.Data)
			}
		}
		t.Fatalf("the data has no file at %q", url)
		return nil
	}
	sitetest.GoldenData(t, "compile/site.json", "SiteData", indent(t, compile.JSON(r.Site)))
	sitetest.GoldenData(t, "compile/projects.json", "Project[]", file(r.Site.ProjectsURL))
	sitetest.GoldenData(t, "compile/locale-pt.json", "LocaleStrings", file(r.Site.LocaleURLs["pt"]))
	sitetest.GoldenData(t, "compile/resume-en.json", "Resume", file(r.Site.ResumeURLs["en"]))
	sitetest.GoldenData(t, "compile/resume-pt.json", "Resume", file(r.Site.ResumeURLs["pt"]))
	// French has no translation: the default language's résumé, in a file of its own.
	sitetest.GoldenData(t, "compile/resume-fr.json", "Resume", file(r.Site.ResumeURLs["fr"]))

	// The site holds one weather provider's configuration: here is each one's.
	weather := []compile.Weather{
		r.Site.Weather,
		compile.SiteData(res.Site, files, "/", compile.WeatherEnv{Key: "k3y"}).Weather,
	}
	sitetest.GoldenData(t, "compile/weather.json", "WeatherConfig[]", indent(t, compile.JSON(weather)))

	// Two more résumés that the résumé screen shows, each another site's:
	// one with almost nothing, and one whose owner publishes its references.
	resume := func(overrides map[string][]byte) []byte {
		t.Helper()
		res, files := loadSite(t, "theme-unit", "/", overrides)
		return indent(t, compile.JSON(compile.ResumeIn(res.Site, "en", files)))
	}
	minimal := "basics: {name: Ada Lovelace}\nwork:\n  - {name: Analytical Engine, startDate: \"1842\"}\n"
	sitetest.GoldenData(t, "compile/resume-minimal.json", "Resume",
		resume(map[string][]byte{"resume.yaml": []byte(minimal), "resume.pt.yaml": nil}))
	full := sitetest.Files(sitetest.Load("theme-unit"), nil)["resume.yaml"]
	sitetest.GoldenData(
		t,
		"compile/resume-references.json",
		"Resume",
		resume(
			map[string][]byte{"resume.yaml": slices.Concat(full, []byte("meta:\n  portgen: {showReferences: true}\n"))},
		),
	)
}

// A page of the default language sends a visitor to the same page in
// their language unless site.yaml turns that off; a site in one language
// has no other to send them to.
func TestTheLanguageRedirectIsOnUnlessTurnedOffOrAlone(t *testing.T) {
	site := string(sitetest.Files(sitetest.Load("basic"), nil)["site.yaml"])
	alone := strings.Replace(site, "languages: [en, pt]", "languages: [en]", 1)
	for _, c := range []struct {
		name, site string
		want       bool
	}{
		{"two languages", site, true},
		{"two languages, turned off", site + "languageRedirect: false\n", false},
		{"two languages, turned on", site + "languageRedirect: true\n", true},
		{"one language", alone, false},
		{"one language, turned on", alone + "languageRedirect: true\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, files := loadBasic(t, map[string][]byte{"site.yaml": []byte(c.site)})
			data := compile.JSON(compile.SiteData(res.Site, files, "/portfolio/", compile.WeatherEnv{}))
			if want := fmt.Sprintf(`"languageRedirect":%v`, c.want); !strings.Contains(string(data), want) {
				t.Errorf("the site data lacks %s:\n%s", want, data)
			}
		})
	}
}

// A document that names the résumé in a language is that language's PDF,
// whatever the language of the page it is offered on; in a language the
// site does not list yet, it waits, left out.
func TestADocumentOfTheResumeIsItsPDF(t *testing.T) {
	site := string(sitetest.Files(sitetest.Load("theme-unit"), nil)["site.yaml"])
	site = strings.Replace(site, "file: documents/resume.pdf", "resume: pt", 1)
	site = strings.Replace(site, "\ntracks:", "\n  - {id: cv-de, label: German CV, resume: de}\ntracks:", 1)
	res, files := loadSite(t, "theme-unit", "/", map[string][]byte{"site.yaml": []byte(site)})
	pdfs := map[string]string{"en": "/assets/resume/Ada-resume-en.pdf", "pt": "/assets/resume/Ada-resume-pt.pdf"}
	r := compile.Compile(res.Site, files, compile.Options{Base: "/", ResumePDFs: pdfs})
	var got []string
	for _, d := range r.Site.Documents {
		got = append(got, d.ID+" "+d.Resume+" "+d.Href)
	}
	want := []string{"resume pt " + pdfs["pt"], "letter  " + files["documents/letter.pdf"].URL}
	if !slices.Equal(got, want) {
		t.Errorf("documents %q, want %q", got, want)
	}
}

func TestJSONKeepsTextAsWritten(t *testing.T) {
	got := string(compile.JSON(map[string]string{"t": "<b> & </script>"}))
	if got != `{"t":"<b> & </script>"}` {
		t.Errorf("JSON = %s", got)
	}
}

// A small SVG icon is written into the project list, where a browser reads
// it as it is; a larger one, or a raster one, stays a file to fetch.
func TestASmallSVGIconIsADataURL(t *testing.T) {
	const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">`
	small := open + `<path fill="#0a0" d="M0 0h8v8H0z"/><!-- 100% --></svg>` + "\n"
	large := open + `<desc>` + strings.Repeat("x", 5000) + `</desc></svg>`
	basic := sitetest.Files(sitetest.Load("basic"), nil)
	withIcon := func(project, icon string) []byte {
		return []byte(strings.Replace(string(basic[project]), "icon: media/engine.png", "icon: "+icon, 1))
	}
	res, files := loadBasic(t, map[string][]byte{
		"media/small.svg":      []byte(small),
		"media/large.svg":      []byte(large),
		"projects/engine.yaml": withIcon("projects/engine.yaml", "media/small.svg"),
		"projects/notes.yaml":  withIcon("projects/notes.yaml", "media/large.svg"),
	})
	projects := compile.Projects(res.Site, files, "100vw")
	want := `data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%208%208%22%3E` +
		`%3Cpath%20fill=%22%230a0%22%20d=%22M0%200h8v8H0z%22/%3E%3C!--%20100%25%20--%3E%3C/svg%3E%0A`
	if got := projects[0].Icon.Src; got != want {
		t.Errorf("the small icon is\n%s\nwant\n%s", got, want)
	}
	if got := projects[1].Icon.Src; !strings.HasPrefix(got, "/portfolio/assets/media/large.") ||
		!strings.HasSuffix(got, ".svg") {
		t.Errorf("the large icon is %.80s, not its file", got)
	}
}

// The JSON Resume project's sample, as the résumé screen reads it: the
// references left out, the profiles with their icon; with site.yaml's owner.
func TestCompiledResume(t *testing.T) {
	sample, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "resume", "sample.resume.json"))
	if err != nil {
		t.Fatal(err)
	}
	res, files := loadBasic(t, map[string][]byte{"resume.json": sample,
		"resume.pt.json": []byte(`{"basics": {"label": "Programador"}, "work": [{"position": "Diretor executivo"}]}`)})
	en, pt := compile.ResumeIn(res.Site, "en", files), compile.ResumeIn(res.Site, "pt", files)
	if pt.Basics.Label != "Programador" || pt.Work[0].Position != "Diretor executivo" ||
		pt.Work[0].Name != "Pied Piper" {
		t.Errorf("pt = %+v", pt)
	}
	if en.References != nil || en.Basics.Profiles[0].Kind != "x" || en.Basics.Profiles[1].Kind != "link" {
		t.Errorf("en = %+v", en)
	}
	site := compile.SiteData(res.Site, files, "/portfolio/", compile.WeatherEnv{})
	// site.yaml's owner and skills go first, and its GitHub link and email
	// replace the résumé's; the résumé's other profiles stay.
	if site.Owner.Name != "Ada Lovelace" || site.Owner.Label["pt"] != "Programador" || site.Skills[0] != "Go" {
		t.Errorf("owner %+v, skills %q", site.Owner, site.Skills)
	}
	if p := site.Social.Profiles; len(p) != 3 || p[0].URL != "https://github.com/ada" || p[1].Kind != "x" ||
		site.Social.Email != "ada@example.com" {
		t.Errorf("social = %+v", site.Social)
	}
}

// A Memo gives what a Compile without one gives; it compiles again the
// project whose file changed, and takes the others as they were.
func TestAMemoCompilesAgainOnlyTheProjectsThatChanged(t *testing.T) {
	basic := sitetest.Files(sitetest.Load("basic"), nil)
	res, files := loadBasic(t, nil)
	var memo compile.Memo
	opts := compile.Options{Base: "/portfolio/", Memo: &memo}
	first := compile.Compile(res.Site, files, opts)

	renamed := []byte(strings.Replace(string(basic["projects/notes.yaml"]), "Notes", "Notebook", 1))
	res, files = loadBasic(t, map[string][]byte{"projects/notes.yaml": renamed})
	again := compile.Compile(res.Site, files, opts)
	want := compile.Compile(res.Site, files, compile.Options{Base: "/portfolio/"})
	if !reflect.DeepEqual(again, want) {
		t.Error("a compile with a memo differs from one without")
	}
	for i, p := range again.Projects {
		reused := &p.JSON[0] == &first.Projects[i].JSON[0]
		if changed := p.Slug == "notes"; reused == changed {
			t.Errorf("project %s: taken from the memo %v", p.Slug, reused)
		}
	}
	notes := slices.IndexFunc(again.Projects, func(p compile.Project) bool { return p.Slug == "notes" })
	if !bytes.Contains(again.Projects[notes].JSON, []byte("Notebook")) {
		t.Error("the renamed project keeps its old title")
	}

	// A language less leaves out every project's texts in it.
	english := []byte(strings.Replace(string(basic["site.yaml"]), "languages: [en, pt]", "languages: [en]", 1))
	res, files = loadBasic(t, map[string][]byte{"projects/notes.yaml": renamed, "site.yaml": english})
	again = compile.Compile(res.Site, files, opts)
	want = compile.Compile(res.Site, files, compile.Options{Base: "/portfolio/"})
	portuguese := func(p compile.Project) bool { return bytes.Contains(p.JSON, []byte("Máquina")) }
	if !reflect.DeepEqual(again, want) || slices.ContainsFunc(again.Projects, portuguese) {
		t.Error("a compile with a memo keeps the texts of a language the site dropped")
	}
}
