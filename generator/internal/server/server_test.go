package server

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func site(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":              "home",
		"apps/index.html":         "apps",
		"404.html":                "not found",
		"pt/index.html":           "início",
		"pt/404.html":             "não encontrada",
		"assets/main.js":          "js",
		"assets/media/a.1234.png": "png",
		"sw.js":                   "self.__WB_MANIFEST=[]",
		"blog/feed.xml":           `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>`,
		"_headers": "/*\n  X-Frame-Options: DENY\n" +
			"/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(filepath.Dir(dir), "secret.txt"), []byte("secret"), 0o644)
	return dir
}

func TestHandlerServesLikeAStaticHost(t *testing.T) {
	h := Static{Files: os.DirFS(site(t)), Base: "/portfolio/"}
	cases := []struct {
		path, body, location string
		status               int
	}{
		{"/portfolio/", "home", "", 200},
		{"/portfolio", "", "/portfolio/", 301},
		{"/portfolio/apps/", "apps", "", 200},
		{"/portfolio/apps?lng=pt", "", "/portfolio/apps/?lng=pt", 301},
		{"/portfolio/assets/main.js", "js", "", 200},
		{"/portfolio/nope/", "not found", "", 404},
		{"/portfolio/assets/", "not found", "", 404},
		{"/", "not found", "", 404},
		{"/portfolio/_headers", "not found", "", 404},
		{"/portfolio/../secret.txt", "not found", "", 404},
		{"/portfolio/%2e%2e/secret.txt", "not found", "", 404},
		{"/portfolio/..%2fsecret.txt", "not found", "", 404},
		{"/portfolio/apps\\..\\..\\secret.txt", "not found", "", 404},
		// The nearest 404.html, as Cloudflare Pages answers: a language's own.
		{"/portfolio/pt/", "início", "", 200},
		{"/portfolio/pt/nope", "não encontrada", "", 404},
		{"/portfolio/pt/no/such/page/", "não encontrada", "", 404},
		{"/portfolio/ptx/nope", "not found", "", 404},
		{"/pt/nope", "not found", "", 404},
	}
	for _, c := range cases {
		req := httptest.NewRequest(http.MethodGet, "http://x"+c.path, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body, _ := io.ReadAll(rec.Body)
		if rec.Code != c.status {
			t.Errorf("%s: status %d, want %d", c.path, rec.Code, c.status)
		}
		if c.body != "" && string(body) != c.body {
			t.Errorf("%s: body %q, want %q", c.path, body, c.body)
		}
		if c.location != "" && rec.Header().Get("Location") != c.location {
			t.Errorf("%s: Location %q, want %q", c.path, rec.Header().Get("Location"), c.location)
		}
	}
}

func TestHandlerSetsTypesAndCaching(t *testing.T) {
	h := Static{Files: os.DirFS(site(t)), Base: "/"}
	for path, want := range map[string][2]string{
		"/":                        {"text/html; charset=utf-8", "no-cache"},
		"/assets/main.js":          {"text/javascript; charset=utf-8", "public, max-age=31536000, immutable"},
		"/assets/media/a.1234.png": {"image/png", "public, max-age=31536000, immutable"},
		"/sw.js":                   {"text/javascript; charset=utf-8", "no-cache"},
		// A feed is XML, as Netlify, Cloudflare Pages and nginx's mime.types
		// type it too; feed readers read it by its content.
		"/blog/feed.xml": {"application/xml", "no-cache"},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if got := rec.Header().Get("Content-Type"); got != want[0] {
			t.Errorf("%s: Content-Type %q, want %q", path, got, want[0])
		}
		if got := rec.Header().Get("Cache-Control"); got != want[1] {
			t.Errorf("%s: Cache-Control %q, want %q", path, got, want[1])
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d", rec.Code)
	}
}

func TestGzipCompressesTextOnly(t *testing.T) {
	h := Gzip(Static{Files: os.DirFS(site(t)), Base: "/"})
	for path, want := range map[string]string{
		"/": "gzip", "/assets/main.js": "gzip", "/blog/feed.xml": "gzip", "/assets/media/a.1234.png": "",
	} {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Header.Set("Accept-Encoding", "gzip, br")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if got := rec.Header().Get("Content-Encoding"); got != want {
			t.Errorf("%s: Content-Encoding %q, want %q", path, got, want)
		}
		if want == "gzip" {
			zr, err := gzip.NewReader(rec.Body)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if _, err := io.ReadAll(zr); err != nil {
				t.Errorf("%s: %v", path, err)
			}
		}
	}
}

// A deploy replaces the whole folder (portgen build swaps a new one in):
// the next request already sees it.
func TestDirServesTheFolderAsItIsNow(t *testing.T) {
	dir := site(t)
	h := Static{Files: Dir(dir), Base: "/"}
	get := func() string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://x/", nil))
		return rec.Body.String()
	}
	if got := get(); got != "home" {
		t.Fatalf("before the deploy: %q", got)
	}
	if err := os.Rename(dir, dir+".old"); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("home, deployed again"), 0o644)
	if got := get(); got != "home, deployed again" {
		t.Errorf("after the deploy: %q", got)
	}
}
