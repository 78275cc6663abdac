package edit

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// yaml.v3 gives a node's line and column (in characters) but not where it
// ends (go-yaml#458), and no YAML library for Go gives both ends that it
// agrees with yaml.v3 on (goccy/go-yaml has its own reading, and wrong
// columns for block scalars). So the end is found here, from the scalar's
// style, and every splice is checked by parsing the file again (verify.go):
// a wrong end changes the tree, and the edit is refused.

// lines is a file's bytes with the offset of each line. A line ends at
// "\n"; a CRLF line's "\r" is not part of its text.
type lines struct {
	src    []byte
	starts []int
}

func newLines(src []byte) *lines {
	l := &lines{src: src, starts: []int{0}}
	for i, c := range src {
		if c == '\n' && i+1 < len(src) {
			l.starts = append(l.starts, i+1)
		}
	}
	return l
}

// count is the number of lines.
func (l *lines) count() int { return len(l.starts) }

// end is the offset where the text of line i (from 0) ends, before its
// line break.
func (l *lines) end(i int) int {
	e := len(l.src)
	if i+1 < len(l.starts) {
		e = l.starts[i+1] - 1
	} else if e > 0 && l.src[e-1] == '\n' {
		e--
	}
	if e > l.starts[i] && l.src[e-1] == '\r' {
		e--
	}
	return e
}

// text is line i's text, without its line break.
func (l *lines) text(i int) []byte { return l.src[l.starts[i]:l.end(i)] }

// lineOf is the line (from 0) that holds offset off.
func (l *lines) lineOf(off int) int {
	i := 0
	for i+1 < len(l.starts) && l.starts[i+1] <= off {
		i++
	}
	return i
}

// eol is the line break of line i: "\r\n" or "\n" (also for a last line
// that has none, which then gets none).
func (l *lines) eol(i int) string {
	if e := l.end(i); bytes.HasPrefix(l.src[e:], []byte("\r\n")) {
		return "\r\n"
	}
	return "\n"
}

// offset is the byte offset of a yaml.v3 line and column, both from 1,
// the column counted in characters.
func (l *lines) offset(line, col int) (int, bool) {
	if line < 1 || line > len(l.starts) || col < 1 {
		return 0, false
	}
	off := l.starts[line-1]
	end := l.end(line - 1)
	for range col - 1 {
		if off >= end {
			return 0, false
		}
		_, size := utf8.DecodeRune(l.src[off:end])
		off += size
	}
	return off, true
}

// span is the bytes of a scalar, [start, end), and what a new value
// written there must keep.
type span struct {
	start, end int
	// blockOK is set when nothing but blanks follows end on its line, so
	// that a block scalar, which takes the lines below, may go there.
	blockOK bool
	block   *blockHeader // of a literal or folded scalar
}

// scalarSpan finds the bytes of the scalar at p.
func scalarSpan(l *lines, p place) (span, error) {
	n := p.node
	start, ok := l.offset(n.Line, n.Column)
	if !ok {
		return span{}, fmt.Errorf("line %d, column %d is not in the file", n.Line, n.Column)
	}
	s := span{start: start}
	var err error
	switch {
	case n.Style&yaml.DoubleQuotedStyle != 0:
		s.end, err = doubleQuotedEnd(l.src, start)
	case n.Style&yaml.SingleQuotedStyle != 0:
		s.end, err = singleQuotedEnd(l.src, start)
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		s.end, s.block, err = blockEnd(l, start, p.indent)
	case p.flow:
		s.end = flowPlainEnd(l, start)
	default:
		s.end = blockPlainEnd(l, start, p.indent)
	}
	if err != nil {
		return span{}, err
	}
	rest := l.src[s.end:l.end(l.lineOf(s.end))]
	s.blockOK = !p.flow && len(bytes.Trim(rest, " \t")) == 0
	return s, nil
}

// doubleQuotedEnd is the end of the double-quoted scalar at start: past
// the first quote that no backslash escapes.
func doubleQuotedEnd(src []byte, start int) (int, error) {
	if start >= len(src) || src[start] != '"' {
		return 0, fmt.Errorf("no opening quote where the value starts")
	}
	for i := start + 1; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '"':
			return i + 1, nil
		}
	}
	return 0, fmt.Errorf("no closing quote")
}

// singleQuotedEnd is the end of the single-quoted scalar at start: past
// the first quote that is not doubled.
func singleQuotedEnd(src []byte, start int) (int, error) {
	if start >= len(src) || src[start] != '\'' {
		return 0, fmt.Errorf("no opening quote where the value starts")
	}
	for i := start + 1; i < len(src); i++ {
		if src[i] != '\'' {
			continue
		}
		if i+1 < len(src) && src[i+1] == '\'' {
			i++
			continue
		}
		return i + 1, nil
	}
	return 0, fmt.Errorf("no closing quote")
}

// blockPlainEnd is the end of a plain scalar in a block collection: its
// first line up to a comment, then the lines below it that are indented
// more than its key or dash (blank lines between them fold into it), up
// to a comment.
func blockPlainEnd(l *lines, start, indent int) int {
	line := l.lineOf(start)
	first := l.src[start:l.end(line)]
	end, comment := plainText(first)
	end += start
	for i := line + 1; i < l.count() && !comment; i++ {
		text := l.text(i)
		content := bytes.TrimLeft(text, " \t")
		if len(content) == 0 {
			continue
		}
		if spaces(text) <= indent || content[0] == '#' {
			break
		}
		var e int
		e, comment = plainText(content)
		end = l.end(i) - len(content) + e
	}
	return end
}

// flowPlainEnd is the end of a plain scalar inside [...] or {...}: at a
// flow indicator, a ": ", a comment or the end of the line. A plain scalar
// that goes on to the next line is cut short here, and verify refuses the
// edit.
func flowPlainEnd(l *lines, start int) int {
	text := l.src[start:l.end(l.lineOf(start))]
	end := len(text)
	for i := range text {
		if flowPlainStops(text, i) {
			end = i
			break
		}
	}
	return start + len(bytes.TrimRight(text[:end], " \t"))
}

// flowPlainStops reports whether a plain scalar in flow context stops at
// text[i]: a flow indicator, a ": " (or a colon before one), a comment.
func flowPlainStops(text []byte, i int) bool {
	next := byte(' ')
	if i+1 < len(text) {
		next = text[i+1]
	}
	switch c := text[i]; c {
	case ',', '[', ']', '{', '}':
		return true
	case ':':
		return bytes.IndexByte([]byte(" \t,]}"), next) >= 0
	case '#':
		return i > 0 && (text[i-1] == ' ' || text[i-1] == '\t')
	}
	return false
}

// plainText is where a line's part of a plain scalar ends (trailing blanks
// trimmed), and whether a comment follows it.
func plainText(text []byte) (int, bool) {
	comment := false
	for i := 1; i < len(text); i++ {
		if text[i] == '#' && (text[i-1] == ' ' || text[i-1] == '\t') {
			text = text[:i]
			comment = true
			break
		}
	}
	return len(bytes.TrimRight(text, " \t")), comment
}

// spaces counts a line's leading spaces: its indentation.
func spaces(text []byte) int {
	return len(text) - len(bytes.TrimLeft(text, " "))
}
