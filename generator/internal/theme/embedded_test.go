package theme

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/portgen/portgen/generator/internal/cache"
)

func TestAFolderWithoutManifestHoldsOverridesOfTheEmbeddedTheme(t *testing.T) {
	site, store := t.TempDir(), cache.Open(t.TempDir())
	th, err := Open(site, store)
	if err != nil {
		t.Fatal(err)
	}
	if !th.Embedded || th.Overrides != site || th.Dir != filepath.Join(store.Dir(cache.Theme), Hash()) {
		t.Fatalf("theme = %+v", th)
	}
	if th.Entry != "src/main.tsx" || len(th.Routes) == 0 {
		t.Errorf("the embedded manifest was not read: %+v", th)
	}
	unpacked := []string{
		"portgen.json", "src/main.tsx", "node_modules/react/package.json",
		"node_modules/workbox-core/_private/assert.js",
	}
	for _, f := range unpacked {
		if _, err := os.Stat(filepath.Join(th.Dir, f)); err != nil {
			t.Errorf("the unpacked theme lacks %s: %v", f, err)
		}
	}
	// The second time, the unpacked copy is used as it is.
	marker := filepath.Join(th.Dir, "src", "main.tsx")
	os.WriteFile(marker, []byte("// kept"), 0o644)
	if _, err := Open(site, store); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(marker); string(data) != "// kept" {
		t.Error("the theme was unpacked again")
	}
	// A missing folder is a site with no overrides.
	if th, err := Open(filepath.Join(site, "none"), store); err != nil || !th.Embedded {
		t.Errorf("missing folder: %+v, %v", th, err)
	}
	file := filepath.Join(site, "file")
	os.WriteFile(file, nil, 0o644)
	if _, err := Open(file, store); err == nil || !strings.Contains(err.Error(), "is a file") {
		t.Errorf("a file as the theme folder: %v", err)
	}
}

func TestBuildsThatStartTogetherUnpackOnce(t *testing.T) {
	root := t.TempDir()
	var wg sync.WaitGroup
	dirs := make([]string, 8)
	errs := make([]error, 8)
	for i := range dirs {
		wg.Go(func() { dirs[i], errs[i] = unpack(cache.Open(root)) })
	}
	wg.Wait()
	for i := range dirs {
		if errs[i] != nil || dirs[i] != dirs[0] {
			t.Fatalf("unpack %d: %q, %v", i, dirs[i], errs[i])
		}
	}
	entries, _ := os.ReadDir(cache.Open(root).Dir(cache.Theme))
	if len(entries) != 1 {
		t.Errorf("the cache holds %d entries, want the one theme folder (no temporary folders left)", len(entries))
	}
}

func TestArchiveIsReproducibleAndRefusesPathsOutside(t *testing.T) {
	files := []EmbeddedFile{{"src/b.ts", []byte("b")}, {"node_modules/x/_private/a.js", []byte("a")}}
	one, err := WriteArchive(files)
	if err != nil {
		t.Fatal(err)
	}
	two, _ := WriteArchive([]EmbeddedFile{files[1], files[0]})
	if string(one) != string(two) {
		t.Error("the same files in another order made another archive")
	}
	back, err := ReadArchive(one)
	if err != nil || len(back) != 2 || back[0].Path != "node_modules/x/_private/a.js" || string(back[1].Data) != "b" {
		t.Errorf("read back: %+v, %v", back, err)
	}
	for _, bad := range []string{"../x", "/etc/x", "a/../../x", `a\b`, ""} {
		if _, err := WriteArchive([]EmbeddedFile{{bad, nil}}); err == nil {
			t.Errorf("%q was packed", bad)
		}
	}
}

func TestEjectCopiesAndNeverOverwrites(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "theme")
	wrote, err := Eject(dir, []string{"src/app/global.css"})
	if err != nil || !slices.Equal(wrote, []string{"src/app/global.css"}) {
		t.Fatalf("eject: %v, %v", wrote, err)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "src", "app", "global.css"))
	if !strings.Contains(string(data), "--accent") {
		t.Errorf("the ejected file is not the theme's: %.80q", data)
	}
	os.WriteFile(filepath.Join(dir, "src", "app", "global.css"), []byte("mine"), 0o644)
	if _, err := Eject(dir, []string{"src/app/global.css"}); err == nil ||
		!strings.Contains(err.Error(), "never overwrites") {
		t.Errorf("second eject: %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "src", "app", "global.css")); string(data) != "mine" {
		t.Error("the owner's file was overwritten")
	}
	// A folder ejects every file below it, unless one of them exists.
	if _, err := Eject(dir, []string{"src/app"}); err == nil {
		t.Error("a folder holding an existing file was ejected")
	}
	wrote, err = Eject(dir, []string{"src/features/about/"})
	if err != nil || len(wrote) < 2 || !strings.HasPrefix(wrote[0], "src/features/about/") {
		t.Errorf("folder eject: %v, %v", wrote, err)
	}
	if _, err := Eject(dir, []string{"src/nope.ts"}); err == nil || !strings.Contains(err.Error(), "theme ls") {
		t.Errorf("unknown path: %v", err)
	}
	if _, err := Eject(dir, []string{"portgen.json"}); err == nil || !strings.Contains(err.Error(), "site.yaml") {
		t.Errorf("manifest: %v", err)
	}
}

func TestOverrideFilesAndStaleOnes(t *testing.T) {
	dir := t.TempDir()
	files := []string{
		"src/app/global.css", "src/app/gone.tsx", "package.json", "package-lock.json", "tsconfig.json",
		"node_modules/x/index.js", ".DS_Store", "src/.x.swp",
	}
	for _, f := range files {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755)
		os.WriteFile(filepath.Join(dir, f), nil, 0o644)
	}
	th := &Theme{Embedded: true, Overrides: dir}
	files, err := th.OverrideFiles()
	if err != nil || !slices.Equal(files, []string{"src/app/global.css", "src/app/gone.tsx"}) {
		t.Errorf("overrides = %v, %v", files, err)
	}
	stale, err := CheckOverrides(dir)
	if err != nil || !slices.Equal(stale, []string{"src/app/gone.tsx"}) {
		t.Errorf("stale = %v, %v", stale, err)
	}
	// A whole theme folder has no overrides.
	if stale, err := CheckOverrides(filepath.Join("..", "..", "..", "theme")); err != nil || stale != nil {
		t.Errorf("whole theme: %v, %v", stale, err)
	}
}

func TestAnUnpackedThemeWithoutItsMarkerIsReplaced(t *testing.T) {
	store := cache.Open(t.TempDir())
	damaged := filepath.Join(store.Dir(cache.Theme), Hash())
	os.MkdirAll(filepath.Join(damaged, "src"), 0o755)
	os.WriteFile(filepath.Join(damaged, "src", "main.tsx"), []byte("half a file"), 0o644)
	dir, err := unpack(store)
	if err != nil || dir != damaged {
		t.Fatalf("unpack: %q, %v", dir, err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "src", "main.tsx")); string(data) == "half a file" {
		t.Error("the damaged copy was kept")
	}
}
