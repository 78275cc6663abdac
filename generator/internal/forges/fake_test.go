package forges

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// fake answers like one forge's API: each repository's JSON at its path,
// with an ETag, 304 to a matching If-None-Match, and GitHub's X-RateLimit
// headers. It records what it was asked.
type fake struct {
	*httptest.Server
	mu      sync.Mutex
	bodies  map[string]string // by request path (and query)
	limited bool              // answer 403 with X-RateLimit-Remaining: 0
	asked   []*http.Request
	status  map[string]int // by request path: another status than 200
}

func newFake(t *testing.T, bodies map[string]string) *fake {
	f := &fake{bodies: bodies, status: map[string]int{}}
	f.Server = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.Close)
	return f
}

func (f *fake) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.asked = append(f.asked, r.Clone(r.Context()))
	key := r.URL.EscapedPath()
	if r.URL.RawQuery != "" {
		key += "?" + r.URL.RawQuery
	}
	body, ok := f.bodies[key]
	status, limited := f.status[key], f.limited
	f.mu.Unlock()
	w.Header().Set("X-RateLimit-Limit", "60")
	if limited {
		w.Header().Set("X-RateLimit-Remaining", "0")
		w.Header().Set("X-RateLimit-Reset", "1798372800") // 2026-12-27 12:00 UTC
		w.WriteHeader(http.StatusForbidden)
		fmt.Fprint(
			w,
			`{"message":"API rate limit exceeded",`+
				`"documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}`,
		)
		return
	}
	w.Header().Set("X-RateLimit-Remaining", "59")
	if !ok {
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, `{"message":"Not Found"}`)
		return
	}
	etag := fmt.Sprintf(`W/"%x"`, len(body))
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("ETag", etag)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if status != 0 {
		w.WriteHeader(status)
	}
	fmt.Fprint(w, body)
}

// requests returns what the fake was asked, and forgets it.
func (f *fake) requests() []*http.Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := f.asked
	f.asked = nil
	return out
}

// env is an environment of API roots and tokens.
func env(vars ...string) func(string) string {
	m := map[string]string{}
	for i := 0; i+1 < len(vars); i += 2 {
		m[vars[i]] = vars[i+1]
	}
	return func(k string) string { return m[k] }
}

// githubBody is a repository as GitHub's REST API answers it (trimmed).
func githubBody(name, description string) string {
	return strings.NewReplacer("NAME", name, "DESC", description).Replace(`{
  "id": 1296269, "node_id": "MDEwOlJlcG9zaXRvcnkxMjk2MjY5", "name": "NAME", "full_name": "octocat/NAME",
  "private": false, "owner": {"login": "octocat", "id": 1, "type": "User"},
  "html_url": "https://github.com/octocat/NAME", "description": DESC, "fork": false,
  "homepage": "https://octocat.example", "size": 108, "stargazers_count": 80, "watchers_count": 80,
  "language": "TypeScript", "has_issues": true, "forks_count": 9, "archived": false, "disabled": false,
  "open_issues_count": 0,
  "license": {
    "key": "mit", "name": "MIT License", "spdx_id": "MIT", "url": "https://api.github.com/licenses/mit",
    "node_id": "MDc6TGljZW5zZW1pdA=="
  },
  "topics": ["octocat", "atom", "electron", "api"], "visibility": "public",
  "pushed_at": "2026-10-03T19:06:43Z", "created_at": "2011-01-26T19:01:12Z", "updated_at": "2026-10-04T10:00:00Z",
  "default_branch": "main"
}`)
}

const gitlabBody = `{
  "id": 278964, "description": "GitLab is an open source end-to-end software development platform.",
  "name": "GitLab", "name_with_namespace": "GitLab.org / GitLab", "path": "gitlab",
  "path_with_namespace": "gitlab-org/gitlab", "created_at": "2015-05-20T10:47:11.949Z",
  "default_branch": "master", "tag_list": ["ruby"], "topics": ["Ruby on Rails", "ruby", " "],
  "web_url": "https://gitlab.com/gitlab-org/gitlab", "star_count": 5123, "forks_count": 10890,
  "last_activity_at": "2026-11-27T23:15:02.123Z", "archived": false, "visibility": "public",
  "license_url": "https://gitlab.com/gitlab-org/gitlab/-/blob/master/LICENSE",
  "license": {"key": "other", "name": "Other", "nickname": null, "html_url": null, "source_url": null}
}`

const forgejoBody = `{
  "id": 1, "owner": {"id": 2, "login": "forgejo", "full_name": ""}, "name": "forgejo",
  "full_name": "forgejo/forgejo", "description": "Beyond coding. We forge.", "empty": false,
  "private": false, "fork": false, "template": false, "mirror": false, "size": 1234,
  "language": "Go", "languages_url": "https://codeberg.org/api/v1/repos/forgejo/forgejo/languages",
  "html_url": "https://codeberg.org/forgejo/forgejo", "website": "https://forgejo.org",
  "stars_count": 2500, "forks_count": 600, "watchers_count": 120, "open_issues_count": 900,
  "default_branch": "forgejo", "archived": true, "created_at": "2022-11-24T12:31:42+01:00",
  "updated_at": "2026-10-03T08:00:00+02:00", "topics": ["git", "forge"], "licenses": ["GPL-3.0-or-later"]
}`
