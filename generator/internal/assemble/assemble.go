// Package assemble turns what the earlier stages made into the inputs of
// the output stages, as Hugo's assemble step does between processing and
// rendering: the loaded content, its compiled data, its media and the
// theme's bundle become what the pages say (pages.Site) and what the
// installed app is (pwa.App, pwa.Precache). It writes no file: each output
// stage decides how its files are written from what it is given here.
package assemble

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/markup"
	"github.com/portgen/portgen/generator/internal/pages"
	"github.com/portgen/portgen/generator/internal/pwa"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Input is what the earlier stages made.
type Input struct {
	Site   *content.Site  // the content, loaded and checked
	Theme  *theme.Theme   // its manifest: routes, colours, sizes
	Data   compile.Result // the content compiled to the theme's data
	Media  assets.Media   // the content's files as the site serves them, and its icons
	Bundle *bundle.Result // the theme, bundled
	// BaseURL is the absolute URL the site is built for, and BasePath its
	// path, both as pages write them.
	BaseURL, BasePath string
}

// Pages is what the pages say of the site: its texts in each language,
// link previews, the owner as a schema.org Person and the projects' own
// pages. build names the deploy (pwa.BuildID), which every page's data
// carries; "" without a service worker.
func Pages(in Input, build string) pages.Site {
	data := in.Data.Site
	data.Build = build
	owner := data.Owner.Name
	var photo pages.Image
	if f := in.Site.OwnerPhoto(); f != "" {
		photo = preview(in.Media.Files[f], owner)
	}
	config := in.Site.Config
	toolbars, colorScheme := schemeToolbars(config, in.Theme)
	site := pages.Site{
		BaseURL: in.BaseURL, BasePath: in.BasePath, Owner: owner,
		Icons:    pageIcons(in),
		Data:     data,
		DataURLs: map[string]string{"projects": data.ProjectsURL},
		Preview:  photo,
		Toolbars: toolbars, ColorScheme: colorScheme, Appearance: config.FixedScheme(),
		Colors:       config.Colors,
		InlineScript: string(in.Bundle.InlineScript),
	}
	if in.Bundle.HeadScript != "" {
		site.HeadScript = in.BasePath + in.Bundle.HeadScript
	}
	site.CSP = pages.CSP(site.InlineScript, data.Weather.URLs()...)
	if len(config.Wallpapers) > 0 {
		shown, dark := config.Wallpapers[0].Images(config.FixedScheme())
		site.Wallpaper = imagePreload(in.Media.Files[shown], data.Wallpapers[0].Image)
		if dark != "" {
			site.WallpaperDark = imagePreload(in.Media.Files[dark], *data.Wallpapers[0].Dark)
		}
	}
	keys := newRenderKeys(in.Data, in.Bundle.Prerender)
	site.Inputs, site.DataInputs = keys.site(), keys.projects(in.Data.Projects)
	site.Tags, site.TagInputs = siteTags(in.Data.Projects)
	projects := projectPages(in.Data.Projects)
	for _, l := range in.Site.Locales {
		site.Languages = append(site.Languages, language(in, l, photo.URL, keys, projects))
	}
	return site
}

// language is the site in one of its languages; projects are what the
// projects' pages say in any language.
func language(in Input, l content.Locale, photo string, keys renderKeys, projects []pages.Project) pages.Language {
	data, code := in.Data.Site, l.Lang
	config := in.Site.Config
	lang := pages.Language{
		Code: code, Default: code == config.DefaultLanguage(), Name: l.Strings["language.name"],
		Prefix: config.LanguagePrefix(code), Locale: l, LocaleURL: data.LocaleURLs[code],
		Person: pages.NewPerson(data.Owner.Name, in.BaseURL, photo, data.Social.Email, in.Site.ResumeIn(code)),
		Inputs: keys.locale(data.LocaleURLs[code], data.LocaleURLs[config.DefaultLanguage()]),
	}
	for _, p := range data.Social.Profiles {
		lang.Person.SameAs = append(lang.Person.SameAs, p.URL)
	}
	if u, ok := data.ResumeURLs[code]; ok {
		lang.DataURLs = map[string]string{"resume": u}
		lang.DataInputs = map[string][]byte{"resume": keys.file(u)}
		if summary := data.Owner.Summary[code]; summary != "" {
			lang.Descriptions = map[string]string{"resume": markup.Summary(summary, 160)}
		}
	}
	lang.Projects = slices.Clone(projects)
	for i := range lang.Projects {
		p, page := &in.Data.Projects[i], &lang.Projects[i]
		text := p.In[code]
		page.Title, page.Lead = text.Title, text.Lead
		if len(p.Images) > 0 {
			page.Image.Alt = text.Title
		}
	}
	return lang
}

