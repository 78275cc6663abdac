package load

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/diag"
)

// maxNodes bounds the nodes one file may expand to, so that a chain of YAML
// aliases (the "billion laughs") fails quickly instead of eating memory.
const maxNodes = 100_000

type pos struct{ line, col int }

// yamlFile is one parsed YAML file and the position of every value in it,
// keyed by the value's path ("links.live", "images[1]").
type yamlFile struct {
	rel        string // relative to the content folder, slash-separated
	shown      string // as printed in diagnostics
	lines      []string
	digest     [32]byte // of the file's path and content
	lineStarts []int64  // the byte offset of each line, for JSON's positions
	pos        map[string]pos
	diags      *diag.List
	nodes      int

	// broken is set when the file could not be parsed at all; failed holds
	// the paths already reported (a value of the wrong type, or the field
	// that a misspelt key meant), so the domain rules do not report them
	// again as missing.
	broken bool
	failed map[string]bool
	// comments holds, by path, the text of a value that YAML read as a
	// comment: `accent: #ff7a59` is an empty accent.
	comments map[string]string
}

func (f *yamlFile) isJSON() bool { return strings.HasSuffix(f.rel, ".json") }

// setPos notes where the value at path is. The maps of a file are made
// when first written: an unchanged project's are the cache's (serve loads
// hundreds at each save).
func (f *yamlFile) setPos(path string, p pos) {
	if f.pos == nil {
		f.pos = map[string]pos{}
	}
	f.pos[path] = p
}

// fail notes that the value at path has been reported.
func (f *yamlFile) fail(path string) {
	if f.failed == nil {
		f.failed = map[string]bool{}
	}
	f.failed[path] = true
}

// accounted reports whether path, or a parent of it, was already reported.
func (f *yamlFile) accounted(path string) bool {
	for p := path; ; p = parentPath(p) {
		if f.failed[p] {
			return true
		}
		if p == "" {
			return false
		}
	}
}

func (f *yamlFile) errorf(n *yaml.Node, hint, format string, args ...any) {
	f.diags.Add(f.diagnostic(n.Line, n.Column, fmt.Sprintf(format, args...), hint))
}

func (f *yamlFile) diagnostic(line, col int, msg, hint string) diag.Diagnostic {
	d := diag.Diagnostic{File: f.shown, Line: line, Col: col, Message: msg, Hint: hint}
	if line > 0 && line <= len(f.lines) {
		d.Source = f.lines[line-1]
	}
	return d
}

// at returns the position of the value at path, or of its closest parent
// when the value is missing.
func (f *yamlFile) at(path string) pos {
	for {
		if p, ok := f.pos[path]; ok {
			return p
		}
		if path == "" {
			return pos{1, 1}
		}
		path = parentPath(path)
	}
}

func parentPath(p string) string {
	if strings.HasSuffix(p, "]") {
		return p[:strings.LastIndexByte(p, '[')]
	}
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return ""
}

func joinPath(parent, field string) string {
	if parent == "" {
		return field
	}
	return parent + "." + field
}

// localized is implemented by content.Localized, which reads either a single
// value or a map from language code to value.
type localized interface{ Localized() }

var localizedType = reflect.TypeFor[localized]()

// scalarText is implemented by the types that read any scalar as its text
// (content.Date: a date that YAML reads as a timestamp, a year as a number).
type scalarText interface{ ScalarText() }

var scalarTextType = reflect.TypeFor[scalarText]()

// openFields is implemented by the structs whose unknown fields are
// accepted: a résumé's meta, where other tools keep their settings.
type openFields interface{ OpenFields() }

var openFieldsType = reflect.TypeFor[openFields]()

// renamedInResume are fields that JSON Resume 1.0 names otherwise: those of
// its drafts before 1.0, and those other tools add. The key is the field as
// written, the value its name in 1.0.
var renamedInResume = map[string]string{"website": "url", "company": "name", "picture": "image",
	"gpa": "score", "grade": "score", "country": "countryCode"}

