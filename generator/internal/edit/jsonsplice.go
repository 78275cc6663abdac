package edit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// The résumé is JSON (JSON Resume). encoding/json gives both ends of each
// string: the decoder's InputOffset before a token, past the blanks and
// separators, is its start, and after it, its end. So no tokenizer of our
// own, and no other module, is needed.

// ReplaceJSON returns src, a JSON file, with the string at path
// ("basics.label", "work[0].highlights[1]") replaced by text, encoded as
// encoding/json writes a string (<, > and & as they are, other characters
// as UTF-8); only that string's bytes change, and the file read again
// gives exactly text there and the same tokens, in the same order,
// everywhere else. The error wraps ErrCannotLocate when the string cannot
// be found for certain.
func ReplaceJSON(src []byte, path, text string) ([]byte, error) {
	if err := checkText(path, text); err != nil {
		return nil, err
	}
	steps, err := parsePath(path)
	if err != nil {
		return nil, err
	}
	before, err := jsonTokens(src)
	if err != nil {
		return nil, fmt.Errorf("the file does not parse as JSON: %v", err)
	}
	i, err := findJSON(src, before, steps, path)
	if err != nil {
		return nil, err
	}
	edit := splice{src: src, start: before[i].start, end: before[i].end, with: jsonString(text)}
	out, err := verifiedJSON(before, i, edit, text)
	if err != nil {
		return nil, refuse(path, jsonLine(src, before[i].start), err.Error())
	}
	return out, nil
}

// jsonToken is one token of a JSON file, with where it is.
type jsonToken struct {
	tok        json.Token
	path       []step // of the value it is, starts or ends; for a key, of the object that holds it
	key        bool
	start, end int
}

// jsonFrame is an object or array being read.
type jsonFrame struct {
	path    []step
	object  bool
	key     string // the key whose value comes next
	wantKey bool   // the next token of an object is a key
	next    int    // the index of an array's next item
}

// jsonTokens reads every token of a JSON file with its path and bytes.
func jsonTokens(src []byte) ([]jsonToken, error) {
	if !json.Valid(src) {
		return nil, errors.New("invalid JSON")
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	var out []jsonToken
	var stack []*jsonFrame
	for {
		start := skipJSON(src, int(dec.InputOffset()))
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		t := jsonToken{tok: tok, start: start, end: int(dec.InputOffset())}
		var top *jsonFrame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch {
		case tok == json.Delim('}') || tok == json.Delim(']'):
			t.path = top.path
			stack = stack[:len(stack)-1]
		case top != nil && top.wantKey:
			t.path, t.key = top.path, true
			top.key, top.wantKey = tok.(string), false
		default:
			t.path = top.valuePath()
			if d, ok := tok.(json.Delim); ok {
				stack = append(stack, &jsonFrame{path: t.path, object: d == '{', wantKey: d == '{'})
			}
		}
		out = append(out, t)
	}
}

// valuePath is the path of f's next value (of the file's value for nil),
// and moves f past it.
func (f *jsonFrame) valuePath() []step {
	if f == nil {
		return nil
	}
	s := step{key: f.key, index: -1}
	if f.object {
		f.wantKey = true
	} else {
		s = step{index: f.next}
		f.next++
	}
	return append(slices.Clip(f.path), s)
}

// skipJSON moves past the blanks and separators before a token.
func skipJSON(src []byte, off int) int {
	for off < len(src) && strings.IndexByte(" \t\r\n,:", src[off]) >= 0 {
		off++
	}
	return off
}

// findJSON is the index of the string token at steps.
func findJSON(src []byte, tokens []jsonToken, steps []step, path string) (int, error) {
	found := -1
	for i, t := range tokens {
		if t.key || !slices.Equal(t.path, steps) || t.tok == json.Delim('}') || t.tok == json.Delim(']') {
			continue
		}
		if found >= 0 {
			return 0, refuse(path, jsonLine(src, t.start), "the key is written twice")
		}
		found = i
	}
	if found < 0 {
		return 0, refuse(path, 0, "no such value in the file")
	}
	t := tokens[found]
	if _, ok := t.tok.(string); !ok || src[t.start] != '"' || src[t.end-1] != '"' {
		return 0, refuse(path, jsonLine(src, t.start), "the value is not text")
	}
	return found, nil
}

// jsonString is text as encoding/json writes a string, with <, > and &
// as they are, since the file is no HTML, and the characters YAML cannot
// hold as they are (DEL, C1 controls, U+0085, a byte-order mark…)
// escaped as encoding/json escapes U+2028: a JSON file is YAML too, and
// YAML tools (editors among them) read it so.
func jsonString(text string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(text) // a valid UTF-8 string always encodes
	var out strings.Builder
	for _, r := range strings.TrimSuffix(b.String(), "\n") {
		if unprintable(r) {
			fmt.Fprintf(&out, `\u%04x`, r)
			continue
		}
		out.WriteRune(r)
	}
	return out.String()
}

// verifiedJSON applies edit, which replaces the string token at index i
// of the file's tokens (before), and returns the result only if it reads
// as the same tokens, in the same order, but that one, which reads want,
// and the bytes around it are the file's.
func verifiedJSON(before []jsonToken, i int, edit splice, want string) ([]byte, error) {
	after := edit.apply()
	if err := sameBytesAround(edit, after); err != nil {
		return nil, err
	}
	if strings.Contains(edit.with, "\n") {
		return nil, errors.New("the string would take more than one line")
	}
	tokens, err := jsonTokens(after)
	if err != nil {
		return nil, fmt.Errorf("the edited file would not parse: %v", err)
	}
	if len(tokens) != len(before) {
		return nil, errors.New("the file's values would change")
	}
	for j, t := range tokens {
		b := before[j]
		if j == i {
			b.tok = want
		}
		if t.tok != b.tok || t.key != b.key || !slices.Equal(t.path, b.path) {
			return nil, fmt.Errorf("the value at line %d would change", jsonLine(after, t.start))
		}
	}
	return after, nil
}

// jsonLine is the line, from 1, of an offset.
func jsonLine(src []byte, off int) int { return bytes.Count(src[:off], []byte("\n")) + 1 }
