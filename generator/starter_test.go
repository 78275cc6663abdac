package generator_test

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/internal/sitetest"
)

// shared holds what the package's tests build once: the starter site and
// its cache. TestMain removes it.
var shared = sync.OnceValues(func() (string, error) { return os.MkdirTemp("", "portgen-starter-") })

func TestMain(m *testing.M) {
	code := m.Run()
	if dir, err := shared(); err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// starterSite is the starter site (content/, in English, Portuguese and
// French) built under https://example.com/portfolio/ with the theme folder,
// once for the tests that read it: a build prerenders every page in every
// language, which takes seconds. They must not change what it returns.
var starterSite = sync.OnceValues(func() (map[string]string, error) {
	dir, err := shared()
	if err != nil {
		return nil, err
	}
	_, err = generator.Build(generator.Options{
		Content:  filepath.Join(sitetest.Root(), "content"),
		Theme:    filepath.Join(sitetest.Root(), "theme"),
		Out:      filepath.Join(dir, "dist"),
		BaseURL:  "https://example.com/portfolio/",
		CacheDir: filepath.Join(dir, "cache"),
		Log:      io.Discard,
	})
	if err != nil {
		return nil, err
	}
	return readFiles(filepath.Join(dir, "dist"))
})

// warmImages puts into cacheDir, a build's cache folder, the starter's
// images and résumé PDFs as starterSite's build made them (hard links): a
// test of pages, cards or languages on the starter, or on clones of its
// projects, then encodes no image, which the images' own tests cover, and
// still renders every page and draws every card.
func warmImages(t *testing.T, cacheDir string) {
	t.Helper()
	if _, err := starterSite(); err != nil {
		t.Fatal(err)
	}
	dir, _ := shared()
	// Images and PDFs are named by their content; the theme's and the
	// bundle's entries are not a test's to share.
	linkEntries(t, filepath.Join(dir, "cache"), cacheDir, cache.Images, cache.PDFs)
}

// linkEntries puts into the cache folder to the entries of kinds that the
// cache folder from holds and it lacks, as hard links.
func linkEntries(t *testing.T, from, to string, kinds ...cache.Kind) {
	t.Helper()
	for _, kind := range kinds {
		src, dst := cache.Open(from).Dir(kind), cache.Open(to).Dir(kind)
		entries, err := os.ReadDir(src)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dst, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			err := os.Link(filepath.Join(src, e.Name()), filepath.Join(dst, e.Name()))
			if err != nil && !errors.Is(err, fs.ErrExist) {
				t.Fatal(err)
			}
		}
	}
}
