package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator/theme"
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
	opts := serveOptions{site: siteFlags{content: "content", theme: filepath.Join(sitetest.Root(), "theme")}, host: "127.0.0.1", port: 0}
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
	opts := serveOptions{site: siteFlags{content: "content", theme: "theme", cacheDir: t.TempDir()}, host: "127.0.0.1", port: 0}
	go func() { done <- serveRun(ctx, opts, env{stdout: &out, stderr: &errOut, now: time.Now}) }()
	defer func() { cancel(); <-done }()

	address := regexp.MustCompile(`Serving at (http://127\.0\.0\.1:\d+/portfolio/)\S* \(Ctrl-C to stop\); watching content and theme\n`)
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
	if _, err := theme.Eject("theme", []string{"src/app/global.css"}); err != nil {
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
	opts := serveOptions{site: siteFlags{content: "content", theme: "theme", cacheDir: t.TempDir(), cpuProfile: profile}, host: "127.0.0.1", port: 0}
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

// A whole theme whose manifest is wrong stops serve with its problem, at
// its line, as a build does: serve reads the manifest once.
func TestServeStopsOnABrokenThemeManifest(t *testing.T) {
	t.Chdir(siteDir(t, nil))
	dir := filepath.Join(t.TempDir(), "theme")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, theme.Manifest), []byte("{\n  \"entry\": 1\n}\n"), 0o644)
	var out, errOut syncBuffer
	opts := serveOptions{site: siteFlags{content: "content", theme: dir, cacheDir: t.TempDir()}, host: "127.0.0.1", port: 0}
	err := serveRun(context.Background(), opts, env{stdout: &out, stderr: &errOut, now: time.Now})
	if err == nil || !strings.Contains(err.Error(), "portgen.json:2") {
		t.Errorf("serve with a broken manifest: %v", err)
	}
}
