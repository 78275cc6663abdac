package images

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
)

const (
	webpQuality = 75
	jpegQuality = 80
)

// format is one of the two kinds of variant an image gets.
type format int

const (
	webpFormat     format = iota
	fallbackFormat        // JPEG, or PNG when the source has transparency
)

// params names the format and its settings at width w, for the cache key.
func (f format) params(w int) string {
	if f == webpFormat {
		// The encoder is part of the key: a cache folder shared by a build
		// with cgo and one without keeps each one's files apart.
		return fmt.Sprintf("webp-q%d-%s-%dw", webpQuality, webpEncoders[0].Name, w)
	}
	// -kept: a JPEG source at the width is kept as it is (fallback.go).
	return fmt.Sprintf("fallback-q%d-%dw-kept", jpegQuality, w)
}

func (f format) encode(img *image.RGBA, opaque bool) ([]byte, error) {
	switch {
	case f == webpFormat:
		return encodeWebP(img, opaque)
	case opaque:
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	default:
		return encodePNG(img)
	}
}

func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// sniffType tells the media type of an encoded image by its first bytes, or
// returns "" for none of the three that this package writes.
func sniffType(data []byte) string {
	switch {
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		return "image/webp"
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		return "image/jpeg"
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return "image/png"
	}
	return ""
}
