package generator_test

import (
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/server"
	"github.com/portgen/portgen/internal/sitetest"
)

// newSiteBuilt is the site that `portgen new site` makes, built as
// `portgen build` builds it with no weather key in the environment (so for
// Open-Meteo, the starter's provider), once for the tests that read it,
// with the starter's images from starterSite's cache.
var newSiteBuilt struct {
	once  sync.Once
	files map[string][]byte
	err   error
}

func builtNewSite(t *testing.T) map[string][]byte {
	t.Helper()
	newSiteBuilt.once.Do(func() {
		dir, err := shared()
		if err != nil {
			newSiteBuilt.err = err
			return
		}
		site := filepath.Join(dir, "new-site")
		if _, err := generator.NewSite(site, "latest"); err != nil {
			newSiteBuilt.err = err
			return
		}
		cache := filepath.Join(dir, "new-site-cache")
		warmImages(t, cache)
		dist := filepath.Join(site, "dist")
		_, err = generator.Build(generator.Options{
			Content: filepath.Join(site, "content"), Theme: filepath.Join(site, "theme"), Out: dist,
			CacheDir: cache, Log: io.Discard,
			Getenv: func(string) string { return "" },
		})
		if err != nil {
			newSiteBuilt.err = err
			return
		}
		newSiteBuilt.files = map[string][]byte{}
		newSiteBuilt.err = filepath.WalkDir(dist, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, _ := filepath.Rel(dist, p)
			newSiteBuilt.files[filepath.ToSlash(rel)], err = os.ReadFile(p)
			return err
		})
	})
	if newSiteBuilt.err != nil {
		t.Fatal(newSiteBuilt.err)
	}
	return newSiteBuilt.files
}

// builtRules are the rules of the _headers file among a build's files.
func builtRules(t *testing.T, files map[string][]byte) server.HeaderRules {
	t.Helper()
	rules, err := server.ParseHeaders(files[server.HeadersFile])
	if err != nil || len(rules) == 0 {
		t.Fatalf("the build's _headers: %d rules, %v", len(rules), err)
	}
	return rules
}

// urlPaths are the URL paths at which the files of a site are served
// below base: a folder's index.html at the folder.
func urlPaths(files map[string][]byte, base string) []string {
	var paths []string
	for name := range files {
		if name != server.HeadersFile {
			paths = append(paths, base+strings.TrimSuffix(name, "index.html"))
		}
	}
	slices.Sort(paths)
	return paths
}

// patternRegexp reads a path pattern of _headers as the hosts document it,
// apart from the server's own matcher: * is anything, :name a segment.
func patternRegexp(pattern string) *regexp.Regexp {
	quoted := strings.ReplaceAll(regexp.QuoteMeta(pattern), `\*`, ".*")
	return regexp.MustCompile("^" + regexp.MustCompile(`/:[A-Za-z]\w*`).ReplaceAllString(quoted, "/[^/]+") + "$")
}

func serveGet(h http.Handler, urlPath string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, urlPath, nil))
	return rec
}

// portgen preview answers each file of the starter site with the headers
// of every rule of its _headers that matches the file's path, as Netlify
// and Cloudflare Pages do: the CSP, Referrer-Policy, nosniff, and a year's
// caching for the hashed files but revalidation for pages.
func TestPreviewSendsWhatHeadersSays(t *testing.T) {
	sitetest.Builds(t)
	files := builtNewSite(t)
	dist := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dist, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h, base, err := generator.Preview(dist)
	if err != nil {
		t.Fatal(err)
	}
	paths := urlPaths(files, base)
	for _, rule := range builtRules(t, files) {
		matched := 0
		for _, p := range paths {
			if !patternRegexp(rule.Path).MatchString(p) {
				continue
			}
			matched++
			rec := serveGet(h, p)
			if rec.Code != http.StatusOK {
				t.Errorf("%s: status %d", p, rec.Code)
			}
			// The build sets no header in two rules that match one path,
			// so each response carries the rule's value as it is.
			for name := range rule.Header {
				if got, want := rec.Header().Get(name), rule.Header.Get(name); got != want {
					t.Errorf("%s (rule %s): %s %q, want %q", p, rule.Path, name, got, want)
				}
			}
		}
		if matched == 0 {
			t.Errorf("no file of the site is served at a path of the rule %s", rule.Path)
		}
	}

	// A not-found page is sent with the site's CSP too.
	if rec := serveGet(h, base+"no/such/page"); rec.Code != http.StatusNotFound ||
		rec.Header().Get("Content-Security-Policy") == "" {
		t.Errorf("a path of no file: %d, CSP %q", rec.Code, rec.Header().Get("Content-Security-Policy"))
	}

	// A _headers file that the hosts would misread stops preview.
	os.WriteFile(filepath.Join(dist, "_headers"), []byte("  Cache-Control: no-cache\n"), 0o644)
	if _, _, err := generator.Preview(dist); err == nil ||
		!strings.Contains(err.Error(), filepath.Join(dist, "_headers")+": line 1:") {
		t.Errorf("a bad _headers: %v", err)
	}
}

