package assemble_test

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble"
	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/load"
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
	icons, err := media.Icons(loaded.Site.Config.Icon, loaded.Files[loaded.Site.Config.Icon], "#102030")
	if err != nil {
		t.Fatal(err)
	}
	data := compile.Compile(loaded.Site, files, compile.Options{Base: "/portfolio/", ScreenshotSizes: "100vw"})
	return assemble.Input{
		Site:     loaded.Site,
		Theme:    th,
		Data:     data,
		Media:    assets.Media{Files: files, Icons: icons},
		Bundle:   &bundle.Result{},
		BaseURL:  "https://example.com/portfolio/",
		BasePath: "/portfolio/",
	}
}

// Each language carries its own strings and says whether it is the
// default; nothing is paired by its place in a list.
func TestEachLanguageCarriesItsLocaleAndWhetherItIsTheDefault(t *testing.T) {
	site := assemble.Site(basic(t, nil))
	if len(site.Languages) != 2 {
		t.Fatalf("%d languages", len(site.Languages))
	}
	for _, l := range site.Languages {
		want := map[string]string{"en": "Projects · Ada Lovelace", "pt": "Projetos · Ada Lovelace"}[l.Code]
		if got := l.Text("pages.apps.title"); got != want {
			t.Errorf("%s reads %q", l.Code, got)
		}
		if want := l.Code == "en"; l.Default != want {
			t.Errorf("%s: Default = %v", l.Code, l.Default)
		}
		if want := map[string]string{"en": "", "pt": "pt/"}[l.Code]; l.Prefix != want {
			t.Errorf("%s: Prefix = %q", l.Code, l.Prefix)
		}
	}
}

