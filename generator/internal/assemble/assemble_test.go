package assemble_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble"
	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/pages"
	"github.com/portgen/portgen/generator/internal/theme"
	"github.com/portgen/portgen/internal/sitetest"
)

// basic assembles testdata/sites/basic.txtar, changed by overrides, as a
// build does, with a bundle that has no scripts.
func basic(t *testing.T, overrides map[string][]byte) assemble.Input {
	t.Helper()
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), overrides)
	th, err := theme.Read(filepath.Join(sitetest.Root(), "theme"))
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := load.Load(dir, th.Content())
	if err != nil {
		t.Fatal(err)
	}
	var media assets.Cache
	files, err := media.Fingerprint(loaded.Files, "/portfolio/", assets.UsesOf(loaded.Site, loaded.Files, ""))
	if err != nil {
		t.Fatal(err)
	}
	icons, err := media.Icons(loaded.Files[loaded.Site.Config.Icon], "#102030")
	if err != nil {
		t.Fatal(err)
	}
	data := compile.Compile(loaded.Site, files, compile.Options{Base: "/portfolio/", ScreenshotSizes: "100vw"})
	return assemble.Input{
		Site: loaded.Site, Theme: th, Data: data, Media: assets.Media{Files: files, Icons: icons}, Bundle: &bundle.Result{},
		BaseURL: "https://example.com/portfolio/", BasePath: "/portfolio/",
	}
}

// Each language carries its own strings and says whether it is the
// default; nothing is paired by its place in a list.
func TestEachLanguageCarriesItsLocaleAndWhetherItIsTheDefault(t *testing.T) {
	// pt first in the list of locales would not make it the default: the
	// site's languages say which is.
	site := assemble.Pages(basic(t, nil), "build-1")
	if len(site.Languages) != 2 {
		t.Fatalf("%d languages", len(site.Languages))
	}
	for _, l := range site.Languages {
		if l.Locale.Lang != l.Code {
			t.Errorf("%s carries the strings of %s", l.Code, l.Locale.Lang)
		}
		if want := l.Code == "en"; l.Default != want {
			t.Errorf("%s: Default = %v", l.Code, l.Default)
		}
		if want := map[string]string{"en": "", "pt": "pt/"}[l.Code]; l.Prefix != want {
			t.Errorf("%s: Prefix = %q", l.Code, l.Prefix)
		}
	}
	if data := site.Data.(compile.Site); data.Build != "build-1" {
		t.Errorf("the pages' data names build %q", data.Build)
	}
}

// A project's page says its own title and first paragraph in each
// language, the default language's where it has no translation, and
// previews its first screenshot as a JPEG or PNG about 1200 px wide.
func TestAProjectsPageCarriesItsOwnWords(t *testing.T) {
	site := assemble.Pages(basic(t, nil), "")
	byLang := map[string]map[string]pages.Project{}
	for _, l := range site.Languages {
		byLang[l.Code] = map[string]pages.Project{}
		for _, p := range l.Projects {
			byLang[l.Code][p.Slug] = p
		}
	}
	if got := byLang["pt"]["engine"].Title; got != "Máquina Analítica" {
		t.Errorf("pt engine: %q", got)
	}
	// notes has one title, for every language; and its own text in pt.
	if got := byLang["pt"]["notes"].Title; got != "Notes" {
		t.Errorf("pt notes: %q", got)
	}
	if lead := byLang["pt"]["notes"].Lead; len(lead) == 0 || lead[0].Text != "O primeiro programa." {
		t.Errorf("pt notes lead: %+v", lead)
	}
	engine := byLang["en"]["engine"]
	if !strings.HasSuffix(engine.Image.URL, ".png") && !strings.HasSuffix(engine.Image.URL, ".jpg") ||
		engine.Image.Alt != "Analytical Engine" {
		t.Errorf("engine preview: %+v", engine.Image)
	}
	if engine.Preload.Href == "" || string(engine.Inputs) == string(byLang["en"]["notes"].Inputs) {
		t.Errorf("engine preload %+v, or its inputs are the notes'", engine.Preload)
	}
}

// The installed app is named after the owner, its home screen label cut to
// the first name, and lists the manifest's icons only.
func TestTheAppIsNamedAfterTheOwner(t *testing.T) {
	app := assemble.App(basic(t, nil))
	if app.Name != "Ada Lovelace" || app.ShortName != "Ada Lovelace" || app.Lang != "en" ||
		app.Description != "Portfolio of Ada Lovelace" {
		t.Errorf("app = %+v", app)
	}
	if len(app.Icons) != 3 {
		t.Errorf("%d manifest icons, want 3: %+v", len(app.Icons), app.Icons)
	}
	in := basic(
		t,
		map[string][]byte{
			"site.yaml": []byte(
				strings.Replace(
					string(sitetest.Files(sitetest.Load("basic"), nil)["site.yaml"]),
					"Ada Lovelace",
					"Augusta Ada King",
					1,
				),
			),
		},
	)
	if app := assemble.App(in); app.ShortName != "Augusta" {
		t.Errorf("ShortName = %q", app.ShortName)
	}
	for _, icon := range in.Media.Icons {
		if icon.Role == images.Favicon && !strings.HasPrefix(icon.File.Path, "assets/icons/favicon.") {
			t.Errorf("favicon at %s", icon.File.Path)
		}
	}
}
