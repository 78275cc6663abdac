package content

import (
	"fmt"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/diag"
)

// routes are the addresses of the site's pages below the base path, in
// its default language: a page of each item once for each item. Nil when
// the theme names no pages (a check of the content alone), which checks
// no route.
func (s *Site) routes(pages []Page) []string {
	var out []string
	for _, p := range pages {
		if p.Path == "" || !s.hasAll(p.Data) {
			continue
		}
		if !strings.Contains(p.Path, ":slug") {
			out = append(out, p.Path)
			continue
		}
		for _, slug := range s.slugsOf(p.Each) {
			out = append(out, strings.Replace(p.Path, ":slug", slug, 1))
		}
	}
	return out
}

// slugsOf are the slugs of the items a page of each item is written for.
func (s *Site) slugsOf(each string) []string {
	var out []string
	switch each {
	case "projects":
		for _, p := range s.Projects {
			out = append(out, p.Slug)
		}
	case "posts":
		for _, p := range s.Posts {
			out = append(out, p.Slug)
		}
	}
	return out
}

// checkRoutes checks that each link of the version to a page of the
// site is to one of routes, in any of the site's languages (langs):
// "/apps/" or "/pt/apps/". A theme's routes are known only to a build:
// with none, nothing is checked.
func (v *PostVersion) checkRoutes(ps *problems, routes, langs []string) {
	if routes == nil {
		return
	}
	for i, r := range v.Refs {
		if r.Route == "" || slices.Contains(routes, withoutLanguage(r.Route, langs)) {
			continue
		}
		ps.add(fmt.Sprintf("refs[%d]", i), diag.DidYouMean(r.Route, routes), "no page of the site is at %s", r.Route)
	}
}

// withoutLanguage is a route without the prefix of one of langs:
// "/pt/apps/" is "/apps/".
func withoutLanguage(route string, langs []string) string {
	for _, lang := range langs {
		if rest, ok := strings.CutPrefix(route, "/"+lang+"/"); ok {
			return "/" + rest
		}
	}
	return route
}
