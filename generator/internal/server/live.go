package server

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"path"
	"slices"
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

// cssSwap tells open pages to swap their stylesheets: the build they then
// show, and which stylesheet replaces which.
type cssSwap struct {
	Build int              `json:"build"`
	Swaps []StylesheetSwap `json:"swaps"`
}

// StylesheetSwap is one stylesheet a page replaces without reloading.
type StylesheetSwap struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// reload tells an open page to reload, or what changed when it need not:
// every page reloads when All is set; else its Page says whether it
// changed, and the data files (URLs) that changed are in Data.
type reload struct {
	Build int  `json:"build"`
	All   bool `json:"all"`
	// Page is "changed" (it reloads), "content" when its prerendered
	// content alone changed, made from Data (an app that takes those in
	// need not reload), and with it, perhaps, its head's metadata (see
	// Head), or "same".
	Page string `json:"page,omitempty"`
	// Head are the elements of the page's head that changed with its
	// content, which live.js puts in place once the app has taken the data
	// in: a project's page has its title, description and link preview.
	Head []headChange `json:"head,omitempty"`
	Data []string     `json:"data"`
	// Items are the elements that changed, by index, of each data file of
	// Data that is a JSON array of as many elements as before: the app
	// takes them in rather than fetching the whole file.
	Items map[string]map[int]json.RawMessage `json:"items,omitempty"`
}

// Update serves a new good build under base: the files of list, and those
// more finds; finish, if not nil, completes each page as it is served (see
// Static). Open pages reload, or only swap
// their stylesheets when nothing but CSS changed, or are told that their
// data changed, or are left as they are when nothing they show changed.
func (l *Live) Update(base string, list []dist.File, more Lookup, finish func([]byte) ([]byte, error)) {
	files := make(map[string]dist.File, len(list))
	for _, f := range list {
		files[f.Path] = f
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	old, oldBase := l.files, l.base
	l.files, l.base, l.problems = files, base, nil
	l.build++
	build := l.build
	// The headers of the site's _headers but its caching, so that a
	// reload always shows the latest build. Its CSP needs nothing more
	// for live reload: the script and its events come from the site's own
	// origin, which 'self' allows.
	inject := func(file string) []byte {
		return fmt.Appendf(
			nil,
			`<script src="%s__portgen/live.js" data-base="%s" data-build="%d" data-file="%s" defer></script>`,
			html.EscapeString(base),
			html.EscapeString(base),
			build,
			html.EscapeString(file),
		)
	}
	l.static = Static{
		Files:      NewMemFS(files, more),
		Base:       base,
		Finish:     orUnfinished(finish, l.report),
		Inject:     inject,
		Revalidate: true,
	}
	if old == nil || base != oldBase {
		// The first good build: pages that showed the problems reload.
		l.broadcast(event{"reload", reload{Build: build, All: true}})
		return
	}
	if swaps, ok := cssOnly(old, files, base); ok {
		l.broadcast(event{"css", cssSwap{build, swaps}})
		return
	}
	r, only := dataOnly(old, files, base)
	r.Build, r.All = build, !only
	for c := range l.clients {
		if only {
			r.Page, r.Head = pageChange(old[c.file], files[c.file])
		}
		l.send(c, event{"reload", r})
	}
}

// pageChange says how a page changed between two builds, and which
// elements of its head changed with its content (see reload.Page and
// reload.Head). Pages are made when they are read: those of the open pages
// only are.
func pageChange(before, after dist.File) (string, []headChange) {
	a, errA := before.Bytes()
	b, errB := after.Bytes()
	switch {
	case errA != nil || errB != nil || before.Path == "" || after.Path == "":
		return "changed", nil // a page gone, or one that does not write: let it show what it is now
	case bytes.Equal(a, b):
		return "same", nil
	case pagemark.SameButContent(a, b):
		return "content", nil
	}
	if head, ok := headChanges(a, b); ok {
		return "content", head
	}
	return "changed", nil
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
		script := fmt.Appendf(
			nil,
			`<script type="application/json" id="portgen-page-problems">%s</script></head>`,
			list,
		)
		return bytes.Replace(pagemark.Unfinished(page), []byte("</head>"), script, 1), nil
	}
}

