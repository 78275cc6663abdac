package load

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/portgen/portgen/generator/internal/diag"
)

// The syntax errors of yaml.v3, which names a line and says what it found
// there in a parser's words.
var (
	yamlLine    = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
	parserError = regexp.MustCompile(`^(did not find expected ` +
		`(key|node content|'-' indicator|',' or '[\]}]'|<document start>|<stream-end>)` +
		`|found (duplicate|incompatible|undefined))`)
)

// syntaxError turns a yaml.v3 parse error into a diagnostic. yaml.v3 gives
// the line only; the column is that of the first tab, or of the line's text.
func (f *yamlFile) syntaxError(err error) diag.Diagnostic {
	m := yamlLine.FindStringSubmatch(err.Error())
	if m == nil {
		return f.diagnostic(1, 1, "invalid YAML: "+strings.TrimPrefix(err.Error(), "yaml: "), "")
	}
	line, _ := strconv.Atoi(m[1])
	if parserError.MatchString(m[2]) {
		// yaml.v3 counts the lines of parser errors (not scanner errors)
		// from 0: it names the line before the construct left open.
		line++
	}
	text := ""
	if line > 0 && line <= len(f.lines) {
		text = f.lines[line-1]
	}
	if tab := strings.IndexByte(text, '\t'); tab >= 0 && strings.TrimLeft(text[:tab], " ") == "" {
		hint := "YAML indents with spaces only; replace the tab with spaces"
		return f.diagnostic(line, tab+1, "tab character in indentation", hint)
	}
	if open, ok := f.unclosedBracket(line); ok {
		// The parser notices a [list] or {mapping} left open only lines later.
		return f.diagnostic(open.line, open.col, fmt.Sprintf("invalid YAML: this %q is never closed", open.ch),
			fmt.Sprintf("close it with %q, or put the text in quotes if it starts with %q", closing[open.ch], open.ch))
	}
	col, hint := explainYAML(m[2], text)
	return f.diagnostic(line, col, "invalid YAML: "+m[2], hint)
}

// explainYAML finds, on the line text, what yaml.v3's message msg is most
// likely about, and hints at the usual slip behind it.
func explainYAML(msg, text string) (col int, hint string) {
	col = len(text) - len(strings.TrimLeft(text, " ")) + 1
	switch {
	case strings.HasPrefix(msg, "mapping values are not allowed"):
		// Most often text that holds ": " without quotes.
		if i := strings.LastIndex(text, ": "); i > strings.Index(text, ": ") {
			col = utf8.RuneCountInString(text[:i]) + 1
		}
		return col, `text that contains ": " must be in quotes: title: "Weather: the app"`
	case strings.Contains(msg, "unexpected end of stream"), strings.Contains(msg, "found unexpected end"):
		if i := strings.IndexAny(text, `"'[{`); i >= 0 {
			col = utf8.RuneCountInString(text[:i]) + 1
		}
		return col, "a quoted string or a [list] or {mapping} is not closed"
	case strings.Contains(msg, "did not find expected key"):
		return col, "this line is not indented like the lines around it"
	}
	return col, "check the indentation and the `key: value` syntax of this line and the one before"
}

var closing = map[string]string{"[": "]", "{": "}"}

// flowBracket is a [ or { that opens a flow collection, and where.
type flowBracket struct {
	line, col int
	ch        string
}

// unclosedBracket finds, on the lines up to line, a [ or { of a flow
// collection that is never closed, outside quotes and comments.
func (f *yamlFile) unclosedBracket(line int) (flowBracket, bool) {
	var open []flowBracket
	for l := 1; l <= line && l <= len(f.lines); l++ {
		open = followBrackets(f.lines[l-1], l, open)
	}
	if len(open) == 0 {
		return flowBracket{}, false
	}
	return open[len(open)-1], true
}

// followBrackets reads line number l, text: it adds each [ or { it opens
// to open, and takes off the last one at each ] or }, outside quotes and
// comments.
func followBrackets(text string, l int, open []flowBracket) []flowBracket {
	var quote byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || text[i-1] == ' '):
			return open // a comment, to the end of the line
		case c == '[' || c == '{':
			open = append(open, flowBracket{l, utf8.RuneCountInString(text[:i]) + 1, string(c)})
		case (c == ']' || c == '}') && len(open) > 0:
			open = open[:len(open)-1]
		}
	}
	return open
}
