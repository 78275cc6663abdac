package generator_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/internal/sitetest"
)

// buildBasic builds testdata/sites/basic.txtar, with overrides, into
// <tmp>/dist with the real theme. It prerenders every page, and takes the
// images, cards, résumé PDFs and bundle that the package's earlier
// buildBasic calls made from the same inputs (basicCache).
func buildBasic(t *testing.T, root string, overrides map[string][]byte, baseURL string) (*generator.Summary, error) {
	t.Helper()
	content := filepath.Join(root, "content")
	os.RemoveAll(content)
	sitetest.Write(t, content, sitetest.Load("basic"), overrides)
	cacheDir := t.TempDir()
	linkEntries(t, basicCache(t), cacheDir, basicShared...)
	sum, err := generator.Build(generator.Options{
		Content:  content,
		Theme:    filepath.Join(sitetest.Root(), "theme"),
		Out:      filepath.Join(root, "dist"),
		BaseURL:  baseURL,
		CacheDir: cacheDir,
		Log:      io.Discard,
	})
	linkEntries(t, cacheDir, basicCache(t), basicShared...)
	return sum, err
}

// basicShared are the kinds of cache entries that buildBasic calls share.
// Each is named by all it is made from, so a build whose overrides change
// an input makes its own; the warm build's tests (renders_test.go) check
// that what comes from the cache is what a clean build writes.
var basicShared = []cache.Kind{cache.Images, cache.Cards, cache.PDFs, cache.Bundle}

// basicCache is the cache folder that buildBasic calls share.
func basicCache(t *testing.T) string {
	t.Helper()
	dir, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "basic-cache")
}

func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	files, err := readFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// readFiles reads every file below dir, by slash-separated path.
func readFiles(dir string) (map[string]string, error) {
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	return files, err
}

func TestBuildWritesEveryPage(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace, sitetest.WithoutCgo)
	root := t.TempDir()
	sum, err := buildBasic(t, root, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	// Every page in English at the base path, and in Portuguese below pt/.
	pages := map[string]struct{ lang, title, canonical string }{
		"index.html":            {"en", "Ada Lovelace", "https://example.com/portfolio/"},
		"apps/index.html":       {"en", "Projects · Ada Lovelace", "https://example.com/portfolio/apps/"},
		"about/index.html":      {"en", "About", "https://example.com/portfolio/about/"},
		"docs/index.html":       {"en", "Documents", "https://example.com/portfolio/docs/"},
		"setting/index.html":    {"en", "Settings", "https://example.com/portfolio/setting/"},
		"404.html":              {"en", "Not found", ""},
		"pt/index.html":         {"pt", "Ada Lovelace", "https://example.com/portfolio/pt/"},
		"pt/apps/index.html":    {"pt", "Projetos · Ada Lovelace", "https://example.com/portfolio/pt/apps/"},
		"pt/about/index.html":   {"pt", "Sobre", "https://example.com/portfolio/pt/about/"},
		"pt/docs/index.html":    {"pt", "Documentos", "https://example.com/portfolio/pt/docs/"},
		"pt/setting/index.html": {"pt", "Definições", "https://example.com/portfolio/pt/setting/"},
		"pt/404.html":           {"pt", "Não encontrado", ""},
	}
	for file, want := range pages {
		html, ok := dist[file]
		if !ok {
			t.Errorf("%s was not written", file)
			continue
		}
		for _, s := range []string{
			`<html lang="` + want.lang + `">`,
			"<title>" + want.title + "</title>",
			`<meta name="description"`,
			`<link rel="icon" href="/portfolio/assets/icons/favicon.`,
		} {
			if !strings.Contains(html, s) {
				t.Errorf("%s lacks %s", file, s)
			}
		}
		if want.canonical != "" && !strings.Contains(html, `<link rel="canonical" href="`+want.canonical+`">`) {
			t.Errorf("%s lacks its canonical URL %s", file, want.canonical)
		}
	}
	// Six pages, two projects' and three technologies' (Brass, Ink, Steam), in each of two languages;
	// the files the content names but for the site's icon, which is drawn as the icons only.
	if sum.Pages != 22 || sum.Assets != 7 {
		t.Errorf("summary: %d pages, %d assets; want 22 and 7", sum.Pages, sum.Assets)
	}
	if sum.FirstLoadJS.Gzip == 0 || sum.FirstLoadJS.Gzip >= sum.JS.Gzip || sum.CSS.Raw == 0 {
		t.Errorf("summary sizes look wrong: %+v", sum)
	}
}

