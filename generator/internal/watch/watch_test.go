package watch

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func report(t *testing.T, w *Watcher) []string {
	t.Helper()
	select {
	case c := <-w.Changes:
		return c
	case <-time.After(5 * time.Second):
		t.Fatal("no change reported")
		return nil
	}
}

func TestABurstOfSavesIsOneReport(t *testing.T) {
	dir := t.TempDir()
	w, err := New([]string{dir}, 30*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, name := range []string{"a.yaml", "b.yaml", ".a.yaml.swp", "c.yaml~"} {
		os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644)
	}
	got := report(t, w)
	want := []string{filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")}
	if !slices.Equal(got, want) {
		t.Errorf("changes = %v, want %v", got, want)
	}
}

func TestNewFoldersAreWatched(t *testing.T) {
	dir := t.TempDir()
	w, err := New([]string{dir}, 30*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	sub := filepath.Join(dir, "projects")
	os.Mkdir(sub, 0o755)
	report(t, w)
	os.WriteFile(filepath.Join(sub, "new.yaml"), []byte("x"), 0o644)
	if got := report(t, w); !slices.Contains(got, filepath.Join(sub, "new.yaml")) {
		t.Errorf("a file in a new folder was not seen: %v", got)
	}
}

func TestARootIsWatchedForBeforeItExists(t *testing.T) {
	t.Chdir(t.TempDir()) // relative roots, as serve's defaults are
	w, err := New([]string{"theme"}, 30*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	// The parent's other files are not the root's.
	os.WriteFile("README.md", []byte("x"), 0o644)
	os.MkdirAll(filepath.Join("theme", "src", "app"), 0o755)
	os.WriteFile(filepath.Join("theme", "src", "app", "global.css"), []byte("x"), 0o644)
	got := report(t, w)
	if slices.Contains(got, "README.md") ||
		!slices.ContainsFunc(got, func(p string) bool { return filepath.Clean(p) == "theme" }) {
		t.Errorf("changes = %v", got)
	}
	os.WriteFile(filepath.Join("theme", "src", "app", "global.css"), []byte("y"), 0o644)
	if got := report(t, w); !slices.Contains(got, filepath.Join("theme", "src", "app", "global.css")) {
		t.Errorf("an edit in the new root was not seen: %v", got)
	}
}
