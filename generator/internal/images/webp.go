//go:build cgo

package images

/*
#cgo CFLAGS: -I${SRCDIR}/libwebp
#include "webp/encode.h"

// lossy encodes opaque RGBA with libwebp's photo preset at the quality and
// method given, into memory the caller frees with WebPFree; NULL if it
// cannot.
static uint8_t* lossy(const uint8_t* rgba, int w, int h, int stride, float quality, int method, size_t* size) {
	WebPConfig config;
	WebPPicture pic;
	WebPMemoryWriter out;
	if (!WebPConfigPreset(&config, WEBP_PRESET_PHOTO, quality) || !WebPPictureInit(&pic)) {
		return NULL;
	}
	config.method = method;
	if (!WebPValidateConfig(&config)) {
		return NULL;
	}
	pic.use_argb = 1;
	pic.width = w;
	pic.height = h;
	pic.writer = WebPMemoryWrite;
	pic.custom_ptr = &out;
	WebPMemoryWriterInit(&out);
	int ok = WebPPictureImportRGBA(&pic, rgba, stride) && WebPEncode(&config, &pic);
	WebPPictureFree(&pic);
	if (!ok) {
		WebPMemoryWriterClear(&out);
		return NULL;
	}
	*size = out.size;
	return out.mem;
}
*/
import "C"

import (
	"bytes"
	"errors"
	"image"
	"unsafe"

	"github.com/bep/gowebp/libwebp"
	"github.com/bep/gowebp/libwebp/webpoptions"
	"golang.org/x/image/draw"
)

// This file is the build with cgo, which the go command turns on when it
// finds a C compiler, and the Linux amd64 release binary's: it encodes
// with libwebp through cgo, the faster path. CGO_ENABLED=0, which the other
// release binaries use and which go install falls back to on a machine
// without gcc, encodes in pure Go instead (webp_nocgo.go).
// webpEncoders are this build's encoders, Responsive's first; the pure-Go
// one is kept for generator/internal/images/webpbench. The method is in the name, and so in
// the cache key.
var webpEncoders = []Encoder{{Name: "libwebp-cgo-m2", Encode: encodeWebPCgo}, pureGoEncoder}

// encodeWebPCgo writes an opaque image lossy with the photo preset, and one
// with transparency lossless, which keeps the hard edges such images have.
// libwebp shares nothing between encodes but the table of CPU-specific
// functions that it fills once: calls may run in parallel.
//
// libwebp is github.com/bep/gowebp's: its C sources are compiled into the
// binary with that package, which encodes the lossless images. Its Go API
// sets every preset's method, 4, so the lossy images are encoded by lossy
// above, which calls the same compiled libwebp through its public header
// (libwebp/webp, copied from gowebp's libwebp 1.4.0, with its licence) at
// method 2: on the starter's 105 WebP copies (generator/internal/images/webpbench,
// 2026-11-29) 2.1–2.2 s rather than 5.3–5.5 s, for 1.9% more bytes (1.94
// against 1.90 MB) and a mean SSIM of 0.9893 rather than 0.9906 (the worst
// 0.9700 against 0.9763). The pure-Go encoder uses method 2 too.
func encodeWebPCgo(img *image.RGBA, opaque bool) ([]byte, error) {
	if opaque {
		// Every alpha is 0xff, so premultiplied RGBA is also the
		// non-premultiplied layout libwebp reads.
		return encodeLossyCgo(img)
	}
	// gowebp hands *image.RGBA to libwebp as if it were non-premultiplied,
	// which darkens translucent pixels: convert first.
	var buf bytes.Buffer
	nrgba := image.NewNRGBA(img.Bounds())
	draw.Draw(nrgba, nrgba.Bounds(), img, img.Bounds().Min, draw.Src)
	opts := webpoptions.EncodingOptions{Quality: 0} // 0 selects lossless in gowebp
	if err := libwebp.Encode(&buf, nrgba, opts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func encodeLossyCgo(img *image.RGBA) ([]byte, error) {
	var size C.size_t
	b := img.Bounds()
	if b.Empty() {
		return nil, errors.New("libwebp cannot encode an image without pixels")
	}
	out := C.lossy((*C.uint8_t)(unsafe.Pointer(&img.Pix[0])), C.int(b.Dx()), C.int(b.Dy()), C.int(img.Stride),
		C.float(webpQuality), C.int(webpMethod), &size)
	if out == nil {
		return nil, errors.New("libwebp could not encode the image")
	}
	defer C.WebPFree(unsafe.Pointer(out))
	return C.GoBytes(unsafe.Pointer(out), C.int(size)), nil
}
