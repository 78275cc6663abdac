package load

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/diag"
)

// parseJSON reads a JSON file into the same nodes as a YAML file, with the
// line and column of every value, so that one strict decoder serves both
// and a JSON file's problems have positions too. encoding/json checks the
// syntax (YAML would accept what JSON does not, such as a trailing comma);
// the positions come from the offsets of its tokens.
func (f *yamlFile) parseJSON(src []byte) (*yaml.Node, []diag.Diagnostic) {
	fail := func(d diag.Diagnostic) (*yaml.Node, []diag.Diagnostic) { return nil, []diag.Diagnostic{d} }
	if len(bytes.TrimSpace(src)) == 0 {
		return fail(f.diagnostic(1, 1, "file is empty", emptyFileHint(f.rel)))
	}
	// Unmarshal checks the whole file first: its errors carry the offset of
	// the offending byte, where the decoder's tokens only know their own.
	var value any
	if err := json.Unmarshal(src, &value); err != nil {
		return fail(f.jsonSyntaxError(src, err))
	}
	p := &jsonParser{src: src, dec: json.NewDecoder(bytes.NewReader(src)), f: f}
	p.dec.UseNumber()
	root, err := p.value()
	if err != nil {
		return fail(f.jsonSyntaxError(src, err)) // not reached: the file is valid JSON
	}
	return root, nil
}

// jsonSyntaxError turns encoding/json's error into a diagnostic at the
// offending byte, with a hint for the usual slips.
func (f *yamlFile) jsonSyntaxError(src []byte, err error) diag.Diagnostic {
	offset := int64(len(src))
	var syntax *json.SyntaxError
	var number *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		offset = syntax.Offset - 1 // Offset counts the offending byte
	case errors.As(err, &number):
		// The only value Unmarshal into any cannot hold: a number beyond float64.
		offset = max(number.Offset-int64(len(number.Value)), 0)
		if i := bytes.Index(src[offset:], []byte(strings.TrimPrefix(number.Value, "number "))); i >= 0 {
			offset += int64(i)
		}
		line, col := f.offsetPosition(max(offset, 0))
		return f.diagnostic(
			line,
			col,
			fmt.Sprintf("invalid JSON: the %s is too large", number.Value),
			"write it as text, in double quotes",
		)
	}
	if strings.Contains(err.Error(), "after top-level value") {
		// Offset ends on the white space after the value; point at what follows.
		for offset < int64(len(src)) && strings.IndexByte(" \t\r\n", src[max(offset, 0)]) >= 0 {
			offset++
		}
	}
	var bad byte
	if offset >= 0 && offset < int64(len(src)) {
		bad = src[offset]
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	hint := "check the commas, quotes and brackets around here"
	trailing := (bad == '}' || bad == ']') && lastComma(src, offset)
	if trailing {
		// Point at the comma itself, not at the bracket that follows it.
		for offset > 0 && src[offset] != ',' {
			offset--
		}
	}
	line, col := f.offsetPosition(max(offset, 0))
	switch {
	case bad == '/':
		hint = "JSON has no comments: remove it, or keep the résumé in YAML (resume.yaml), where # starts a comment"
	case bad == '\'':
		hint = `JSON writes keys and text in double quotes: "name": "Ada"`
	case strings.Contains(msg, "unexpected end of JSON input"):
		msg, hint = "unexpected end of file", "a { or [ is never closed, or a string's closing quote is missing"
	case strings.Contains(msg, "after top-level value"):
		msg, hint = "more than one value in the file", "a JSON file holds one object: remove what follows its closing }"
	case trailing && bad == '}':
		msg, hint = "a comma after the last entry of an object", "JSON allows none: remove it"
	case trailing:
		msg, hint = "a comma after the last item of a list", "JSON allows none: remove it"
	case strings.Contains(msg, "after object key:value pair") || strings.Contains(msg, "after array element"):
		hint = "a comma is missing before this"
	case strings.Contains(msg, "looking for beginning of object key string"):
		hint = "keys are written in double quotes: \"name\": …"
	case strings.Contains(msg, "in string literal"):
		hint = "write a line break inside a string as \\n, and a tab as \\t"
	}
	return f.diagnostic(line, col, "invalid JSON: "+msg, hint)
}

type jsonParser struct {
	src []byte
	dec *json.Decoder
	f   *yamlFile
}

// value reads one JSON value and returns it as a node.
func (p *jsonParser) value() (*yaml.Node, error) {
	start := p.skip(p.dec.InputOffset())
	tok, err := p.dec.Token()
	if err != nil {
		return nil, err
	}
	line, col := p.f.offsetPosition(start)
	n := &yaml.Node{Line: line, Column: col}
	switch t := tok.(type) {
	case json.Delim:
		closing := json.Delim('}')
		n.Kind, n.Tag = yaml.MappingNode, "!!map"
		if t == '[' {
			closing, n.Kind, n.Tag = ']', yaml.SequenceNode, "!!seq"
		}
		for p.dec.More() {
			if n.Kind == yaml.MappingNode {
				key, err := p.value()
				if err != nil {
					return nil, err
				}
				n.Content = append(n.Content, key)
			}
			item, err := p.value()
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, item)
		}
		if end, err := p.dec.Token(); err != nil || end != closing {
			return nil, cmp.Or(err, fmt.Errorf("expected %q", closing))
		}
	case string:
		n.Kind, n.Tag, n.Value, n.Style = yaml.ScalarNode, "!!str", t, yaml.DoubleQuotedStyle
	case json.Number:
		n.Kind, n.Tag, n.Value = yaml.ScalarNode, "!!float", t.String()
		if _, err := t.Int64(); err == nil {
			n.Tag = "!!int"
		}
	case bool:
		n.Kind, n.Tag, n.Value = yaml.ScalarNode, "!!bool", fmt.Sprint(t)
	case nil:
		n.Kind, n.Tag, n.Value = yaml.ScalarNode, "!!null", "null"
	}
	return n, nil
}

// skip moves past the white space and separators before a token.
func (p *jsonParser) skip(off int64) int64 {
	for off < int64(len(p.src)) && strings.IndexByte(" \t\r\n,:", p.src[off]) >= 0 {
		off++
	}
	return off
}

// lastComma reports whether the last byte before off, white space aside,
// is a comma: a trailing comma, which JSON does not allow.
func lastComma(src []byte, off int64) bool {
	for i := min(off, int64(len(src))) - 1; i >= 0; i-- {
		if c := src[i]; strings.IndexByte(" \t\r\n", c) < 0 {
			return c == ','
		}
	}
	return false
}

// offsetPosition turns a byte offset into a line and a column in runes.
func (f *yamlFile) offsetPosition(off int64) (line, col int) {
	if f.lineStarts == nil {
		f.lineStarts = make([]int64, len(f.lines))
		var start int64
		for i, text := range f.lines {
			f.lineStarts[i] = start
			start += int64(len(text)) + 1
		}
	}
	if len(f.lines) == 0 {
		return 1, 1
	}
	i := max(sort.Search(len(f.lineStarts), func(i int) bool { return f.lineStarts[i] > off })-1, 0)
	text := f.lines[i]
	return i + 1, utf8.RuneCountInString(text[:min(int64(len(text)), max(off-f.lineStarts[i], 0))]) + 1
}
