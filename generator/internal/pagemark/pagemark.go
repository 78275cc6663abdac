// Package pagemark is what the pages stage, the prerenderer and serve's
// server agree on about a page's prerendered content: the key of what it
// is made from, and the mark that stands for it in a page until it is
// rendered. It is a package of its own so that the pages and the static
// server know the marks without linking the JS engine that fills them.
package pagemark

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"slices"
)

// Key names a page's HTML by everything it is made from: the prerenderer,
// the site's data, the page's path and each data file, or slice of one,
// that the page reads. Two builds that give a page the same key give it the
// same HTML.
type Key [sha256.Size]byte

// KeyOf hashes the inputs of a page, in order.
func KeyOf(inputs ...[]byte) Key {
	h := sha256.New()
	var n [8]byte
	for _, in := range inputs {
		binary.LittleEndian.PutUint64(n[:], uint64(len(in))) // "ab","c" is not "a","bc"
		h.Write(n[:])
		h.Write(in)
	}
	var k Key
	h.Sum(k[:0])
	return k
}

// Page is one page to render: its path below the base path and the key of
// everything its HTML depends on (see Key). Pages with the key of a cached
// render are not rendered again.
type Page struct {
	Path string
	Key  Key
}

// markStart and markEnd enclose a page's key and path where its content
// goes: "<!--portgen:prerender KEY /apps/-->".
const (
	markStart = "<!--portgen:prerender "
	markEnd   = "-->"
)

// Mark is what stands for the page's content until it is rendered (see
// Cut). Two marks differ exactly when the pages' content may differ.
func Mark(p Page) string {
	return markStart + hex.EncodeToString(p.Key[:]) + " " + p.Path + markEnd
}

// Cut finds the mark in a page's HTML, and gives the HTML before and after
// it and the page it stands for. found is false for HTML with no mark; a
// mark that is cut short is an error.
func Cut(html []byte) (before []byte, p Page, after []byte, found bool, err error) {
	before, rest, found := bytes.Cut(html, []byte(markStart))
	if !found {
		return html, Page{}, nil, false, nil
	}
	mark, after, ok := bytes.Cut(rest, []byte(markEnd))
	keyHex, path, _ := bytes.Cut(mark, []byte(" "))
	if n, err := hex.Decode(p.Key[:], keyHex); !ok || err != nil || n != len(p.Key) {
		return nil, Page{}, nil, true, fmt.Errorf("a page's prerender mark is cut: %.80q", rest)
	}
	p.Path = string(path)
	return before, p, after, true, nil
}

// SameButContent says whether two pages' HTML differ, if at all, in their
// marks' keys only: then only the data the content is rendered from
// changed, and the page around it is the same.
func SameButContent(a, b []byte) bool {
	aBefore, aAfter, aOK := cutKey(a)
	bBefore, bAfter, bOK := cutKey(b)
	if !aOK || !bOK {
		return bytes.Equal(a, b)
	}
	return bytes.Equal(aBefore, bBefore) && bytes.Equal(aAfter, bAfter)
}

// cutKey cuts the key out of a page's mark: the HTML before it and after
// it (the page's path, in the mark, included).
func cutKey(html []byte) (before, after []byte, ok bool) {
	i := bytes.Index(html, []byte(markStart))
	if i < 0 {
		return nil, nil, false
	}
	rest := html[i+len(markStart):]
	end := bytes.IndexByte(rest, ' ')
	if end < 0 {
		return nil, nil, false
	}
	return html[:i+len(markStart)], rest[end:], true
}

// Unfinished is a page whose content does not render, as a page with no
// prerendered content is: its mark and the root's data-path, which tells
// the app that it holds the page's content, cut out. The app renders it in
// the browser.
func Unfinished(html []byte) []byte {
	before, rest, ok := bytes.Cut(html, []byte(markStart))
	if !ok {
		return html
	}
	_, after, _ := bytes.Cut(rest, []byte(markEnd))
	const attr = ` data-path="`
	if at := bytes.LastIndex(before, []byte(attr)); at >= 0 && !bytes.Contains(before[at:], []byte("<")) {
		if end := bytes.IndexByte(before[at+len(attr):], '"'); end >= 0 {
			return slices.Concat(before[:at], before[at+len(attr)+end+1:], after)
		}
	}
	return slices.Concat(before, after)
}