// Every page is planned, route by route, item by item, each item in every
// language, and carries its own route, language, project or technology and
// paths; a route whose data the site lacks (the résumé's) has none.
func TestEveryPageIsPlannedInEveryLanguage(t *testing.T) {
	site := assemble.Site(basic(t, nil))
	var got []string
	for _, p := range site.Pages {
		item := ""
		switch {
		case p.Project != nil:
			item = p.Project.Slug
		case p.Tag != nil:
			item = p.Tag.Name
		}
		got = append(got, strings.Join([]string{p.Route.Page, p.Lang.Code, item, p.Path, p.At, p.File}, " "))
	}
	want := []string{
		"home en  / / index.html",
		"home pt  / /pt/ pt/index.html",
		"apps en  /apps/ /apps/ apps/index.html",
		"apps pt  /apps/ /pt/apps/ pt/apps/index.html",
		"apps en Brass /apps/tags/brass/ /apps/tags/brass/ apps/tags/brass/index.html",
		"apps pt Brass /apps/tags/brass/ /pt/apps/tags/brass/ pt/apps/tags/brass/index.html",
		"apps en Ink /apps/tags/ink/ /apps/tags/ink/ apps/tags/ink/index.html",
		"apps pt Ink /apps/tags/ink/ /pt/apps/tags/ink/ pt/apps/tags/ink/index.html",
		"apps en Steam /apps/tags/steam/ /apps/tags/steam/ apps/tags/steam/index.html",
		"apps pt Steam /apps/tags/steam/ /pt/apps/tags/steam/ pt/apps/tags/steam/index.html",
		"project en engine /apps/engine/ /apps/engine/ apps/engine/index.html",
		"project pt engine /apps/engine/ /pt/apps/engine/ pt/apps/engine/index.html",
		"project en notes /apps/notes/ /apps/notes/ apps/notes/index.html",
		"project pt notes /apps/notes/ /pt/apps/notes/ pt/apps/notes/index.html",
		"about en  /about/ /about/ about/index.html",
		"about pt  /about/ /pt/about/ pt/about/index.html",
		"docs en  /docs/ /docs/ docs/index.html",
		"docs pt  /docs/ /pt/docs/ pt/docs/index.html",
		"setting en  /setting/ /setting/ setting/index.html",
		"setting pt  /setting/ /pt/setting/ pt/setting/index.html",
		"notFound en   /404.html 404.html",
		"notFound pt   /pt/404.html pt/404.html",
	}
	if !slices.Equal(got, want) {
		t.Errorf("the pages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, p := range site.Pages {
		ofProject, ofTag := p.Route.Each == plan.EachProject, p.Route.Each == plan.EachTag
		if (p.Project != nil) != ofProject || (p.Tag != nil) != ofTag {
			t.Errorf("%s: a page of a route of kind %d shows %v and %v", p.At, p.Route.Each, p.Project, p.Tag)
		}
	}
}

// A project's page says its own title and first paragraph in each
// language, the default language's where it has no translation, and
// previews its first screenshot as a JPEG or PNG about 1200 px wide.
func TestAProjectsPageCarriesItsOwnWords(t *testing.T) {
	site := assemble.Site(basic(t, nil))
	bySlug := map[string]plan.Project{}
	for _, p := range site.Projects {
		bySlug[p.Slug] = p
	}
	if got := bySlug["engine"].In["pt"].Title; got != "Máquina Analítica" {
		t.Errorf("pt engine: %q", got)
	}
	// notes has one title, for every language; and its own text in pt.
	if got := bySlug["notes"].In["pt"].Title; got != "Notes" {
		t.Errorf("pt notes: %q", got)
	}
	if lead := bySlug["notes"].In["pt"].Lead; len(lead) == 0 || lead[0].Text != "O primeiro programa." {
		t.Errorf("pt notes lead: %+v", lead)
	}
	engine := bySlug["engine"]
	if !strings.HasSuffix(engine.Image.URL, ".png") && !strings.HasSuffix(engine.Image.URL, ".jpg") {
		t.Errorf("engine preview: %+v", engine.Image)
	}
	if engine.Preload.Href == "" || string(engine.Inputs) == string(bySlug["notes"].Inputs) {
		t.Errorf("engine preload %+v, or its inputs are the notes'", engine.Preload)
	}
}

// The installed app is named after the owner, its home screen label cut to
// the first name, and lists the manifest's icons only.
func TestTheAppIsNamedAfterTheOwner(t *testing.T) {
	type manifest struct {
		Name        string `json:"name"`
		ShortName   string `json:"short_name"`
		Description string `json:"description"`
		Lang        string `json:"lang"`
		Scope       string `json:"scope"`
		Icons       []struct{ Src string }
	}
	read := func(site plan.Site) manifest {
		var m manifest
		if err := json.Unmarshal(site.App.Manifest.Data, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	app := read(assemble.Site(basic(t, nil)))
	if app.Name != "Ada Lovelace" || app.ShortName != "Ada Lovelace" || app.Lang != "en" ||
		app.Description != "Portfolio of Ada Lovelace" || app.Scope != "/portfolio/" {
		t.Errorf("app = %+v", app)
	}
	if len(app.Icons) != 3 {
		t.Errorf("%d manifest icons, want 3: %+v", len(app.Icons), app.Icons)
	}
	siteYAML := string(sitetest.Files(sitetest.Load("basic"), nil)["site.yaml"])
	in := basic(t, map[string][]byte{
		"site.yaml": []byte(strings.Replace(siteYAML, "Ada Lovelace", "Augusta Ada King", 1)),
	})
	if app := read(assemble.Site(in)); app.ShortName != "Augusta" {
		t.Errorf("ShortName = %q", app.ShortName)
	}
	for _, icon := range in.Media.Icons {
		if icon.Role == images.Favicon && !strings.HasPrefix(icon.File.Path, "assets/icons/favicon.") {
			t.Errorf("favicon at %s", icon.File.Path)
		}
	}
}

// A site with a service worker names its deploy, in the data that every
// page holds too, after every file of the site: a new file is a new
// deploy. One without has no name for it.
func TestTheDeployIsNamedAfterEveryFile(t *testing.T) {
	without := assemble.Site(basic(t, nil))
	if without.App.Build != "" || without.App.Worker != nil {
		t.Errorf("a site without a service worker names its deploy %q", without.App.Build)
	}
	in := basic(t, nil)
	in.Data.Site.ServiceWorker = "sw.js"
	in.Bundle.ServiceWorker = []byte("worker()")
	site := assemble.Site(in)
	if site.App.Build == "" || site.Data.(compile.Site).Build != site.App.Build ||
		string(site.App.Worker) != "worker()" {
		t.Errorf("the deploy is named %q, its pages' data %q", site.App.Build, site.Data.(compile.Site).Build)
	}
	in.PDFs = []dist.File{{Path: "assets/resume-1/Ada-resume.pdf"}}
	if again := assemble.Site(in); again.App.Build == site.App.Build {
		t.Error("a new PDF leaves the deploy's name as it was")
	}
}
