package edit

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// splice is an edit of a file's bytes: src with [start, end) replaced.
type splice struct {
	src        []byte
	start, end int
	with       string
}

func (s splice) apply() []byte {
	out := make([]byte, 0, len(s.src)-(s.end-s.start)+len(s.with))
	out = append(out, s.src[:s.start]...)
	out = append(out, s.with...)
	return append(out, s.src[s.end:]...)
}

// Replace returns src, a YAML file, with the text at path (the loader's
// path, language included: "title.pt", "content.pt[1]", "home.greeting")
// replaced by text, written as YAML needs; only that value's bytes change,
// and the file read again gives exactly text there. Text is written as
// given: a caller that takes it from a browser turns its "\r\n" into "\n".
// The error wraps ErrCannotLocate when the value cannot be edited safely.
func Replace(src []byte, path, text string) ([]byte, error) {
	root, steps, err := parseEdit(src, path, text)
	if err != nil {
		return nil, err
	}
	p, err := findText(root, steps, path)
	if err != nil {
		return nil, err
	}
	l := newLines(src)
	s, err := scalarSpan(l, p)
	if err != nil {
		return nil, refuse(path, p.node.Line, err.Error())
	}
	c := change{node: p.node, want: text}
	var refused error
	for _, enc := range encode(p, s, text, l.eol(p.node.Line-1)) {
		edit := splice{src: src, start: s.start, end: s.end, with: enc}
		out, err := verified(root, edit, c)
		if err == nil {
			return out, nil
		}
		refused = err
	}
	return nil, refuse(path, p.node.Line, refused.Error())
}

// parseEdit checks an edit's text and path, and parses the YAML file it
// edits: its root, and the steps of path.
func parseEdit(src []byte, path, text string) (*yaml.Node, []step, error) {
	if err := checkText(path, text); err != nil {
		return nil, nil, err
	}
	steps, err := parsePath(path)
	if err != nil {
		return nil, nil, err
	}
	root, err := parseYAML(src)
	if err != nil {
		return nil, nil, fmt.Errorf("the file does not parse as YAML: %v", err)
	}
	return root, steps, nil
}

// languageCode is what AddLanguage accepts as a language key: a word
// that YAML reads as text.
var languageCode = regexp.MustCompile(`^[A-Za-z]{2,3}([_-][A-Za-z0-9]+)*$`)

// AddLanguage returns src, a YAML file, with the language lang added to
// the map of languages at path ("title", "wallpapers[0].name"), its text
// being text: a line "lang: text" in a block map, with the indentation of
// the others; ", lang: text" in a flow map ({en: …}). When the map's keys
// follow languages (site.yaml's order), the new key takes its place among
// them; otherwise it goes last. Nothing else changes.
func AddLanguage(src []byte, path, lang, text string, languages []string) ([]byte, error) {
	if !languageCode.MatchString(lang) {
		return nil, fmt.Errorf("%s: %q is not a language code", path, lang)
	}
	root, steps, err := parseEdit(src, path, text)
	if err != nil {
		return nil, err
	}
	m, err := languageMap(root, steps, path, lang)
	if err != nil {
		return nil, err
	}
	c := change{node: m.node, want: text, added: lang}
	var refused error
	for _, edit := range m.insertions(src, lang, text, languages) {
		out, err := verified(root, edit, c)
		if err == nil {
			return out, nil
		}
		refused = err
	}
	if refused == nil {
		refused = fmt.Errorf("no place to add %s", lang)
	}
	return nil, refuse(path, m.node.Line, refused.Error())
}

// langMap is a map of languages, each to its text, in its file.
type langMap struct {
	place
	lines *lines
	keys  []string
}

// languageMap finds the map of languages at path, which must not have
// lang yet.
func languageMap(root *yaml.Node, steps []step, path, lang string) (*langMap, error) {
	p, err := find(root, steps, path)
	if err != nil {
		return nil, err
	}
	if p.node.Kind != yaml.MappingNode || len(p.node.Content) == 0 {
		return nil, refuse(path, p.node.Line, "the value is not a map of languages")
	}
	m := &langMap{place: p}
	for i := 0; i+1 < len(p.node.Content); i += 2 {
		key := p.node.Content[i].Value
		if key == lang {
			return nil, fmt.Errorf("%s already has %s: replace its text instead", path, lang)
		}
		m.keys = append(m.keys, key)
	}
	return m, nil
}

// insertions are the ways to add lang: text to m, best first: at its
// place in languages, then last.
func (m *langMap) insertions(src []byte, lang, text string, languages []string) []splice {
	m.lines = newLines(src)
	var out []splice
	for _, at := range slices.Compact([]int{m.ordered(lang, languages), len(m.keys)}) {
		out = append(out, m.insertAt(at, lang, text)...)
	}
	return out
}

// ordered is where lang goes among the map's keys when they follow
// languages; otherwise last.
func (m *langMap) ordered(lang string, languages []string) int {
	rank := func(k string) int { return slices.Index(languages, k) }
	inOrder := rank(lang) >= 0 && slices.IsSortedFunc(m.keys, func(a, b string) int { return rank(a) - rank(b) })
	if !inOrder || slices.ContainsFunc(m.keys, func(k string) bool { return rank(k) < 0 }) {
		return len(m.keys)
	}
	for i, k := range m.keys {
		if rank(k) > rank(lang) {
			return i
		}
	}
	return len(m.keys)
}

// insertAt is the splices that add lang: text before the key at index at
// (or after the last), one for each way to write text.
func (m *langMap) insertAt(at int, lang, text string) []splice {
	flow := m.flow || m.node.Style&yaml.FlowStyle != 0
	key := m.node.Content[2*min(at, len(m.keys)-1)]
	indent := key.Column - 1
	eol := m.lines.eol(key.Line - 1)
	var out []splice
	for _, enc := range encode(place{node: &yaml.Node{}, indent: indent, flow: flow}, span{blockOK: !flow}, text, eol) {
		pair := lang + ": " + enc
		if s, ok := m.insertion(at, flow, pair, eol); ok {
			out = append(out, s)
		}
	}
	return out
}

// insertion is the splice that puts pair (lang: text) before the key at
// index at, or after the last pair.
func (m *langMap) insertion(at int, flow bool, pair, eol string) (splice, bool) {
	l := m.lines
	if at < len(m.keys) {
		key := m.node.Content[2*at]
		off, ok := l.offset(key.Line, key.Column)
		if flow {
			return splice{src: l.src, start: off, end: off, with: pair + ", "}, ok
		}
		lineStart := l.starts[key.Line-1]
		indented := ok && strings.Trim(string(l.src[lineStart:off]), " ") == ""
		line := string(l.src[lineStart:off]) + pair + eol
		return splice{src: l.src, start: lineStart, end: lineStart, with: line}, indented
	}
	last := m.node.Content[len(m.node.Content)-1]
	s, err := scalarSpan(l, place{node: last, indent: m.node.Content[len(m.node.Content)-2].Column - 1, flow: flow})
	if err != nil || last.Kind != yaml.ScalarNode {
		return splice{}, false
	}
	if flow {
		return splice{src: l.src, start: s.end, end: s.end, with: ", " + pair}, true
	}
	indent := strings.Repeat(" ", m.node.Content[0].Column-1)
	line := l.lineOf(s.end)
	end := l.end(line)
	if rest := l.src[end:]; len(rest) > 0 {
		at := end + len(l.eol(line))
		return splice{src: l.src, start: at, end: at, with: indent + pair + eol}, true
	}
	return splice{src: l.src, start: end, end: end, with: eol + indent + pair}, true
}
