package server

import (
	"bytes"
	"cmp"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

//go:embed live.js
var liveJS []byte

// Live serves the latest good build from memory, and tells the open pages,
// over server-sent events, to reload, to swap their stylesheets, or to show
// the problems of a failed build. Its routes live under the base path, in
// __portgen/.
type Live struct {
	mu       sync.Mutex
	base     string
	build    int                  // counts the good builds
	files    map[string]dist.File // the last good build, by path
	static   Static               // serves files, with the script injected
	problems []diag.Diagnostic    // of the last build, when it failed
	clients  map[*client]bool
	closed   bool
	report   func([]diag.Diagnostic) // see NewLive
	editor   *Editor                 // see Edit
}

// Editor is the editing on the page that serve offers (see
// generator/internal/edit): the handler of the routes under
// {base}__portgen/edit/, and this run's token, which each page's tag of
// the editor's script carries.
type Editor struct {
	Handler http.Handler
	Token   string
}

// Edit offers editing on the page, from the next build on. Without it,
// the pages carry no editor and its routes are not found.
func (l *Live) Edit(e Editor) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.editor = &e
}

// client is one open page's event stream: the page's file, as the build
// writes it ("apps/index.html"), and its events.
type client struct {
	file   string
	events chan event
}

type event struct {
	name string
	data any
}

// NewLive makes a server with no site yet; Update gives it one. report,
// if not nil, is told the problems of a page that does not render when it
// is served, once a build for each (the page shows them too).
func NewLive(report func([]diag.Diagnostic)) *Live {
	return &Live{clients: map[*client]bool{}, report: report}
}

// Update serves a new good build under base: the files of list, and those
// more finds; finish, if not nil, completes each page as it is served (see
// Static). Open pages reload, or only swap
// their stylesheets when nothing but CSS changed, or are told that their
// data changed, or are left as they are when nothing they show changed.
// It returns the build's number, which its pages carry.
func (l *Live) Update(base string, list []dist.File, more Lookup, finish func([]byte) ([]byte, error)) int {
	files := make(map[string]dist.File, len(list))
	for _, f := range list {
		files[f.Path] = f
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	old, oldBase := l.files, l.base
	l.files = files
	l.base = base
	l.problems = nil
	l.build++
	build := l.build
	// The headers of the site's _headers but its caching, so that a
	// reload always shows the latest build. Its CSP needs nothing more
	// for live reload: the script and its events come from the site's own
	// origin, which 'self' allows.
	l.static = Static{
		Files:      NewMemFS(files, more),
		Base:       base,
		Finish:     orUnfinished(finish, l.report),
		Inject:     liveScript(base, build, l.editor),
		Revalidate: true,
	}
	if old == nil || base != oldBase {
		// The first good build: pages that showed the problems reload.
		l.broadcast(event{"reload", reload{Build: build, All: true}})
		return build
	}
	if swaps, ok := cssOnly(old, files, base); ok {
		l.broadcast(event{"css", cssSwap{build, swaps}})
		return build
	}
	r, only := dataOnly(old, files, base)
	r.Build = build
	r.All = !only
	for c := range l.clients {
		if only {
			r.Page, r.Head = pageChange(old[c.file], files[c.file])
		}
		l.send(c, event{"reload", r})
	}
	return build
}

// liveScript is the script that a page of build, under base, loads to
// follow the builds, by the page's file, and the editor's script when
// editor is set.
func liveScript(base string, build int, editor *Editor) func(file string) []byte {
	b := html.EscapeString(base)
	return func(file string) []byte {
		tag := fmt.Appendf(nil,
			`<script src="%s__portgen/live.js" data-base="%s" data-build="%d" data-file="%s" defer></script>`,
			b, b, build, html.EscapeString(file))
		if editor != nil {
			tag = fmt.Appendf(tag,
				`<script src="%s__portgen/edit/edit.js" data-base="%s" data-build="%d" data-token="%s" defer></script>`,
				b, b, build, html.EscapeString(editor.Token))
		}
		return tag
	}
}

// orUnfinished completes a page with finish; a page that does not render
// for a problem in the owner's files (a *diag.Error) is served without its
// content, which the app then renders in the browser, and with the
// problems, which live.js shows over it, and which report is told once.
func orUnfinished(finish func([]byte) ([]byte, error), report func([]diag.Diagnostic)) func([]byte) ([]byte, error) {
	if finish == nil {
		return nil
	}
	var mu sync.Mutex
	reported := map[diag.Diagnostic]bool{}
	return func(page []byte) ([]byte, error) {
		html, err := finish(page)
		var problems *diag.Error
		if !errors.As(err, &problems) {
			return html, err
		}
		mu.Lock()
		if d := problems.Diagnostics; report != nil && !reported[d[0]] {
			reported[d[0]] = true
			report(d)
		}
		mu.Unlock()
		list, _ := json.Marshal(problems.Diagnostics) // escapes < and >: it cannot end its element
		const element = `<script type="application/json" id="portgen-page-problems">%s</script></head>`
		script := fmt.Appendf(nil, element, list)
		return bytes.Replace(pagemark.Unfinished(page), []byte("</head>"), script, 1), nil
	}
}

// Fail keeps serving the last good build and shows the problems in every
// open page.
func (l *Live) Fail(problems []diag.Diagnostic) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.problems = problems
	l.broadcast(event{"problems", problems})
}

