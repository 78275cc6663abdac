//go:build cgo

package images

import (
	"bytes"
	"image"

	"github.com/bep/gowebp/libwebp"
	"github.com/bep/gowebp/libwebp/webpoptions"
	"golang.org/x/image/draw"
)

// WebPAvailable reports whether this build can encode WebP. The encoder is
// libwebp through cgo; a build without cgo makes fallback variants only.
const WebPAvailable = true

// encodeWebP writes an opaque image lossy with the photo preset, and one
// with transparency lossless, which keeps the hard edges such images have.
func encodeWebP(img *image.RGBA, opaque bool) ([]byte, error) {
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
