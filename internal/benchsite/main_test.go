package main

import (
	"bytes"
	"crypto/sha256"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// The generated site passes portgen's checks, and its screenshots and
// posts' images are different files (portgen caches images by their hash)
// of real pictures.
func TestWritesAValidSiteWithDistinctScreenshots(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "content")
	const n, posts = 25, 8
	if err := write(dir, sitetest.Root(), n, posts); err != nil {
		t.Fatal(err)
	}
	if warnings, err := generator.CheckContent(dir, ""); err != nil || len(warnings) > 0 {
		t.Fatalf("portgen check: %v %v", err, warnings)
	}

	seen := map[[32]byte]string{}
	for i := 1; i <= n; i++ {
		for k := 1; k <= imagesPerProject; k++ {
			name := shotPath(i, k)
			data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
			if err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256(data)
			if other, ok := seen[sum]; ok {
				t.Errorf("%s has the same bytes as %s", name, other)
			}
			seen[sum] = name
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
			if err != nil || cfg.Width != 1280 || cfg.Height != 800 {
				t.Errorf("%s: %dx%d, %v; want a 1280×800 JPEG", name, cfg.Width, cfg.Height, err)
			}
		}
	}
	for i := 1; i <= posts; i++ {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(postImagePath(i))))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		if other, ok := seen[sum]; ok {
			t.Errorf("%s has the same bytes as %s", postImagePath(i), other)
		}
		seen[sum] = postImagePath(i)
	}
	translations, _ := filepath.Glob(filepath.Join(dir, "posts", "*.pt.md"))
	if len(translations) != posts/4 {
		t.Errorf("%d posts in Portuguese, want every fourth of %d", len(translations), posts)
	}
	if _, err := os.Stat(filepath.Join(dir, "media", "projects", "bookstore")); !os.IsNotExist(err) {
		t.Errorf("the starter's own screenshots were copied (stat: %v)", err)
	}
}