func TestBuildFingerprintsMediaUnderTheBasePath(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	hashed := regexp.MustCompile(`^assets/(` + strings.Join([]string{
		`media/(icon|photo|dawn|dusk|engine|shot)\.[0-9a-f]{10}-[0-9]+w\.(png|jpg|webp)`,
		`docs/resume\.[0-9a-f]{10}\.pdf`,
		`icons/[a-z0-9-]+\.[0-9a-f]{10}\.png`,
		`cards/[a-z0-9/-]+\.[0-9a-f]{12}\.jpg`,
	}, "|") + `)$`)
	for p := range dist {
		if ext := filepath.Ext(p); ext == ".png" || ext == ".jpg" || ext == ".webp" || ext == ".pdf" {
			if !hashed.MatchString(p) {
				t.Errorf("asset %s is not named after its hash", p)
			}
		}
	}
	site := siteData(t, dist["index.html"])
	projects := ""
	for p, data := range dist {
		if strings.HasPrefix(p, "assets/data/projects.") {
			projects = data
		}
	}
	for _, want := range []string{
		`"/portfolio/assets/docs/resume.`,
		`"/portfolio/assets/locales/pt.`,
		`"/portfolio/assets/data/projects.`,
	} {
		if !strings.Contains(site, want) {
			t.Errorf("the page's site data has no URL starting %s", want)
		}
	}
	if !strings.Contains(projects, `"/portfolio/assets/media/shot.`) {
		t.Errorf("the projects' JSON has no URL starting /portfolio/assets/media/shot.")
	}
}

// siteData returns the JSON block of site data that a page carries.
func siteData(t *testing.T, html string) string {
	t.Helper()
	m := regexp.MustCompile(`<script type="application/json" id="portgen-site">(.*?)</script>`).FindStringSubmatch(html)
	if m == nil {
		t.Fatal("the page carries no site data")
	}
	return m[1]
}

func TestTheBundleHoldsNoContent(t *testing.T) {
	sitetest.Builds(t)
	a, b := t.TempDir(), t.TempDir()
	if _, err := buildBasic(t, a, nil, ""); err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(basicFile(t, "projects/notes.yaml")), "title: Notes", "title: Field notes", 1)
	if _, err := buildBasic(t, b, map[string][]byte{"projects/notes.yaml": []byte(edited)}, ""); err != nil {
		t.Fatal(err)
	}
	before, after := readTree(t, filepath.Join(a, "dist")), readTree(t, filepath.Join(b, "dist"))
	for p, data := range before {
		bundled := strings.HasPrefix(p, "assets/") && !strings.Contains(strings.TrimPrefix(p, "assets/"), "/")
		if bundled && after[p] != data {
			t.Errorf("%s changed with the content; the bundle should depend on the theme alone", p)
		}
	}
}

func basicFile(t *testing.T, name string) []byte {
	t.Helper()
	for _, f := range sitetest.Load("basic").Files {
		if f.Name == name {
			return f.Data
		}
	}
	t.Fatalf("no %s in basic.txtar", name)
	return nil
}

func TestBuildLinksTheCSSOfLazyChunks(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	apps := dist["apps/index.html"]
	css := regexp.MustCompile(`href="/portfolio/(assets/ProjectsRoute-[A-Z0-9]+\.css)"`).FindStringSubmatch(apps)
	if css == nil {
		t.Fatalf("apps/index.html does not link the projects chunk's CSS:\n%s", apps)
	}
	if _, ok := dist[css[1]]; !ok {
		t.Errorf("%s is linked but was not written", css[1])
	}
	// Every page maps each lazy chunk to its CSS, for client-side navigation.
	styles := regexp.MustCompile(`<script type="application/json" id="portgen-styles">(.*)</script>`).
		FindStringSubmatch(dist["index.html"])
	if styles == nil || !strings.Contains(styles[1], css[1]) {
		t.Errorf("index.html does not map the projects chunk to its CSS")
	}
	for p, data := range dist {
		if strings.HasSuffix(p, ".js") && strings.Contains(data, "lucide-react/dist/esm/lucide-react") {
			t.Errorf("%s pulls in the lucide-react barrel", p)
		}
	}
}

