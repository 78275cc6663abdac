// Package compile turns the content model into the JSON that the theme
// reads: a small site object (written into every page), the project list
// and one nested locale bundle per language (fetched files). Maps are
// written with sorted keys and nothing depends on the clock, so the same
// content always compiles to the same bytes.
package compile

import (
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/markup"
	"github.com/portgen/portgen/generator/internal/variants"
)

// Image is an image the theme can lay out before it loads: its size, and
// the variants a browser picks from by the width it needs.
type Image struct {
	Src    string `json:"src"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Srcset string `json:"srcset,omitempty"` // the fallback variants (JPEG or PNG)
	WebP   string `json:"webp,omitempty"`   // the WebP variants, as a srcset
	Sizes  string `json:"sizes,omitempty"`  // the width it is shown at, where the data knows it
}

// Site is the data every page carries. LocaleURLs and ProjectsURL are
// filled by the caller once the files have their fingerprinted names.
type Site struct {
	Base      string     `json:"base"`
	Languages []Language `json:"languages"`
	// LanguageRedirect says that a page of the default language sends a
	// visitor to the same page in their language (content.Config.LanguageRedirect).
	LanguageRedirect bool `json:"languageRedirect"`
	// Appearance is the colour scheme the site is shown in: "auto" (the
	// visitor's system's, or their choice), "light" or "dark".
	Appearance  string            `json:"appearance"`
	LocaleURLs  map[string]string `json:"locales"`
	ProjectsURL string            `json:"projects"`
	Owner       Owner             `json:"owner"`
	Skills      []string          `json:"skills"`
	Social      Social            `json:"social"`
	// ResumeURLs are the URLs of each language's résumé (see Resume); nil
	// when the site has no résumé.
	ResumeURLs map[string]string `json:"resume,omitempty"`
	// ResumePDFs are the URLs of each language's résumé as a PDF
	// (generator/internal/resumepdf); nil when the site has no résumé.
	ResumePDFs map[string]string `json:"resumePdf,omitempty"`
	Wallpapers []Wallpaper       `json:"wallpapers"`
	Documents  []Document        `json:"documents"`
	Tracks     []Track           `json:"tracks"`
	Weather    Weather           `json:"weather"`
	// ServiceWorker is the URL of the service worker to register, or empty.
	ServiceWorker string `json:"serviceWorker"`
	// Build identifies the deploy (assemble's buildID), which the service
	// worker also announces: a page of an older deploy then offers a reload.
	// It is named after every other file of the site, so assemble sets it,
	// before the pages that hold it are rendered; "" without a service worker.
	Build string `json:"build"`
}

// Track is one piece of the music player.
type Track struct {
	ID    string            `json:"id"`
	Title map[string]string `json:"title"`
	Src   string            `json:"src"`
}

// Weather is what the weather tool needs to call its provider. The JSON
// holds the provider's fields only (see MarshalJSON).
type Weather struct {
	Provider string // content.OpenMeteo or content.VisualCrossing
	// Open-Meteo's two APIs.
	GeocodingURL, ForecastURL string
	// Visual Crossing's Timeline API. An empty key means the site has no
	// weather: the tool says so and makes no request.
	Endpoint, UnitGroup, Key string
}

// MarshalJSON writes the object the theme's WeatherConfig describes:
// {"provider":"open-meteo","geocodingURL":…,"forecastURL":…}, or
// {"provider":"visual-crossing","endpoint":…,"unitGroup":…,"key":…}.
func (w Weather) MarshalJSON() ([]byte, error) {
	if w.Provider == content.OpenMeteo {
		return JSON(struct {
			Provider     string `json:"provider"`
			GeocodingURL string `json:"geocodingURL"`
			ForecastURL  string `json:"forecastURL"`
		}{w.Provider, w.GeocodingURL, w.ForecastURL}), nil
	}
	return JSON(struct {
		Provider  string `json:"provider"`
		Endpoint  string `json:"endpoint"`
		UnitGroup string `json:"unitGroup"`
		Key       string `json:"key"`
	}{w.Provider, w.Endpoint, w.UnitGroup, w.Key}), nil
}

// URLs are the APIs the weather tool calls: none when it has no key
// for Visual Crossing. The pages' CSP lets the site connect to their origins.
func (w Weather) URLs() []string {
	switch {
	case w.Provider == content.OpenMeteo:
		return []string{w.GeocodingURL, w.ForecastURL}
	case w.Key != "":
		return []string{w.Endpoint}
	}
	return nil
}

// WeatherEnv is the part of the weather configuration that comes from the
// environment at build time, never from the content folder. Its URLs
// override site.yaml's.
type WeatherEnv struct {
	Key          string // PORTGEN_WEATHER_KEY: Visual Crossing's, which also picks it when site.yaml names no provider
	Endpoint     string // PORTGEN_WEATHER_ENDPOINT
	GeocodingURL string // PORTGEN_WEATHER_GEOCODING_URL
	ForecastURL  string // PORTGEN_WEATHER_FORECAST_URL
}

// ReadWeatherEnv reads the weather's environment variables with getenv,
// and checks that the URLs among them are absolute http(s) URLs. A bad one
// is a *diag.Error whose file is the variable, "$PORTGEN_WEATHER_…": the
// owner fixes it where they set it, and serve's overlay shows it as it
// shows a file's problem.
func ReadWeatherEnv(getenv func(string) string) (WeatherEnv, error) {
	env := WeatherEnv{
		Key:          getenv("PORTGEN_WEATHER_KEY"),
		Endpoint:     getenv("PORTGEN_WEATHER_ENDPOINT"),
		GeocodingURL: getenv("PORTGEN_WEATHER_GEOCODING_URL"),
		ForecastURL:  getenv("PORTGEN_WEATHER_FORECAST_URL"),
	}
	// They go into the CSP and the data as the site.yaml ones do: the same
	// check, and the same form (the host in ASCII, the path escaped).
	var problems diag.List
	for _, v := range []struct {
		name  string
		value *string
	}{
		{"PORTGEN_WEATHER_ENDPOINT", &env.Endpoint},
		{"PORTGEN_WEATHER_GEOCODING_URL", &env.GeocodingURL},
		{"PORTGEN_WEATHER_FORECAST_URL", &env.ForecastURL},
	} {
		if *v.value == "" {
			continue
		}
		u, err := content.WebURL(*v.value)
		if err != nil {
			// serve's overlay says to save a file: this takes a restart.
			d := diag.Diagnostic{File: "$" + v.name, Message: err.Error(), Hint: "portgen reads it as it starts"}
			if bad := (*content.URLError)(nil); errors.As(err, &bad) {
				d.Message, d.Hint = bad.Message, bad.Hint+"; portgen reads it as it starts"
			}
			problems.Add(d)
			continue
		}
		*v.value = u.String()
	}
	return env, problems.Err()
}

// weather picks the provider: the one site.yaml names, else Visual Crossing
// when the build has its key, else Open-Meteo, which needs none.
func weather(c content.Weather, env WeatherEnv) Weather {
	provider := c.Provider
	if provider == "" {
		provider = content.OpenMeteo
		if env.Key != "" {
			provider = content.VisualCrossing
		}
	}
	trim := func(u ...string) string { return strings.TrimSuffix(cmp.Or(u...), "/") }
	if provider == content.OpenMeteo {
		return Weather{
			Provider:     provider,
			GeocodingURL: trim(env.GeocodingURL, c.GeocodingURL, content.DefaultGeocodingURL),
			ForecastURL:  trim(env.ForecastURL, c.ForecastURL, content.DefaultForecastURL),
		}
	}
	return Weather{
		Provider:  provider,
		Endpoint:  trim(env.Endpoint, c.Endpoint, content.DefaultWeatherEndpoint),
		UnitGroup: cmp.Or(c.UnitGroup, "us"),
		Key:       env.Key,
	}
}

// Social holds the owner's public profiles and email.
type Social struct {
	Profiles []Profile `json:"profiles"`
	Email    string    `json:"email,omitempty"`
}

// Profile is an account on a network, with the icon the theme shows for it.
type Profile struct {
	Kind     string `json:"kind"` // content.NetworkKind
	Network  string `json:"network"`
	URL      string `json:"url"`
	Username string `json:"username,omitempty"`
}

func profiles(list []content.Profile) []Profile {
	out := []Profile{}
	for _, p := range list {
		if u := content.ProfileURL(p); u != "" {
			network := p.Network
			if network == "" {
				// A link needs a name: the site's, for a profile the owner left unnamed.
				parsed, _ := url.Parse(u)
				network = strings.TrimPrefix(parsed.Hostname(), "www.")
			}
			out = append(
				out,
				Profile{Kind: content.NetworkKind(p.Network, u), Network: network, URL: u, Username: p.Username},
			)
		}
	}
	return out
}

// Language is a language code with its own name for itself, and the path
// of its pages: the base path for the default language, below it for the
// others ("/portfolio/pt/").
type Language struct {
	Code string `json:"code"`
	Name string `json:"name"`
	Path string `json:"path"`
	// Default marks the default language (site.yaml's first), and only it:
	// the theme reads which language is the default from here rather than
	// from the order of the list, so the fact has one source.
	Default bool `json:"default,omitempty"`
}

// Owner is the person the portfolio presents: site.yaml's owner, or else
// the résumé's basics.
type Owner struct {
	Name    string            `json:"name"`
	Photo   *Image            `json:"photo,omitempty"`
	Label   map[string]string `json:"label,omitempty"`   // the résumé's, by language
	Summary map[string]string `json:"summary,omitempty"` // the résumé's, by language
}

func owner(s *content.Site, files assets.Map) Owner {
	o := Owner{Name: s.OwnerName()}
	if f := s.OwnerPhoto(); f != "" {
		img := image(files, f)
		o.Photo = &img
	}
	if s.Resume == nil {
		return o
	}
	o.Label, o.Summary = map[string]string{}, map[string]string{}
	for _, lang := range s.Config.Languages {
		r := s.ResumeIn(lang)
		if r.Basics.Label != "" {
			o.Label[lang] = r.Basics.Label
		}
		if r.Basics.Summary != "" {
			o.Summary[lang] = r.Basics.Summary
		}
	}
	if len(o.Label) == 0 {
		o.Label = nil
	}
	if len(o.Summary) == 0 {
		o.Summary = nil
	}
	return o
}

// Wallpaper is one background.
type Wallpaper struct {
	ID    string            `json:"id"`
	Name  map[string]string `json:"name"`
	Image Image             `json:"image"`
	// Dark is the image of the dark scheme, when it has its own.
	Dark *Image `json:"dark,omitempty"`
}

// Document is one PDF.
type Document struct {
	ID    string            `json:"id"`
	Label map[string]string `json:"label"`
	Href  string            `json:"href"`
}

// Project is one project as the theme shows it, and what its own page
// says of it beyond the JSON.
type Project struct {
	ID      int                        `json:"id"`
	Slug    string                     `json:"slug"`
	Icon    Image                      `json:"icon"`
	Title   map[string]string          `json:"title"`
	Content map[string][][]markup.Node `json:"content"`
	Tech    []string                   `json:"tech"`
	Links   map[string]string          `json:"links"`
	Images  []Image                    `json:"images"`
	// Repository is what its forge says of its repository, when the site
	// reads it (repositories.fetch) and the forge answered.
	Repository *Repository `json:"repository,omitempty"`
	// Tags are its technologies as the filter names them: its tech, and
	// its repository's language and topics, each once (see TagOf).
	Tags []Tag `json:"tags"`

	// In is what its own page says in each of the site's languages, the
	// default language's text standing in where a language has none (the
	// theme does the same with the JSON).
	In map[string]ProjectText `json:"-"`
	// Shot is its first screenshot, as the site serves it: its own page
	// preloads it and link previews show it.
	Shot assets.Asset `json:"-"`
	// JSON is the project as the projects' data file holds it, and Sum a
	// SHA-256 hash of it, which stands for it in the pages' render keys.
	JSON []byte   `json:"-"`
	Sum  [32]byte `json:"-"`
}

// Repository is what a forge says of a project's repository, as the
// theme shows it: text as the forge wrote it, which the theme writes as
// text; its topics named as the filter names them ("ruby-on-rails" is
// "Ruby on Rails"), those that tech already names left out.
type Repository struct {
	Stars    int      `json:"stars"`
	Language string   `json:"language,omitempty"`
	License  string   `json:"license,omitempty"` // an SPDX id
	Topics   []string `json:"topics,omitempty"`
	Updated  string   `json:"updated,omitempty"` // the day of the last push, YYYY-MM-DD (UTC)
	Homepage string   `json:"homepage,omitempty"`
	Archived bool     `json:"archived,omitempty"`
}

// repository is what the theme shows of facts, beside a project's tech.
func repository(f *content.RepositoryFacts, tech []string) *Repository {
	if f == nil {
		return nil
	}
	r := &Repository{Stars: f.Stars, Language: f.Language, License: f.License, Archived: f.Archived}
	if t, err := time.Parse(time.RFC3339, f.Pushed); err == nil {
		r.Updated = t.UTC().Format(time.DateOnly)
	}
	if u, err := content.WebURL(f.Homepage); err == nil && f.Homepage != "" {
		r.Homepage = u.String() // an http(s) URL the site may write, or none
	}
	seen := map[string]bool{}
	for _, t := range tech {
		if tag, ok := TagOf(t); ok {
			seen[tag.Slug] = true
		}
	}
	for _, t := range f.Topics {
		if tag, ok := TagOf(t); ok && !seen[tag.Slug] {
			seen[tag.Slug] = true
			r.Topics = append(r.Topics, tag.Name)
		}
	}
	return r
}

// ProjectText is what a project's own page says of it in one language.
type ProjectText struct {
	Title string
	Lead  []markup.Node // its first paragraph, which the page's description sums up
}

// SiteData builds the site object but for the URLs of its data files and
// of the service worker, which Compile adds.
func SiteData(s *content.Site, files assets.Map, base string, env WeatherEnv) Site {
	c := s.Config
	def := c.DefaultLanguage()
	out := Site{
		Base:             base,
		LocaleURLs:       map[string]string{},
		Owner:            owner(s, files),
		Skills:           nonNil(s.SkillList()),
		Wallpapers:       []Wallpaper{},
		Documents:        []Document{},
		Tracks:           []Track{},
		Weather:          weather(c.Weather, env),
		LanguageRedirect: c.RedirectsLanguage(),
		Appearance:       cmp.Or(c.FixedScheme(), "auto"),
	}
	list, email := s.SocialLinks()
	out.Social = Social{Profiles: profiles(list), Email: email}
	for _, t := range c.Tracks {
		out.Tracks = append(out.Tracks, Track{ID: t.ID, Title: localize(t.Title, def), Src: files[t.File].URL})
	}
	for _, l := range s.Locales {
		out.Languages = append(
			out.Languages,
			Language{
				Code:    l.Lang,
				Name:    l.Strings["language.name"],
				Path:    base + c.LanguagePrefix(l.Lang),
				Default: l.Lang == def,
			},
		)
	}
	cover := func(f content.File) Image {
		img := image(files, f)
		img.Sizes = coverSizes(img)
		return img
	}
	for _, w := range c.Wallpapers {
		shown, dark := w.Images(c.FixedScheme())
		wallpaper := Wallpaper{ID: w.ID, Name: localize(w.Name, def), Image: cover(shown)}
		if dark != "" {
			img := cover(dark)
			wallpaper.Dark = &img
		}
		out.Wallpapers = append(out.Wallpapers, wallpaper)
	}
	for _, d := range c.Documents {
		out.Documents = append(
			out.Documents,
			Document{ID: d.ID, Label: localize(d.Label, def), Href: files[d.File].URL},
		)
	}
	return out
}

// Projects builds the project list, in the order of their ids.
// screenshotSizes is the sizes attribute of the screenshots, from the theme.
func Projects(s *content.Site, files assets.Map, screenshotSizes string) []Project {
	return (*Memo)(nil).projects(s, nil, files, screenshotSizes)
}

// project compiles one project of a site in langs, the first the default.
func project(
	p content.Project,
	facts *content.RepositoryFacts,
	files assets.Map,
	langs []string,
	screenshotSizes string,
) Project {
	def := langs[0]
	links := map[string]string{"live": p.Links.Live, "source": p.Links.Source}
	if p.Links.Backend != "" {
		links["backend"] = p.Links.Backend
	}
	cp := Project{
		ID: p.ID, Slug: p.Slug, Icon: icon(files, p.Icon),
		Title: localize(p.Title, def), Content: localize(p.Parsed, def),
		Tech: nonNil(p.Tech), Links: links,
		In:         make(map[string]ProjectText, len(langs)),
		Repository: repository(facts, p.Tech),
	}
	cp.Tags = tags(p.Tech, cp.Repository)
	if len(cp.Content) == 0 && facts != nil && facts.Description != "" { // the owner wrote none: the forge's, as text
		cp.Content = map[string][][]markup.Node{def: {{{Kind: markup.Text, Text: facts.Description}}}}
	}
	for _, img := range p.Images {
		shot := image(files, img)
		if shot.Srcset != "" {
			shot.Sizes = screenshotSizes
		}
		cp.Images = append(cp.Images, shot)
	}
	if len(p.Images) > 0 {
		cp.Shot = files[p.Images[0]]
	}
	for _, lang := range langs {
		text := ProjectText{Title: cmp.Or(cp.Title[lang], cp.Title[def])}
		if paras := inOrDefault(cp.Content, lang, def); len(paras) > 0 {
			text.Lead = paras[0]
		}
		cp.In[lang] = text
	}
	cp.JSON = JSON(cp)
	cp.Sum = sha256.Sum256(cp.JSON)
	return cp
}

// inOrDefault is a language's value, or the default language's when it
// has none.
func inOrDefault[T any](m map[string]T, lang, def string) T {
	if v, ok := m[lang]; ok {
		return v
	}
	return m[def]
}

// Locale nests a flat locale ("home.greeting") into the object i18next reads.
func Locale(l content.Locale) map[string]any {
	root := map[string]any{}
	for key, value := range l.Strings {
		node := root
		parts := strings.Split(key, ".")
		for _, part := range parts[:len(parts)-1] {
			child, ok := node[part].(map[string]any)
			if !ok {
				child = map[string]any{}
				node[part] = child
			}
			node = child
		}
		node[parts[len(parts)-1]] = value
	}
	return root
}

// JSON marshals v compactly, without escaping <, > and & into \u sequences
// that the theme does not need (the JSON never lands inside HTML).
func JSON(v any) []byte {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("compile: %v", err)) // only plain data is encoded
	}
	return []byte(strings.TrimSuffix(b.String(), "\n"))
}

func image(files assets.Map, f content.File) Image {
	a := files[f]
	img := Image{Src: a.URL, Width: a.Width, Height: a.Height}
	if len(a.Fallback) > 1 || len(a.WebP) > 0 {
		img.Srcset, img.WebP = assets.Srcset(a.Fallback), assets.Srcset(a.WebP)
	}
	return img
}

// inlineLimit is the size up to which a project's SVG icon is written into
// the data rather than fetched: Vite's default for inlining assets.
const inlineLimit = 4 << 10

// icon is a project's icon. A small SVG one is a data URL: a list shows
// every project's icon at once, and over HTTP/1.1 each request waits for
// one of six connections.
func icon(files assets.Map, f content.File) Image {
	img := image(files, f)
	if a := files[f]; path.Ext(a.URL) == ".svg" && len(a.Files) == 1 && len(a.Files[0].Data) <= inlineLimit {
		img.Src = svgDataURL(a.Files[0].Data)
	}
	return img
}

// svgDataURL writes an SVG as a data URL, percent-encoding what a URL may
// not hold as it is, and nothing else: smaller than base64, and it
// compresses with the page.
func svgDataURL(svg []byte) string {
	const plain = "-._~!$&'()*+,;=:@/?"
	var b strings.Builder
	b.WriteString("data:image/svg+xml,")
	for _, c := range svg {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte(plain, c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// coverSizes is the sizes attribute of an image that covers the viewport
// (variants.CoverSizes). The page preloads a wallpaper with the same sizes
// as the theme shows it, so that the browser fetches one file, and its
// variants are planned for it.
func coverSizes(img Image) string { return variants.CoverSizes(img.Width, img.Height) }

// localize writes text given once under the default language.
func localize[T any](l content.Localized[T], def string) map[string]T {
	out := make(map[string]T, len(l))
	for lang, v := range l {
		if lang == "" {
			lang = def
		}
		out[lang] = v
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
