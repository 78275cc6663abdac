//go:build !cgo

package images

// This file is the build without cgo: CGO_ENABLED=0, which the release
// binaries but Linux amd64's use (with the tag nodynamic) and which go
// install falls back to on a machine without a C compiler. It encodes with
// libwebp transpiled to Go (pureGoEncoder, in encoders.go): slower than the
// cgo build's libwebp (webp.go), with the same settings but for the photo
// preset.
var webpEncoders = []Encoder{pureGoEncoder}
