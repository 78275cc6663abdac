// Package assemble turns what the earlier stages made into what the output
// stages are given, as Hugo's assemble step does between processing and
// rendering: the loaded content, its compiled data, its media, the résumé's
// PDFs and the theme's bundle become the site planned page by page
// (plan.Site), each page with what it says and what its card shows, and
// the installed app, its manifest and the deploy's name.
//
// assemble is where the stages meet. It is the one stage that reads other
// stages' results, those of the stages before it, through their packages;
// the stages after it (cards, pages, pwa) are given its types, in package
// plan, and import neither it nor each other. It draws nothing and renders
// nothing: the orchestrator hands what it made to the stages that do.
package assemble

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dates"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/markup"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Input is what the earlier stages made.
type Input struct {
	Site   *content.Site  // the content, loaded and checked
	Theme  *theme.Theme   // its manifest: routes, colours, sizes
	Data   compile.Result // the content compiled to the theme's data
	Media  assets.Media   // the content's files as the site serves them, and its icons
	PDFs   []dist.File    // the résumé's PDFs
	Bundle *bundle.Result // the theme, bundled
	// BaseURL is the absolute URL the site is built for, and BasePath its
	// path, both as pages write them.
	BaseURL, BasePath string
	// Dates writes a post's day on its cards in the page's language, as
	// the theme does; nil writes it as the post does.
	Dates *dates.Calendar
}

// Site assembles the site: what its pages say (its texts in each language,
// link previews, the owner as a schema.org Person, the projects' and the
// technologies' own pages), every page it has and what each page's card
// shows, and the installed app, whose deploy's name every page's data
// carries.
func Site(in Input) plan.Site {
	app := installedApp(in)
	data := in.Data.Site
	data.Build = app.Build
	config := in.Site.Config
	site := plan.Site{
		BaseURL:      in.BaseURL,
		BasePath:     in.BasePath,
		Owner:        data.Owner.Name,
		Icons:        pageIcons(in),
		Data:         data,
		DataURLs:     map[string]string{"projects": data.ProjectsURL},
		APIs:         data.Weather.URLs(),
		Appearance:   config.FixedScheme(),
		Colors:       colorsOf(config.Colors),
		Entry:        plan.Chunk(in.Bundle.Entry),
		Styles:       in.Bundle.Styles,
		InlineScript: string(in.Bundle.InlineScript),
		App:          app,
	}
	if in.Bundle.HeadScript != "" {
		site.HeadScript = in.BasePath + in.Bundle.HeadScript
	}
	if f := in.Site.OwnerPhoto(); f != "" {
		site.Preview = preview(in.Media.Files[f], site.Owner)
	}
	site.Toolbars, site.ColorScheme = schemeToolbars(config, in.Theme)
	site.Wallpaper, site.WallpaperDark = wallpaperPreloads(in)
	keys := newRenderKeys(in.Data, in.Bundle.Prerender)
	site.Inputs, site.DataInputs = keys.site(), keys.projects(in.Data.Projects)
	site.Projects = projectPages(in.Data.Projects)
	site.Tags, site.TagInputs = siteTags(in.Data.Projects)
	site.Posts = postPages(in.Data.Posts.Posts)
	site.PostTags = postTags(site.Posts)
	for _, l := range in.Site.Locales {
		site.Languages = append(site.Languages, language(in, l, site.Preview.URL, keys))
	}
	site.Routes = routesOf(in, &site)
	site.Pages = planPages(&site, newCardPlan(in, &site))
	return site
}

