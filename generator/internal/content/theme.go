package content

import "slices"

// A Page is one of the theme's pages (a route of its manifest), whose
// title and description portgen writes from the locales:
// `pages.<Name>.title`, and `pages.<Name>.description` unless it is the
// page of each item of a list, which its item describes (a project's
// page). A page of data the site does not have, such as a résumé, is not
// written and needs neither.
type Page struct {
	Name   string
	OfEach bool
	Data   []string // the data files it shows: "projects", "resume", "posts"
	// Path is its address below the base path and the language's
	// prefix, "/apps/"; a page of each item holds ":slug" where the
	// item's slug goes, and Each names the items: "projects", "posts".
	Path string
	Each string
}

// Theme is what the content is checked against of the theme it is built
// with: its pages, and its colour schemes, which the site's colours must
// read against.
type Theme struct {
	Pages   []Page
	Schemes []Scheme
	// Undrawn returns the characters of a text that the link-preview
	// cards have no font for (cards.Missing); nil checks none.
	Undrawn func(string) []rune
}

// Scheme is one of a theme's colour schemes, "light" or "dark": the colour
// of its panels, opaque, and of its text, as its manifest declares them.
type Scheme struct {
	Name        string
	Panel, Text Color
}

// everyPageKeys are the locale keys that every page reads.
var everyPageKeys = []string{"language.name", "common.noscript"}

// RequiredKeys are the locale keys that portgen reads to write the site's
// pages.
func (s *Site) RequiredKeys(pages []Page) []string {
	keys := slices.Clone(everyPageKeys)
	for _, p := range pages {
		if !s.hasAll(p.Data) {
			continue
		}
		keys = append(keys, "pages."+p.Name+".title")
		if !p.OfEach {
			keys = append(keys, "pages."+p.Name+".description")
		}
	}
	return keys
}

// hasAll reports whether the site has each of the data files: every site
// has a list of projects, a site with a résumé has its résumés, and a
// site with posts their lists. A site without posts has no blog: no page,
// and no locale key of one, is asked of it.
func (s *Site) hasAll(data []string) bool {
	for _, name := range data {
		switch {
		case name == "resume" && s.Resume == nil:
			return false
		case name == "posts" && len(s.Posts) == 0:
			return false
		}
	}
	return true
}
