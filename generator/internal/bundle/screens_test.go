package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/theme"
)

// 'portgen:screens' imports each module that the manifest's routes name,
// once, each a chunk of its own that the route's page preloads; a module
// that the site replaces comes from the site's file.
func TestTheScreensModuleImportsEachRoutesModule(t *testing.T) {
	dir, site := t.TempDir(), t.TempDir()
	write := func(dir, name, code string) {
		t.Helper()
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(code), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(
		dir,
		"src/main.js",
		`import screens from "portgen:screens"
for (const load of Object.values(screens)) load().then((m) => console.log(m.default))`,
	)
	write(dir, "tsconfig.json", `{}`)
	write(dir, "src/list.js", `export default "theme-list"`)
	write(dir, "src/about.js", `export default "theme-about"`)
	write(site, "src/about.js", `export default "site-about"`)
	th := &theme.Theme{Dir: dir, Entry: "src/main.js", Embedded: true, Overrides: site, Routes: []theme.Route{
		{Page: "home", Path: "/"},
		{Page: "apps", Path: "/apps/", Module: "src/list.js"},
		{Page: "project", Path: "/apps/:slug/", Each: "projects", Module: "src/list.js"},
		{Page: "about", Path: "/about/", Module: "src/about.js"},
	}}
	b, err := New(Options{Theme: th, ThemeShow: "theme", Base: "/", Overrides: []string{"src/about.js"}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	res, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	files := outputs(res)
	if len(res.Routes) != 2 {
		t.Errorf("chunks of routes: %v; want one per module", res.Routes)
	}
	for module, want := range map[string]string{"src/list.js": "theme-list", "src/about.js": "site-about"} {
		if js := files[res.Routes[module].JS]; !strings.Contains(js, want) {
			t.Errorf("%s's chunk %q holds %q; want %q", module, res.Routes[module].JS, js, want)
		}
	}
	if entry := files[res.Entry.JS]; strings.Contains(entry, "theme-") || strings.Contains(entry, "site-about") {
		t.Errorf("the entry holds a screen: %s", entry)
	}
}
