package content

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

var (
	langCode   = regexp.MustCompile(`^[a-z]{2,3}$`)
	identifier = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	// A name and nothing else: no format after a comma ({{count, number}}),
	// which the theme's i18next does not apply (see its patch).
	variable = regexp.MustCompile(`{{\s*([^}\s,]+)\s*}}`)
)

// Validate checks the whole site: site.yaml, every project, the rules that
// span files (unique ids and slugs) and the locale files against each other
// and against the theme's pages. It writes each URL that it accepts as the
// site writes it (see WebURL).
func (s *Site) Validate(th Theme) []Problem {
	out := s.Config.validate(s.Resume != nil, th.Schemes)
	out = append(out, s.validateResumes()...)
	out = append(out, s.validateProjects()...)
	out = append(out, s.validatePosts(th.Pages)...)
	out = append(out, s.undrawn(th)...)
	return append(out, validateLocales(s.Config.Languages, s.Locales, s.RequiredKeys(th.Pages))...)
}

// validateProjects checks each project on its own, but those checked
// already (Checked), and the rules that span projects: unique ids and
// slugs, and content, which only a fetched repository's description may
// stand in for.
func (s *Site) validateProjects() []Problem {
	ids := map[int][]string{}
	free := 1
	for _, p := range s.Projects {
		ids[p.ID] = append(ids[p.ID], p.File)
		free = max(free, p.ID+1)
	}
	var out []Problem
	slugs := map[string]string{}
	for i := range s.Projects {
		p := &s.Projects[i]
		if !p.Checked {
			out = append(out, p.Validate(s.Config.Languages)...)
		}
		ps := problems{file: p.File}
		if len(p.Content) == 0 && (!s.Config.Repositories.Fetch || p.RepositoryURL() == "") {
			ps.missing("content", "a list of paragraphs, or one list per language: {en: [...], pt: [...]}")
		}
		if others := ids[p.ID]; len(others) > 1 && p.ID > 0 {
			rest := slices.DeleteFunc(slices.Clone(others), func(f string) bool { return f == p.File })
			ps.add("id", fmt.Sprintf("give every project its own id; %d is free", free),
				"duplicate project id %d: %s uses it too", p.ID, strings.Join(rest, ", "))
		}
		if first, ok := slugs[p.Slug]; ok {
			ps.add("", "a project's slug is its file name; rename one of the files",
				"duplicate project slug %q: %s has it too", p.Slug, first)
		} else {
			slugs[p.Slug] = p.File
		}
		out = append(out, ps.list...)
	}
	return out
}
