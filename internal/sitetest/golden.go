package sitetest

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Golden compares got with testdata/golden/<name> at the repository root.
// Run the tests with UPDATE_GOLDEN=1 to write the files instead. An
// environment variable, not a flag, so that `go test ./...` works in every
// package.
func Golden(t testing.TB, name string, got []byte) {
	t.Helper()
	golden(t, name, got)
}

// GoldenData is Golden for JSON that the theme reads (name ends in .json).
// Beside the golden file it keeps its TypeScript twin, the same name ending
// in .ts: the same value as a module whose default export is declared as
// tsType, written with the theme's data types, which are generated from
// the Go types (theme/src/shared/data/types.ts: "SiteData", "Project[]").
// The theme's `npm run contract` typechecks the twins, so that JSON which
// is not what its Go type says (a MarshalJSON's, a nil list written as
// null) is a type error naming the field; the theme's unit tests take the
// twins as their data.
func GoldenData(t testing.TB, name, tsType string, got []byte) {
	t.Helper()
	if !strings.HasSuffix(name, ".json") {
		t.Fatalf("GoldenData(%q): the name of a data golden ends in .json", name)
	}
	if golden(t, name, got) {
		golden(t, TSTwin(name), tsModule(name, tsType, got))
	}
}

// TSTwin is the name of the TypeScript twin of the data golden name.
func TSTwin(name string) string {
	return strings.TrimSuffix(name, ".json") + ".ts"
}

// golden is Golden, and reports whether the file is as got (or now is).
func golden(t testing.TB, name string, got []byte) bool {
	t.Helper()
	path := filepath.Join(root(), "testdata", "golden", name)
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return true
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with UPDATE_GOLDEN=1 to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (UPDATE_GOLDEN=1 rewrites it):\n got: %s\nwant: %s", name, got, want)
		return false
	}
	return true
}

// dataTypes is the theme's module that declares the types of its data,
// from the repository's root.
const dataTypes = "theme/src/shared/data/types"

// typeName is a name that a TypeScript type expression refers to.
var typeName = regexp.MustCompile(`\b[A-Z]\w*`)

// tsModule writes data, JSON, as a TypeScript module: an object literal
// declared with its type keeps its string literals ("github", not string)
// and has its excess properties checked, where an imported .json file
// would be widened.
func tsModule(name, tsType string, data []byte) []byte {
	dir := path.Dir(path.Join("testdata", "golden", name))
	from := strings.Repeat("../", strings.Count(dir, "/")+1) + dataTypes
	names := slices.Compact(slices.Sorted(slices.Values(typeName.FindAllString(tsType, -1))))
	return fmt.Appendf(nil, `// Generated from %s by internal/sitetest's GoldenData, with it
// (UPDATE_GOLDEN=1): the data as the theme's types must describe it, which
// `+"`npm run contract`"+` checks. Do not edit.
import type { %s } from '%s'

const data: %s = %s

export default data
`, path.Base(name), strings.Join(names, ", "), from, tsType, bytes.TrimSpace(data))
}
