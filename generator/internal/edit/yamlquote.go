package edit

import (
	"fmt"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"
)

// encode writes text as the value at p, whose old node is p.node and whose
// bytes are s. It returns the choices in order of preference: the best
// (preferred), then double quotes, which can hold any text, should verify
// refuse the first.
func encode(p place, s span, text, eol string) []string {
	double := doubleQuoted(text)
	first := preferred(p, s, text, eol)
	if first == "" || first == double {
		return []string{double}
	}
	return []string{first, double}
}

// preferred writes text as YAML needs: plain when it can be; a literal or
// folded scalar keeps its style; a multi-line text in a plain scalar
// becomes a literal block; otherwise quoted, in the old quotes if it had
// some, else in single quotes unless the text holds one and no double
// quote. It returns "" where only double quotes will do.
func preferred(p place, s span, text, eol string) string {
	quoted := yaml.SingleQuotedStyle | yaml.DoubleQuotedStyle
	switch old := p.node.Style; {
	case needsEscapes(text):
		return ""
	case old&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 && s.block != nil && s.blockOK:
		return blockScalar(old, s.block, text, eol, p.indent)
	case strings.Contains(text, "\n") && old&quoted == 0 && s.blockOK:
		return blockScalar(yaml.LiteralStyle, &blockHeader{indent: p.indent + 2}, text, eol, p.indent)
	case strings.Contains(text, "\n"):
		return ""
	case plainOK(text, p.flow):
		return text
	case old&yaml.DoubleQuotedStyle != 0:
		return ""
	case old&yaml.SingleQuotedStyle != 0 || !strings.Contains(text, "'") || strings.Contains(text, `"`):
		return "'" + strings.ReplaceAll(text, "'", "''") + "'"
	}
	return ""
}

// plainIndicators are the characters a plain scalar cannot start with
// (YAML's indicators), and the leading dash the issue asks to quote.
const plainIndicators = "-?:,[]{}#&*!|>'\"%@`"

// yaml11Types are the plain scalars that yaml.v3 reads as text but YAML
// 1.1 readers (editors' YAML support among them) read as booleans or
// base-60 numbers: written plain, they would mean something else there.
var yaml11Types = regexp.MustCompile(`^(?:[yYnN]|[Yy]es|YES|[Nn]o|NO|[Oo]n|ON|[Oo]ff|OFF|` +
	`[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?)$`)

// plainOK reports whether text can be written without quotes and read
// back as the same text. The type test is yaml.v3's own: text, parsed as
// YAML where it will stand, must be a plain string scalar with the same
// value, which rules out 1.0, null, ~, 0x1F, 2024-01-01, .inf and the
// rest without a table of our own; only YAML 1.1's booleans and base-60
// numbers, text to yaml.v3, are named here.
func plainOK(text string, flow bool) bool {
	return plainShape(text, flow) && readsAsText(text, flow)
}

// plainShape reports whether text is free of what ends or starts
// something else in a plain scalar: an indicator first, blanks around it,
// ": ", " #", a line break, and in flow context a flow indicator.
func plainShape(text string, flow bool) bool {
	switch {
	case text == "" || strings.ContainsAny(text[:1], plainIndicators) || yaml11Types.MatchString(text):
		return false
	case strings.TrimSpace(text) != text || strings.ContainsAny(text, "\n\r"):
		return false
	case strings.Contains(text, ": ") || strings.Contains(text, ":\t") || strings.HasSuffix(text, ":"):
		return false
	case strings.Contains(text, " #") || strings.Contains(text, "\t#"):
		return false
	}
	return !flow || !strings.ContainsAny(text, ",[]{}")
}

// readsAsText is yaml.v3's own type test: text, parsed where it will stand
// (in a flow list for flow context), is a plain string with the same value.
func readsAsText(text string, flow bool) bool {
	doc := text
	if flow {
		doc = "[" + text + "]"
	}
	var n yaml.Node
	if yaml.Unmarshal([]byte(doc), &n) != nil || len(n.Content) != 1 {
		return false
	}
	v := n.Content[0]
	if flow {
		if v.Kind != yaml.SequenceNode || len(v.Content) != 1 {
			return false
		}
		v = v.Content[0]
	}
	return v.Kind == yaml.ScalarNode && v.Tag == "!!str" && v.Style == 0 && v.Value == text
}

// needsEscapes reports whether text holds a character that only a
// double-quoted scalar can carry, as an escape.
func needsEscapes(text string) bool { return strings.ContainsFunc(text, unprintable) }

// unprintable reports whether YAML needs r escaped: a control character
// other than tab and line feed (a carriage return among them), DEL, a C1
// control, the Unicode line and paragraph separators (which a YAML reader
// takes as line breaks), a byte-order mark or a noncharacter.
func unprintable(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20 || (r >= 0x7f && r <= 0x9f):
		return true
	}
	return r == 0x2028 || r == 0x2029 || r == 0xfeff || r == 0xfffe || r == 0xffff
}

// namedEscapes are the double-quoted escapes that have a letter.
var namedEscapes = map[rune]string{
	'\\': `\\`, '"': `\"`, '\n': `\n`, '\t': `\t`, '\r': `\r`, 0: `\0`,
	0x85: `\N`, 0x2028: `\L`, 0x2029: `\P`,
}

// doubleQuoted writes text in double quotes, on one line.
func doubleQuoted(text string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range text {
		e, named := namedEscapes[r]
		switch {
		case named:
			b.WriteString(e)
		case r > 0xff && unprintable(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		case unprintable(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
