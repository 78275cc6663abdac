package sharedjpeg

import (
	"image"
	"math"
)

// samples are an 8×8 block's samples, row by row, less 128 (T.81 §A.3.1),
// and then its DCT's coefficients, scaled (see fdct).
type samples [64]float32

// block is an 8×8 block's quantized coefficients, in zigzag order, and
// which of them are not 0 (bit k for the k-th): most are, and the entropy
// coder skips them a run at a time.
type block struct {
	coef    [64]int16
	nonzero uint64
}

// unit is an MCU's blocks: Y's four, left to right and top to bottom, then
// Cb and Cr.
type unit [6]block

// transform is img's MCU at (x, y), in MCUs, quantized.
func (e *Encoder) transform(img *image.RGBA, x, y int) unit {
	var luma [4]samples
	var cb, cr samples
	convert(img, image.Pt(x*mcu, y*mcu), &luma, &cb, &cr)
	var u unit
	for i := range luma {
		fdct(&luma[i])
		e.quant[0].quantize(&luma[i], &u[i])
	}
	fdct(&cb)
	e.quant[1].quantize(&cb, &u[4])
	fdct(&cr)
	e.quant[1].quantize(&cr, &u[5])
	return u
}

// convert reads the 16×16 pixels of img at at, from its top left corner,
// into Y, Cb and Cr with JFIF's formulas, less 128; Cb and Cr are the
// means of 2×2 pixels. Past img's right and bottom edges, its last column
// and row are repeated. Each sample is rounded to an integer, as a
// decoder's are: a flat colour then comes back as close as image/jpeg's
// encoding brings it (over 300 random colours, a mean squared error of
// 0.377 against 0.448 unrounded).
func convert(img *image.RGBA, at image.Point, luma *[4]samples, cb, cr *samples) {
	b := img.Rect
	for j := range mcu {
		row := img.Pix[img.PixOffset(b.Min.X, min(b.Min.Y+at.Y+j, b.Max.Y-1)):]
		for i := range mcu {
			x := 4 * min(at.X+i, b.Dx()-1)
			r := float32(row[x])
			g := float32(row[x+1])
			bl := float32(row[x+2])
			luma[j>>3<<1|i>>3][(j&7)<<3|i&7] = float32(int32(0.299*r+0.587*g+0.114*bl+0.5)) - 128
			c := (j>>1)<<3 | i>>1
			cb[c] += -0.0421840*r - 0.0828160*g + 0.125*bl // a quarter of JFIF's Cb
			cr[c] += 0.125*r - 0.1046720*g - 0.0203280*bl
		}
	}
	for k := range cb {
		cb[k] = float32(int32(cb[k]+128.5)) - 128
		cr[k] = float32(int32(cr[k]+128.5)) - 128
	}
}

// fdct transforms s in place, rows then columns, by Arai, Agui and
// Nakajima's factorisation of the 8-point DCT (Trans. IEICE E71(11),
// 1988): 5 multiplications a pass rather than 64, for coefficients that
// are T.81's, each times 8·aanScale[u]·aanScale[v], a factor the
// quantizer divides by.
func fdct(s *samples) {
	for i := 0; i < 64; i += 8 {
		aan(s, i, 1)
	}
	for i := range 8 {
		aan(s, i, 8)
	}
}

// The constants of the factorisation: cos(4π/16), cos(6π/16),
// cos(2π/16) − cos(6π/16) and cos(2π/16) + cos(6π/16).
const (
	c4    = 0.707106781
	c6    = 0.382683433
	c2mc6 = 0.541196100
	c2pc6 = 1.306562965
)

// aan is one 8-point pass over s[at], s[at+step], … s[at+7·step].
func aan(s *samples, at, step int) {
	var d [8]float32
	for k := range d {
		d[k] = s[at+k*step]
	}
	sum07, dif07 := d[0]+d[7], d[0]-d[7]
	sum16, dif16 := d[1]+d[6], d[1]-d[6]
	sum25, dif25 := d[2]+d[5], d[2]-d[5]
	sum34, dif34 := d[3]+d[4], d[3]-d[4]

	// The even half.
	outer, outerDif := sum07+sum34, sum07-sum34
	inner, innerDif := sum16+sum25, sum16-sum25
	s[at] = outer + inner
	s[at+4*step] = outer - inner
	z := (innerDif + outerDif) * c4
	s[at+2*step] = outerDif + z
	s[at+6*step] = outerDif - z

	// The odd half.
	lower := dif34 + dif25
	middle := dif25 + dif16
	upper := dif16 + dif07
	rot := (lower - upper) * c6
	z2 := c2mc6*lower + rot
	z4 := c2pc6*upper + rot
	z3 := middle * c4
	hi, lo := dif07+z3, dif07-z3
	s[at+5*step] = lo + z2
	s[at+3*step] = lo - z2
	s[at+1*step] = hi + z4
	s[at+7*step] = hi - z4
}

// aanScale is the factor by which fdct's k-th output of a pass exceeds
// the DCT's: √2·cos(kπ/16), and 1 for k = 0.
var aanScale = func() (f [8]float64) {
	f[0] = 1
	for k := 1; k < 8; k++ {
		f[k] = math.Sqrt2 * math.Cos(float64(k)*math.Pi/16)
	}
	return f
}()

// quantizer is a quantization table: as the DQT segment writes it (zigzag
// order), and as the reciprocals of its divisors of fdct's coefficients.
type quantizer struct {
	table [64]byte
	recip [64]float32 // by zigzag index
}

// quantizers are the luma's and the chroma's.
type quantizers [2]quantizer

// newQuantizers scales the standard's example tables (T.81 Tables K.1
// and K.2) to quality as the Independent JPEG Group defined the scale,
// which image/jpeg and most encoders follow: 50 is the tables, 100 all
// ones.
func newQuantizers(quality int) quantizers {
	quality = min(max(quality, 1), 100)
	scale := 200 - 2*quality
	if quality < 50 {
		scale = 5000 / quality
	}
	var q quantizers
	for t, base := range [2]*[64]byte{&lumaQuant, &chromaQuant} {
		for k, n := range zigzag {
			v := min(max((int(base[n])*scale+50)/100, 1), 255)
			q[t].table[k] = byte(v)
			q[t].recip[k] = float32(1 / (float64(v) * 8 * aanScale[n/8] * aanScale[n%8]))
		}
	}
	return q
}

// quantize divides fdct's coefficients by the table, rounded half away
// from zero, into out in zigzag order, within what a baseline scan codes:
// 11 bits of magnitude for DC, 10 for AC.
func (q *quantizer) quantize(s *samples, out *block) {
	out.nonzero = 0
	for k, n := range zigzag {
		v := s[n] * q.recip[k]
		half := math.Float32frombits(math.Float32bits(v)&(1<<31) | math.Float32bits(0.5)) // ±0.5, v's sign
		c := int16(min(max(int32(v+half), -1023), 1023))
		out.coef[k] = c
		if c != 0 {
			out.nonzero |= 1 << k
		}
	}
	dc := s[0] * q.recip[0]
	out.coef[0] = int16(min(max(int32(math.Round(float64(dc))), -2047), 2047))
}
