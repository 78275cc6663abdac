package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Libraries test their development mode the way Node's tools and Vite
// define it (jotai's ES modules, Vite's way); a site is built without
// their development code.
func TestTheBundleLeavesOutTheLibrariesDevelopmentCode(t *testing.T) {
	dir := t.TempDir()
	// The test of Vite's mode is written as libraries write it.
	code := `if ((import.meta.env ? import.meta.env.MODE : void 0) !== "production") ` +
		`console.log("vite-mode-development")
if (process.env.NODE_ENV !== "production") console.log("node-env-development")
if (import.meta.env.DEV || !import.meta.env.PROD) console.log("vite-dev")
console.log("always")
`
	if err := os.WriteFile(filepath.Join(dir, "main.js"), []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := bundler(t, &theme.Theme{Dir: dir, Entry: "main.js"}).Build()
	if err != nil {
		t.Fatal(err)
	}
	js := outputs(res)[res.Entry.JS]
	if !strings.Contains(js, "always") {
		t.Fatalf("the entry is %q; want its code", js)
	}
	for _, dev := range []string{"vite-mode-development", "node-env-development", "vite-dev"} {
		if strings.Contains(js, dev) {
			t.Errorf("the entry keeps %q: %s", dev, js)
		}
	}
}

// The prebuilt bundles must be what the embedded theme bundles into now;
// make theme-archive writes them again after the archive.
func TestThePrebuiltBundlesAreCurrent(t *testing.T) {
	made, err := MakePrebuilt(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	have := prebuilt()
	if have.Theme != made.Theme {
		t.Fatalf(
			"the prebuilt bundles were made from theme %q, the embedded one is %q: "+
				"run `make theme-archive` and commit %s",
			have.Theme,
			made.Theme,
			PrebuiltName,
		)
	}
	if !have.Equal(made) {
		t.Fatalf(
			"the prebuilt bundles differ from what the embedded theme bundles into: "+
				"run `make theme-archive` and commit %s",
			PrebuiltName,
		)
	}
	if len(have.Bundles) != 2*len(prebuiltBases) {
		t.Fatalf("%d prebuilt bundles; want one for build and one for serve per base path", len(have.Bundles))
	}
}

// The theme's serve-only code, and the modules only it imports, are in the
// bundle that portgen serve shows and in no build's; the cache of one is
// not taken for the other.
func TestOnlyServesBundleKeepsTheServeOnlyCode(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"main.js": `import { takeIn } from "./take-in.js"
if (import.meta.env.PORTGEN_SERVE) takeIn()
console.log("always")
`,
		"take-in.js": `export function takeIn() { console.log("serve-only take-in") }
`,
	}
	for name, code := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(code), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	store := cache.Open(t.TempDir())
	for _, serve := range []bool{false, true} {
		th := &theme.Theme{Dir: dir, Entry: "main.js"}
		b, err := New(Options{Theme: th, ThemeShow: "theme", Base: "/", Serve: serve, Cache: store})
		if err != nil {
			t.Fatal(err)
		}
		res, err := b.Build()
		b.Close()
		if err != nil {
			t.Fatal(err)
		}
		if res.Cached {
			t.Errorf("serve %v: the bundle came from the cache of the other", serve)
		}
		js := outputs(res)[res.Entry.JS]
		if !strings.Contains(js, "always") {
			t.Fatalf("serve %v: the entry is %q; want its code", serve, js)
		}
		if kept := strings.Contains(js, "serve-only take-in"); kept != serve {
			t.Errorf("serve %v: the entry keeps the serve-only code: %v; want %v:\n%s", serve, kept, serve, js)
		}
	}
}
