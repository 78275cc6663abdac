package load_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/internal/sitetest"
)

func TestBasicSiteLoads(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	res, err := load.Load(dir)
	var de *diag.Error
	if errors.As(err, &de) {
		for _, d := range de.Diagnostics {
			t.Log(d)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := len(res.Site.Projects); got != 2 {
		t.Fatalf("projects = %d", got)
	}
}

func TestACacheParsesOnlyWhatChanged(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	var cache load.Cache
	if _, err := cache.Load(dir); err != nil {
		t.Fatal(err)
	}
	// A broken file, then the same file fixed: each load sees the file as it is.
	notes := filepath.Join(dir, "projects", "notes.yaml")
	good, _ := os.ReadFile(notes)
	os.WriteFile(notes, []byte("id: [\n"), 0o644)
	if _, err := cache.Load(dir); err == nil {
		t.Fatal("the broken file was not seen")
	}
	os.WriteFile(notes, bytes.Replace(good, []byte("title: Notes"), []byte("title: Field notes"), 1), 0o644)
	res, err := cache.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Site.Projects[1].Title[""]; got != "Field notes" {
		t.Errorf("title = %q after the fix", got)
	}
}