// decode fills v from n strictly: unknown fields, duplicate keys and values
// of the wrong type are reported, and decoding carries on so that one run
// reports every problem.
func (f *yamlFile) decode(n *yaml.Node, v reflect.Value, path string) {
	if n = f.deref(n); n == nil {
		return
	}
	f.setPos(path, pos{n.Line, n.Column})
	if n.Tag == "!!null" {
		return // an empty value: the domain rules report it if it is required
	}
	if v.Type().Implements(localizedType) {
		f.decodeLocalized(n, v, path)
		return
	}
	if v.Type().Implements(scalarTextType) {
		if n.Kind != yaml.ScalarNode {
			f.fail(path)
			f.errorf(n, "write the value as text", "`%s` must be text, got %s", displayPath(path), describe(n))
			return
		}
		v.SetString(n.Value) // a date YAML reads as a timestamp, or a year as a number, as written
		return
	}
	switch v.Kind() {
	case reflect.Pointer: // an optional value, nil when left out, whose zero value means something
		elem := reflect.New(v.Type().Elem())
		if f.decode(n, elem.Elem(), path); !f.failed[path] {
			v.Set(elem)
		}
	case reflect.Struct:
		f.decodeStruct(n, v, path)
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			f.fail(path)
			hint := "write a list, one `- item` per line, or [a, b]"
			if f.isJSON() {
				hint = `write a list: ["…", "…"]`
			}
			f.errorf(n, hint, "`%s` must be a list, got %s", displayPath(path), describe(n))
			return
		}
		v.Set(reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content)))
		for i, item := range n.Content {
			f.decode(item, v.Index(i), fmt.Sprintf("%s[%d]", path, i))
		}
	case reflect.String:
		if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
			f.fail(path)
			f.errorf(n, f.stringHint(n, path), "`%s` must be a string, got %s", displayPath(path), describe(n))
			return
		}
		v.SetString(n.Value)
	case reflect.Int:
		var i int
		if n.Kind != yaml.ScalarNode || n.Tag != "!!int" || n.Decode(&i) != nil {
			f.fail(path)
			f.errorf(
				n,
				"write a whole number without quotes, such as 3",
				"`%s` must be a whole number, got %s",
				displayPath(path),
				describe(n),
			)
			return
		}
		v.SetInt(int64(i))
	case reflect.Bool:
		if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
			f.fail(path)
			hint := "write true or false, without quotes"
			if n.Style&(yaml.SingleQuotedStyle|yaml.DoubleQuotedStyle) == 0 && n.Kind == yaml.ScalarNode {
				hint = "write true or false: YAML reads yes, no, on and off as text"
			}
			f.errorf(n, hint, "`%s` must be true or false, got %s", displayPath(path), describe(n))
			return
		}
		v.SetBool(n.Value == "true" || n.Value == "True" || n.Value == "TRUE")
	default:
		panic(fmt.Sprintf("load: no decoder for %s", v.Type()))
	}
}

func (f *yamlFile) decodeStruct(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.MappingNode {
		f.fail(path)
		hint := "write `key: value` pairs"
		if f.isJSON() {
			hint = `write an object: {"key": …}`
		}
		f.errorf(n, hint, "`%s` must be a mapping, got %s", displayPath(path), describe(n))
		return
	}
	names := fieldNames(v.Type())
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := f.deref(n.Content[i]), n.Content[i+1]
		if key == nil {
			return
		}
		field, ok := fieldByTag(v, key.Value)
		switch {
		case key.Kind != yaml.ScalarNode:
			f.errorf(key, "write keys as plain words, such as `title:`", "a key must be a word, got %s", describe(key))
		case seen[key.Value]:
			f.errorf(key, "remove one of the two", "duplicate field `%s`", joinPath(path, key.Value))
		case !ok && secretKey.MatchString(key.Value):
			seen[key.Value] = true // refused with its line (see secrets)
		case !ok && v.Type().Implements(openFieldsType):
			seen[key.Value] = true // another tool's setting
		case !ok:
			if meant, close := diag.Closest(key.Value, names); close && !seen[meant] {
				f.fail(joinPath(path, meant))
			}
			hint := diag.DidYouMean(key.Value, names)
			if newName, ok := renamedInResume[key.Value]; ok && strings.HasPrefix(f.rel, "resume") &&
				slices.Contains(names, newName) {
				f.fail(joinPath(path, newName))
				hint = fmt.Sprintf("JSON Resume 1.0 calls it `%s`: rename the field", newName)
			}
			if joinPath(path, key.Value) == "weather.key" {
				hint = "Visual Crossing's key is read from the environment variable PORTGEN_WEATHER_KEY at build time, never from the content folder; Open-Meteo needs none"
			}
			f.errorf(key, hint, "unknown field `%s`", joinPath(path, key.Value))
		default:
			seen[key.Value] = true
			f.decode(val, field, joinPath(path, key.Value))
			f.keyPosition(key, val, joinPath(path, key.Value))
			f.commentedOut(val, joinPath(path, key.Value))
		}
	}
}

func (f *yamlFile) decodeLocalized(n *yaml.Node, v reflect.Value, path string) {
	m := reflect.MakeMap(v.Type())
	v.Set(m)
	elem := v.Type().Elem()
	if n.Kind != yaml.MappingNode {
		e := reflect.New(elem).Elem()
		f.decode(n, e, path)
		m.SetMapIndex(reflect.ValueOf(""), e)
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key := f.deref(n.Content[i])
		if key == nil {
			return
		}
		if key.Kind != yaml.ScalarNode || key.Value == "" {
			f.errorf(
				key,
				"use language codes as keys: {en: …, pt: …}",
				"a key of `%s` is not a language code",
				displayPath(path),
			)
			continue
		}
		if m.MapIndex(reflect.ValueOf(key.Value)).IsValid() {
			f.errorf(key, "remove one of the two", "duplicate language `%s`", joinPath(path, key.Value))
			continue
		}
		e := reflect.New(elem).Elem()
		f.decode(n.Content[i+1], e, joinPath(path, key.Value))
		f.setPos(joinPath(path, key.Value), pos{key.Line, key.Column})
		f.commentedOut(n.Content[i+1], joinPath(path, key.Value))
		m.SetMapIndex(reflect.ValueOf(key.Value), e)
	}
}