func TestBuildIsDeterministic(t *testing.T) {
	sitetest.Builds(t, sitetest.WithoutCgo)
	a, b := t.TempDir(), t.TempDir()
	if _, err := buildBasic(t, a, nil, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := buildBasic(t, b, nil, ""); err != nil {
		t.Fatal(err)
	}
	first, second := readTree(t, filepath.Join(a, "dist")), readTree(t, filepath.Join(b, "dist"))
	if len(first) != len(second) {
		t.Fatalf("%d files, then %d", len(first), len(second))
	}
	for p, data := range first {
		if second[p] != data {
			t.Errorf("%s differs between two builds of the same content", p)
		}
	}
}

func TestFailedBuildKeepsThePreviousOutput(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	root := t.TempDir()
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(root, "dist")
	before := readTree(t, dist)
	_, err := buildBasic(t, root, map[string][]byte{"projects/notes.yaml": []byte("id: [oops\n")}, "")
	var de *diag.Error
	if !errors.As(err, &de) {
		t.Fatalf("err = %v, want diagnostics", err)
	}
	after := readTree(t, dist)
	if len(after) != len(before) {
		t.Fatalf("dist had %d files, now %d", len(before), len(after))
	}
	for p, data := range before {
		if !bytes.Equal([]byte(after[p]), []byte(data)) {
			t.Errorf("%s changed after a failed build", p)
		}
	}
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if e.Name() != "dist" && e.Name() != "content" {
			t.Errorf("the failed build left %s behind", e.Name())
		}
	}
}

// The weather tool's provider and its URLs reach the pages twice: in the
// site data the theme reads, and in the CSP, which lets the pages call
// that provider's origins and no other.
func TestTheWeatherProviderReachesTheDataAndTheCSP(t *testing.T) {
	sitetest.Builds(t)
	cache := t.TempDir()
	for _, c := range []struct {
		name, weather string // site.yaml's weather section
		env           map[string]string
		data, connect string
	}{
		{"no key: Open-Meteo, keyless", "", nil,
			`"weather":{"provider":"open-meteo",` +
				`"geocodingURL":"https://geocoding-api.open-meteo.com/v1/search",` +
				`"forecastURL":"https://api.open-meteo.com/v1/forecast"}`,
			"connect-src 'self' https://geocoding-api.open-meteo.com https://api.open-meteo.com;"},
		{"the key and endpoint from the environment: Visual Crossing", "",
			map[string]string{
				"PORTGEN_WEATHER_KEY":      "s3cret-key",
				"PORTGEN_WEATHER_ENDPOINT": "http://127.0.0.1:9/fake",
			},
			`"weather":{"provider":"visual-crossing","endpoint":"http://127.0.0.1:9/fake",` +
				`"unitGroup":"us","key":"s3cret-key"}`,
			"connect-src 'self' http://127.0.0.1:9;"},
		{"Open-Meteo's URLs from the environment, a key ignored", "weather:\n  provider: open-meteo\n",
			map[string]string{
				"PORTGEN_WEATHER_KEY":           "s3cret-key",
				"PORTGEN_WEATHER_GEOCODING_URL": "http://127.0.0.1:9/v1/search",
				"PORTGEN_WEATHER_FORECAST_URL":  "http://127.0.0.1:9/v1/forecast",
			},
			`"weather":{"provider":"open-meteo","geocodingURL":"http://127.0.0.1:9/v1/search",` +
				`"forecastURL":"http://127.0.0.1:9/v1/forecast"}`,
			"connect-src 'self' http://127.0.0.1:9;"},
		{"Visual Crossing without a key: not configured, nothing to call",
			"weather:\n  provider: visual-crossing\n  unitGroup: metric\n", nil,
			`"weather":{"provider":"visual-crossing",` +
				`"endpoint":"https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services",` +
				`"unitGroup":"metric","key":""}`,
			"connect-src 'self';"},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			content := filepath.Join(root, "content")
			site := string(basicFile(t, "site.yaml")) + c.weather
			sitetest.Write(t, content, sitetest.Load("basic"), map[string][]byte{"site.yaml": []byte(site)})
			_, err := generator.Build(generator.Options{
				Content: content, Theme: filepath.Join(sitetest.Root(), "theme"), Out: filepath.Join(root, "dist"),
				CacheDir: cache, Log: io.Discard, Getenv: func(k string) string { return c.env[k] },
			})
			if err != nil {
				t.Fatal(err)
			}
			dist := readTree(t, filepath.Join(root, "dist"))
			if data := siteData(t, dist["index.html"]); !strings.Contains(data, c.data) {
				t.Errorf("the site data lacks %s:\n%s", c.data, data)
			}
			for _, f := range []string{"index.html", "_headers"} {
				page := strings.ReplaceAll(dist[f], "&#39;", "'")
				if !strings.Contains(page, c.connect) {
					t.Errorf("%s lacks %s", f, c.connect)
				}
			}
			if key := c.env["PORTGEN_WEATHER_KEY"]; key != "" && !strings.Contains(c.data, key) {
				for f, data := range dist {
					if strings.Contains(data, key) {
						t.Errorf("%s holds the key, which Open-Meteo does not use", f)
					}
				}
			}
		})
	}
}

