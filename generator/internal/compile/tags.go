package compile

import (
	"slices"

	"github.com/portgen/portgen/generator/internal/content"
)

// Tag is a technology a project uses, as the filter on the projects screen
// names it: its page's slug ("ruby-on-rails") and its name ("Ruby on
// Rails").
type Tag struct {
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// tagSlugs are the slugs of names that Slugify would shorten to another's.
var tagSlugs = map[string]string{"C++": "cpp", "C#": "csharp", "F#": "fsharp"}

// TagOf is the tag a technology's name stands for: its usual name (see
// content.TechName), and its slug; false for a name with no letter or
// digit.
func TagOf(name string) (Tag, bool) {
	name = content.TechName(name)
	slug := tagSlugs[name]
	if slug == "" {
		slug = content.Slugify(name)
	}
	return Tag{Slug: slug, Name: name}, slug != ""
}

// tags are a project's technologies: its tech, then its repository's
// language and topics, each once.
func tags(tech []string, repo *Repository) []Tag {
	names := slices.Clone(tech)
	if repo != nil {
		if repo.Language != "" {
			names = append(names, repo.Language)
		}
		names = append(names, repo.Topics...)
	}
	out := []Tag{} // [] rather than null
	for _, n := range names {
		t, ok := TagOf(n)
		if ok && !slices.ContainsFunc(out, func(o Tag) bool { return o.Slug == t.Slug }) {
			out = append(out, t)
		}
	}
	return out
}
