package forges

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/diag"
)

var (
	octocat   = Repo{Host: "github.com", Path: "octocat/hello"}
	gitlabR   = Repo{Host: "gitlab.com", Path: "gitlab-org/gitlab"}
	codebergR = Repo{Host: "codeberg.org", Path: "forgejo/forgejo"}
	clock     = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
)

func at(file string, line int) diag.Diagnostic {
	return diag.Diagnostic{File: file, Line: line, Col: 11}
}

func req(r Repo, file string) Request { return Request{Repo: r, At: at(file, 12)} }

func TestParseReadsTheRepositoryALinkNames(t *testing.T) {
	for link, want := range map[string]Repo{
		"https://github.com/octocat/hello":                   octocat,
		"https://github.com/octocat/hello.git":               octocat,
		"https://www.github.com/octocat/hello/tree/main/src": octocat,
		"https://GitHub.com/octocat/hello/":                  octocat,
		"https://gitlab.com/gitlab-org/gitlab":               gitlabR,
		"https://gitlab.com/group/sub/name/-/tree/main":      {Host: "gitlab.com", Path: "group/sub/name"},
		"https://codeberg.org/forgejo/forgejo":               codebergR,
	} {
		if got, ok := Parse(link); !ok || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", link, got, ok, want)
		}
	}
	links := []string{
		"https://github.com/octocat", "https://example.com/a/b", "ftp://github.com/a/b", "https://github.com//b",
		"https://github.com/a/..",
	}
	for _, link := range links {
		if got, ok := Parse(link); ok {
			t.Errorf("Parse(%q) = %v, want none", link, got)
		}
	}
}

func TestEachForgesAnswerIsMapped(t *testing.T) {
	gh := newFake(t, map[string]string{"/repos/octocat/hello": githubBody("hello", `"Hello <b>world</b>"`)})
	gl := newFake(t, map[string]string{"/api/v4/projects/gitlab-org%2Fgitlab?license=true": gitlabBody})
	cb := newFake(t, map[string]string{"/api/v1/repos/forgejo/forgejo": forgejoBody})
	res := Fetch([]Request{req(octocat, "p/a.yaml"), req(gitlabR, "p/b.yaml"), req(codebergR, "p/c.yaml")}, Options{
		Getenv: env(
			"PORTGEN_GITHUB_API_URL",
			gh.URL,
			"PORTGEN_GITLAB_API_URL",
			gl.URL+"/api/v4/",
			"PORTGEN_CODEBERG_API_URL",
			cb.URL+"/api/v1",
		),
		Now: func() time.Time { return clock },
	})
	if len(res.Warnings) > 0 {
		t.Fatalf("warnings: %v", res.Warnings)
	}
	want := map[Repo]Facts{
		octocat: {Stars: 80, Description: "Hello <b>world</b>", Topics: []string{"octocat", "atom", "electron", "api"},
			Language: "TypeScript", License: "MIT", Pushed: "2026-10-03T19:06:43Z",
			Homepage: "https://octocat.example"},
		gitlabR: {Stars: 5123, Description: "GitLab is an open source end-to-end software development platform.",
			Topics: []string{"Ruby on Rails", "ruby"}, Pushed: "2026-11-27T23:15:02Z"},
		codebergR: {
			Stars:       2500,
			Description: "Beyond coding. We forge.",
			Topics:      []string{"git", "forge"},
			Language:    "Go",
			License:     "GPL-3.0-or-later",
			Pushed:      "2026-10-03T06:00:00Z",
			Homepage:    "https://forgejo.org",
			Archived:    true,
		},
	}
	if !reflect.DeepEqual(res.Facts, want) {
		t.Errorf("facts:\n got %+v\nwant %+v", res.Facts, want)
	}
	if r := gh.requests(); len(r) != 1 || r[0].Header.Get("Accept") != "application/vnd.github+json" {
		t.Errorf("GitHub was asked %v", r)
	}
}

func TestGitLabsLicenceKeyBecomesItsSPDXID(t *testing.T) {
	body := strings.Replace(gitlabBody, `"key": "other"`, `"key": "apache-2.0"`, 1)
	gl := newFake(t, map[string]string{"/projects/gitlab-org%2Fgitlab?license=true": body})
	res := Fetch([]Request{req(gitlabR, "p.yaml")}, Options{Getenv: env("PORTGEN_GITLAB_API_URL", gl.URL)})
	if got := res.Facts[gitlabR].License; got != "Apache-2.0" {
		t.Errorf("licence = %q, want Apache-2.0", got)
	}
}

