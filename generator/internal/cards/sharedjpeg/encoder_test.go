package sharedjpeg

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"testing"
)

// photo is an opaque image with smooth gradients, edges and some noise,
// as a card's blurred wallpaper, text and screenshot have.
func photo(w, h int, seed uint64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(seed, 2))
	for y := range h {
		for x := range w {
			at := img.PixOffset(x, y)
			img.Pix[at] = uint8(x * 255 / w)
			img.Pix[at+1] = uint8(128 + 100*math.Sin(float64(x+y)/23))
			img.Pix[at+2] = uint8(y*255/h) ^ uint8(64*(x/40%2))
			img.Pix[at+1] += uint8(rng.IntN(9))
			img.Pix[at+3] = 0xff
		}
	}
	return img
}

// psnr is the peak signal-to-noise ratio of b's RGB against a's, in dB.
func psnr(t *testing.T, a *image.RGBA, b image.Image) float64 {
	t.Helper()
	if b.Bounds() != a.Rect {
		t.Fatalf("decoded to %v, not %v", b.Bounds(), a.Rect)
	}
	var sum float64
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			r, g, bl, _ := b.At(x, y).RGBA()
			p := a.Pix[a.PixOffset(x, y):]
			for c, v := range []uint32{r >> 8, g >> 8, bl >> 8} {
				d := float64(v) - float64(p[c])
				sum += d * d
			}
		}
	}
	mse := sum / float64(3*a.Rect.Dx()*a.Rect.Dy())
	return 10 * math.Log10(255*255/mse)
}

// What it writes decodes, with image/jpeg, to the source within the
// fidelity of image/jpeg's own encoding at the same quality, at sizes that
// are and are not multiples of an MCU.
func TestItDecodesAsCloseAsImageJPEGs(t *testing.T) {
	for _, size := range []image.Point{{1200, 630}, {64, 48}, {37, 21}, {8, 8}} {
		img := photo(size.X, size.Y, 1)
		got, err := jpeg.Decode(bytes.NewReader(New(img, 85).Encode(img)))
		if err != nil {
			t.Fatalf("%v: %v", size, err)
		}
		var std bytes.Buffer
		if err := jpeg.Encode(&std, img, &jpeg.Options{Quality: 85}); err != nil {
			t.Fatal(err)
		}
		want, err := jpeg.Decode(&std)
		if err != nil {
			t.Fatal(err)
		}
		ours, theirs := psnr(t, img, got), psnr(t, img, want)
		if ours < theirs-0.25 {
			t.Errorf("%v: %.2f dB from the source, image/jpeg's %.2f dB", size, ours, theirs)
		}
	}
}

// An image encoded against another base is the very bytes it is encoded
// against itself: the rows and blocks taken from the base are the ones
// its own pixels would have made.
func TestTheBasesRowsAndBlocksAreTheImagesOwn(t *testing.T) {
	for _, size := range []image.Point{{1200, 630}, {37, 21}} {
		base := photo(size.X, size.Y, 1)
		img := image.NewRGBA(base.Rect)
		copy(img.Pix, base.Pix)
		// A few changed pixels in the middle row of MCUs and in the last,
		// short one: the other blocks of those rows are the base's.
		for _, y := range []int{size.Y / 2, size.Y - 1} {
			for x := 3; x < min(size.X, 40); x++ {
				img.Pix[img.PixOffset(x, y)] ^= 0x55
			}
		}
		got := New(base, 85).Encode(img)
		if want := New(img, 85).Encode(img); !bytes.Equal(got, want) {
			t.Errorf("%v: encoded against the base, other bytes than against itself", size)
		}
		if !bytes.Equal(New(base, 85).Encode(base), New(base, 85).Encode(base)) {
			t.Errorf("%v: two encodings of the same image differ", size)
		}
	}
}

// fdct's coefficients, divided by its scale, are the DCT's of T.81 §A.3.3.
func TestFDCTIsTheStandardsDCT(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var s samples
	for i := range s {
		s[i] = float32(rng.IntN(256) - 128)
	}
	in := s
	fdct(&s)
	for v := range 8 {
		for u := range 8 {
			var want float64
			for y := range 8 {
				for x := range 8 {
					want += float64(in[y*8+x]) *
						math.Cos(float64(2*x+1)*float64(u)*math.Pi/16) *
						math.Cos(float64(2*y+1)*float64(v)*math.Pi/16)
				}
			}
			want *= norm(u) * norm(v) / 4
			got := float64(s[v*8+u]) / (8 * aanScale[u] * aanScale[v])
			if math.Abs(got-want) > 1e-3 {
				t.Errorf("coefficient (%d, %d): %.4f, the DCT's %.4f", u, v, got, want)
			}
		}
	}
}

