package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator/internal/theme"
	"github.com/portgen/portgen/internal/sitetest"
)

// The committed archive must hold what packtheme would pack now: the
// theme's sources as they are, and the package files that the installed
// node_modules (from theme/package-lock.json and patches/) give the imports.
func TestTheCommittedThemeArchiveIsCurrent(t *testing.T) {
	want, err := collect(filepath.Join(sitetest.Root(), "theme"), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join("..", theme.ArchiveName))
	if err != nil {
		t.Fatal(err)
	}
	have, err := theme.ReadArchive(data)
	if err != nil {
		t.Fatal(err)
	}
	committed := map[string][]byte{}
	for _, f := range have {
		committed[f.Path] = f.Data
	}
	stale := 0
	for _, f := range want {
		old, ok := committed[f.Path]
		switch {
		case !ok:
			t.Errorf("%s is missing from the archive", f.Path)
		case !bytes.Equal(old, f.Data):
			t.Errorf("%s changed since the archive was made", f.Path)
		}
		if !ok || !bytes.Equal(old, f.Data) {
			stale++
		}
		delete(committed, f.Path)
	}
	for p := range committed {
		t.Errorf("%s is in the archive but the bundle no longer reads it", p)
		stale++
	}
	if stale > 0 {
		t.Logf(
			"the embedded theme is stale in %d files: run `make theme-archive` and commit %s",
			stale,
			theme.ArchiveName,
		)
	}
}

func TestPackageRoot(t *testing.T) {
	for in, want := range map[string]string{
		"node_modules/react/index.js":                   "node_modules/react",
		"node_modules/@juggle/resize-observer/lib/x.js": "node_modules/@juggle/resize-observer",
		"node_modules/a/node_modules/b/dist/index.mjs":  "node_modules/a/node_modules/b",
		"src/app/App.tsx":                               "",
	} {
		if got := packageRoot(in); got != want {
			t.Errorf("packageRoot(%q) = %q, want %q", in, got, want)
		}
	}
}
