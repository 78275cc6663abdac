package forges

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/internal/content"
)

// Facts are what a forge says of a repository.
type Facts = content.RepositoryFacts

// Repository is a repository as a forge lists it: its facts, and what a
// new project made from it needs besides.
type Repository struct {
	Name string // as the forge names it: "weather-now"
	URL  string // its page: https://github.com/owner/weather-now
	Fork bool   // a fork of another repository
	Facts
	id int // GitLab's project id, which its languages are asked by
}

// The answers of each API, as far as portgen reads them. A field of
// another type than these is a bad answer.
type (
	githubRepo struct {
		Name        string   `json:"name"`
		HTMLURL     string   `json:"html_url"`
		Fork        bool     `json:"fork"`
		Stars       int      `json:"stargazers_count"`
		Description *string  `json:"description"`
		Topics      []string `json:"topics"`
		Language    *string  `json:"language"`
		License     *struct {
			SPDX *string `json:"spdx_id"`
		} `json:"license"`
		Pushed   *time.Time `json:"pushed_at"`
		Homepage *string    `json:"homepage"`
		Archived bool       `json:"archived"`
	}
	gitlabProject struct {
		ID          int             `json:"id"`
		Name        string          `json:"name"`
		WebURL      string          `json:"web_url"`
		ForkedFrom  json.RawMessage `json:"forked_from_project"` // present on a fork only
		Stars       int             `json:"star_count"`
		Description *string         `json:"description"`
		Topics      []string        `json:"topics"`
		License     *struct {
			Key *string `json:"key"`
		} `json:"license"`
		Activity *time.Time `json:"last_activity_at"`
		Archived bool       `json:"archived"`
	}
	forgejoRepo struct {
		Name        string     `json:"name"`
		HTMLURL     string     `json:"html_url"`
		Fork        bool       `json:"fork"`
		Stars       int        `json:"stars_count"`
		Description *string    `json:"description"`
		Topics      []string   `json:"topics"`
		Language    *string    `json:"language"`
		Licenses    []string   `json:"licenses"`
		Updated     *time.Time `json:"updated_at"`
		Website     *string    `json:"website"`
		Archived    bool       `json:"archived"`
	}
)

// apiRepo is a repository as one forge's API answers it.
type apiRepo interface {
	githubRepo | gitlabProject | forgejoRepo
	repository() Repository
}

func (r githubRepo) repository() Repository {
	out := Repository{Name: r.Name, URL: r.HTMLURL, Fork: r.Fork, Facts: Facts{
		Stars: r.Stars, Description: str(r.Description), Topics: r.Topics, Language: str(r.Language),
		Pushed: when(r.Pushed), Homepage: str(r.Homepage), Archived: r.Archived,
	}}
	if r.License != nil && str(r.License.SPDX) != "NOASSERTION" { // GitHub's "other licence"
		out.License = str(r.License.SPDX)
	}
	return out
}

func (r gitlabProject) repository() Repository {
	fork := len(r.ForkedFrom) > 0 && string(r.ForkedFrom) != "null"
	out := Repository{Name: r.Name, URL: r.WebURL, Fork: fork, id: r.ID, Facts: Facts{
		Stars: r.Stars, Description: str(r.Description), Topics: r.Topics, Pushed: when(r.Activity),
		Archived: r.Archived,
	}}
	if r.License != nil {
		out.License = spdxOfGitLab(str(r.License.Key))
	}
	return out
}

func (r forgejoRepo) repository() Repository {
	out := Repository{Name: r.Name, URL: r.HTMLURL, Fork: r.Fork, Facts: Facts{
		Stars: r.Stars, Description: str(r.Description), Topics: r.Topics, Language: str(r.Language),
		Pushed: when(r.Updated), Homepage: str(r.Website), Archived: r.Archived,
	}}
	if len(r.Licenses) > 0 {
		out.License = r.Licenses[0]
	}
	return out
}

// decode maps an answer of f's API about one repository to Facts.
func (f Forge) decode(body []byte) (Facts, error) {
	r, err := f.decodeRepository(body)
	return r.Facts, err
}

// decodeRepository maps an answer of f's API about one repository.
func (f Forge) decodeRepository(body []byte) (Repository, error) {
	switch f.kind {
	case gitlab:
		return decodeAs[gitlabProject](body)
	case forgejo:
		return decodeAs[forgejoRepo](body)
	}
	return decodeAs[githubRepo](body)
}

// decodeRepositories maps an answer of f's API that lists repositories.
func (f Forge) decodeRepositories(body []byte) ([]Repository, error) {
	switch f.kind {
	case gitlab:
		return decodeListAs[gitlabProject](body)
	case forgejo:
		return decodeListAs[forgejoRepo](body)
	}
	return decodeListAs[githubRepo](body)
}

func decodeAs[T apiRepo](body []byte) (Repository, error) {
	var r T
	if err := json.Unmarshal(body, &r); err != nil {
		return Repository{}, err
	}
	return checked(r.repository())
}

func decodeListAs[T apiRepo](body []byte) ([]Repository, error) {
	var list []T
	if err := json.Unmarshal(body, &list); err != nil {
		return nil, err
	}
	out := make([]Repository, 0, len(list))
	for _, r := range list {
		repo, err := checked(r.repository())
		if err != nil {
			return nil, err
		}
		out = append(out, repo)
	}
	return out, nil
}

// checked is r with its topics trimmed, or an error for what no
// repository has.
func checked(r Repository) (Repository, error) {
	if r.Stars < 0 {
		return Repository{}, fmt.Errorf("a negative star count, %d", r.Stars)
	}
	r.Topics = nonEmpty(r.Topics)
	return r, nil
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return strings.TrimSpace(*s)
}

func when(t *time.Time) string {
	if t == nil || t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

func nonEmpty(list []string) []string {
	var out []string
	for _, s := range list {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// gitlabLicenses are the SPDX ids of the licence keys GitLab gives (the
// keys of choosealicense.com, in lower case).
var gitlabLicenses = map[string]string{
	"mit": "MIT", "apache-2.0": "Apache-2.0", "gpl-2.0": "GPL-2.0", "gpl-3.0": "GPL-3.0", "lgpl-2.1": "LGPL-2.1",
	"lgpl-3.0": "LGPL-3.0", "agpl-3.0": "AGPL-3.0", "mpl-2.0": "MPL-2.0", "bsd-2-clause": "BSD-2-Clause",
	"bsd-3-clause": "BSD-3-Clause", "unlicense": "Unlicense", "isc": "ISC", "epl-2.0": "EPL-2.0",
	"cc0-1.0": "CC0-1.0", "bsl-1.0": "BSL-1.0", "0bsd": "0BSD", "eupl-1.2": "EUPL-1.2",
}

// spdxOfGitLab is the SPDX id of a GitLab licence key; "other" and an
// unknown key have none.
func spdxOfGitLab(key string) string { return gitlabLicenses[strings.ToLower(key)] }
