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

// The theme's code that imports the manifest is given its routes as the
// app reads them: the page, path, item kind and data, and as module the
// key of 'portgen:screens' that loads it, not its path; nothing that only
// portgen reads (JSON-LD, a summary, the 404 page's file) reaches the
// shell.
func TestTheShellReadsTheRoutesAsTheAppRoutesBy(t *testing.T) {
	dir := t.TempDir()
	write := func(name, code string) {
		t.Helper()
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(code), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("src/main.js", `import screens from "portgen:screens"
import { routes } from "../portgen.json"
for (const r of routes) if (r.module) screens[r.module]().then((m) => console.log(JSON.stringify(r), m.default))`)
	write("tsconfig.json", `{}`)
	write("portgen.json", `{"entry": "src/main.js", "routes": []}`) // the routes are the theme's, below
	write("src/list.js", `export default "theme-list"`)
	write("src/post.js", `export default "theme-post"`)
	// Through a symbolic link, which esbuild follows: the manifest is
	// still known.
	link := filepath.Join(t.TempDir(), "theme")
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	th := &theme.Theme{Dir: link, Entry: "src/main.js", Routes: []theme.Route{
		{Page: "home", Path: "/", JSONLD: "Person"},
		{Page: "blog", Path: "/blog/", Module: "src/list.js", Data: []string{"posts"}},
		{Page: "post", Path: "/blog/:slug/", Each: "posts", Summary: 3, Module: "src/post.js", Data: []string{"posts"}},
		{Page: "notFound", File: "404.html", Module: "src/list.js"},
	}}
	b, err := New(Options{Theme: th, ThemeShow: "theme", Base: "/"})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	res, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	var shell strings.Builder // the entry and the chunks it imports
	for name, js := range outputs(res) {
		if !strings.Contains(name, "list") && !strings.Contains(name, "post") {
			shell.WriteString(js)
		}
	}
	entry := shell.String()
	for _, want := range []string{
		`{page:"home",path:"/"}`,
		`{page:"blog",path:"/blog/",module:"0",data:["posts"]}`,
		`{page:"post",path:"/blog/:slug/",module:"1",each:"posts",data:["posts"]}`,
		`{page:"notFound",module:"0"}`,
		`0:()=>import(`,
		`1:()=>import(`,
	} {
		if !strings.Contains(entry, want) {
			t.Errorf("the shell lacks %s:\n%s", want, entry)
		}
	}
	for _, only := range []string{"jsonLD", "summary", "404.html", "src/list.js"} {
		if strings.Contains(entry, only) {
			t.Errorf("the shell holds %q, which only portgen reads:\n%s", only, entry)
		}
	}
}
