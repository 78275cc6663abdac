// Package plan is assemble's types: the site as the output stages (cards,
// pages, pwa) are given it, planned page by page. Each page carries its
// own data: its route, its language, the project or technology it shows,
// its paths and what its card shows; nothing is paired by its place in a
// list. The output stages meet here and import no other stage's package,
// and plan imports only the kits (dist, markup), so that the pages and the
// service worker link neither the content's packages nor an image encoder
// nor the JS engine (generator/deps_test.go keeps it so).
package plan

import (
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/markup"
)

// ManifestFile is where the web manifest goes, at the root of the site.
const ManifestFile = "manifest.webmanifest"

// Site is what the output stages are given: the site, assembled once.
type Site struct {
	BaseURL  string // absolute, ending in "/"
	BasePath string // the path of BaseURL
	Owner    string // the owner's name
	// Languages are the site's languages, the default first: each has every
	// page, the default's at the base path and each other's under its code.
	Languages []Language
	// Routes are the theme's routes that have pages on this site (a route
	// whose data the site lacks has none), in the manifest's order.
	Routes []Route
	// Pages are every page the site has, route by route, each route's item
	// by item, each item in every language.
	Pages []Page
	// Projects are the projects as their pages show them, in the site's
	// order; Tags the technologies they use, each a page of a route that
	// makes one per technology, sorted by name; TagInputs a hash of which
	// projects use which, what the chips of every such page show.
	Projects  []Project
	Tags      []Tag
	TagInputs []byte
	// Posts are the blog's posts as their pages show them, newest first,
	// and PostTags their tags, each a page of a route that makes one per
	// post tag, sorted by name.
	Posts    []Post
	PostTags []Tag
	Icons    Icons
	Data     any // the site's data, written into every page as JSON
	// DataURLs are the fetched data files that every language shares, by
	// name ("projects"), for routes to preload; DataInputs a hash of each
	// one's content.
	DataURLs   map[string]string
	DataInputs map[string][]byte
	Preview    Preview // the image of a link to any page but a project's
	// Wallpaper is the default wallpaper, preloaded by the home page, and
	// WallpaperDark its dark scheme's image, when it has one: each then
	// preloaded in its scheme only.
	Wallpaper, WallpaperDark Preload
	// APIs are the URLs of the services that the site's pages call (the
	// weather provider's), whose origins the pages' CSP lets them reach.
	APIs []string
	// Toolbars are the browser's toolbar colours, one per colour scheme the
	// site shows (with the media query that picks it when it shows two),
	// and ColorScheme those schemes, as the color-scheme meta tag lists
	// them: "light dark"; "" for a theme with one scheme, its CSS's.
	Toolbars    []Toolbar
	ColorScheme string
	// Appearance is the one scheme that site.yaml fixes, set on every
	// page's <html> as data-appearance (which the theme's CSS obeys); ""
	// when the site follows the visitor.
	Appearance string
	Colors     Colors // the site's own colours, set over the theme's
	// Inputs is a hash of what every page's content is made from: the
	// prerenderer and the site's data, but for the names of its data
	// files, which hold their content's hash (each page's key holds the
	// content of the ones it reads).
	Inputs []byte
	// Entry is the app's own chunk, which every page loads, and Styles the
	// stylesheet of each lazily loaded chunk, by the chunk's file.
	Entry  Chunk
	Styles map[string]string
	// InlineScript is the theme's script that each page holds first in its
	// <head>, or "": the CSP must allow it by its hash.
	InlineScript string
	// HeadScript is the URL of the theme's classic script that each page
	// runs in its <head>, before its body paints, or "". The page then
	// lists the app's script for it to load, rather than loading it itself.
	HeadScript string
	App        App
}

