// Package content is portgen's domain model: the owner's site as typed values
// and the rules those values must satisfy. It knows nothing about YAML or the
// file system; the load package fills these types and attaches positions to
// the problems that Validate reports.
package content

import (
	"reflect"
	"regexp"
	"slices"
	"time"

	"github.com/portgen/portgen/generator/internal/markup"
)

// Site is a whole content folder.
type Site struct {
	Config   Config
	Projects []Project // sorted by ID
	Locales  []Locale  // in the order of Config.Languages
	// Resume is resume.json or resume.yaml, nil when there is none;
	// ResumeTranslations are its translations, in the order of
	// Config.Languages. ResumeIn merges them.
	Resume             *Resume
	ResumeTranslations []Resume
	// Posts are the blog's posts, newest first, those of one day by slug
	// (see GroupPosts).
	Posts []Post
}

// DefaultLocale is the default language's interface strings.
func (s *Site) DefaultLocale() Locale {
	for _, l := range s.Locales {
		if l.Lang == s.Config.DefaultLanguage() {
			return l
		}
	}
	return Locale{}
}

// Config is site.yaml.
type Config struct {
	BaseURL string `yaml:"baseURL"`
	Name    string `yaml:"name"` // the installed app's name; the owner's name by default
	// ShortName is the app's label under the icon on a home screen; the
	// owner's name by default, its first word when longer than 12
	// characters (assemble's shortName).
	ShortName string `yaml:"shortName"`
	Icon      File   `yaml:"icon"`
	Colors    Colors `yaml:"colors"`
	// Appearance is the colour scheme the site is shown in: "auto" (or
	// left out), the visitor's system's or the one they choose in
	// Settings; "light" or "dark", that one always.
	Appearance string   `yaml:"appearance"`
	Languages  []string `yaml:"languages"`
	// LanguageRedirect, true unless set false, sends a visitor who arrives
	// at a page of the default language to the same page in the language
	// they chose, or else their browser's (see LanguagePrefix).
	LanguageRedirect *bool       `yaml:"languageRedirect"`
	Owner            Owner       `yaml:"owner"`
	Skills           []string    `yaml:"skills"`
	Social           Social      `yaml:"social"`
	Wallpapers       []Wallpaper `yaml:"wallpapers"`
	Documents        []Document  `yaml:"documents"`
	Tracks           []Track     `yaml:"tracks"`
	Weather          Weather     `yaml:"weather"`
	// Cards, true unless set false, draws every page's link preview: the
	// image a link to it shows when pasted into a chat or a social
	// network (see generator/internal/cards). False keeps the owner's photo and
	// the projects' screenshots.
	Cards *bool `yaml:"cards"`
	// Repositories says whether the projects' repositories are read from
	// their forges at build time (see generator/internal/forges).
	Repositories Repositories `yaml:"repositories"`
}

// Repositories turns on, and tunes, the reading of each project's
// repository facts (stars, language, licence, topics, last push) from
// GitHub, GitLab or Codeberg at build time.
type Repositories struct {
	// Fetch, false unless set, reads them; without it a build makes no
	// network request.
	Fetch bool `yaml:"fetch"`
	// MaxAge is how long a cached answer is used without asking the forge
	// again, a Go duration such as 30m or 24h; an hour when left out.
	MaxAge string `yaml:"maxAge"`
}

// Lifetime is MaxAge as a duration; 0 when left out (or invalid, which
// Validate reports).
func (r Repositories) Lifetime() time.Duration {
	d, _ := time.ParseDuration(r.MaxAge)
	return d
}

// DefaultLanguage is the first language listed; every text falls back to it.
func (c Config) DefaultLanguage() string {
	if len(c.Languages) == 0 {
		return ""
	}
	return c.Languages[0]
}

// LanguagePrefix is where a language's pages are, below the base path:
// the default language's at the base path itself (""), every other's under
// its code ("pt/"). Each language is a site of its own, with every page.
func (c Config) LanguagePrefix(lang string) string {
	if lang == c.DefaultLanguage() {
		return ""
	}
	return lang + "/"
}

// DrawsCards reports whether every page gets a drawn link-preview card
// (Cards, true by default).
func (c Config) DrawsCards() bool { return c.Cards == nil || *c.Cards }

// RedirectsLanguage reports whether a page of the default language sends
// a visitor to their own language's (LanguageRedirect, true by default).
func (c Config) RedirectsLanguage() bool {
	return len(c.Languages) > 1 && (c.LanguageRedirect == nil || *c.LanguageRedirect)
}

// FixedScheme is the one colour scheme the site is shown in, "light" or
// "dark", or "" when it follows the visitor (appearance auto, or left out).
func (c Config) FixedScheme() string {
	if c.Appearance == "auto" {
		return ""
	}
	return c.Appearance
}

