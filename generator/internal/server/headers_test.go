package server

import (
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

// As the build writes it, below a base path, with a comment and a
// Windows line end an owner's editor might leave.
const builtHeaders = `# written by portgen build
/portfolio/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

/portfolio/assets/*
  Cache-Control: public, max-age=31536000, immutable
/portfolio/apps/:slug/
  Cache-Control: no-cache
/portfolio/sw.js` + "\r\n" + `  Cache-Control: no-cache
`

func TestParseHeadersReadsTheRulesTheBuildWrites(t *testing.T) {
	rules, err := ParseHeaders([]byte(builtHeaders))
	if err != nil {
		t.Fatal(err)
	}
	want := HeaderRules{
		{"/portfolio/*", http.Header{
			"Content-Security-Policy": {"default-src 'self'; frame-ancestors 'none'"},
			"X-Content-Type-Options":  {"nosniff"},
			"Referrer-Policy":         {"strict-origin-when-cross-origin"},
		}},
		{"/portfolio/assets/*", http.Header{"Cache-Control": {"public, max-age=31536000, immutable"}}},
		{"/portfolio/apps/:slug/", http.Header{"Cache-Control": {"no-cache"}}},
		{"/portfolio/sw.js", http.Header{"Cache-Control": {"no-cache"}}},
	}
	if !reflect.DeepEqual(rules, want) {
		t.Errorf("got %v\nwant %v", rules, want)
	}
}

func TestParseHeadersRefusesWhatAHostWouldMisread(t *testing.T) {
	for _, tc := range []struct{ input, want string }{
		{"  X-Frame-Options: DENY\n", "line 1: the header \"X-Frame-Options: DENY\" comes before any path"},
		{"/*\n  X-Frame-Options DENY\n", "line 2: \"X-Frame-Options DENY\" is not a header"},
		{"/*\n  X Frame: DENY\n", "line 2: \"X Frame\" is not a header name"},
		{"/*\n  : DENY\n", "line 2: \"\" is not a header name"},
		{"/*\n  Set-Cookie: a\x0bb\n", "line 2: the value of Set-Cookie holds a control character"},
		{"/*\n  Cache-Control: no-cache\nassets/*\n", "line 3: \"assets/*\" is not a path"},
		{"https://example.com/*\n  Cache-Control: x\n", "line 1: \"https://example.com/*\" is not a path"},
		{"/*/assets/*\n  Cache-Control: no-cache\n", "line 1: \"/*/assets/*\" has more than one *"},
		{"/a\n  Cache-Control: x\n\n# x\n/b\n  Bad\n", "line 6: \"Bad\" is not a header"},
		{"/*\n  Content-Security-Policy: a\n;sandbox\n", "line 3: \";sandbox\" is not a path"},
		{
			"/*\n  Content-Security-Policy: a\x7f b\n/b\n  x",
			"line 2: the value of Content-Security-Policy holds a control character",
		},
	} {
		_, err := ParseHeaders([]byte(tc.input))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q…", tc.input, err, tc.want)
		}
	}
}

func TestHeaderPatternsMatchAsOnTheHosts(t *testing.T) {
	for _, c := range []struct {
		pattern, path string
		want          bool
	}{
		{"/*", "/", true},
		{"/*", "/apps/clock/", true},
		{"/portfolio/*", "/portfolio/", true},
		{"/portfolio/*", "/portfolio", false},
		{"/portfolio/*", "/other/", false},
		{"/assets/*", "/assets/media/a.1234.png", true},
		{"/assets/*", "/assetsx/a.png", false},
		{"/*.js", "/assets/main-ABC.js", true},
		{"/*.js", "/assets/main-ABC.json", false},
		{"/apps/:slug/", "/apps/clock/", true},
		{"/apps/:slug/", "/apps/clock", false},
		{"/apps/:slug/", "/apps//", false},
		{"/apps/:slug/", "/apps/a/b/", false},
		{"/apps/:slug/", "/apps/", false},
		{"/pt/apps/:slug/", "/apps/clock/", false},
		{"/:lang/apps/", "/pt/apps/", true},
		{"/a:b/", "/a:b/", true}, // a colon inside a segment is itself
		{"/a:b/", "/ax/", false},
		{"/:1/", "/:1/", true}, // a placeholder's name starts with a letter
		{"/", "/", true},
		{"/", "/index.html", false},
		{"/sw.js", "/sw.js", true},
		{"/sw.js", "/sw.jsx", false},
		{"/404.html", "/pt/404.html", false},
	} {
		if got := matchPath(c.pattern, c.path); got != c.want {
			t.Errorf("%s matching %s: %v, want %v", c.pattern, c.path, got, c.want)
		}
	}
}

