package forges

import (
	"fmt"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// Site is what the forges said of a site's projects.
type Site struct {
	Facts    map[string]Facts // by project slug; a project left out has none
	Warnings []diag.Diagnostic
}

// Locator says where a value of the content is (see load.Result.At), for
// the warnings about it.
type Locator interface {
	At(file, path string) diag.Diagnostic
}

// Read reads the facts of the repository of each of site's projects, when
// site.yaml turns it on (repositories.fetch); otherwise it asks nothing.
// A project's repository is its `repository`, or else its links.source
// when that is on a known forge. opts.MaxAge and opts.Switch come from
// site.yaml.
func Read(site *content.Site, at Locator, opts Options) Site {
	config := site.Config.Repositories
	if !config.Fetch {
		return Site{}
	}
	opts.MaxAge, opts.Switch = config.Lifetime(), at.At("site.yaml", "repositories.fetch")
	var out Site
	var reqs []Request
	slugs := map[Repo][]string{}
	for _, p := range site.Projects {
		link, field := p.RepositoryURL(), "links.source"
		if p.Repository != "" {
			field = "repository"
		}
		if link == "" {
			continue
		}
		repo, ok := Parse(link)
		if !ok {
			if field == "repository" { // named to be read: say why it is not
				w := at.At(p.File, field)
				w.Severity, w.Message = diag.SeverityWarning, fmt.Sprintf(
					"%s names no repository on github.com, gitlab.com or codeberg.org: its facts are not read",
					link,
				)
				w.Hint = "write the repository's address, such as https://github.com/owner/name, or repository: false"
				out.Warnings = append(out.Warnings, w)
			}
			continue
		}
		reqs = append(reqs, Request{Repo: repo, At: at.At(p.File, field)})
		slugs[repo] = append(slugs[repo], p.Slug)
	}
	res := Fetch(reqs, opts)
	out.Facts = map[string]Facts{}
	for repo, facts := range res.Facts {
		for _, slug := range slugs[repo] {
			out.Facts[slug] = facts
		}
	}
	out.Warnings = append(out.Warnings, res.Warnings...)
	return out
}
