package images

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"

	"github.com/portgen/portgen/generator/internal/cache"
)

// photo draws a w×h image with smooth gradients and some texture, so that
// encoders behave as they do on a photograph; alpha, when below 0xff, makes
// the right half see-through.
func photo(w, h int, alpha uint8) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			a := uint8(0xff)
			if x >= w/2 {
				a = alpha
			}
			img.SetNRGBA(x, y, color.NRGBA{
				R: uint8(x * 255 / w),
				G: uint8(y * 255 / h),
				B: uint8((x*y + x*7 + y*13) % 256),
				A: a,
			})
		}
	}
	return img
}

func encodeJPEGFixture(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func encodePNGFixture(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func shortHash(data []byte) string {
	sum := sha256.Sum256(data)
	return fmt.Sprintf("%x", sum[:5])
}

func TestResponsiveSizesAndPaths(t *testing.T) {
	tests := []struct {
		name         string
		w, h         int
		widths       []int
		wantW, wantH []int
	}{
		{"capped at the source width", 800, 600, []int{320, 640, 1280}, []int{320, 640, 800}, []int{240, 480, 600}},
		{"source as wide as the largest", 640, 480, []int{320, 640}, []int{320, 640}, []int{240, 480}},
		{"source narrower than every width", 200, 100, []int{320, 640}, []int{200}, []int{100}},
		{"unsorted and repeated widths", 1000, 500, []int{640, 320, 640}, []int{320, 640}, []int{160, 320}},
		{"height rounds to nearest", 333, 222, []int{100}, []int{100}, []int{67}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := encodeJPEGFixture(t, photo(tt.w, tt.h, 0xff))
			var p Processor
			// The fallback at the largest width asked for: one variant.
			got, err := p.Responsive("media/wallpapers/dunes.jpg", data, tt.widths, slices.Max(tt.widths))
			if err != nil {
				t.Fatal(err)
			}
			if got.Width != tt.w || got.Height != tt.h {
				t.Errorf("source size = %d×%d, want %d×%d", got.Width, got.Height, tt.w, tt.h)
			}
			hash := shortHash(data)
			check := func(list []Variant, typ, ext string, wantW, wantH []int) {
				t.Helper()
				if len(list) != len(wantW) {
					t.Fatalf("%s: %d variants, want %d", typ, len(list), len(wantW))
				}
				for i, v := range list {
					wantPath := fmt.Sprintf("media/wallpapers/dunes.%s-%dw.%s", hash, wantW[i], ext)
					if v.Path != wantPath || v.Type != typ || v.Width != wantW[i] || v.Height != wantH[i] {
						t.Errorf("variant %d = %s %s %d×%d, want %s %s %d×%d",
							i, v.Path, v.Type, v.Width, v.Height, wantPath, typ, wantW[i], wantH[i])
					}
					cfg, format, err := image.DecodeConfig(bytes.NewReader(v.Data))
					if err != nil {
						t.Fatalf("%s does not decode: %v", v.Path, err)
					}
					if "image/"+format != typ || cfg.Width != v.Width || cfg.Height != v.Height {
						t.Errorf("%s decodes as %s %d×%d", v.Path, format, cfg.Width, cfg.Height)
					}
				}
			}
			last := len(tt.wantW) - 1
			check(got.Fallback, "image/jpeg", "jpg", tt.wantW[last:], tt.wantH[last:])
			check(got.WebP, "image/webp", "webp", tt.wantW, tt.wantH)
			for _, v := range got.WebP {
				if string(v.Data[:4]) != "RIFF" || string(v.Data[8:12]) != "WEBP" {
					t.Errorf("%s starts with %q, want RIFF....WEBP", v.Path, v.Data[:12])
				}
			}
		})
	}
}

func TestResponsiveFallbackKeepsTransparency(t *testing.T) {
	tests := []struct {
		name     string
		alpha    uint8
		wantType string
	}{
		{"opaque PNG", 0xff, "image/jpeg"},
		{"see-through PNG", 0x00, "image/png"},
		{"translucent PNG", 0x80, "image/png"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := encodePNGFixture(t, photo(400, 200, tt.alpha))
			var p Processor
			got, err := p.Responsive("icons/logo.png", data, []int{200, 400}, 200)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range got.Fallback {
				if v.Type != tt.wantType {
					t.Errorf("%s: type %s, want %s", v.Path, v.Type, tt.wantType)
				}
			}
			if tt.alpha == 0xff {
				return
			}
			// The right half keeps its alpha in both formats.
			decoders := map[string]func([]byte) (image.Image, error){
				"image/png":  func(b []byte) (image.Image, error) { return png.Decode(bytes.NewReader(b)) },
				"image/webp": func(b []byte) (image.Image, error) { return webp.Decode(bytes.NewReader(b)) },
			}
			for _, v := range append(got.Fallback, got.WebP...) {
				img, err := decoders[v.Type](v.Data)
				if err != nil {
					t.Fatalf("%s: %v", v.Path, err)
				}
				left := color.NRGBAModel.Convert(img.At(v.Width/4, v.Height/2)).(color.NRGBA)
				right := color.NRGBAModel.Convert(img.At(v.Width*3/4, v.Height/2)).(color.NRGBA)
				if left.A != 0xff || right.A != tt.alpha {
					t.Errorf("%s: alpha left %d, right %d, want 255 and %d", v.Path, left.A, right.A, tt.alpha)
				}
				// photo's red rises with x: translucent pixels keep their
				// colour rather than being darkened by their alpha.
				if want := 3 * 255 / 4; tt.alpha != 0 && (int(right.R) < want-8 || int(right.R) > want+8) {
					t.Errorf("%s: red at three quarters is %d, want about %d", v.Path, right.R, want)
				}
			}
		})
	}
}

