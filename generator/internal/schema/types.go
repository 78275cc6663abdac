package schema

import (
	"reflect"

	"github.com/invopop/jsonschema"

	"github.com/portgen/portgen/generator/internal/content"
)

// The content types that the loader reads otherwise than their Go kind
// says, each mapped to the values it accepts. The mapper is asked before
// reflection, and returns a new node each time: describe changes them.

// localized is the marker of content.Localized, as the loader finds it:
// one value for every language, or a map from language code to value.
type localized interface{ Localized() }

// Patterns of the values the validators accept.
const (
	// colorPattern is #rgb or #rrggbb (content's parseHex).
	colorPattern = `^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`
	// filePattern is a path relative to the content folder, with forward
	// slashes (content's checkFile refuses the rest, `..` included).
	filePattern = `^[^/\\][^\\]*$`
)

// mapType returns the schema of a content type the loader reads its own
// way, or nil to reflect it.
func mapType(t reflect.Type) *jsonschema.Schema {
	if t.Implements(reflect.TypeFor[localized]()) {
		return localizedSchema(t.Elem())
	}
	switch t {
	case reflect.TypeFor[content.Color]():
		return &jsonschema.Schema{Type: "string", Pattern: colorPattern}
	case reflect.TypeFor[content.File]():
		return &jsonschema.Schema{Type: "string", Pattern: filePattern}
	case reflect.TypeFor[content.Date]():
		// A year alone is a number in YAML: endDate: 1828.
		year := &jsonschema.Schema{Type: "integer"}
		return anyOf(year, &jsonschema.Schema{Type: "string", Pattern: content.DatePattern})
	case reflect.TypeFor[content.Scalar]():
		return anyOf(&jsonschema.Schema{Type: "string"}, &jsonschema.Schema{Type: "number"},
			&jsonschema.Schema{Type: "boolean"})
	case reflect.TypeFor[content.Repository]():
		return anyOf(&jsonschema.Schema{Const: false}, &jsonschema.Schema{Type: "string"})
	}
	return nil
}

// localizedSchema accepts a value of type elem for every language, or a
// map from language code to one.
func localizedSchema(elem reflect.Type) *jsonschema.Schema {
	perLanguage := &jsonschema.Schema{
		Type:                 "object",
		PropertyNames:        &jsonschema.Schema{Pattern: content.LanguageCodePattern},
		MinProperties:        new(uint64(1)),
		AdditionalProperties: fromType(elem),
	}
	once := fromType(elem)
	once.Version = ""
	perLanguage.AdditionalProperties.Version = ""
	return anyOf(once, perLanguage)
}

func anyOf(schemas ...*jsonschema.Schema) *jsonschema.Schema {
	return &jsonschema.Schema{AnyOf: schemas}
}
