package schema

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"

	"github.com/invopop/jsonschema"

	"github.com/portgen/portgen/generator/internal/content"
)

// describe walks the reflected schema s and gives each field its Field's
// words and values, and each object its required fields. A group whose
// fields are required (a project's links) is required in turn. In a
// translation, only what is required of every file is.
func describe(s *jsonschema.Schema, fields []content.Field, translation bool) {
	byPath := map[string]content.Field{}
	for _, f := range fields {
		byPath[f.Path] = f
	}
	describeObject(s, "", byPath, translation)
}

func describeObject(s *jsonschema.Schema, prefix string, fields map[string]content.Field, translation bool) {
	if s.Properties == nil {
		return
	}
	for pair := s.Properties.Oldest(); pair != nil; pair = pair.Next() {
		path := prefix + pair.Key
		node := pair.Value
		f, ok := fields[path]
		if ok {
			applyField(node, f)
		}
		if ok && (f.Need.Always() || (f.Need == content.ResumeOnly && !translation)) {
			s.Required = append(s.Required, pair.Key)
		}
		switch {
		case node.Type == "object":
			describeObject(node, path+".", fields, translation)
			if len(node.Required) > 0 && !slices.Contains(s.Required, pair.Key) {
				s.Required = append(s.Required, pair.Key)
			}
		case node.Type == "array" && node.Items != nil:
			describeObject(node.Items, path+"[].", fields, translation)
		}
	}
}

// applyField sets node's description, values and bounds from f. A list's
// pattern and values are its items'.
func applyField(node *jsonschema.Schema, f content.Field) {
	doc := withoutLinkTargets(f.Doc)
	node.Description = doc
	node.Extras = map[string]any{"markdownDescription": doc}
	node.Examples = f.Examples
	values := node
	if node.Type == "array" && node.Items != nil {
		values = node.Items
	}
	if f.Pattern != "" {
		values.Pattern = f.Pattern
	}
	for _, v := range f.Enum {
		values.Enum = append(values.Enum, v)
	}
	applyBounds(node, f)
}

// applyBounds sets f's Min and Max as the node's kind reads them.
func applyBounds(node *jsonschema.Schema, f content.Field) {
	if f.Min > 0 {
		switch node.Type {
		case "array":
			node.MinItems = new(uint64(f.Min))
		case "integer", "number":
			node.Minimum = json.Number(strconv.Itoa(f.Min))
		}
	}
	if f.Max > 0 && node.Type == "string" {
		node.MaxLength = new(uint64(f.Max))
	}
}

// markdownLink is [label](target).
var markdownLink = regexp.MustCompile(`\[([^\]]+)\]\([^)]+\)`)

// withoutLinkTargets keeps the labels of doc's links: their targets are
// pages of portgen's manual, relative to it, which an editor cannot open.
func withoutLinkTargets(doc string) string {
	return markdownLink.ReplaceAllString(doc, "$1")
}
