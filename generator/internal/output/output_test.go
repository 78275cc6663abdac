package output

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator/internal/dist"
)

func TestWriteReplacesTheWholeFolder(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "dist")
	first := []dist.File{{Path: "index.html", Data: []byte("one")}, {Path: "old/page.html", Data: []byte("old")}}
	if err := Write(out, "", first); err != nil {
		t.Fatal(err)
	}
	second := []dist.File{{Path: "index.html", Data: []byte("two")}, {Path: "assets/a.js", Data: []byte("js")}}
	if err := Write(out, "", second); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(out, "index.html")); string(data) != "two" {
		t.Errorf("index.html = %q", data)
	}
	if _, err := os.Stat(filepath.Join(out, "old")); !os.IsNotExist(err) {
		t.Error("a file of the previous build survived")
	}
	entries, _ := os.ReadDir(root)
	if len(entries) != 1 {
		t.Errorf("left beside the output: %v", entries)
	}
}

func TestWriteRefusesPathsOutsideTheOutput(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "dist")
	if err := Write(out, "", []dist.File{{Path: "index.html", Data: []byte("kept")}}); err != nil {
		t.Fatal(err)
	}
	if err := Write(out, "", []dist.File{{Path: "../escape.html", Data: []byte("x")}}); err == nil {
		t.Fatal("a path outside the output folder was written")
	}
	if data, _ := os.ReadFile(filepath.Join(out, "index.html")); string(data) != "kept" {
		t.Errorf("the previous output changed: %q", data)
	}
	if _, err := os.Stat(filepath.Join(root, "escape.html")); !os.IsNotExist(err) {
		t.Error("escape.html was written")
	}
}

func TestWriteRemovesStagingFoldersOfKilledBuilds(t *testing.T) {
	root := t.TempDir()
	stale := filepath.Join(root, stagingPrefix+"dist-123")
	if err := os.MkdirAll(stale, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Write(filepath.Join(root, "dist"), "", []dist.File{{Path: "index.html", Data: nil}}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Error("the stale staging folder is still there")
	}
}

func TestSwapByRenames(t *testing.T) {
	root := t.TempDir()
	stage, out := filepath.Join(root, "stage"), filepath.Join(root, "out")
	os.MkdirAll(stage, 0o755)
	os.WriteFile(filepath.Join(stage, "f"), []byte("new"), 0o644)
	if err := swapByRenames(stage, out); err != nil { // out does not exist yet
		t.Fatal(err)
	}
	os.MkdirAll(stage, 0o755)
	os.WriteFile(filepath.Join(stage, "f"), []byte("newer"), 0o644)
	if err := swapByRenames(stage, out); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(out, "f")); string(data) != "newer" {
		t.Errorf("out/f = %q", data)
	}
	if data, _ := os.ReadFile(filepath.Join(stage, "f")); string(data) != "new" {
		t.Errorf("the previous output is not where the stage was: %q", data)
	}
}

func TestWriteLinksUnchangedHashedFiles(t *testing.T) {
	out := filepath.Join(t.TempDir(), "dist")
	first := []dist.File{
		{Path: "index.html", Data: []byte("one")},
		{Path: "assets/a.1.js", Data: []byte("same")},
		{Path: "assets/b.2.js", Data: []byte("short")},
	}
	if err := Write(out, "assets/", first); err != nil {
		t.Fatal(err)
	}
	before, _ := os.Stat(filepath.Join(out, "assets", "a.1.js"))
	second := []dist.File{
		{Path: "index.html", Data: []byte("two")},
		{Path: "assets/a.1.js", Data: []byte("same")},
		{Path: "assets/b.2.js", Data: []byte("longer")},
	}
	if err := Write(out, "assets/", second); err != nil {
		t.Fatal(err)
	}
	after, _ := os.Stat(filepath.Join(out, "assets", "a.1.js"))
	if !os.SameFile(before, after) {
		t.Error("an unchanged hashed file was written again instead of linked")
	}
	for _, f := range second {
		if data, _ := os.ReadFile(filepath.Join(out, filepath.FromSlash(f.Path))); string(data) != string(f.Data) {
			t.Errorf("%s = %q, want %q", f.Path, data, f.Data)
		}
	}
}
