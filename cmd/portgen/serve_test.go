package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// syncBuffer is a buffer that serve can write while the test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitFor polls ok until it holds, for up to a minute: what it waits for
// is a build, and under the race detector (make test-go) a first build,
// which prerenders every page in every language in QuickJS, has taken
// over 20 s on CI's two cores.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func get(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return string(body)
}

func TestServeRebuildsOnChangeAndStopsCleanly(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	dir := siteDir(t, nil)
	t.Chdir(dir)
	var out, errOut syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	opts := serveOptions{
		site: siteFlags{content: "content", theme: filepath.Join(sitetest.Root(), "theme")},
		host: "127.0.0.1",
		port: 0,
	}
	go func() { done <- serveRun(ctx, opts, env{stdout: &out, stderr: &errOut, now: time.Now}) }()

	address := regexp.MustCompile(`Serving at (http://127\.0\.0\.1:(\d+)/portfolio/)`)
	waitFor(t, "the server", func() bool { return address.MatchString(out.String()) })
	m := address.FindStringSubmatch(out.String())
	url, port := m[1], m[2]
	page := get(t, url+"apps/")
	if !strings.Contains(page, `<script src="/portfolio/__portgen/live.js"`) {
		t.Errorf("the page has no live-reload script:\n%s", page)
	}

	// Break site.yaml: the last good site is still served.
	site := filepath.Join(dir, "content", "site.yaml")
	good, _ := os.ReadFile(site)
	os.WriteFile(site, []byte("baseURL: [\n"), 0o644)
	waitFor(t, "the problem", func() bool { return strings.Contains(errOut.String(), "content/site.yaml:1:10") })
	if !strings.Contains(get(t, url), "<title>Ada Lovelace</title>") {
		t.Error("the last good build is not served after a failed rebuild")
	}
	os.WriteFile(site, bytes.Replace(good, []byte("Ada Lovelace"), []byte("Ada King"), 1), 0o644)
	waitFor(t, "the rebuild", func() bool { return strings.Contains(get(t, url), "<title>Ada King</title>") })

	// Drop pt: its translations are warned of in the terminal, once, not
	// again at each rebuild that still has them.
	english := bytes.Replace(good, []byte("languages: [en, pt]"), []byte("languages: [en]"), 1)
	os.WriteFile(site, bytes.Replace(english, []byte("Ada Lovelace"), []byte("Ada Byron"), 1), 0o644)
	waitFor(t, "the rebuild", func() bool { return strings.Contains(get(t, url), "<title>Ada Byron</title>") })
	os.WriteFile(site, english, 0o644)
	waitFor(t, "the rebuild", func() bool { return strings.Contains(get(t, url), "<title>Ada Lovelace</title>") })
	if n := strings.Count(errOut.String(), "portgen: 4 warnings\n"); n != 1 {
		t.Errorf("the warnings were printed %d times, want once:\n%s", n, errOut.String())
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:"+port)
	if err != nil {
		t.Fatalf("the port was not freed: %v", err)
	}
	ln.Close()
}

// Nobody else on the network reaches an owner's unpublished site unless
// they ask for it with --host.
func TestServersListenOnLoopbackByDefault(t *testing.T) {
	for _, cmd := range []*cobra.Command{newServeCmd(env{}), newPreviewCmd(env{})} {
		if host := cmd.Flags().Lookup("host").DefValue; host != "127.0.0.1" {
			t.Errorf("%s --host defaults to %q, want 127.0.0.1", cmd.Name(), host)
		}
	}
}

// A site folder builds with the embedded theme; serve watches its theme/
// folder for the files that replace the theme's, even before the first
// `portgen theme eject` makes it.
func TestServeWatchesTheSiteThemeFolderBeforeItExists(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	dir := siteDir(t, nil)
	t.Chdir(dir)
	var out, errOut syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	opts := serveOptions{
		site: siteFlags{content: "content", theme: "theme", cacheDir: t.TempDir()},
		host: "127.0.0.1",
		port: 0,
	}
	go func() { done <- serveRun(ctx, opts, env{stdout: &out, stderr: &errOut, now: time.Now}) }()
	defer func() {
		cancel()
		<-done
	}()

	address := regexp.MustCompile(`Serving at (http://127\.0\.0\.1:\d+/portfolio/)\S* \(Ctrl-C to stop\); ` +
		`watching content and theme\n`)
	waitFor(t, "the server", func() bool { return address.MatchString(out.String()) })
	url := address.FindStringSubmatch(out.String())[1]
	stylesheets := regexp.MustCompile(`href="/portfolio/(assets/[^"]+\.css)"`)
	accent := func(colour string) bool {
		for _, m := range stylesheets.FindAllStringSubmatch(get(t, url), -1) {
			if strings.Contains(get(t, url+m[1]), colour) {
				return true
			}
		}
		return false
	}
	if !accent("--accent: #8cc8ff") {
		t.Fatal("the served CSS has not the embedded theme's accent")
	}
	if _, err := generator.Eject("theme", []string{"src/app/global.css"}); err != nil {
		t.Fatal(err)
	}
	css := filepath.Join("theme", "src", "app", "global.css")
	data, _ := os.ReadFile(css)
	os.WriteFile(css, bytes.Replace(data, []byte("--accent: #8cc8ff;"), []byte("--accent: #ff00aa;"), 1), 0o644)
	waitFor(t, "the site's stylesheet", func() bool { return accent("--accent: #ff00aa") })
}

// serve's --cpuprofile covers the whole session, and is written when it stops.
func TestServeWritesItsProfileWhenItStops(t *testing.T) {
	sitetest.Builds(t)
	t.Chdir(siteDir(t, nil))
	profile := filepath.Join(t.TempDir(), "serve.prof")
	var out, errOut syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	opts := serveOptions{
		site: siteFlags{content: "content", theme: "theme", cacheDir: t.TempDir(), cpuProfile: profile},
		host: "127.0.0.1",
		port: 0,
	}
	go func() { done <- serveRun(ctx, opts, env{stdout: &out, stderr: &errOut, now: time.Now}) }()
	waitFor(t, "the server", func() bool { return strings.Contains(out.String(), "Serving at") })
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(profile)
	if err != nil || !bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
		t.Fatalf("no gzipped profile at %s after serve stopped (%v, %d bytes)", profile, err, len(data))
	}
}

