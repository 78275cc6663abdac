// Package schema writes the JSON Schemas of the content files, which an
// owner's editor reads to complete, explain and check them as they are
// typed: site.yaml, a project, a locale file and the résumé. Each is made
// from what portgen check reads: the Go types the loader decodes into
// (through invopop/jsonschema's reflection, keyed on the same yaml tags),
// and content's field table, which holds the reference's words and the
// validators' enums and patterns. A schema checks a file on its own: the
// rules across files (a project's content when its repository is read,
// the owner's name when there is no résumé) stay portgen check's.
package schema

import (
	"bytes"
	"encoding/json"
	"reflect"

	"github.com/invopop/jsonschema"

	"github.com/portgen/portgen/generator/internal/content"
)

// Site is the schema of site.yaml.
func Site() *jsonschema.Schema {
	s := fromType(reflect.TypeFor[content.Config]())
	s.Title = "portgen site.yaml"
	describe(s, content.SiteFields, false)
	if colors, ok := s.Properties.Get("colors"); ok {
		// The dark scheme's accent replaces the accent (content's
		// checkColors).
		colors.DependentRequired = map[string][]string{"accentDark": {"accent"}}
	}
	if documents, ok := s.Properties.Get("documents"); ok {
		// A document is a PDF of the owner's or the résumé's, not both
		// (content's checkDocuments).
		documents.Items.OneOf = []*jsonschema.Schema{{Required: []string{"file"}}, {Required: []string{"resume"}}}
	}
	return s
}

// Project is the schema of a project file, projects/<slug>.yaml.
func Project() *jsonschema.Schema {
	s := fromType(reflect.TypeFor[content.Project]())
	s.Title = "portgen project"
	describe(s, content.ProjectFields, false)
	return s
}

// Resume is the schema of the résumé, JSON Resume 1.0 as portgen reads
// it; with translation, of one of its translations, which may leave out
// any field, the required ones too.
func Resume(translation bool) *jsonschema.Schema {
	s := fromType(reflect.TypeFor[content.Resume]())
	s.Title = "JSON Resume, as portgen reads it"
	if translation {
		s.Title = "a translation of a JSON Resume, as portgen reads it"
	}
	// Meta is the one type whose unknown fields the loader accepts
	// (content.Meta.OpenFields): other tools keep their settings there.
	if meta, ok := s.Properties.Get("meta"); ok {
		meta.AdditionalProperties = nil
	}
	describe(s, content.ResumeFields, translation)
	return s
}

// JSON writes s as indented JSON with a final newline.
func JSON(s *jsonschema.Schema) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// fromType reflects the Go type a content file is decoded into.
func fromType(t reflect.Type) *jsonschema.Schema {
	r := &jsonschema.Reflector{
		FieldNameTag: "yaml", // the loader's names; yaml:"-" fields are left out
		// Required fields come from the field table, not from the tags.
		RequiredFromJSONSchemaTags: true,
		// Inlined, each node has its own description, and no $defs get
		// generic names with brackets (Localized[string]).
		DoNotReference: true,
		Anonymous:      true,
		Mapper:         mapType,
	}
	return r.ReflectFromType(t)
}
