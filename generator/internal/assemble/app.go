package assemble

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/images"
)

// installedApp is the site as an installed app: its web manifest, the
// deploy's name when it has a service worker, and what that worker
// precaches besides the pages' shells (the manifest, the bundle, the site's
// data files and icons, and the projects' icons). Of the blog's, the lists
// of posts, which a desktop's idle preload of the screens asks for; a
// post's body is kept as it is seen, as the media are.
func installedApp(in Input) plan.App {
	data := in.Data.Site
	app := plan.App{
		Manifest: dist.File{Path: plan.ManifestFile, Data: manifest(in)},
		Bundle:   in.Bundle.Files,
		Data: slices.Concat(
			slices.Sorted(maps.Values(data.LocaleURLs)),
			[]string{data.ProjectsURL},
			slices.Sorted(maps.Values(data.ResumeURLs)),
			slices.Sorted(maps.Values(data.PostsURLs)),
		),
	}
	if data.ServiceWorker != "" {
		app.Worker = in.Bundle.ServiceWorker
		files := slices.Concat(in.Media.Out(), in.PDFs, in.Data.Files, in.Bundle.Files, []dist.File{app.Manifest})
		app.Build = buildID(compile.JSON(data), files)
	}
	for _, icon := range in.Media.Icons {
		app.Icons = append(app.Icons, in.BasePath+icon.File.Path)
	}
	for _, project := range in.Site.Projects {
		icon := in.Media.Files[project.Icon]
		app.ProjectIcons = append(app.ProjectIcons, plan.Icon{URL: icon.URL, WebP: urls(icon.WebP)})
	}
	return app
}

// buildID names a deploy after what its pages are made of: the site data
// written into every page, and every other file of the site. It must be
// known before the pages are written, since they carry it.
func buildID(siteData []byte, files []dist.File) string {
	var names []string
	for _, f := range files {
		if strings.HasPrefix(f.Path, dist.AssetsDir) {
			names = append(names, f.Path) // named after its content
		} else {
			names = append(names, dist.HashedName(f.Path, f.Data))
		}
	}
	slices.Sort(names)
	h := sha256.New()
	h.Write(siteData)
	for _, name := range names {
		h.Write([]byte{0})
		h.Write([]byte(name))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// webManifest is the web manifest, as browsers read it to install the
// site: its names, its default language's description, its colours, its
// icons, and the base path as its start and scope.
type webManifest struct {
	Name            string `json:"name"`
	ShortName       string `json:"short_name"`
	Description     string `json:"description"`
	Lang            string `json:"lang"`
	ID              string `json:"id"`
	StartURL        string `json:"start_url"`
	Scope           string `json:"scope"`
	Display         string `json:"display"`
	ThemeColor      string `json:"theme_color"`
	BackgroundColor string `json:"background_color"`
	Icons           []icon `json:"icons"`
}

// icon is one icon of the manifest.
type icon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose,omitempty"`
}

// manifest writes the web manifest.
func manifest(in Input) []byte {
	c := in.Site.Config
	toolbar, background := in.Theme.BrowserColors(c.Colors)
	owner := in.Site.OwnerName()
	def := in.Site.DefaultLocale()
	m := webManifest{
		Name:            cmp.Or(c.Name, owner),
		ShortName:       cmp.Or(c.ShortName, shortName(owner)),
		Description:     def.Text("pages.home.description", owner),
		Lang:            def.Lang,
		ID:              in.BasePath,
		StartURL:        in.BasePath,
		Scope:           in.BasePath,
		Display:         "standalone",
		ThemeColor:      toolbar,
		BackgroundColor: background,
	}
	for _, i := range in.Media.Icons {
		if i.Role == images.ManifestIcon {
			size := fmt.Sprintf("%dx%d", i.Size, i.Size)
			src := in.BasePath + i.File.Path
			m.Icons = append(m.Icons, icon{Src: src, Sizes: size, Type: "image/png", Purpose: i.Purpose})
		}
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		panic(fmt.Sprintf("assemble: %v", err)) // only plain data is encoded
	}
	return append(data, '\n')
}

// shortName is the label of the app's icon on a home screen, from the
// site's name: home screens cut labels beyond about 12 characters, so a
// longer name gives its first word (a first name fits).
func shortName(name string) string {
	if first, _, ok := strings.Cut(name, " "); ok && len([]rune(name)) > 12 {
		return first
	}
	return name
}

func urls(vs []content.Variant) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.URL)
	}
	return out
}