// A theme whose manifest is broken is a problem that serve shows in the
// page, as any other, until the owner fixes it: here by removing the
// manifest, which leaves a folder of overrides of the embedded theme.
func TestServeShowsABrokenThemeManifestUntilItIsFixed(t *testing.T) {
	sitetest.Builds(t)
	t.Chdir(siteDir(t, nil))
	dir := filepath.Join(t.TempDir(), "theme")
	os.MkdirAll(dir, 0o755)
	manifest := filepath.Join(dir, "portgen.json")
	os.WriteFile(manifest, []byte("{\n  \"entry\": 1\n}\n"), 0o644)
	var terminal syncBuffer
	opts := generator.Options{
		Content:  "content",
		Theme:    dir,
		CacheDir: t.TempDir(),
		Log:      io.Discard,
		Getenv:   func(string) string { return "" },
	}
	toTerminal := func(d []generator.Diagnostic) { printDiagnostics(&terminal, d) }
	serving, site, err := generator.Serve(opts, generator.ServeEvents{Problems: toTerminal})
	if !generator.IsProblems(err) || serving == nil || site != nil {
		t.Fatalf("serve with a broken manifest: %v", err)
	}
	srv := watchAndServe(t, serving)
	if !strings.Contains(terminal.String(), "portgen.json:2") {
		t.Errorf("the terminal says:\n%s", terminal.String())
	}
	events := openEvents(t, srv.URL+"/__portgen/events?file=index.html")
	if e := events.next(t); e.name != "hello" {
		t.Fatalf("the first event is %q, want hello", e.name)
	}
	if e := events.next(t); e.name != "problems" || !strings.Contains(e.data, "portgen.json") {
		t.Fatalf("the page is told %s %s, not the manifest's problem", e.name, e.data)
	}
	if err := os.Remove(manifest); err != nil {
		t.Fatal(err)
	}
	if e := events.next(t); e.name != "reload" {
		t.Fatalf("after the fix, the page is told %s %s, not to reload", e.name, e.data)
	}
	if html := get(t, srv.URL+"/portfolio/"); !strings.Contains(html, `<meta name="generator" content="portgen">`) {
		t.Errorf("after the fix, the home page is:\n%.300s", html)
	}
}

