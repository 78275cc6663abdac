package compile

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/markdown"
	"github.com/portgen/portgen/generator/internal/variants"
)

// PostSummary is a post in a language's list of posts (the data file
// data/posts.<lang>.json, newest first): the version in that language,
// or, for a post not written in it, the version in its first language,
// Lang saying which.
type PostSummary struct {
	Slug string `json:"slug"`
	// Lang is the language of the version listed: another than the
	// list's marks a post not written in the list's language.
	Lang    string `json:"lang"`
	Title   string `json:"title"`
	Date    string `json:"date"`              // YYYY-MM-DD; the theme writes it in the page's language
	Updated string `json:"updated,omitempty"` // YYYY-MM-DD
	// Summary is the front matter's, or else the body's first words.
	Summary string `json:"summary"`
	Tags    []Tag  `json:"tags"`
	Minutes int    `json:"minutes"` // how long the body takes to read
	// Cover is the post's card image and list thumbnail.
	Cover *Image `json:"cover,omitempty"`
	// Draft marks a draft, which only portgen serve and a build asked for
	// drafts publish.
	Draft bool `json:"draft,omitempty"`
	// Future marks a version dated after the day of the build, which only
	// portgen serve and a build asked for future posts publish. The theme
	// marks a draft and a future version alike, as not yet published.
	Future bool `json:"future,omitempty"`
	// Versions are the languages the post is written in, in the order of
	// the site's, for the links between translations.
	Versions []string `json:"versions"`
	// Body is the URL of the version's body (a PostBody).
	Body string `json:"body"`
}

// PostBody is a version of a post's body: HTML that the markdown kit wrote
// from a guarded document, which the theme sets as it is.
type PostBody struct {
	HTML string `json:"html"`
}

// Post is a post as the stages after compile see it: each version, and
// the version each of the site's languages shows.
type Post struct {
	Slug     string
	Versions []PostVersion // in the order of the site's languages
	// In is the version each language's pages show, by language: its
	// own, or the post's first.
	In map[string]*PostVersion
	// Tags are the post's, as its list names them.
	Tags []Tag
	// Cover is its card image, when it has one.
	Cover content.Asset
}

// PostVersion is a version of a post, compiled.
type PostVersion struct {
	Summary PostSummary
	// FeedHTML is the body with every URL absolute, for the feeds.
	FeedHTML string
	// BodySum is a SHA-256 hash of the body file, which stands for it in
	// the pages' render keys.
	BodySum [32]byte
}

// summaryLength is how many characters of a body stand for the summary of
// a post that has none.
const summaryLength = 200

// postRenderer renders the posts' bodies, each version with its own
// language's labels and URLs, keeping them in the cache by what they are
// rendered from: a warm build renders none that did not change.
type postRenderer struct {
	site    *content.Site
	files   content.Assets
	cache   *cache.Cache
	base    string // the base path
	baseURL string // the site's URL, ending in /, which the feed's URLs start with
	slugs   map[content.File]string
}

// newPostRenderer renders the bodies of s's posts.
func newPostRenderer(s *content.Site, files content.Assets, opts Options) *postRenderer {
	r := &postRenderer{
		site: s, files: files, cache: cmp.Or(opts.Cache, cache.Memory()),
		base: opts.Base, baseURL: opts.BaseURL, slugs: map[content.File]string{},
	}
	for _, p := range s.Posts {
		for _, v := range p.Versions {
			r.slugs[content.File(v.File)] = p.Slug
		}
	}
	return r
}

// render is the version's body as HTML, with the URLs of its pages, or
// with absolute ones for a feed.
func (r *postRenderer) render(v *content.PostVersion, absolute bool) ([]byte, error) {
	doc, ok := v.Body.(*markdown.Doc)
	if !ok {
		return nil, fmt.Errorf("%s: the body was not parsed", v.File)
	}
	opts := r.options(v, absolute)
	key := r.key(v, opts)
	if html, ok := r.cache.Get(cache.Posts, key); ok {
		return html, nil
	}
	err := r.cache.Ensure(cache.Posts, key, func() ([]byte, error) { return markdown.Render(doc, opts) })
	if err != nil {
		return nil, fmt.Errorf("%s: %w", v.File, err)
	}
	html, ok := r.cache.Get(cache.Posts, key)
	if !ok {
		return nil, fmt.Errorf("%s: the rendered body is not in the cache", v.File)
	}
	return html, nil
}

