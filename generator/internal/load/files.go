package load

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // register the decoders DecodeConfig recognises
	_ "image/jpeg"
	_ "image/png"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	_ "golang.org/x/image/webp"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// checkFiles checks that every referenced file exists inside the content
// folder, symbolic links included, and holds what its field expects. A file
// is checked once for each kind it is used as, and a bad one is reported at
// the first reference that uses it so.
func (l *loader) checkFiles(refs []content.FileRef) map[content.File]content.FileInfo {
	infos := map[content.File]content.FileInfo{}
	type use struct {
		file content.File
		kind content.FileKind
	}
	checked := map[use]bool{}
	for _, ref := range refs {
		f := l.files[ref.From]
		u := use{ref.File, ref.Kind}
		if checked[u] || ref.File == "" || f.broken || f.accounted(ref.Path) ||
			content.CheckPath(string(ref.File)) != nil {
			continue
		}
		checked[u] = true
		info, msg, hint := l.inspectCached(ref)
		at := f.at(ref.Path)
		if msg != "" {
			l.diags.Add(f.diagnostic(at.line, at.col, msg, hint))
			continue
		}
		info.At = f.diagnostic(at.line, at.col, "", "")
		infos[ref.File] = info
	}
	return infos
}

// inspect opens a referenced file and checks that it holds what its
// field expects. When it does not, msg and hint say why, and info is of
// no use.
func (l *loader) inspect(ref content.FileRef) (info content.FileInfo, msg, hint string) {
	name := string(ref.File)
	file, err := l.root.Open(name)
	if err != nil {
		msg, hint = l.openError(ref, err)
		return info, msg, hint
	}
	defer file.Close()
	st, err := file.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return info, fmt.Sprintf("%q is not a regular file", name), "point at a file, not a folder"
	}
	info.Abs = filepath.Join(l.dir, filepath.FromSlash(name))
	if abs, err := filepath.Abs(info.Abs); err == nil {
		info.Abs = abs
	}
	head := make([]byte, 512)
	n, _ := io.ReadFull(file, head)
	o := opened{name: name, ext: strings.ToLower(path.Ext(name)), file: file, size: st.Size(), head: head[:n]}
	switch ref.Kind {
	case content.PDF:
		msg, hint = o.checkPDF(&info)
	case content.Audio:
		msg, hint = o.checkAudio(&info)
	case content.Image, content.Pixels:
		msg, hint = o.checkImage(&info, ref)
	}
	return info, msg, hint
}

// openError says why a referenced file cannot be opened.
func (l *loader) openError(ref content.FileRef, err error) (msg, hint string) {
	name := string(ref.File)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Sprintf("file %q not found", name), l.nearMiss(ref)
	case strings.Contains(err.Error(), "escapes"):
		return fmt.Sprintf("file %q points outside the content folder through a symbolic link", name),
			"copy the file into the content folder"
	}
	return fmt.Sprintf("cannot read file %q: %v", name, err), ""
}

// opened is a referenced file, open for its inspection.
type opened struct {
	name string // as the content refers to it
	ext  string // its extension, in lower case
	file *os.File
	size int64
	head []byte // its first 512 bytes, or all of a smaller file
}

// checkPDF checks a PDF: its header, its extension, and its end, which a
// truncated file lacks.
func (o opened) checkPDF(info *content.FileInfo) (msg, hint string) {
	if !bytes.HasPrefix(o.head, []byte("%PDF-")) {
		return fmt.Sprintf("file %q is not a PDF", o.name), "export the document as PDF"
	}
	if o.ext != ".pdf" {
		return misnamed(o.name, "a PDF", ".pdf")
	}
	tail := make([]byte, 1024)
	m, _ := o.file.ReadAt(tail, max(o.size-int64(len(tail)), 0))
	if !bytes.Contains(tail[:m], []byte("%%EOF")) {
		return fmt.Sprintf("file %q is a truncated PDF", o.name), "export the document again"
	}
	info.Format = "pdf"
	return "", ""
}

