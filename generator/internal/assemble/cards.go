package assemble

import (
	"cmp"
	"net/url"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/cards"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pages"
	"github.com/portgen/portgen/generator/internal/theme"
)

// CardSet is a site's cards, as a build makes them or as serve does.
type CardSet struct {
	Files []dist.File // a build's
	// Lookup finds serve's by path (see LazyCards).
	Lookup func(string) (dist.File, bool)
	// Drawn waits for a build's cards, drawn while the pages are written,
	// and returns the first error; it may be called more than once.
	Drawn func() error
}

// CardsOf gives the pages their cards as a build makes them (Cards, with
// m.Ahead, whose drawing it starts), or as serve does, lazy (LazyCards,
// with m.Lazily).
func CardsOf(in Input, site *pages.Site, m *cards.Maker, lazy bool) (CardSet, error) {
	if lazy {
		return CardSet{
			Lookup: LazyCards(in, site, in.Theme.Routes, m.Lazily()),
			Drawn:  func() error { return nil },
		}, nil
	}
	set := CardSet{Drawn: func() error { return nil }}
	var err error
	set.Files, err = Cards(in, site, in.Theme.Routes, func(jobs []cards.Job) ([]cards.Made, error) {
		made, draw := m.Ahead(jobs)
		done := make(chan error, 1)
		go func() { done <- draw() }()
		set.Drawn = sync.OnceValue(func() error { return <-done })
		return made, nil
	})
	return set, err
}

// Cards gives every page that the pages stage writes (pages.Site.Pages,
// of the theme's routes) its own link-preview card, in its language:
// drawn from its words, or a project's own `card:` image. draw makes the
// cards' files (cards.Maker.Make); each page's preview is then its card
// (site.Card). With site.yaml's `cards: false`, only the projects that
// name their own image get one, and the other pages keep the owner's
// photo and the projects' screenshots.
func Cards(
	in Input,
	site *pages.Site,
	routes []theme.Route,
	draw func([]cards.Job) ([]cards.Made, error),
) ([]dist.File, error) {
	each := newCardJobs(in, site, routes)
	var jobs []cards.Job
	var paths []string
	for _, ref := range site.Pages(routes) {
		if j, ok := each.job(ref); ok {
			jobs = append(jobs, j)
			paths = append(paths, ref.Path)
		}
	}
	made, err := draw(jobs)
	if err != nil {
		return nil, err
	}
	byPath := make(map[string]pages.Image, len(made))
	files := make([]dist.File, len(made))
	for i, m := range made {
		byPath[paths[i]] = previewOf(in, m)
		files[i] = m.File
	}
	site.Card = func(ref pages.Ref) (pages.Image, bool) {
		card, ok := byPath[ref.Path]
		return card, ok
	}
	return files, nil
}

// LazyCards gives each page its card as Cards does, but names it when the
// page is written, with lazily (cards.Maker.Lazily): portgen serve's, whose
// pages are written when asked for, so that a save costs the cards of the
// pages a browser reads, however many the site has. It returns the card
// files by path: those of the pages written so far, or, for any other,
// every page's, named at once.
func LazyCards(
	in Input,
	site *pages.Site,
	routes []theme.Route,
	lazily func(cards.Job) cards.Made,
) func(string) (dist.File, bool) {
	each := newCardJobs(in, site, routes)
	var named sync.Map // path → dist.File
	site.Card = func(ref pages.Ref) (pages.Image, bool) {
		j, ok := each.job(ref)
		if !ok {
			return pages.Image{}, false
		}
		m := lazily(j)
		named.Store(m.Path, m.File)
		return previewOf(in, m), true
	}
	all := sync.OnceFunc(func() {
		for _, ref := range site.Pages(routes) {
			site.Card(ref)
		}
	})
	return func(file string) (dist.File, bool) {
		if !strings.HasPrefix(file, dist.AssetsDir+"cards/") {
			return dist.File{}, false
		}
		f, ok := named.Load(file)
		if !ok {
			all()
			f, ok = named.Load(file)
		}
		if !ok {
			return dist.File{}, false
		}
		return f.(dist.File), true
	}
}

// previewOf is a made card as a page's preview.
func previewOf(in Input, m cards.Made) pages.Image {
	return pages.Image{
		URL:    in.BasePath + m.Path,
		Width:  cards.Width,
		Height: cards.Height,
		Alt:    m.Alt,
		Type:   "image/jpeg",
	}
}

// cardJobs makes the card of any page of a site.
type cardJobs struct {
	in    Input
	site  *pages.Site
	draws bool
	base  cards.Card // what every card shows
	// kickers are the titles above a project's, one per route with `each:
	// projects` and language.
	kickers map[[2]string]string
	// projects are the compiled projects by slug, and own their own card
	// images: made when a project's card is first asked for (serve asks
	// for the open pages' only).
	projects func() map[string]projectCard
}

// projectCard is what a project's card shows: the project, and the
// image of its own it may name instead (`card:`).
type projectCard struct {
	*compile.Project
	own content.File
}

