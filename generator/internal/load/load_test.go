package load_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

func TestBasicSiteLoads(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	res, err := load.Load(dir, themetest.Rules())
	var de *diag.Error
	if errors.As(err, &de) {
		for _, d := range de.Diagnostics {
			t.Log(d)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := len(res.Site.Projects); got != 2 {
		t.Fatalf("projects = %d", got)
	}
}

func TestACacheParsesOnlyWhatChanged(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	var cache load.Cache
	if _, err := cache.Load(dir, themetest.Rules()); err != nil {
		t.Fatal(err)
	}
	// A broken file, then the same file fixed: each load sees the file as it is.
	notes := filepath.Join(dir, "projects", "notes.yaml")
	good, _ := os.ReadFile(notes)
	os.WriteFile(notes, []byte("id: [\n"), 0o644)
	if _, err := cache.Load(dir, themetest.Rules()); err == nil {
		t.Fatal("the broken file was not seen")
	}
	os.WriteFile(notes, bytes.Replace(good, []byte("title: Notes"), []byte("title: Field notes"), 1), 0o644)
	res, err := cache.Load(dir, themetest.Rules())
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Site.Projects[1].Title[""]; got != "Field notes" {
		t.Errorf("title = %q after the fix", got)
	}
}

// A cache reads again only the files whose size or modification time
// changed since it read them; but a file it read soon after that time may
// change again within the same tick of a coarse clock: it is read again.
func TestACacheReadsAgainOnlyTheFilesWhoseSizeOrTimeChanged(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	notes := filepath.Join(dir, "projects", "notes.yaml")
	good, _ := os.ReadFile(notes)
	titled := func(title string) []byte {
		return bytes.Replace(good, []byte("title: Notes"), []byte("title: "+title), 1)
	}
	title := func(cache *load.Cache) string {
		t.Helper()
		res, err := cache.Load(dir, themetest.Rules())
		if err != nil {
			t.Fatal(err)
		}
		return res.Site.Projects[1].Title[""]
	}
	save := func(title string, at time.Time) {
		os.WriteFile(notes, titled(title), 0o644)
		os.Chtimes(notes, at, at)
	}
	// Saved with the same size within one tick of the clock, just after a load.
	tick := time.Now().Truncate(time.Second)
	var racy load.Cache
	save("Field", tick)
	title(&racy)
	save("Forge", tick)
	if got := title(&racy); got != "Forge" {
		t.Errorf("a file saved in the same tick as the load before: title %q", got)
	}
	// Saved long ago: its size and time are trusted, and the file not read.
	old := tick.Add(-time.Hour)
	var cache load.Cache
	save("Field", old)
	title(&cache)
	save("Forge", old)
	if got := title(&cache); got != "Field" {
		t.Errorf("a file of the same size and time was read again: title %q", got)
	}
	save("Forges", old)
	if got := title(&cache); got != "Forges" {
		t.Errorf("a file of another size: title %q", got)
	}
}

// A cache told what changed reads those files again, the YAML and the
// files it names, and takes the others as they were without looking at
// them; a load that fails does not lose what it was told.
func TestACacheToldWhatChangedReadsThoseFilesOnly(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	var cache load.Cache
	told := func(changed ...string) (*load.Result, error) {
		cache.Changed(changed)
		return cache.Load(dir, themetest.Rules())
	}
	if _, err := cache.Load(dir, themetest.Rules()); err != nil {
		t.Fatal(err)
	}
	notes := filepath.Join(dir, "projects", "notes.yaml")
	good, _ := os.ReadFile(notes)
	os.WriteFile(notes, bytes.Replace(good, []byte("title: Notes"), []byte("title: Forge"), 1), 0o644)
	if res, err := told("projects/engine.yaml"); err != nil || res.Site.Projects[1].Title[""] != "Notes" {
		t.Fatalf("a file not told of was read again: %v", err)
	}
	if res, err := told("projects"); err != nil || res.Site.Projects[1].Title[""] != "Forge" {
		t.Fatalf("a file in a folder told of was not read again: %v", err)
	}

	// A new file is listed when it is told of.
	more := filepath.Join(dir, "projects", "more.yaml")
	os.WriteFile(more, bytes.Replace(good, []byte("id: 2"), []byte("id: 3"), 1), 0o644)
	if res, err := told("projects/more.yaml"); err != nil || len(res.Site.Projects) != 3 {
		t.Fatalf("a new file told of was not listed: %v", err)
	}
	// A listed file told of keeps its folder's listing while it is a file:
	// removed, or made a folder, it is not listed.
	os.Remove(more)
	if res, err := told("projects/more.yaml"); err != nil || len(res.Site.Projects) != 2 {
		t.Fatalf("a removed file told of is still listed: %v", err)
	}
	os.WriteFile(more, bytes.Replace(good, []byte("id: 2"), []byte("id: 3"), 1), 0o644)
	if res, err := told("projects/more.yaml"); err != nil || len(res.Site.Projects) != 3 {
		t.Fatalf("a file written again was not listed: %v", err)
	}
	os.Remove(more)
	os.MkdirAll(filepath.Join(more, "x.yaml"), 0o755)
	if res, err := told("projects/more.yaml"); err != nil || len(res.Site.Projects) != 2 {
		t.Fatalf("a file made a folder is still listed: %v", err)
	}
	os.RemoveAll(more)
	told("projects/more.yaml")
	// A listed file saved with a new one in one burst: the new one is listed.
	os.WriteFile(notes, good, 0o644)
	os.WriteFile(more, bytes.Replace(good, []byte("id: 2"), []byte("id: 3"), 1), 0o644)
	if res, err := told("projects/more.yaml", "projects/notes.yaml"); err != nil || len(res.Site.Projects) != 3 {
		t.Fatalf("a new file told of with a saved one was not listed: %v", err)
	}
	os.Remove(more)
	told("projects/more.yaml")

	// A symbolic link is looked at: its target's changes are told as the
	// target's.
	os.MkdirAll(filepath.Join(dir, "drafts"), 0o755)
	os.WriteFile(filepath.Join(dir, "drafts", "notes.yaml"), good, 0o644)
	os.Remove(notes)
	os.Symlink(filepath.Join("..", "drafts", "notes.yaml"), notes)
	if res, err := told("projects/notes.yaml"); err != nil || res.Site.Projects[1].Title[""] != "Notes" {
		t.Fatalf("the link was not read: %v", err)
	}
	forge := bytes.Replace(good, []byte("title: Notes"), []byte("title: Forge"), 1)
	os.WriteFile(filepath.Join(dir, "drafts", "notes.yaml"), forge, 0o644)
	if res, err := told("drafts/notes.yaml"); err != nil || res.Site.Projects[1].Title[""] != "Forge" {
		t.Fatalf("the link's target changed, and the link was taken as it was: %v", err)
	}

	// An image replaced while site.yaml is broken, told of then: the load
	// that fixes site.yaml sees it.
	site, _ := os.ReadFile(filepath.Join(dir, "site.yaml"))
	os.WriteFile(filepath.Join(dir, "site.yaml"), []byte("languages: [\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "media", "engine.png"), sitetest.Image("png", 48, 40), 0o644)
	if _, err := told("site.yaml", "media/engine.png"); err == nil {
		t.Fatal("the broken site.yaml was not seen")
	}
	os.WriteFile(filepath.Join(dir, "site.yaml"), site, 0o644)
	res, err := told("site.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Files["media/engine.png"]; got.Width != 48 || got.Height != 40 {
		t.Errorf("the replaced image is %dx%d, want 48x40", got.Width, got.Height)
	}
}

func TestEveryWeatherFieldLoads(t *testing.T) {
	for _, provider := range []string{"open-meteo", "visual-crossing"} {
		dir := t.TempDir()
		basic := sitetest.Load("basic")
		site := string(sitetest.Files(basic, nil)["site.yaml"]) + "weather:\n  provider: " + provider + `
  geocodingURL: https://geo.example/v1/search
  forecastURL: http://127.0.0.1:4174/v1/forecast
  endpoint: https://vc.example/api
  unitGroup: metric
`
		sitetest.Write(t, dir, basic, map[string][]byte{"site.yaml": []byte(site)})
		res, err := load.Load(dir, themetest.Rules())
		if err != nil {
			t.Fatalf("%s: %v", provider, err)
		}
		want := content.Weather{Provider: provider, GeocodingURL: "https://geo.example/v1/search",
			ForecastURL: "http://127.0.0.1:4174/v1/forecast", Endpoint: "https://vc.example/api", UnitGroup: "metric"}
		if got := res.Site.Config.Weather; got != want || len(res.Warnings) > 0 {
			t.Errorf("weather = %+v, warnings %v", got, res.Warnings)
		}
	}
}

// `repository: false`, a YAML boolean, reads as the word that turns a
// project's repository facts off.
func TestARepositoryTurnedOffLoads(t *testing.T) {
	dir := t.TempDir()
	basic := sitetest.Load("basic")
	engine := string(sitetest.Files(basic, nil)["projects/engine.yaml"]) + "repository: false\n"
	sitetest.Write(t, dir, basic, map[string][]byte{"projects/engine.yaml": []byte(engine)})
	res, err := load.Load(dir, themetest.Rules())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"projects/engine.yaml": "", "projects/notes.yaml": "https://example.com/notes.git"}
	for _, p := range res.Site.Projects {
		if got := p.RepositoryURL(); got != want[string(p.File)] {
			t.Errorf("%s: repository %q, want %q", p.File, got, want[string(p.File)])
		}
	}
}

// A YAML file that portgen will not read, for its case or its folder, is
// reported, and the build goes on.
func TestAFileThatIsNotReadIsReported(t *testing.T) {
	dir := t.TempDir()
	notes := sitetest.Files(sitetest.Load("basic"), nil)["projects/notes.yaml"]
	sitetest.Write(t, dir, sitetest.Load("basic"), map[string][]byte{
		"projects/UPPER.YAML":      notes,
		"projects/old/draft.yaml":  notes,
		"projects/old/readme.txt":  []byte("notes"),
		"locales/more/fr.yml":      []byte("language: {name: Français}\n"),
		"projects/screenshots/a.x": []byte("not YAML"),
	})
	res, err := load.Load(dir, themetest.Rules())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range res.Warnings {
		got = append(got, w.String())
	}
	want := []string{
		dir + "/locales/more/fr.yml: warning: not read: portgen reads the files of locales/ itself, " +
			"not of its folders (hint: move it to locales/)",
		dir + "/projects/UPPER.YAML: warning: not read: portgen reads the files of projects/ whose names end " +
			"in .yaml or .yml, in lower case (hint: rename it to upper.yaml)",
		dir + "/projects/old/draft.yaml: warning: not read: portgen reads the files of projects/ itself, " +
			"not of its folders (hint: move it to projects/)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(res.Site.Projects) != 2 {
		t.Errorf("%d projects, want the basic site's 2", len(res.Site.Projects))
	}
}

// A cache's load, which takes each project that did not change as it was
// decoded and checked the last time, finds what a load without one finds,
// edit after edit: the projects, their warnings, and the problems across
// projects at the lines of the projects that did not change.
func TestACachedLoadFindsWhatAFreshLoadFinds(t *testing.T) {
	dir := t.TempDir()
	basic := sitetest.Files(sitetest.Load("basic"), nil)
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	edit := func(file, old, new string) func() {
		return func() {
			path := filepath.Join(dir, filepath.FromSlash(file))
			data, _ := os.ReadFile(path)
			if !bytes.Contains(data, []byte(old)) {
				t.Fatalf("%s holds no %q", file, old)
			}
			os.WriteFile(path, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644)
		}
	}
	restore := func(file string) func() {
		return func() { os.WriteFile(filepath.Join(dir, filepath.FromSlash(file)), basic[file], 0o644) }
	}
	var cache load.Cache
	for _, step := range []struct {
		name         string
		do           func()
		warns, fails bool
	}{
		{"nothing changed", func() {}, false, false},
		{"a title", edit("projects/notes.yaml", "title: Notes", "title: Field notes"), false, false},
		{
			"a translation into no language of the site, a warning",
			edit("projects/engine.yaml", "pt: Máquina Analítica}", "pt: Máquina Analítica, fr: Machine analytique}"),
			true, false,
		},
		{"then another project", edit("projects/notes.yaml", "title: Field notes", "title: Notes"), true, false},
		{"an id taken", edit("projects/notes.yaml", "id: 2", "id: 1"), true, true},
		{"the id freed", restore("projects/notes.yaml"), true, false},
		{"a language less", edit("site.yaml", "languages: [en, pt]", "languages: [en]"), true, false},
		{"back", restore("site.yaml"), true, false},
	} {
		step.do()
		got, gotErr := cache.Load(dir, themetest.Rules())
		want, wantErr := load.Load(dir, themetest.Rules())
		if (wantErr != nil) != step.fails || (want != nil && (len(want.Warnings) > 0) != step.warns) {
			t.Fatalf("%s: the step is not what it says: %v, %+v", step.name, wantErr, want)
		}
		if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
			t.Errorf("%s: the cached load says %v\nwant %v", step.name, gotErr, wantErr)
			continue
		}
		if want == nil {
			continue
		}
		for _, p := range want.Site.Projects {
			if !p.Checked {
				t.Errorf("%s: %s is not marked checked", step.name, p.File)
			}
		}
		if !reflect.DeepEqual(got.Site, want.Site) || !reflect.DeepEqual(got.Warnings, want.Warnings) {
			t.Errorf("%s: the cached load finds\n%+v\n%v\nwant\n%+v\n%v", step.name,
				got.Site.Projects, got.Warnings, want.Site.Projects, want.Warnings)
		}
	}
}
