package rowjpeg

import (
	"bytes"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"testing"
)

func noise(w, h int, seed uint64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(seed, 1))
	for i := range img.Pix {
		img.Pix[i] = uint8(rng.IntN(256))
		if i%4 == 3 {
			img.Pix[i] = 255
		}
	}
	return img
}

// An image encoded in rows decodes to the very pixels that image/jpeg's
// own encoding of it decodes to, whether its rows are the base's or not,
// at sizes that are and are not multiples of the blocks.
func TestRowsDecodeAsImageJPEGsEncoding(t *testing.T) {
	for _, size := range []image.Point{{1200, 630}, {64, 48}, {37, 21}} {
		base := noise(size.X, size.Y, 1)
		img := noise(size.X, size.Y, 1)
		// Its middle row differs in a few pixels: the other blocks of
		// the row are the base's.
		for i := 40; i < 80; i++ {
			img.Pix[size.Y/2*img.Stride+i] ^= 0x55
		}
		r := NewRows(base, 85)
		for name, m := range map[string]*image.RGBA{"the base": base, "another": img} {
			got, err := jpeg.Decode(bytes.NewReader(r.Encode(m)))
			if err != nil {
				t.Fatalf("%v %s: %v", size, name, err)
			}
			var std bytes.Buffer
			if err := jpeg.Encode(&std, m, &jpeg.Options{Quality: 85}); err != nil {
				t.Fatal(err)
			}
			want, _ := jpeg.Decode(&std)
			if !bytes.Equal(got.(*image.YCbCr).Y, want.(*image.YCbCr).Y) ||
				!bytes.Equal(got.(*image.YCbCr).Cb, want.(*image.YCbCr).Cb) ||
				!bytes.Equal(got.(*image.YCbCr).Cr, want.(*image.YCbCr).Cr) {
				t.Errorf("%v %s: decodes to other pixels than image/jpeg's encoding", size, name)
			}
		}
	}
}
