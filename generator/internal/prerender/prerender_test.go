package prerender

import (
	"strings"
	"testing"
	"time"
)

// A prerenderer as small as the contract allows: it reads a file of the
// build through fetch-like portgenRead, waits a job like a lazy screen does,
// and renders the path with the site's name.
const module = `
let loaded
globalThis.portgenLoad = (path) => {
  loaded = undefined
  Promise.resolve().then(() => { loaded = { path, text: portgenRead('/data.json') } })
}
globalThis.portgenRender = (path) => {
  if (loaded?.path !== path) throw new Error(path + ' is still loading')
  if (path === '/warns/') portgenLog('error', 'a warning of the app')
  return '<h1>' + portgenSite.name + ' ' + path + ' ' + JSON.parse(loaded.text).n + '</h1>'
}
`

// start compiles module and starts an engine with it.
func start(module []byte, siteJSON []byte, files func(url string) ([]byte, bool)) (*Engine, error) {
	p, err := Compile(module, nil)
	if err != nil {
		return nil, err
	}
	return p.Start(siteJSON, files)
}

func files(url string) ([]byte, bool) {
	if url == "/data.json" {
		return []byte(`{"n":42}`), true
	}
	return nil, false
}

func TestRendersEachPageOnceItsJobsHaveRun(t *testing.T) {
	e, err := start([]byte(module), []byte(`{"name":"Ada"}`), files)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, path := range []string{"/", "/apps/"} {
		html, err := e.Render(path)
		if want := "<h1>Ada " + path + " 42</h1>"; err != nil || html != want {
			t.Errorf("Render(%q) = %q, %v; want %q", path, html, err, want)
		}
	}
}

func TestWhatTheAppsConsoleSaysFailsThePage(t *testing.T) {
	e, err := start([]byte(module), []byte(`{"name":"Ada"}`), files)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := e.Render("/warns/"); err == nil || !strings.Contains(err.Error(), "a warning of the app") {
		t.Errorf("Render = %v, want the app's warning", err)
	}
	if _, err := e.Render("/"); err != nil {
		t.Errorf("the next page still renders: %v", err)
	}
}

func TestAPrerendererThatThrowsAsItLoadsSaysWhy(t *testing.T) {
	for _, src := range []string{
		`throw new TypeError('no window here')`,
		`await Promise.resolve(); throw new TypeError('no window here')`,
	} {
		_, err := start([]byte(src), []byte(`{}`), files)
		if err == nil || !strings.Contains(err.Error(), "TypeError: no window here") ||
			!strings.Contains(err.Error(), "does not start") {
			t.Errorf("start(%q) = %v", src, err)
		}
	}
}

// A prerenderer that never ends its start, or a page that never ends its
// render, is stopped at its limit and named, rather than hanging the build.
// A start may take longer than a page: within its own limit, it is waited for.
func TestAHangIsStoppedAtItsLimit(t *testing.T) {
	defer func(page, start time.Duration) { pageTimeout, startTimeout = page, start }(pageTimeout, startTimeout)
	pageTimeout, startTimeout = 50*time.Millisecond, 500*time.Millisecond

	if _, err := start([]byte(`for (;;) {}`), []byte(`{}`), files); err == nil ||
		!strings.Contains(err.Error(), "does not start") {
		t.Errorf("a start that never ends: %v", err)
	}
	slowStart := `const end = Date.now() + 150; while (Date.now() < end) {}` + module
	e, err := start(
		[]byte(
			slowStart+`globalThis.portgenRender = (path) => {
				if (path === '/hangs/') for (;;) {}
				return '<h1>' + path + '</h1>'
			}`,
		),
		[]byte(`{}`),
		files,
	)
	if err != nil {
		t.Fatalf("a start longer than a page's limit but within its own: %v", err)
	}
	defer e.Close()
	if _, err := e.Render("/hangs/"); err == nil {
		t.Error("a page that never ends rendered")
	}
	if html, err := e.Render("/"); err != nil || html != "<h1>/</h1>" {
		t.Errorf("the next page: %q, %v", html, err)
	}
}