// checkAudio checks that a file is audio in a container that browsers
// play, named with its extension.
func (o opened) checkAudio(info *content.FileInfo) (msg, hint string) {
	info.Format = audioFormat(o.head)
	if info.Format == "" {
		return fmt.Sprintf("file %q is not an audio file", o.name),
			"use MP3 (plays in every browser), AAC, Ogg, Opus or WAV"
	}
	if !slices.Contains(extensions[info.Format], o.ext) {
		return misnamed(o.name, "an audio file ("+strings.ToUpper(info.Format)+")", extensions[info.Format]...)
	}
	return "", ""
}

// checkImage checks an image, refused as an SVG where the field needs
// pixels.
func (o opened) checkImage(info *content.FileInfo, ref content.FileRef) (msg, hint string) {
	switch {
	case o.ext != ".svg":
		return o.checkRaster(info)
	case ref.Kind == content.Pixels && ref.Path == "cover":
		return fmt.Sprintf("file %q is an SVG: a post's cover is its link-preview card, which must be a PNG, "+
				"JPEG, GIF or WebP image, which networks show", o.name),
			"export it as a JPEG of 1200×630 px or larger"
	case ref.Kind == content.Pixels && ref.Path == "card":
		return fmt.Sprintf("file %q is an SVG: a link-preview card must be a PNG, JPEG, GIF or WebP image, "+
				"which networks show", o.name),
			"export it as a JPEG of 1200×630 px or larger"
	case ref.Kind == content.Pixels:
		return fmt.Sprintf("file %q is an SVG: the site icon must be a PNG, JPEG, GIF or WebP image, "+
				"from which portgen draws the favicon and the installed app's icons", o.name),
			"export it as a square PNG of at least 512×512 px"
	}
	return o.checkVector(info)
}

// checkVector reads an SVG whole, and checks that it is static (see
// checkSVG).
func (o opened) checkVector(info *content.FileInfo) (msg, hint string) {
	data, err := io.ReadAll(io.MultiReader(bytes.NewReader(o.head), io.LimitReader(o.file, maxSVG)))
	if err != nil {
		return fmt.Sprintf("cannot read file %q: %v", o.name, err), ""
	}
	if len(data) > maxSVG {
		return fmt.Sprintf("file %q is an SVG over %d MiB", o.name, maxSVG>>20),
			"simplify it, or export it as PNG or WebP"
	}
	w, h, err := checkSVG(data)
	if bad := (*svgError)(nil); errors.As(err, &bad) {
		return fmt.Sprintf("file %q, %v", o.name, err),
			"an image on a web page must be static: remove it in an editor, or export the image as PNG"
	}
	if err != nil {
		return fmt.Sprintf("file %q is not an SVG image: %v", o.name, err), "export the image again"
	}
	info.Format = "svg"
	info.Width = w
	info.Height = h
	return "", ""
}

// checkRaster checks a PNG, JPEG, GIF or WebP image from its header: its
// format, its extension and its size.
func (o opened) checkRaster(info *content.FileInfo) (msg, hint string) {
	if _, err := o.file.Seek(0, io.SeekStart); err != nil {
		return fmt.Sprintf("cannot read file %q: %v", o.name, err), ""
	}
	cfg, format, err := image.DecodeConfig(o.file)
	if err != nil {
		return fmt.Sprintf("file %q is not an image", o.name), "use a PNG, JPEG, GIF, WebP or SVG file"
	}
	if !slices.Contains(extensions[format], o.ext) {
		return misnamed(o.name, "a "+strings.ToUpper(format)+" image", extensions[format]...)
	}
	if cfg.Width > maxSide || cfg.Height > maxSide || cfg.Width*cfg.Height > maxPixels {
		return fmt.Sprintf("image %q is %d × %d pixels, over portgen's limit of %d megapixels or %d a side",
				o.name, cfg.Width, cfg.Height, maxPixels/1_000_000, maxSide),
			"scale it down: a 4K screen shows 3840 pixels across"
	}
	info.Format = format
	info.Width = cfg.Width
	info.Height = cfg.Height
	return "", ""
}

// The most pixels an image may have, and on its longest side. Decoding
// takes 4 bytes a pixel: 50 megapixels is 200 MB, a 40,000 × 40,000 PNG of
// 1.5 MB would take 6.4 GB. 16,384 is the longest side most graphics chips
// draw in one piece; a 4K screen shows 3,840.
const (
	maxPixels = 50_000_000
	maxSide   = 16_384
)

// maxSVG is the largest SVG portgen reads: an icon or a drawing is
// kilobytes; megabytes of SVG are a photo traced, slow on a phone.
const maxSVG = 4 << 20

