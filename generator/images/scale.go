package images

import (
	"image"
	"sync"

	"golang.org/x/image/draw"
)

// scaler makes the widths of one source, each from the smallest of the
// source's halvings that is at least as wide (a mipmap): Catmull-Rom reads
// four of the source's pixels per output pixel and per 1× of reduction, so
// scaling a 2560 px wallpaper to 320 straight reads 32 per row, and to
// 1280, 640 and 320 one after the other reads it three times whole. From
// the halvings, each width reads at most eight. What a width is made from
// depends on the source's size and that width alone, never on which other
// widths are made: serve, which makes one when a browser asks for it, and
// build, which makes them all, write the same bytes under a cache key.
type scaler struct {
	levels []func() image.Image // levels[0] is the source; levels[k] is levels[k-1] halved
	widths []int
}

// newScaler prepares the halvings of a w×h source, read when first needed.
func newScaler(source func() image.Image, w, h int) *scaler {
	s := &scaler{levels: []func() image.Image{sync.OnceValue(source)}, widths: []int{w}}
	for w > 1 {
		w, h = (w+1)/2, max(1, (h+1)/2)
		above, lw, lh := s.levels[len(s.levels)-1], w, h
		s.levels = append(s.levels, sync.OnceValue(func() image.Image { return resize(above(), lw, lh) }))
		s.widths = append(s.widths, w)
	}
	return s
}

// at returns the source scaled to w×h.
func (s *scaler) at(w, h int) *image.RGBA {
	k := 0
	for k+1 < len(s.widths) && s.widths[k+1] >= w {
		k++
	}
	return resize(s.levels[k](), w, h)
}

// resize scales src to w×h with Catmull-Rom, or copies it at its own size.
// The result is premultiplied RGBA, the type the encoders convert fastest.
func resize(src image.Image, w, h int) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	sb := src.Bounds()
	if sb.Dx() == w && sb.Dy() == h {
		draw.Draw(dst, dst.Bounds(), src, sb.Min, draw.Src)
	} else {
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, sb, draw.Src, nil)
	}
	return dst
}