// norm is the DCT's C(k): 1/√2 for k = 0, else 1.
func norm(k int) float64 {
	if k == 0 {
		return 1 / math.Sqrt2
	}
	return 1
}

// Each Huffman table gives each of its symbols once, its counts add up to
// its symbols, and no code is all 1 bits (T.81 §C: they are reserved).
func TestTheHuffmanTablesAreWhole(t *testing.T) {
	for name, spec := range map[string]huffmanSpec{
		"luma DC": lumaDC, "chroma DC": chromaDC, "luma AC": lumaAC, "chroma AC": chromaAC,
	} {
		total := 0
		for _, n := range spec.counts {
			total += int(n)
		}
		if total != len(spec.symbols) {
			t.Errorf("%s: counts add up to %d, for %d symbols", name, total, len(spec.symbols))
		}
		seen := map[byte]bool{}
		for _, s := range spec.symbols {
			if seen[s] {
				t.Errorf("%s: symbol %#x twice", name, s)
			}
			seen[s] = true
		}
		h := codes(spec)
		for _, s := range spec.symbols {
			if c := h[s]; c.bits == 1<<c.size-1 {
				t.Errorf("%s: symbol %#x's code is all ones", name, s)
			}
		}
	}
}

// BenchmarkEncode encodes a card-sized image of which a third of the rows
// differ from the base, as a card's words do.
func BenchmarkEncode(b *testing.B) {
	base := photo(1200, 630, 1)
	img := photo(1200, 630, 2)
	copy(img.Pix[:len(img.Pix)*2/3], base.Pix)
	e := New(base, 85)
	for b.Loop() {
		e.Encode(img)
	}
}

// The entropy-coded bytes are the bits put, most significant first, a
// 0x00 after each 0xff, the last byte filled with 1 bits.
func TestTheBitsAreStuffedAndPadded(t *testing.T) {
	for _, c := range []struct {
		puts [][2]uint32 // value, size
		want []byte
	}{
		{[][2]uint32{{0xffff, 16}, {0x0001, 16}}, []byte{0xff, 0, 0xff, 0, 0x00, 0x01}},
		{[][2]uint32{{0x12345, 20}, {0xfff, 12}, {0x5, 3}}, []byte{0x12, 0x34, 0x5f, 0xff, 0, 0xbf}},
		{[][2]uint32{{0x3, 2}}, []byte{0xff, 0}},
		{[][2]uint32{{0x2, 2}, {0x7fffffe, 27}}, []byte{0xbf, 0xff, 0, 0xff, 0, 0xf7}},
		{nil, nil},
	} {
		var w bitWriter
		for _, p := range c.puts {
			w.put(p[0], uint8(p[1]))
		}
		w.pad()
		if !bytes.Equal(w.buf, c.want) {
			t.Errorf("%x: wrote % x, want % x", c.puts, w.buf, c.want)
		}
	}
}

// Noise at quality 100 fills blocks to their last coefficient (no end of
// block is written) and to the largest values a baseline scan codes.
func TestNoiseAtQuality100(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 48, 32))
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range img.Pix {
		img.Pix[i] = uint8(rng.IntN(2) * 255)
		if i%4 == 3 {
			img.Pix[i] = 0xff
		}
	}
	got, err := jpeg.Decode(bytes.NewReader(New(img, 100).Encode(img)))
	if err != nil {
		t.Fatal(err)
	}
	var std bytes.Buffer
	if err := jpeg.Encode(&std, img, &jpeg.Options{Quality: 100}); err != nil {
		t.Fatal(err)
	}
	want, err := jpeg.Decode(&std)
	if err != nil {
		t.Fatal(err)
	}
	if ours, theirs := psnr(t, img, got), psnr(t, img, want); ours < theirs-0.25 {
		t.Errorf("%.2f dB from the source, image/jpeg's %.2f dB", ours, theirs)
	}
}
