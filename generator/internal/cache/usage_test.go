package cache

import (
	"os"
	"path/filepath"
	"testing"
)

// Measure counts this layout's entries by kind, and what older portgens
// left; Clean removes both and nothing else.
func TestMeasureAndCleanACacheFolder(t *testing.T) {
	root := t.TempDir()
	c := Open(root)
	for key, data := range map[string]string{"a": "12345", "b": "123"} {
		if err := c.Put(Images, key, []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	older := map[string]int{ // as the layout before versions kept them
		"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef-webp-q75-400w-v3": 10,
		"bundle-0123456789abcdef0123456789abcdef":                                           20,
		"cards/x.jpg": 30,
		"v0/images/k": 40,
	}
	for name, size := range older {
		writeSized(t, filepath.Join(root, name), size)
	}
	writeSized(t, filepath.Join(root, "notes.txt"), 7)
	u, err := Measure(root)
	if err != nil {
		t.Fatal(err)
	}
	if u.Kinds[Images] != (Size{5 + 3 + 2*32, 2}) || u.Kinds[Cards] != (Size{}) || u.Older != (Size{100, 4}) {
		t.Errorf("measured %+v", u)
	}
	freed, err := Clean(root)
	if err != nil || freed != 5+3+2*32+100 {
		t.Errorf("freed %d: %v", freed, err)
	}
	left, _ := os.ReadDir(root)
	if len(left) != 1 || left[0].Name() != "notes.txt" {
		t.Errorf("left %v", left)
	}
	if u, err := Measure(filepath.Join(root, "none")); err != nil || u.Kinds[Images] != (Size{}) {
		t.Errorf("a folder that does not exist: %+v, %v", u, err)
	}
}

func writeSized(t *testing.T, file string, size int) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, make([]byte, size), 0o644); err != nil {
		t.Fatal(err)
	}
}
