package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

func TestCacheTakesTheBuildsCacheFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", home)
	tests := []struct {
		args []string
		want cacheOptions
	}{
		// No arguments, not nil ones: cobra reads os.Args for nil, the test binary's flags.
		{[]string{}, cacheOptions{dir: filepath.Join(home, "portgen")}},
		{[]string{"--cache-dir", "elsewhere"}, cacheOptions{dir: "elsewhere"}},
		{[]string{"clean"}, cacheOptions{dir: filepath.Join(home, "portgen"), clean: true}},
		{[]string{"clean", "--cache-dir", "elsewhere"}, cacheOptions{dir: "elsewhere", clean: true}},
	}
	for _, tt := range tests {
		var got cacheOptions
		cmd := newCacheCmd(env{}, func(o cacheOptions) error {
			got = o
			return nil
		})
		cmd.SetArgs(tt.args)
		if err := cmd.Execute(); err != nil || got != tt.want {
			t.Errorf("portgen cache %s: %+v, %v; want %+v", strings.Join(tt.args, " "), got, err, tt.want)
		}
	}
}

// What older versions of portgen left is counted apart, and cleaned with
// the rest; a file that is not portgen's stays.
func TestCacheSaysWhatTheFolderHoldsAndCleanEmptiesIt(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef-webp-q75-640w-v3")
	if err := os.WriteFile(old, make([]byte, 2500), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := portgen(t, dir, "cache", "--cache-dir", dir)
	want := "Cache folder: " + filepath.ToSlash(dir) + "\n" +
		"  images               0 B  0 files\n" +
		"  cards                0 B  0 files\n" +
		"  pdfs                 0 B  0 files\n" +
		"  pages                0 B  0 files\n" +
		"  bundle               0 B  0 files\n" +
		"  theme                0 B  0 files\n" +
		"  forges               0 B  0 files\n" +
		"  posts                0 B  0 files\n" +
		"  older versions    2.5 KB  1 file, which this portgen does not read\n" +
		"  in all            2.5 KB\n" +
		"portgen cache clean empties it.\n"
	if r.code != exitOK || r.stdout != want || r.stderr != "" {
		t.Errorf("portgen cache: %+v\nwant %s", r, want)
	}
	r = portgen(t, dir, "cache", "clean", "--cache-dir", dir)
	if r.code != exitOK || r.stdout != "Emptied "+filepath.ToSlash(dir)+": 2.5 KB freed.\n" {
		t.Errorf("portgen cache clean: %+v", r)
	}
	if left, _ := os.ReadDir(dir); len(left) != 1 || left[0].Name() != "notes.txt" {
		t.Errorf("left %v", left)
	}
	if r := portgen(t, dir, "cache", "--cache-dir", ""); r.code != exitUsage ||
		!strings.Contains(r.stderr, "--cache-dir is empty") {
		t.Errorf("no cache folder: %+v", r)
	}
}

// A build fills the cache folder, kind by kind; once it is emptied, the
// next build makes everything again.
func TestCacheCleanEmptiesWhatABuildKept(t *testing.T) {
	sitetest.Builds(t)
	dir := siteDir(t, nil)
	if r := portgen(t, dir, "build"); r.code != exitOK {
		t.Fatalf("build: %+v", r)
	}
	kept := sizesShown(portgen(t, dir, "cache").stdout)
	for _, kind := range []string{"images", "cards", "pages", "bundle", "theme"} {
		if kept[kind] == "0 B" || kept[kind] == "" {
			t.Errorf("a build kept no %s: %v", kind, kept)
		}
	}
	if r := portgen(t, dir, "cache", "clean"); r.code != exitOK || !strings.HasPrefix(r.stdout, "Emptied ") {
		t.Fatalf("clean: %+v", r)
	}
	if left := sizesShown(portgen(t, dir, "cache").stdout); left["in all"] != "0 B" {
		t.Errorf("after clean: %v", left)
	}
	r := portgen(t, dir, "build", "--json")
	if r.code != exitOK || !strings.Contains(r.stdout, `"bundleCached": false`) ||
		strings.Contains(r.stdout, `"imagesEncoded": 0,`) {
		t.Errorf("the build after clean: %+v", r)
	}
}

// sizesShown reads portgen cache's rows: the size of each kind.
func sizesShown(stdout string) map[string]string {
	out := map[string]string{}
	for _, line := range strings.Split(stdout, "\n") {
		if name, size, ok := strings.Cut(strings.TrimSpace(line), "  "); ok && strings.HasPrefix(line, "  ") {
			size = strings.TrimSpace(size)
			size, _, _ = strings.Cut(size, "  ")
			out[name] = size
		}
	}
	return out
}
