package sitetest

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryGoldenFileHasATest fails when a golden file is named by no test,
// so that a renamed or deleted test does not leave a file nobody checks.
func TestEveryGoldenFileHasATest(t *testing.T) {
	var sources strings.Builder
	filepath.WalkDir(root(), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, "_test.go") {
			data, _ := os.ReadFile(p)
			sources.Write(data)
		}
		if d != nil && d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		return nil
	})
	dir := filepath.Join(root(), "testdata", "golden")
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		named := filepath.ToSlash(rel)
		// A data golden's TypeScript twin is named by its JSON file's name.
		if twin := strings.TrimSuffix(named, ".ts") + ".json"; named == TSTwin(twin) {
			named = twin
		}
		if !strings.Contains(sources.String(), `"`+named+`"`) {
			t.Errorf("testdata/golden/%s is named by no test", rel)
		}
		return nil
	})
}
