package generator_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/tools/txtar"
	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// The schemas are golden files, so that a change to a content type or to
// the field table shows in review as the editor will see it.
func TestSchemasAreCurrent(t *testing.T) {
	files, err := generator.SchemaFiles()
	if err != nil {
		t.Fatal(err)
	}
	goldens := []string{
		"schemas/site.schema.json", "schemas/project.schema.json", "schemas/locale.schema.json",
		"schemas/resume.schema.json", "schemas/resume-translation.schema.json",
	}
	if len(files) != len(goldens) {
		t.Errorf("SchemaFiles has %d files, the goldens %d", len(files), len(goldens))
	}
	for _, golden := range goldens {
		sitetest.Golden(t, golden, files[path.Base(golden)])
	}
}

// Every file of the starter opens in an editor with no diagnostic: it
// validates against its schema, read as the YAML language server reads it.
func TestTheStarterValidatesAgainstTheSchemas(t *testing.T) {
	schemas := compileSchemas(t)
	root := filepath.Join(sitetest.Root(), "content")
	checked := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := filepath.ToSlash(must(filepath.Rel(root, p)))
		name := schemaOf(rel)
		if name == "" {
			return nil
		}
		checked++
		if err := schemas[name].Validate(readDocument(t, rel, must(os.ReadFile(p)))); err != nil {
			t.Errorf("content/%s does not validate against %s:\n%v", rel, name, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("checked %d files of content/: has the starter moved?", checked)
	}
}

// shapeErrors are the cases of the bad-content corpus whose mistake is in
// a file's shape (an unknown key, a wrong type, a field left out): an
// editor flags them as they are typed. The others are the content's
// values across files, on disk, or YAML's own syntax.
var shapeErrors = []string{
	"a-colour-without-quotes", "a-null-title", "a-title-that-starts-with-a-hash",
	"a-fractional-id", "id-of-the-wrong-type", "a-language-redirect-in-quotes",
	"a-language-redirect-of-no", "images-as-text", "list-where-a-mapping-is-expected",
	"number-where-text-is-expected", "paragraphs-translated-one-by-one",
	"text-with-a-colon-read-as-a-mapping", "a-resume-that-ends-before-it-starts",
	"unknown-field-with-the-closest-name-as-hint", "unknown-nested-field", "four-links",
	"a-weather-key-in-the-content", "a-resume-field-of-an-older-schema", "a-forge-token-in-the-content",
	"missing-required-fields", "no-images-field", "no-links", "one-link-only",
	"a-mapping-key-that-is-a-list", "key-the-generator-needs", "documents-that-name-the-resume-wrongly",
}

// valueErrorsToo are the files of a shape case whose own mistake is a
// value's, not a shape's: a token-shaped text is still text.
var valueErrorsToo = map[string]string{"a-forge-token-in-the-content": "projects/notes.yaml"}

// Each shape error of the corpus is flagged by the schema of each file its
// diagnostics name.
func TestTheSchemasFlagTheShapeErrors(t *testing.T) {
	schemas := compileSchemas(t)
	basic := sitetest.Files(sitetest.Load("basic"), nil)
	for _, name := range shapeErrors {
		t.Run(name, func(t *testing.T) {
			a, err := txtar.ParseFile(filepath.Join(sitetest.Root(), "testdata", "bad", name+".txtar"))
			if err != nil {
				t.Fatal(err)
			}
			files := caseFiles(basic, a)
			for _, rel := range filesNamed(string(a.Comment)) {
				if valueErrorsToo[name] == rel {
					continue
				}
				s := schemas[schemaOf(rel)]
				if s == nil {
					t.Fatalf("content/%s has no schema", rel)
				}
				if err := s.Validate(readDocument(t, rel, files[rel])); err == nil {
					t.Errorf("content/%s validates against %s", rel, schemaOf(rel))
				}
			}
		})
	}
}

// caseFiles is the basic site with a case's files over it, and the files
// it removes left out.
func caseFiles(basic map[string][]byte, a *txtar.Archive) map[string][]byte {
	files := map[string][]byte{}
	for name, data := range basic {
		files[name] = data
	}
	for _, f := range a.Files {
		files[f.Name] = sitetest.Expand(f.Data)
	}
	for _, m := range removeLine.FindAllStringSubmatch(string(a.Comment), -1) {
		delete(files, m[1])
	}
	return files
}

var (
	removeLine = regexp.MustCompile(`(?m)^remove: (\S+)$`)
	wantedFile = regexp.MustCompile(`(?m)^content/([^:]+):`)
)

// filesNamed are the content files that a case's wanted diagnostics name.
func filesNamed(comment string) []string {
	_, want, _ := strings.Cut(comment, "\nwant:\n")
	seen := map[string]bool{}
	var out []string
	for _, m := range wantedFile.FindAllStringSubmatch(want, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	return out
}

// schemaOf is the schema a content file is mapped to, as a new site's
// .vscode/settings.json maps it; "" for a file with none.
func schemaOf(rel string) string {
	dir, file := path.Split(rel)
	ext := path.Ext(file)
	base := strings.TrimSuffix(file, ext)
	switch {
	case ext != ".yaml" && ext != ".yml" && ext != ".json":
		return ""
	case rel == "site.yaml":
		return "site.schema.json"
	case dir == "projects/" && ext != ".json":
		return "project.schema.json"
	case dir == "locales/" && ext != ".json":
		return "locale.schema.json"
	case dir == "" && base == "resume":
		return "resume.schema.json"
	case dir == "" && strings.HasPrefix(base, "resume."):
		return "resume-translation.schema.json"
	}
	return ""
}

func compileSchemas(t *testing.T) map[string]*jsonschema.Schema {
	t.Helper()
	files, err := generator.SchemaFiles()
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	out := map[string]*jsonschema.Schema{}
	for name, data := range files {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		url := "file:///schemas/" + name
		if err := c.AddResource(url, doc); err != nil {
			t.Fatal(err)
		}
		if out[name], err = c.Compile(url); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return out
}

// readDocument reads a content file as a JSON value, as the YAML language
// server does: YAML 1.2's core schema, in which a date is text.
func readDocument(t *testing.T, rel string, data []byte) any {
	t.Helper()
	if path.Ext(rel) == ".json" {
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("content/%s: %v", rel, err)
		}
		return v
	}
	var n yaml.Node
	if err := yaml.Unmarshal(data, &n); err != nil {
		t.Fatalf("content/%s: %v", rel, err)
	}
	if len(n.Content) == 0 {
		return nil
	}
	v, err := nodeValue(n.Content[0])
	if err != nil {
		t.Fatalf("content/%s: %v", rel, err)
	}
	return v
}

// nodeValue is n as the JSON value a schema validates.
func nodeValue(n *yaml.Node) (any, error) {
	switch n.Kind {
	case yaml.AliasNode:
		return nodeValue(n.Alias)
	case yaml.MappingNode:
		m := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			v, err := nodeValue(n.Content[i+1])
			if err != nil {
				return nil, err
			}
			m[n.Content[i].Value] = v
		}
		return m, nil
	case yaml.SequenceNode:
		list := []any{}
		for _, item := range n.Content {
			v, err := nodeValue(item)
			if err != nil {
				return nil, err
			}
			list = append(list, v)
		}
		return list, nil
	}
	return scalarValue(n)
}

// scalarValue reads a scalar by its tag; a timestamp stays text.
func scalarValue(n *yaml.Node) (any, error) {
	switch n.Tag {
	case "!!null":
		return nil, nil
	case "!!bool":
		var b bool
		err := n.Decode(&b)
		return b, err
	case "!!int", "!!float":
		var f float64
		if err := n.Decode(&f); err != nil {
			return nil, err
		}
		return json.Number(fmt.Sprint(f)), nil
	}
	return n.Value, nil
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// A new site keeps each schema in schemas/, and its editor settings map
// the content files to each of them.
func TestANewSiteMapsItsContentToTheSchemas(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := generator.NewSite(dir, "latest"); err != nil {
		t.Fatal(err)
	}
	var settings struct {
		YAML map[string]string `json:"yaml.schemas"`
		JSON []struct {
			URL string `json:"url"`
		} `json:"json.schemas"`
	}
	if err := json.Unmarshal(must(os.ReadFile(filepath.Join(dir, ".vscode", "settings.json"))), &settings); err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for url := range settings.YAML {
		named[strings.TrimPrefix(url, "./schemas/")] = true
	}
	for _, s := range settings.JSON {
		named[strings.TrimPrefix(s.URL, "./schemas/")] = true
	}
	files := must(generator.SchemaFiles())
	for name, data := range files {
		if !named[name] {
			t.Errorf(".vscode/settings.json does not name schemas/%s", name)
		}
		if got, err := os.ReadFile(filepath.Join(dir, "schemas", name)); err != nil || !bytes.Equal(got, data) {
			t.Errorf("schemas/%s is not generator.SchemaFiles's (%v)", name, err)
		}
	}
	if len(named) != len(files) {
		t.Errorf(".vscode/settings.json names %d schemas, new site writes %d", len(named), len(files))
	}
	ext := string(must(os.ReadFile(filepath.Join(dir, ".vscode", "extensions.json"))))
	if !strings.Contains(ext, `"redhat.vscode-yaml"`) {
		t.Errorf(".vscode/extensions.json does not recommend the YAML extension:\n%s", ext)
	}
	// An editor takes a file's own $schema over its settings.
	var resume struct {
		Schema string `json:"$schema"`
	}
	if err := json.Unmarshal(must(os.ReadFile(filepath.Join(dir, "content", "resume.json"))), &resume); err != nil ||
		resume.Schema != "../schemas/resume.schema.json" {
		t.Errorf("the new site's resume.json names the schema %q (%v), not the one the site keeps", resume.Schema, err)
	}
}
