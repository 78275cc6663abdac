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

	"github.com/portgen/portgen/generator/assets"
	"github.com/portgen/portgen/generator/compile"
	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/internal/sitetest"
)

// loadBasic loads the basic site with files added or replaced, and
// fingerprints its media under /portfolio/.
func loadBasic(t *testing.T, overrides map[string][]byte) (*load.Result, assets.Map) {
	t.Helper()
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), overrides)
	res, err := load.Load(dir, sitetest.Theme())
	if err != nil {
		t.Fatal(err)
	}
	var cache assets.Cache
	files, err := cache.Fingerprint(res.Files, "/portfolio/")
	if err != nil {
		t.Fatal(err)
	}
	return res, files
}

func compileBasic(t *testing.T) (compile.Site, []compile.Project, map[string][]byte) {
	t.Helper()
	res, files := loadBasic(t, nil)
	locales := map[string][]byte{}
	for _, l := range res.Site.Locales {
		locales[l.Lang] = compile.JSON(compile.Locale(l))
	}
	return compile.SiteData(res.Site, files, "/portfolio/", compile.WeatherEnv{}), compile.Projects(res.Site, files, "100vw"), locales
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

// The theme's types in theme/src/shared/data/types.ts describe these files.
func TestCompiledJSON(t *testing.T) {
	site, projects, locales := compileBasic(t)
	sitetest.Golden(t, "compile/site.json", indent(t, compile.JSON(site)))
	sitetest.Golden(t, "compile/projects.json", indent(t, compile.JSON(projects)))
	sitetest.Golden(t, "compile/locale-pt.json", indent(t, locales["pt"]))
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
	if env, err := compile.ReadWeatherEnv(func(string) string { return "" }); err != nil || env != (compile.WeatherEnv{}) {
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
	if _, err := compile.ReadWeatherEnv(func(k string) string { return vars[k] }); problemFiles(err) != "$PORTGEN_WEATHER_ENDPOINT $PORTGEN_WEATHER_FORECAST_URL" {
		t.Errorf("two bad variables: %v", err)
	}
}

// A small SVG icon is written into the project list, where a browser reads
// it as it is; a larger one, or a raster one, stays a file to fetch.
func TestASmallSVGIconIsADataURL(t *testing.T) {
	small := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path fill="#0a0" d="M0 0h8v8H0z"/><!-- 100% --></svg>` + "\n"
	large := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><desc>` + strings.Repeat("x", 5000) + `</desc></svg>`
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
	if got := projects[1].Icon.Src; !strings.HasPrefix(got, "/portfolio/assets/media/large.") || !strings.HasSuffix(got, ".svg") {
		t.Errorf("the large icon is %.80s, not its file", got)
	}
}

// The JSON Resume project's sample, as the résumé screen reads it: the
// references left out, the profiles with their icon.
func TestCompiledResume(t *testing.T) {
	sample, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "resume", "sample.resume.json"))
	if err != nil {
		t.Fatal(err)
	}
	res, files := loadBasic(t, map[string][]byte{"resume.json": sample,
		"resume.pt.json": []byte(`{"basics": {"label": "Programador"}, "work": [{"position": "Diretor executivo"}]}`)})
	en, pt := compile.ResumeIn(res.Site, "en", files), compile.ResumeIn(res.Site, "pt", files)
	sitetest.Golden(t, "compile/resume-en.json", indent(t, compile.JSON(en)))
	if pt.Basics.Label != "Programador" || pt.Work[0].Position != "Diretor executivo" || pt.Work[0].Name != "Pied Piper" {
		t.Errorf("pt = %+v", pt)
	}
	if en.References != nil || en.Basics.Profiles[0].Kind != "x" || en.Basics.Profiles[1].Kind != "link" {
		t.Errorf("en = %+v", en)
	}
	site := compile.SiteData(res.Site, files, "/portfolio/", compile.WeatherEnv{})
	// site.yaml's owner and skills go first, and its GitHub link and email
	// replace the résumé's; the résumé's other profiles stay.
	if p := site.Social.Profiles; site.Owner.Name != "Ada Lovelace" || site.Owner.Label["pt"] != "Programador" || site.Skills[0] != "Go" ||
		len(p) != 3 || p[0].URL != "https://github.com/ada" || p[1].Kind != "x" || site.Social.Email != "ada@example.com" {
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
		reused := &again.ProjectsJSON[i][0] == &first.ProjectsJSON[i][0]
		if changed := p.Slug == "notes"; reused == changed {
			t.Errorf("project %s: taken from the memo %v", p.Slug, reused)
		}
	}
	if !strings.Contains(string(again.ProjectsJSON[slices.IndexFunc(again.Projects, func(p compile.Project) bool { return p.Slug == "notes" })]), "Notebook") {
		t.Error("the renamed project keeps its old title")
	}

	// A language less leaves out every project's texts in it.
	english := []byte(strings.Replace(string(basic["site.yaml"]), "languages: [en, pt]", "languages: [en]", 1))
	res, files = loadBasic(t, map[string][]byte{"projects/notes.yaml": renamed, "site.yaml": english})
	again = compile.Compile(res.Site, files, opts)
	if want := compile.Compile(res.Site, files, compile.Options{Base: "/portfolio/"}); !reflect.DeepEqual(again, want) || bytes.Contains(bytes.Join(again.ProjectsJSON, nil), []byte("Máquina")) {
		t.Error("a compile with a memo keeps the texts of a language the site dropped")
	}
}
