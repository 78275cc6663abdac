package images

import (
	"bytes"
	"image"
	"math"
	"slices"
	"testing"
)

// Each width comes from the smallest halving of the source at least as
// wide, and looks like the source scaled straight to it.
func TestAWidthIsScaledFromTheSourcesHalvings(t *testing.T) {
	src := photo(2560, 1440, 0xff)
	read := 0
	s := newScaler(func() image.Image {
		read++
		return src
	}, 2560, 1440)
	if want := []int{2560, 1280, 640, 320, 160, 80, 40, 20, 10, 5, 3, 2, 1}; !slices.Equal(s.widths, want) {
		t.Fatalf("halvings %v, want %v", s.widths, want)
	}
	for _, w := range []int{2560, 1280, 1000, 640, 320} {
		h := w * 1440 / 2560
		got := s.at(w, h)
		if b := got.Bounds(); b.Dx() != w || b.Dy() != h {
			t.Fatalf("at(%d, %d) is %v", w, h, b)
		}
		if p := psnr(got, resize(src, w, h)); p < 35 {
			t.Errorf("at %d px, %.1f dB from the source scaled straight; want at least 35", w, p)
		}
	}
	if read != 1 {
		t.Errorf("the source was read %d times; want once", read)
	}
}

// serve, which makes a variant when a browser asks for it, writes the bytes
// a build writes under the same cache key.
func TestServeAndBuildWriteTheSameVariant(t *testing.T) {
	data := encodeJPEGFixture(t, photo(1600, 900, 0xff))
	var built Processor
	r, err := built.Responsive("media/wall.jpg", data, []int{400, 800, 1600}, 800)
	if err != nil {
		t.Fatal(err)
	}
	var served Processor
	lazy, err := served.Later(
		"media/wall.jpg",
		data,
		func() ([]byte, error) { return data, nil },
		[]int{400, 800, 1600},
		800,
	)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range append(r.Fallback, r.WebP...) {
		l := append(lazy.Fallback, lazy.WebP...)[i]
		got, err := l.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, v.Data) {
			t.Errorf("%d px %s: serve wrote %d bytes, build %d, not the same", v.Width, v.Type, len(got), len(v.Data))
		}
	}
}

// psnr is the peak signal-to-noise ratio of a against b, in dB, over the
// colour channels.
func psnr(a, b *image.RGBA) float64 {
	var sum float64
	n := 0
	for i := range a.Pix {
		if i%4 == 3 {
			continue
		}
		d := float64(a.Pix[i]) - float64(b.Pix[i])
		sum += d * d
		n++
	}
	if sum == 0 {
		return math.Inf(1)
	}
	return 10 * math.Log10(255*255/(sum/float64(n)))
}