// projectPages are what the projects' own pages say of them in every
// language, made once for all (a site of hundreds of projects rebuilds at
// each save in serve): all but their words.
func projectPages(projects []compile.Project) []pages.Project {
	out := make([]pages.Project, len(projects))
	for i := range projects {
		p := &projects[i]
		page := pages.Project{Slug: p.Slug, Tags: make([]string, len(p.Tags)), Inputs: p.Sum[:]}
		for j, t := range p.Tags {
			page.Tags[j] = t.Slug
		}
		if len(p.Images) > 0 {
			page.Image = preview(p.Shot, "")
			// The first screenshot is what the page shows largest: it, not
			// the wallpaper behind the popup, is fetched first.
			page.Preload = imagePreload(p.Shot, p.Images[0])
		}
		out[i] = page
	}
	return out
}

// pageIcons are the site's icons as every page links them.
func pageIcons(in Input) pages.Icons {
	icons := pages.Icons{Manifest: in.BasePath + pwa.ManifestFile}
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

// imagePreload preloads an image as a <picture> of the theme picks it: the
// WebP variants where there are some.
func imagePreload(a assets.Asset, img compile.Image) pages.Preload {
	if img.WebP != "" {
		return pages.Preload{Href: a.WebP[len(a.WebP)-1].URL, Srcset: img.WebP, Sizes: img.Sizes, Type: "image/webp"}
	}
	return pages.Preload{Href: img.Src, Srcset: img.Srcset, Sizes: img.Sizes}
}

// preview is an image as link previews show it: a JPEG or PNG (not every
// network reads WebP) about 1200 pixels wide, the size they recommend.
func preview(a assets.Asset, alt string) pages.Image {
	img := pages.Image{URL: a.URL, Width: a.Width, Height: a.Height, Alt: alt}
	if v, ok := assets.Closest(a.Fallback, 1200); ok {
		img = pages.Image{URL: v.URL, Width: v.Width, Height: v.Height, Alt: alt}
	}
	switch path.Ext(img.URL) { // not mime's, which reads the machine's tables
	case ".jpg", ".jpeg":
		img.Type = "image/jpeg"
	case ".png":
		img.Type = "image/png"
	}
	return img
}

// schemeToolbars are the browser's toolbar colours in each of the theme's
// schemes that the site shows, light first (see pages.Site.Toolbars), and
// the names of those schemes. A background that the site sets is the
// toolbar of every scheme.
func schemeToolbars(c content.Config, th *theme.Theme) (toolbars []pages.Toolbar, colorScheme string) {
	var names []string
	schemes, fixed := th.Schemes(), c.FixedScheme()
	for _, name := range []string{"light", "dark"} {
		s, ok := schemes[name]
		if !ok || (fixed != "" && fixed != name) {
			continue
		}
		names = append(names, name)
		toolbars = append(
			toolbars,
			pages.Toolbar{
				Media: "(prefers-color-scheme: " + name + ")",
				Color: cmp.Or(c.Colors.Background.Hex(), s.Toolbar),
			},
		)
	}
	switch len(toolbars) {
	case 0: // a theme of one scheme
		toolbar, _ := th.BrowserColors(c.Colors)
		return []pages.Toolbar{{Color: toolbar}}, ""
	case 1:
		toolbars[0].Media = ""
	}
	return toolbars, strings.Join(names, " ")
}

// siteTags are the technologies of every project, each once, by name,
// and a hash of which projects use which.
func siteTags(projects []compile.Project) ([]pages.Tag, []byte) {
	seen := map[string]bool{}
	var out []pages.Tag
	var uses [][]byte
	for _, p := range projects {
		uses = append(uses, []byte(p.Slug))
		for _, t := range p.Tags {
			uses = append(uses, []byte(t.Slug+"\x00"+t.Name))
			if !seen[t.Slug] {
				seen[t.Slug] = true
				out = append(out, pages.Tag{Slug: t.Slug, Name: t.Name})
			}
		}
	}
	slices.SortFunc(out, func(a, b pages.Tag) int {
		return cmp.Or(
			strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)),
			strings.Compare(a.Slug, b.Slug),
		)
	})
	return out, sum(uses...)
}
