// Package forges reads the facts of a project's repository (stars,
// description, topics, language, licence, last push, homepage, archived)
// from the REST API of GitHub, GitLab or a Forgejo forge such as Codeberg,
// at build time, one call per repository. Answers are cached with their
// ETag; a forge that cannot be reached, is rate-limited or answers badly is
// a warning, never a failed build. Tokens come from the environment and are
// sent to their own API's origin only.
package forges

import (
	"net/url"
	"strings"
)

// Forge is a kind of forge and where its API is.
type Forge struct {
	Name     string // as warnings name it: "GitHub"
	Host     string // the web host whose URLs name its repositories
	APIEnv   string // the environment variable that overrides API
	API      string // the API's root, without a final slash
	TokenEnv string // the environment variable that holds its token
	Pages    string // a user's Pages site, USER standing for their name in lower case
	kind     kind
}

type kind int

const (
	github kind = iota
	gitlab
	forgejo
)

// Forges are the forges whose repositories a project's links name, with
// their public APIs.
var Forges = []Forge{
	{
		Name:     "GitHub",
		Host:     "github.com",
		APIEnv:   "PORTGEN_GITHUB_API_URL",
		API:      "https://api.github.com",
		TokenEnv: "GITHUB_TOKEN",
		Pages:    "https://USER.github.io/",
		kind:     github,
	},
	{
		Name:     "GitLab",
		Host:     "gitlab.com",
		APIEnv:   "PORTGEN_GITLAB_API_URL",
		API:      "https://gitlab.com/api/v4",
		TokenEnv: "GITLAB_TOKEN",
		Pages:    "https://USER.gitlab.io/",
		kind:     gitlab,
	},
	{
		Name:     "Codeberg",
		Host:     "codeberg.org",
		APIEnv:   "PORTGEN_CODEBERG_API_URL",
		API:      "https://codeberg.org/api/v1",
		TokenEnv: "CODEBERG_TOKEN",
		Pages:    "https://USER.codeberg.page/",
		kind:     forgejo,
	},
}

// Repo is one repository on one forge.
type Repo struct {
	Host string // the forge's web host, "github.com"
	Path string // "owner/name"; on GitLab, "group/subgroup/name"
}

func (r Repo) String() string { return r.Path }

// Parse reads the repository that a link names, such as
// https://github.com/owner/name, https://github.com/owner/name.git or
// https://gitlab.com/group/sub/name/-/tree/main. It reports false for a
// link to no repository of a known forge.
func Parse(link string) (Repo, bool) {
	u, err := url.Parse(link)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		return Repo{}, false
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	f, ok := byHost(host)
	if !ok {
		return Repo{}, false
	}
	segs := strings.Split(strings.Trim(u.Path, "/"), "/")
	if f.kind == gitlab {
		if i := indexOf(segs, "-"); i >= 0 { // /-/tree/main and the like
			segs = segs[:i]
		}
	} else if len(segs) > 2 { // /tree/main, /issues, …
		segs = segs[:2]
	}
	if len(segs) < 2 {
		return Repo{}, false
	}
	segs[len(segs)-1] = strings.TrimSuffix(segs[len(segs)-1], ".git")
	for _, s := range segs {
		if s == "" || s == "." || s == ".." {
			return Repo{}, false
		}
	}
	return Repo{Host: host, Path: strings.Join(segs, "/")}, true
}

func byHost(host string) (Forge, bool) {
	for _, f := range Forges {
		if f.Host == host {
			return f, true
		}
	}
	return Forge{}, false
}

func indexOf(segs []string, s string) int {
	for i, x := range segs {
		if x == s {
			return i
		}
	}
	return -1
}

// endpoint is the API URL that answers for r on f, whose API root is api.
func (f Forge) endpoint(api string, r Repo) string {
	switch f.kind {
	case gitlab:
		return api + "/projects/" + url.PathEscape(r.Path) + "?license=true"
	case forgejo:
		return api + "/repos/" + escapePath(r.Path)
	}
	return api + "/repos/" + escapePath(r.Path)
}

func escapePath(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}