func TestHeadersOfEveryMatchingRuleAreJoined(t *testing.T) {
	rules, err := ParseHeaders([]byte("/*\n  X-Robots-Tag: noindex\n  Link: </a.css>; rel=preload\n" +
		"/docs/*\n  X-Robots-Tag: nosnippet\n" +
		"/docs/:name\n  Link: </b.css>; rel=preload\n"))
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]http.Header{
		"/":         {"X-Robots-Tag": {"noindex"}, "Link": {"</a.css>; rel=preload"}},
		"/docs/":    {"X-Robots-Tag": {"noindex, nosnippet"}, "Link": {"</a.css>; rel=preload"}},
		"/docs/cv":  {"X-Robots-Tag": {"noindex, nosnippet"}, "Link": {"</a.css>; rel=preload, </b.css>; rel=preload"}},
		"/doc/s/cv": {"X-Robots-Tag": {"noindex"}, "Link": {"</a.css>; rel=preload"}},
	} {
		if got := rules.For(path); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want %v", path, got, want)
		}
	}
}

// Static sends each response the headers of its path, a 404 page those of
// the path it answers, and a response that no rule caches is revalidated.
func TestStaticSendsTheHeadersOfItsPath(t *testing.T) {
	files := fstest.MapFS{
		"_headers":              {Data: []byte(builtHeaders)},
		"index.html":            {Data: []byte("home")},
		"404.html":              {Data: []byte("not found")},
		"apps/clock/index.html": {Data: []byte("clock")},
		"assets/main-ABC.js":    {Data: []byte("js")},
		"sw.js":                 {Data: []byte("sw")},
		"sitemap.xml":           {Data: []byte("<urlset/>")},
	}
	csp := "default-src 'self'; frame-ancestors 'none'"
	for _, c := range []struct {
		path, cache string
		status      int
	}{
		{"/portfolio/", "no-cache", 200},
		{"/portfolio/apps/clock/", "no-cache", 200},
		{"/portfolio/assets/main-ABC.js", "public, max-age=31536000, immutable", 200},
		{"/portfolio/sw.js", "no-cache", 200},
		{"/portfolio/sitemap.xml", "no-cache", 200},
		{"/portfolio/assets/gone-XYZ.js", "public, max-age=31536000, immutable", 404},
		{"/portfolio/_headers", "no-cache", 404},
		{"/elsewhere", "no-cache", 404},
	} {
		for _, revalidate := range []bool{false, true} {
			rec := httptest.NewRecorder()
			static := Static{Files: files, Base: "/portfolio/", Revalidate: revalidate}
			static.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, c.path, nil))
			h := rec.Header()
			cache := c.cache
			if revalidate {
				cache = "no-cache"
			}
			if rec.Code != c.status || h.Get("Cache-Control") != cache {
				t.Errorf("%s (revalidate %v): %d, Cache-Control %q; want %d, %q",
					c.path, revalidate, rec.Code, h.Get("Cache-Control"), c.status, cache)
			}
			wantCSP := csp
			if !strings.HasPrefix(c.path, "/portfolio/") {
				wantCSP = "" // outside the site: no rule of it applies
			}
			if h.Get("Content-Security-Policy") != wantCSP {
				t.Errorf("%s: CSP %q, want %q", c.path, h.Get("Content-Security-Policy"), wantCSP)
			}
		}
	}
}

// A _headers file that a host would misread is shown, not served around.
func TestStaticSaysWhatIsWrongWithItsHeadersFile(t *testing.T) {
	files := fstest.MapFS{
		"_headers":   {Data: []byte("  Cache-Control: no-cache\n")},
		"index.html": {Data: []byte("home")},
	}
	rec := httptest.NewRecorder()
	Static{Files: files, Base: "/"}.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	if rec.Code != http.StatusInternalServerError ||
		!strings.Contains(rec.Body.String(), "_headers: line 1: the header") {
		t.Errorf("%d %q", rec.Code, rec.Body.String())
	}
}

// FuzzParseHeaders: go test -fuzz=FuzzParseHeaders ./generator/internal/server.
// Whatever the file, parsing and matching never panic, and no header value
// that reaches a response holds a line break.
func FuzzParseHeaders(f *testing.F) {
	f.Add([]byte(builtHeaders), "/portfolio/apps/clock/")
	f.Add([]byte("/*\n  A: b\n/:x/*\n  C: d\r\n"), "/a/b")
	f.Add([]byte("/*a*\n  A: b\n"), "/aaaa")
	f.Fuzz(func(t *testing.T, data []byte, path string) {
		rules, err := ParseHeaders(data)
		if err != nil {
			return
		}
		for name, values := range rules.For(path) {
			for _, v := range values {
				if strings.ContainsAny(name+v, "\r\n") {
					t.Fatalf("%q: %q", name, v)
				}
			}
		}
	})
}
