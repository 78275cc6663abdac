package assemble

import (
	"cmp"
	"fmt"
	"maps"
	"slices"

	"github.com/portgen/portgen/generator/internal/assets"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/pwa"
)

// App is the site as an installed app: its names, its default language's
// description, its colours and its icons.
func App(in Input) pwa.App {
	c := in.Site.Config
	toolbar, background := in.Theme.BrowserColors(c.Colors)
	owner := in.Site.OwnerName()
	def := in.Site.DefaultLocale()
	app := pwa.App{
		Name: cmp.Or(c.Name, owner), ShortName: cmp.Or(c.ShortName, pwa.ShortName(owner)),
		Description: def.Text("pages.home.description", owner),
		Lang:        def.Lang, BasePath: in.BasePath,
		ThemeColor: toolbar, BackgroundColor: background,
	}
	for _, icon := range in.Media.Icons {
		if icon.Role == images.ManifestIcon {
			size := fmt.Sprintf("%dx%d", icon.Size, icon.Size)
			app.Icons = append(
				app.Icons,
				pwa.Icon{Src: in.BasePath + icon.File.Path, Sizes: size, Type: "image/png", Purpose: icon.Purpose},
			)
		}
	}
	return app
}

// Precache is what the service worker precaches: the manifest, the pages'
// shells, the bundle, the site's data files and icons, and the projects'
// icons.
func Precache(in Input, manifest []byte, shells []dist.File) pwa.Precache {
	data := in.Data.Site
	p := pwa.Precache{Base: in.BasePath, Manifest: manifest, Shells: shells, Bundle: in.Bundle.Files}
	p.Data = slices.Concat(
		slices.Sorted(maps.Values(data.LocaleURLs)),
		[]string{data.ProjectsURL},
		slices.Sorted(maps.Values(data.ResumeURLs)),
	)
	for _, icon := range in.Media.Icons {
		p.Icons = append(p.Icons, in.BasePath+icon.File.Path)
	}
	for _, project := range in.Site.Projects {
		icon := in.Media.Files[project.Icon]
		p.ProjectIcons = append(p.ProjectIcons, pwa.Image{URL: icon.URL, WebP: urls(icon.WebP)})
	}
	return p
}

func urls(vs []assets.Variant) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.URL)
	}
	return out
}
