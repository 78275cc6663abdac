package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// A --base-url that would break out of where the site writes it is refused
// as site.yaml's baseURL is (testdata/bad/a-base-url-*), before anything is
// written: the last good dist/ stays as it was.
func TestAHostileBaseURLFlagIsRefused(t *testing.T) {
	sitetest.Builds(t)
	theme := filepath.Join(sitetest.Root(), "theme")
	dir := siteDir(t, nil)
	if r := portgen(t, dir, "build", "--theme", theme); r.code != exitOK {
		t.Fatalf("the basic site does not build: %+v", r)
	}
	dist := snapshot(t, filepath.Join(dir, "dist"))
	for flag, want := range map[string]string{
		"https://x.com/a%0aSet-Cookie:x/": `URL "https://x.com/a%0aSet-Cookie:x/" has U+000A in its path ` +
			`once decoded, a control or invisible character ` +
			`(hint: remove it: a path holds no line break, tab or other control character)`,
		`https://x.com/a"b/`: `URL "https://x.com/a\"b/" holds '"', which a URL writes percent-encoded ` +
			`(hint: write %22 in its place)`,
		"https://user:pass@x.com/": `URL "https://user:xxxxx@x.com/" holds a user name or password ` +
			`(hint: remove the part before @: every visitor could read it in the pages)`,
		"https://x.com:99999/": `URL "https://x.com:99999/" has an invalid port "99999" ` +
			`(hint: a port is a number from 1 to 65535; leave it out for the scheme's own (443 for https))`,
		"https://exa\u202emple.com/": `URL "https://exa\u202emple.com/" holds an invisible or text-direction ` +
			`character, U+202E (hint: such a character makes an address read as another one; ` +
			`type the address again rather than pasting it)`,
	} {
		want = "portgen: --base-url: " + want
		r := portgen(t, dir, "build", "--theme", theme, "--base-url", flag)
		if r.code != exitProblems || strings.TrimSpace(r.stderr) != want {
			t.Errorf("--base-url %q: exit status %d, stderr:\n%s\nwant:\n%s", flag, r.code, r.stderr, want)
		}
		if strings.Contains(r.stderr, "pass@") {
			t.Errorf("--base-url %q: the password was printed", flag)
		}
		if diff := changed(snapshot(t, filepath.Join(dir, "dist")), dist); len(diff) > 0 {
			t.Errorf("--base-url %q changed dist/: %v", flag, diff)
		}
	}
}

// A base path that must be percent-encoded is written encoded wherever the
// site writes it: _headers, the CSP's neighbours, the pages' links and the
// scripts' import paths, the sitemap and robots.txt.
func TestTheBasePathIsWrittenEscaped(t *testing.T) {
	sitetest.Builds(t)
	dir := siteDir(t, nil)
	theme := filepath.Join(sitetest.Root(), "theme")
	r := portgen(t, dir, "build", "--theme", theme, "--base-url", "https://bücher.example/mes%20travaux/café/")
	if r.code != exitOK {
		t.Fatalf("build: %+v", r)
	}
	for _, f := range []string{"_headers", "index.html", "sitemap.xml", "robots.txt"} {
		data, err := os.ReadFile(filepath.Join(dir, "dist", f))
		if err != nil {
			t.Fatal(err)
		}
		s := string(data)
		if !strings.Contains(s, "/mes%20travaux/caf%C3%A9/") {
			t.Errorf("%s does not hold the escaped base path /mes%%20travaux/caf%%C3%%A9/:\n%s", f, s)
		}
		if strings.Contains(s, "mes travaux") || strings.Contains(s, "café/") || strings.Contains(s, "bücher") {
			t.Errorf("%s holds the base URL decoded:\n%s", f, s)
		}
	}
	index, _ := os.ReadFile(filepath.Join(dir, "dist", "index.html"))
	if !strings.Contains(string(index), "https://xn--bcher-kva.example/mes%20travaux/caf%C3%A9/") {
		t.Errorf("index.html does not link its canonical URL with the host in ASCII:\n%s", index)
	}
}

// A weather key written into site.yaml is refused, and the line shown with
// the diagnostic has the key masked.
func TestAWeatherKeyInTheContentIsNeverPrinted(t *testing.T) {
	var site string
	for _, f := range sitetest.Load("basic").Files {
		if f.Name == "site.yaml" {
			site = string(f.Data)
		}
	}
	for _, weather := range []string{
		"weather:\n  key: 7fJ2kQ9xW3\n",
		"weather: {key: \"7fJ2kQ9xW3\", unitGroup: metric}\n",
	} {
		dir := siteDir(t, map[string][]byte{"site.yaml": []byte(site + weather)})
		for _, cmd := range []string{"check", "build"} {
			r := portgen(t, dir, cmd, "--theme", filepath.Join(sitetest.Root(), "theme"))
			if r.code != exitProblems || !strings.Contains(r.stderr, "unknown field `weather.key`") {
				t.Errorf("%s: %+v", cmd, r)
			}
			if strings.Contains(r.stdout+r.stderr, "7fJ2kQ9xW3") {
				t.Errorf("%s printed the key:\n%s", cmd, r.stderr)
			}
			if !strings.Contains(r.stderr, `key: "••••••"`) {
				t.Errorf("%s does not show the line with the key masked:\n%s", cmd, r.stderr)
			}
		}
	}
}
