package resumepdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
	"unicode/utf16"
)

// writer collects a PDF's numbered objects and writes the file: header,
// objects in number order, cross-reference table and trailer. Objects
// are given their numbers first (alloc), so that they can name each other
// before they are written.
type writer struct {
	objects [][]byte // by number - 1
}

// alloc reserves an object number.
func (w *writer) alloc() int {
	w.objects = append(w.objects, nil)
	return len(w.objects)
}

// object sets the body of object ref.
func (w *writer) object(ref int, body string) {
	w.objects[ref-1] = []byte(body)
}

// stream sets object ref to a stream of data, compressed, with the extra
// dictionary entries given.
func (w *writer) stream(ref int, extra string, data []byte) {
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	zw.Write(data)
	zw.Close()
	if extra != "" {
		extra = " " + extra
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "<< /Length %d /Filter /FlateDecode%s >>\nstream\n", z.Len(), extra)
	b.Write(z.Bytes())
	b.WriteString("\nendstream")
	w.objects[ref-1] = b.Bytes()
}

// plainStream sets object ref to a stream of data as it is, uncompressed
// (the document's XMP metadata, which tools read without a PDF parser).
func (w *writer) plainStream(ref int, extra string, data []byte) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<< /Length %d %s >>\nstream\n", len(data), extra)
	b.Write(data)
	b.WriteString("\nendstream")
	w.objects[ref-1] = b.Bytes()
}

// bytes writes the file, with root as its catalog, info as its document
// information and id as both halves of its identifier.
func (w *writer) bytes(root, info int, id []byte) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(w.objects))
	for i, body := range w.objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(body)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(w.objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(
		&b,
		"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R /ID [<%x> <%x>] >>\nstartxref\n%d\n%%%%EOF\n",
		len(w.objects)+1,
		root,
		info,
		id,
		id,
		xref,
	)
	return b.Bytes()
}

// text is a PDF text string: literal when it is printable ASCII, UTF-16
// with its byte order mark otherwise.
func text(s string) string {
	ascii := true
	for _, r := range s {
		if r < 0x20 || r > 0x7e {
			ascii = false
			break
		}
	}
	if ascii {
		return literal(s)
	}
	var b strings.Builder
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	b.WriteString(">")
	return b.String()
}

// literal is an ASCII string in parentheses, its delimiters escaped.
func literal(s string) string {
	return "(" + strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(s) + ")"
}

// name is a PDF name: its characters outside the regular ones written #xx.
func name(s string) string {
	var b strings.Builder
	b.WriteByte('/')
	for _, c := range []byte(s) {
		if c <= ' ' || c > '~' || strings.IndexByte("#()<>[]{}/%", c) >= 0 {
			fmt.Fprintf(&b, "#%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// uri is an address as a URI action holds it: 7-bit ASCII, anything else
// percent-encoded.
func uri(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if c < 0x21 || c > 0x7e {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return literal(b.String())
}
