package cards

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	_ "image/gif" // the image formats a site's media may be in
	_ "image/jpeg"
	_ "image/png"
	"math"
	"regexp"
	"slices"

	"github.com/srwiley/oksvg"
	"github.com/srwiley/rasterx"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/vector"
	_ "golang.org/x/image/webp"

	"github.com/portgen/portgen/generator/internal/wcag"
)

// decode reads an encoded image; nil for none, or one that does not decode
// (the images stage has reported it already).
func decode(data []byte) image.Image {
	if len(data) == 0 {
		return nil
	}
	if bytes.Contains(data[:min(len(data), 1024)], []byte("<svg")) {
		return decodeSVG(data)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil
	}
	// A WebP comes as YCbCr with an alpha plane, which x/image/draw scales
	// pixel by pixel, three times slower than YCbCr: an opaque one is
	// YCbCr.
	if n, ok := img.(*image.NYCbCrA); ok && !slices.ContainsFunc(n.A, func(a uint8) bool { return a != 0xff }) {
		return &n.YCbCr
	}
	return img
}

// svgWidth is the width a card draws an SVG at: twice a screenshot's
// frame, more than a wallpaper's backdrop needs.
const svgWidth = 2 * shotWidth

// decodeSVG draws an SVG image (a screenshot, a wallpaper) svgWidth
// wide, its height by its viewBox; nil when it does not parse. oksvg and
// rasterx draw SVG's shapes, paths, fills, strokes and gradients in pure
// Go, which is what the site's static SVGs use (the images stage refuses
// scripts and external references); text and filters they skip.
func decodeSVG(data []byte) (img image.Image) {
	defer func() {
		// oksvg panics on some malformed paths: the card is drawn without the image.
		if recover() != nil {
			img = nil
		}
	}()
	icon, err := oksvg.ReadIconStream(bytes.NewReader(roundedRects(data)), oksvg.IgnoreErrorMode)
	if err != nil || icon.ViewBox.W <= 0 || icon.ViewBox.H <= 0 {
		return nil
	}
	w := svgWidth
	h := int(math.Round(float64(w) * icon.ViewBox.H / icon.ViewBox.W))
	if h < 1 || h > 4*svgWidth {
		return nil
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	icon.SetTarget(0, 0, float64(w), float64(h))
	icon.Draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, dst, dst.Bounds())), 1)
	return dst
}

// rectTag is a <rect> element's tag, and its rx or ry attribute.
var (
	rectTag = regexp.MustCompile(`<rect\b[^>]*>`)
	radius  = regexp.MustCompile(`\s(r[xy])\s*=\s*("[^"]*"|'[^']*')`)
)

// roundedRects gives each <rect> with one corner radius (rx="28") the
// other too, as SVG has it: oksvg takes a radius it is not given as 0,
// and draws square corners.
func roundedRects(svg []byte) []byte {
	return rectTag.ReplaceAllFunc(svg, func(tag []byte) []byte {
		found := radius.FindAllSubmatch(tag, -1)
		if len(found) != 1 {
			return tag
		}
		other := map[string]string{"rx": "ry", "ry": "rx"}[string(found[0][1])]
		end := len(tag) - 1
		if tag[end-1] == '/' {
			end--
		}
		return slices.Concat(tag[:end], []byte(" "+other+"="), found[0][2], tag[end:])
	})
}

// cover scales src to fill w×h, cropped around its centre, with scaler.
func cover(src image.Image, w, h int, scaler xdraw.Scaler) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	b := src.Bounds()
	sw, sh := float64(b.Dx()), float64(b.Dy())
	scale := math.Max(float64(w)/sw, float64(h)/sh)
	cw, ch := float64(w)/scale, float64(h)/scale
	x0, y0 := b.Min.X+int((sw-cw)/2), b.Min.Y+int((sh-ch)/2)
	crop := image.Rect(x0, y0, x0+int(math.Round(cw)), y0+int(math.Round(ch))).Intersect(b)
	scaler.Scale(dst, dst.Bounds(), src, crop, draw.Src, nil)
	return dst
}

// Cover is an owner's own card image, scaled to fill the card and cropped
// around its centre, as a JPEG; nil when data does not decode.
func Cover(data []byte) ([]byte, error) {
	img := decode(data)
	if img == nil {
		return nil, errNotImage
	}
	return encode(cover(img, Width, Height, xdraw.CatmullRom))
}

