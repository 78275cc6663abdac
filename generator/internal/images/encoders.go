package images

import (
	"bytes"
	"image"
	"slices"

	"github.com/gen2brain/webp"
	"golang.org/x/image/draw"
)

// Encoder is one way of writing WebP. Responsive uses the first of
// Encoders; the list is exported so that generator/internal/images/webpbench can compare
// them on the same pixels.
type Encoder struct {
	Name string
	// Encode writes img, as resize makes it (origin at 0, rows packed), lossy
	// when opaque and lossless otherwise. It is safe for concurrent use.
	Encode func(img *image.RGBA, opaque bool) ([]byte, error)
}

// Encoders returns the WebP encoders of this build, the one Responsive uses
// first: libwebp through cgo when the build has cgo (webp.go), then the
// pure-Go one that every build has.
func Encoders() []Encoder {
	return slices.Clone(webpEncoders)
}

func encodeWebP(img *image.RGBA, opaque bool) ([]byte, error) {
	return webpEncoders[0].Encode(img, opaque)
}

// pureGoEncoder is libwebp 1.6 compiled to WebAssembly and transpiled to Go
// by github.com/gen2brain/webp: no C compiler needed, but some 4.5 times
// slower than the cgo encoder at the same method (webp.go). It lives here
// rather than in webp_nocgo.go because cgo builds keep it too, for
// generator/internal/images/webpbench.
//
// Build it with the tag nodynamic. Without the tag, gen2brain links purego,
// which makes even a CGO_ENABLED=0 binary load libc dynamically, and at
// start it tries to dlopen libwebp.so and libwebpdemux.so: on a system with
// them (libwebp-dev) it encodes with that libwebp instead, multi-threaded,
// and writes other bytes.
//
// Each call instantiates its own copy of the module, memory included, and
// the package keeps no other state after init: calls may run in parallel
// (TestEncodersConcurrently).
var pureGoEncoder = Encoder{
	Name:   "gen2brain-m2",
	Encode: encodeWebPPureGo,
} // the method is in the name, and so in the cache key

// The settings match webp.go's libwebp-cgo-m2, but that gen2brain cannot
// select libwebp's photo preset: it encodes with the default one, whose
// spatial noise shaping is weaker (50, not 80), loop filter stronger (60
// at sharpness 0, not 30 at 3), and which does not dither.
func encodeWebPPureGo(img *image.RGBA, opaque bool) ([]byte, error) {
	var buf bytes.Buffer
	if opaque {
		// Every alpha is 0xff, so premultiplied RGBA is also the
		// non-premultiplied layout libwebp reads.
		opts := webp.Options{Quality: webpQuality, Method: webpMethod}
		if err := webp.Encode(&buf, img, opts); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	// gen2brain, like gowebp, hands *image.RGBA to libwebp as if it were
	// non-premultiplied, which darkens translucent pixels: convert first.
	nrgba := image.NewNRGBA(img.Bounds())
	draw.Draw(nrgba, nrgba.Bounds(), img, img.Bounds().Min, draw.Src)
	opts := webp.Options{Lossless: true, Quality: losslessEffort, Method: losslessMethod}
	if err := webp.Encode(&buf, nrgba, opts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// libwebp's settings behind the cgo encoder's options, spelt out for
// gen2brain, which takes them one by one: lossless preset 6 (gowebp's, for
// quality 0) is method 4 at quality, that is effort, 75. Lossy, every
// preset's default is method 4; gen2brain uses method 2, which spends
// less on choosing each block's mode: on the starter's 105 WebP copies
// (generator/internal/images/webpbench, 2026-11-28) it encoded in 11.0 s rather than 26.3 s,
// for 4.9% more bytes (2.04 against 1.95 MB) and the same mean SSIM
// (0.99059 against 0.99085; the worst 0.9754 against 0.9771). That is the
// encoder of the release binaries without cgo, which a cold build waits
// on. libwebp through cgo uses method 2 as well (webp.go).
const (
	webpMethod     = 2
	losslessMethod = 4
	losslessEffort = 75
)
