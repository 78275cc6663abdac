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

// The answers of each API, as far as portgen reads them. A field of
// another type than these is a bad answer.
type (
	githubRepo struct {
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
		Stars       int      `json:"star_count"`
		Description *string  `json:"description"`
		Topics      []string `json:"topics"`
		License     *struct {
			Key *string `json:"key"`
		} `json:"license"`
		Activity *time.Time `json:"last_activity_at"`
		Archived bool       `json:"archived"`
	}
	forgejoRepo struct {
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

// decode maps an answer of f's API to Facts.
func (f Forge) decode(body []byte) (Facts, error) {
	var out Facts
	switch f.kind {
	case github:
		var r githubRepo
		if err := json.Unmarshal(body, &r); err != nil {
			return Facts{}, err
		}
		out = Facts{Stars: r.Stars, Description: str(r.Description), Topics: r.Topics, Language: str(r.Language),
			Pushed: when(r.Pushed), Homepage: str(r.Homepage), Archived: r.Archived}
		if r.License != nil && str(r.License.SPDX) != "NOASSERTION" { // GitHub's "other licence"
			out.License = str(r.License.SPDX)
		}
	case gitlab:
		var r gitlabProject
		if err := json.Unmarshal(body, &r); err != nil {
			return Facts{}, err
		}
		out = Facts{
			Stars:       r.Stars,
			Description: str(r.Description),
			Topics:      r.Topics,
			Pushed:      when(r.Activity),
			Archived:    r.Archived,
		}
		if r.License != nil {
			out.License = spdxOfGitLab(str(r.License.Key))
		}
	case forgejo:
		var r forgejoRepo
		if err := json.Unmarshal(body, &r); err != nil {
			return Facts{}, err
		}
		out = Facts{Stars: r.Stars, Description: str(r.Description), Topics: r.Topics, Language: str(r.Language),
			Pushed: when(r.Updated), Homepage: str(r.Website), Archived: r.Archived}
		if len(r.Licenses) > 0 {
			out.License = r.Licenses[0]
		}
	}
	if out.Stars < 0 {
		return Facts{}, fmt.Errorf("a negative star count, %d", out.Stars)
	}
	out.Topics = nonEmpty(out.Topics)
	return out, nil
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