// Language is the site in one of its languages: what its pages say, and
// where they are.
type Language struct {
	Code    string // "pt"
	Default bool   // the language every text falls back to, whose pages are at the base path
	// Prefix is where its pages are below the base path: "" for the default
	// language, "pt/" for another.
	Prefix string
	// Text is the string of its locale under key, with the owner's name and
	// vars (pairs of a placeholder's name and its value) in its
	// placeholders: Text("pages.project.title", "title", "Bookstore").
	Text      func(key string, vars ...string) string
	LocaleURL string            // its interface strings' file, which its pages load
	DataURLs  map[string]string // its own data files by name ("resume"), for routes to preload
	// Inputs is a hash of its strings, and the default language's, which
	// it falls back on; DataInputs, of each of its own data files by name.
	Inputs     []byte
	DataInputs map[string][]byte
	Person     Person // the owner, described as schema.org JSON-LD on the routes that ask for it
	// Descriptions replace, by page, the description of the locale: the
	// résumé's page is described by the résumé's summary.
	Descriptions map[string]string
}

// Each is what a route makes a page of.
type Each int

// A route makes one page, or one per project, or one per technology, or
// one per post, or one per post tag.
const (
	Once Each = iota
	EachProject
	EachTag
	EachPost
	EachPostTag
)

// Route is one of the theme's routes, as its pages are written.
type Route struct {
	Page string // the key of its title and description under pages.* in the locales
	// Path is its path below the base path, ":slug" where an item's slug
	// goes ("/apps/:slug/"); "" for the 404 page, which has File instead.
	Path, File string
	Data       []string // the data files it fetches, by name: "projects", "resume"
	Each       Each
	// Summary, on a route with Each, is how many items of the list its page
	// shows besides its own while it is prerendered (see theme.Route).
	Summary int
	JSONLD  string // the schema.org description its pages carry: "Person"
	// Chunk is the chunk of its lazily loaded module; nil for the entry's
	// own page.
	Chunk *Chunk
}

// Chunk is a chunk of the theme's bundle: its script, its stylesheet and
// the chunks it imports at once, by path below the base path.
type Chunk struct {
	JS, CSS string
	Imports []string
}

// Page is one page the site has.
type Page struct {
	Route *Route
	Lang  *Language
	// Project is the project that a page of a route with EachProject shows,
	// and Tag the technology of one with EachTag; Post the post of one
	// with EachPost, and PostTag the tag of one with EachPostTag; nil on
	// any other.
	Project *Project
	Tag     *Tag
	Post    *Post
	PostTag *Tag
	// Path is its route's path with its item's slug, below the base path,
	// the same in every language ("/apps/bookstore/"); "" for the 404 page.
	Path string
	// At is where it is below the base path ("/pt/apps/bookstore/",
	// "/pt/404.html"), and File its file ("pt/apps/bookstore/index.html").
	At, File string
	// Card is what its link-preview card shows; nil for a page without one.
	Card *Card
}

// Project is a project as its pages show it.
type Project struct {
	Slug string
	// In is what its page says in each language, by code.
	In   map[string]Words
	Tags []string // the slugs of its technologies, whose pages list it
	// Image is its first screenshot, for link previews (with the title in
	// the page's language as its Alt), and Preload the same as the page
	// shows it; none for a project without one.
	Image   Preview
	Preload Preload
	Inputs  []byte // a hash of its data, as the prerenderer reads it
}

// Post is a post as its pages show it.
type Post struct {
	Slug string
	// In is the version each language's page shows, by code: its own, or
	// the post's first version.
	In       map[string]PostVersion
	Versions []string // the languages it is written in, in the site's order
	Tags     []Tag
}

// PostVersion is a version of a post, as a page in some language shows it.
type PostVersion struct {
	Lang    string // the language it is written in
	Title   string
	Summary string
	// Published and Modified are its dates, YYYY-MM-DD; Modified is
	// Published when the post was not updated.
	Published, Modified string
	// BodyInputs is a hash of its body's file, which its page shows: serve
	// names the file the same whatever its content, so the list that
	// names it does not change with it.
	BodyInputs []byte
}

// Words are a project's own words in one language.
type Words struct {
	Title string
	Lead  []markup.Node // its first paragraph, which its page's description sums up
}

// Tag is a technology that projects use: its page's slug and its name.
type Tag struct{ Slug, Name string }

// Icons are the site's icons, by URL path.
type Icons struct {
	Favicon, AppleTouch, Manifest string
}

