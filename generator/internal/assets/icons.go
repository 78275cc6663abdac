package assets

import (
	"cmp"
	"errors"
	"maps"
	"os"
	"slices"
	"sync/atomic"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/images"
)

// Media are the content's files as the site serves them, and the site's
// icon at every size.
type Media struct {
	Files content.Assets
	Icons []images.SiteIcon
	// Wait waits for the images that Make named without encoding them,
	// encoded in the background (see encode), and returns the first error.
	// It may be called more than once.
	Wait func() error
}

// Make makes the site's media: the asset of every file the content refers
// to, shown where the theme shows it (see UsesOf and Fingerprint), and the
// site's icon at every size (see Icons), the opaque ones on background.
// The icon's own file is served only if the content names it elsewhere
// too: otherwise no page links it, and a copy would be a file, and an
// encoding, for nobody. Unless the cache is Lazy, the images that it does
// not hold are named, and encoded in the background: Media.Wait waits for
// them.
func (c *Cache) Make(
	site *content.Site,
	files map[content.File]content.FileInfo,
	base, background, screenshotSizes string,
) (Media, error) {
	icon := site.Config.Icon
	served := files
	if namedOnce(site, icon) {
		served = maps.Clone(files)
		delete(served, icon)
	}
	assets, left, err := c.fingerprint(served, base, UsesOf(site, files, screenshotSizes), true)
	if err != nil {
		return Media{}, err
	}
	icons, err := c.Icons(icon, files[icon], background)
	if err != nil {
		return Media{}, err
	}
	if !c.Lazy && !c.Check {
		for _, ic := range icons {
			if ic.File.Size >= 0 { // cached
				continue
			}
			left = append(left, work{ic.Size * ic.Size, func() error {
				_, err := ic.File.Bytes()
				return iconProblem(files[icon], err)
			}})
		}
	}
	return Media{Files: assets, Icons: icons, Wait: encode(left, c.Progress)}, nil
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

// encode starts making every file that Make named without making it, in
// the background, the largest images first, so that a build prerenders its
// pages meanwhile, and tells progress of each done. It returns Media.Wait.
// A file read before its turn is made then, once (images.Processor.Ahead).
func encode(todo []work, progress func(done, total int)) func() error {
	slices.SortStableFunc(todo, func(a, b work) int { return cmp.Compare(b.pixels, a.pixels) })
	var done atomic.Int64
	jobs := make([]func() error, len(todo))
	for i, w := range todo {
		jobs[i] = func() error {
			err := w.do()
			if progress != nil {
				progress(int(done.Add(1)), len(todo))
			}
			return err
		}
	}
	return cache.Background(jobs)
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

// Icons names the site's icon, ref, at every size a browser or a phone's
// home screen asks for (see images.SiteIcons), the opaque ones on
// background (#rrggbb); each is drawn when its file is first read. A
// Check cache decodes the icon instead (images.CheckedIcons). An icon
// that cannot be drawn is a problem at the line of site.yaml that names it.
func (c *Cache) Icons(ref content.File, source content.FileInfo, background string) ([]images.SiteIcon, error) {
	data, err := os.ReadFile(source.Abs)
	if err != nil {
		return nil, err
	}
	icons := c.images().SiteIcons
	if c.Check {
		icons = c.images().CheckedIcons
	}
	named, err := icons(string(ref), data, background)
	return named, iconProblem(source, err)
}

// iconProblem turns an icon that cannot be drawn into a problem at the
// line of site.yaml that names its source: the content's check took the
// file for an image with pixels, from its header, and a source cut off
// after it is damaged as any image is.
func iconProblem(source content.FileInfo, err error) error {
	if problem, ok := damaged(err, source.At); ok {
		var problems diag.List
		problems.Add(problem)
		return problems.Err()
	}
	var bad *images.IconError
	if !errors.As(err, &bad) {
		return err
	}
	d := source.At
	d.Message = bad.Error()
	d.Hint = "export it again as a square PNG of at least 512×512 px"
	var problems diag.List
	problems.Add(d)
	return problems.Err()
}