func TestResponsiveCache(t *testing.T) {
	data := encodeJPEGFixture(t, photo(600, 400, 0xff))
	widths := []int{150, 300, 600}
	// Each width makes a WebP, and there is one fallback.
	variants := len(widths) + 1
	root := filepath.Join(t.TempDir(), "cache") // created on demand
	dir := cache.Open(root).Dir(cache.Images)

	cold := &Processor{Cache: cache.Open(root)}
	first, err := cold.Responsive("media/a.jpg", data, widths, 600)
	if err != nil {
		t.Fatal(err)
	}
	if got := cold.Encoded(); got != variants {
		t.Fatalf("cold run encoded %d, want %d", got, variants)
	}

	t.Run("same processor, same bytes", func(t *testing.T) {
		again, err := cold.Responsive("media/a.jpg", data, widths, 600)
		if err != nil {
			t.Fatal(err)
		}
		if got := cold.Encoded(); got != variants {
			t.Errorf("warm run encoded %d more", got-variants)
		}
		assertSameVariants(t, first, again)
	})

	t.Run("same bytes under another name", func(t *testing.T) {
		moved, err := cold.Responsive("media/b.jpg", data, widths, 600)
		if err != nil {
			t.Fatal(err)
		}
		if got := cold.Encoded(); got != variants {
			t.Errorf("renamed file encoded %d more", got-variants)
		}
		if !strings.HasPrefix(moved.Fallback[0].Path, "media/b.") {
			t.Errorf("path %s does not follow the new name", moved.Fallback[0].Path)
		}
	})

	t.Run("new processor reads the disk", func(t *testing.T) {
		warm := &Processor{Cache: cache.Open(root)}
		again, err := warm.Responsive("media/a.jpg", data, widths, 600)
		if err != nil {
			t.Fatal(err)
		}
		if got := warm.Encoded(); got != 0 {
			t.Errorf("encoded %d with every variant on disk", got)
		}
		assertSameVariants(t, first, again)
	})

	// An entry too short to hold a sum and a payload is a miss at once; one
	// whose sum no longer matches is found when it is read, which fails and
	// removes it, so that the next build encodes it again.
	corruptions := []struct {
		name     string
		corrupt  func([]byte) []byte
		whenRead bool
	}{
		{"garbage", func([]byte) []byte { return []byte("not a cache entry") }, false},
		{"cut short", func(b []byte) []byte { return b[:len(b)/2] }, true},
		{"one byte flipped", flipLastByte, true},
		{"empty", func([]byte) []byte { return nil }, false},
	}
	for _, c := range corruptions {
		t.Run("corrupt entry: "+c.name, func(t *testing.T) {
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != variants {
				t.Fatalf("%d files in the cache folder, want %d", len(entries), variants)
			}
			for _, e := range entries {
				file := filepath.Join(dir, e.Name())
				b, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, c.corrupt(b), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			p := &Processor{Cache: cache.Open(root)}
			again, err := p.Responsive("media/a.jpg", data, widths, 600)
			if err != nil {
				t.Fatal(err)
			}
			if c.whenRead {
				if got := p.Encoded(); got != 0 {
					t.Errorf("encoded %d over entries whose damage shows when read", got)
				}
				for _, v := range slices.Concat(again.WebP, again.Fallback) {
					if _, err := v.Bytes(); err == nil || !strings.Contains(err.Error(), "build again") {
						t.Errorf("%s: reading a damaged entry: %v", v.Path, err)
					}
				}
				p = &Processor{Cache: cache.Open(root)}
				if again, err = p.Responsive("media/a.jpg", data, widths, 600); err != nil {
					t.Fatal(err)
				}
			}
			if got := p.Encoded(); got != variants {
				t.Errorf("encoded %d over corrupt entries, want %d", got, variants)
			}
			assertSameVariants(t, first, again)
		})
	}
}

func flipLastByte(b []byte) []byte {
	b[len(b)-1] ^= 0xff
	return b
}

func assertSameVariants(t *testing.T, want, got Responsive) {
	t.Helper()
	for _, pair := range [][2][]Variant{{want.WebP, got.WebP}, {want.Fallback, got.Fallback}} {
		if len(pair[0]) != len(pair[1]) {
			t.Fatalf("%d variants, want %d", len(pair[1]), len(pair[0]))
		}
		for i := range pair[0] {
			w, g := pair[0][i], pair[1][i]
			wData, err := w.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			gData, err := g.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			if w.Path != g.Path || w.Type != g.Type || w.Width != g.Width || w.Height != g.Height ||
				g.Len() != int64(len(gData)) ||
				!bytes.Equal(wData, gData) {
				t.Errorf("variant %d differs: got %s %s %d×%d (%d bytes), want %s %s %d×%d (%d bytes)",
					i, g.Path, g.Type, g.Width, g.Height, len(gData), w.Path, w.Type, w.Width, w.Height, len(wData))
			}
		}
	}
}

func TestIcon(t *testing.T) {
	red := color.NRGBA{R: 0xff, A: 0xff}
	white := color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	clear := color.NRGBA{}
	solid := func(w, h int) []byte {
		img := image.NewNRGBA(image.Rect(0, 0, w, h))
		for i := 0; i < len(img.Pix); i += 4 {
			copy(img.Pix[i:], []byte{0xff, 0, 0, 0xff})
		}
		return encodePNGFixture(t, img)
	}
	tests := []struct {
		name   string
		src    []byte
		size   int
		pad    float64
		bg     color.Color
		points map[image.Point]color.NRGBA
	}{
		{
			name: "square source fills a plain icon", src: solid(50, 50), size: 64,
			points: map[image.Point]color.NRGBA{{0, 0}: red, {32, 32}: red, {63, 63}: red},
		},
		{
			name: "wide source is letterboxed, transparent", src: solid(200, 100), size: 64,
			points: map[image.Point]color.NRGBA{{32, 2}: clear, {32, 32}: red, {32, 61}: clear},
		},
		{
			name: "maskable padding on white", src: solid(100, 100), size: 100, pad: 0.1, bg: white,
			points: map[image.Point]color.NRGBA{
				{5, 50}:  white,
				{50, 5}:  white,
				{95, 95}: white,
				{12, 12}: red,
				{50, 50}: red,
			},
		},
		{
			name: "padding with a transparent background",
			src:  solid(100, 100), size: 100, pad: 0.1, bg: color.Transparent,
			points: map[image.Point]color.NRGBA{{5, 50}: clear, {94, 50}: clear, {50, 50}: red},
		},
		{
			name: "small source is scaled up", src: solid(8, 8), size: 192, pad: 0.1, bg: white,
			points: map[image.Point]color.NRGBA{{10, 10}: white, {30, 30}: red, {160, 160}: red, {185, 185}: white},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p Processor
			out, err := p.Icon("icon.png", tt.src, tt.size, tt.pad, tt.bg)
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(out))
			if err != nil {
				t.Fatal(err)
			}
			if b := img.Bounds(); b.Dx() != tt.size || b.Dy() != tt.size {
				t.Fatalf("icon is %d×%d, want %d×%d", b.Dx(), b.Dy(), tt.size, tt.size)
			}
			for pt, want := range tt.points {
				if got := color.NRGBAModel.Convert(img.At(pt.X, pt.Y)).(color.NRGBA); got != want {
					t.Errorf("pixel %v = %v, want %v", pt, got, want)
				}
			}
			if _, err := p.Icon("icon.png", tt.src, tt.size, tt.pad, tt.bg); err != nil || p.Encoded() != 1 {
				t.Errorf("second call: err %v, encoded %d, want nil and 1", err, p.Encoded())
			}
		})
	}
}

