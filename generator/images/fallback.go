package images

import (
	"encoding/binary"
	"image"
)

// A JPEG source already at its fallback's width (the starter's screenshots
// are 1280×800 JPEGs, the fallback 1280 px wide) is its own fallback: its
// bytes are kept, less the segments a browser does not need, rather than
// decoded and encoded again, which lost some quality and cost about one
// part in fourteen of a cold build's CPU (docs/benchmarks.md).
//
// keptJPEG returns those bytes, or false when the source must be encoded:
// not a JPEG, in a colour model browsers do not all show alike (CMYK, or
// RGB without YCbCr), or heavier than maxKeptBitsPerPixel, as a photo
// saved at the best quality is (the encoder's quality 80 writes about a
// fifth of that).
func keptJPEG(data []byte, img image.Image) ([]byte, bool) {
	if sniffType(data) != "image/jpeg" {
		return nil, false
	}
	switch img.(type) {
	case *image.YCbCr, *image.Gray:
	default:
		return nil, false
	}
	kept, ok := stripJPEG(data)
	b := img.Bounds()
	if !ok || len(kept)*8 > maxKeptBitsPerPixel*b.Dx()*b.Dy() {
		return nil, false
	}
	return kept, true
}

const maxKeptBitsPerPixel = 2

// stripJPEG copies a JPEG without its comments and its application
// segments but JFIF's (APP0) and Adobe's (APP14, which tells the colour
// transform). Among those dropped are EXIF's (APP1): the camera, the place
// a photo was taken, and its orientation, which the WebP copies do not
// follow either (image/jpeg ignores it), so every copy shows the same way
// up. Everything from the first scan on is copied as it is. It returns
// false for bytes it cannot follow.
func stripJPEG(data []byte) ([]byte, bool) {
	if len(data) < 4 || data[0] != 0xff || data[1] != 0xd8 {
		return nil, false
	}
	out := make([]byte, 0, len(data))
	out = append(out, 0xff, 0xd8)
	for i := 2; ; {
		for i < len(data) && data[i] == 0xff && i+1 < len(data) && data[i+1] == 0xff {
			i++ // fill bytes before a marker
		}
		if i+4 > len(data) || data[i] != 0xff {
			return nil, false
		}
		marker := data[i+1]
		if marker == 0xda { // start of scan: the rest is image data
			return append(out, data[i:]...), true
		}
		end := i + 2 + int(binary.BigEndian.Uint16(data[i+2:]))
		if end > len(data) || end < i+4 {
			return nil, false
		}
		dropped := marker == 0xfe || (marker >= 0xe1 && marker <= 0xef && marker != 0xee)
		if !dropped {
			out = append(out, data[i:end]...)
		}
		i = end
	}
}
