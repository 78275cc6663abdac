//go:build cgo

package images

import (
	"bytes"
	"image"

	"github.com/bep/gowebp/libwebp"
	"github.com/bep/gowebp/libwebp/webpoptions"
	"golang.org/x/image/draw"
)

// This file is the build with cgo, which the go command turns on when
// it finds a C compiler: it encodes with libwebp through cgo, the faster
// path. CGO_ENABLED=0, which releases use and which go install falls back
// to on a machine without gcc, encodes in pure Go instead (webp_nocgo.go).
// webpEncoders are this build's encoders, Responsive's first; the pure-Go
// one is kept for internal/webpbench.
var webpEncoders = []Encoder{{Name: "libwebp-cgo", Encode: encodeWebPCgo}, pureGoEncoder}

// encodeWebPCgo writes an opaque image lossy with the photo preset, and one
// with transparency lossless, which keeps the hard edges such images have.
// libwebp shares nothing between encodes but the table of CPU-specific
// functions that it fills once: calls may run in parallel.
func encodeWebPCgo(img *image.RGBA, opaque bool) ([]byte, error) {
	var buf bytes.Buffer
	if opaque {
		// Every alpha is 0xff, so premultiplied RGBA is also the
		// non-premultiplied layout libwebp reads.
		opts := webpoptions.EncodingOptions{Quality: webpQuality, EncodingPreset: webpoptions.EncodingPresetPhoto}
		if err := libwebp.Encode(&buf, img, opts); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	// gowebp hands *image.RGBA to libwebp as if it were non-premultiplied,
	// which darkens translucent pixels: convert first.
	nrgba := image.NewNRGBA(img.Bounds())
	draw.Draw(nrgba, nrgba.Bounds(), img, img.Bounds().Min, draw.Src)
	opts := webpoptions.EncodingOptions{Quality: 0} // 0 selects lossless in gowebp
	if err := libwebp.Encode(&buf, nrgba, opts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
