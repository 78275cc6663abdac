package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

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
		t.Fatalf("%d prebuilt bundles; want one minified and one readable per base path", len(have.Bundles))
	}
}
