package schema

import (
	"slices"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/portgen/portgen/generator/internal/content"
)

// Locale is the schema of a locale file, locales/<code>.yaml: nested keys
// whose leaves are text, with the keys portgen itself reads (required,
// from content.Site.RequiredKeys) and each group's words. That every
// language has the default language's keys is a rule across files.
func Locale(required []string) *jsonschema.Schema {
	s := keys()
	s.Version = jsonschema.Version
	s.Title = "portgen locale"
	s.Definitions = jsonschema.Definitions{
		"entry": anyOf(
			&jsonschema.Schema{Type: "string"}, &jsonschema.Schema{Type: "number"},
			&jsonschema.Schema{Type: "boolean"}, &jsonschema.Schema{Ref: "#/$defs/keys"},
		),
		"keys": keys(),
	}
	for _, g := range content.LocaleGroups {
		group := keys()
		group.Description = withoutLinkTargets(g.Doc)
		group.Extras = map[string]any{"markdownDescription": group.Description}
		s.Properties.Set(g.Key, group)
	}
	for _, key := range required {
		require(s, strings.Split(key, "."))
	}
	return s
}

// keys is an object of locale keys: words without dots or spaces, each
// holding text or more keys.
func keys() *jsonschema.Schema {
	return &jsonschema.Schema{
		Type:                 "object",
		Properties:           jsonschema.NewProperties(),
		PropertyNames:        &jsonschema.Schema{Pattern: `^[^. ]+$`},
		AdditionalProperties: &jsonschema.Schema{Ref: "#/$defs/entry"},
	}
}

// require makes the key path required below s: the groups on the way,
// then the text at its end.
func require(s *jsonschema.Schema, path []string) {
	name := path[0]
	if !slices.Contains(s.Required, name) {
		s.Required = append(s.Required, name)
	}
	if len(path) == 1 {
		if _, ok := s.Properties.Get(name); !ok {
			s.Properties.Set(name, &jsonschema.Schema{Type: "string", MinLength: new(uint64(1))})
		}
		return
	}
	next, ok := s.Properties.Get(name)
	if !ok {
		next = keys()
		s.Properties.Set(name, next)
	}
	require(next, path[1:])
}
