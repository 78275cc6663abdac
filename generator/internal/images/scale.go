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
	levels []func() *image.RGBA // levels[0] is the source; levels[k] is levels[k-1] halved
	widths []int
}

// newScaler prepares the halvings of a w×h source, read when first needed.
func newScaler(source func() image.Image, w, h int) *scaler {
	sw, sh := w, h
	whole := sync.OnceValue(
		func() *image.RGBA { return resize(source(), sw, sh) },
	) // in the layout the rest read fastest
	s := &scaler{levels: []func() *image.RGBA{whole}, widths: []int{w}}
	for w > 1 {
		w, h = (w+1)/2, max(1, (h+1)/2)
		above := s.levels[len(s.levels)-1]
		lw, lh := w, h
		s.levels = append(s.levels, sync.OnceValue(func() *image.RGBA { return halve(above(), lw, lh) }))
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

// halve scales in to w×h, its size halved and rounded up, with the
// Catmull-Rom filter that resize uses, stretched to a 2× reduction: eight
// taps a side whose weights are the same for every pixel, so that they are
// added in integers rather than looked up and multiplied in floating point
// per pixel, as golang.org/x/image/draw must for any scale: six times
// faster. Past an edge, the edge pixel repeats. The pixels are
// premultiplied; a colour the filter's negative lobes push above its alpha
// is clamped to it.
func halve(in *image.RGBA, w, h int) *image.RGBA {
	sw, sh := in.Rect.Dx(), in.Rect.Dy()
	// Across each of the source's rows first, in 256ths: the output pixel x
	// reads the source's pixels 2x-3 to 2x+4.
	across := make([]int32, 4*w*sh)
	var edge [32]uint8
	for y := range sh {
		row, out := in.Pix[y*in.Stride:y*in.Stride+4*sw], across[4*w*y:4*w*(y+1)]
		for x := range w {
			var taps []uint8
			if first := 2*x - 3; first >= 0 && first+8 <= sw {
				taps = row[4*first : 4*first+32]
			} else {
				for t := range 8 {
					copy(edge[4*t:4*t+4], row[4*clampTo(first+t, sw):])
				}
				taps = edge[:]
			}
			o := out[4*x : 4*x+4]
			for c := range 4 {
				o[c] = halvingSum(int32(taps[c]), int32(taps[4+c]), int32(taps[8+c]), int32(taps[12+c]),
					int32(taps[16+c]), int32(taps[20+c]), int32(taps[24+c]), int32(taps[28+c]))
			}
		}
	}
	// Then down each column, into 65536ths.
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	n := 4 * w
	for y := range h {
		var r [8][]int32
		for t := range r {
			k := clampTo(2*y-3+t, sh)
			r[t] = across[n*k : n*k+n]
		}
		o := out.Pix[y*out.Stride : y*out.Stride+n]
		for i := 0; i < n; i += 4 {
			a := toByte(
				halvingSum(r[0][i+3], r[1][i+3], r[2][i+3], r[3][i+3], r[4][i+3], r[5][i+3], r[6][i+3], r[7][i+3]),
			)
			o[i+3] = a
			for c := i; c < i+3; c++ {
				o[c] = min(
					toByte(halvingSum(r[0][c], r[1][c], r[2][c], r[3][c], r[4][c], r[5][c], r[6][c], r[7][c])),
					a,
				)
			}
		}
	}
	return out
}

// halvingSum weighs eight taps with Catmull-Rom's weights at a 2× reduction,
// in 256ths: the taps lie 0.25, 0.75, 1.25 and 1.75 of the kernel's unit
// from the output pixel's centre, on each side.
func halvingSum(a, b, c, d, e, f, g, h int32) int32 {
	return 111*(d+e) + 29*(c+f) - 9*(b+g) - 3*(a+h)
}

// toByte rounds a sum of 65536ths to a byte.
func toByte(v int32) uint8 { return uint8(min(max((v+1<<15)>>16, 0), 255)) }

// clampTo keeps i within 0 and n-1.
func clampTo(i, n int) int { return min(max(i, 0), n-1) }
