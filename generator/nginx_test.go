package generator_test

import (
	"cmp"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/server"
	"github.com/portgen/portgen/internal/sitetest"
)

// deploy/nginx.conf sends, for the starter site, the headers that the
// build's _headers asks Netlify and Cloudflare Pages for: the same CSP,
// the same other headers, and the same caching of each file.
func TestTheNginxExampleSendsWhatTheStartersHeadersSays(t *testing.T) {
	sitetest.Builds(t)
	files := builtNewSite(t)
	rules := builtRules(t, files)
	confFile := filepath.Join(sitetest.Root(), "deploy", "nginx.conf")
	data, err := os.ReadFile(confFile)
	if err != nil {
		t.Fatal(err)
	}
	conf := string(data)

	// Every add_header, the server's and the commented sub-path
	// variant's, has the value that _headers gives every page, and sets
	// every header that it gives them.
	everyPage := rules.For("/")
	if everyPage.Get("Content-Security-Policy") == "" {
		t.Fatalf("the starter's _headers sends no CSP at /, where nginx.conf serves it:\n%s", files[server.HeadersFile])
	}
	addHeader := regexp.MustCompile(`(?m)^[#\s]*add_header\s+(\S+)\s+(?:"([^"]*)"|([^"\s]+))\s+always;`)
	blocks := 0
	set := map[string]int{}
	for _, m := range addHeader.FindAllStringSubmatch(conf, -1) {
		name, value := http.CanonicalHeaderKey(m[1]), m[2]+m[3]
		set[name]++
		if name == "Cache-Control" {
			blocks++
			if value != "$portgen_cache_control" {
				t.Errorf("nginx.conf sets Cache-Control to %q, not by the path's map", value)
			}
			continue
		}
		if want := everyPage.Get(name); value != want {
			t.Errorf("nginx.conf sets %s to\n  %q\nthe starter's _headers to\n  %q", name, value, want)
		}
	}
	if blocks != 2 {
		t.Errorf("nginx.conf sets Cache-Control in %d places, want 2 (the server and the sub-path variant)", blocks)
	}
	for name := range everyPage {
		if name != "Cache-Control" && set[name] != blocks {
			t.Errorf("nginx.conf sets %s in %d of its %d places", name, set[name], blocks)
		}
	}

	// The Cache-Control map gives each file of the site the caching that
	// _headers gives it; where _headers gives none, the hosts revalidate,
	// as no-cache does.
	cacheMap := regexp.MustCompile(`(?s)map \$uri \$portgen_cache_control \{\n(.*?)\n\}`).FindStringSubmatch(conf)
	if cacheMap == nil {
		t.Fatal("nginx.conf has no map $uri $portgen_cache_control")
	}
	entry := regexp.MustCompile(`(?m)^(\s*#)?\s*(default|~\S+)\s+"([^"]*)";`)
	assets := rules.For("/assets/x").Get("Cache-Control")
	fallback := ""
	type regexpEntry struct {
		re    *regexp.Regexp
		value string
	}
	var entries []regexpEntry
	for _, m := range entry.FindAllStringSubmatch(cacheMap[1], -1) {
		commented := m[1] != ""
		key, value := m[2], m[3]
		switch {
		case key == "default" && !commented:
			fallback = value
		case !commented:
			entries = append(entries, regexpEntry{regexp.MustCompile(strings.TrimPrefix(key, "~")), value})
		case strings.HasSuffix(key, "/assets/") && value != assets:
			// The sub-path variant's line, for the same files below /portfolio/.
			t.Errorf("nginx.conf's commented %s gives %q, _headers' assets rule %q", key, value, assets)
		}
	}
	if fallback != "no-cache" {
		t.Errorf(
			"nginx.conf's default Cache-Control is %q, want no-cache (what the hosts do when _headers says nothing)",
			fallback,
		)
	}
	reported := map[[2]string]bool{} // one path for each difference
	for _, p := range urlPaths(files, "/") {
		nginx := fallback
		for _, e := range entries {
			if e.re.MatchString(p) {
				nginx = e.value
				break
			}
		}
		if want := rules.For(p).Get("Cache-Control"); cmp.Or(want, "no-cache") != nginx &&
			!reported[[2]string{nginx, want}] {
			reported[[2]string{nginx, want}] = true
			t.Errorf("%s: nginx.conf's Cache-Control is %q, _headers' %q", p, nginx, want)
		}
	}
}
