package assets

import (
	"errors"
	"maps"
	"os"

	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/dist"
	"github.com/portgen/portgen/generator/images"
	"github.com/portgen/portgen/generator/load"
)

// Media are the content's files as the site serves them, and the site's
// icon at every size.
type Media struct {
	Files Map
	Icons []images.SiteIcon
}

// Make makes the site's media: the asset of every file the content refers
// to, shown where the theme shows it (see UsesOf and Fingerprint), and the
// site's icon at every size (see Icons), the opaque ones on background.
// The icon's own file is served only if the content names it elsewhere
// too: otherwise no page links it, and a copy would be a file, and an
// encoding, for nobody.
func (c *Cache) Make(site *content.Site, files map[content.File]load.FileInfo, base, background, screenshotSizes string) (Media, error) {
	icon := site.Config.Icon
	served := files
	if namedOnce(site, icon) {
		served = maps.Clone(files)
		delete(served, icon)
	}
	assets, err := c.Fingerprint(served, base, UsesOf(site, files, screenshotSizes))
	if err != nil {
		return Media{}, err
	}
	icons, err := c.Icons(files[icon], background)
	return Media{assets, icons}, err
}

// namedOnce says whether a single field of the content refers to f.
func namedOnce(site *content.Site, f content.File) bool {
	n := 0
	for _, ref := range site.Files() {
		if ref.File == f {
			n++
		}
	}
	return n == 1
}

// Out are the files to write, the files' and the icons'.
func (m Media) Out() []dist.File {
	out := m.Files.Files()
	for _, icon := range m.Icons {
		out = append(out, icon.File)
	}
	return out
}

// Images counts the image files among them: the variants and the icons.
func (m Media) Images() int {
	n := len(m.Icons)
	for _, a := range m.Files {
		n += len(a.WebP) + len(a.Fallback)
	}
	return n
}

// Icons draws the site's icon, source, at every size a browser or a
// phone's home screen asks for (see images.SiteIcons), the opaque ones on
// background (#rrggbb). An icon that cannot be drawn is a problem at the
// line of site.yaml that names it.
func (c *Cache) Icons(source load.FileInfo, background string) ([]images.SiteIcon, error) {
	data, err := os.ReadFile(source.Abs)
	if err != nil {
		return nil, err
	}
	icons, err := c.images().SiteIcons(data, background, c.Lazy)
	var bad *images.IconError
	if errors.As(err, &bad) { // the content's check took the file for an image with pixels
		d := source.At
		d.Message = bad.Error()
		d.Hint = "export it again as a square PNG of at least 512×512 px"
		var problems diag.List
		problems.Add(d)
		return nil, problems.Err()
	}
	return icons, err
}
