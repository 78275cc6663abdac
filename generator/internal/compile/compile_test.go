package compile_test

import (
	"bytes"
	"encoding/json"
	"errors"
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
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/resumepdf"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// loadSite loads testdata/sites/<name>.txtar with files added or replaced
// (nil deletes one), and fingerprints its media under base.
func loadSite(t *testing.T, name, base string, overrides map[string][]byte) (*load.Result, assets.Map) {
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
func loadBasic(t *testing.T, overrides map[string][]byte) (*load.Result, assets.Map) {
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
// against its types (theme/src/shared/data/types.ts) and which its unit
// tests take as their data (theme/src/test/fixtures).
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
		compile.Options{Base: "/", ScreenshotSizes: "100vw", ResumePDFs: made.URLs, Repositories: repos},
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

func TestJSONKeepsTextAsWritten(t *testing.T) {
	got := string(compile.JSON(map[string]string{"t": "<b> & </script>"}))
	if got != `{"t":"<b> & </script>"}` {
		t.Errorf("JSON = %s", got)
	}
}

// The weather's provider follows site.yaml, else the build's key; its
// object carries that provider's fields only, and never a key it does not use.
func TestTheWeatherProvider(t *testing.T) {
	const (
		openMeteo = `{"provider":"open-meteo","geocodingURL":"https://geocoding-api.open-meteo.com/v1/search","forecastURL":"https://api.open-meteo.com/v1/forecast"}`
		vcNoKey   = `{"provider":"visual-crossing","endpoint":"https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services","unitGroup":"us","key":""}`
		vcKey     = `{"provider":"visual-crossing","endpoint":"https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services","unitGroup":"us","key":"k3y"}`
	)
	key := compile.WeatherEnv{Key: "k3y"}
	for _, c := range []struct {
		name    string
		site    content.Weather
		env     compile.WeatherEnv
		want    string
		origins []string // the URLs the CSP must let the site call
	}{
		{"no provider, no key: Open-Meteo", content.Weather{}, compile.WeatherEnv{}, openMeteo,
			[]string{content.DefaultGeocodingURL, content.DefaultForecastURL}},
		{"no provider, a key: Visual Crossing", content.Weather{}, key, vcKey,
			[]string{content.DefaultWeatherEndpoint}},
		{"open-meteo, a key: Open-Meteo", content.Weather{Provider: "open-meteo"}, key, openMeteo,
			[]string{content.DefaultGeocodingURL, content.DefaultForecastURL}},
		{"open-meteo, no key", content.Weather{Provider: "open-meteo", Endpoint: "https://vc.example/api", UnitGroup: "metric"}, compile.WeatherEnv{}, openMeteo,
			[]string{content.DefaultGeocodingURL, content.DefaultForecastURL}},
		{"visual-crossing, a key", content.Weather{Provider: "visual-crossing"}, key, vcKey,
			[]string{content.DefaultWeatherEndpoint}},
		{"visual-crossing, no key: not configured, and no call", content.Weather{Provider: "visual-crossing"}, compile.WeatherEnv{}, vcNoKey, nil},
		{"Open-Meteo's URLs from site.yaml, without their trailing slash",
			content.Weather{GeocodingURL: "https://geo.example/v1/search/", ForecastURL: "https://meteo.example/v1/forecast/"}, compile.WeatherEnv{},
			`{"provider":"open-meteo","geocodingURL":"https://geo.example/v1/search","forecastURL":"https://meteo.example/v1/forecast"}`,
			[]string{"https://geo.example/v1/search", "https://meteo.example/v1/forecast"}},
		{"Open-Meteo's URLs from the environment over site.yaml's",
			content.Weather{GeocodingURL: "https://geo.example/v1/search", ForecastURL: "https://meteo.example/v1/forecast"},
			compile.WeatherEnv{GeocodingURL: "http://127.0.0.1:4174/v1/search", ForecastURL: "http://127.0.0.1:4174/v1/forecast/", Endpoint: "http://127.0.0.1:9/vc"},
			`{"provider":"open-meteo","geocodingURL":"http://127.0.0.1:4174/v1/search","forecastURL":"http://127.0.0.1:4174/v1/forecast"}`,
			[]string{"http://127.0.0.1:4174/v1/search", "http://127.0.0.1:4174/v1/forecast"}},
		{"Visual Crossing's endpoint from the environment over site.yaml's, in metric",
			content.Weather{Endpoint: "https://vc.example/api/", UnitGroup: "metric", ForecastURL: "https://meteo.example/v1/forecast"},
			compile.WeatherEnv{Key: "k3y", Endpoint: "http://127.0.0.1:4174/"},
			`{"provider":"visual-crossing","endpoint":"http://127.0.0.1:4174","unitGroup":"metric","key":"k3y"}`,
			[]string{"http://127.0.0.1:4174"}},
		{"Visual Crossing's endpoint from site.yaml",
			content.Weather{Provider: "visual-crossing", Endpoint: "https://vc.example/api/"}, key,
			`{"provider":"visual-crossing","endpoint":"https://vc.example/api","unitGroup":"us","key":"k3y"}`,
			[]string{"https://vc.example/api"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			site := &content.Site{Config: content.Config{Languages: []string{"en"}, Weather: c.site}}
			w := compile.SiteData(site, nil, "/", c.env).Weather
			if got := string(compile.JSON(w)); got != c.want {
				t.Errorf("weather = %s\nwant %s", got, c.want)
			}
			if got := w.URLs(); !slices.Equal(got, c.origins) {
				t.Errorf("URLs() = %q, want %q", got, c.origins)
			}
		})
	}
}

func TestReadWeatherEnv(t *testing.T) {
	vars := map[string]string{
		"PORTGEN_WEATHER_KEY":           "k3y",
		"PORTGEN_WEATHER_ENDPOINT":      "http://127.0.0.1:4174",
		"PORTGEN_WEATHER_GEOCODING_URL": "http://127.0.0.1:4174/v1/search",
		"PORTGEN_WEATHER_FORECAST_URL":  "https://meteo.example/v1/forecast",
	}
	env, err := compile.ReadWeatherEnv(func(k string) string { return vars[k] })
	want := compile.WeatherEnv{Key: "k3y", Endpoint: "http://127.0.0.1:4174",
		GeocodingURL: "http://127.0.0.1:4174/v1/search", ForecastURL: "https://meteo.example/v1/forecast"}
	if err != nil || env != want {
		t.Errorf("ReadWeatherEnv = %+v, %v", env, err)
	}
	if env, err := compile.ReadWeatherEnv(func(string) string { return "" }); err != nil ||
		env != (compile.WeatherEnv{}) {
		t.Errorf("an empty environment: %+v, %v", env, err)
	}
	// A bad variable is a problem whose file is the variable.
	problemFiles := func(err error) string {
		var problems *diag.Error
		if !errors.As(err, &problems) {
			return ""
		}
		var files []string
		for _, d := range problems.Diagnostics {
			files = append(files, d.File)
		}
		return strings.Join(files, " ")
	}
	for _, bad := range []string{"api.open-meteo.com/v1/forecast", "javascript:alert(1)", "http://", "ftp://meteo.example/",
		"https://api.example.com;sandbox;frame-ancestors/v1/forecast", "https://user:pass@meteo.example/", "https://me\u200bteo.example/"} {
		vars["PORTGEN_WEATHER_FORECAST_URL"] = bad
		_, err := compile.ReadWeatherEnv(func(k string) string { return vars[k] })
		if problemFiles(err) != "$PORTGEN_WEATHER_FORECAST_URL" {
			t.Errorf("PORTGEN_WEATHER_FORECAST_URL=%s: error %v", bad, err)
		}
	}
	// Every bad variable is told at once.
	vars["PORTGEN_WEATHER_ENDPOINT"] = "127.0.0.1:4174"
	if _, err := compile.ReadWeatherEnv(func(k string) string { return vars[k] }); problemFiles(
		err,
	) != "$PORTGEN_WEATHER_ENDPOINT $PORTGEN_WEATHER_FORECAST_URL" {
		t.Errorf("two bad variables: %v", err)
	}
}

// A small SVG icon is written into the project list, where a browser reads
// it as it is; a larger one, or a raster one, stays a file to fetch.
func TestASmallSVGIconIsADataURL(t *testing.T) {
	small := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path fill="#0a0" d="M0 0h8v8H0z"/><!-- 100% --></svg>` + "\n"
	large := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><desc>` + strings.Repeat(
		"x",
		5000,
	) + `</desc></svg>`
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
	want := `data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%208%208%22%3E%3Cpath%20fill=%22%230a0%22%20d=%22M0%200h8v8H0z%22/%3E%3C!--%20100%25%20--%3E%3C/svg%3E%0A`
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
	if p := site.Social.Profiles; site.Owner.Name != "Ada Lovelace" || site.Owner.Label["pt"] != "Programador" || site.Skills[0] != "Go" ||
		len(p) != 3 ||
		p[0].URL != "https://github.com/ada" ||
		p[1].Kind != "x" ||
		site.Social.Email != "ada@example.com" {
		t.Errorf("site = %+v", site)
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
	if !strings.Contains(
		string(
			again.Projects[slices.IndexFunc(again.Projects, func(p compile.Project) bool { return p.Slug == "notes" })].JSON,
		),
		"Notebook",
	) {
		t.Error("the renamed project keeps its old title")
	}

	// A language less leaves out every project's texts in it.
	english := []byte(strings.Replace(string(basic["site.yaml"]), "languages: [en, pt]", "languages: [en]", 1))
	res, files = loadBasic(t, map[string][]byte{"projects/notes.yaml": renamed, "site.yaml": english})
	again = compile.Compile(res.Site, files, opts)
	if want := compile.Compile(res.Site, files, compile.Options{Base: "/portfolio/"}); !reflect.DeepEqual(
		again,
		want,
	) ||
		slices.ContainsFunc(
			again.Projects,
			func(p compile.Project) bool { return bytes.Contains(p.JSON, []byte("Máquina")) },
		) {
		t.Error("a compile with a memo keeps the texts of a language the site dropped")
	}
}