// key names a rendering of v with opts: it stands for the version's file
// and for everything the renderer asks of the rest of the site, which it
// asks here too, and writes down.
func (r *postRenderer) key(v *content.PostVersion, opts markdown.Options) string {
	h := sha256.New()
	fmt.Fprintf(h, "%d\x00%x\x00%q\x00%s\x00", markdown.Version, v.Digest, opts.Labels, opts.Page)
	for _, ref := range v.Refs {
		if ref.Image {
			pic, ok := r.picture(ref, opts.Page != "")
			fmt.Fprintf(h, "i%v\x00%+v\x00", ok, pic)
			continue
		}
		url, ok := r.link(v, ref, opts.Page != "")
		fmt.Fprintf(h, "l%v\x00%s\x00", ok, url)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// options are the renderer's words and URLs for v.
func (r *postRenderer) options(v *content.PostVersion, absolute bool) markdown.Options {
	byOffset := map[int]content.PostRef{}
	for _, ref := range v.Refs {
		byOffset[ref.Offset] = ref
	}
	opts := markdown.Options{
		Labels: r.labels(v.Lang),
		Image: func(ref markdown.Ref) (markdown.Picture, bool) {
			return r.picture(byOffset[ref.At.Offset], absolute)
		},
		Link: func(ref markdown.Ref) (string, bool) {
			return r.link(v, byOffset[ref.At.Offset], absolute)
		},
	}
	if absolute {
		opts.Page = r.absolute(r.pagePath(v.Lang, r.slugs[content.File(v.File)]))
	}
	return opts
}

// labels are the words the body's controls are named with in lang, from
// its locale: blog.anchor, blog.taskDone, blog.taskOpen and
// blog.footnoteBack.
func (r *postRenderer) labels(lang string) markdown.Labels {
	return markdown.Labels{
		Anchor:       r.localeString(lang, "blog.anchor"),
		TaskDone:     r.localeString(lang, "blog.taskDone"),
		TaskOpen:     r.localeString(lang, "blog.taskOpen"),
		FootnoteBack: r.localeString(lang, "blog.footnoteBack"),
	}
}

// picture is an image's variants, as the media stage made them; false for
// an image it has none of.
func (r *postRenderer) picture(ref content.PostRef, absolute bool) (markdown.Picture, bool) {
	a, ok := r.files[ref.File]
	if !ok || a.URL == "" {
		return markdown.Picture{}, false
	}
	pic := markdown.Picture{Src: r.url(a.URL, absolute), Width: a.Width, Height: a.Height}
	if len(a.Fallback) > 1 || len(a.WebP) > 0 {
		pic.Srcset = r.srcset(a.Fallback, absolute)
		pic.Sizes = variants.PostImageSizes
	}
	if len(a.WebP) > 0 {
		pic.Sources = []markdown.Source{{Type: "image/webp", Srcset: r.srcset(a.WebP, absolute)}}
	}
	return pic, true
}

// srcset writes variants as a srcset, their URLs absolute if asked.
func (r *postRenderer) srcset(vs []content.Variant, absolute bool) string {
	if !absolute {
		return content.Srcset(vs)
	}
	abs := slices.Clone(vs)
	for i := range abs {
		abs[i].URL = r.absolute(abs[i].URL)
	}
	return content.Srcset(abs)
}

// link is the URL of a link of v to another post (its page in v's
// language), to a file the site serves, or to a page of the site (in v's
// language); false for none.
func (r *postRenderer) link(v *content.PostVersion, ref content.PostRef, absolute bool) (string, bool) {
	var path string
	switch {
	case ref.Route != "":
		path = r.base + r.site.Config.LanguagePrefix(v.Lang) + strings.TrimPrefix(ref.Route, "/")
	case r.slugs[ref.File] != "":
		path = r.pagePath(v.Lang, r.slugs[ref.File])
	default:
		a, ok := r.files[ref.File]
		if !ok || a.URL == "" {
			return "", false
		}
		path = a.URL
	}
	return r.url(path, absolute) + ref.Fragment, true
}

// pagePath is the address of a post's page in lang, below the site's
// root: /blog/hello/, /pt/blog/hello/.
func (r *postRenderer) pagePath(lang, slug string) string {
	return r.base + r.site.Config.LanguagePrefix(lang) + "blog/" + slug + "/"
}

// url is an address of the site, absolute if asked.
func (r *postRenderer) url(path string, absolute bool) string {
	if absolute {
		return r.absolute(path)
	}
	return path
}

// absolute is an address below the site's root (which starts with the
// base path) as a whole URL.
func (r *postRenderer) absolute(path string) string {
	return strings.TrimSuffix(r.baseURL, r.base) + path
}

// PostsResult is the site's posts compiled: the lists and bodies the theme
// fetches, and the feeds.
type PostsResult struct {
	Posts []Post
	// URLs are the URLs of each language's list (a list of PostSummary);
	// none for a site without posts.
	URLs  map[string]string
	Files []dist.File // the lists and the bodies, under dist.AssetsDir
	// Feeds are each language's Atom feed, <language prefix>blog/feed.xml.
	Feeds []dist.File
}

// Posts compiles the site's posts: each version's body rendered (or taken
// from opts.Cache), a list of every post in each language, and each
// language's feed. A site with no posts has none of them.
func Posts(s *content.Site, files content.Assets, opts Options) (PostsResult, error) {
	var out PostsResult
	if len(s.Posts) == 0 {
		return out, nil
	}
	r := newPostRenderer(s, files, opts)
	out.Posts = make([]Post, len(s.Posts))
	for i := range s.Posts {
		p, bodies, err := r.post(&s.Posts[i], opts)
		if err != nil {
			return PostsResult{}, err
		}
		out.Posts[i] = p
		out.Files = append(out.Files, bodies...)
	}
	out.URLs = map[string]string{}
	for _, lang := range s.Config.Languages {
		list := make([]PostSummary, len(out.Posts))
		for i, p := range out.Posts {
			list[i] = p.In[lang].Summary
		}
		f, url := dataFile(opts, "data/posts."+lang+".json", JSON(list))
		out.Files = append(out.Files, f)
		out.URLs[lang] = url
		out.Feeds = append(out.Feeds, r.feed(lang, out.Posts))
	}
	return out, nil
}

// post compiles a post: each version's summary and body, and its body
// files.
func (r *postRenderer) post(p *content.Post, opts Options) (Post, []dist.File, error) {
	cp := Post{Slug: p.Slug, Tags: []Tag{}, In: map[string]*PostVersion{}}
	for _, name := range p.Tags {
		if t, ok := TagOf(name); ok {
			cp.Tags = append(cp.Tags, t)
		}
	}
	var langs []string
	for _, v := range p.Versions {
		langs = append(langs, v.Lang)
	}
	first := p.Versions[0]
	if first.Front.Cover != "" {
		cp.Cover = r.files[first.Front.Cover]
	}
	var files []dist.File
	for i := range p.Versions {
		v := &p.Versions[i]
		html, err := r.render(v, false)
		if err != nil {
			return Post{}, nil, err
		}
		feedHTML, err := r.render(v, true)
		if err != nil {
			return Post{}, nil, err
		}
		body := JSON(PostBody{HTML: string(html)})
		f, url := dataFile(opts, "data/posts/"+p.Slug+"."+v.Lang+".json", body)
		files = append(files, f)
		cv := PostVersion{
			Summary:  r.summary(p, v, cp.Tags, langs),
			FeedHTML: string(feedHTML),
			BodySum:  sha256.Sum256(body),
		}
		cv.Summary.Body = url
		cp.Versions = append(cp.Versions, cv)
	}
	for _, lang := range r.site.Config.Languages {
		i := max(slices.Index(langs, lang), 0)
		cp.In[lang] = &cp.Versions[i]
	}
	return cp, files, nil
}

// summary is how a list shows a version of p.
func (r *postRenderer) summary(p *content.Post, v *content.PostVersion, tags []Tag, langs []string) PostSummary {
	s := PostSummary{
		Slug: p.Slug, Lang: v.Lang, Title: v.Front.Title, Date: string(v.Front.Date),
		Updated: string(v.Front.Updated), Summary: v.Front.Summary, Tags: tags, Minutes: v.Minutes,
		Draft: v.Front.Draft, Future: v.Future, Versions: langs,
	}
	if doc, ok := v.Body.(*markdown.Doc); ok && s.Summary == "" {
		s.Summary = doc.Summary(summaryLength)
	}
	if cover := p.Versions[0].Front.Cover; cover != "" {
		img := image(r.files, cover)
		if img.Srcset != "" {
			img.Sizes = variants.PostImageSizes
		}
		s.Cover = &img
	}
	return s
}

// dataFile is a data file the app fetches, under its own name (serve's)
// or a name holding a hash of its content, and its URL.
func dataFile(opts Options, name string, data []byte) (dist.File, string) {
	p := dist.AssetsDir + name
	if !opts.KeepNames {
		p = dist.AssetsDir + dist.HashedName(name, data)
	}
	return dist.File{Path: p, Data: data}, opts.Base + p
}