// keyPosition makes problems with a list or mapping point at its key, the
// line the owner reads as "the field"; a scalar keeps its own position.
func (f *yamlFile) keyPosition(key, val *yaml.Node, path string) {
	if v := f.deref(val); v != nil && (v.Kind == yaml.MappingNode || v.Kind == yaml.SequenceNode) {
		f.setPos(path, pos{key.Line, key.Column})
	}
}

// commentedOut notes an empty value followed, on its line, by a comment:
// what the owner wrote as the value, when it starts with a #. Problems with
// the value then point at the # and say how to write it.
func (f *yamlFile) commentedOut(val *yaml.Node, path string) {
	if val.Kind != yaml.ScalarNode || val.Tag != "!!null" || val.Line < 1 || val.Line > len(f.lines) {
		return
	}
	line := []rune(f.lines[val.Line-1])
	if val.Column < 1 || val.Column > len(line) {
		return
	}
	rest := string(line[val.Column-1:])
	comment := strings.TrimLeft(rest, " \t")
	if !strings.HasPrefix(comment, "#") {
		return
	}
	if f.comments == nil {
		f.comments = map[string]string{}
	}
	value, _, _ := strings.Cut(comment, " #") // a comment of its own may follow
	f.comments[path] = strings.TrimSpace(value)
	f.setPos(path, pos{val.Line, val.Column + utf8.RuneCountInString(rest) - utf8.RuneCountInString(comment)})
}

// deref follows aliases and counts nodes; it returns nil, after reporting,
// once the file has expanded past maxNodes.
func (f *yamlFile) deref(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	f.nodes++
	if f.nodes == maxNodes {
		f.broken = true // what was read of it is partial: nothing else is checked against it
		f.errorf(n, "remove the aliases (*name) that repeat large parts of the file",
			"the file expands to more than %d values through aliases", maxNodes)
	}
	if f.nodes >= maxNodes {
		return nil
	}
	return n
}

// stringHint explains how to write text where YAML read something else.
func (f *yamlFile) stringHint(n *yaml.Node, path string) string {
	switch {
	case n.Kind == yaml.MappingNode && strings.HasPrefix(f.rel, "resume") && languageKeys(n):
		return "a résumé file holds one language: translations go in their own file, such as resume.pt.json"
	case n.Kind != yaml.ScalarNode && f.isJSON():
		return `write text here, in double quotes: "…"`
	case n.Kind == yaml.ScalarNode:
		return fmt.Sprintf("put the text in quotes: \"%s\"", n.Value)
	case n.Kind == yaml.MappingNode && (strings.HasPrefix(path, "content[") || strings.HasPrefix(path, "content.")) && languageKeys(n):
		return "to translate paragraphs, give each language its own list: content: {en: [...], pt: [...]}"
	case n.Kind == yaml.MappingNode && n.Style&yaml.FlowStyle == 0 && n.Line > 0 && n.Line <= len(f.lines):
		// "- Data from an API: see below" reads as a mapping: the ": " did it.
		text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(f.lines[n.Line-1][max(0, n.Column-1):]), "- "))
		return fmt.Sprintf("text that contains \": \" must be in quotes: \"%s\"", strings.ReplaceAll(text, `"`, `\"`))
	case strings.HasPrefix(path, "content[") || strings.HasPrefix(path, "content."):
		return "to translate paragraphs, give each language its own list: content: {en: [...], pt: [...]}"
	}
	return "write text here, not a list or a mapping"
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

// describe names a node's type in the words of a YAML reader.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	kind := map[string]string{"!!int": "a number", "!!float": "a number", "!!bool": "a boolean", "!!str": "text", "!!timestamp": "a date"}[n.Tag]
	if kind == "" {
		kind = "a value"
	}
	return fmt.Sprintf("%s (%s)", kind, n.Value)
}

// lastKey is the last key of a path: "accent" of "colors.accent".
func lastKey(p string) string { return p[strings.LastIndexByte(p, '.')+1:] }

func displayPath(p string) string {
	if p == "" {
		return "the file"
	}
	return p
}

// fieldNames lists the YAML field names of a struct type, for hints.
func fieldNames(t reflect.Type) []string {
	var names []string
	for i := range t.NumField() {
		if tag := t.Field(i).Tag.Get("yaml"); tag != "" && tag != "-" {
			names = append(names, tag)
		}
	}
	return names
}

// fieldByTag returns the field of struct v whose YAML name is name.
func fieldByTag(v reflect.Value, name string) (reflect.Value, bool) {
	for i := range v.NumField() {
		if v.Type().Field(i).Tag.Get("yaml") == name && name != "-" {
			return v.Field(i), true
		}
	}
	return reflect.Value{}, false
}
