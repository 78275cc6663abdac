package markup

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// parser is a paragraph being parsed, and the errors found in it.
type parser struct {
	src  string
	errs []Error
}

// inline parses src[start:end]. inLink forbids nested links.
func (p *parser) inline(start, end int, inLink bool) []Node {
	var nodes []Node
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			nodes = append(nodes, Node{Kind: Text, Text: text.String()})
			text.Reset()
		}
	}
	for i := start; i < end; {
		if p.src[i] == '\\' && i+1 < end && isPunct(p.src[i+1]) {
			text.WriteByte(p.src[i+1])
			i += 2
			continue
		}
		if node, next, ok := p.span(i, end, inLink); ok {
			flush()
			if node != nil {
				nodes = append(nodes, *node)
			} else {
				text.WriteString(p.src[i:next])
			}
			i = next
			continue
		}
		_, size := utf8.DecodeRuneInString(p.src[i:end])
		text.WriteString(p.src[i : i+size])
		i += size
	}
	flush()
	return nodes
}

// span parses the code span, strong or em span, or link that starts at i
// and ends before next; ok is false when none does. A link whose href is
// unsafe has no node: it stays text, as it is written.
func (p *parser) span(i, end int, inLink bool) (node *Node, next int, ok bool) {
	c := p.src[i]
	switch {
	case c == '`':
		if j := p.find(i+1, end, "`", false); j > i+1 {
			return &Node{Kind: Code, Text: p.src[i+1 : j]}, j + 1, true
		}
	case c == '*' && strings.HasPrefix(p.src[i:end], "**") && p.opens(i+2, end):
		if j := p.find(i+2, end, "**", false); j > i+2 {
			return &Node{Kind: Strong, Children: p.inline(i+2, j, inLink)}, j + 2, true
		}
	case (c == '*' || (c == '_' && p.wordBoundaryBefore(i))) && p.opens(i+1, end):
		if j := p.find(i+1, end, string(c), c == '_'); j > i+1 {
			return &Node{Kind: Em, Children: p.inline(i+1, j, inLink)}, j + 1, true
		}
	case c == '[' && !inLink:
		return p.link(i, end)
	}
	return nil, 0, false
}

// link parses `[label](href)` at i. ok is false when the text is not link
// syntax at all; node is nil when it is, but the href is unsafe (the text is
// then kept literally and an error recorded).
func (p *parser) link(i, end int) (node *Node, next int, ok bool) {
	close := p.find(i+1, end, "]", false)
	if close < 0 || close+1 >= end || p.src[close+1] != '(' {
		return nil, 0, false
	}
	hrefEnd := closingParen(p.src, close+2, end)
	if hrefEnd < 0 {
		return nil, 0, false
	}
	href := strings.TrimSpace(p.src[close+2 : hrefEnd])
	if !SafeURL(href) {
		p.errs = append(p.errs, Error{
			Offset:  close + 2,
			Text:    href,
			Message: fmt.Sprintf("link %q is not an http(s) or mailto URL", href),
			Hint:    "write links as [label](https://example.com); other schemes such as javascript: are refused",
		})
		return nil, hrefEnd + 1, true
	}
	return &Node{Kind: Link, Href: href, Children: p.inline(i+1, close, true)}, hrefEnd + 1, true
}

// closingParen returns the index of the ')' that closes a link target
// starting at from, counting nested parentheses as Markdown does, or -1.
func closingParen(s string, from, end int) int {
	depth := 0
	for j := from; j < end; j++ {
		switch s[j] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return j
			}
			depth--
		}
	}
	return -1
}

// find returns the index of the next unescaped delim in [from, end) that is
// not inside a code span, or -1. For '_' the closing delimiter must end a word.
func (p *parser) find(from, end int, delim string, wordEnd bool) int {
	for j := from; j < end; j++ {
		switch {
		case p.src[j] == '\\' && j+1 < end && isPunct(p.src[j+1]):
			j++
		case delim != "`" && p.src[j] == '`':
			if k := strings.IndexByte(p.src[j+1:end], '`'); k >= 0 {
				j += k + 1
			}
		case strings.HasPrefix(p.src[j:end], delim):
			at, skip := p.closes(j, from, end, delim, wordEnd)
			if at >= 0 {
				return at
			}
			j += skip
		}
	}
	return -1
}

// closes looks at a delim found at j, from the span's start, from: it
// returns where the span closes if it closes there, else -1 and how many
// bytes of it to skip besides the one find moves past.
func (p *parser) closes(j, from, end int, delim string, wordEnd bool) (at, skip int) {
	switch {
	case j == from || isSpace(p.src[j-1]):
		return -1, 0 // a delimiter after a space opens, it does not close
	case delim == "**" && strings.HasPrefix(p.src[j:end], "***"):
		return j + 1, 0 // "***" closes an inner em, then the strong
	case delim == "*" && strings.HasPrefix(p.src[j:end], "**"):
		return -1, 1 // a strong delimiter inside an em span
	case wordEnd && j+1 < end && isWordByte(p.src[j+1]):
		return -1, 0 // "_" inside a word
	}
	return j, 0
}

// opens reports whether a delimiter ending at i can open a span: it must be
// followed by text, not by a space.
func (p *parser) opens(i, end int) bool { return i < end && !isSpace(p.src[i]) }

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

func (p *parser) wordBoundaryBefore(i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(p.src[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

func isWordByte(b byte) bool {
	return b >= 0x80 || b == '_' || ('0' <= b && b <= '9') || ('a' <= b && b <= 'z') || ('A' <= b && b <= 'Z')
}

func isPunct(b byte) bool {
	return b < 0x80 && unicode.IsPunct(rune(b)) || strings.IndexByte("`*_[]()\\", b) >= 0
}