// extensions are the names a file of each format may have: a host sends
// it with the type its extension says, so a PDF named .html is served as
// a page and runs what it holds.
var extensions = map[string][]string{
	"png": {".png"}, "jpeg": {".jpg", ".jpeg"}, "gif": {".gif"}, "webp": {".webp"},
	"mp3": {".mp3"}, "aac": {".aac"}, "mp4": {".m4a", ".mp4", ".aac"}, "ogg": {".ogg", ".oga", ".opus"},
	"wav": {".wav"}, "flac": {".flac"}, "webm": {".webm", ".weba"},
}

// misnamed is the diagnostic for a file whose extension is not its type's.
func misnamed(name, found string, want ...string) (msg, hint string) {
	ext := path.Ext(name)
	if ext == "" {
		ext = "no extension"
	}
	renamed := strings.TrimSuffix(path.Base(name), path.Ext(name)) + want[0]
	return fmt.Sprintf("file %q is %s named with %s", name, found, ext),
		fmt.Sprintf("rename it to %s: a host serves a file as what its extension says", renamed)
}

// nearMiss suggests the file the owner probably meant: the same name with
// other capitals, the closest name in the folder, or the path without a
// leading "content/". A post's paths are written from its own folder, and
// so are the suggestions for them.
func (l *loader) nearMiss(ref content.FileRef) string {
	name := string(ref.File)
	written := func(p string) string { return p }
	generic := "paths are relative to " + filepath.ToSlash(l.dir) + "/; check the spelling and that the file is there"
	if path.Ext(ref.From) == ".md" {
		written = func(p string) string { return fromFolder(path.Dir(ref.From), p) }
		generic = "paths in a post are relative to its own file; check the spelling and that the file is there"
	} else if rest, ok := strings.CutPrefix(name, filepath.Base(l.dir)+"/"); ok {
		if _, err := l.root.Stat(rest); err == nil {
			return fmt.Sprintf("paths are relative to the content folder: write %q", rest)
		}
	}
	dir := path.Dir(name)
	entries, err := fs.ReadDir(l.root.FS(), dir)
	if err != nil {
		return generic
	}
	var names []string
	for _, e := range entries {
		if strings.EqualFold(e.Name(), path.Base(name)) {
			same := written(path.Join(dir, e.Name()))
			return fmt.Sprintf("did you mean `%s`? File names are case-sensitive on most hosts", same)
		}
		names = append(names, e.Name())
	}
	if best, ok := diag.Closest(path.Base(name), names); ok {
		return fmt.Sprintf("did you mean `%s`?", written(path.Join(dir, best)))
	}
	return generic
}

// fromFolder is the path p, relative to the content folder, as written
// from the folder dir inside it: media/a.png from posts is ../media/a.png.
func fromFolder(dir, p string) string {
	rel, err := filepath.Rel(filepath.FromSlash(dir), filepath.FromSlash(p))
	if err != nil {
		return p
	}
	return filepath.ToSlash(rel)
}

// audioFormat names the container of an audio file from its first bytes,
// or returns "" for anything else.
func audioFormat(head []byte) string {
	if format := mpegAudio(head); format != "" {
		return format
	}
	switch {
	case len(head) > 11 && string(head[4:8]) == "ftyp":
		return "mp4"
	case bytes.HasPrefix(head, []byte("OggS")):
		return "ogg"
	case len(head) > 11 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WAVE":
		return "wav"
	case bytes.HasPrefix(head, []byte("fLaC")):
		return "flac"
	case bytes.HasPrefix(head, []byte{0x1A, 0x45, 0xDF, 0xA3}):
		return "webm"
	}
	return ""
}

// mpegAudio names an MPEG audio stream, which has no container: MP3 (an
// ID3 tag, or a frame whose layer bits are set) or AAC (an ADTS frame).
func mpegAudio(head []byte) string {
	if bytes.HasPrefix(head, []byte("ID3")) {
		return "mp3"
	}
	if len(head) < 2 || head[0] != 0xFF {
		return ""
	}
	switch {
	case head[1]&0xE0 == 0xE0 && head[1]&0x06 != 0:
		return "mp3"
	case head[1]&0xF6 == 0xF0:
		return "aac"
	}
	return ""
}
