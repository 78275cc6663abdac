package content

import "fmt"

// Validate checks one project on its own; langs are the site's languages.
// It writes each link that it accepts as the site writes it (see WebURL).
func (p *Project) Validate(langs []string) []Problem {
	ps := problems{file: p.File}
	if !identifier.MatchString(p.Slug) {
		ps.add("", fmt.Sprintf("rename the file to %s.yaml: lower-case letters, digits and hyphens", Slugify(p.Slug)),
			"file name %q is not a URL-safe slug", p.Slug)
	}
	p.checkID(&ps)
	checkFile(&ps, "icon", p.Icon, "a small square image shown on the project's card")
	checkText(&ps, "title", p.Title, langs)
	if len(p.Content) > 0 { // left out, see Site.Validate
		p.Parsed = checkParagraphs(&ps, p.Content, langs)
	}
	if len(p.Tech) == 0 {
		ps.missing("tech", "list the technologies used: [React, Redux]")
	}
	for i, t := range p.Tech {
		requireString(&ps, fmt.Sprintf("tech[%d]", i), t, "remove the empty item")
	}
	// 2 or 3 links: live and source, and optionally backend.
	checkWebURL(&ps, "links.live", &p.Links.Live, true)
	checkWebURL(&ps, "links.source", &p.Links.Source, true)
	checkWebURL(&ps, "links.backend", &p.Links.Backend, false)
	if len(p.Images) == 0 {
		ps.missing("images", "list at least one screenshot, such as media/projects/"+p.Slug+"/1.png")
	}
	for i, img := range p.Images {
		checkFile(&ps, fmt.Sprintf("images[%d]", i), img, "a screenshot inside the content folder")
	}
	if p.Card != "" {
		checkFile(&ps, "card", p.Card, "a JPEG or PNG for the project's link preview, 1200×630 or larger")
	}
	if r := string(p.Repository); r != "" && r != "false" {
		checkWebURL(&ps, "repository", &r, false)
		p.Repository = Repository(r)
	}
	return ps.finish()
}

// checkID checks the project's id: a positive whole number (which
// Site.Validate checks is unique).
func (p *Project) checkID(ps *problems) {
	const hint = "give the project a positive whole number, unique across projects"
	switch {
	case p.ID < 0:
		ps.add("id", hint, "`id` must be a positive whole number, got %d", p.ID)
	case p.ID == 0:
		ps.list = append(ps.list, Problem{
			File:      p.File,
			Path:      "id",
			Message:   "missing required field `id`",
			IfPresent: "`id` must be a positive whole number, got 0",
			Hint:      hint,
		})
	}
}
