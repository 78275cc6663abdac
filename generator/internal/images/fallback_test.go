package images

import (
	"bytes"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"slices"
	"testing"
)

// withSegments puts JFIF's segment (APP0), an EXIF segment (APP1, with a
// GPS-looking payload) and a comment after a JPEG's SOI marker, as a camera
// or an editor writes them.
func withSegments(jpg []byte) []byte {
	segment := func(marker byte, payload string) []byte {
		n := len(payload) + 2
		return append([]byte{0xff, marker, byte(n >> 8), byte(n)}, payload...)
	}
	out := append([]byte{}, jpg[:2]...)
	out = append(out, segment(0xe0, "JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")...)
	out = append(out, segment(0xe1, "Exif\x00\x00GPSLatitude 38.7223")...)
	out = append(out, segment(0xfe, "saved by an editor")...)
	return append(out, jpg[2:]...)
}

func TestAJPEGAtItsFallbackWidthIsKept(t *testing.T) {
	// A screenshot's flat colours, which its JPEG holds in under a bit a pixel.
	screen := image.NewYCbCr(image.Rect(0, 0, 640, 400), image.YCbCrSubsampleRatio420)
	for i := range screen.Y {
		screen.Y[i] = uint8(i % 640 / 160 * 60)
	}
	for i := range screen.Cb {
		screen.Cb[i], screen.Cr[i] = 128, uint8(100+i%320/80*10)
	}
	src := withSegments(encodeJPEGFixture(t, screen))
	// A phone's second image after the first one's end, with its own EXIF.
	trailer := withSegments(encodeJPEGFixture(t, photo(16, 16, 0xff)))
	var p Processor
	got, err := p.Responsive("projects/shop/1.jpg", append(slices.Clip(src), trailer...), []int{320, 640}, 640)
	if err != nil {
		t.Fatal(err)
	}
	fb := got.Fallback[0]
	if fb.Type != "image/jpeg" || fb.Width != 640 || fb.Height != 400 {
		t.Fatalf("fallback %s %d×%d, want a 640×400 JPEG", fb.Type, fb.Width, fb.Height)
	}
	for _, dropped := range []string{"GPSLatitude", "saved by an editor"} {
		if bytes.Contains(fb.Data, []byte(dropped)) {
			t.Errorf("the fallback keeps %q", dropped)
		}
	}
	// What is left is the source's own bytes, its JFIF segment included:
	// the same pixels, not a second encoding's.
	if len(fb.Data) != len(src)-len("Exif\x00\x00GPSLatitude 38.7223")-len("saved by an editor")-8 {
		t.Errorf(
			"fallback is %d bytes, want the source's %d less its two segments and the trailer",
			len(fb.Data),
			len(src),
		)
	}
	if !bytes.Contains(fb.Data[:32], []byte("JFIF")) {
		t.Error("the fallback lost its JFIF segment")
	}
	want, err := jpeg.Decode(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	kept, err := jpeg.Decode(bytes.NewReader(fb.Data))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want.(*image.YCbCr).Y, kept.(*image.YCbCr).Y) {
		t.Error("the kept fallback decodes to other pixels than its source")
	}
}

func TestAJPEGIsEncodedAgainWhenItMustBe(t *testing.T) {
	noisy := image.NewGray(image.Rect(0, 0, 320, 200))
	r := rand.New(rand.NewPCG(1, 2))
	for i := range noisy.Pix {
		noisy.Pix[i] = uint8(r.IntN(256))
	}
	var heavy bytes.Buffer
	if err := jpeg.Encode(&heavy, noisy, &jpeg.Options{Quality: 100}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		data     []byte
		fallback int
	}{
		{"wider than its fallback", encodeJPEGFixture(t, photo(640, 400, 0xff)), 320},
		{"heavier than two bits a pixel", heavy.Bytes(), 320},
		{"a PNG", encodePNGFixture(t, photo(320, 200, 0xff)), 320},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p Processor
			got, err := p.Responsive("projects/shop/1.jpg", tt.data, []int{320}, tt.fallback)
			if err != nil {
				t.Fatal(err)
			}
			fb := got.Fallback[0]
			if bytes.Equal(fb.Data, tt.data) || fb.Type != "image/jpeg" || fb.Width != 320 {
				t.Errorf(
					"fallback %s, %d px, %d bytes: want a 320 px JPEG encoded from the source",
					fb.Type,
					fb.Width,
					len(fb.Data),
				)
			}
			if _, err := jpeg.Decode(bytes.NewReader(fb.Data)); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestStripJPEGRefusesWhatItCannotFollow(t *testing.T) {
	jpg := encodeJPEGFixture(t, photo(16, 16, 0xff))
	for name, data := range map[string][]byte{
		"not a JPEG":            []byte("GIF89a......"),
		"cut inside a header":   jpg[:20],
		"a length past the end": append([]byte{0xff, 0xd8, 0xff, 0xe1, 0x7f, 0xff}, make([]byte, 30)...),
	} {
		if _, ok := stripJPEG(data); ok {
			t.Errorf("%s: stripped, want refused", name)
		}
	}
}

// FuzzStripJPEG: stripJPEG never panics, and what it keeps of a JPEG that
// decodes decodes to the same pixels.
func FuzzStripJPEG(f *testing.F) {
	var small bytes.Buffer
	if err := jpeg.Encode(&small, photo(24, 16, 0xff), &jpeg.Options{Quality: 75}); err != nil {
		f.Fatal(err)
	}
	f.Add(small.Bytes())
	f.Add(withSegments(small.Bytes()))
	f.Add(append(withSegments(small.Bytes()), small.Bytes()...))
	f.Fuzz(func(t *testing.T, data []byte) {
		kept, ok := stripJPEG(data)
		if !ok {
			return
		}
		want, err := jpeg.Decode(bytes.NewReader(data))
		if err != nil {
			return
		}
		got, err := jpeg.Decode(bytes.NewReader(kept))
		if err != nil {
			t.Fatalf("the source decodes, what stripJPEG kept does not: %v", err)
		}
		b := want.Bounds()
		if got.Bounds() != b {
			t.Fatalf("bounds %v, want %v", got.Bounds(), b)
		}
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if got.At(x, y) != want.At(x, y) {
					t.Fatalf("pixel (%d, %d) is %v, want %v", x, y, got.At(x, y), want.At(x, y))
				}
			}
		}
	})
}