// build is one build's fetch, at a time, against a fake GitHub.
func build(gh *fake, dir string, now time.Time, refresh bool, vars ...string) Result {
	return Fetch([]Request{req(octocat, "projects/hello.yaml")}, Options{
		Cache: cache.Open(dir), Now: func() time.Time { return now }, Refresh: refresh,
		Getenv: env(append([]string{"PORTGEN_GITHUB_API_URL", gh.URL}, vars...)...),
		Switch: at("site.yaml", 30),
	})
}

func TestACachedAnswerIsUsedWithinItsLifetimeThenAskedForWithItsETag(t *testing.T) {
	gh := newFake(t, map[string]string{"/repos/octocat/hello": githubBody("hello", `"one"`)})
	dir := t.TempDir()
	first := build(gh, dir, clock, false)
	if r := gh.requests(); len(r) != 1 || r[0].Header.Get("If-None-Match") != "" {
		t.Fatalf("a cold build asked %d times, If-None-Match %q", len(r), r[0].Header.Get("If-None-Match"))
	}
	if warm := build(gh, dir, clock.Add(59*time.Minute), false); !reflect.DeepEqual(warm.Facts, first.Facts) ||
		len(gh.requests()) != 0 {
		t.Errorf("within the hour, a build asked the forge, or found other facts: %v", warm.Facts)
	}
	later := build(gh, dir, clock.Add(61*time.Minute), false)
	r := gh.requests()
	if len(r) != 1 ||
		r[0].Header.Get("If-None-Match") != `W/"`+fmt.Sprintf("%x", len(githubBody("hello", `"one"`)))+`"` {
		t.Fatalf("after the hour: %d requests, If-None-Match %q", len(r), r[0].Header.Get("If-None-Match"))
	}
	if !reflect.DeepEqual(later.Facts, first.Facts) || len(later.Warnings) > 0 {
		t.Errorf("a 304 did not keep the cached answer: %v %v", later.Facts, later.Warnings)
	}
	// The 304 counts as fetched: the next build within the hour asks nothing.
	build(gh, dir, clock.Add(90*time.Minute), false)
	if r := gh.requests(); len(r) != 0 {
		t.Errorf("a build after a 304 asked %d times", len(r))
	}
}

func TestRefreshAsksAgainAndAChangedAnswerReplacesTheCachedOne(t *testing.T) {
	gh := newFake(t, map[string]string{"/repos/octocat/hello": githubBody("hello", `"one"`)})
	dir := t.TempDir()
	build(gh, dir, clock, false)
	gh.requests()
	build(gh, dir, clock.Add(time.Minute), true)
	if r := gh.requests(); len(r) != 1 || r[0].Header.Get("If-None-Match") == "" {
		t.Fatalf("--refresh made %d requests, without If-None-Match", len(r))
	}
	gh.mu.Lock()
	gh.bodies["/repos/octocat/hello"] = githubBody("hello", `"two, longer"`)
	gh.mu.Unlock()
	if got := build(gh, dir, clock.Add(2*time.Minute), true).Facts[octocat].Description; got != "two, longer" {
		t.Errorf("after a change, the description is %q", got)
	}
	if got := build(gh, dir, clock.Add(3*time.Minute), false).Facts[octocat].Description; got != "two, longer" {
		t.Errorf("the cache kept %q", got)
	}
}

func TestASettableLifetime(t *testing.T) {
	gh := newFake(t, map[string]string{"/repos/octocat/hello": githubBody("hello", `"one"`)})
	dir := t.TempDir()
	opts := func(now time.Time) Options {
		return Options{
			Cache:  cache.Open(dir),
			MaxAge: 24 * time.Hour,
			Now:    func() time.Time { return now },
			Getenv: env("PORTGEN_GITHUB_API_URL", gh.URL),
		}
	}
	Fetch([]Request{req(octocat, "p.yaml")}, opts(clock))
	Fetch([]Request{req(octocat, "p.yaml")}, opts(clock.Add(23*time.Hour)))
	if r := gh.requests(); len(r) != 1 {
		t.Errorf("with a day's lifetime, two builds 23 hours apart asked %d times", len(r))
	}
}

