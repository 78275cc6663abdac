package content_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/internal/sitetest"
)

// The content reference names every field the loader accepts, in the form
// an owner looks for (`wallpapers[].image`), so that a field added to the
// model without a line in docs/content.md fails here, not in an owner's
// editor.
func TestTheContentReferenceNamesEveryField(t *testing.T) {
	ref := readRepoFile(t, "docs", "content.md")
	fields := yamlPaths(reflect.TypeFor[content.Config](), "")
	fields = append(fields, yamlPaths(reflect.TypeFor[content.Project](), "")...)
	for _, f := range fields {
		if !strings.Contains(ref, "`"+f+"`") {
			t.Errorf("docs/content.md does not name `%s`", f)
		}
	}
}

// It names each group of the starter's locale keys (`weather.*`), so that
// a new screen's strings are described there.
func TestTheContentReferenceNamesEveryLocaleGroup(t *testing.T) {
	ref := readRepoFile(t, "docs", "content.md")
	var groups yaml.Node
	if err := yaml.Unmarshal([]byte(readRepoFile(t, "content", "locales", "en.yaml")), &groups); err != nil {
		t.Fatal(err)
	}
	top := groups.Content[0].Content
	if len(top) < 10 {
		t.Fatalf("content/locales/en.yaml has %d groups: has its shape changed?", len(top)/2)
	}
	for i := 0; i < len(top); i += 2 {
		if g := top[i].Value; !strings.Contains(ref, "`"+g+".") {
			t.Errorf("docs/content.md does not name the locale keys `%s.*`", g)
		}
	}
}

// fields lists the YAML paths of t's fields below prefix: a struct's fields
// joined with dots, a list of structs itself and its items' fields as
// name[].field. A field whose value is read as a whole (text, a file, a
// list of names) is one path.
func yamlPaths(t reflect.Type, prefix string) []string {
	var out []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "" || name == "-" || !f.IsExported() {
			continue
		}
		p := prefix + name
		switch ft := f.Type; {
		case ft.Kind() == reflect.Struct: // owner: its fields are the entries
			out = append(out, yamlPaths(ft, p+".")...)
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct:
			out = append(out, p)
			out = append(out, yamlPaths(ft.Elem(), p+"[].")...)
		default:
			out = append(out, p)
		}
	}
	return out
}

func readRepoFile(t *testing.T, path ...string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(append([]string{sitetest.Root()}, path...)...))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
