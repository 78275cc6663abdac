// Package sitetest writes fixture sites for tests from txtar archives. A
// file whose whole content is "png WxH", "jpeg WxH", "png-bomb WxH", "wav Ns"
// or "pdf" is written as a real file of that kind, so archives stay
// readable text.
package sitetest

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"golang.org/x/tools/txtar"
)

// root is the repository root, found from the test's working directory (its
// package folder) when first asked for.
var root = sync.OnceValue(func() string {
	dir, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			panic("sitetest: no go.mod above " + dir)
		}
		dir = parent
	}
})

// Root is the repository root.
func Root() string { return root() }

// Load reads testdata/sites/<name>.txtar from the repository root. A missing
// archive is a mistake in the test, so it panics.
func Load(name string) *txtar.Archive {
	a, err := txtar.ParseFile(filepath.Join(root(), "testdata", "sites", name+".txtar"))
	if err != nil {
		panic(err)
	}
	return a
}

// Files returns the archive's files, expanded, with overrides applied: a
// file's new content, or nil to delete it.
func Files(a *txtar.Archive, overrides map[string][]byte) map[string][]byte {
	files := map[string][]byte{}
	for _, f := range a.Files {
		files[f.Name] = f.Data
	}
	for name, data := range overrides {
		if data == nil {
			delete(files, name)
		} else {
			files[name] = data
		}
	}
	for name, data := range files {
		files[name] = Expand(data)
	}
	return files
}

// Write writes the archive's files into dir, then applies overrides: a
// file's new content, or nil to delete it.
func Write(t testing.TB, dir string, a *txtar.Archive, overrides map[string][]byte) {
	t.Helper()
	if err := WriteFiles(dir, Files(a, overrides)); err != nil {
		t.Fatal(err)
	}
}

// WriteFiles writes files, by slash-separated path, into dir.
func WriteFiles(dir string, files map[string][]byte) error {
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