func TestErrors(t *testing.T) {
	jpg := encodeJPEGFixture(t, photo(64, 64, 0xff))
	svg := []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`)
	tests := []struct {
		name   string
		file   string
		data   []byte
		widths []int
		want   []string // substrings of the error
	}{
		{
			"text is no image",
			"media/notes.jpg",
			[]byte("hello, world"),
			nil,
			[]string{"media/notes.jpg: cannot decode image"},
		},
		{"empty file", "media/empty.png", nil, nil, []string{"media/empty.png: cannot decode image"}},
		{"truncated JPEG", "media/cut.jpg", jpg[:len(jpg)/2], nil, []string{"media/cut.jpg: cannot decode image"}},
		{"SVG by extension", "media/logo.svg", svg, nil, []string{"media/logo.svg", "SVG"}},
		{"SVG by content", "media/logo.img", svg, nil, []string{"media/logo.img", "SVG"}},
		{"width not positive", "media/ok.jpg", jpg, []int{320, 0}, []string{"media/ok.jpg", "width 0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p Processor
			_, err := p.Responsive(tt.file, tt.data, tt.widths, 0)
			if err == nil {
				t.Fatal("no error")
			}
			for _, s := range tt.want {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("error %q does not mention %q", err, s)
				}
			}
		})
	}

	iconTests := []struct {
		name string
		data []byte
		size int
		pad  float64
		want string
	}{
		{"text is no image", []byte("hello"), 64, 0, "cannot decode image"},
		{"SVG", svg, 64, 0, "SVG"},
		{"zero size", jpg, 0, 0, "size 0"},
		{"padding leaves nothing", jpg, 64, 0.5, "padding 0.5"},
		{"negative padding", jpg, 64, -0.1, "padding -0.1"},
	}
	for _, tt := range iconTests {
		t.Run("icon: "+tt.name, func(t *testing.T) {
			var p Processor
			_, err := p.Icon("icon.png", tt.data, tt.size, tt.pad, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one mentioning %q", err, tt.want)
			}
		})
	}
}

// TestEncoders checks every WebP encoder of the build, not only the one
// Responsive uses: with cgo both libwebp-cgo-m2 and gen2brain, without it
// gen2brain alone.
func TestEncoders(t *testing.T) {
	// Smooth ramps, which lossy coding keeps within a few levels (photo's
	// noisy blue would bleed into the others through subsampled chroma).
	opaque := image.NewRGBA(image.Rect(0, 0, 300, 200))
	for y := range 200 {
		for x := range 300 {
			opaque.SetRGBA(
				x,
				y,
				color.RGBA{uint8(x * 255 / 300), uint8(y * 255 / 200), uint8((x + y) * 255 / 500), 0xff},
			)
		}
	}
	translucent := resize(photo(300, 200, 0x80), 300, 200)
	for _, enc := range Encoders() {
		t.Run(enc.Name, func(t *testing.T) {
			t.Run("opaque is lossy and close to the source", func(t *testing.T) {
				data, err := enc.Encode(opaque, true)
				if err != nil {
					t.Fatal(err)
				}
				got, ok := decodeWebP(t, data, "VP8 ").(*image.YCbCr)
				if !ok {
					t.Fatalf("lossy WebP decodes as %T, want *image.YCbCr", got)
				}
				// Compared on luma, as VP8 codes it: Go's YCbCr colours are
				// full range where VP8's are studio range.
				var sum int
				for y := range 200 {
					for x := range 300 {
						c := opaque.RGBAAt(x, y)
						sum += absDiff(got.Y[got.YOffset(x, y)], vp8Luma(c.R, c.G, c.B))
					}
				}
				if mean := float64(sum) / (300 * 200); mean > 1 {
					t.Errorf("luma is off by %.2f levels on average, want at most 1", mean)
				}
			})
			t.Run("translucent is lossless and not darkened", func(t *testing.T) {
				data, err := enc.Encode(translucent, false)
				if err != nil {
					t.Fatal(err)
				}
				got := decodeWebP(t, data, "VP8L")
				want := image.NewNRGBA(translucent.Bounds())
				draw.Draw(want, want.Bounds(), translucent, image.Point{}, draw.Src)
				for y := range 200 {
					for x := range 300 {
						c := color.NRGBAModel.Convert(got.At(x, y)).(color.NRGBA)
						if w := want.NRGBAAt(x, y); c != w {
							t.Fatalf("pixel (%d, %d) = %v, want %v", x, y, c, w)
						}
					}
				}
			})
		})
	}
}

// TestEncodersConcurrently encodes different images at once, more than
// there are processors, as Responsive does: an encoder that shared state
// between calls would mix them up, and under -race (which needs cgo) the
// detector also watches gen2brain, whose transpiled libwebp is plain Go.
func TestEncodersConcurrently(t *testing.T) {
	var imgs []*image.RGBA
	var opaque []bool
	// Small images: under -race the transpiled libwebp runs about 17 times
	// slower.
	for i := range 8 {
		w, h := 40+i*13, 30+i*7
		alpha := uint8(0xff)
		if i%3 == 2 {
			alpha = uint8(i * 20)
		}
		imgs = append(imgs, resize(photo(w, h, alpha), w, h))
		opaque = append(opaque, alpha == 0xff)
	}
	for _, enc := range Encoders() {
		t.Run(enc.Name, func(t *testing.T) {
			want := make([][]byte, len(imgs))
			for i, img := range imgs {
				var err error
				if want[i], err = enc.Encode(img, opaque[i]); err != nil {
					t.Fatal(err)
				}
			}
			const rounds = 2
			got := make([][]byte, rounds*len(imgs))
			errs := make([]error, len(got))
			var wg sync.WaitGroup
			for j := range got {
				wg.Go(func() { got[j], errs[j] = enc.Encode(imgs[j%len(imgs)], opaque[j%len(imgs)]) })
			}
			wg.Wait()
			for j := range got {
				i := j % len(imgs)
				if errs[j] != nil {
					t.Errorf("image %d, call %d: %v", i, j, errs[j])
				} else if !bytes.Equal(got[j], want[i]) {
					t.Errorf("image %d, call %d: %d bytes differ from the %d of a call on its own",
						i, j, len(got[j]), len(want[i]))
				}
			}
		})
	}
}

// decodeWebP decodes data with golang.org/x/image/webp, after checking
// that its bitstream is chunk: "VP8 " for lossy, "VP8L" for lossless.
func decodeWebP(t *testing.T, data []byte, chunk string) image.Image {
	t.Helper()
	if len(data) < 16 || string(data[12:16]) != chunk {
		t.Fatalf("bitstream %q, want %q", data[12:min(16, len(data))], chunk)
	}
	img, err := webp.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// vp8Luma is libwebp's VP8RGBToY: BT.601 in studio range, 16 to 235.
func vp8Luma(r, g, b uint8) uint8 {
	return uint8((16839*int(r) + 33059*int(g) + 6420*int(b) + 1<<15 + 16<<16) >> 16)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// A WebP source keeps its colours: gen2brain's decoder, which image.Decode
// would pick, returns lossless files as YUV.
func TestAWebPSourceKeepsItsColours(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 40, 30))
	want := color.RGBA{252, 215, 27, 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(want), image.Point{}, draw.Src)
	img.Set(0, 0, color.RGBA{0, 0, 0, 0}) // a transparent pixel: lossless
	data, err := pureGoEncoder.Encode(img, false)
	if err != nil {
		t.Fatal(err)
	}
	got, err := decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if r, g, b, _ := got.At(20, 15).RGBA(); (color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 255}) != want {
		t.Errorf("decoded %v, want %v", got.At(20, 15), want)
	}
	if cfg, err := decodeConfig(data); err != nil || cfg.Width != 40 || cfg.Height != 30 {
		t.Errorf("config = %+v, %v", cfg, err)
	}
}
