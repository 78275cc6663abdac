package content_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/internal/sitetest"
)

// The reference's tables and content.Reference are one text: each row of
// docs/content.md's site.yaml, project and post tables is a Field, with the same
// words and need, in the same order. The editor's schemas are made from
// the Fields, so what an owner reads on hover is what the reference says.
func TestTheContentReferenceIsTheFieldTable(t *testing.T) {
	ref := readRepoFile(t, "docs", "content.md")
	tables := map[string][]content.Field{
		"## site.yaml":      content.SiteFields,
		"## A project file": content.ProjectFields,
		"## A post":         content.PostFields,
	}
	for heading, fields := range tables {
		var want []string
		for _, f := range fields {
			want = append(want, fmt.Sprintf("| `%s` | %s | %s |", f.Path, f.Need, f.Doc))
		}
		got := fieldRows(section(t, ref, heading))
		if d := firstDifference(want, got); d != "" {
			t.Errorf("docs/content.md, %s, is not content's field table: %s", heading, d)
		}
	}
}

// Every field the loader accepts has a Field, and every Field is a field
// the loader accepts (or a group of them, `basics.location`), so that a
// field added to the model without its words fails here, not in an
// owner's editor.
func TestTheFieldTableNamesEveryField(t *testing.T) {
	models := []struct {
		name   string
		model  reflect.Type
		fields []content.Field
	}{
		{"site.yaml", reflect.TypeFor[content.Config](), content.SiteFields},
		{"a project", reflect.TypeFor[content.Project](), content.ProjectFields},
		{"a post", reflect.TypeFor[content.PostFront](), content.PostFields},
		{"the résumé", reflect.TypeFor[content.Resume](), content.ResumeFields},
	}
	for _, m := range models {
		paths := yamlPaths(m.model, "")
		table := map[string]bool{}
		for _, f := range m.fields {
			table[f.Path] = true
			if !slices.ContainsFunc(paths, func(p string) bool { return p == f.Path || isBelow(p, f.Path) }) {
				t.Errorf("%s has no field `%s`, which the table describes", m.name, f.Path)
			}
		}
		for _, p := range paths {
			if !table[p] {
				t.Errorf("the table of %s does not describe `%s`", m.name, p)
			}
		}
	}
}

// The résumé's section names each field of the résumé, alone (`basics`)
// or as the end of a path (`portgen.paper`).
func TestTheContentReferenceNamesEveryResumeField(t *testing.T) {
	ref := section(t, readRepoFile(t, "docs", "content.md"), "## The résumé")
	for _, f := range content.ResumeFields {
		name := f.Path[strings.LastIndexAny(f.Path, ".]")+1:]
		if !strings.Contains(ref, "`"+name) && !strings.Contains(ref, "."+name+"`") {
			t.Errorf("docs/content.md's résumé section does not name `%s`", f.Path)
		}
	}
}

// The locale groups' words are the reference's table's, row for row.
func TestTheContentReferenceIsTheLocaleGroupTable(t *testing.T) {
	ref := section(t, readRepoFile(t, "docs", "content.md"), "## The locale files")
	var want []string
	for _, g := range content.LocaleGroups {
		key := "`" + g.Key + ".*`"
		if g.Key == "language" {
			key = "`language.name`"
		}
		want = append(want, strings.TrimSuffix(fmt.Sprintf("| %s | %s | %s", key, g.Doc, g.Placeholders), " ")+" |")
	}
	var got []string
	for _, row := range strings.Split(ref, "\n") {
		if strings.HasPrefix(row, "| `") {
			got = append(got, row)
		}
	}
	if d := firstDifference(want, got); d != "" {
		t.Errorf("docs/content.md's locale groups are not content.LocaleGroups: %s", d)
	}
}

// It names each group of the starter's locale keys (`weather.*`), so that
// a new screen's strings are described there.
func TestTheContentReferenceNamesEveryLocaleGroup(t *testing.T) {
	var groups yaml.Node
	if err := yaml.Unmarshal([]byte(readRepoFile(t, "content", "locales", "en.yaml")), &groups); err != nil {
		t.Fatal(err)
	}
	top := groups.Content[0].Content
	if len(top) < 10 {
		t.Fatalf("content/locales/en.yaml has %d groups: has its shape changed?", len(top)/2)
	}
	for i := 0; i < len(top); i += 2 {
		g := top[i].Value
		if !slices.ContainsFunc(content.LocaleGroups, func(lg content.LocaleGroup) bool { return lg.Key == g }) {
			t.Errorf("content.LocaleGroups does not describe the locale keys `%s.*`", g)
		}
	}
}

// section is the part of the Markdown text md under heading, up to the
// next heading of the same level.
func section(t *testing.T, md, heading string) string {
	t.Helper()
	_, rest, ok := strings.Cut(md, "\n"+heading+"\n")
	if !ok {
		t.Fatalf("docs/content.md has no heading %q", heading)
	}
	level := heading[:strings.Index(heading, " ")+1]
	if i := strings.Index(rest, "\n"+level); i >= 0 {
		return rest[:i]
	}
	return rest
}

// fieldRows are the rows of the Field | Required | What it is tables in md.
func fieldRows(md string) []string {
	var out []string
	for _, row := range strings.Split(md, "\n") {
		if strings.HasPrefix(row, "| `") && strings.Count(row, " | ") >= 2 {
			out = append(out, row)
		}
	}
	return out
}

// firstDifference names the first row where the table's rows (want) and
// the reference's (got) differ; "" when they are the same.
func firstDifference(want, got []string) string {
	for i := range max(len(want), len(got)) {
		w, g := "(none)", "(none)"
		if i < len(want) {
			w = want[i]
		}
		if i < len(got) {
			g = got[i]
		}
		if w != g {
			return fmt.Sprintf("row %d is\n\t%s\nin the table, and\n\t%s\nin the reference", i+1, w, g)
		}
	}
	return ""
}

// isBelow reports whether path is a field of the group group.
func isBelow(path, group string) bool {
	return strings.HasPrefix(path, group+".") || strings.HasPrefix(path, group+"[].")
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