// backdrop is what every card of a site is drawn on: the wallpaper,
// blurred and darkened, or, without one, the site's background colour,
// under the panel in the accent colour.
func backdrop(wallpaper image.Image, bg, accent color.RGBA) *image.RGBA {
	out := blurred(wallpaper, bg)
	panel(out, accent)
	return out
}

// blurred is the wallpaper, blurred and darkened, over the whole card, or
// the background colour.
func blurred(wallpaper image.Image, bg color.RGBA) *image.RGBA {
	if wallpaper == nil {
		out := image.NewRGBA(image.Rect(0, 0, Width, Height))
		draw.Draw(out, out.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
		return out
	}
	// A blur, cheaply: shrink to an eighth, blur that, and scale it back up
	// smoothly. Nothing of the wallpaper's detail competes with the text.
	small := cover(wallpaper, Width/8, Height/8, xdraw.ApproxBiLinear)
	boxBlur(small, 2)
	boxBlur(small, 2)
	out := image.NewRGBA(image.Rect(0, 0, Width, Height))
	xdraw.BiLinear.Scale(out, out.Bounds(), small, small.Bounds(), draw.Src, nil)
	for i := 0; i < len(out.Pix); i += 4 {
		for c := range 3 {
			out.Pix[i+c] = uint8(float64(out.Pix[i+c]) * wallpaperDim)
		}
	}
	return out
}

// boxBlur blurs img in place with a box of the given radius, across then
// down.
func boxBlur(img *image.RGBA, radius int) {
	b := img.Bounds()
	pass := func(n, m int, at func(i, j int) int) {
		line := make([]uint8, n*4)
		for j := range m {
			for i := range n {
				copy(line[i*4:i*4+4], img.Pix[at(i, j):at(i, j)+4])
			}
			for i := range n {
				var sum [4]int
				count := 0
				for k := max(0, i-radius); k <= min(n-1, i+radius); k++ {
					for c := range 4 {
						sum[c] += int(line[k*4+c])
					}
					count++
				}
				for c := range 4 {
					img.Pix[at(i, j)+c] = uint8(sum[c] / count)
				}
			}
		}
	}
	pass(b.Dx(), b.Dy(), func(i, j int) int { return img.PixOffset(b.Min.X+i, b.Min.Y+j) })
	pass(b.Dy(), b.Dx(), func(i, j int) int { return img.PixOffset(b.Min.X+j, b.Min.Y+i) })
}

// roundRect is the path of a rectangle with rounded corners, as a mask.
func roundRect(r image.Rectangle, radius float32) *vector.Rasterizer {
	z := vector.NewRasterizer(r.Dx(), r.Dy())
	w, h := float32(r.Dx()), float32(r.Dy())
	radius = min(radius, w/2, h/2)
	const k = 0.4477 // 1 − 0.5523, the cubic's control point for a quarter circle
	z.MoveTo(radius, 0)
	z.LineTo(w-radius, 0)
	z.CubeTo(w-radius*k, 0, w, radius*k, w, radius)
	z.LineTo(w, h-radius)
	z.CubeTo(w, h-radius*k, w-radius*k, h, w-radius, h)
	z.LineTo(radius, h)
	z.CubeTo(radius*k, h, 0, h-radius*k, 0, h-radius)
	z.LineTo(0, radius)
	z.CubeTo(0, radius*k, radius*k, 0, radius, 0)
	z.ClosePath()
	return z
}

// fillRound paints a rounded rectangle in c, which may be translucent.
func fillRound(dst draw.Image, r image.Rectangle, radius float32, c color.Color) {
	roundRect(r, radius).Draw(dst, r, image.NewUniform(c), image.Point{})
}

// roundMask is a w×h rectangle with rounded corners, as an alpha mask.
func roundMask(w, h int, radius float32) *image.Alpha {
	m := image.NewAlpha(image.Rect(0, 0, w, h))
	roundRect(m.Rect, radius).Draw(m, m.Rect, image.Opaque, image.Point{})
	return m
}

// contrast is the WCAG contrast ratio of two opaque colours.
func contrast(a, b color.RGBA) float64 { return wcag.Contrast(a, b) }

// over is c laid at its alpha over the opaque colour under.
func over(c, under color.RGBA) color.RGBA {
	a := float64(c.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.RGBA{mix(c.R, under.R), mix(c.G, under.G), mix(c.B, under.B), 255}
}

// premultiplied is c at alpha a, as image/color holds it.
func premultiplied(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}
