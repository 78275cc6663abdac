package assemble

import (
	"cmp"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dates"
	"github.com/portgen/portgen/generator/internal/theme"
)

// cardPlan says what the card of each page shows: the page's own words in
// its language, a project's title under the title of the page that lists
// it, its technologies and screenshot, or a project's own `card:` image;
// a post's title under the blog's, its day in the page's language and its
// cover.
// With site.yaml's `cards: false`, only the projects that name their own
// image get one, and the other pages keep the owner's photo and the
// projects' screenshots as their previews.
type cardPlan struct {
	draws  bool
	base   plan.Card         // what every card shows
	labels map[string]string // what the owner does, by language
	words  map[routeIn]routeWords
	// projects are what a project's card shows in every language, by its
	// slug.
	projects map[string]projectCard
	// covers are the posts' covers, by slug; dates writes their days.
	covers map[string]plan.Image
	dates  *dates.Calendar
}

// routeIn is a route in a language.
type routeIn struct {
	route *plan.Route
	lang  *plan.Language
}

// routeWords are the words of a route's cards in one language: the title
// of a page of one, the kicker of one of many ("Projetos", above a
// project's title or a technology's name).
type routeWords struct{ kicker, title string }

// projectCard is what a project's card shows in every language: its
// technologies, its screenshot, and the image of its own it may name
// instead (`card:`).
type projectCard struct {
	tech         []string
	image, cover plan.Image
}

func newCardPlan(in Input, site *plan.Site) *cardPlan {
	c := &cardPlan{
		draws:    in.Site.Config.DrawsCards(),
		base:     cardBase(in),
		labels:   in.Data.Site.Owner.Label,
		words:    map[routeIn]routeWords{},
		projects: make(map[string]projectCard, len(in.Data.Projects)),
		covers:   make(map[string]plan.Image, len(in.Data.Posts.Posts)),
		dates:    in.Dates,
	}
	locales := map[string]content.Locale{}
	for _, l := range in.Site.Locales {
		locales[l.Lang] = l
	}
	for i := range site.Routes {
		for j := range site.Languages {
			r, l := &site.Routes[i], &site.Languages[j]
			c.words[routeIn{r, l}] = cardWordsOf(in.Theme.Routes, r, locales[l.Code], site.Owner)
		}
	}
	own := make(map[string]content.File, len(in.Site.Projects))
	for _, p := range in.Site.Projects {
		own[p.Slug] = p.Card
	}
	for _, p := range in.Data.Projects {
		card := projectCard{tech: p.Tech, image: in.cardImage(p.Shot, 640)}
		if f := own[p.Slug]; f != "" {
			card.cover = in.cardImage(in.Media.Files[f], 0)
		}
		c.projects[p.Slug] = card
	}
	for _, p := range in.Data.Posts.Posts {
		c.covers[p.Slug] = in.cardImage(p.Cover, 640)
	}
	return c
}

// cardWordsOf are the words of a route's cards in a language.
func cardWordsOf(routes []theme.Route, r *plan.Route, l content.Locale, owner string) routeWords {
	switch r.Each {
	case plan.EachProject, plan.EachPost:
		return routeWords{kicker: parentTitle(routes, r, l, owner)}
	case plan.EachTag, plan.EachPostTag:
		// A technology's page: its name, under the title of the page it
		// filters ("React", under "Projects").
		return routeWords{kicker: pageTitle(l, r.Page, owner)}
	}
	return routeWords{title: pageTitle(l, r.Page, owner)}
}

// of is what a page's card shows; false for a page without one.
func (c *cardPlan) of(p *plan.Page) (plan.Card, bool) {
	card := c.base
	card.Lang = p.Lang.Code
	card.Label = c.labels[p.Lang.Code]
	words := c.words[routeIn{p.Route, p.Lang}]
	card.Kicker = words.kicker
	card.Title = words.title
	switch {
	case p.Project != nil:
		project := c.projects[p.Project.Slug]
		card.Title = p.Project.In[p.Lang.Code].Title
		card.Tech = project.tech
		card.Image = project.image
		card.Cover = project.cover
	case p.Tag != nil:
		card.Title = p.Tag.Name
	case p.Post != nil:
		v := p.Post.In[p.Lang.Code]
		card.Title = v.Title
		card.Date = c.dates.Day(v.Published, p.Lang.Code)
		card.Image = c.covers[p.Post.Slug]
	case p.PostTag != nil:
		card.Title = p.PostTag.Name
	}
	if !c.draws && card.Cover.Key == "" {
		return plan.Card{}, false
	}
	return card, true
}

// cardBase is what every card of the site shows: the owner, where the
// site is, its colours and its wallpaper.
func cardBase(in Input) plan.Card {
	config := in.Site.Config
	c := plan.Card{
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
// for 0, the smallest fallback that fills a card), or an SVG as it is, as
// a card reads it: named by its URL, which holds its content's hash, and
// read only when a card is drawn.
func (in Input) cardImage(a content.Asset, width int) plan.Image {
	if path.Ext(a.URL) == ".svg" && len(a.Files) == 1 {
		return plan.Image{Key: a.URL, Open: a.Files[0].Bytes}
	}
	if len(a.Fallback) == 0 {
		return plan.Image{}
	}
	// A WebP variant as near the width as a JPEG one decodes in a quarter of
	// the time of the one JPEG fallback (1280 wide) that a screenshot has:
	// a third of the cards' time at 1,000 projects was decoding it.
	v, _ := content.Closest(slices.Concat(a.WebP, a.Fallback), width)
	if width == 0 {
		v = coverVariant(a.Fallback)
	}
	path, ok := strings.CutPrefix(v.URL, in.BasePath)
	for _, f := range a.Files {
		if ok && f.Path == path {
			return plan.Image{Key: v.URL, Open: f.Bytes}
		}
	}
	return plan.Image{}
}

// coverVariant is the smallest of an image's fallbacks that fills a card,
// or its largest.
func coverVariant(fallback []content.Variant) content.Variant {
	for _, f := range fallback {
		if f.Width >= plan.CardWidth && f.Height >= plan.CardHeight {
			return f
		}
	}
	return fallback[len(fallback)-1]
}

// pageTitle is a page's title on its card: its title in the locale, but
// for the owner's name, which the card shows apart ("Projetos · {{name}}"
// is "Projetos"); a title that is the name and no more is the name.
func pageTitle(l content.Locale, page, owner string) string {
	const name = "\x00"
	title := l.Text("pages."+page+".title", name, "title", name)
	var kept []string
	for _, part := range strings.Split(title, " · ") {
		if !strings.Contains(part, name) {
			kept = append(kept, part)
		}
	}
	if len(kept) == 0 {
		return strings.ReplaceAll(title, name, owner)
	}
	return strings.Join(kept, " · ")
}

// parentTitle is the title of the page that lists a route's items (the
// projects' page, for a project's), which a card shows above the item's:
// the route whose path is the item route's parent.
func parentTitle(routes []theme.Route, r *plan.Route, l content.Locale, owner string) string {
	parent := path.Dir(strings.TrimSuffix(r.Path, "/")) + "/"
	for _, other := range routes {
		if other.Path == parent && other.Each == "" {
			return pageTitle(l, other.Page, owner)
		}
	}
	return ""
}
