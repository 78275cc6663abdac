package edit

import (
	"bytes"
	"crypto/sha256"
	"crypto/subtle"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/diag"
)

//go:embed edit.js
var editJS []byte

// maxBody bounds a save's body: a text is at most a file, and portgen
// reads no content file over a megabyte (load.MaxYAMLSize).
const maxBody = 1 << 20

// Handler answers the editor's requests, under {base}__portgen/edit/:
// the script (edit.js), a page's map (map) and a save (save). Only a page
// that serve itself showed, in a browser on an address of this machine,
// may ask for a map or save: see admit.
type Handler struct {
	// Token is this run of serve's secret, which the pages' script tag
	// carries and every request of the editor must send back.
	Token string
	// Content is the content folder, the only place written; Shown is its
	// name as the owner gave it, for messages.
	Content *os.Root
	Shown   string
	Builds  *Builds
	// Nudge tells serve that the file rel changed, for it to build again
	// at once.
	Nudge func(rel string)
	mu    sync.Mutex // one save at a time
}

// ServeHTTP routes the editor's requests by the last step of their path.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch path.Base(r.URL.Path) {
	case "edit.js":
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(editJS)
	case "map":
		h.serveMap(w, r)
	case "save":
		h.save(w, r)
	default:
		http.NotFound(w, r)
	}
}

// admit reads a request of the editor into req, or answers it and says
// no. Only a page that this run of serve showed may ask: the request is a
// POST of JSON (a form of another site can post text/plain without
// asking; JSON needs a preflight, which this server never answers), and
// allowed says who sent it.
func (h *Handler) admit(w http.ResponseWriter, r *http.Request, req any) bool {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		reply(w, http.StatusMethodNotAllowed, message{"the editor's requests are sent with POST"})
		return false
	}
	if why := h.allowed(r); why != "" {
		reply(w, http.StatusForbidden, message{why})
		return false
	}
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/json" {
		reply(w, http.StatusForbidden, message{"the editor's requests are sent as application/json"})
		return false
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(req); err != nil {
		reply(w, http.StatusBadRequest, message{fmt.Sprintf("the request is not understood: %v", err)})
		return false
	}
	return true
}

// allowed says why a request may not read a map or save, or "": only a
// page of this server's own origin, as the browser tells it, holding
// this run's token, may.
//   - Host names an address (an IP, or localhost), never a domain name: a
//     page of another site whose name was made to point at this machine
//     (DNS rebinding) sends its own name.
//   - Origin, which a browser sends with every POST, is this server's as
//     the request reached it: a page of another origin sends its own, and
//     a request without one comes from no page.
//   - Sec-Fetch-Site, which browsers send, says same-origin.
//   - X-Portgen-Token is this run's token: the page was served by this
//     run of serve.
func (h *Handler) allowed(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		host = r.Host
	}
	origin := r.Header.Get("Origin")
	switch {
	case host != "localhost" && net.ParseIP(strings.Trim(host, "[]")) == nil:
		return "the request names this server by a domain name: open the page at its address, such as 127.0.0.1"
	case origin == "":
		return "the request comes from no page (it has no Origin)"
	case origin != "http://"+r.Host:
		return "the request comes from a page of another origin"
	case r.Header.Get("Sec-Fetch-Site") != "" && r.Header.Get("Sec-Fetch-Site") != "same-origin":
		return "the request comes from a page of another site"
	case subtle.ConstantTimeCompare([]byte(r.Header.Get("X-Portgen-Token")), []byte(h.Token)) != 1:
		return "the request does not hold this run of serve's token: reload the page"
	}
	return ""
}

// mapReply is a map as the editor reads it.
type mapReply struct {
	Build   int                        `json:"build"`
	Labels  Labels                     `json:"labels"`
	Entries []entryReply               `json:"entries"`
	Data    map[string]json.RawMessage `json:"data"`
	Site    json.RawMessage            `json:"site"`
}

