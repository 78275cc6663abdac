package compile

import (
	"cmp"
	"net/url"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
)

// Site is the data every page carries, in a JSON block with the id
// "portgen-site" (and in globalThis.portgenSite as the pages are
// prerendered): the bundle holds no content, so editing the content never
// changes the JS. LocaleURLs and ProjectsURL are filled by the caller once
// the files have their fingerprinted names.
type Site struct {
	// Base is the path the site is served under, with leading and trailing
	// slashes.
	Base string `json:"base"`
	// Languages are the site's languages, as site.yaml lists them; one of
	// them is marked the default.
	Languages []Language `json:"languages"`
	// LanguageRedirect says that a page of the default language sends a
	// visitor to the same page in their language (content.Config.LanguageRedirect).
	LanguageRedirect bool `json:"languageRedirect"`
	// Appearance is the colour scheme the site is shown in: "auto" (the
	// visitor's system's, or their choice in Settings), or always "light"
	// or "dark" (site.yaml's appearance).
	Appearance string `json:"appearance" tstype:"'auto' | 'light' | 'dark'"`
	// LocaleURLs are the URLs of each language's interface strings (see
	// LocaleStrings).
	LocaleURLs map[string]string `json:"locales"`
	// ProjectsURL is the URL of the projects' data file, which the
	// projects screen fetches: a list of Project.
	ProjectsURL string `json:"projects"`
	Owner       Owner  `json:"owner"`
	// Skills are the About screen's chips: site.yaml's skills, or else the
	// résumé's skills' keywords (a skill's name when it has none).
	Skills []string `json:"skills"`
	Social Social   `json:"social"`
	// ResumeURLs are the URLs of each language's résumé (see Resume),
	// which the résumé screen fetches; none when the site has no résumé.
	ResumeURLs map[string]string `json:"resume,omitempty"`
	// ResumePDFs are the URLs of each language's résumé as a PDF
	// (generator/internal/resumepdf); none when the site has no résumé.
	ResumePDFs map[string]string `json:"resumePdf,omitempty"`
	// PostsURLs are the URLs of each language's list of posts (see
	// PostSummary), newest first; none when the site has no posts.
	PostsURLs  map[string]string `json:"posts,omitempty"`
	Wallpapers []Wallpaper       `json:"wallpapers"`
	Documents  []Document        `json:"documents"`
	Tracks     []Track           `json:"tracks"`
	Weather    Weather           `json:"weather"`
	// ServiceWorker is the URL of the service worker to register, or ""
	// (portgen serve, or a theme without one).
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
	Title Localized[string] `json:"title"`
	Src   string            `json:"src"`
}

// Social holds the About screen's links: site.yaml's social, or else the
// résumé's profiles and email.
type Social struct {
	Profiles []Profile `json:"profiles"`
	Email    string    `json:"email,omitempty"`
}

// Profile is an account on a network, with the icon the theme shows for it.
type Profile struct {
	Kind Network `json:"kind"` // which icon to show
	// Network is the network's name as the owner wrote it ("GitHub",
	// "Mastodon"), for labels; the host of its URL when they wrote none.
	Network  string `json:"network"`
	URL      string `json:"url"`
	Username string `json:"username,omitempty"`
}

// Network names the icon of a profile (content.NetworkKind): its
// network's, or "link" for a network without one of its own.
type Network string

// profiles are the profiles that have a URL, each with its icon.
func profiles(list []content.Profile) []Profile {
	out := []Profile{}
	for _, p := range list {
		u := content.ProfileURL(p)
		if u == "" {
			continue
		}
		network := p.Network
		if network == "" {
			// A link needs a name: the site's, for a profile the owner left unnamed.
			parsed, _ := url.Parse(u)
			network = strings.TrimPrefix(parsed.Hostname(), "www.")
		}
		kind := Network(content.NetworkKind(p.Network, u))
		out = append(out, Profile{Kind: kind, Network: network, URL: u, Username: p.Username})
	}
	return out
}

// Language is a language code with its own name for itself, and the path
// of its pages. Each language has every page.
type Language struct {
	Code string `json:"code"`
	// Name is the language's own name for itself: English, Português,
	// Français.
	Name string `json:"name"`
	// Path is where its pages are: the base path for the default language,
	// below it for the others ("/portfolio/pt/").
	Path string `json:"path"`
	// Default marks the default language (site.yaml's first), and only it:
	// the theme reads which language is the default from here rather than
	// from the order of the list, so the fact has one source.
	Default bool `json:"default,omitempty"`
}

// Owner is the person the portfolio presents: site.yaml's owner, each
// value falling back to the résumé's basics when site.yaml leaves it out.
type Owner struct {
	Name string `json:"name"`
	// Photo is absent when neither site.yaml nor the résumé has one.
	Photo *Image `json:"photo,omitempty"`
	// Label is the résumé's ("Full-stack developer").
	Label Localized[string] `json:"label,omitempty"`
	// Summary is the résumé's: plain text, paragraphs separated by a
	// blank line. Absent without a résumé: the About screen then shows its
	// locale's text.
	Summary Localized[string] `json:"summary,omitempty"`
}

func owner(s *content.Site, files content.Assets) Owner {
	o := Owner{Name: s.OwnerName()}
	if f := s.OwnerPhoto(); f != "" {
		img := image(files, f)
		o.Photo = &img
	}
	if s.Resume == nil {
		return o
	}
	o.Label = Localized[string]{}
	o.Summary = Localized[string]{}
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
	Name  Localized[string] `json:"name"`
	Image Image             `json:"image"`
	// Dark is the image of the dark scheme, when it has its own (site.yaml's
	// dark).
	Dark *Image `json:"dark,omitempty"`
}

// Document is one PDF.
type Document struct {
	ID    string            `json:"id"`
	Label Localized[string] `json:"label"`
	Href  string            `json:"href"`
	// Resume is the language of the résumé whose PDF the document is
	// (site.yaml's resume), or "" for a PDF of the owner's own: a list
	// that has the résumé needs no button of its own for it.
	Resume string `json:"resume,omitempty"`
}

// SiteData builds the site object but for the URLs of its data files, of
// the résumé's PDFs (and of the documents that are one) and of the service
// worker, which Compile adds.
func SiteData(s *content.Site, files content.Assets, base string, env WeatherEnv) Site {
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
		if d.Resume != "" && !slices.Contains(c.Languages, d.Resume) {
			continue // the résumé's PDF in a language the site does not list yet
		}
		out.Documents = append(
			out.Documents,
			Document{ID: d.ID, Label: localize(d.Label, def), Href: files[d.File].URL, Resume: d.Resume},
		)
	}
	return out
}
