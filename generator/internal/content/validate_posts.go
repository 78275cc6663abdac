package content

import (
	"fmt"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/slug"
)

// dayForm is how a post's dates are written.
var dayForm = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// reservedSlugs are the slugs no post may have: /blog/tags/ would be the
// post's page and the start of the tag pages' addresses.
var reservedSlugs = []string{"tags"}

// linkedKinds are the files a post's body may link to, by extension,
// besides other posts: those the site publishes as its own files.
var linkedKinds = map[string]FileKind{
	".pdf": PDF, ".png": Image, ".jpg": Image, ".jpeg": Image, ".gif": Image, ".webp": Image, ".svg": Image,
}

// validatePosts checks each post's versions, and the rules across them:
// one version a language, the tags set once, links to posts that exist
// and to pages the theme has (pages).
func (s *Site) validatePosts(pages []Page) []Problem {
	files := map[string]bool{}
	for _, p := range s.Posts {
		for _, v := range p.Versions {
			files[v.File] = true
		}
	}
	routes := s.routes(pages)
	var out []Problem
	for i := range s.Posts {
		p := &s.Posts[i]
		seen := map[string]string{}
		for j := range p.Versions {
			v := &p.Versions[j]
			ps := problems{file: v.File}
			p.checkName(&ps, s.Config.Languages, v.Lang)
			v.validate(&ps)
			v.checkPostLinks(&ps, files)
			v.checkRoutes(&ps, routes, s.Config.Languages)
			if other, ok := seen[v.Lang]; ok {
				ps.add("", "keep one of the two files: "+p.Slug+".md is the post in the site's default language",
					"a second version of post %q in %s: %s is one already", p.Slug, v.Lang, other)
			}
			seen[v.Lang] = v.File
			if j > 0 && len(v.Front.Tags) > 0 {
				ps.add("tags", fmt.Sprintf("a post's tags are the same in every language: set them once, in %s",
					path.Base(p.Versions[0].File)), "`tags` in a translation")
			}
			out = append(out, ps.list...)
		}
	}
	return out
}

// checkName checks what the name of a version's file says: the post's
// slug, and the language of the version (lang), which waits, left out of
// the build, when the site does not list it.
func (p *Post) checkName(ps *problems, langs []string, lang string) {
	switch {
	case !identifier.MatchString(p.Slug):
		ps.add("", fmt.Sprintf("name it %s.md: lower-case letters, digits and hyphens, the post's address; "+
			"a translation adds its language, %s.pt.md", Slugify(p.Slug), Slugify(p.Slug)),
			"the file name %q is not a slug", p.Slug)
	case slices.Contains(reservedSlugs, p.Slug):
		ps.add("", "name the file otherwise: /blog/tags/ is where the tag pages are",
			"a post cannot be named %q", p.Slug)
	}
	if !validCodes(langs) || slices.Contains(langs, lang) {
		return
	}
	if _, misspelt := diag.Closest(lang, langs); misspelt {
		ps.add("", diag.DidYouMean(lang, langs),
			"the file name says the post is in %q, not one of the site's languages", lang)
		return
	}
	ps.list = append(ps.list, Problem{
		File:    ps.file,
		Warning: true,
		Message: fmt.Sprintf("%s is not in languages: this translation is left out of the build", lang),
		Hint:    fmt.Sprintf("add %s to `languages` in site.yaml to publish it", lang),
	})
}

// validate checks a version's front matter, and resolves its cover and
// references from its file's folder.
func (v *PostVersion) validate(ps *problems) {
	requireString(ps, "title", v.Front.Title, `the post's title, as text: title: "Hello, world"`)
	if v.Front.Date == "" {
		ps.missing("date", "the day the post is published, YYYY-MM-DD: date: 2026-01-10")
	} else {
		checkDay(ps, "date", v.Front.Date)
	}
	if checkDay(ps, "updated", v.Front.Updated) && v.Front.Updated < v.Front.Date {
		ps.list = append(ps.list, Problem{
			File:    ps.file,
			Path:    "updated",
			Warning: true,
			Message: fmt.Sprintf("`updated` %s is before `date` %s", v.Front.Updated, v.Front.Date),
			Hint:    "updated is the day of the last change, on or after the day the post was published",
		})
	}
	checkTags(ps, v.Front.Tags)
	if v.Front.Cover != "" {
		cover, msg, hint := fromPost(v.File, string(v.Front.Cover))
		if msg != "" {
			ps.add("cover", hint, "%s", msg)
		}
		v.Front.Cover = cover
	}
	for i := range v.Refs {
		v.Refs[i].resolve(ps, v.File, fmt.Sprintf("refs[%d]", i))
	}
}