type entryReply struct {
	ID      int    `json:"id"`
	Key     Key    `json:"key"`
	Kind    string `json:"kind"`
	Text    string `json:"text"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	AddLang string `json:"addLang"`
}

// mapRequest asks for the map of a page of build in lang.
type mapRequest struct {
	Build int    `json:"build"`
	Lang  string `json:"lang"`
}

// serveMap answers POST map: the texts of that build's pages in that
// language, where each is written, and the page's data marked. It is a
// POST, as a save is, so that the browser sends the page's Origin.
func (h *Handler) serveMap(w http.ResponseWriter, r *http.Request) {
	var req mapRequest
	if !h.admit(w, r, &req) {
		return
	}
	n := req.Build
	m, shown, ok := h.Builds.Map(n, req.Lang)
	if !ok {
		reply(w, http.StatusNotFound, message{"no such build or language: reload the page"})
		return
	}
	data, site, err := m.Marked(shown)
	if err != nil {
		reply(w, http.StatusInternalServerError, message{err.Error()})
		return
	}
	out := mapReply{Build: n, Labels: labelsIn(m.Lang), Data: data, Site: site}
	out.Entries = make([]entryReply, len(m.Entries))
	for i, e := range m.Entries {
		out.Entries[i] = entryReply{
			ID: i, Key: e.Key, Kind: e.Kind, Text: e.Text,
			File: e.Source.File, Line: e.Source.Line, Col: e.Source.Col, AddLang: e.AddLang,
		}
	}
	reply(w, http.StatusOK, out)
}

// saveRequest is a save: the text of key, on a page of build in lang.
type saveRequest struct {
	Build int    `json:"build"`
	Key   Key    `json:"key"`
	Lang  string `json:"lang"`
	Text  string `json:"text"`
}

// message is a refusal's reply; problem one that portgen check's rules
// refused, with their diagnostics.
type message struct {
	Message string `json:"message"`
}

type problem struct {
	Message     string      `json:"message"`
	Diagnostics []problemAt `json:"diagnostics"`
}

type problemAt struct {
	Message string `json:"message"`
	Hint    string `json:"hint"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
}

// save answers POST save: it writes the text into the file and at the
// place that the build's map names for the key, never any the request
// names.
func (h *Handler) save(w http.ResponseWriter, r *http.Request) {
	var req saveRequest
	if !h.admit(w, r, &req) {
		return
	}
	m, shown, ok := h.Builds.Map(req.Build, req.Lang)
	if !ok {
		reply(w, http.StatusNotFound, message{"no such build or language: reload the page"})
		return
	}
	e, ok := m.Entry(req.Key)
	if !ok {
		reply(w, http.StatusNotFound, message{fmt.Sprintf("no text %q on this page", req.Key)})
		return
	}
	text := Strip(strings.ReplaceAll(req.Text, "\r\n", "\n"))
	h.mu.Lock()
	defer h.mu.Unlock()
	status, body := h.write(e, text, m.languages, shown)
	reply(w, status, body)
}

// write writes text as e's, and says what to answer.
func (h *Handler) write(e Entry, text string, languages []string, shown *Shown) (int, any) {
	rel := e.Source.File
	src, mode, err := readOwn(h.Content, rel)
	switch {
	case errors.Is(err, errLink):
		return http.StatusForbidden, message{h.shown(rel) + " " + errLink.Error()}
	case err != nil:
		return http.StatusInternalServerError, message{fmt.Sprintf("cannot read %s: %v", h.shown(rel), err)}
	case sha256.Sum256(src) != e.Source.Sum:
		return http.StatusConflict, message{h.shown(rel) + " changed on disk since this page was shown; " +
			"your text is kept here: copy it, then reload the page"}
	}
	out, err := rewrite(src, e, text, languages)
	if err != nil {
		return http.StatusUnprocessableEntity, message{err.Error()}
	}
	if bytes.Equal(out, src) {
		return http.StatusOK, built{h.Builds.Last()}
	}
	if problems := shown.Check(rel, out); len(problems) > 0 {
		return http.StatusUnprocessableEntity, refusal(problems)
	}
	if err := writeWhole(h.Content, rel, out, mode); err != nil {
		return http.StatusInternalServerError, message{fmt.Sprintf("cannot write %s: %v", h.shown(rel), err)}
	}
	h.Nudge(rel)
	// The next good build is the first that can show it: serve builds
	// again now, and builds one after another.
	return http.StatusOK, built{h.Builds.Last() + 1}
}

// built is a save's reply: the build whose pages show the text.
type built struct {
	Build int `json:"build"`
}

// rewrite is src with e's text replaced by text, or, on a page that shows
// the default language's text for want of its own, with its own added.
func rewrite(src []byte, e Entry, text string, languages []string) ([]byte, error) {
	p := e.Source.Path
	switch {
	case strings.HasSuffix(e.Source.File, ".json"):
		return ReplaceJSON(src, p, text)
	case e.AddLang != "":
		return AddLanguage(src, strings.TrimSuffix(p, "."+e.Source.Lang), e.AddLang, text, languages)
	}
	return Replace(src, p, text)
}

// refusal is the reply to a save that portgen check's rules refuse.
func refusal(problems []diag.Diagnostic) problem {
	out := problem{Message: problems[0].Message, Diagnostics: make([]problemAt, len(problems))}
	for i, d := range problems {
		out.Diagnostics[i] = problemAt{Message: d.Message, Hint: d.Hint, Line: d.Line, Col: d.Col}
	}
	return out
}

// shown is a file of the content folder as the owner names it.
func (h *Handler) shown(rel string) string { return path.Join(h.Shown, rel) }

func reply(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(body)
}
