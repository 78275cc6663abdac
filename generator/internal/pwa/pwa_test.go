package pwa

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/dist"
)

// smallApp is a site at the root with a service worker, its bundle one
// script and its icons one.
func smallApp() *plan.Site {
	return &plan.Site{BasePath: "/", App: plan.App{
		Manifest: dist.File{Path: plan.ManifestFile, Data: []byte("{}")},
		Build:    "b1",
		Worker:   []byte("code()"),
		Bundle:   []dist.File{{Path: "assets/a-1.js"}},
		Icons:    []string{"/assets/icon-2.png"},
	}}
}

func TestWorkerCarriesThePrecacheList(t *testing.T) {
	worker := func(page string) string {
		files := Files(smallApp(), []dist.File{{Path: "index.html", Data: []byte(page)}})
		if len(files) != 2 || files[0].Path != plan.ManifestFile || files[1].Path != WorkerFile {
			t.Fatalf("the app's files are %+v", files)
		}
		return string(files[1].Data)
	}
	a, b := worker("<p>one"), worker("<p>two")
	if !strings.HasPrefix(
		a,
		`self.__PORTGEN_BUILD="b1";self.__WB_MANIFEST=[{"url":"/manifest.webmanifest","revision":"`,
	) ||
		!strings.Contains(a, `{"url":"/index.html","revision":"`) ||
		!strings.Contains(a, `{"url":"/assets/a-1.js","revision":null},`+
			`{"url":"/assets/icon-2.png","revision":null}];`) ||
		!strings.HasSuffix(a, ";\ncode()") {
		t.Errorf("worker = %s", a)
	}
	if a == b {
		t.Error("a changed page leaves the worker's bytes unchanged, so browsers would not install the new deploy")
	}
}

// A site without a service worker has its manifest only.
func TestASiteWithoutAWorkerHasItsManifestOnly(t *testing.T) {
	site := smallApp()
	site.App.Build, site.App.Worker = "", nil
	if files := Files(site, nil); len(files) != 1 || files[0].Path != plan.ManifestFile {
		t.Errorf("the app's files are %+v", files)
	}
}

// A project's icon is precached as its WebP variants, which every browser
// that runs the worker shows; an SVG, which has none, as its one file.
func TestProjectIconsArePrecachedAsTheirWebPVariants(t *testing.T) {
	app := plan.App{Manifest: dist.File{Path: plan.ManifestFile}, ProjectIcons: []plan.Icon{
		{URL: "/assets/a.1-96w.png", WebP: []string{"/assets/a.1-48w.webp", "/assets/a.1-96w.webp"}},
		{URL: "/assets/b.2.svg"},
	}}
	var urls []string
	for _, e := range precache("/", app, nil)[1:] {
		urls = append(urls, e.URL)
	}
	if got, want := strings.Join(urls, " "), "/assets/a.1-48w.webp /assets/a.1-96w.webp /assets/b.2.svg"; got != want {
		t.Errorf("precached %s, want %s", got, want)
	}
}

// The base path a site is served under is its manifest's scope.
func TestBuiltBaseIsTheManifestsScope(t *testing.T) {
	dir := t.TempDir()
	if _, err := BuiltBase(dir); err == nil || !strings.Contains(err.Error(), "portgen build") {
		t.Errorf("a folder without a manifest: %v", err)
	}
	manifest, _ := json.Marshal(map[string]string{"scope": "/portfolio/"})
	if err := os.WriteFile(filepath.Join(dir, plan.ManifestFile), manifest, 0o644); err != nil {
		t.Fatal(err)
	}
	if base, err := BuiltBase(dir); base != "/portfolio/" || err != nil {
		t.Errorf("BuiltBase = %q, %v", base, err)
	}
}
