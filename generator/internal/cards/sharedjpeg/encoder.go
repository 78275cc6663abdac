// Package sharedjpeg encodes baseline JPEGs (JFIF, 4:2:0, the example
// Huffman tables of the JPEG standard, ITU-T T.81 Annex K) of images that
// share most of their pixels with a base image, as a site's link-preview
// cards share its wallpaper and panel. The scan restarts at each row of
// 16×16 blocks (a restart marker, T.81 §B.2.1), so each row is encoded on
// its own: a row with the base's pixels is the base's bytes, encoded once,
// and a block with the base's pixels in a row that changed is written from
// the base's quantized coefficients, not transformed again.
//
// It is written for the cards from the standard, not adapted from another
// encoder: the forward DCT is Arai, Agui and Nakajima's factorisation, in
// float32, its scale folded into the quantizer.
package sharedjpeg

import (
	"bytes"
	"image"
)

// mcu is the side of a minimum coded unit: four 8×8 luma blocks and one
// of each chroma, subsampled by 2 both ways.
const mcu = 16

// Encoder encodes images of its base's bounds at one quality. It is safe
// for concurrent use.
type Encoder struct {
	base   *image.RGBA
	quant  quantizers
	header []byte   // SOI to SOS
	rows   [][]byte // the base's rows of MCUs, each with the restart marker after it
	units  []unit   // the base's MCUs, quantized, row by row
	perRow int      // MCUs in a row
	count  int      // rows of MCUs
}

// New encodes base, an opaque image, at quality, from 1 (smallest) to 100
// (best), as image/jpeg's Options.Quality scales the standard's tables.
// The Encoder keeps base, which must not change after.
func New(base *image.RGBA, quality int) *Encoder {
	size := base.Rect.Size()
	e := &Encoder{
		base:   base,
		quant:  newQuantizers(quality),
		perRow: (size.X + mcu - 1) / mcu,
		count:  (size.Y + mcu - 1) / mcu,
	}
	e.header = header(e.quant, size, e.perRow)
	e.units = make([]unit, e.count*e.perRow)
	for y := range e.count {
		for x := range e.perRow {
			e.units[y*e.perRow+x] = e.transform(base, x, y)
		}
		e.rows = append(e.rows, e.row(base, y, func(int) bool { return true }))
	}
	return e
}

// Encode writes img, opaque and of the base's bounds, as a JPEG.
func (e *Encoder) Encode(img *image.RGBA) []byte {
	out := bytes.NewBuffer(make([]byte, 0, 96<<10))
	out.Write(e.header)
	for y, kept := range e.rows {
		if e.same(img, image.Rect(0, y, e.perRow, y+1)) {
			out.Write(kept)
			continue
		}
		sameUnit := func(x int) bool { return e.same(img, image.Rect(x, y, x+1, y+1)) }
		out.Write(e.row(img, y, sameUnit))
	}
	out.Write([]byte{0xff, markerEOI})
	return out.Bytes()
}

// row is the entropy-coded row y of MCUs of img, from a fresh DC
// prediction, padded to a byte with 1 bits and followed by its restart
// marker (none after the last row). An MCU of which base says, by its
// column, that it has the base's pixels is written from the base's
// coefficients.
func (e *Encoder) row(img *image.RGBA, y int, base func(x int) bool) []byte {
	w := bitWriter{buf: make([]byte, 0, 4<<10)}
	var pred [3]int32 // the previous DC of Y, Cb and Cr
	for x := range e.perRow {
		u := &e.units[y*e.perRow+x]
		if !base(x) {
			fresh := e.transform(img, x, y)
			u = &fresh
		}
		for i := range u {
			c := component(i)
			pred[c] = w.block(&u[i], pred[c], tables[min(c, 1)])
		}
	}
	w.pad()
	if y < e.count-1 {
		w.buf = append(w.buf, 0xff, markerRST0+byte(y%8))
	}
	return w.buf
}

// component is the component of an MCU's i-th block: 0 (Y) for the first
// four, then 1 (Cb) and 2 (Cr).
func component(i int) int { return max(0, i-3) }

// same reports whether img has the base's pixels in the MCUs of units,
// a rectangle in MCUs.
func (e *Encoder) same(img *image.RGBA, units image.Rectangle) bool {
	px := image.Rectangle{units.Min.Mul(mcu), units.Max.Mul(mcu)}.Add(img.Rect.Min).Intersect(img.Rect)
	for y := px.Min.Y; y < px.Max.Y; y++ {
		from, to := img.PixOffset(px.Min.X, y), img.PixOffset(px.Max.X, y)
		if !bytes.Equal(img.Pix[from:to], e.base.Pix[from:to]) {
			return false
		}
	}
	return true
}