// language is the site in one of its languages.
func language(in Input, l content.Locale, photo string, keys renderKeys) plan.Language {
	data, code := in.Data.Site, l.Lang
	config := in.Site.Config
	owner := data.Owner.Name
	lang := plan.Language{
		Code:      code,
		Default:   code == config.DefaultLanguage(),
		Prefix:    config.LanguagePrefix(code),
		Text:      func(key string, vars ...string) string { return l.Text(key, owner, vars...) },
		LocaleURL: data.LocaleURLs[code],
		Person:    person(owner, in.BaseURL, photo, data.Social.Email, in.Site.ResumeIn(code)),
		Inputs:    keys.locale(data.LocaleURLs[code], data.LocaleURLs[config.DefaultLanguage()]),
	}
	for _, p := range data.Social.Profiles {
		lang.Person.SameAs = append(lang.Person.SameAs, p.URL)
	}
	lang.DataURLs, lang.DataInputs = map[string]string{}, map[string][]byte{}
	if u, ok := in.Data.Posts.URLs[code]; ok {
		lang.DataURLs["posts"] = u
		lang.DataInputs["posts"] = keys.file(u)
	}
	if u, ok := data.ResumeURLs[code]; ok {
		lang.DataURLs["resume"] = u
		lang.DataInputs["resume"] = keys.file(u)
		if summary := data.Owner.Summary[code]; summary != "" {
			lang.Descriptions = map[string]string{"resume": markup.Summary(summary, 160)}
		}
	}
	return lang
}

// person describes the owner as schema.org does, enriched from the résumé
// r when there is one: the label is the job title, the jobs begun and not
// ended the employers, the schools what the person is an alumnus of.
func person(name, url, image, email string, r *content.Resume) plan.Person {
	p := plan.Person{Name: name, URL: url, Image: image, Email: email}
	if r == nil {
		return p
	}
	p.JobTitle = r.Basics.Label
	for _, w := range r.Work {
		if w.Name != "" && w.StartDate != "" && w.EndDate == "" {
			p.WorksFor = append(p.WorksFor, plan.Organization{Type: "Organization", Name: w.Name, URL: w.URL})
		}
	}
	for _, e := range r.Education {
		if e.Institution != "" {
			school := plan.Organization{Type: "EducationalOrganization", Name: e.Institution, URL: e.URL}
			p.AlumniOf = append(p.AlumniOf, school)
		}
	}
	return p
}

// projectPages are the projects as their own pages show them, in every
// language, made at each build from the compiled projects (a site of
// hundreds of projects rebuilds at each save in serve).
func projectPages(projects []compile.Project) []plan.Project {
	out := make([]plan.Project, 0, len(projects))
	for i := range projects {
		p := &projects[i]
		page := plan.Project{
			Slug:   p.Slug,
			In:     make(map[string]plan.Words, len(p.In)),
			Tags:   make([]string, 0, len(p.Tags)),
			Inputs: p.Sum[:],
		}
		for code, text := range p.In {
			page.In[code] = plan.Words{Title: text.Title, Lead: text.Lead}
		}
		for _, t := range p.Tags {
			page.Tags = append(page.Tags, t.Slug)
		}
		if len(p.Images) > 0 {
			page.Image = preview(p.Shot, "")
			// The first screenshot is what the page shows largest: it, not
			// the wallpaper behind the popup, is fetched first.
			page.Preload = imagePreload(p.Shot, p.Images[0])
		}
		out = append(out, page)
	}
	return out
}

// pageIcons are the site's icons as every page links them.
func pageIcons(in Input) plan.Icons {
	icons := plan.Icons{Manifest: in.BasePath + plan.ManifestFile}
	for _, icon := range in.Media.Icons {
		switch icon.Role {
		case images.Favicon:
			icons.Favicon = in.BasePath + icon.File.Path
		case images.AppleTouch:
			icons.AppleTouch = in.BasePath + icon.File.Path
		}
	}
	return icons
}

// wallpaperPreloads are the default wallpaper, which the home page
// preloads, and its dark scheme's image, if it has one.
func wallpaperPreloads(in Input) (light, dark plan.Preload) {
	config := in.Site.Config
	if len(config.Wallpapers) == 0 {
		return plan.Preload{}, plan.Preload{}
	}
	data := in.Data.Site.Wallpapers[0]
	shown, darkFile := config.Wallpapers[0].Images(config.FixedScheme())
	light = imagePreload(in.Media.Files[shown], data.Image)
	if darkFile != "" {
		dark = imagePreload(in.Media.Files[darkFile], *data.Dark)
	}
	return light, dark
}