func TestABadWeatherURLInTheEnvironmentStopsTheBuild(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	content := filepath.Join(root, "content")
	sitetest.Write(t, content, sitetest.Load("basic"), nil)
	env := map[string]string{"PORTGEN_WEATHER_GEOCODING_URL": "geocoding-api.open-meteo.com/v1/search"}
	_, err := generator.Build(generator.Options{
		Content: content, Theme: filepath.Join(sitetest.Root(), "theme"), Out: filepath.Join(root, "dist"),
		Log: io.Discard, Getenv: func(k string) string { return env[k] },
	})
	if err == nil ||
		!strings.Contains(
			err.Error(),
			`PORTGEN_WEATHER_GEOCODING_URL: URL "geocoding-api.open-meteo.com/v1/search" has no scheme`,
		) {
		t.Errorf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(root, "dist")); err == nil {
		t.Error("the failed build wrote dist/")
	}
}

func TestBaseURLFlagOverridesSiteYAML(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	sum, err := buildBasic(t, root, nil, "http://127.0.0.1:8080/sub")
	if err != nil {
		t.Fatal(err)
	}
	if sum.BaseURL != "http://127.0.0.1:8080/sub/" {
		t.Errorf("base URL = %s", sum.BaseURL)
	}
	html := readTree(t, filepath.Join(root, "dist"))["apps/index.html"]
	for _, want := range []string{`href="http://127.0.0.1:8080/sub/apps/"`, `"entry":"/sub/assets/main-`} {
		if !strings.Contains(html, want) {
			t.Errorf("apps/index.html lacks %s", want)
		}
	}
	if _, err := buildBasic(t, root, nil, "javascript:alert(1)"); err == nil {
		t.Error("a javascript: base URL was accepted")
	}
}

func TestBuildRefusesToReplaceAFolderItDidNotWrite(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	docs := filepath.Join(root, "dist")
	os.MkdirAll(docs, 0o755)
	os.WriteFile(filepath.Join(docs, "notes.txt"), []byte("mine"), 0o644)
	_, err := buildBasic(t, root, nil, "")
	if err == nil || !strings.Contains(err.Error(), "refusing to replace") {
		t.Fatalf("err = %v, want a refusal", err)
	}
	if data, _ := os.ReadFile(filepath.Join(docs, "notes.txt")); string(data) != "mine" {
		t.Error("the owner's file was lost")
	}
	os.Remove(filepath.Join(docs, "notes.txt"))
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatalf("an empty folder is fine: %v", err)
	}
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatalf("a previous build is replaced: %v", err)
	}
}

func TestBuildRefusesToReplaceTheContentFolder(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	content := filepath.Join(root, "content")
	sitetest.Write(t, content, sitetest.Load("basic"), nil)
	for _, out := range []string{content, root, filepath.Join(content, "dist")} {
		_, err := generator.Build(
			generator.Options{
				Content: content,
				Theme:   filepath.Join(sitetest.Root(), "theme"),
				Out:     out,
				Log:     io.Discard,
			},
		)
		if err == nil || !strings.Contains(err.Error(), "refusing") {
			t.Errorf("Out=%s: err = %v, want a refusal", out, err)
		}
	}
	if _, err := os.Stat(filepath.Join(content, "site.yaml")); err != nil {
		t.Errorf("the content folder was damaged: %v", err)
	}
}

