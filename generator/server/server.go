// Package server serves a built site the way static hosts do: a folder's
// index.html for its URL, a redirect from /apps to /apps/, 404.html with
// status 404 for anything else, and nothing outside the base path or the
// output folder.
package server

import (
	"errors"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strings"
)

// Handler serves the site in dir under the base path (leading and trailing
// slashes: "/" or "/portfolio/").
func Handler(dir, base string) http.Handler {
	root := os.DirFS(dir)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path+"/" == base {
			http.Redirect(w, r, base, http.StatusMovedPermanently)
			return
		}
		rel, ok := strings.CutPrefix(r.URL.Path, base)
		if !ok || strings.Contains(r.URL.Path, "\\") || !fs.ValidPath(strings.TrimSuffix(nonEmpty(rel), "/")) {
			notFound(w, r, root)
			return
		}
		name := strings.TrimSuffix(rel, "/")
		if name == "" {
			name = "."
		}
		st, err := fs.Stat(root, name)
		switch {
		case err != nil:
			notFound(w, r, root)
		case st.IsDir() && !strings.HasSuffix(r.URL.Path, "/"):
			target := r.URL.Path + "/"
			if r.URL.RawQuery != "" {
				target += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, target, http.StatusMovedPermanently)
		case st.IsDir():
			serveFile(w, r, root, path.Join(name, "index.html"), http.StatusOK)
		default:
			serveFile(w, r, root, name, http.StatusOK)
		}
	})
}

func nonEmpty(p string) string {
	if p == "" {
		return "."
	}
	return p
}

func notFound(w http.ResponseWriter, r *http.Request, root fs.FS) {
	serveFile(w, r, root, "404.html", http.StatusNotFound)
}

func serveFile(w http.ResponseWriter, r *http.Request, root fs.FS, name string, status int) {
	data, err := fs.ReadFile(root, name)
	if errors.Is(err, fs.ErrNotExist) && name != "404.html" {
		notFound(w, r, root)
		return
	}
	if err != nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	h := w.Header()
	if ct := contentType(name); ct != "" {
		h.Set("Content-Type", ct)
	}
	h.Set("X-Content-Type-Options", "nosniff")
	if strings.HasSuffix(name, ".html") {
		h.Set("Cache-Control", "no-cache")
	} else {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	}
	if status == http.StatusOK {
		http.ServeContent(w, r, name, zeroTime, strings.NewReader(string(data)))
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}
