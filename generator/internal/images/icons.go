package images

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image/color"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/dist"
)

// IconRole is what a site icon is for.
type IconRole int

// The site's icons: the browser tab's, Apple's home screen's, and the web
// manifest's, from which other systems pick.
const (
	Favicon IconRole = iota
	AppleTouch
	ManifestIcon
)

// SiteIcon is the site's icon drawn at one size, named after its content
// under dist.AssetsDir.
type SiteIcon struct {
	Role    IconRole
	Size    int
	Purpose string // a manifest icon's: "any" or "maskable"
	File    dist.File
}

// siteIcons are the sizes a browser or a phone's home screen asks for: a
// favicon, Apple's touch icon (opaque: iOS would fill transparency with
// black), and the manifest's icons, one of them maskable (its safe zone is
// the inner 80%, which Android crops to its own shape).
var siteIcons = []struct {
	name    string
	role    IconRole
	size    int
	pad     float64
	opaque  bool
	purpose string
}{
	{"favicon", Favicon, 48, 0, false, ""},
	{"apple-touch-icon", AppleTouch, 180, 0.08, true, ""},
	{"icon-192", ManifestIcon, 192, 0, false, "any"},
	{"icon-512", ManifestIcon, 512, 0, false, "any"},
	{"icon-maskable-512", ManifestIcon, 512, 0.1, true, "maskable"},
}

// IconError is a site icon that cannot be drawn at a size.
type IconError struct {
	Size int
	Err  error
}

func (e *IconError) Error() string {
	return fmt.Sprintf("the site icon cannot be drawn at %d×%d px: %v", e.Size, e.Size, e.Err)
}

func (e *IconError) Unwrap() error { return e.Err }

// SiteIcons names the site's icon, source, drawn at every size of
// siteIcons, the opaque ones on background, the installed app's backdrop
// (#rrggbb). Each is named after what it is drawn from (the source, its
// size, margin and backdrop, and the drawing's version), so that it is
// named without being drawn: an icon in the cache is its cache entry, and
// any other is drawn when its file is first read, once.
func (p *Processor) SiteIcons(name string, source []byte, background string) ([]SiteIcon, error) {
	bg := hexColor(background)
	out := make([]SiteIcon, len(siteIcons))
	for i, spec := range siteIcons {
		var fill color.Color
		if spec.opaque {
			fill = bg
		}
		key, encode, err := iconJob(name, source, spec.size, spec.pad, fill)
		if err != nil {
			return nil, &IconError{Size: spec.size, Err: err}
		}
		sum := sha256.Sum256([]byte(key))
		file, _, ok := p.lookup(key)
		if !ok {
			file = p.store().Later(cache.Images, key, func() ([]byte, error) {
				data, err := encode()
				if err != nil {
					return nil, &IconError{Size: spec.size, Err: err}
				}
				return data, nil
			})
		}
		file.Path = dist.AssetsDir + "icons/" + spec.name + "." + hex.EncodeToString(sum[:5]) + ".png"
		out[i] = SiteIcon{Role: spec.role, Size: spec.size, Purpose: spec.purpose, File: file}
	}
	return out, nil
}

// CheckedIcons is SiteIcons for a build that keeps no file (see
// Checked): it names the same icons, and decodes the source whole, as
// drawing any of them would, unless the cache holds them all.
func (p *Processor) CheckedIcons(name string, source []byte, background string) ([]SiteIcon, error) {
	icons, err := p.SiteIcons(name, source, background)
	if err != nil {
		return nil, err
	}
	for _, icon := range icons {
		if icon.File.Size < 0 { // not in the cache
			if _, err := decode(source); err != nil {
				return nil, &DecodeError{name, err}
			}
			break
		}
	}
	return icons, nil
}

// hexColor reads a colour written #rrggbb; anything else is transparent.
func hexColor(s string) color.Color {
	var c color.NRGBA
	if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &c.R, &c.G, &c.B); err != nil {
		return nil
	}
	c.A = 255
	return c
}
