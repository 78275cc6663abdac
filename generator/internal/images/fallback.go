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
	for at := 2; ; {
		seg, ok := segmentAt(data, at)
		switch {
		case !ok:
			return nil, false
		case seg.marker == 0xd9: // the end of the image
			return append(out, 0xff, 0xd9), true
		case !dropped(seg.marker):
			out = append(out, data[seg.start:seg.end]...)
		}
		at = seg.end
	}
}

// segment is one marker of a JPEG and what belongs to it: data[start:end].
type segment struct {
	marker     byte
	start, end int
}

// segmentAt reads the segment at data[at:], after any fill bytes; false
// for bytes it cannot follow.
func segmentAt(data []byte, at int) (segment, bool) {
	for at+1 < len(data) && data[at] == 0xff && data[at+1] == 0xff {
		at++ // fill bytes before a marker
	}
	if at+2 > len(data) || data[at] != 0xff {
		return segment{}, false
	}
	s := segment{marker: data[at+1], start: at, end: at + 2}
	switch {
	case s.marker == 0xd9 || s.marker == 0x01 || isRestart(s.marker): // no length
		return s, true
	case s.marker == 0x00 || s.marker == 0xd8 || at+4 > len(data):
		return segment{}, false
	}
	s.end = at + 2 + int(binary.BigEndian.Uint16(data[at+2:]))
	if s.end > len(data) || s.end < at+4 {
		return segment{}, false
	}
	if s.marker == 0xda { // a scan's header, then its coded data
		s.end = scanEnd(data, s.end)
	}
	return s, true
}

// scanEnd is where the coded data of a scan that starts at data[at:] ends:
// at the next marker but a restart (0xff followed by 0x00 is a stuffed
// 0xff of the data).
func scanEnd(data []byte, at int) int {
	for ; at+1 < len(data); at++ {
		if data[at] == 0xff && data[at+1] != 0x00 && !isRestart(data[at+1]) {
			return at
		}
	}
	return len(data)
}

func isRestart(marker byte) bool { return marker >= 0xd0 && marker <= 0xd7 }

// dropped says whether stripJPEG leaves a marker's segment out: a comment,
// or an application segment but APP0 and APP14.
func dropped(marker byte) bool {
	return marker == 0xfe || marker >= 0xe1 && marker <= 0xef && marker != 0xee
}
