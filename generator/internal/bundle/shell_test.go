package bundle

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/theme"
)

// A theme whose entry shares a module with each of two lazy screens, and a
// styled module with one of them.
func shellTheme(t *testing.T) (*theme.Theme, func(name, code string)) {
	dir := t.TempDir()
	write := func(name, code string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(code), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(
		"main.js",
		`import {a} from "./a.js"; import {b} from "./b.js"; import {s} from "./styled.js"; import "./home.css"
console.log(a, b, s); import("./one.js"); import("./two.js")`,
	)
	write("a.js", `export const a = "module-a"`)
	write("b.js", `export const b = "module-b"`)
	write("styled.js", `import "./styled.css"; export const s = "module-styled"`)
	write("styled.css", `.styled { color: red }`)
	write("home.css", `.home { color: blue }`)
	write("one.js", `import {a} from "./a.js"; import {s} from "./styled.js"; import "./one.css"
export default [a, s, "screen-one"]`)
	write("one.css", `.one { color: green }`)
	write("two.js", `import {b} from "./b.js"
export default [b, "screen-two"]`)
	return &theme.Theme{Dir: dir, Entry: "main.js"}, write
}

// outputs are a bundle's files' contents, by path.
func outputs(res *Result) map[string]string {
	files := map[string]string{}
	for _, f := range res.Files {
		files[f.Path] = string(f.Data)
	}
	return files
}

func bundler(t *testing.T, th *theme.Theme) *Bundler {
	t.Helper()
	b, err := New(Options{Theme: th, ThemeShow: "theme", Base: "/"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return b
}

func TestTheEntrysSharedModulesLoadAsOneChunk(t *testing.T) {
	th, _ := shellTheme(t)
	b := bundler(t, th)
	res, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	files := outputs(res)
	// Without the shell, a and b would each be a chunk of their own: {main,
	// one} and {main, two}. The styled module keeps its own, so that its CSS
	// is not copied into every screen's stylesheet.
	var shared []string
	for _, js := range res.Entry.Imports {
		if strings.Contains(files[js], "module-a") && strings.Contains(files[js], "module-b") {
			shared = append(shared, js)
		}
	}
	if len(shared) != 1 || len(res.Entry.Imports) != 2 {
		t.Errorf("the entry imports %v; want a and b in one chunk, and the styled module apart", res.Entry.Imports)
	}
	one := res.Routes["one.js"]
	if css := files[one.CSS]; !strings.Contains(css, ".one") || strings.Contains(css, ".home") {
		t.Errorf("screen one's CSS = %q; want its own and the styled module's, not the entry's", css)
	}
}

func TestAScreensErrorsKeepTheirLinesAfterTheShellIsAppended(t *testing.T) {
	th, write := shellTheme(t)
	b := bundler(t, th)
	if _, err := b.Build(); err != nil {
		t.Fatal(err)
	}
	write("two.js", "import {b} from \"./b.js\"\nexport default [b,\n  \"screen-two\" +* 2]\n")
	_, err := b.Build()
	var list *diag.Error
	if !errors.As(err, &list) {
		t.Fatalf("Build() = %v; want a diagnostic", err)
	}
	if d := list.Diagnostics[0]; d.File != "theme/two.js" || d.Line != 3 || d.Col != 17 {
		t.Errorf("diagnostic at %s:%d:%d; want theme/two.js:3:17", d.File, d.Line, d.Col)
	}
}

// A module the bundle leaves out is not imported by the screens: esbuild
// gave it a chunk of its own, empty, that every screen loaded. Here, as
// with react-i18next's Trans and the HTML parser it imports, a package free
// of side effects re-exports what nothing uses, from a package that does
// not say it is free of them.
func TestNoScreenLoadsAnEmptyChunk(t *testing.T) {
	th, write := shellTheme(t)
	for _, dir := range []string{"lib", "parser"} {
		if err := os.MkdirAll(filepath.Join(th.Dir, "node_modules", dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write("node_modules/lib/package.json", `{"name": "lib", "sideEffects": false, "module": "index.js"}`)
	write("node_modules/lib/index.js", `export {used} from "./used.js"; export {unused} from "./unused.js"`)
	write("node_modules/lib/used.js", `export const used = "lib-used"`)
	write("node_modules/lib/unused.js", `import parse from "parser"; export const unused = () => parse("br")`)
	write("node_modules/parser/package.json", `{"name": "parser", "module": "index.js"}`)
	write("node_modules/parser/index.js", `const empty = {br: true}
export default function parse(tag) { return empty[tag] }`)
	write("main.js", `import {used} from "lib"; import {a} from "./a.js"
console.log(used, a); import("./one.js"); import("./two.js")`)
	res, err := bundler(t, th).Build()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Files {
		if strings.HasSuffix(f.Path, ".js") && len(f.Data) == 0 {
			t.Errorf("%s is empty; want no empty chunk", f.Path)
		}
	}
}
