package generator_test

import (
	"bytes"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	_ "golang.org/x/image/webp"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// imageURL is an image of the site's files as a page, its data or the
// manifest names it: in src, srcset, a preload, og:image, the site's JSON.
var imageURL = regexp.MustCompile(`/assets/[^"'\s,)\\]+\.(?:webp|jpg|png)`)

// The starter's build writes every image variant that any of its pages,
// data files or manifest names, no image that none names (the site's icon
// was once copied for nobody), and at most 103 image files besides the
// site's icons and the link-preview cards (210 when every width was
// written in both formats).
func TestBuildWritesEveryVariantAPageNames(t *testing.T) {
	sitetest.Builds(t, sitetest.WithoutCgo)
	root := t.TempDir()
	out := filepath.Join(root, "dist")
	_, err := generator.Build(generator.Options{
		Content: filepath.Join(sitetest.Root(), "content"),
		Theme:   filepath.Join(sitetest.Root(), "theme"),
		Out:     out, CacheDir: filepath.Join(root, "cache"), Log: io.Discard,
		Getenv: func(string) string { return "" },
	})
	if err != nil {
		t.Fatal(err)
	}
	files := readTree(t, out)
	named := 0
	names := map[string]bool{}
	for name, text := range files {
		if !strings.HasSuffix(name, ".html") && !strings.HasSuffix(name, ".json") &&
			!strings.HasSuffix(name, ".webmanifest") {
			continue
		}
		for _, u := range imageURL.FindAllString(text, -1) {
			named++
			names[strings.TrimPrefix(u, "/")] = true
			if _, ok := files[strings.TrimPrefix(u, "/")]; !ok {
				t.Errorf("%s names %s, which the build did not write", name, u)
			}
		}
	}
	if named == 0 {
		t.Fatal("no page names an image")
	}
	images := 0
	for name := range files {
		if imageURL.MatchString("/"+name) && !strings.HasPrefix(name, "assets/icons/") &&
			!strings.HasPrefix(name, "assets/cards/") {
			images++
			if !names[name] {
				t.Errorf("the build wrote %s, which nothing names", name)
			}
		}
	}
	if images > 103 {
		t.Errorf("the starter wrote %d image files, over 103", images)
	}
	if _, err := os.Stat(filepath.Join(out, "index.html")); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d image URLs named, %d image files written", named, images)
}

// serve answers its first page before it encodes any image, and every
// image URL that its pages and data name then answers with an image, each
// encoded when first asked for.
func TestServeEncodesEachImageWhenAskedFor(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	serving, site, err := generator.Serve(generator.Options{
		Content: filepath.Join(sitetest.Root(), "content"), Theme: filepath.Join(sitetest.Root(), "theme"),
		CacheDir: t.TempDir(), Log: io.Discard, Getenv: func(string) string { return "" },
	}, generator.ServeEvents{})
	if err != nil {
		t.Fatal(err)
	}
	defer serving.Close()
	if site.Summary.ImagesEncoded != 0 {
		t.Fatalf("serve encoded %d images before its first page", site.Summary.ImagesEncoded)
	}
	srv := httptest.NewServer(serving)
	defer srv.Close()
	get := func(p string) (*http.Response, []byte) {
		res, err := http.Get(srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res, body
	}
	seen := map[string]bool{}
	for _, page := range []string{"/", "/apps/", "/apps/bookstore/", "/about/", "/setting/"} {
		res, html := get(page)
		if res.StatusCode != 200 {
			t.Fatalf("GET %s: %s", page, res.Status)
		}
		for _, u := range imageURL.FindAllString(string(html), -1) {
			if seen[u] {
				continue
			}
			seen[u] = true
			res, body := get(u)
			if _, _, err := image.DecodeConfig(bytes.NewReader(body)); res.StatusCode != 200 || err != nil {
				t.Errorf("%s names %s: %s, %v", page, u, res.Status, err)
			}
		}
	}
	if len(seen) < 20 {
		t.Errorf("the pages named %d images", len(seen))
	}
}
