package content

import (
	"slices"
	"testing"
)

// The texts a site's locales must give follow the theme's pages: a title
// for each, a description for each but the page of each item of a list,
// and nothing for a page of data the site does not have: a résumé, or
// posts.
func TestTheRequiredKeysAreThoseOfTheThemesPages(t *testing.T) {
	pages := []Page{
		{Name: "home"},
		{Name: "project", OfEach: true, Data: []string{"projects"}},
		{Name: "resume", Data: []string{"resume"}},
		{Name: "talks"},
		{Name: "blog", Data: []string{"posts"}},
	}
	without := (&Site{}).RequiredKeys(pages)
	want := []string{
		"language.name",
		"common.noscript",
		"pages.home.title",
		"pages.home.description",
		"pages.project.title",
		"pages.talks.title",
		"pages.talks.description",
	}
	if !slices.Equal(without, want) {
		t.Errorf("a site without a résumé: %q\nwant %q", without, want)
	}
	with := (&Site{Resume: &Resume{}}).RequiredKeys(pages)
	want = slices.Insert(want, 5, "pages.resume.title", "pages.resume.description")
	if !slices.Equal(with, want) {
		t.Errorf("a site with a résumé: %q\nwant %q", with, want)
	}
	blog := (&Site{Resume: &Resume{}, Posts: []Post{{Slug: "hello"}}}).RequiredKeys(pages)
	want = append(want, "pages.blog.title", "pages.blog.description")
	if !slices.Equal(blog, want) {
		t.Errorf("a site with posts: %q\nwant %q", blog, want)
	}
}
