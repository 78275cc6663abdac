package assemble

import (
	"cmp"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/compile"
)

// postPages are the posts as their own pages show them, newest first: in
// each language the version that language shows.
func postPages(posts []compile.Post) []plan.Post {
	out := make([]plan.Post, 0, len(posts))
	for i := range posts {
		p := &posts[i]
		page := plan.Post{Slug: p.Slug, In: make(map[string]plan.PostVersion, len(p.In))}
		for _, v := range p.Versions {
			page.Versions = append(page.Versions, v.Summary.Lang)
		}
		for lang, v := range p.In {
			s := v.Summary
			page.In[lang] = plan.PostVersion{
				Lang:       s.Lang,
				Title:      s.Title,
				Summary:    s.Summary,
				Published:  s.Date,
				Modified:   cmp.Or(s.Updated, s.Date),
				BodyInputs: v.BodySum[:],
			}
		}
		for _, t := range p.Tags {
			page.Tags = append(page.Tags, plan.Tag{Slug: t.Slug, Name: t.Name})
		}
		out = append(out, page)
	}
	return out
}

// postTags are the tags of the posts, each once, sorted by name.
func postTags(posts []plan.Post) []plan.Tag {
	var out []plan.Tag
	for _, p := range posts {
		for _, t := range p.Tags {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	slices.SortFunc(out, func(a, b plan.Tag) int {
		return cmp.Or(
			strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)),
			strings.Compare(a.Slug, b.Slug),
		)
	})
	return out
}