// Preview is an image for link previews, its URL a path under the base
// path.
type Preview struct {
	URL           string
	Width, Height int
	Alt           string
	Type          string // its media type: "image/jpeg"
}

// Preload is a responsive image the browser should fetch early.
type Preload struct {
	Href, Srcset, Sizes, Type string
	Media                     string // the media query it is for, if any: "(prefers-color-scheme: dark)"
}

// Toolbar is a colour of the browser's toolbar, and the media query of
// the colour scheme it is for ("(prefers-color-scheme: dark)"), if any.
type Toolbar struct{ Media, Color string }

// Colors are the site's own colours, #rrggbb, "" for those it leaves to
// the theme: the accent of every scheme but the dark one and the dark's,
// each with the text colour that reads on it, and the background.
type Colors struct {
	Accent, OnAccent         string
	AccentDark, OnAccentDark string
	Background               string
}

// Person is the owner as schema.org describes a person.
type Person struct {
	Name     string         `json:"name"`
	URL      string         `json:"url"`
	Image    string         `json:"image,omitempty"`
	Email    string         `json:"email,omitempty"`
	JobTitle string         `json:"jobTitle,omitempty"`
	WorksFor []Organization `json:"worksFor,omitempty"`
	AlumniOf []Organization `json:"alumniOf,omitempty"`
	SameAs   []string       `json:"sameAs,omitempty"`
}

// Organization is an employer or a school.
type Organization struct {
	Type string `json:"@type"`
	Name string `json:"name"`
	URL  string `json:"url,omitempty"`
}

// App is the site as an installed app: its web manifest, the deploy's
// name and what its service worker precaches besides the pages' shells.
type App struct {
	Manifest dist.File
	// Build names the deploy after every file of the site and the data
	// that every page holds, which it names too; "" for a site without a
	// service worker.
	Build string
	// Worker is the service worker's code; nil for a site without one.
	Worker []byte
	// Bundle are the theme's bundled files, named after their content;
	// Data the URLs of the site's data files and Icons of its icons, all
	// named after their content.
	Bundle      []dist.File
	Data, Icons []string
	// ProjectIcons are the projects' icons, which the list of projects
	// shows at once.
	ProjectIcons []Icon
}

// Icon is a project's icon by its URLs: its one file, and the WebP
// variants of a raster one.
type Icon struct {
	URL  string
	WebP []string
}

// CardWidth and CardHeight are the size of a card, which every network
// that lays previews out large reads.
const (
	CardWidth  = 1200
	CardHeight = 630
)

// Card is what a page's link-preview card shows.
type Card struct {
	Lang   string   // the page's language, BCP 47
	Kicker string   // a line above the title: the section a project is in ("Projetos"); may be ""
	Title  string   // the page's title, in its language
	Owner  string   // the owner's name
	Label  string   // and what they do ("Programador web full-stack"); may be ""
	Site   string   // where the site is ("ada.dev"); may be ""
	Tech   []string // a project's technologies, as chips
	// Date is the day a post was published, written in the page's
	// language ("1 de março de 2026"), under its title; "" for another page.
	Date string
	// Image is a project's first screenshot, encoded (JPEG, PNG, GIF, WebP
	// or SVG); none for a page without.
	Image Image
	// Wallpaper is the site's default wallpaper, encoded, drawn blurred
	// and darkened behind the card's panel; none for Background alone.
	Wallpaper Image
	// Cover is the owner's own image for the page (a project's `card:`),
	// which is the card instead of one drawn: scaled to fill the card, cropped
	// around its centre.
	Cover Image
	// Accent and Background are the site's colours, #rrggbb; "" for the
	// theme's.
	Accent, Background string
}

// Image is an image a card shows, named by its content: a content-hashed
// file of the site (a screenshot's variant, say), which Open reads only
// when the card is drawn, so that a warm build reads none.
type Image struct {
	Key  string // stands for the image's bytes: the same key, the same bytes
	Open func() ([]byte, error)
}

// Read reads the image's bytes: none for no image.
func (i Image) Read() ([]byte, error) {
	if i.Open == nil {
		return nil, nil
	}
	return i.Open()
}
