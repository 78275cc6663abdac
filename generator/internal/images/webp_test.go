//go:build cgo

package images

import (
	"bytes"
	"image"
	"testing"

	"github.com/bep/gowebp/libwebp"
	"github.com/bep/gowebp/libwebp/webpoptions"
	"golang.org/x/image/webp"
)

// webp.go declares libwebp's structures as the version gowebp compiles in
// lays them out: at its method 4, the lossy encoder writes what gowebp's
// own API does (which includes libwebp's header), so every field it sets
// is where libwebp reads it; at method 2, which gowebp cannot ask for, it
// writes other bytes that decode to the same picture, nearly.
func TestTheLibwebpIsTheOneDeclared(t *testing.T) {
	if err := declaredLibwebp(); err != nil {
		t.Fatal(err)
	}
	img := testPhoto(96, 64)
	m4, err := encodeLossyCgo(img, 4)
	if err != nil {
		t.Fatal(err)
	}
	var theirs bytes.Buffer
	opts := webpoptions.EncodingOptions{Quality: webpQuality, EncodingPreset: webpoptions.EncodingPresetPhoto}
	if err := libwebp.Encode(&theirs, img, opts); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(m4, theirs.Bytes()) {
		t.Error("at method 4, the declared API writes other bytes than gowebp's photo preset")
	}
	m2, err := encodeLossyCgo(img, 2)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(m2, m4) {
		t.Error("method 2 wrote method 4's bytes: the method is not where libwebp reads it")
	}
	got, err := webp.Decode(bytes.NewReader(m2))
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != img.Bounds() {
		t.Errorf("method 2 decodes to %v, not %v", got.Bounds(), img.Bounds())
	}
}

// testPhoto is an opaque image with gradients and edges, which libwebp's
// methods encode differently.
func testPhoto(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			at := img.PixOffset(x, y)
			img.Pix[at] = uint8(x * 255 / w)
			img.Pix[at+1] = uint8((x*y + 31*(x/9%2)) % 256)
			img.Pix[at+2] = uint8(y * 255 / h)
			img.Pix[at+3] = 0xff
		}
	}
	return img
}

func TestTheCgoEncoderRefusesAnEmptyImage(t *testing.T) {
	if _, err := encodeWebPCgo(image.NewRGBA(image.Rect(0, 0, 0, 0)), true); err == nil {
		t.Error("encoded an image without pixels")
	}
}
