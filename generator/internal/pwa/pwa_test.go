package pwa

import (
	"github.com/portgen/portgen/generator/internal/dist"

	"encoding/json"
	"strings"
	"testing"
)

func TestManifestIsInstallableUnderTheBasePath(t *testing.T) {
	var m map[string]any
	data := Manifest(App{Name: "Ada · Portfolio", ShortName: "Ada", Lang: "en", BasePath: "/portfolio/",
		ThemeColor: "#000000", BackgroundColor: "#111111", Icons: []Icon{{Src: "/portfolio/assets/icons/icon-512.1.png", Sizes: "512x512", Type: "image/png", Purpose: "maskable"}}})
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]any{"name": "Ada · Portfolio", "short_name": "Ada", "start_url": "/portfolio/", "scope": "/portfolio/",
		"id": "/portfolio/", "display": "standalone", "theme_color": "#000000", "background_color": "#111111"} {
		if m[key] != want {
			t.Errorf("%s = %v, want %v", key, m[key], want)
		}
	}
	if icons := m["icons"].([]any); len(icons) != 1 || icons[0].(map[string]any)["purpose"] != "maskable" {
		t.Errorf("icons = %v", m["icons"])
	}
}

func TestWorkerCarriesThePrecacheList(t *testing.T) {
	precache := func(page string) Precache {
		return Precache{
			Base:     "/",
			Manifest: []byte("{}"),
			Shells:   []dist.File{{Path: "index.html", Data: []byte(page)}},
			Bundle:   []dist.File{{Path: "assets/a-1.js"}},
			Icons:    []string{"/assets/icon-2.png"},
		}
	}
	a := Worker([]byte("code()"), "b1", precache("<p>one"))
	b := Worker([]byte("code()"), "b1", precache("<p>two"))
	if !strings.HasPrefix(
		string(a),
		`self.__PORTGEN_BUILD="b1";self.__WB_MANIFEST=[{"url":"/manifest.webmanifest","revision":"`,
	) ||
		!strings.Contains(string(a), `{"url":"/index.html","revision":"`) ||
		!strings.Contains(string(a), `{"url":"/assets/a-1.js","revision":null},{"url":"/assets/icon-2.png","revision":null}];`) ||
		!strings.HasSuffix(string(a), ";\ncode()") {
		t.Errorf("worker = %s", a)
	}
	if string(a) == string(b) {
		t.Error("a changed page leaves the worker's bytes unchanged, so browsers would not install the new deploy")
	}
}

// A project's icon is precached as its WebP variants, which every browser
// that runs the worker shows; an SVG, which has none, as its one file.
func TestProjectIconsArePrecachedAsTheirWebPVariants(t *testing.T) {
	p := Precache{Base: "/", Manifest: []byte("{}"), ProjectIcons: []Image{
		{URL: "/assets/a.1-96w.png", WebP: []string{"/assets/a.1-48w.webp", "/assets/a.1-96w.webp"}},
		{URL: "/assets/b.2.svg"},
	}}
	var urls []string
	for _, e := range p.entries()[1:] {
		urls = append(urls, e.URL)
	}
	if got, want := strings.Join(urls, " "), "/assets/a.1-48w.webp /assets/a.1-96w.webp /assets/b.2.svg"; got != want {
		t.Errorf("precached %s, want %s", got, want)
	}
}

// A long name gives the home screen its first word; a short one stays.
func TestShortNameFitsAHomeScreen(t *testing.T) {
	for name, want := range map[string]string{"Ada Lovelace": "Ada Lovelace", "Augusta Ada King": "Augusta", "Bartholomew": "Bartholomew"} {
		if got := ShortName(name); got != want {
			t.Errorf("ShortName(%q) = %q, want %q", name, got, want)
		}
	}
}
