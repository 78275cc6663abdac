// Package rowjpeg encodes baseline JPEGs (4:2:0, the standard Huffman
// tables) of many images that share most of their pixels, as a site's
// link-preview cards do: the same wallpaper and panel, other words. It is
// Go's image/jpeg encoder (writer.go and dct.go, from Go 1.26, under Go's
// BSD licence, LICENSE beside them) with a restart marker after every row
// of 16×16 blocks, so that each row is encoded on its own: a row whose
// pixels are those of the base image is the base's bytes, encoded once,
// and a block of it the base's quantized coefficients. Its colour
// conversion reads the RGBA pixels directly, with color.RGBToYCbCr's
// formula.
package rowjpeg

import (
	"bytes"
	"image"
)

// Marker codes (see image/jpeg's reader.go).
const (
	sof0Marker = 0xc0
	dhtMarker  = 0xc4
	rst0Marker = 0xd0
	soiMarker  = 0xd8
	eoiMarker  = 0xd9
	sosMarker  = 0xda
	dqtMarker  = 0xdb
	driMarker  = 0xdd
)

// unzig maps from the zig-zag ordering to the natural ordering (see
// image/jpeg's reader.go).
var unzig = [blockSize]int{
	0, 1, 8, 16, 9, 2, 3, 10,
	17, 24, 32, 25, 18, 11, 4, 5,
	12, 19, 26, 33, 40, 48, 41, 34,
	27, 20, 13, 6, 7, 14, 21, 28,
	35, 42, 49, 56, 57, 50, 43, 36,
	29, 22, 15, 23, 30, 37, 44, 51,
	58, 59, 52, 45, 38, 31, 39, 46,
	53, 60, 61, 54, 47, 55, 62, 63,
}

// Rows encodes images of its base's size at one quality, reusing the
// base's encoded rows. It is safe for concurrent use once made.
type Rows struct {
	base   *image.RGBA
	quant  [nQuantIndex][blockSize]byte
	header []byte   // SOI to SOS
	rows   [][]byte // the base's rows, each with its restart marker
	// blocks are the base's quantized blocks, by 16×16 block (four
	// luminance blocks, then Cb and Cr): a block of another image with the
	// base's pixels is written from them.
	blocks [][6]block
}

// NewRows encodes base, an opaque image, at quality (1 to 100).
func NewRows(base *image.RGBA, quality int) *Rows {
	r := &Rows{base: base}
	quality = min(max(quality, 1), 100)
	scale := 200 - quality*2
	if quality < 50 {
		scale = 5000 / quality
	}
	for i := range r.quant {
		for j := range r.quant[i] {
			r.quant[i][j] = uint8(min(max((int(unscaledQuant[i][j])*scale+50)/100, 1), 255))
		}
	}
	e := r.encoder()
	e.write([]byte{0xff, soiMarker})
	e.writeDQT()
	e.writeSOF0(base.Rect.Size(), 3)
	e.writeDHT(3)
	// A restart after every row of blocks.
	e.writeMarkerHeader(driMarker, 4)
	perRow := (base.Rect.Dx() + 15) / 16
	e.write([]byte{uint8(perRow >> 8), uint8(perRow)})
	e.write(sosHeaderYCbCr)
	r.header = e.w.Bytes()
	r.blocks = make([][6]block, r.count()*r.perRow())
	for y := range r.count() {
		r.rows = append(r.rows, r.row(base, y, true))
	}
	return r
}

func (r *Rows) perRow() int { return (r.base.Rect.Dx() + 15) / 16 }

func (r *Rows) encoder() *encoder {
	return &encoder{w: &bytes.Buffer{}, quant: r.quant}
}

func (r *Rows) count() int { return (r.base.Rect.Dy() + 15) / 16 }

// Encode writes img, which has the base's bounds and is opaque, as a
// JPEG.
func (r *Rows) Encode(img *image.RGBA) []byte {
	out := bytes.NewBuffer(make([]byte, 0, 96<<10))
	out.Write(r.header)
	for y := range r.count() {
		if r.sameRow(img, y) {
			out.Write(r.rows[y])
		} else {
			out.Write(r.row(img, y, false))
		}
	}
	out.Write([]byte{0xff, eoiMarker})
	return out.Bytes()
}