// Close ends every open event stream, so that the server can shut down.
func (l *Live) Close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	for c := range l.clients {
		close(c.events)
		delete(l.clients, c)
	}
}

func (l *Live) broadcast(e event) {
	for c := range l.clients {
		l.send(c, e)
	}
}

// send sends an event to a client; l.mu is held. A client that does not
// keep up is let go, rather than have it miss an event and take in data
// changed since one it did not see: its page connects again, is told of
// the build it missed, and reloads. The server never waits for one.
func (l *Live) send(c *client, e event) {
	select {
	case c.events <- e:
	default:
		delete(l.clients, c)
		close(c.events)
	}
}

func (l *Live) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	l.mu.Lock()
	base := cmp.Or(l.base, "/")
	static := l.static
	failed := l.files == nil
	problems := len(l.problems)
	editor := l.editor
	l.mu.Unlock()
	if editor != nil && strings.HasPrefix(r.URL.Path, base+"__portgen/edit/") {
		editor.Handler.ServeHTTP(w, r)
		return
	}
	switch r.URL.Path {
	case base + "__portgen/events":
		l.events(w, r)
		return
	case base + "__portgen/live.js":
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(liveJS)
		return
	}
	if failed {
		// No good build yet: a page that shows the problems and reloads
		// once they are fixed.
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><meta charset="utf-8">`+
			`<title>portgen: the site does not build</title>`+
			`<script src="%s__portgen/live.js" data-base="%s" data-build="0" defer></script></head>`+
			`<body><p>%d problems: see the terminal.</p></body></html>`,
			html.EscapeString(base), html.EscapeString(base), problems)
		return
	}
	static.ServeHTTP(w, r)
}

// events streams server-sent events to the page whose file the query's
// `file` names: the current build number first, then problems if the last
// build failed, then whatever happens.
func (l *Live) events(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	c := &client{file: r.URL.Query().Get("file"), events: make(chan event, 8)}
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	l.clients[c] = true
	hello := []event{{"hello", l.build}}
	if l.problems != nil {
		hello = append(hello, event{"problems", l.problems})
	}
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		if l.clients[c] {
			delete(l.clients, c)
			close(c.events)
		}
		l.mu.Unlock()
	}()

	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	for _, e := range hello {
		writeEvent(w, e)
	}
	flusher.Flush()
	for {
		select {
		case <-r.Context().Done():
			return
		case e, open := <-c.events:
			if !open {
				return
			}
			writeEvent(w, e)
			flusher.Flush()
		}
	}
}

func writeEvent(w http.ResponseWriter, e event) {
	data, _ := json.Marshal(e.data)
	fmt.Fprintf(w, "event: %s\ndata: %s\n\n", e.name, data)
}
