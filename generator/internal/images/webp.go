//go:build cgo

package images

/*
#include <stddef.h>
#include <stdint.h>

// libwebp's advanced encoding API, declared from its documentation (the
// structures and functions of "WebP API Documentation", Advanced Encoding
// API, and of encode.h's comments) as libwebp 1.4.0 lays them out: the
// version github.com/bep/gowebp v0.4.0 compiles into the binary, whose
// symbols these name. Only what lossy below uses is declared; the
// structures are whole, since libwebp writes all of them. A libwebp of
// another encoder ABI refuses them (the *Internal calls check it), and
// TestTheLibwebpIsTheOneDeclared names the version they were written for.

enum {
	webpEncoderABI = 0x020f, // WEBP_ENCODER_ABI_VERSION of libwebp 1.4.0
	webpPresetPhoto = 2      // WEBP_PRESET_PHOTO of enum WebPPreset
};

typedef struct WebPConfig {
	int lossless;
	float quality;
	int method;
	int image_hint;
	int target_size;
	float target_PSNR;
	int segments, sns_strength, filter_strength, filter_sharpness, filter_type, autofilter;
	int alpha_compression, alpha_filtering, alpha_quality, pass;
	int show_compressed, preprocessing, partitions, partition_limit, emulate_jpeg_size, thread_level, low_memory;
	int near_lossless, exact, use_delta_palette, use_sharp_yuv, qmin, qmax;
} WebPConfig;

typedef struct WebPPicture WebPPicture;

struct WebPPicture {
	int use_argb;
	int colorspace;
	int width, height;
	uint8_t *y, *u, *v;
	int y_stride, uv_stride;
	uint8_t *a;
	int a_stride;
	uint32_t pad1[2];
	uint32_t *argb;
	int argb_stride;
	uint32_t pad2[3];
	int (*writer)(const uint8_t *data, size_t data_size, const WebPPicture *picture);
	void *custom_ptr;
	int extra_info_type;
	uint8_t *extra_info;
	void *stats;
	int error_code;
	int (*progress_hook)(int percent, const WebPPicture *picture);
	void *user_data;
	uint32_t pad3[3];
	uint8_t *pad4, *pad5;
	uint32_t pad6[8];
	void *memory_, *memory_argb_;
	void *pad7[2];
};

typedef struct WebPMemoryWriter {
	uint8_t *mem;
	size_t size;
	size_t max_size;
	uint32_t pad[1];
} WebPMemoryWriter;

int WebPGetEncoderVersion(void);
int WebPConfigInitInternal(WebPConfig *config, int preset, float quality, int abi);
int WebPValidateConfig(const WebPConfig *config);
int WebPPictureInitInternal(WebPPicture *picture, int abi);
int WebPPictureImportRGBA(WebPPicture *picture, const uint8_t *rgba, int stride);
void WebPPictureFree(WebPPicture *picture);
int WebPEncode(const WebPConfig *config, WebPPicture *picture);
void WebPMemoryWriterInit(WebPMemoryWriter *writer);
void WebPMemoryWriterClear(WebPMemoryWriter *writer);
int WebPMemoryWrite(const uint8_t *data, size_t data_size, const WebPPicture *picture);
void WebPFree(void *ptr);

// lossy encodes opaque RGBA with libwebp's photo preset at the quality and
// method given, into memory the caller frees with WebPFree; NULL if it
// cannot.
static uint8_t* lossy(const uint8_t* rgba, int w, int h, int stride, float quality, int method, size_t* size) {
	WebPConfig config;
	WebPPicture pic;
	WebPMemoryWriter out;
	if (!WebPConfigInitInternal(&config, webpPresetPhoto, quality, webpEncoderABI) ||
		!WebPPictureInitInternal(&pic, webpEncoderABI)) {
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
	"fmt"
	"image"
	"sync"
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
// above, which calls the same compiled libwebp through libwebp's public
// API, declared above, at method 2: on the starter's 105 WebP copies
// (generator/internal/images/webpbench, 2026-11-29) 2.1–2.2 s rather than
// 5.3–5.5 s, for 1.9% more bytes (1.94 against 1.90 MB) and a mean SSIM of
// 0.9893 rather than 0.9906 (the worst 0.9700 against 0.9763); a cold build
// of the 1,000-project site took about a third less time (docs/benchmarks.md).
// The pure-Go encoder uses method 2 too.
func encodeWebPCgo(img *image.RGBA, opaque bool) ([]byte, error) {
	if opaque {
		// Every alpha is 0xff, so premultiplied RGBA is also the
		// non-premultiplied layout libwebp reads.
		return encodeLossyCgo(img, webpMethod)
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

// encodeLossyCgo writes opaque img lossy with libwebp's photo preset at
// method.
func encodeLossyCgo(img *image.RGBA, method int) ([]byte, error) {
	if err := declaredLibwebp(); err != nil {
		return nil, err
	}
	var size C.size_t
	b := img.Bounds()
	if b.Empty() {
		return nil, errors.New("libwebp cannot encode an image without pixels")
	}
	out := C.lossy((*C.uint8_t)(unsafe.Pointer(&img.Pix[0])), C.int(b.Dx()), C.int(b.Dy()), C.int(img.Stride),
		C.float(webpQuality), C.int(method), &size)
	if out == nil {
		return nil, errors.New("libwebp could not encode the image")
	}
	defer C.WebPFree(unsafe.Pointer(out))
	return C.GoBytes(unsafe.Pointer(out), C.int(size)), nil
}

// declaredVersion is the libwebp whose structures the preamble declares,
// as WebPGetEncoderVersion gives it: 1.4, of any patch release.
const declaredVersion = 0x0104

// declaredLibwebp is an error when the libwebp compiled in is not the
// version whose structures the preamble declares: a go.mod that moves
// gowebp to another libwebp must have them checked again (their sizes
// and offsets against that version's webp/encode.h) before it encodes.
var declaredLibwebp = sync.OnceValue(func() error {
	v := int(C.WebPGetEncoderVersion())
	if v>>8 != declaredVersion {
		return fmt.Errorf("the libwebp compiled in is %d.%d.%d, not the 1.4 whose structures "+
			"generator/internal/images/webp.go declares: check them against its encode.h", v>>16, v>>8&0xff, v&0xff)
	}
	return nil
})
