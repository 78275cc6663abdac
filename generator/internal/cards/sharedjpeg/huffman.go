package sharedjpeg

import "math/bits"

// code is a Huffman code: its bits, right-aligned, and its length.
type code struct {
	bits uint32
	size uint8
}

// huffman is a table's code of each symbol.
type huffman [256]code

// coder is a component's two tables.
type coder struct {
	dc, ac huffman
}

// tables are luma's coder, then chroma's.
var tables = [2]*coder{
	{dc: codes(lumaDC), ac: codes(lumaAC)},
	{dc: codes(chromaDC), ac: codes(chromaAC)},
}

// codes assigns spec's codes (T.81 §C.2): consecutive numbers within a
// length, doubled at each next length.
func codes(spec huffmanSpec) huffman {
	var h huffman
	next, k := uint32(0), 0
	for length, n := range spec.counts {
		for range n {
			h[spec.symbols[k]] = code{next, uint8(length + 1)}
			next++
			k++
		}
		next <<= 1
	}
	return h
}

// bitWriter is entropy-coded data being written, most significant bit
// first, a 0x00 stuffed after each 0xff byte (T.81 §B.1.1.5).
type bitWriter struct {
	buf []byte
	acc uint64 // bits not yet written, the last n of them
	n   uint
}

// put writes the size low bits of v; size is at most 32. It writes
// whole 32-bit words, and each byte alone only in a word with a 0xff.
func (w *bitWriter) put(v uint32, size uint8) {
	w.acc = w.acc<<size | uint64(v)
	w.n += uint(size)
	if w.n < 32 {
		return
	}
	w.n -= 32
	word := uint32(w.acc >> w.n)
	if inverse := ^word; (inverse-0x01010101)&^inverse&0x80808080 == 0 { // no byte of word is 0xff
		w.buf = append(w.buf, byte(word>>24), byte(word>>16), byte(word>>8), byte(word))
		return
	}
	for shift := 24; shift >= 0; shift -= 8 {
		w.byte(byte(word >> shift))
	}
}

// byte writes b, and the 0x00 stuffed after a 0xff.
func (w *bitWriter) byte(b byte) {
	w.buf = append(w.buf, b)
	if b == 0xff {
		w.buf = append(w.buf, 0)
	}
}

// pad writes what is left, its last byte filled with 1 bits, as a
// segment must end before a marker (T.81 §F.1.2.3).
func (w *bitWriter) pad() {
	if fill := (8 - w.n%8) % 8; fill > 0 {
		w.acc = w.acc<<fill | (1<<fill - 1)
		w.n += fill
	}
	for ; w.n > 0; w.n -= 8 {
		w.byte(byte(w.acc >> (w.n - 8)))
	}
}

// block codes b (T.81 §F.1.2): its DC as the difference from pred, the
// previous block's of its component, which it returns for the next; then
// its AC coefficients as runs of zeros and values.
func (w *bitWriter) block(b *block, pred int32, t *coder) int32 {
	dc := int32(b.coef[0])
	w.value(&t.dc, 0, dc-pred)
	last := 0 // the index of the last coefficient written
	for rest := b.nonzero &^ 1; rest != 0; rest &= rest - 1 {
		k := bits.TrailingZeros64(rest)
		run := k - last - 1
		for ; run > 15; run -= 16 {
			w.symbol(&t.ac, 0xf0)
		}
		w.value(&t.ac, run, int32(b.coef[k]))
		last = k
	}
	if last < 63 {
		w.symbol(&t.ac, 0x00)
	}
	return dc
}

// symbol writes symbol's code.
func (w *bitWriter) symbol(h *huffman, symbol byte) {
	c := h[symbol]
	w.put(c.bits, c.size)
}

// value writes v after run zeros: the code of its size in bits (with the
// run), then its bits, a negative v as v−1's low bits (T.81 §F.1.2.1.1).
func (w *bitWriter) value(h *huffman, run int, v int32) {
	magnitude := v
	if v < 0 {
		magnitude = -v
		v--
	}
	size := bits.Len32(uint32(magnitude))
	c := h[run<<4|size]
	w.put(c.bits<<size|uint32(v)&(1<<size-1), c.size+uint8(size))
}