// dataOnly lists the data files that changed between two builds, with the
// elements that changed of each JSON array among them, and says whether
// nothing but them, pages, the sitemap and robots.txt changed, and images
// came or went: otherwise any page may use what changed. The pages that
// changed are told apart when the open ones are told (see pageChange): a
// change to a data file reaches every page that shows it, and on a large
// site that is most of them. An image is named after its content, and
// comes or goes with what names it, a page or a data file, which changed
// too: a new one is shown by nothing that an open page has, and one gone,
// by nothing that the page keeps once it has taken in what changed (a
// project's screenshot, replaced or dropped).
func dataOnly(old, new map[string]dist.File, base string) (reload, bool) {
	r := reload{Data: []string{}} // [] rather than null: nothing to take in
	for p, f := range new {
		before, ok := old[p]
		switch {
		case strings.HasSuffix(p, ".html"), p == "sitemap.xml", p == "robots.txt":
		case ok && same(before, f):
		case !ok && isImage(p):
		case strings.HasSuffix(p, ".json"):
			r.Data = append(r.Data, base+p)
			if items, ok := changedItems(before.Items, f.Items); ok && before.Items != nil {
				if r.Items == nil {
					r.Items = map[string]map[int]json.RawMessage{}
				}
				r.Items[base+p] = items
			}
		default:
			return reload{}, false
		}
	}
	for p := range old {
		if _, ok := new[p]; !ok && !isImage(p) {
			return reload{}, false
		}
	}
	slices.Sort(r.Data)
	return r, true
}

// isImage says whether a file of a build is an image.
func isImage(p string) bool {
	switch path.Ext(p) {
	case ".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".svg":
		return true
	}
	return false
}

// changedItems are the elements of a JSON array that changed, by index,
// when it has as many as before.
func changedItems(before, after [][]byte) (map[int]json.RawMessage, bool) {
	if len(before) != len(after) {
		return nil, false
	}
	changed := map[int]json.RawMessage{}
	for i := range after {
		if !bytes.Equal(before[i], after[i]) {
			changed[i] = after[i]
		}
	}
	return changed, true
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
	base, static, files, problems := l.base, l.static, l.files, l.problems
	l.mu.Unlock()
	if base == "" {
		base = "/"
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
	if files == nil {
		// No good build yet: a page that shows the problems and reloads
		// once they are fixed.
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintf(
			w,
			`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>portgen: the site does not build</title>`+
				`<script src="%s__portgen/live.js" data-base="%s" data-build="0" defer></script></head><body><p>%d problems: see the terminal.</p></body></html>`,
			html.EscapeString(base),
			html.EscapeString(base),
			len(problems),
		)
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

// cssOnly reports whether the only change between two builds is in their
// stylesheets (and in the pages that link them), and which stylesheet
// replaces which.
func cssOnly(old, new map[string]dist.File, base string) ([]StylesheetSwap, bool) {
	var removed, added []string
	changedCSS := false
	for p, f := range new {
		before, ok := old[p]
		if ok && same(before, f) {
			continue
		}
		switch {
		case strings.HasSuffix(p, ".css"):
			changedCSS = true
			if !ok {
				added = append(added, p)
			}
		case strings.HasSuffix(p, ".html"):
		default:
			return nil, false
		}
	}
	for p := range old {
		if _, ok := new[p]; !ok {
			if !strings.HasSuffix(p, ".css") {
				return nil, false
			}
			removed = append(removed, p)
		}
	}
	if !changedCSS {
		return nil, false
	}
	slices.Sort(added)
	var swaps []StylesheetSwap
	for _, from := range removed {
		for _, to := range added {
			if stem(from) == stem(to) {
				swaps = append(swaps, StylesheetSwap{From: base + from, To: base + to})
			}
		}
	}
	slices.SortFunc(swaps, func(a, b StylesheetSwap) int { return strings.Compare(a.From, b.From) })
	return swaps, true
}

// stem is a bundle file's name without its hash: assets/main-X7Y.css is assets/main.
func stem(p string) string {
	dir, file := path.Split(p)
	if i := strings.LastIndexByte(file, '-'); i > 0 {
		file = file[:i]
	}
	return dir + file
}

// same says whether two builds' files at one path are the same. A JSON
// array joined from items is the same when its items are (serve joins it
// only when it is read). Another file a build does not hold is an encoded
// image, named after its source and its size: at the same path, its size
// is enough.
func same(a, b dist.File) bool {
	if a.Items != nil || b.Items != nil {
		return slices.EqualFunc(a.Items, b.Items, bytes.Equal)
	}
	if a.Open != nil || b.Open != nil {
		return a.Len() == b.Len()
	}
	return bytes.Equal(a.Data, b.Data)
}
