package cache

import (
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
)

// A folder is filled once, and builds that start together all get a whole
// one.
func TestAFolderIsFilledOnceAndWhole(t *testing.T) {
	root := t.TempDir()
	var fills atomic.Int64
	fill := func(dir string) error {
		fills.Add(1)
		return os.WriteFile(filepath.Join(dir, "portgen.json"), []byte("{}"), 0o644)
	}
	var wg sync.WaitGroup
	dirs := make([]string, 4)
	for i := range dirs {
		wg.Go(func() {
			dir, err := Open(root).Folder(Theme, "abc", fill)
			if err != nil {
				t.Error(err)
			}
			dirs[i] = dir
		})
	}
	wg.Wait()
	for _, dir := range dirs {
		if data, err := os.ReadFile(filepath.Join(dir, "portgen.json")); err != nil || string(data) != "{}" {
			t.Errorf("%s: %q, %v", dir, data, err)
		}
	}
	before := fills.Load()
	if _, err := Open(root).Folder(Theme, "abc", fill); err != nil || fills.Load() != before {
		t.Errorf("a whole folder was filled again (%v)", err)
	}
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(dirs[0]), tempPrefix+"*"))
	if len(leftovers) != 0 {
		t.Errorf("temporary folders left: %v", leftovers)
	}
}

// A folder that lost its files (to a hand, say) is filled again.
func TestAFolderNotWholeIsFilledAgain(t *testing.T) {
	c := Open(t.TempDir())
	fill := func(dir string) error { return os.WriteFile(filepath.Join(dir, "a"), nil, 0o644) }
	dir, err := c.Folder(Theme, "abc", fill)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, wholeMarker)); err != nil {
		t.Fatal(err)
	}
	if dir, err = c.Folder(Theme, "abc", fill); err != nil || !isWhole(dir) {
		t.Errorf("%s filled again: %v", dir, err)
	}
}
