package sitetest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Golden compares got with testdata/golden/<name> at the repository root.
// Run the tests with UPDATE_GOLDEN=1 to write the files instead. An
// environment variable, not a flag, so that `go test ./...` works in every
// package.
func Golden(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join(root(), "testdata", "golden", name)
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with UPDATE_GOLDEN=1 to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (UPDATE_GOLDEN=1 rewrites it):\n got: %s\nwant: %s", name, got, want)
	}
}