// imagePreload preloads an image as a <picture> of the theme picks it: the
// WebP variants where there are some.
func imagePreload(a content.Asset, img compile.Image) plan.Preload {
	if img.WebP != "" {
		return plan.Preload{Href: a.WebP[len(a.WebP)-1].URL, Srcset: img.WebP, Sizes: img.Sizes, Type: "image/webp"}
	}
	return plan.Preload{Href: img.Src, Srcset: img.Srcset, Sizes: img.Sizes}
}

// preview is an image as link previews show it: a JPEG or PNG (not every
// network reads WebP) about 1200 pixels wide, the size they recommend.
func preview(a content.Asset, alt string) plan.Preview {
	img := plan.Preview{URL: a.URL, Width: a.Width, Height: a.Height, Alt: alt}
	if v, ok := content.Closest(a.Fallback, 1200); ok {
		img = plan.Preview{URL: v.URL, Width: v.Width, Height: v.Height, Alt: alt}
	}
	switch path.Ext(img.URL) { // not mime's, which reads the machine's tables
	case ".jpg", ".jpeg":
		img.Type = "image/jpeg"
	case ".png":
		img.Type = "image/png"
	}
	return img
}

// colorsOf are the site's colours as its stylesheet sets them, each accent
// with the text colour that reads on it.
func colorsOf(c content.Colors) plan.Colors {
	return plan.Colors{
		Accent:       c.Accent.Hex(),
		OnAccent:     c.Accent.TextOn(),
		AccentDark:   c.AccentDark.Hex(),
		OnAccentDark: c.AccentDark.TextOn(),
		Background:   c.Background.Hex(),
	}
}

// schemeToolbars are the browser's toolbar colours in each of the theme's
// schemes that the site shows, light first (see plan.Site.Toolbars), and
// the names of those schemes. A background that the site sets is the
// toolbar of every scheme.
func schemeToolbars(c content.Config, th *theme.Theme) (toolbars []plan.Toolbar, colorScheme string) {
	var names []string
	schemes, fixed := th.Schemes(), c.FixedScheme()
	for _, name := range []string{"light", "dark"} {
		s, ok := schemes[name]
		if !ok || (fixed != "" && fixed != name) {
			continue
		}
		names = append(names, name)
		toolbar := plan.Toolbar{
			Media: "(prefers-color-scheme: " + name + ")",
			Color: cmp.Or(c.Colors.Background.Hex(), s.Toolbar),
		}
		toolbars = append(toolbars, toolbar)
	}
	switch len(toolbars) {
	case 0: // a theme of one scheme
		toolbar, _ := th.BrowserColors(c.Colors)
		return []plan.Toolbar{{Color: toolbar}}, ""
	case 1:
		toolbars[0].Media = ""
	}
	return toolbars, strings.Join(names, " ")
}

// siteTags are the technologies of every project, each once, by name,
// and a hash of which projects use which.
func siteTags(projects []compile.Project) ([]plan.Tag, []byte) {
	seen := map[string]bool{}
	var out []plan.Tag
	var uses [][]byte
	for _, p := range projects {
		uses = append(uses, []byte(p.Slug))
		for _, t := range p.Tags {
			uses = append(uses, []byte(t.Slug+"\x00"+t.Name))
			if !seen[t.Slug] {
				seen[t.Slug] = true
				out = append(out, plan.Tag{Slug: t.Slug, Name: t.Name})
			}
		}
	}
	slices.SortFunc(out, func(a, b plan.Tag) int {
		return cmp.Or(
			strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)),
			strings.Compare(a.Slug, b.Slug),
		)
	})
	return out, sum(uses...)
}
