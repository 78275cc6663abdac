package server

import (
	"bytes"
	"io"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/net/html"

	"github.com/portgen/portgen/generator/internal/pagemark"
)

// headChange is an element of an open page's <head> that a rebuild changed
// and that live.js puts in place: the Index-th element of the head that
// Selector matches is now HTML.
type headChange struct {
	Selector string `json:"selector"`
	Index    int    `json:"index"`
	HTML     string `json:"html"`
}

// headChanges says whether two builds of a page differ, if at all, in
// their prerendered content and in the head's metadata only, and which of
// its elements the new build changed. The metadata is what the page does
// not need once it has loaded: its title, description and link previews
// (Open Graph with a post's article tags, Twitter), its structured data for
// search engines (JSON-LD), and the image it preloads (a hint, which the
// new one gives again); and the site's data (#portgen-site), which the app
// takes in when it can (see live.js). A project's or a post's page changes
// there with its title, text or first image, while its content is made from
// the data the app takes in; every page, with a text of site.yaml. A head
// that gained or lost an element (a project's first image, which adds its
// link preview's image), or whose other elements changed (stylesheets,
// scripts), is not taken in.
func headChanges(before, after []byte) ([]headChange, bool) {
	headA, restA, okA := cutHead(before)
	headB, restB, okB := cutHead(after)
	if !okA || !okB || !pagemark.SameButContent(restA, restB) {
		return nil, false
	}
	a, okA := headElements(headA)
	b, okB := headElements(headB)
	if !okA || !okB || len(a) != len(b) {
		return nil, false
	}
	var changes []headChange
	seen := map[string]int{}
	for i, el := range b {
		index := seen[el.selector]
		seen[el.selector]++
		switch {
		case bytes.Equal(a[i].html, el.html):
		case el.selector == "" || a[i].selector != el.selector:
			return nil, false
		default:
			changes = append(changes, headChange{Selector: el.selector, Index: index, HTML: string(el.html)})
		}
	}
	return changes, true
}

// cutHead is the content of a page's <head>, and the page without it.
func cutHead(page []byte) (head, rest []byte, ok bool) {
	start := bytes.Index(page, []byte("<head>"))
	end := bytes.Index(page, []byte("</head>"))
	if start < 0 || end < start {
		return nil, nil, false
	}
	start += len("<head>")
	return page[start:end], slices.Concat(page[:start], page[end:]), true
}

// headElement is an element of a <head>, or text between them: its HTML,
// and the CSS selector of its kind when the page can take a change to it
// in place (see headChanges), else "".
type headElement struct {
	selector string
	html     []byte
}

// headElements are the elements of a head's HTML, in order, the space
// between them left out; ok is false for HTML the tokenizer cannot read.
func headElements(head []byte) (elements []headElement, ok bool) {
	z := html.NewTokenizer(bytes.NewReader(head))
	open := -1 // the element whose text and end tag come next (title, script, style)
	for {
		tt := z.Next()
		raw := z.Raw()
		switch {
		case tt == html.ErrorToken:
			return elements, z.Err() == io.EOF && open < 0
		case open >= 0:
			elements[open].html = append(elements[open].html, raw...)
			if tt == html.EndTagToken {
				open = -1
			}
		case tt == html.TextToken && len(bytes.TrimSpace(raw)) == 0:
		case tt == html.StartTagToken || tt == html.SelfClosingTagToken:
			name, element := startTag(z)
			elements = append(elements, element)
			if tt == html.StartTagToken && !voidElements[name] {
				open = len(elements) - 1
			}
		default:
			elements = append(elements, headElement{html: slices.Clone(raw)})
		}
	}
}

// startTag is the element that the tokenizer's current start tag begins,
// and its name. Only the elements that inPlace may name have their
// attributes read.
func startTag(z *html.Tokenizer) (string, headElement) {
	raw := slices.Clone(z.Raw()) // before TagAttr, which unescapes in place
	tag, more := z.TagName()
	name := string(tag)
	var attrs map[string]string
	if name == "meta" || name == "link" || name == "script" {
		attrs = map[string]string{}
		for more {
			var k, v []byte
			k, v, more = z.TagAttr()
			attrs[string(k)] = string(v)
		}
	}
	return name, headElement{selector: inPlace(name, attrs), html: raw}
}

// voidElements are the elements of a head that have no end tag.
var voidElements = map[string]bool{"meta": true, "link": true, "base": true}

// metaName is a name of a <meta> that a selector may quote as it is.
var metaName = regexp.MustCompile(`^[a-z][a-z:_-]*$`)

// inPlace is the selector of an element of a head that a page can take a
// change to in place (see headChanges), or "".
func inPlace(tag string, attrs map[string]string) string {
	switch tag {
	case "title":
		return "title"
	case "meta":
		return metaInPlace(attrs)
	case "link":
		if attrs["rel"] == "preload" && attrs["as"] == "image" {
			return `link[rel="preload"][as="image"]`
		}
	case "script":
		return scriptInPlace(attrs)
	}
	return ""
}

// metaInPlace is the selector of a <meta> of a page's metadata: its
// description, and its link previews' (Open Graph with a post's article
// tags, Twitter); "" for another.
func metaInPlace(attrs map[string]string) string {
	name, property := attrs["name"], attrs["property"]
	preview := strings.HasPrefix(property, "og:") || strings.HasPrefix(property, "article:")
	switch {
	case (name == "description" || strings.HasPrefix(name, "twitter:")) && metaName.MatchString(name):
		return `meta[name="` + name + `"]`
	case preview && metaName.MatchString(property):
		return `meta[property="` + property + `"]`
	}
	return ""
}

// scriptInPlace is the selector of a <script> that holds data: the site's,
// which live.js has the app take in (portgen:site), or the page's for
// search engines (JSON-LD), which no script reads; "" for code.
func scriptInPlace(attrs map[string]string) string {
	switch {
	case attrs["id"] == "portgen-site":
		return `script#portgen-site`
	case attrs["type"] == "application/ld+json" && attrs["id"] == "":
		return `script[type="application/ld+json"]`
	}
	return ""
}