// Colors are the site's own colours, set over the theme's. Each one is
// optional: one left out keeps the theme's.
type Colors struct {
	// Accent colours the links, the highlights and each screen's main
	// button: text on the theme's panels, in each scheme the site shows
	// but the dark one when AccentDark is set.
	Accent Color `yaml:"accent"`
	// AccentDark is the accent of the dark scheme.
	AccentDark Color `yaml:"accentDark"`
	// Background shows behind the wallpaper while it loads, in the
	// browser's toolbar and on the installed app's splash screen and icons.
	Background Color `yaml:"background"`
}

// Color is a CSS hex colour as the owner wrote it: #rgb or #rrggbb.
type Color string

// Owner is the person the portfolio presents.
type Owner struct {
	Name  string `yaml:"name"`
	Photo File   `yaml:"photo"`
}

// Social holds the owner's public profiles, shown on the About screen.
type Social struct {
	LinkedIn string `yaml:"linkedin"`
	GitHub   string `yaml:"github"`
	Email    string `yaml:"email"`
}

// Wallpaper is one background a visitor can choose in Settings. The first
// one is the default.
type Wallpaper struct {
	ID    string `yaml:"id"`
	Name  Text   `yaml:"name"`
	Image File   `yaml:"image"`
	// Dark, if set, is the image shown in the dark scheme instead.
	Dark File `yaml:"dark"`
}

// Images are the wallpaper's images on a site fixed to a scheme (see
// Config.FixedScheme), or to none: the one it shows, and the dark
// scheme's when the visitor's scheme picks between two.
func (w Wallpaper) Images(fixed string) (image, dark File) {
	switch {
	case w.Dark == "" || fixed == "light":
		return w.Image, ""
	case fixed == "dark":
		return w.Dark, ""
	}
	return w.Image, w.Dark
}

// Document is a PDF offered on the Documents screen.
type Document struct {
	ID    string `yaml:"id"`
	Label Text   `yaml:"label"`
	File  File   `yaml:"file"`
	// Resume names the résumé's PDF in a language, which portgen makes,
	// instead of a File of the owner's own.
	Resume string `yaml:"resume"`
}

// Track is one piece of the music player.
type Track struct {
	ID    string `yaml:"id"`
	Title Text   `yaml:"title"`
	File  File   `yaml:"file"`
}

// Weather configures the weather tool and its provider: Open-Meteo, which
// needs no key, or Visual Crossing, whose API key is never in the content:
// portgen reads it from the environment at build time.
type Weather struct {
	// Provider is OpenMeteo or VisualCrossing. Left out, the build picks
	// Visual Crossing when it has a key, else Open-Meteo.
	Provider     string `yaml:"provider"`
	GeocodingURL string `yaml:"geocodingURL"` // Open-Meteo's geocoding API
	ForecastURL  string `yaml:"forecastURL"`  // Open-Meteo's forecast API
	Endpoint     string `yaml:"endpoint"`     // Visual Crossing's Timeline API base URL
	UnitGroup    string `yaml:"unitGroup"`    // Visual Crossing's units: us (Fahrenheit, the default) or metric
}

// The weather providers, as site.yaml names them.
const (
	OpenMeteo      = "open-meteo"
	VisualCrossing = "visual-crossing"
)

// The providers' public APIs, used unless site.yaml or the environment
// names others.
const (
	DefaultGeocodingURL    = "https://geocoding-api.open-meteo.com/v1/search"
	DefaultForecastURL     = "https://api.open-meteo.com/v1/forecast"
	DefaultWeatherEndpoint = "https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services"
)

// Project is one file under projects/. Its slug is the file name.
type Project struct {
	File string `yaml:"-"` // path relative to the content folder
	Slug string `yaml:"-"`
	// Digest is a hash of the file's path and content, which the rest of
	// the project is read from: the same digest, the same project (see
	// compile.Memo).
	Digest [32]byte `yaml:"-"`
	// Checked says that the project passed its own rules (Validate)
	// already, and holds the site's languages only (see LeaveOutUnlisted):
	// a loader took it, unchanged, from an earlier load, or has checked
	// it. The rules across projects still apply to it.
	Checked bool       `yaml:"-"`
	ID      int        `yaml:"id"`
	Icon    File       `yaml:"icon"`
	Title   Text       `yaml:"title"`
	Content Paragraphs `yaml:"content"`
	Tech    []string   `yaml:"tech"`
	Links   Links      `yaml:"links"`
	Images  []File     `yaml:"images"`
	// Card is the project's own link-preview image, shown instead of a
	// drawn card: scaled to fill 1200×630 and cropped around its centre.
	Card File `yaml:"card"`
	// Repository is the repository whose facts the project shows, when it
	// is not the one links.source names; "false" shows none.
	Repository Repository `yaml:"repository"`
	// Parsed is Content's markup, parsed by Validate: read once, where it
	// is checked.
	Parsed Localized[[][]markup.Node] `yaml:"-"`
}

// Repository is a project's repository as its file names it: a URL, or
// false for none.
type Repository string

// ScalarText marks Repository for the loader, which reads `false` as text.
func (Repository) ScalarText() {}

// RepositoryURL is the URL of the repository whose facts the project
// shows: its repository's, or else its source link's; "" for none.
func (p *Project) RepositoryURL() string {
	switch p.Repository {
	case "false":
		return ""
	case "":
		return p.Links.Source
	}
	return string(p.Repository)
}

