package assets

import (
	"errors"
	"os"

	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/images"
	"github.com/portgen/portgen/generator/load"
)

// Icons draws the site's icon, source, at every size a browser or a
// phone's home screen asks for (see images.SiteIcons), the opaque ones on
// background (#rrggbb). An icon that cannot be drawn is a problem at the
// line of site.yaml that names it.
func (c *Cache) Icons(source load.FileInfo, background string) ([]images.SiteIcon, error) {
	data, err := os.ReadFile(source.Abs)
	if err != nil {
		return nil, err
	}
	icons, err := c.images().SiteIcons(data, background)
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