// sameRow reports whether img's y-th row of blocks is the base's.
func (r *Rows) sameRow(img *image.RGBA, y int) bool {
	b := img.Rect
	top, bottom := b.Min.Y+16*y, min(b.Min.Y+16*y+16, b.Max.Y)
	for j := top; j < bottom; j++ {
		a := img.Pix[img.PixOffset(b.Min.X, j) : img.PixOffset(b.Max.X-1, j)+4]
		c := r.base.Pix[r.base.PixOffset(b.Min.X, j) : r.base.PixOffset(b.Max.X-1, j)+4]
		if !bytes.Equal(a, c) {
			return false
		}
	}
	return true
}

// row encodes the y-th row of blocks of m, from a fresh DC prediction, and
// ends it with the restart marker that follows it (none after the last).
// A 16×16 block with the base's pixels is written from the base's
// quantized blocks; the base's own are kept as they are made.
func (r *Rows) row(m *image.RGBA, y int, base bool) []byte {
	e := r.encoder()
	var (
		b                           block
		cb, cr                      [4]block
		z                           [6]block
		prevDCY, prevDCCb, prevDCCr int32
	)
	bounds := m.Bounds()
	py := bounds.Min.Y + 16*y
	for n, x := 0, bounds.Min.X; x < bounds.Max.X; n, x = n+1, x+16 {
		kept := &r.blocks[y*r.perRow()+n]
		if base || !r.sameBlock(m, x, py) {
			for i := range 4 {
				rgbaToYCbCr(m, image.Pt(x+(i&1)*8, py+(i&2)*4), &b, &cb[i], &cr[i])
				e.quantize(&b, 0, &z[i])
			}
			scale(&b, &cb)
			e.quantize(&b, 1, &z[4])
			scale(&b, &cr)
			e.quantize(&b, 1, &z[5])
			if base {
				*kept = z
			}
		} else {
			z = *kept
		}
		for i := range 4 {
			prevDCY = e.writeBlock(&z[i], 0, prevDCY)
		}
		prevDCCb = e.writeBlock(&z[4], 1, prevDCCb)
		prevDCCr = e.writeBlock(&z[5], 1, prevDCCr)
	}
	// Pad the last byte with 1's, as image/jpeg does at the end of its
	// scan; what remains of the padding is dropped.
	e.emit(0x7f, 7)
	if y < r.count()-1 {
		e.write([]byte{0xff, rst0Marker + uint8(y%8)})
	}
	return e.w.Bytes()
}

// sameBlock reports whether m's 16×16 block at (x, y) has the base's
// pixels.
func (r *Rows) sameBlock(m *image.RGBA, x, y int) bool {
	b := m.Rect
	right := min(x+16, b.Max.X)
	for j := y; j < min(y+16, b.Max.Y); j++ {
		at := m.PixOffset(x, j)
		n := 4 * (right - x)
		if !bytes.Equal(m.Pix[at:at+n], r.base.Pix[at:at+n]) {
			return false
		}
	}
	return true
}

// rgbaToYCbCr converts the 8×8 block of m at p, as image/jpeg's does
// (edges repeated past the image's), with color.RGBToYCbCr's formula
// written out rather than called per pixel.
func rgbaToYCbCr(m *image.RGBA, p image.Point, yBlock, cbBlock, crBlock *block) {
	b := m.Bounds()
	xmax, ymax := b.Max.X-1, b.Max.Y-1
	for j := range 8 {
		sy := min(p.Y+j, ymax)
		row := m.Pix[(sy-b.Min.Y)*m.Stride-b.Min.X*4:]
		for i := range 8 {
			sx := min(p.X+i, xmax)
			pix := row[sx*4 : sx*4+3]
			r, g, bl := int32(pix[0]), int32(pix[1]), int32(pix[2])
			yBlock[8*j+i] = (19595*r + 38470*g + 7471*bl + 1<<15) >> 16
			cbBlock[8*j+i] = clamp(-11056*r - 21712*g + 32768*bl + 257<<15)
			crBlock[8*j+i] = clamp(32768*r - 27440*g - 5328*bl + 257<<15)
		}
	}
}

// clamp is color.RGBToYCbCr's rounding of a chroma value to 0–255.
func clamp(v int32) int32 {
	if uint32(v)&0xff000000 == 0 {
		return v >> 16
	}
	return int32(uint8(^(v >> 31)))
}

// sosHeaderYCbCr is the SOS marker "\xff\xda" followed by 12 bytes (see
// image/jpeg's writer.go).
var sosHeaderYCbCr = []byte{
	0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02,
	0x11, 0x03, 0x11, 0x00, 0x3f, 0x00,
}