// RepositoryFacts are what a forge says of a project's repository (see
// generator/internal/forges): text as the API gave it, never markup.
type RepositoryFacts struct {
	Stars       int      `json:"stars"`
	Description string   `json:"description,omitempty"`
	Topics      []string `json:"topics,omitempty"`
	Language    string   `json:"language,omitempty"` // GitLab's answer has none
	License     string   `json:"license,omitempty"`  // an SPDX id, "MIT"
	Pushed      string   `json:"pushed,omitempty"`   // the last push, an RFC 3339 UTC time
	Homepage    string   `json:"homepage,omitempty"`
	Archived    bool     `json:"archived,omitempty"`
}

// Links are a project's outbound links: 2 or 3 in all.
type Links struct {
	Live    string `yaml:"live"`
	Source  string `yaml:"source"`
	Backend string `yaml:"backend"`
}

// Locale is one file under locales/: the interface strings of one language,
// flattened to dotted keys ("home.greeting").
type Locale struct {
	File    string
	Lang    string
	Strings map[string]string
}

var placeholder = regexp.MustCompile(`{{\s*(\w+)\s*}}`)

// Text returns the string of key with its placeholders filled in: {{name}}
// with the owner's name, any other with the value after its name in vars
// ("title", "Bookstore"). A placeholder with no value stays as written.
func (l Locale) Text(key, owner string, vars ...string) string {
	return placeholder.ReplaceAllStringFunc(l.Strings[key], func(m string) string {
		name := placeholder.FindStringSubmatch(m)[1]
		if name == "name" {
			return owner
		}
		for i := 0; i+1 < len(vars); i += 2 {
			if vars[i] == name {
				return vars[i+1]
			}
		}
		return m
	})
}

// File is a path to a file inside the content folder, relative to it and
// written with forward slashes.
type File string

// Localized is visitor-facing content written either once for every language
// or as a map from language code to value. The empty key holds the value
// written once.
type Localized[T any] map[string]T

// Text is a localized string.
type Text = Localized[string]

// Paragraphs is a localized list of paragraphs in light markup.
type Paragraphs = Localized[[]string]

// Localized marks the type for the loader, which reads either form.
func (Localized[T]) Localized() {}

// In returns the value for lang, falling back to the value written once and
// then to the default language.
func (l Localized[T]) In(lang, fallback string) T {
	if v, ok := l[lang]; ok {
		return v
	}
	if v, ok := l[""]; ok {
		return v
	}
	return l[fallback]
}

// LeaveOutUnlisted removes what is written for languages that site.yaml
// does not list: their translations in every text and their locale files.
// An owner who drops a language keeps its translations in the files, and
// Validate warns of them; the build publishes none of them.
func (s *Site) LeaveOutUnlisted() {
	langs := s.Config.Languages
	v := reflect.ValueOf(s).Elem()
	for i := range v.NumField() {
		if f := v.Type().Field(i); f.IsExported() && f.Name != "Projects" && f.Name != "Posts" {
			leaveOut(v.Field(i), langs)
		}
	}
	for i := range s.Projects {
		if !s.Projects[i].Checked { // a checked one has been left out already
			s.Projects[i].LeaveOutUnlisted(langs)
		}
	}
	s.Locales = slices.DeleteFunc(s.Locales, func(l Locale) bool { return !slices.Contains(langs, l.Lang) })
	unlisted := func(r Resume) bool { return !slices.Contains(langs[min(1, len(langs)):], r.Lang) }
	s.ResumeTranslations = slices.DeleteFunc(s.ResumeTranslations, unlisted)
	for i := range s.Posts {
		s.Posts[i].Versions = slices.DeleteFunc(s.Posts[i].Versions, func(v PostVersion) bool {
			return !slices.Contains(langs, v.Lang)
		})
	}
	s.Posts = slices.DeleteFunc(s.Posts, func(p Post) bool { return len(p.Versions) == 0 })
}

// LeaveOutUnlisted removes what the project says in languages not in langs.
func (p *Project) LeaveOutUnlisted(langs []string) {
	leaveOut(reflect.ValueOf(p).Elem(), langs)
}

// leaveOut walks v and deletes, from every Localized value in it, the
// languages not in langs; the value written once for all (key "") stays.
func leaveOut(v reflect.Value, langs []string) {
	switch v.Kind() {
	case reflect.Map:
		if _, ok := v.Interface().(interface{ Localized() }); !ok {
			return
		}
		for _, k := range v.MapKeys() {
			if l := k.String(); l != "" && !slices.Contains(langs, l) {
				v.SetMapIndex(k, reflect.Value{})
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				leaveOut(v.Field(i), langs)
			}
		}
	case reflect.Slice:
		for i := range v.Len() {
			leaveOut(v.Index(i), langs)
		}
	case reflect.Pointer:
		if !v.IsNil() {
			leaveOut(v.Elem(), langs)
		}
	}
}
