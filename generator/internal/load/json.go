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
	var number *json.UnmarshalTypeError
	if errors.As(err, &number) {
		return f.jsonNumberTooLarge(src, number)
	}
	offset := jsonErrorOffset(src, err)
	var bad byte
	if offset >= 0 && offset < int64(len(src)) {
		bad = src[offset]
	}
	trailing := (bad == '}' || bad == ']') && lastComma(src, offset)
	if trailing {
		// Point at the comma itself, not at the bracket that follows it.
		for offset > 0 && src[offset] != ',' {
			offset--
		}
	}
	line, col := f.offsetPosition(max(offset, 0))
	msg, hint := explainJSON(strings.TrimPrefix(err.Error(), "json: "), bad, trailing)
	return f.diagnostic(line, col, "invalid JSON: "+msg, hint)
}

// jsonNumberTooLarge reports the only value that Unmarshal into any cannot
// hold: a number beyond float64.
func (f *yamlFile) jsonNumberTooLarge(src []byte, number *json.UnmarshalTypeError) diag.Diagnostic {
	offset := max(number.Offset-int64(len(number.Value)), 0)
	if i := bytes.Index(src[offset:], []byte(strings.TrimPrefix(number.Value, "number "))); i >= 0 {
		offset += int64(i)
	}
	line, col := f.offsetPosition(max(offset, 0))
	msg := fmt.Sprintf("invalid JSON: the %s is too large", number.Value)
	return f.diagnostic(line, col, msg, "write it as text, in double quotes")
}

// jsonErrorOffset is the offset of the byte that encoding/json stopped at,
// or the end of the file when its error does not say.
func jsonErrorOffset(src []byte, err error) int64 {
	offset := int64(len(src))
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		offset = syntax.Offset - 1 // Offset counts the offending byte
	}
	if strings.Contains(err.Error(), "after top-level value") {
		// Offset ends on the white space after the value; point at what follows.
		for offset < int64(len(src)) && strings.IndexByte(" \t\r\n", src[max(offset, 0)]) >= 0 {
			offset++
		}
	}
	return offset
}

// explainJSON words encoding/json's message (msg), given the byte it
// stopped at and whether that closes a list or object after a comma, and
// hints at the usual slip behind it.
func explainJSON(msg string, bad byte, trailing bool) (string, string) {
	switch {
	case bad == '/':
		return msg, "JSON has no comments: remove it, or keep the résumé in YAML (resume.yaml), " +
			"where # starts a comment"
	case bad == '\'':
		return msg, `JSON writes keys and text in double quotes: "name": "Ada"`
	case strings.Contains(msg, "unexpected end of JSON input"):
		return "unexpected end of file", "a { or [ is never closed, or a string's closing quote is missing"
	case strings.Contains(msg, "after top-level value"):
		return "more than one value in the file", "a JSON file holds one object: remove what follows its closing }"
	case trailing && bad == '}':
		return "a comma after the last entry of an object", "JSON allows none: remove it"
	case trailing:
		return "a comma after the last item of a list", "JSON allows none: remove it"
	case strings.Contains(msg, "after object key:value pair") || strings.Contains(msg, "after array element"):
		return msg, "a comma is missing before this"
	case strings.Contains(msg, "looking for beginning of object key string"):
		return msg, "keys are written in double quotes: \"name\": …"
	case strings.Contains(msg, "in string literal"):
		return msg, "write a line break inside a string as \\n, and a tab as \\t"
	}
	return msg, "check the commas, quotes and brackets around here"
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
	if open, ok := tok.(json.Delim); ok {
		return p.collection(open, line, col)
	}
	n := scalarNode(tok)
	n.Line = line
	n.Column = col
	return n, nil
}

// collection reads the rest of an object or an array, whose opening
// bracket open was read at line and col, as a mapping or a sequence.
func (p *jsonParser) collection(open json.Delim, line, col int) (*yaml.Node, error) {
	n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: line, Column: col}
	closing := json.Delim('}')
	if open == '[' {
		n = &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Line: line, Column: col}
		closing = ']'
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
	return n, nil
}

// scalarNode is a JSON scalar as the node YAML would read it to.
func scalarNode(tok json.Token) *yaml.Node {
	switch t := tok.(type) {
	case string:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: t, Style: yaml.DoubleQuotedStyle}
	case json.Number:
		tag := "!!float"
		if _, err := t.Int64(); err == nil {
			tag = "!!int"
		}
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: t.String()}
	case bool:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: fmt.Sprint(t)}
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"} // the one token left
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