// portgen serve sends what _headers says but its caching: every file is
// revalidated, since each rebuild replaces them. The CSP still allows the
// live-reload script that serve adds to each page, and its event stream.
func TestServeSendsWhatHeadersSaysButCaching(t *testing.T) {
	sitetest.Builds(t)
	dir := t.TempDir()
	sitetest.Write(t, filepath.Join(dir, "content"), sitetest.Load("basic"), nil)
	var problems []generator.Diagnostic
	live, site, err := generator.Serve(generator.Options{
		Content: filepath.Join(dir, "content"), Theme: filepath.Join(sitetest.Root(), "theme"),
		Origin: "http://127.0.0.1:1313", CacheDir: t.TempDir(), Log: io.Discard,
		Getenv: func(string) string { return "" },
	}, generator.ServeEvents{Problems: func(d []generator.Diagnostic) { problems = append(problems, d...) }})
	if err != nil {
		t.Fatalf("%v\n%v", err, problems)
	}
	defer live.Close()
	files := map[string][]byte{}
	for _, f := range site.Files {
		files[f.Path] = f.Data
	}
	u, err := url.Parse(site.Summary.BaseURL)
	if err != nil {
		t.Fatal(err)
	}
	base := u.Path
	rules := builtRules(t, files)
	pages := 0
	for _, p := range urlPaths(files, base) {
		rec := serveGet(live, p)
		if rec.Code != http.StatusOK {
			t.Errorf("%s: status %d", p, rec.Code)
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", p, got)
		}
		for _, rule := range rules {
			if !patternRegexp(rule.Path).MatchString(p) {
				continue
			}
			for name := range rule.Header {
				if got, want := rec.Header().Get(name), rule.Header.Get(name); name != "Cache-Control" && got != want {
					t.Errorf("%s (rule %s): %s %q, want %q", p, rule.Path, name, got, want)
				}
			}
		}
		if !strings.HasSuffix(p, "/") && path.Ext(p) != ".html" {
			continue
		}
		pages++
		csp := rec.Header().Get("Content-Security-Policy")
		script := `<script src="` + base + `__portgen/live.js"`
		if !strings.Contains(rec.Body.String(), script) {
			t.Errorf("%s: no live-reload script %s", p, script)
		}
		// The script and its events are served from the page's origin.
		for _, directive := range []string{"script-src", "connect-src"} {
			if !slices.Contains(cspSources(csp, directive), "'self'") {
				t.Errorf("%s: the CSP's %s does not allow the live-reload script's own origin: %s", p, directive, csp)
			}
		}
	}
	if pages == 0 {
		t.Error("no page was served")
	}
	for _, p := range []string{base + "__portgen/live.js"} {
		if rec := serveGet(live, p); rec.Code != http.StatusOK ||
			!strings.Contains(rec.Header().Get("Content-Type"), "javascript") {
			t.Errorf("%s: %d %s", p, rec.Code, rec.Header().Get("Content-Type"))
		}
	}
}

// cspSources are the sources a CSP allows for a directive, those of
// default-src when it has none of its own.
func cspSources(csp, directive string) []string {
	var fallback []string
	for _, d := range strings.Split(csp, ";") {
		fields := strings.Fields(d)
		switch {
		case len(fields) == 0:
		case fields[0] == directive:
			return fields[1:]
		case fields[0] == "default-src":
			fallback = fields[1:]
		}
	}
	return fallback
}