func TestARebuildWithTheSameImagesEncodesNone(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace, sitetest.WithoutCgo)
	root, cache := t.TempDir(), t.TempDir()
	content := filepath.Join(root, "content")
	sitetest.Write(t, content, sitetest.Load("basic"), nil)
	build := func(out string) *generator.Summary {
		sum, err := generator.Build(generator.Options{
			Content: content, Theme: filepath.Join(sitetest.Root(), "theme"), Out: filepath.Join(root, out),
			CacheDir: cache, Log: io.Discard,
		})
		if err != nil {
			t.Fatal(err)
		}
		return sum
	}
	first := build("dist")
	written := readTree(t, filepath.Join(root, "dist"))
	second := build("dist")
	if first.ImagesEncoded == 0 || first.ImagesEncoded != first.Images {
		t.Errorf("first build: %d of %d images encoded", first.ImagesEncoded, first.Images)
	}
	if second.ImagesEncoded != 0 || second.Images != first.Images {
		t.Errorf("second build: %d of %d images encoded, want none", second.ImagesEncoded, second.Images)
	}
	// The second build linked the images of the first output, the third,
	// into an empty folder, read them from the cache: both write the same.
	build("fresh")
	for _, out := range []string{"dist", "fresh"} {
		if got := readTree(t, filepath.Join(root, out)); !maps.Equal(got, written) {
			t.Errorf("%s differs from the first build's output", out)
		}
	}

	// An encoded image changed in the cache fails the build that reads it,
	// which says so and removes it; the next build encodes it again.
	entries, err := filepath.Glob(filepath.Join(cache, "v*", "images", "*-webp-*"))
	if err != nil || len(entries) == 0 {
		t.Fatalf("no encoded WebP in the cache folder: %v", err)
	}
	data, err := os.ReadFile(entries[0])
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-1] ^= 0xff
	if err := os.WriteFile(entries[0], data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = generator.Build(generator.Options{
		Content: content, Theme: filepath.Join(sitetest.Root(), "theme"), Out: filepath.Join(root, "empty"),
		CacheDir: cache, Log: io.Discard,
	})
	if err == nil || !strings.Contains(err.Error(), entries[0]) || !strings.Contains(err.Error(), "build again") {
		t.Fatalf("a build over a damaged cache entry: %v", err)
	}
	if _, err := os.Stat(filepath.Join(root, "empty")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the failed build left an output folder: %v", err)
	}
	if again := build("empty"); again.ImagesEncoded != 1 {
		t.Errorf("the build after a damaged entry encoded %d images, want 1", again.ImagesEncoded)
	}
	if got := readTree(t, filepath.Join(root, "empty")); !maps.Equal(got, written) {
		t.Error("the build after a damaged entry differs from the first")
	}
}

// bundledFile is a file that the bundle writes beside its scripts, named
// as esbuild names it: the theme's code imports it (an SVG, a font).
var bundledFile = regexp.MustCompile(`^assets/[\w-]+-[A-Z0-9]{8}\.(svg|png|woff2)$`)

