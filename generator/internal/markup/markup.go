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
