package server

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// leakySite is site(t) as portgen preview serves a folder, a Dir, with a
// symbolic link to the secret file beside it.
func leakySite(t testing.TB) (Dir, string) {
	t.Helper()
	dir := site(t)
	if err := os.Symlink(filepath.Join(filepath.Dir(dir), "secret.txt"), filepath.Join(dir, "leak.txt")); err != nil {
		t.Fatal(err)
	}
	return Dir(dir), dir
}

// Requests written byte for byte on the connection, as an attacker would,
// with no client library to clean their paths first.
func TestNothingOutsideTheSiteIsServed(t *testing.T) {
	root, _ := leakySite(t)
	srv := httptest.NewServer(Static{Files: root, Base: "/portfolio/"})
	defer srv.Close()
	for _, target := range []string{
		"/portfolio/../secret.txt",
		"/portfolio/%2e%2e/secret.txt",
		"/portfolio/%2E%2E%2Fsecret.txt",
		"/portfolio/..%2fsecret.txt",
		"/portfolio/..%5csecret.txt",
		`/portfolio/..\secret.txt`,
		"/portfolio/apps/../../secret.txt",
		"/portfolio/%2fetc%2fpasswd",
		"/portfolio//etc/passwd",
		"//etc/passwd",
		"/portfolio/leak.txt",
		"http://127.0.0.1/portfolio/../secret.txt",
		"/portfolio/%00",
	} {
		status, body := rawGet(t, srv.Listener.Addr().String(), target)
		if status != http.StatusNotFound && status != http.StatusBadRequest {
			t.Errorf("GET %s: status %d, want 404 (or 400)", target, status)
		}
		if strings.Contains(body, "secret") || strings.Contains(body, "root:") {
			t.Errorf("GET %s served a file outside the site: %q", target, body)
		}
	}
}

func rawGet(t *testing.T, addr, target string) (int, string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", target)
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %s: %v", target, err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

// FuzzStatic: go test -fuzz=FuzzStatic ./generator/internal/server (make fuzz runs it
// for a few seconds). Whatever the path, the answer is a file of the site or
// its 404 page, never the secret beside it.
func FuzzStatic(f *testing.F) {
	for _, p := range []string{
		"/portfolio/", "/portfolio/apps", "/portfolio/../secret.txt", "/portfolio/leak.txt",
		"/portfolio/a/../../secret.txt", `/portfolio/..\secret.txt`, "/portfolio/\x00", "/portfolio/./apps/",
	} {
		f.Add(p)
	}
	root, dir := leakySite(f)
	files := map[string]bool{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			data, _ := os.ReadFile(p)
			files[string(data)] = true
		}
		return nil
	})
	h := Static{Files: root, Base: "/portfolio/"}
	f.Fuzz(func(t *testing.T, p string) {
		req := &http.Request{Method: http.MethodGet, URL: &url.URL{Path: p}, Header: http.Header{}}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body := rec.Body.String()
		if rec.Code == http.StatusOK && !files[body] || body == "secret" {
			t.Fatalf("GET %q: %d %q, not a file of the site", p, rec.Code, body)
		}
	})
}

// A bounded load test: 200 clients at once make 20,000 requests to a built
// site on 127.0.0.1, through the gzip layer, as portgen preview serves it.
// Every request must succeed, and once the server is shut down no goroutine
// of it may be left.
func TestManyClientsAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	root, _ := leakySite(t)
	before := runtime.NumGoroutine()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: Gzip(Static{Files: root, Base: "/portfolio/"}), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)

	const clients, requests = 200, 20_000
	paths := []string{
		"/portfolio/",
		"/portfolio/apps/",
		"/portfolio/assets/main.js",
		"/portfolio/assets/media/a.1234.png",
		"/portfolio/nope/",
		"/portfolio/apps",
	}
	transport := &http.Transport{MaxIdleConnsPerHost: clients}
	client := &http.Client{Transport: transport, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	var next, failures atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for range clients {
		wg.Go(func() {
			for i := next.Add(1); i <= requests; i = next.Add(1) {
				p := paths[int(i)%len(paths)]
				req, _ := http.NewRequest(http.MethodGet, "http://"+ln.Addr().String()+p, nil)
				req.Header.Set("Accept-Encoding", "gzip")
				res, err := client.Do(req)
				if err != nil {
					failures.Add(1)
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				want := map[string]int{"/portfolio/nope/": 404, "/portfolio/apps": 301}[p]
				if res.StatusCode != max(want, 200) {
					failures.Add(1)
				}
			}
		})
	}
	wg.Wait()
	took := time.Since(start)
	transport.CloseIdleConnections()
	srv.Close()
	if n := failures.Load(); n > 0 {
		t.Errorf("%d of %d requests failed", n, requests)
	}
	t.Logf("%d requests from %d clients in %s: %.0f requests/s",
		requests, clients, took.Round(time.Millisecond), requests/took.Seconds())

	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if after := runtime.NumGoroutine(); after > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines before, %d after shutdown:\n%s", before, after, buf[:runtime.Stack(buf, true)])
	}
}