func TestTheServiceWorkerPrecachesTheShell(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	m := regexp.MustCompile(`^self\.__PORTGEN_BUILD="([0-9a-f]{16})";self\.__WB_MANIFEST=(\[.*?\]);\n`).
		FindStringSubmatch(dist["sw.js"])
	if m == nil {
		t.Fatalf("sw.js does not start with the precache list:\n%.300s", dist["sw.js"])
	}
	var entries []struct {
		URL      string  `json:"url"`
		Revision *string `json:"revision"`
	}
	if err := json.Unmarshal([]byte(m[2]), &entries); err != nil {
		t.Fatal(err)
	}
	precached := map[string]bool{}
	for _, e := range entries {
		p := strings.TrimPrefix(e.URL, "/portfolio/")
		precached[p] = true
		if _, ok := dist[p]; !ok {
			t.Errorf("%s is precached but not written", e.URL)
		}
		if hashed := strings.HasPrefix(p, "assets/"); hashed != (e.Revision == nil) {
			t.Errorf("%s: revision %v; only files outside assets/ need one", e.URL, e.Revision)
		}
	}
	for p := range dist {
		shell := strings.HasSuffix(p, ".js") || strings.HasSuffix(p, ".css") ||
			strings.HasPrefix(p, "assets/locales/") ||
			strings.HasPrefix(p, "assets/data/") ||
			strings.HasPrefix(p, "assets/icons/") ||
			// Every page but a project's, in every language.
			(strings.HasSuffix(p, ".html") && strings.Count(strings.TrimPrefix(p, "pt/"), "/") <= 1) ||
			p == "manifest.webmanifest" ||
			bundledFile.MatchString(p) || // a file the theme's code imports: the brands' marks
			(strings.HasPrefix(p, "assets/media/engine.") && strings.HasSuffix(p, ".webp")) // a project's icon
		if p == "sw.js" {
			shell = false
		}
		if shell != precached[p] {
			t.Errorf("%s: precached %v, want %v", p, precached[p], shell)
		}
	}
	if data := siteData(t, dist["index.html"]); !strings.Contains(data, `"serviceWorker":"/portfolio/sw.js"`) ||
		!strings.Contains(data, `"build":"`+m[1]+`"`) {
		t.Error("the pages do not name the service worker to register and the build it announces")
	}
}

func TestAnUnchangedThemeIsNotBundledAgain(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	root, cache := t.TempDir(), t.TempDir()
	content := filepath.Join(root, "content")
	sitetest.Write(t, content, sitetest.Load("basic"), nil)
	// A copy of the theme, which the test edits, with the real packages.
	theme := filepath.Join(root, "theme")
	copyTheme(t, theme)
	build := func() (*generator.Summary, map[string]string) {
		t.Helper()
		sum, err := generator.Build(
			generator.Options{
				Content:  content,
				Theme:    theme,
				Out:      filepath.Join(root, "dist"),
				CacheDir: cache,
				Log:      io.Discard,
			},
		)
		if err != nil {
			t.Fatal(err)
		}
		return sum, readTree(t, filepath.Join(root, "dist"))
	}
	first, before := build()
	second, again := build()
	if first.BundleCached || !second.BundleCached {
		t.Fatalf("bundle cached: first %v, second %v; want false, true", first.BundleCached, second.BundleCached)
	}
	for p, data := range before {
		if again[p] != data {
			t.Errorf("%s differs when the bundle comes from the cache", p)
		}
	}
	home := filepath.Join(theme, "src", "features", "home", "Home.tsx")
	src, _ := os.ReadFile(home)
	os.WriteFile(
		home,
		[]byte(strings.Replace(string(src), "<Shortcuts />", "<Shortcuts />\n<p>edited since</p>", 1)),
		0o644,
	)
	third, after := build()
	found := false
	for p, data := range after {
		found = found || (strings.HasSuffix(p, ".js") && strings.Contains(data, "edited since"))
	}
	if third.BundleCached || !found {
		t.Errorf("after an edit of the theme: bundle cached %v, edit in the JS %v", third.BundleCached, found)
	}
}

