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

// weatherKeyHint answers an owner who put a weather service's key in
// site.yaml.
const weatherKeyHint = "Visual Crossing's key is read from the environment variable PORTGEN_WEATHER_KEY " +
	"at build time, never from the content folder; Open-Meteo needs none"

// decode fills v from n strictly: unknown fields, duplicate keys and values
// of the wrong type are reported, and decoding carries on so that one run
// reports every problem.
func (f *yamlFile) decode(n *yaml.Node, v reflect.Value, path string) {
	if isShared(n) {
		f.shared++
		defer func() { f.shared-- }()
	}
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
		f.decodeScalarText(n, v, path)
		return
	}
	switch v.Kind() {
	case reflect.Pointer: // an optional value, nil when left out, whose zero value means something
		f.decodeOptional(n, v, path)
	case reflect.Struct:
		f.decodeStruct(n, v, path)
	case reflect.Slice:
		f.decodeList(n, v, path)
	case reflect.String:
		f.decodeString(n, v, path)
	case reflect.Int:
		f.decodeInt(n, v, path)
	case reflect.Bool:
		f.decodeBool(n, v, path)
	default:
		panic(fmt.Sprintf("load: no decoder for %s", v.Type()))
	}
}

// decodeScalarText keeps any scalar as written: a date that YAML reads as
// a timestamp, or a year as a number.
func (f *yamlFile) decodeScalarText(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.ScalarNode {
		f.wrongType(n, path, "text", "write the value as text")
		return
	}
	v.SetString(n.Value)
}

// decodeOptional fills a pointer, which stays nil when the value is of the
// wrong type.
func (f *yamlFile) decodeOptional(n *yaml.Node, v reflect.Value, path string) {
	elem := reflect.New(v.Type().Elem())
	f.decode(n, elem.Elem(), path)
	if !f.failed[path] {
		v.Set(elem)
	}
}

func (f *yamlFile) decodeList(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.SequenceNode {
		hint := "write a list, one `- item` per line, or [a, b]"
		if f.isJSON() {
			hint = `write a list: ["…", "…"]`
		}
		f.wrongType(n, path, "a list", hint)
		return
	}
	v.Set(reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content)))
	for i, item := range n.Content {
		f.decode(item, v.Index(i), fmt.Sprintf("%s[%d]", path, i))
	}
}

func (f *yamlFile) decodeString(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		f.wrongType(n, path, "a string", f.stringHint(n, path))
		return
	}
	f.source(n, path)
	v.SetString(n.Value)
}

func (f *yamlFile) decodeInt(n *yaml.Node, v reflect.Value, path string) {
	var i int
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" || n.Decode(&i) != nil {
		f.wrongType(n, path, "a whole number", "write a whole number without quotes, such as 3")
		return
	}
	v.SetInt(int64(i))
}

func (f *yamlFile) decodeBool(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		hint := "write true or false, without quotes"
		if n.Style&(yaml.SingleQuotedStyle|yaml.DoubleQuotedStyle) == 0 && n.Kind == yaml.ScalarNode {
			hint = "write true or false: YAML reads yes, no, on and off as text"
		}
		f.wrongType(n, path, "true or false", hint)
		return
	}
	v.SetBool(n.Value == "true" || n.Value == "True" || n.Value == "TRUE")
}

func (f *yamlFile) decodeStruct(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.MappingNode {
		hint := "write `key: value` pairs"
		if f.isJSON() {
			hint = `write an object: {"key": …}`
		}
		f.wrongType(n, path, "a mapping", hint)
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
			f.unknownField(key, path, names, seen)
		default:
			seen[key.Value] = true
			f.decode(val, field, joinPath(path, key.Value))
			f.keyPosition(key, val, joinPath(path, key.Value))
			f.commentedOut(val, joinPath(path, key.Value))
		}
	}
}

// unknownField reports a key that names no field of the struct at path,
// with the field it most likely meant, which is then not reported as
// missing too.
func (f *yamlFile) unknownField(key *yaml.Node, path string, names []string, seen map[string]bool) {
	if meant, close := diag.Closest(key.Value, names); close && !seen[meant] {
		f.fail(joinPath(path, meant))
	}
	hint := diag.DidYouMean(key.Value, names)
	newName, renamed := renamedInResume[key.Value]
	if renamed && f.isResume() && slices.Contains(names, newName) {
		f.fail(joinPath(path, newName))
		hint = fmt.Sprintf("JSON Resume 1.0 calls it `%s`: rename the field", newName)
	}
	if joinPath(path, key.Value) == "weather.key" {
		hint = weatherKeyHint
	}
	f.errorf(key, hint, "unknown field `%s`", joinPath(path, key.Value))
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
			f.errorf(key, "use language codes as keys: {en: …, pt: …}",
				"a key of `%s` is not a language code", displayPath(path))
			continue
		}
		if m.MapIndex(reflect.ValueOf(key.Value)).IsValid() {
			f.errorf(key, "remove one of the two", "duplicate language `%s`", joinPath(path, key.Value))
			continue
		}
		e := reflect.New(elem).Elem()
		f.lang = key.Value
		f.decode(n.Content[i+1], e, joinPath(path, key.Value))
		f.lang = ""
		f.setPos(joinPath(path, key.Value), pos{key.Line, key.Column})
		f.commentedOut(n.Content[i+1], joinPath(path, key.Value))
		m.SetMapIndex(reflect.ValueOf(key.Value), e)
	}
}

// decodeLocale flattens a locale file into dotted keys.
func (f *yamlFile) decodeLocale(n *yaml.Node, prefix string, out map[string]string) {
	if isShared(n) {
		f.shared++
		defer func() { f.shared-- }()
	}
	if n = f.deref(n); n == nil {
		return
	}
	if n.Kind != yaml.MappingNode {
		f.errorf(n, "write `key: text` pairs, nested as needed",
			"`%s` must be a mapping of keys to text, got %s", displayPath(prefix), describe(n))
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := f.deref(n.Content[i]), f.deref(n.Content[i+1])
		if key == nil || val == nil {
			return
		}
		k := joinPath(prefix, key.Value)
		_, dup := f.pos[k]
		switch {
		case key.Kind != yaml.ScalarNode || key.Value == "" || strings.ContainsAny(key.Value, ". "):
			f.errorf(key, "keys are words without dots or spaces; nest them to group", "invalid key %q", key.Value)
		case dup:
			f.errorf(key, "remove one of the two", "duplicate key `%s`", k)
		case val.Kind == yaml.MappingNode:
			f.setPos(k, pos{key.Line, key.Column})
			f.decodeLocale(val, k, out)
		case val.Kind == yaml.ScalarNode && val.Tag != "!!null":
			f.setPos(k, pos{key.Line, key.Column})
			if !isShared(n.Content[i+1]) {
				f.source(val, k)
			}
			out[k] = val.Value
		default:
			f.errorf(val, "write the text after the key, or nest more keys under it",
				"`%s` must be text or nested keys, got %s", k, describe(val))
		}
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
