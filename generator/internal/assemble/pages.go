package assemble

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/theme"
)

// routesOf are the theme's routes that have pages on the site: those whose
// data files it has (a site with no résumé has no résumé's page).
func routesOf(in Input, site *plan.Site) []plan.Route {
	var out []plan.Route
	for _, r := range in.Theme.Routes {
		if !hasData(site, r) {
			continue
		}
		route := plan.Route{
			Page:    r.Page,
			Path:    r.Path,
			File:    r.File,
			Data:    r.Data,
			Each:    eachOf(r),
			Summary: r.Summary,
			JSONLD:  r.JSONLD,
		}
		if c, ok := in.Bundle.Routes[r.Module]; ok {
			chunk := plan.Chunk(c)
			route.Chunk = &chunk
		}
		out = append(out, route)
	}
	return out
}

// eachOf is what the route makes a page of, as its manifest names it.
func eachOf(r theme.Route) plan.Each {
	switch r.Each {
	case "projects":
		return plan.EachProject
	case "tags":
		return plan.EachTag
	case "posts":
		return plan.EachPost
	case "postTags":
		return plan.EachPostTag
	}
	return plan.Once
}

// hasData reports whether the site has every data file the route fetches,
// in its default language: its own or the one that every language shares.
func hasData(site *plan.Site, r theme.Route) bool {
	def := site.Languages[slices.IndexFunc(site.Languages, func(l plan.Language) bool { return l.Default })]
	for _, name := range r.Data {
		u, ok := def.DataURLs[name]
		if !ok {
			u = site.DataURLs[name]
		}
		if u == "" {
			return false
		}
	}
	return true
}

// item is what a page of a route is of: a project, a technology, a post,
// a post's tag, or, for a route of one page, nothing, whose slug is "".
type item struct {
	slug    string
	project *plan.Project
	tag     *plan.Tag
	post    *plan.Post
	postTag *plan.Tag
}

// itemsOf are the items of the route's pages, in the site's order.
func itemsOf(site *plan.Site, r *plan.Route) []item {
	var out []item
	switch r.Each {
	case plan.EachProject:
		for i := range site.Projects {
			out = append(out, item{slug: site.Projects[i].Slug, project: &site.Projects[i]})
		}
	case plan.EachTag:
		for i := range site.Tags {
			out = append(out, item{slug: site.Tags[i].Slug, tag: &site.Tags[i]})
		}
	case plan.EachPost:
		for i := range site.Posts {
			out = append(out, item{slug: site.Posts[i].Slug, post: &site.Posts[i]})
		}
	case plan.EachPostTag:
		for i := range site.PostTags {
			out = append(out, item{slug: site.PostTags[i].Slug, postTag: &site.PostTags[i]})
		}
	default:
		out = append(out, item{})
	}
	return out
}

// placed is a language and where a route's pages are in it.
type placed struct {
	lang  *plan.Language
	place func(slug string) (at, file string)
}

// planPages lays out every page of the site, route by route, item by item,
// each item in every language, with what its card shows.
func planPages(site *plan.Site, cards *cardPlan) []plan.Page {
	items := make(map[*plan.Route][]item, len(site.Routes))
	count := 0
	for i := range site.Routes {
		r := &site.Routes[i]
		items[r] = itemsOf(site, r)
		count += len(items[r]) * len(site.Languages)
	}
	out := make([]plan.Page, 0, count)
	shown := make([]plan.Card, 0, count) // one allocation for every page's card: serve plans them at each save
	for i := range site.Routes {
		r := &site.Routes[i]
		langs := make([]placed, 0, len(site.Languages))
		for j := range site.Languages {
			l := &site.Languages[j]
			langs = append(langs, placed{lang: l, place: places(r, l)})
		}
		for _, it := range items[r] {
			for _, l := range langs {
				page := plan.Page{Route: r, Lang: l.lang, Project: it.project, Tag: it.tag}
				page.Post, page.PostTag = it.post, it.postTag
				page.At, page.File = l.place(it.slug)
				if r.Path != "" { // "/pt/apps/bookstore/" is "/apps/bookstore/" in "pt/"
					page.Path = page.At[len(l.lang.Prefix):]
				}
				if card, ok := cards.of(&page); ok {
					shown = append(shown, card)
					page.Card = &shown[len(shown)-1]
				}
				out = append(out, page)
			}
		}
	}
	return out
}

// places returns where the route's page for a slug is in the language:
// its path below the base path and its file. Made once for every slug of
// the route (hundreds of projects, planned again at each save in serve):
// the route's, with the slug in place.
func places(r *plan.Route, l *plan.Language) func(slug string) (at, file string) {
	route := theme.Route{Path: r.Path, File: r.File} // where its pages go is the manifest's rule
	at := "/" + l.Prefix + strings.TrimPrefix(cmp.Or(route.URLPath(theme.Slug), "/"+r.File), "/")
	file := path.Clean(l.Prefix + route.OutputFile(theme.Slug))
	atBefore, atAfter, inAt := strings.Cut(at, theme.Slug)
	fileBefore, fileAfter, inFile := strings.Cut(file, theme.Slug)
	return func(slug string) (pageAt, pageFile string) {
		pageAt, pageFile = at, file
		if inAt {
			pageAt = atBefore + slug + atAfter
		}
		if inFile {
			pageFile = fileBefore + slug + fileAfter // a slug has no "/" or ".", which path.Clean would change
		}
		return pageAt, pageFile
	}
}
