package server

import (
	"compress/gzip"
	"net/http"
	"strings"
	"sync"
)

// Gzip compresses the text that h answers (pages, scripts, styles, data)
// for clients that accept it, as static hosts do: without it, portgen
// preview would measure a site heavier than its visitors download.
func Gzip(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || r.Header.Get("Range") != "" {
			h.ServeHTTP(w, r)
			return
		}
		gw := &gzipWriter{ResponseWriter: w}
		defer gw.close()
		h.ServeHTTP(gw, r)
	})
}

var gzipPool = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression)
	return w
}}

type gzipWriter struct {
	http.ResponseWriter
	zw      *gzip.Writer
	decided bool
}

func (g *gzipWriter) WriteHeader(status int) {
	if !g.decided {
		g.decided = true
		h := g.Header()
		if compressible(h.Get("Content-Type")) && h.Get("Content-Encoding") == "" &&
			status != http.StatusPartialContent &&
			status != http.StatusNoContent &&
			status != http.StatusNotModified {
			h.Del("Content-Length")
			h.Set("Content-Encoding", "gzip")
			g.zw = gzipPool.Get().(*gzip.Writer)
			g.zw.Reset(g.ResponseWriter)
		}
	}
	g.ResponseWriter.WriteHeader(status)
}

func (g *gzipWriter) Write(p []byte) (int, error) {
	if !g.decided {
		g.WriteHeader(http.StatusOK)
	}
	if g.zw != nil {
		return g.zw.Write(p)
	}
	return g.ResponseWriter.Write(p)
}

func (g *gzipWriter) close() {
	if g.zw != nil {
		g.zw.Close()
		gzipPool.Put(g.zw)
	}
}

func compressible(contentType string) bool {
	t, _, _ := strings.Cut(contentType, ";")
	switch strings.TrimSpace(t) {
	case "text/html", "text/css", "text/javascript", "application/json", "application/manifest+json",
		"image/svg+xml", "application/xml", "text/xml", "text/plain":
		return true
	}
	return false
}
