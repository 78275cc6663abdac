package prerender

import (
	"slices"
	"sync"

	"github.com/portgen/portgen/generator/internal/pagemark"
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

// Finish renders the content of the page whose HTML holds a mark, from the
// cache if its key is there, and puts it in the mark's place. HTML with no
// mark is returned as it is.
func (l *Lazy) Finish(html []byte) ([]byte, error) {
	before, p, after, found, err := pagemark.Cut(html)
	if !found || err != nil {
		return before, err
	}
	root, err := l.render(p)
	if err != nil {
		return nil, err // a *PageError, or the engine does not start
	}
	return slices.Concat(before, []byte(root), after), nil
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

func (l *Lazy) render(p pagemark.Page) (string, error) {
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