func TestOfflineWithACacheGivesTheSameFactsAndOneWarning(t *testing.T) {
	gh := newFake(
		t,
		map[string]string{
			"/repos/octocat/hello": githubBody("hello", `"one"`),
			"/repos/octocat/two":   githubBody("two", `"2"`),
		},
	)
	dir := t.TempDir()
	two := Repo{Host: "github.com", Path: "octocat/two"}
	reqs := []Request{req(octocat, "projects/a.yaml"), req(two, "projects/b.yaml")}
	opts := Options{
		Cache:  cache.Open(dir),
		Getenv: env("PORTGEN_GITHUB_API_URL", gh.URL),
		Now:    func() time.Time { return clock },
		Switch: at("site.yaml", 30),
	}
	online := Fetch(reqs, opts)
	gh.Close()
	opts.Now = func() time.Time { return clock.Add(2 * time.Hour) }
	offline := Fetch(reqs, opts)
	if !reflect.DeepEqual(offline.Facts, online.Facts) {
		t.Errorf("offline facts %v, online %v", offline.Facts, online.Facts)
	}
	if len(offline.Warnings) != 1 || offline.Warnings[0].File != "site.yaml" ||
		!strings.Contains(offline.Warnings[0].Message, "cached") {
		t.Errorf("warnings: %v", offline.Warnings)
	}
}

func TestOfflineWithoutACacheWarnsOnceNamingEachRepository(t *testing.T) {
	gh := newFake(t, nil)
	gh.Close()
	two := Repo{Host: "github.com", Path: "octocat/two"}
	res := Fetch(
		[]Request{req(octocat, "projects/a.yaml"), req(two, "projects/b.yaml"), req(codebergR, "projects/c.yaml")},
		Options{
			Getenv: env(
				"PORTGEN_GITHUB_API_URL",
				gh.URL,
				"PORTGEN_CODEBERG_API_URL",
				gh.URL,
			), Switch: at("site.yaml", 30),
		},
	)
	if len(res.Facts) != 0 {
		t.Errorf("facts: %v", res.Facts)
	}
	if len(res.Warnings) != 1 {
		t.Fatalf("warnings: %v", res.Warnings)
	}
	w := res.Warnings[0]
	for _, name := range []string{"octocat/hello", "octocat/two", "forgejo/forgejo"} {
		if !strings.Contains(w.Message, name) {
			t.Errorf("the warning %q does not name %s", w.Message, name)
		}
	}
	if !w.IsWarning() || w.File != "site.yaml" || w.Line != 30 {
		t.Errorf("warning at %s:%d, severity %q", w.File, w.Line, w.Severity)
	}
}

func TestARateLimitIsAWarningSayingWhenItLifts(t *testing.T) {
	gh := newFake(t, map[string]string{"/repos/octocat/hello": githubBody("hello", `"one"`)})
	dir := t.TempDir()
	build(gh, dir, clock, false)
	gh.limited = true
	two := Repo{Host: "github.com", Path: "octocat/two"}
	res := Fetch([]Request{req(octocat, "projects/a.yaml"), req(two, "projects/b.yaml")}, Options{
		Cache: cache.Open(dir), Now: func() time.Time { return clock.Add(2 * time.Hour) },
		Getenv: env("PORTGEN_GITHUB_API_URL", gh.URL), Switch: at("site.yaml", 30),
	})
	if _, ok := res.Facts[octocat]; !ok {
		t.Errorf("the cached facts were not used under the rate limit: %v", res.Facts)
	}
	var messages []string
	for _, w := range res.Warnings {
		messages = append(messages, w.Message)
	}
	all := strings.Join(messages, "\n")
	if !strings.Contains(all, "GitHub's rate limit is reached: it lifts at 12:00 UTC, 27 Dec 2026") ||
		!strings.Contains(all, "no facts for octocat/two") {
		t.Errorf("warnings:\n%s", all)
	}
	if len(res.Warnings) != 2 {
		t.Errorf("%d warnings, want the limit's and the uncached repository's", len(res.Warnings))
	}
}

func TestEachBadAnswerIsAWarningAtItsProject(t *testing.T) {
	huge := `{"description": "` + strings.Repeat("a", MaxBody) + `"}`
	gh := newFake(t, map[string]string{
		"/repos/a/invalid": `{"stargazers_count": 3,`,
		"/repos/a/huge":    huge,
		"/repos/a/type":    `{"stargazers_count": "many"}`,
		"/repos/a/date":    `{"pushed_at": "yesterday"}`,
		"/repos/a/error":   `{}`,
		"/repos/a/good":    githubBody("good", "null"),
	})
	gh.status["/repos/a/error"] = http.StatusBadGateway
	repos := map[string]string{
		"missing": "404",
		"invalid": "invalid JSON",
		"huge":    "larger than 1 MB",
		"type":    "`stargazers_count` is a string",
		"date":    "not one",
		"error":   "502 Bad Gateway",
	}
	var reqs []Request
	for name := range repos {
		reqs = append(reqs, req(Repo{Host: "github.com", Path: "a/" + name}, "projects/"+name+".yaml"))
	}
	reqs = append(reqs, req(Repo{Host: "github.com", Path: "a/good"}, "projects/good.yaml"))
	res := Fetch(reqs, Options{Getenv: env("PORTGEN_GITHUB_API_URL", gh.URL)})
	if _, ok := res.Facts[Repo{Host: "github.com", Path: "a/good"}]; !ok || len(res.Facts) != 1 {
		t.Errorf("facts: %v", res.Facts)
	}
	if len(res.Warnings) != len(repos) {
		t.Errorf("%d warnings, want %d: %v", len(res.Warnings), len(repos), res.Warnings)
	}
	for _, w := range res.Warnings {
		name := strings.TrimSuffix(filepath.Base(w.File), ".yaml")
		if !w.IsWarning() || w.Line != 12 || !strings.Contains(w.Message, "a/"+name) ||
			!strings.Contains(w.Message, repos[name]) {
			t.Errorf("%s:%d: %s; want it to name a/%s and say %q", w.File, w.Line, w.Message, name, repos[name])
		}
	}
}

