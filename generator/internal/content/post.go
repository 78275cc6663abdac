package content

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// Post is one post of the blog: the files posts/<slug>.md, in the site's
// default language, and posts/<slug>.<lang>.md, its translations. A post
// may be written in any of the site's languages only; where it has no
// version, a page in that language shows another.
type Post struct {
	Slug string // the file name without its language and .md
	// Versions are the post in each language it is written in, in the
	// order of the site's languages: the default language's first when
	// there is one.
	Versions []PostVersion
	// Tags are the post's, the same in every language, written in its
	// first version (see validatePosts).
	Tags []string
}

// PostVersion is a post in one language: one file.
type PostVersion struct {
	File string // "posts/hello-world.pt.md", relative to the content folder
	// Lang is the language the file is written in: the one its name
	// ends with, else the site's default.
	Lang string
	// Digest is a hash of the file's path and content, which the rest of
	// the version is read from, as Project.Digest.
	Digest [32]byte
	Front  PostFront
	Body   Body
	// Refs are the body's images and links to the site's own files and
	// pages, in the order they are written; Validate resolves them.
	Refs []PostRef
	// Minutes is how long the body takes to read, at least 1.
	Minutes int
	// Future marks a version dated after the day of the build, which
	// LeaveOutUnpublished kept (portgen serve's, or a build that asked for
	// future posts).
	Future bool
}

// PostFront is a post's front matter: the YAML between the --- lines that
// start its file. Its text is plain text, never markup.
type PostFront struct {
	Title   string   `yaml:"title"`
	Date    Day      `yaml:"date"`
	Updated Day      `yaml:"updated"`
	Summary string   `yaml:"summary"`
	Tags    []string `yaml:"tags"`
	Draft   bool     `yaml:"draft"`
	// Cover is the post's card image and list thumbnail. It is written
	// relative to the post's file; Validate rewrites it relative to the
	// content folder.
	Cover File `yaml:"cover"`
}

// Body is a post's parsed Markdown: a *markdown.Doc, which compile
// renders. It is an interface so that content, which every stage reads,
// links no Markdown parser (see generator/deps_test.go).
type Body interface {
	// ReadingMinutes is how long the body takes to read, at least 1.
	ReadingMinutes() int
}

// PostRef is an image of a post's body, or a link to a file beside the
// post or to a page of the site. Validate resolves it: exactly one of File
// and Route is set then.
type PostRef struct {
	Image bool
	Dest  string // as written, escapes and entities decoded
	// Offset is where it is written in the post's file, in bytes: the
	// markdown.Ref's At.Offset, by which a renderer finds it.
	Offset int
	// File is the content file it points at, relative to the content
	// folder: an image, a PDF, or another post's file (the link goes to
	// that post's page).
	File File
	// Route is the page of the site it links to, below the base path:
	// "/apps/".
	Route string
	// Fragment is what followed the path in Dest, "?q" and "#part", kept.
	Fragment string
}

// Day is a calendar day written YYYY-MM-DD, as text: YAML reads it as a
// timestamp.
type Day string

// ScalarText marks Day for the loader, which reads any scalar as text.
func (Day) ScalarText() {}

// Time is the day at midnight UTC; false when it is no day.
func (d Day) Time() (time.Time, bool) {
	if !dayForm.MatchString(string(d)) {
		return time.Time{}, false
	}
	t, err := time.Parse(time.DateOnly, string(d))
	return t, err == nil
}

// DayOf is the calendar day of t, in t's location.
func DayOf(t time.Time) Day { return Day(t.Format(time.DateOnly)) }

// Date is the post's date: its first version's.
func (p *Post) Date() Day { return p.Versions[0].Front.Date }

// Publishing says which posts a build publishes: drafts and posts dated
// after Today only when asked for.
type Publishing struct {
	Today  Day
	Drafts bool // publish the drafts (a preview deploy; serve)
	Future bool // publish the posts dated after Today (serve)
}

// LeaveOutUnpublished removes the versions of the posts that p does not
// publish, and the posts left with none, and marks Future the versions
// it keeps that are dated after p.Today. A draft or future version is
// still checked (Validate) before: check reports its problems.
func (s *Site) LeaveOutUnpublished(p Publishing) {
	for i := range s.Posts {
		post := &s.Posts[i]
		post.Versions = slices.DeleteFunc(post.Versions, func(v PostVersion) bool {
			return v.Front.Draft && !p.Drafts
		})
		for j := range post.Versions {
			post.Versions[j].Future = post.Versions[j].Front.Date > p.Today
		}
		post.Versions = slices.DeleteFunc(post.Versions, func(v PostVersion) bool { return v.Future && !p.Future })
	}
	s.Posts = slices.DeleteFunc(s.Posts, func(post Post) bool { return len(post.Versions) == 0 })
	sortPosts(s.Posts)
}

// GroupPosts makes the posts of their versions, read from the files of
// posts/, by slug: each post's versions in the order of the site's
// languages (langs), its tags its first version's, the posts newest first.
func GroupPosts(bySlug map[string][]PostVersion, langs []string) []Post {
	posts := make([]Post, 0, len(bySlug))
	for slug, versions := range bySlug {
		// Of two files in one language, which Validate refuses, hello.md
		// comes before hello.en.md: the shorter name.
		slices.SortStableFunc(versions, func(a, b PostVersion) int {
			return cmp.Or(rankOf(langs, a.Lang)-rankOf(langs, b.Lang), len(a.File)-len(b.File),
				strings.Compare(a.File, b.File))
		})
		posts = append(posts, Post{Slug: slug, Versions: versions, Tags: versions[0].Front.Tags})
	}
	sortPosts(posts)
	return posts
}

// sortPosts orders posts newest first, those of one day by slug.
func sortPosts(posts []Post) {
	slices.SortStableFunc(posts, func(a, b Post) int {
		return cmp.Or(strings.Compare(string(b.Date()), string(a.Date())), strings.Compare(a.Slug, b.Slug))
	})
}

// rankOf is where lang is in langs, those not in it last.
func rankOf(langs []string, lang string) int {
	if i := slices.Index(langs, lang); i >= 0 {
		return i
	}
	return len(langs)
}
