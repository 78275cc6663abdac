package images

import (
	"encoding/binary"
	"image"
)

// A JPEG source already at its fallback's width (the starter's screenshots
// are 1280×800 JPEGs, the fallback 1280 px wide) is its own fallback: its
// bytes are kept, less the segments a browser does not need, rather than
// decoded and encoded again, which lost some quality and cost about 6% of
// a cold build's CPU (docs/benchmarks.md).
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
// transform), and without what follows its end (EOI): some cameras append
// more images there, each with its EXIF. Among those dropped are EXIF's
// (APP1): the camera, the place a photo was taken, and its orientation,
// which the WebP copies do not follow either (image/jpeg ignores it), so
// every copy shows the same way up. It returns false for bytes it cannot
// follow.
func stripJPEG(data []byte) ([]byte, bool) {
	if len(data) < 4 || data[0] != 0xff || data[1] != 0xd8 {
		return nil, false
	}
	out := make([]byte, 0, len(data))
	out = append(out, 0xff, 0xd8)
	i := 2
	for {
		for i+1 < len(data) && data[i] == 0xff && data[i+1] == 0xff {
			i++ // fill bytes before a marker
		}
		if i+2 > len(data) || data[i] != 0xff {
			return nil, false
		}
		marker := data[i+1]
		switch {
		case marker == 0xd9: // the end of the image
			return append(out, 0xff, 0xd9), true
		case marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7): // no length
			out = append(out, data[i:i+2]...)
			i += 2
			continue
		case marker == 0x00 || marker == 0xd8:
			return nil, false
		}
		if i+4 > len(data) {
			return nil, false
		}
		end := i + 2 + int(binary.BigEndian.Uint16(data[i+2:]))
		if end > len(data) || end < i+4 {
			return nil, false
		}
		if !(marker == 0xfe || (marker >= 0xe1 && marker <= 0xef && marker != 0xee)) {
			out = append(out, data[i:end]...)
		}
		i = end
		if marker == 0xda { // a scan's header, then its coded data, up to the next marker
			for i < len(data) && !(data[i] == 0xff && i+1 < len(data) && data[i+1] != 0x00 && (data[i+1] < 0xd0 || data[i+1] > 0xd7)) {
				i++
			}
			out = append(out, data[end:i]...)
		}
	}
}
