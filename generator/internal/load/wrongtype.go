package load

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// wrongType reports the value at path as not what its field holds (want:
// "a list", say), in the words of a YAML reader, and notes it as reported.
func (f *yamlFile) wrongType(n *yaml.Node, path, want, hint string) {
	f.fail(path)
	f.errorf(n, hint, "`%s` must be %s, got %s", displayPath(path), want, describe(n))
}

// tagNames are the scalar types of YAML as a reader names them.
var tagNames = map[string]string{
	"!!int":       "a number",
	"!!float":     "a number",
	"!!bool":      "a boolean",
	"!!str":       "text",
	"!!timestamp": "a date",
}

// describe names a node's type in the words of a YAML reader.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	kind := tagNames[n.Tag]
	if kind == "" {
		kind = "a value"
	}
	return fmt.Sprintf("%s (%s)", kind, n.Value)
}

// translateParagraphs is the hint for paragraphs written as a mapping.
const translateParagraphs = "to translate paragraphs, give each language its own list: content: {en: [...], pt: [...]}"

// stringHint explains how to write text where YAML read something else.
func (f *yamlFile) stringHint(n *yaml.Node, path string) string {
	switch {
	case n.Kind == yaml.ScalarNode:
		return fmt.Sprintf("put the text in quotes: \"%s\"", n.Value)
	case n.Kind == yaml.MappingNode && f.isResume() && languageKeys(n):
		return "a résumé file holds one language: translations go in their own file, such as resume.pt.json"
	case f.isJSON():
		return `write text here, in double quotes: "…"`
	}
	if n.Kind == yaml.MappingNode {
		if hint := f.mappingHint(n, path); hint != "" {
			return hint
		}
	}
	if inContent(path) {
		return translateParagraphs
	}
	return "write text here, not a list or a mapping"
}

// mappingHint explains the two ways YAML reads a mapping where text was
// meant: paragraphs keyed by language, or text holding ": ". It returns ""
// for neither.
func (f *yamlFile) mappingHint(n *yaml.Node, path string) string {
	if inContent(path) && languageKeys(n) {
		return translateParagraphs
	}
	if n.Style&yaml.FlowStyle != 0 || n.Line < 1 || n.Line > len(f.lines) {
		return ""
	}
	// "- Data from an API: see below" reads as a mapping: the ": " did it.
	item := strings.TrimSpace(f.lines[n.Line-1][max(0, n.Column-1):])
	text := strings.TrimSpace(strings.TrimPrefix(item, "- "))
	return fmt.Sprintf("text that contains \": \" must be in quotes: \"%s\"", strings.ReplaceAll(text, `"`, `\"`))
}

// inContent reports whether path is in a project's paragraphs.
func inContent(path string) bool {
	return strings.HasPrefix(path, "content[") || strings.HasPrefix(path, "content.")
}

// languageKeys reports whether every key of a mapping looks like a language code.
func languageKeys(n *yaml.Node) bool {
	for i := 0; i < len(n.Content); i += 2 {
		if k := n.Content[i].Value; len(k) < 2 || len(k) > 3 || strings.ToLower(k) != k {
			return false
		}
	}
	return true
}