// A forge that does not answer in time (10 s; here a shorter limit, for
// a forge that never answers) is a bad answer of that repository's.
func TestAnAnswerTooSlowIsAWarningAtItsProject(t *testing.T) {
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }))
	t.Cleanup(slow.Close)
	res := Fetch([]Request{req(Repo{Host: "codeberg.org", Path: "a/slow"}, "projects/slow.yaml")},
		Options{Getenv: env("PORTGEN_CODEBERG_API_URL", slow.URL), Timeout: 50 * time.Millisecond})
	if len(res.Facts) != 0 || len(res.Warnings) != 1 ||
		!strings.Contains(res.Warnings[0].Message, "a/slow are left out: Codeberg took more than 10 s to answer") ||
		res.Warnings[0].File != "projects/slow.yaml" {
		t.Errorf("facts %v, warnings %v", res.Facts, res.Warnings)
	}
}

func TestTheTokenGoesToItsOwnOriginOnly(t *testing.T) {
	const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	other := newFake(t, map[string]string{"/elsewhere/octocat/hello": githubBody("hello", `"moved"`)})
	gh := newFake(t, map[string]string{"/repos/octocat/hello": githubBody("hello", `"one"`)})
	gh.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/repos/octocat/moved" { // another port of the same host: another origin
			http.Redirect(w, r, other.URL+"/elsewhere/octocat/hello", http.StatusMovedPermanently)
			return
		}
		gh.serve(w, r)
	})
	gl := newFake(t, map[string]string{"/projects/gitlab-org%2Fgitlab?license=true": gitlabBody})
	dir := t.TempDir()
	moved := Repo{Host: "github.com", Path: "octocat/moved"}
	res := Fetch([]Request{req(octocat, "a.yaml"), req(moved, "b.yaml"), req(gitlabR, "c.yaml")}, Options{
		Cache:  cache.Open(dir),
		Getenv: env("PORTGEN_GITHUB_API_URL", gh.URL, "PORTGEN_GITLAB_API_URL", gl.URL, "GITHUB_TOKEN", token),
	})
	if got := res.Facts[moved].Description; got != "moved" {
		t.Errorf("the redirect was not followed: %v", res.Facts[moved])
	}
	for _, r := range gh.requests() {
		if r.Header.Get("Authorization") != "token "+token {
			t.Errorf("GitHub was asked %s without its token", r.URL)
		}
	}
	for _, r := range append(other.requests(), gl.requests()...) {
		if a := r.Header.Get("Authorization"); a != "" {
			t.Errorf("%s was sent Authorization %q", r.URL, a)
		}
	}
	files, _ := filepath.Glob(filepath.Join(cache.Open(dir).Dir(cache.Forges), "*"))
	if len(files) != 3 {
		t.Errorf("cached %d files, want 3", len(files))
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		if strings.Contains(string(data), token) || strings.Contains(string(data), "abcdefghijklmnop") {
			t.Errorf("%s holds the token", f)
		}
	}
	if fmt.Sprint(res.Warnings) != "[]" {
		t.Errorf("warnings: %v", res.Warnings)
	}
}

func TestADuplicateRepositoryIsAskedForOnce(t *testing.T) {
	gh := newFake(t, map[string]string{"/repos/octocat/hello": githubBody("hello", `"one"`)})
	res := Fetch(
		[]Request{req(octocat, "a.yaml"), req(octocat, "b.yaml")},
		Options{Getenv: env("PORTGEN_GITHUB_API_URL", gh.URL)},
	)
	if len(gh.requests()) != 1 || len(res.Facts) != 1 {
		t.Errorf("asked %d times for one repository", len(gh.requests()))
	}
}
