package edit

import (
	"bytes"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// blockHeader is what a literal (|) or folded (>) scalar's header and
// body say.
type blockHeader struct {
	chomp   byte   // '-' strip, '+' keep, 0 clip
	indent  int    // the body's indentation, in spaces
	digit   bool   // the header gives the indentation
	comment string // what follows the indicators on the header line: " # …"
}

// blockEnd is the end of the literal or folded scalar whose header starts
// at start, held by a key or dash at column indent: the end of the last
// line of its body that is not blank, leaving that line's break and the
// blank lines after it in place; with keep chomping (|+), the blank lines
// are part of the value, and the end is that of the last of them.
func blockEnd(l *lines, start, indent int) (int, *blockHeader, error) {
	line := l.lineOf(start)
	h, headerEnd, err := parseHeader(l.src[start:l.end(line)])
	if err != nil {
		return 0, nil, err
	}
	explicit := h.digit
	if explicit {
		h.indent += max(indent, 0)
	}
	end := start + headerEnd + len(h.comment)
	for i := line + 1; i < l.count(); i++ {
		text := l.text(i)
		if len(bytes.TrimLeft(text, " ")) == 0 {
			if h.chomp == '+' {
				end = l.end(i)
			}
			continue
		}
		if !explicit && h.indent == 0 {
			if spaces(text) <= indent {
				break
			}
			h.indent = spaces(text)
		}
		if spaces(text) < h.indent {
			break
		}
		end = l.end(i)
	}
	if h.indent == 0 {
		h.indent = max(indent, 0) + 2
	}
	return end, h, nil
}

// parseHeader reads a block scalar's header, "|", ">-", "|2+ # note", and
// returns it with the length of its indicators.
func parseHeader(text []byte) (*blockHeader, int, error) {
	if len(text) == 0 || (text[0] != '|' && text[0] != '>') {
		return nil, 0, fmt.Errorf("no | or > where the value starts")
	}
	h := &blockHeader{}
	i := 1
	for ; i < len(text) && i < 3; i++ {
		switch c := text[i]; {
		case c == '-' || c == '+':
			h.chomp = c
		case c >= '1' && c <= '9':
			h.indent = int(c - '0')
			h.digit = true
		default:
			return h, i, headerComment(h, text[i:])
		}
	}
	return h, i, headerComment(h, text[i:])
}

// headerComment keeps what follows a header's indicators: blanks, and a
// comment.
func headerComment(h *blockHeader, rest []byte) error {
	trimmed := bytes.TrimLeft(rest, " \t")
	if len(trimmed) > 0 && (trimmed[0] != '#' || len(trimmed) == len(rest)) {
		return fmt.Errorf("unexpected %q after a block scalar's header", rest)
	}
	h.comment = string(bytes.TrimRight(rest, " \t"))
	return nil
}

// blockScalar writes text as a literal or folded scalar (style) with the
// old header's chomping when it still fits, and its body's indentation;
// the text's last line break is the one already after the scalar's span.
// It returns "" for a text that the style cannot carry: a folded scalar
// whose lines start with a blank (they would not fold back), or an
// indentation a header cannot give.
func blockScalar(style yaml.Style, old *blockHeader, text, eol string, indent int) string {
	body, chomp := chomped(text, old.chomp)
	lines := strings.Split(body, "\n")
	folded := style&yaml.FoldedStyle != 0
	var b strings.Builder
	b.WriteString(map[bool]string{true: ">", false: "|"}[folded])
	leadingBlank := strings.HasPrefix(strings.TrimLeft(body, "\n"), " ")
	if old.digit || leadingBlank {
		digit := old.indent - max(indent, 0)
		if digit < 1 || digit > 9 {
			return ""
		}
		fmt.Fprint(&b, digit)
	}
	if chomp != 0 {
		b.WriteByte(chomp)
	}
	b.WriteString(old.comment)
	if body == "" {
		return b.String()
	}
	content := false // a line with text was written: a folded scalar's next one is a blank line away
	for _, line := range lines {
		switch {
		case line == "":
			b.WriteString(eol)
			continue
		case folded && (line[0] == ' ' || line[0] == '\t'):
			return ""
		case folded && content:
			b.WriteString(eol)
		}
		b.WriteString(eol + strings.Repeat(" ", old.indent) + line)
		content = true
	}
	return b.String()
}

// chomped is text without its last line break, which the line break after
// the scalar gives, and the chomping that reads it back: strip (-) for a
// text that ends with no line break, clip for one, keep (+) for more, or
// when the old header kept them and the text ends with one.
func chomped(text string, old byte) (string, byte) {
	breaks := len(text) - len(strings.TrimRight(text, "\n"))
	switch {
	case breaks == 0:
		return text, '-'
	case old == '+' || breaks > 1:
		return text[:len(text)-1], '+'
	}
	return text[:len(text)-1], 0
}
