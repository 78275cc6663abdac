package assets

import (
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/variants"
)

// The sizes attributes of the images that the default theme writes in its
// components (checked against its sources by a test): the owner's photo on
// About, a project's icon in the list, and a wallpaper in the Settings'
// picker.
const (
	PhotoSizes           = "16rem"
	ProjectIconSizes     = "3rem"
	WallpaperChoiceSizes = "(min-width: 600px) 16rem, 100vw"
)

// Uses are the sizes attributes each image of a site is shown at, from
// which its variants are planned (variants.For). An image the pages do not
// show (the site's icon, a project's own card) has none.
type Uses map[content.File][]string

// UsesOf says where the theme shows each of the site's images: the
// screenshots at the theme's screenshotSizes, the posts' images and covers
// in the post's column, the wallpapers covering the
// screen and in the picker, the photo and the projects' icons.
func UsesOf(site *content.Site, files map[content.File]content.FileInfo, screenshotSizes string) Uses {
	uses := Uses{}
	add := func(f content.File, sizes string) {
		if f != "" {
			uses[f] = append(uses[f], sizes)
		}
	}
	for _, p := range site.Projects {
		add(p.Icon, ProjectIconSizes)
		for _, img := range p.Images {
			add(img, cmpOr(screenshotSizes, "100vw"))
		}
	}
	for _, p := range site.Posts {
		for _, v := range p.Versions {
			add(v.Front.Cover, variants.PostImageSizes)
			for _, r := range v.Refs {
				if r.Image {
					add(r.File, variants.PostImageSizes)
				}
			}
		}
	}
	c := site.Config
	for _, w := range c.Wallpapers {
		shown, dark := w.Images(c.FixedScheme())
		for _, f := range []content.File{shown, dark} {
			if info, ok := files[f]; ok {
				add(f, variants.CoverSizes(info.Width, info.Height))
				add(f, WallpaperChoiceSizes)
			}
		}
	}
	add(site.OwnerPhoto(), PhotoSizes)
	return uses
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
