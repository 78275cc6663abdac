package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// committed is the generated file, from the repository's root.
const committed = "theme/src/shared/data/types.ts"

// generatePortgen generates portgen's types with overlay, and reads the Go
// files it read: go test then runs the test again when one of them
// changes, which go list, another process, read.
func generatePortgen(t *testing.T, overlay map[string][]byte) []byte {
	t.Helper()
	ts, files, err := generate(portgen, overlay)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, err := os.ReadFile(f); err != nil {
			t.Fatal(err)
		}
	}
	return ts
}

// The committed file is what the Go types give: a JSON field renamed in
// Go, the file not generated again, fails here, naming the field.
func TestTheCommittedTypesAreCurrent(t *testing.T) {
	t.Parallel()
	got := generatePortgen(t, nil)
	want, err := os.ReadFile(filepath.Join(sitetest.Root(), committed))
	if err != nil {
		t.Fatal(err)
	}
	if diff := difference(want, got); diff != "" {
		t.Errorf("%s is stale: %s\n(go generate ./generator/internal/compile writes it again)", committed, diff)
	}
}

// A field renamed in the Go source is renamed in the types, and the
// difference names the field as the committed file has it.
func TestARenamedFieldRenamesItsType(t *testing.T) {
	t.Parallel()
	path := filepath.Join(sitetest.Root(), "generator", "internal", "compile", "site.go")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const field = "`json:\"projects\"`"
	if !bytes.Contains(src, []byte(field)) {
		t.Fatalf("site.go has no field tagged %s", field)
	}
	renamed := bytes.Replace(src, []byte(field), []byte("`json:\"projectList\"`"), 1)
	before := generatePortgen(t, nil)
	after := generatePortgen(t, map[string][]byte{path: renamed})
	if !bytes.Contains(after, []byte("\n  projectList: string\n")) ||
		bytes.Contains(after, []byte("\n  projects: string\n")) {
		t.Errorf("the renamed field's type:\n%s", after)
	}
	if got := difference(before, after); !strings.HasPrefix(got, "SiteData.projects: ") {
		t.Errorf("the difference is %s, not at SiteData.projects", got)
	}
}

// shapes is a contract of testdata/shapes, a module of its own.
func shapes(roots ...string) contract {
	return contract{dir: filepath.Join("testdata", "shapes"), packages: []string{"example.com/shapes"}, roots: roots}
}

// A field's type and whether it may be absent follow encoding/json: its
// tag, omitempty (which leaves no struct out), embedded structs (through a
// pointer, optional), the shallower field of two with one key, a tagged
// one over an untagged one, and two alike cancelling out. A generic type
// is declared once, with its parameters.
func TestTheFieldsAreThoseEncodingJSONWrites(t *testing.T) {
	ts, _, err := generate(shapes("shapes.Page"), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := header + `
/** Page is what a test page holds. */
export interface Page {
  title: string
  /** note is left out when it is empty. */
  note?: string
  photo?: Photo
  /** null when there is none */
  cover: Photo | null
  inner: Photo
  kind: 'a' | 'b'
  count: string
  seen?: boolean
  Tags: string[]
  data: string
  any: Record<string, unknown>
  lists: (Photo | null)[][]
  names?: Record<string, string>
  "-": string
  stamp: Day
  texts: ByLang<string>
  id: number
  /** tagged, it hides Layer's Level */
  Level: number
  depth?: number
}

/** Photo is an image. */
export interface Photo {
  src: string
}

/** Day is a date, YYYY-MM-DD. */
export type Day = string

/** ByLang is text by language. */
export type ByLang<T> = Record<string, T>
`
	if string(ts) != want {
		t.Errorf("got\n%s\nwant\n%s", ts, want)
	}
}

// A type tsgen cannot declare is an error that names it and says what to
// do.
func TestWhatTsgenCannotDeclareIsAnError(t *testing.T) {
	clash := shapes("shapes.Holder")
	clash.names = map[string]string{"shapes.Clash": "Photo"}
	for _, c := range []struct {
		name string
		c    contract
		want string
	}{
		{"its own JSON", shapes("shapes.Stamp"), "shapes.Stamp writes its own JSON (MarshalJSON or MarshalText)"},
		{"a package not read", shapes("shapes.Elsewhere"), "other.Thing is in example.com/shapes/other"},
		{"two types, one name", clash, "shapes.Photo and shapes.Clash are both Photo in TypeScript"},
		{"no such type", shapes("shapes.Missing"), "example.com/shapes declares no such type"},
		{"an error", shapes("shapes.Failure"), "shapes.Failure.Err: tsgen knows no JSON of error"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := generate(c.c, nil)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one saying %q", err, c.want)
			}
		})
	}
}

// A shape declares a type that writes its own JSON, with the types it
// names.
func TestAShapeDeclaresATypeThatWritesItsOwnJSON(t *testing.T) {
	c := shapes("shapes.Stamp")
	c.shapes = map[string]shape{"shapes.Stamp": {ts: "string | Photo", uses: []string{"shapes.Photo"}}}
	ts, _, err := generate(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "\n/** Stamp writes its own JSON. */\nexport type Stamp = string | Photo\n\n/** Photo is an image. */\n"
	if !strings.Contains(string(ts), want) {
		t.Errorf("got\n%s\nwant it to hold\n%s", ts, want)
	}
}

// The difference names the declaration or the field where the files part,
// from a changed doc comment on.
func TestTheDifferenceNamesTheField(t *testing.T) {
	file := "// header\n\n/** A. */\nexport interface A {\n  /** its b */\n  b: string\n  c?: number\n}\n"
	for _, c := range []struct{ name, generated, want string }{
		{"the same", file, ""},
		{"a field renamed", strings.Replace(file, "  c?:", "  d?:", 1), `A.c: the file has "  c?: number"`},
		{"a field added", strings.Replace(file, "}\n", "  e: boolean\n}\n", 1), `A.e: the file has "}"`},
		{"a doc changed", strings.Replace(file, "its b", "its B", 1), `A.b: the file has "  /** its b */"`},
		{"a declaration added", file + "\nexport type E = string\n", `E: the file has ""`},
		{"the header", strings.Replace(file, "header", "head", 1), `its header: the file has "// header"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := difference([]byte(file), []byte(c.generated))
			if c.want == "" && got != "" || !strings.HasPrefix(got, c.want) {
				t.Errorf("difference = %q, want %q…", got, c.want)
			}
		})
	}
}
