package markdown

import (
	"bytes"
	"fmt"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// allowedTags are every element Render may write.
var allowedTags = setOf("p h2 h3 h4 h5 h6 a em strong del code pre span div ul ol li blockquote hr " +
	"table thead tbody tr th td sup section picture source img br")

// allowedAttributes are every attribute Render may write.
var allowedAttributes = setOf("id class href src srcset sizes width height alt title loading decoding " +
	"tabindex aria-label role data-lang type start")

func setOf(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(words) {
		set[w] = true
	}
	return set
}

// checkHTML parses out as a browser does and holds it to the allow-list:
// only those elements and attributes, no event handler, no inline style,
// and no URL that runs code or leaves the page's origin unsaid.
func checkHTML(out []byte) error {
	body := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}
	nodes, err := html.ParseFragment(bytes.NewReader(out), body)
	if err != nil {
		return err
	}
	for _, n := range nodes {
		for d := range n.Descendants() {
			if err := checkNode(d); err != nil {
				return err
			}
		}
		if err := checkNode(n); err != nil {
			return err
		}
	}
	return nil
}

func checkNode(n *html.Node) error {
	switch n.Type {
	case html.TextNode:
		return nil
	case html.ElementNode:
	default:
		return fmt.Errorf("a node of type %d (%q)", n.Type, n.Data)
	}
	if !allowedTags[n.Data] {
		return fmt.Errorf("the element <%s>", n.Data)
	}
	for _, a := range n.Attr {
		if !allowedAttributes[a.Key] || a.Namespace != "" {
			return fmt.Errorf("<%s %s=%q>", n.Data, a.Key, a.Val)
		}
		if err := checkURL(n.Data, a); err != nil {
			return err
		}
	}
	return nil
}

// checkURL allows an href to the web, this page or a page of the site,
// and an image's files from the site (the tests' resolvers give /site/…).
func checkURL(tag string, a html.Attribute) error {
	var ok bool
	switch a.Key {
	case "href":
		k := kindOf(asBrowsersRead(a.Val))
		ok = k == toWeb || k == toFragment || k == toRoute
	case "src", "srcset":
		ok = strings.HasPrefix(a.Val, "/site/")
	default:
		return nil
	}
	if !ok {
		return fmt.Errorf("<%s %s=%q>", tag, a.Key, a.Val)
	}
	return nil
}
