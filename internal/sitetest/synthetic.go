package sitetest

// Real files of each kind that a fixture describes in a line, so that its
// archive stays readable text.

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"strings"
)

// Expand turns a "png WxH", "jpeg WxH", "png-bomb WxH", "wav Ns" or "pdf" description into
// a real file of that kind, and returns any other data as it is.
func Expand(data []byte) []byte {
	desc := strings.TrimSpace(string(data))
	var kind string
	var w, h int
	if n, _ := fmt.Sscanf(desc, "%s %dx%d", &kind, &w, &h); n == 3 && (kind == "png" || kind == "jpeg") {
		return Image(kind, w, h)
	}
	if n, _ := fmt.Sscanf(desc, "png-bomb %dx%d", &w, &h); n == 2 {
		return PNGBomb(w, h)
	}
	var seconds int
	if n, _ := fmt.Sscanf(desc, "wav %ds", &seconds); n == 1 {
		return WAV(seconds)
	}
	if desc == "pdf" {
		return PDF("fixture")
	}
	return data
}

// WAV returns a mono 16-bit WAV file playing a quiet 440 Hz tone.
func WAV(seconds int) []byte {
	const rate = 8000
	samples := rate * seconds
	var buf bytes.Buffer
	le := func(v any) { binary.Write(&buf, binary.LittleEndian, v) }
	buf.WriteString("RIFF")
	le(uint32(36 + samples*2))
	buf.WriteString("WAVEfmt ")
	le(uint32(16))
	le(uint16(1)) // PCM
	le(uint16(1)) // mono
	le(uint32(rate))
	le(uint32(rate * 2))
	le(uint16(2))
	le(uint16(16))
	buf.WriteString("data")
	le(uint32(samples * 2))
	for i := range samples {
		le(int16(2000 * math.Sin(2*math.Pi*440*float64(i)/rate)))
	}
	return buf.Bytes()
}

// PNGBomb returns a valid PNG of w × h black pixels, about a thousand
// times smaller than its pixels: a 40,000 × 40,000 one is 1.5 MB, and
// decoding it takes 1.6 GB. Its image data is all zeros (each row's filter
// byte too), written as one compressed megabyte of zeros repeated: a
// deflate block that refers back only to zeros is valid after any zeros.
func PNGBomb(w, h int) []byte {
	const chunk = 1 << 20
	total := (1 + w) * h
	var block bytes.Buffer
	fw, _ := flate.NewWriter(&block, flate.BestCompression)
	fw.Write(make([]byte, chunk))
	fw.Flush() // ends on a byte, not the last block
	var data bytes.Buffer
	data.Write([]byte{0x78, 0xDA}) // zlib, best compression
	for range total / chunk {
		data.Write(block.Bytes())
	}
	fw, _ = flate.NewWriter(&data, flate.BestCompression)
	fw.Write(make([]byte, total%chunk))
	fw.Close()
	// Adler-32 of zeros: the sum of bytes stays 1, the sum of sums grows by 1 a byte.
	data.Write(binary.BigEndian.AppendUint32(nil, uint32(total%65521)<<16|1))

	var buf bytes.Buffer
	buf.WriteString("\x89PNG\r\n\x1a\n")
	chunkOf := func(kind string, body []byte) {
		binary.Write(&buf, binary.BigEndian, uint32(len(body)))
		sum := crc32.NewIEEE()
		sum.Write([]byte(kind))
		sum.Write(body)
		buf.WriteString(kind)
		buf.Write(body)
		binary.Write(&buf, binary.BigEndian, sum.Sum32())
	}
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(h))
	chunkOf("IHDR", append(ihdr, 8, 0, 0, 0, 0)) // 8-bit grey
	chunkOf("IDAT", data.Bytes())
	chunkOf("IEND", nil)
	return buf.Bytes()
}

// Image returns a PNG or JPEG of the given size, a simple gradient.
func Image(kind string, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x * 255 / max(w, 1)), uint8(y * 255 / max(h, 1)), 120, 255})
		}
	}
	var buf bytes.Buffer
	if kind == "jpeg" {
		jpeg.Encode(&buf, img, nil)
	} else {
		png.Encode(&buf, img)
	}
	return buf.Bytes()
}

// PDF returns a minimal valid one-page PDF showing text.
func PDF(text string) []byte {
	stream := fmt.Sprintf("BT /F1 24 Tf 72 720 Td (%s) Tj ET", text)
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R " +
			"/Resources << /Font << /F1 5 0 R >> >> >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(stream), stream),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	}
	var buf bytes.Buffer
	buf.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = buf.Len()
		fmt.Fprintf(&buf, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := buf.Len()
	fmt.Fprintf(&buf, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&buf, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&buf, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return buf.Bytes()
}
