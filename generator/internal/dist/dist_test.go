package dist_test

import (
	"testing"

	"github.com/portgen/portgen/generator/internal/dist"
)

// Sorted orders files by path and keeps the first of each path: a stage
// lists a file before a later stage's of the same path.
func TestSortedKeepsTheFirstOfEachPath(t *testing.T) {
	files := []dist.File{
		{Path: "b.css", Data: []byte("1")},
		{Path: "a.html", Data: []byte("2")},
		{Path: "b.css", Data: []byte("3")},
		{Path: "c.json", Data: []byte("4")},
		{Path: "a.html", Data: []byte("5")},
	}
	var got string
	for _, f := range dist.Sorted(files) {
		got += f.Path + "=" + string(f.Data) + " "
	}
	if want := "a.html=2 b.css=1 c.json=4 "; got != want {
		t.Errorf("Sorted = %q, want %q", got, want)
	}
}