// checkDay checks a date of a post; true when it is a day, false when it
// is left out or no day.
func checkDay(ps *problems, p string, d Day) bool {
	if d == "" {
		return false
	}
	if !dayForm.MatchString(string(d)) {
		ps.add(p, fmt.Sprintf("write the year, the month and the day: %s: 2026-01-10", p),
			"`%s` is %q, not a day written YYYY-MM-DD", p, d)
		return false
	}
	if _, ok := d.Time(); !ok {
		ps.add(p, "check the month and the day", "`%s` is %s, a day that no calendar has", p, d)
		return false
	}
	return true
}

// checkTags checks a post's tags: each names something, each once.
func checkTags(ps *problems, tags []string) {
	seen := map[string]string{}
	for i, t := range tags {
		p := fmt.Sprintf("tags[%d]", i)
		s := slug.Of(t)
		switch {
		case strings.TrimSpace(t) == "":
			ps.missing(p, "remove the empty item")
		case s == "":
			ps.add(p, "a tag's address is made of its letters and digits: use some", "tag %q has no letter or digit", t)
		case seen[s] != "":
			ps.add(p, "list each tag once", "tag %q is tag %q again (both are %s in addresses)", t, seen[s], s)
		default:
			seen[s] = t
		}
	}
}

// resolve resolves a reference of the post in file, as a Markdown
// editor previews it: a path relative to the post's file, or a page of
// the site (/apps/).
func (r *PostRef) resolve(ps *problems, file, p string) {
	dest := r.Dest
	cut := strings.IndexAny(dest, "?#")
	if cut >= 0 {
		dest, r.Fragment = dest[:cut], dest[cut:]
	}
	if strings.HasPrefix(dest, "/") {
		r.Route = dest
		return
	}
	f, msg, hint := fromPost(file, dest)
	if msg != "" {
		ps.add(p, hint, "%s", msg)
		return
	}
	ext := strings.ToLower(path.Ext(string(f)))
	if _, ok := linkedKinds[ext]; !ok && !r.Image && ext != ".md" {
		ps.add(p, "link to a post (.md), a PDF or an image beside the post; "+
			"put other files on the web, and link to their address",
			"a link to %q, a file the site does not publish", dest)
		return
	}
	r.File = f
}

// checkPostLinks checks that each link to a post's file is to one of the
// site's posts (files).
func (v *PostVersion) checkPostLinks(ps *problems, files map[string]bool) {
	for i, r := range v.Refs {
		if r.Image || !strings.EqualFold(path.Ext(string(r.File)), ".md") || files[string(r.File)] {
			continue
		}
		ps.add(fmt.Sprintf("refs[%d]", i), "link to a post's file, posts/<slug>.md, from this post's folder",
			"post %q not found", r.File)
	}
}

// fromPost is the path rel, written from the post file's folder, from
// the content folder instead; or why it is not a path inside it.
func fromPost(file, rel string) (f File, msg, hint string) {
	const hintPath = "write the path from this post's file, such as ../media/photo.jpg"
	if unescaped, err := url.PathUnescape(rel); err == nil {
		rel = unescaped // a Markdown editor previews "my%20photo.jpg" as "my photo.jpg"
	}
	switch {
	case rel == "":
		return "", "the path names no file", hintPath
	case strings.HasPrefix(rel, "/"):
		return "", fmt.Sprintf("path %q is absolute", rel), hintPath
	case strings.ContainsAny(rel, "\\\x00"):
		return "", fmt.Sprintf("path %q holds a backslash or a NUL byte", rel), "write / between folders"
	}
	joined := path.Join(path.Dir(file), rel)
	if joined == ".." || strings.HasPrefix(joined, "../") {
		return "", fmt.Sprintf("path %q leaves the content folder", rel),
			"keep the files a post shows inside the content folder, and " + hintPath
	}
	return File(joined), "", ""
}
