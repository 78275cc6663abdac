// Package server serves a site the way static hosts do (a folder's
// index.html for its URL, a redirect from /apps to /apps/, the nearest
// 404.html with status 404 for anything else, the headers that _headers
// gives each path, nothing outside the base path), from disk or, for
// portgen serve, from memory with live reload.
package server

import (
	"bytes"
	"errors"
	"html"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// Static serves the site in Files under Base (leading and trailing slashes:
// "/" or "/portfolio/"), with the headers that its _headers file gives
// each path. Finish, when set, completes every HTML page before it is
// served (serve prerenders a page's content when it is asked for), and
// Inject gives what is added to it before </head>, by its file's name.
// Revalidate overrides the caching that _headers asks for: every response
// is checked on every use, for a server whose files change under the same
// names.
type Static struct {
	Files      fs.FS
	Base       string
	Finish     func(page []byte) ([]byte, error)
	Inject     func(file string) []byte
	Revalidate bool
}

func (s Static) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if r.URL.Path+"/" == s.Base {
		http.Redirect(w, r, s.Base, http.StatusMovedPermanently)
		return
	}
	rel, ok := strings.CutPrefix(r.URL.Path, s.Base)
	if !ok || strings.Contains(r.URL.Path, "\\") || !fs.ValidPath(strings.TrimSuffix(nonEmpty(rel), "/")) {
		s.notFound(w, r)
		return
	}
	name := strings.TrimSuffix(rel, "/")
	if name == "" {
		name = "."
	}
	if name == HeadersFile { // the hosts' configuration, not a page of the site
		s.notFound(w, r)
		return
	}
	st, err := fs.Stat(s.Files, name)
	switch {
	case err != nil:
		s.notFound(w, r)
	case st.IsDir() && !strings.HasSuffix(r.URL.Path, "/"):
		target := r.URL.Path + "/"
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusMovedPermanently)
	case st.IsDir():
		s.serveFile(w, r, path.Join(name, "index.html"), http.StatusOK)
	default:
		s.serveFile(w, r, name, http.StatusOK)
	}
}

func nonEmpty(p string) string {
	if p == "" {
		return "."
	}
	return p
}

// notFound answers with the 404.html nearest to the path asked for, in its
// folder or the closest above it, as Cloudflare Pages does: /pt/no/such
// gets pt/404.html, the not-found page in Portuguese.
func (s Static) notFound(w http.ResponseWriter, r *http.Request) {
	rel, ok := strings.CutPrefix(r.URL.Path, s.Base)
	for dir := path.Dir("/" + rel); ok && dir != "/"; dir = path.Dir(dir) {
		name := strings.TrimPrefix(dir, "/") + "/404.html"
		if fs.ValidPath(name) {
			if _, err := fs.Stat(s.Files, name); err == nil {
				s.serveFile(w, r, name, http.StatusNotFound)
				return
			}
		}
	}
	s.serveFile(w, r, "404.html", http.StatusNotFound)
}

func (s Static) serveFile(w http.ResponseWriter, r *http.Request, name string, status int) {
	data, err := fs.ReadFile(s.Files, name)
	if errors.Is(err, fs.ErrNotExist) && path.Base(name) != "404.html" {
		s.notFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	if err := s.setHeaders(w.Header(), name, r.URL.Path); err != nil {
		http.Error(w, HeadersFile+": "+err.Error(), http.StatusInternalServerError)
		return
	}
	if strings.HasSuffix(name, ".html") {
		data, status = s.page(w.Header(), name, data, status)
	}
	if status == http.StatusOK {
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(data))
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}

// setHeaders sets the headers of the file name, served for urlPath: its
// type, what _headers gives the path, and its caching.
func (s Static) setHeaders(h http.Header, name, urlPath string) error {
	rules, err := ReadHeaders(s.Files)
	if err != nil {
		return err
	}
	if ct := contentType(name); ct != "" {
		h.Set("Content-Type", ct)
	}
	// The rules match the path asked for, as on the hosts: a 404 page
	// gets the headers of the path it answers.
	for key, values := range rules.For(urlPath) {
		h[key] = values
	}
	// With no rule on caching, the hosts have a response revalidated.
	if h.Get("Cache-Control") == "" || s.Revalidate {
		h.Set("Cache-Control", "no-cache")
	}
	return nil
}

// page completes an HTML page, of the file name, as Finish and Inject say.
// A page that the theme fails to render becomes one that says why, with
// status 500, and that reloads once it is fixed.
func (s Static) page(h http.Header, name string, data []byte, status int) ([]byte, int) {
	if s.Finish != nil {
		finished, err := s.Finish(data)
		if err != nil {
			h.Set("Content-Type", "text/html; charset=utf-8")
			finished = notRendered(err)
			status = http.StatusInternalServerError
		}
		data = finished
	}
	if s.Inject != nil {
		data = bytes.Replace(data, []byte("</head>"), append(s.Inject(name), "</head>"...), 1)
	}
	return data, status
}

// notRendered is the page served in place of one the theme fails to render.
func notRendered(err error) []byte {
	return []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8">` +
		`<title>portgen: the page does not render</title></head>` +
		`<body><pre>` + html.EscapeString(err.Error()) + `</pre></body></html>`)
}
