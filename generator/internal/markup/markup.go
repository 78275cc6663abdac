// Package markup parses the light markup allowed in project paragraphs:
// **bold**, *italic* or _italic_, `code` and [label](https://link), with a
// backslash escaping the next punctuation character. The result is a tree of
// inline nodes that the theme renders as React elements, so no HTML written
// by the owner ever reaches the page. Unmatched delimiters stay literal text,
// as in Markdown; only an unsafe or malformed link is an error.
package markup

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind tells what an inline node is.
type Kind string

// The node kinds. A text node marshals to a bare JSON string.
const (
	Text   Kind = "text"
	Strong Kind = "strong"
	Em     Kind = "em"
	Code   Kind = "code"
	Link   Kind = "link"
)

// Node is one inline element of a paragraph.
type Node struct {
	Kind     Kind
	Text     string // Text and Code
	Href     string // Link
	Children []Node // Strong, Em and Link
}

// MarshalJSON writes text as a bare string and elements as {"k": kind, ...},
// the shape the theme's Markup component reads.
func (n Node) MarshalJSON() ([]byte, error) {
	switch n.Kind {
	case Text:
		return json.Marshal(n.Text)
	case Code:
		return json.Marshal(struct {
			K    Kind   `json:"k"`
			Text string `json:"text"`
		}{n.Kind, n.Text})
	default:
		return json.Marshal(struct {
			K        Kind   `json:"k"`
			Href     string `json:"href,omitempty"`
			Children []Node `json:"c"`
		}{n.Kind, n.Href, n.Children})
	}
}

// Error is a problem at a byte offset of the parsed string.
type Error struct {
	Offset  int
	Text    string // the offending piece of the input, to point at
	Message string
	Hint    string
}

func (e Error) Error() string { return fmt.Sprintf("offset %d: %s", e.Offset, e.Message) }

// Parse turns one paragraph into inline nodes. It never fails as a whole: the
// returned errors name links that were kept as plain text.
func Parse(s string) ([]Node, []Error) {
	p := parser{src: s}
	nodes := p.inline(0, len(s), false)
	return nodes, p.errs
}

// PlainText is what the nodes say without their formatting, as a link
// preview or a search engine shows it.
func PlainText(nodes []Node) string {
	var sb strings.Builder
	var walk func([]Node)
	walk = func(nodes []Node) {
		for _, n := range nodes {
			sb.WriteString(n.Text)
			walk(n.Children)
		}
	}
	walk(nodes)
	return sb.String()
}

// Summary shortens text to at most limit characters, at a word boundary,
// with an ellipsis when it cut anything.
func Summary(text string, limit int) string {
	text = strings.Join(strings.Fields(text), " ")
	runes := []rune(text)
	if len(runes) <= limit {
		return text
	}
	cut := string(runes[:limit-1])
	if i := strings.LastIndexByte(cut, ' '); i > limit/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:.") + "…"
}

// SafeURL reports whether href may become a link in the page: an absolute
// http or https URL with a host, or a mailto address.
func SafeURL(href string) bool {
	u, err := url.Parse(href)
	if err != nil || strings.ContainsAny(href, " \t\n\r\\") {
		return false
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
		return u.Host != ""
	case "mailto":
		return u.Opaque != "" && strings.Contains(u.Opaque, "@")
	}
	return false
}

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
		c := p.src[i]
		switch {
		case c == '\\' && i+1 < end && isPunct(p.src[i+1]):
			text.WriteByte(p.src[i+1])
			i += 2
			continue
		case c == '`':
			if j := p.find(i+1, end, "`", false); j > i+1 {
				flush()
				nodes = append(nodes, Node{Kind: Code, Text: p.src[i+1 : j]})
				i = j + 1
				continue
			}
		case c == '*' && strings.HasPrefix(p.src[i:end], "**") && p.opens(i+2, end):
			if j := p.find(i+2, end, "**", false); j > i+2 {
				flush()
				nodes = append(nodes, Node{Kind: Strong, Children: p.inline(i+2, j, inLink)})
				i = j + 2
				continue
			}
		case (c == '*' || (c == '_' && p.wordBoundaryBefore(i))) && p.opens(i+1, end):
			if j := p.find(i+1, end, string(c), c == '_'); j > i+1 {
				flush()
				nodes = append(nodes, Node{Kind: Em, Children: p.inline(i+1, j, inLink)})
				i = j + 1
				continue
			}
		case c == '[' && !inLink:
			if node, next, ok := p.link(i, end); ok {
				flush()
				if node != nil {
					nodes = append(nodes, *node)
				} else {
					text.WriteString(p.src[i:next])
				}
				i = next
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(p.src[i:end])
		text.WriteString(p.src[i : i+size])
		i += size
	}
	flush()
	return nodes
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
			if j == from || isSpace(p.src[j-1]) {
				continue // a delimiter after a space opens, it does not close
			}
			if delim == "**" && strings.HasPrefix(p.src[j:end], "***") {
				return j + 1 // "***" closes an inner em, then the strong
			}
			if delim == "*" && strings.HasPrefix(p.src[j:end], "**") {
				j++ // a strong delimiter inside an em span
				continue
			}
			if wordEnd && j+1 < end && isWordByte(p.src[j+1]) {
				continue
			}
			return j
		}
	}
	return -1
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