func newCardJobs(in Input, site *pages.Site, routes []theme.Route) *cardJobs {
	c := &cardJobs{
		in:      in,
		site:    site,
		draws:   in.Site.Config.DrawsCards(),
		base:    cardBase(in),
		kickers: map[[2]string]string{},
	}
	for _, r := range routes {
		if r.Each == "projects" {
			for _, lang := range site.Languages {
				c.kickers[[2]string{r.Path, lang.Code}] = parentTitle(*site, lang, r, routes)
			}
		}
	}
	c.projects = sync.OnceValue(func() map[string]projectCard {
		bySlug := make(map[string]projectCard, len(in.Data.Projects))
		for i := range in.Data.Projects {
			bySlug[in.Data.Projects[i].Slug] = projectCard{Project: &in.Data.Projects[i]}
		}
		for _, p := range in.Site.Projects {
			if pc, ok := bySlug[p.Slug]; ok {
				pc.own = p.Card
				bySlug[p.Slug] = pc
			}
		}
		return bySlug
	})
	return c
}

// job is a page's card, and false when it has none.
func (c *cardJobs) job(ref pages.Ref) (cards.Job, bool) {
	card, site := c.base, c.site
	lang := site.Languages[ref.Lang]
	card.Lang, card.Label = lang.Code, c.in.Data.Site.Owner.Label[lang.Code]
	switch ref.Route.Each {
	case "projects":
		p := c.projects()[lang.Projects[ref.Item].Slug]
		card.Kicker = c.kickers[[2]string{ref.Route.Path, lang.Code}]
		card.Title, card.Tech, card.Image = p.In[lang.Code].Title, p.Tech, c.in.cardImage(p.Shot, 640)
		if p.own != "" {
			card.Cover = c.in.cardImage(c.in.Media.Files[p.own], 0)
		}
	case "tags": // a technology's page: its name, under the title of the page it filters ("React", under "Projects")
		card.Kicker, card.Title = pageTitle(*site, lang, ref.Route.Page), site.Tags[ref.Item].Name
	default:
		card.Title = pageTitle(*site, lang, ref.Route.Page)
	}
	if !c.draws && card.Cover.Key == "" {
		return cards.Job{}, false
	}
	return cards.Job{Name: cardName(ref.Path), Card: card}, true
}

// cardBase is what every card of the site shows: the owner, where the
// site is, its colours and its wallpaper.
func cardBase(in Input) cards.Card {
	config := in.Site.Config
	c := cards.Card{
		Owner:      in.Data.Site.Owner.Name,
		Accent:     cmp.Or(config.Colors.AccentDark.Hex(), config.Colors.Accent.Hex()),
		Background: config.Colors.Background.Hex(),
	}
	if u, err := url.Parse(in.BaseURL); err == nil {
		c.Site = strings.TrimSuffix(u.Host+u.Path, "/")
	}
	if len(config.Wallpapers) > 0 {
		shown, dark := config.Wallpapers[0].Images(config.FixedScheme())
		c.Wallpaper = in.cardImage(in.Media.Files[cmp.Or(dark, shown)], 640)
	}
	return c
}

// cardImage is an image's variant closest to width wide, WebP or not (or,
// for 0, the smallest fallback that fills a card), or an SVG as it is, as a card reads it:
// named by its URL, which holds its content's hash, and read only when a
// card is drawn.
func (in Input) cardImage(a assets.Asset, width int) cards.Image {
	if path.Ext(a.URL) == ".svg" && len(a.Files) == 1 {
		return cards.Image{Key: a.URL, Open: a.Files[0].Bytes}
	}
	if len(a.Fallback) == 0 {
		return cards.Image{}
	}
	// A WebP variant as near the width as a JPEG one decodes in a quarter of
	// the time of the one JPEG fallback (1280 wide) that a screenshot has:
	// a third of the cards' time at 1,000 projects was decoding it.
	v, _ := assets.Closest(slices.Concat(a.WebP, a.Fallback), width)
	if width == 0 {
		v = a.Fallback[len(a.Fallback)-1]
		for _, f := range a.Fallback {
			if f.Width >= cards.Width && f.Height >= cards.Height {
				v = f
				break
			}
		}
	}
	path, ok := strings.CutPrefix(v.URL, in.BasePath)
	for _, f := range a.Files {
		if ok && f.Path == path {
			return cards.Image{Key: v.URL, Open: f.Bytes}
		}
	}
	return cards.Image{}
}

// pageTitle is a page's title on its card: its title in the locale, but
// for the owner's name, which the card shows apart ("Projetos · {{name}}"
// is "Projetos"); a title that is the name and no more is the name.
func pageTitle(site pages.Site, lang pages.Language, page string) string {
	const name = "\x00"
	title := lang.Locale.Text("pages."+page+".title", name, "title", name)
	var kept []string
	for _, part := range strings.Split(title, " · ") {
		if !strings.Contains(part, name) {
			kept = append(kept, part)
		}
	}
	if len(kept) == 0 {
		return strings.ReplaceAll(title, name, site.Owner)
	}
	return strings.Join(kept, " · ")
}

// parentTitle is the title of the page that lists a route's items (the
// projects' page, for a project's), which a card shows above the item's:
// the route whose path is the item route's parent.
func parentTitle(site pages.Site, lang pages.Language, r theme.Route, routes []theme.Route) string {
	parent := path.Dir(strings.TrimSuffix(r.Path, "/")) + "/"
	for _, other := range routes {
		if other.Path == parent && other.Each == "" {
			return pageTitle(site, lang, other.Page)
		}
	}
	return ""
}

// cardName is the name of a page's card file, after its path: "pt/apps/
// bookstore" ("index" for the home page).
func cardName(pagePath string) string {
	name := strings.TrimSuffix(strings.Trim(pagePath, "/"), path.Ext(pagePath))
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index"
	}
	return name
}