// A file whose name a URL cannot hold as it is (spaces, "#", "?", "%",
// accents) is served under a name it can, the same on every build.
func TestMediaWithAnyNameGetsAURLSafeCopy(t *testing.T) {
	sitetest.Builds(t)
	site := strings.Replace(
		string(basicFile(t, "site.yaml")),
		"file: docs/resume.pdf",
		`file: "docs/Résumé 100%.pdf"`,
		1,
	)
	engine := strings.Replace(
		string(basicFile(t, "projects/engine.yaml")),
		"  - media/shot.jpg",
		`  - "media/my shots/Shot #1?.jpg"`,
		1,
	)
	overrides := map[string][]byte{
		"site.yaml":                   []byte(site),
		"projects/engine.yaml":        []byte(engine),
		"media/my shots/Shot #1?.jpg": []byte("jpeg 128x80"),
		"docs/Résumé 100%.pdf":        []byte("pdf"),
	}
	var builds []map[string]string
	for range 2 {
		root := t.TempDir()
		if _, err := buildBasic(t, root, overrides, ""); err != nil {
			t.Fatal(err)
		}
		builds = append(builds, readTree(t, filepath.Join(root, "dist")))
	}
	safe := regexp.MustCompile(
		`^assets/(media/my-shots/Shot-1\.[0-9a-f]{10}-128w\.(jpg|webp)|docs/Resume-100\.[0-9a-f]{10}\.pdf)$`,
	)
	var copies []string
	for p := range builds[0] {
		if safe.MatchString(p) {
			copies = append(copies, p)
		}
		if strings.ContainsAny(p, " #?%") || strings.Contains(p, "é") {
			t.Errorf("%s is not URL-safe", p)
		}
		if builds[1][p] != builds[0][p] {
			t.Errorf("%s differs between two builds", p)
		}
	}
	if len(copies) != 3 {
		t.Errorf("copies %v, want the screenshot in JPEG and WebP and the PDF", copies)
	}
	for p, data := range builds[0] {
		if strings.HasPrefix(p, "assets/data/projects.") &&
			!strings.Contains(data, `"/portfolio/assets/media/my-shots/Shot-1.`) {
			t.Errorf("the projects' JSON does not link the screenshot's copy")
		}
	}
	if !strings.Contains(siteData(t, builds[0]["index.html"]), `"/portfolio/assets/docs/Resume-100.`) {
		t.Errorf("the site data does not link the document's copy")
	}
}

// portgen check reads the pages that the locales must describe from the
// site's theme: a whole theme with one more route needs its texts, and the
// embedded theme (a site's overrides folder, or none) needs its own.
func TestCheckAsksForTheTextsOfTheThemesPages(t *testing.T) {
	content := filepath.Join(t.TempDir(), "content")
	sitetest.Write(t, content, sitetest.Load("basic"), nil)
	for _, dir := range []string{"", filepath.Join(t.TempDir(), "theme")} {
		if _, err := generator.CheckContent(content, dir); err != nil {
			t.Errorf("theme %q: %v", dir, err)
		}
	}

	whole := t.TempDir()
	manifest, err := os.ReadFile(filepath.Join(sitetest.Root(), "theme", "portgen.json"))
	if err != nil {
		t.Fatal(err)
	}
	manifest = bytes.Replace(manifest, []byte(`"routes": [`), []byte(`"routes": [
    { "page": "talks", "path": "/talks/" },`), 1)
	os.WriteFile(filepath.Join(whole, "portgen.json"), manifest, 0o644)
	_, err = generator.CheckContent(content, whole)
	var problems *diag.Error
	if !errors.As(err, &problems) || len(problems.Diagnostics) != 2 ||
		problems.Diagnostics[0].Message != "missing key `pages.talks.description`" ||
		problems.Diagnostics[1].Message != "missing key `pages.talks.title`" {
		t.Errorf("a theme with a page more: %v", err)
	}
}

// A built site carries nothing of serve's editing on the page: the
// starter built with editing asked for is byte for byte the starter built
// without, and holds neither the editor's words, its route nor a marker.
func TestBuildCarriesNoEditor(t *testing.T) {
	sitetest.Builds(t)
	without, err := starterSite()
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	cacheDir := filepath.Join(root, "cache")
	warmImages(t, cacheDir)
	_, err = generator.Build(generator.Options{
		Content:  filepath.Join(sitetest.Root(), "content"),
		Theme:    filepath.Join(sitetest.Root(), "theme"),
		Out:      filepath.Join(root, "dist"),
		BaseURL:  "https://example.com/portfolio/",
		CacheDir: cacheDir,
		Log:      io.Discard,
		Edit:     true,
	})
	if err != nil {
		t.Fatal(err)
	}
	with := readTree(t, filepath.Join(root, "dist"))
	if !maps.Equal(with, without) {
		t.Errorf("the site built with editing asked for differs: %d files, %d without", len(with), len(without))
	}
	for p, data := range with {
		for _, banned := range []string{"Edit page", "Editar página", "Modifier la page", "__portgen/edit", "\u2063"} {
			if strings.Contains(data, banned) {
				t.Errorf("%s holds %q", p, banned)
			}
		}
	}
}
