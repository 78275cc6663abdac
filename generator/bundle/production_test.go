package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/theme"
)

// Libraries test their development mode the way Node's tools and Vite
// define it (jotai's ES modules, Vite's way); a site is built without
// their development code.
func TestTheBundleLeavesOutTheLibrariesDevelopmentCode(t *testing.T) {
	dir := t.TempDir()
	code := `if ((import.meta.env ? import.meta.env.MODE : void 0) !== "production") console.log("vite-mode-development")
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
