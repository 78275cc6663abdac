package generator_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/theme"
	"github.com/portgen/portgen/internal/sitetest"
)

// buildEmbedded builds testdata/sites/basic.txtar in root with the embedded
// theme, root/theme holding the site's overrides.
func buildEmbedded(t *testing.T, root, cache string) (*generator.Summary, error) {
	t.Helper()
	content := filepath.Join(root, "content")
	if _, err := os.Stat(content); err != nil {
		sitetest.Write(t, content, sitetest.Load("basic"), nil)
	}
	return generator.Build(generator.Options{
		Content: content, Theme: filepath.Join(root, "theme"), Out: filepath.Join(root, "dist"),
		CacheDir: cache, Log: io.Discard,
	})
}

func TestTheEmbeddedThemeBuildsWhatTheThemeFolderBuilds(t *testing.T) {
	sitetest.Builds(t)
	folder, embedded := t.TempDir(), t.TempDir()
	if _, err := buildBasic(t, folder, nil, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := buildEmbedded(t, embedded, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	want, got := readTree(t, filepath.Join(folder, "dist")), readTree(t, filepath.Join(embedded, "dist"))
	bundled := 0
	for p, data := range want {
		if !strings.HasSuffix(p, ".js") && !strings.HasSuffix(p, ".css") {
			continue
		}
		bundled++
		if got[p] != data {
			t.Errorf(
				"%s: the embedded theme's differs, or is missing (run `make theme-archive` after changing the theme)",
				p,
			)
		}
	}
	for p := range got {
		if _, ok := want[p]; !ok && (strings.HasSuffix(p, ".js") || strings.HasSuffix(p, ".css")) {
			t.Errorf("%s: only the embedded theme made it", p)
		}
	}
	if bundled < 10 {
		t.Errorf("only %d JS and CSS files compared", bundled)
	}
}

// eject copies an embedded file into the site's theme folder and edits it.
func eject(t *testing.T, root, file string, edit func(string) string) {
	t.Helper()
	dir := filepath.Join(root, "theme")
	if _, err := theme.Eject(dir, []string{file}); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, filepath.FromSlash(file))
	data, _ := os.ReadFile(p)
	edited := edit(string(data))
	if edited == string(data) {
		t.Fatalf("the edit of %s changed nothing", file)
	}
	if err := os.WriteFile(p, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestASiteFileReplacesTheEmbeddedOne(t *testing.T) {
	sitetest.Builds(t)
	root, cache := t.TempDir(), t.TempDir()
	// A stylesheet, and a lazily loaded screen whose relative imports stay
	// those of the embedded theme.
	eject(
		t,
		root,
		"src/app/global.css",
		func(s string) string { return strings.Replace(s, "--accent: #8cc8ff;", "--accent: #ff00aa;", 1) },
	)
	eject(t, root, "src/features/about/AboutRoute.tsx", func(s string) string {
		return strings.Replace(s, "export default", "console.info('my about screen')\nexport default", 1)
	})
	if _, err := buildEmbedded(t, root, cache); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	var accent, about string
	for p, data := range dist {
		if strings.HasSuffix(p, ".css") && strings.Contains(data, "#ff00aa") {
			accent = p
		}
		if strings.HasSuffix(p, ".js") && strings.Contains(data, "my about screen") {
			about = p
		}
	}
	if accent == "" {
		t.Error("no stylesheet has the site's accent colour")
	}
	if about == "" {
		t.Fatal("no script has the site's About screen")
	}
	// The page of /about/ preloads the screen's chunk: the route's module is
	// the site's file.
	if !strings.Contains(dist["about/index.html"], filepath.Base(about)) {
		t.Errorf("about/index.html does not load %s", about)
	}
}

func TestASiteFileThatImportsAMissingPackageSaysHowToAddIt(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	eject(
		t,
		root,
		"src/app/RouteAnnouncer.tsx",
		func(s string) string { return "import confetti from 'canvas-confetti'\nconsole.log(confetti)\n" + s },
	)
	_, err := buildEmbedded(t, root, t.TempDir())
	var problems *diag.Error
	if !errors.As(err, &problems) || len(problems.Diagnostics) != 1 {
		t.Fatalf("err = %v", err)
	}
	d := problems.Diagnostics[0]
	want := filepath.ToSlash(filepath.Join(root, "theme", "src", "app", "RouteAnnouncer.tsx"))
	if d.File != want || d.Line != 1 || !strings.Contains(d.Message, `no npm package "canvas-confetti"`) ||
		!strings.Contains(d.Hint, "npm install canvas-confetti") {
		t.Errorf("diagnostic = %+v", d)
	}
}

func TestAStaleOverrideIsAWarning(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "theme", "src", "old"), 0o755)
	os.WriteFile(filepath.Join(root, "theme", "src", "old", "Moved.tsx"), []byte("export {}"), 0o644)
	sum, err := buildEmbedded(t, root, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Warnings) != 1 || !sum.Warnings[0].IsWarning() ||
		!strings.HasSuffix(sum.Warnings[0].File, "theme/src/old/Moved.tsx") {
		t.Errorf("warnings = %+v", sum.Warnings)
	}
}

func TestTheEmbeddedThemeIsBundledOnceUntilASiteFileAppears(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	root, cache := t.TempDir(), t.TempDir()
	first, err := buildEmbedded(t, root, cache)
	if err != nil {
		t.Fatal(err)
	}
	second, err := buildEmbedded(t, root, cache)
	if err != nil {
		t.Fatal(err)
	}
	if first.BundleCached || !second.BundleCached {
		t.Errorf("bundle cached: first %v, second %v; want false, true", first.BundleCached, second.BundleCached)
	}
	// A new file in the site's theme folder changes no input of the cached
	// bundle, only what an import resolves to.
	eject(
		t,
		root,
		"src/app/global.css",
		func(s string) string { return strings.Replace(s, "--accent: #8cc8ff;", "--accent: #ff00aa;", 1) },
	)
	third, err := buildEmbedded(t, root, cache)
	if err != nil {
		t.Fatal(err)
	}
	if third.BundleCached {
		t.Error("the bundle came from the cache after a site file appeared")
	}
}

func TestASiteFileResolvesPackagesFromTheSiteFirst(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	// The owner's npm install in theme/: a package the theme lacks, and their
	// own copy of one it has.
	modules := filepath.Join(root, "theme", "node_modules")
	for name, code := range map[string]string{
		"left-pad-site": "export default (s) => 'padded by the site: ' + s",
		"regexparam":    "export const parse = (s) => 'the site copy of regexparam: ' + s",
	} {
		os.MkdirAll(filepath.Join(modules, name), 0o755)
		os.WriteFile(
			filepath.Join(modules, name, "package.json"),
			[]byte(`{"name":"`+name+`","type":"module","main":"index.js"}`),
			0o644,
		)
		os.WriteFile(filepath.Join(modules, name, "index.js"), []byte(code), 0o644)
	}
	eject(t, root, "src/app/RouteAnnouncer.tsx", func(s string) string {
		imports := "import pad from 'left-pad-site'\nimport { parse } from 'regexparam'\n"
		return imports + "console.info(pad('x'), parse('y'))\n" + s
	})
	if _, err := buildEmbedded(t, root, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	js := ""
	for p, data := range readTree(t, filepath.Join(root, "dist")) {
		if strings.HasSuffix(p, ".js") {
			js += data
		}
	}
	if !strings.Contains(js, "padded by the site: ") || !strings.Contains(js, "the site copy of regexparam: ") {
		t.Error("the site's file did not get the site's packages")
	}
	// The embedded theme's own files keep the embedded packages: the
	// router still matches routes with the real regexparam.
	if !strings.Contains(js, `"(?:/(.*))?"`) {
		t.Error("the embedded regexparam is gone")
	}
}

// A site's component that throws on its page fails the build with a
// diagnostic at the line of the site's file that threw, through the
// prerenderer's source map.
func TestAComponentThatThrowsIsADiagnosticAtItsLine(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	eject(t, root, "src/features/about/AboutRoute.tsx", func(s string) string {
		return strings.Replace(
			s,
			"export default function AboutRoute() {\n",
			"export default function AboutRoute() {\n"+
				"  const nobody: { name: string } | undefined = JSON.parse('null')\n  console.info(nobody!.name)\n",
			1,
		)
	})
	_, err := buildEmbedded(t, root, t.TempDir())
	var problems *diag.Error
	if !errors.As(err, &problems) || len(problems.Diagnostics) != 1 {
		t.Fatalf("err = %v", err)
	}
	d := problems.Diagnostics[0]
	want := filepath.ToSlash(filepath.Join(root, "theme", "src", "features", "about", "AboutRoute.tsx"))
	if d.File != want || d.Line != 28 || !strings.Contains(d.Message, "the page /about/ does not render: TypeError") ||
		d.Hint == "" {
		t.Errorf("diagnostic = %+v, want %s:28", d, want)
	}
	if _, err := os.Stat(filepath.Join(root, "dist")); err == nil {
		t.Error("the failed build wrote dist/")
	}
}