// An owner's override that throws as its module loads: the page that shows
// it is served with its problem at the owner's line, which live.js shows
// in its overlay (as it does for a page that throws as it renders, in
// theme/e2e/serve.spec.ts), and which the terminal prints. Once the file
// is fixed, the open page is told to reload, and is served prerendered,
// with no problem: the overlay is gone.
func TestServeShowsAnOverrideThatThrowsAsItLoadsUntilItIsFixed(t *testing.T) {
	dir := siteDir(t, nil)
	t.Chdir(dir)
	about := filepath.Join("theme", "src", "features", "about", "AboutRoute.tsx")
	const fixed = "// An owner's About screen.\n\n" +
		"export default function AboutRoute() {\n  return <h2>About, by its owner</h2>\n}\n"
	throwing := strings.Replace(fixed, "\n\n", "\n\nthrow new Error('boom')\n", 1)
	if err := sitetest.WriteFiles(".", map[string][]byte{filepath.ToSlash(about): []byte(throwing)}); err != nil {
		t.Fatal(err)
	}
	var terminal syncBuffer
	opts := generator.Options{
		Content:  "content",
		Theme:    "theme",
		CacheDir: t.TempDir(),
		Log:      io.Discard,
		Getenv:   func(string) string { return "" },
	}
	toTerminal := func(d []generator.Diagnostic) { printDiagnostics(&terminal, d) }
	serving, site, err := generator.Serve(opts, generator.ServeEvents{Problems: toTerminal})
	if err != nil {
		t.Fatal(err)
	}
	srv := watchAndServe(t, serving)
	u, _ := url.Parse(site.Summary.BaseURL)
	page := srv.URL + u.Path + "about/"

	want := generator.Diagnostic{
		File: "theme/src/features/about/AboutRoute.tsx", Line: 3, Col: 11, Severity: generator.SeverityError,
		Message: "the page /about/ does not render: Error: boom", Source: "throw new Error('boom')",
		Hint: "the theme's code fails on this page: fix it, or the content the page shows",
	}
	if got := pageProblems(t, get(t, page)); len(got) != 1 || got[0] != want {
		t.Fatalf("the page's problems are %+v, want %+v", got, want)
	}
	const thrown = "theme/src/features/about/AboutRoute.tsx:3:11: the page /about/ does not render: Error: boom\n"
	if !strings.Contains(terminal.String(), thrown) {
		t.Errorf("the terminal says:\n%s", terminal.String())
	}

	// The open page's events, as live.js reads them.
	events := openEvents(t, srv.URL+u.Path+"__portgen/events?file=about/index.html")
	if e := events.next(t); e.name != "hello" {
		t.Fatalf("the first event is %q, want hello", e.name)
	}
	// Saved as editors save, whole: a rename of the new file over the old.
	saved := filepath.Join(t.TempDir(), "AboutRoute.tsx")
	os.WriteFile(saved, []byte(fixed), 0o644)
	if err := os.Rename(saved, about); err != nil {
		t.Fatal(err)
	}
	e := events.next(t)
	var reload struct {
		All  bool
		Page string
	}
	json.Unmarshal([]byte(e.data), &reload)
	if e.name != "reload" || !(reload.All || reload.Page == "changed") {
		t.Fatalf("after the fix, the page is told %s %s, not to reload", e.name, e.data)
	}
	html := get(t, page)
	if problems := pageProblems(t, html); len(problems) > 0 || !strings.Contains(html, "<h2>About, by its owner</h2>") {
		t.Errorf("the fixed page has problems %+v, or not its prerendered content:\n%s", problems, html)
	}
}

// pageProblems are the problems that a page served by portgen serve holds
// for live.js's overlay: those of its content, which did not render.
func pageProblems(t *testing.T, html string) []generator.Diagnostic {
	t.Helper()
	const open = `<script type="application/json" id="portgen-page-problems">`
	_, rest, found := strings.Cut(html, open)
	if !found {
		return nil
	}
	data, _, _ := strings.Cut(rest, "</script>")
	var list []generator.Diagnostic
	if err := json.Unmarshal([]byte(data), &list); err != nil {
		t.Fatalf("the page's problems are not JSON: %v\n%s", err, data)
	}
	return list
}

// eventStream reads server-sent events.
type eventStream struct {
	lines *bufio.Scanner
	stop  context.CancelFunc
}

type sse struct{ name, data string }

// openEvents opens an event stream, read until the test ends.
func openEvents(t *testing.T, url string) *eventStream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		resp.Body.Close()
	})
	return &eventStream{bufio.NewScanner(resp.Body), cancel}
}

// next waits for the next event, for as long as waitFor waits for a build;
// a stream that ends fails the test.
func (s *eventStream) next(t *testing.T) sse {
	t.Helper()
	timer := time.AfterFunc(time.Minute, s.stop)
	defer timer.Stop()
	var e sse
	for s.lines.Scan() {
		line := s.lines.Text()
		switch {
		case line == "" && e.name != "":
			return e
		case strings.HasPrefix(line, "event: "):
			e.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			e.data = strings.TrimPrefix(line, "data: ")
		}
	}
	t.Fatalf("the event stream ended: %v", s.lines.Err())
	return e
}

// watchAndServe serves what serving shows on a test server, and watches
// the site as portgen serve does, until the test ends.
func watchAndServe(t *testing.T, serving *generator.Serving) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(serving)
	ctx, cancel := context.WithCancel(context.Background())
	watched := make(chan error, 1)
	watching := make(chan struct{})
	go func() { watched <- serving.Watch(ctx, func() { close(watching) }) }()
	t.Cleanup(func() {
		cancel()
		<-watched
		serving.Close() // before the server's: it ends the pages' event streams
		srv.Close()
	})
	// A test's edits are made once the folders are watched, as an owner's
	// after serve says so.
	select {
	case <-watching:
	case err := <-watched:
		watched <- err // for the cleanup
		t.Fatalf("watching: %v", err)
	}
	return srv
}
