//go:build !cgo

package images

import (
	"errors"
	"image"
)

// WebPAvailable reports whether this build can encode WebP. The encoder is
// libwebp through cgo; a build without cgo makes fallback variants only.
const WebPAvailable = false

func encodeWebP(*image.RGBA, bool) ([]byte, error) {
	return nil, errors.New("WebP needs a build with cgo")
}
