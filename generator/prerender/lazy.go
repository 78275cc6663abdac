package prerender

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"slices"
	"sync"
)

// Lazy prerenders the pages of one build when they are asked for, rather
// than all at once: portgen serve writes each page with a mark where its
// content goes (Mark), and fills it in when a browser asks for the page
// (Finish), on one engine kept for the build. A save then costs the pages
// the browser shows, not every page of the site.
type Lazy struct {
	Program  func() (*Program, error)
	SiteJSON []byte
	Files    func(url string) ([]byte, bool)
	Cache    *Cache

	mu      sync.Mutex
	program func() (*Program, error) // Program, called once
	engine  *Engine
	closed  bool
}

// markStart and markEnd enclose a page's key and path where its content
// goes: "<!--portgen:prerender KEY /apps/-->".
const (
	markStart = "<!--portgen:prerender "
	markEnd   = "-->"
)

// Mark is what stands for the page's content until Finish renders it.
// Two marks differ exactly when the pages' content may differ.
func Mark(p Page) string {
	return markStart + hex.EncodeToString(p.Key[:]) + " " + p.Path + markEnd
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

// Finish renders the content of the page whose HTML holds a mark, from the
// cache if its key is there, and puts it in the mark's place. HTML with no
// mark is returned as it is.
func (l *Lazy) Finish(html []byte) ([]byte, error) {
	before, rest, ok := bytes.Cut(html, []byte(markStart))
	if !ok {
		return html, nil
	}
	mark, after, ok := bytes.Cut(rest, []byte(markEnd))
	keyHex, path, _ := bytes.Cut(mark, []byte(" "))
	var p Page
	if n, err := hex.Decode(p.Key[:], keyHex); !ok || err != nil || n != len(p.Key) {
		return nil, fmt.Errorf("a page's prerender mark is cut: %.80q", rest)
	}
	p.Path = string(path)
	root, err := l.render(p)
	if err != nil {
		return nil, err // a *PageError, or the engine does not start
	}
	return append(append(append(make([]byte, 0, len(before)+len(root)+len(after)), before...), root...), after...), nil
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

// Start starts the engine before a page asks for it: serve does it a little
// after it has told the open pages of a build, so that those that take in
// their data do not share the CPU with it, and the next page asked for
// does not wait for it. An error is the first page's to report.
func (l *Lazy) Start() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.closed {
		_ = l.start() // a page that asks for it reports the error
	}
}

// start starts the engine if there is none; l.mu is held.
func (l *Lazy) start() error {
	if l.engine != nil {
		return nil
	}
	if l.program == nil {
		l.program = sync.OnceValues(l.Program)
	}
	prog, err := l.program()
	if err != nil {
		return err
	}
	l.engine, err = prog.Start(l.SiteJSON, l.Files)
	return err
}

func (l *Lazy) render(p Page) (string, error) {
	if html, ok := l.Cache.get(p.Key); ok {
		return html, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if html, ok := l.Cache.get(p.Key); ok { // rendered while this one waited
		return html, nil
	}
	if err := l.start(); err != nil {
		return "", err
	}
	html, err := l.engine.Render(p.Path)
	if err != nil {
		return "", err
	}
	l.Cache.put(p.Key, html)
	if l.closed { // a page of a build that serve has left behind
		l.engine.Close()
		l.engine = nil
	}
	return html, nil
}

// Close releases the engine, in the background; a page asked for after
// renders on an engine of its own.
func (l *Lazy) Close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	if e := l.engine; e != nil {
		l.engine = nil
		go e.Close()
	}
}
