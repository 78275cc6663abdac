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
	"path"
	"path/filepath"
	"slices"
	"strings"

	_ "golang.org/x/image/webp"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// FileInfo is what the loader learnt about a referenced file.
type FileInfo struct {
	Abs    string // path on disk
	Format string // png, jpeg, gif, webp, svg, pdf, or an audio format: mp3, aac, mp4, ogg, wav, flac, webm
	Width  int    // images only, in CSS pixels
	Height int
	// At is where the file is first referenced, so that a later stage
	// that finds it broken (an image cut off halfway) can say where.
	At diag.Diagnostic
}

// checkFiles checks that every referenced file exists inside the content
// folder, symbolic links included, and holds what its field expects. A file
// is checked once for each kind it is used as, and a bad one is reported at
// the first reference that uses it so.
func (l *loader) checkFiles(refs []content.FileRef) map[content.File]FileInfo {
	infos := map[content.File]FileInfo{}
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

// inspectCached inspects a file unless the load was told what changed
// (see Cache.Changed), or it has the size and modification time it
// had when last inspected as the same kind.
func (l *loader) inspectCached(ref content.FileRef) (FileInfo, string, string) {
	key := string(ref.File) + "\x00" + string(ref.Kind)
	if c, ok := l.cache.files[key]; ok {
		trusted := l.trusted(c.file, &c.link)
		l.cache.files[key] = c
		if trusted {
			return c.info, c.msg, c.hint
		}
	}
	st, err := l.stat(string(ref.File))
	if err == nil {
		if c, ok := l.cache.files[key]; ok && c.size == st.Size() && c.modTime.Equal(st.ModTime()) {
			return c.info, c.msg, c.hint
		}
	}
	info, msg, hint := l.inspect(ref)
	if err == nil {
		l.cache.files[key] = inspected{
			file:    string(ref.File),
			size:    st.Size(),
			modTime: st.ModTime(),
			info:    info,
			msg:     msg,
			hint:    hint,
		}
	}
	return info, msg, hint
}

func (l *loader) inspect(ref content.FileRef) (info FileInfo, msg, hint string) {
	name := string(ref.File)
	file, err := l.root.Open(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return info, fmt.Sprintf("file %q not found", name), l.nearMiss(name)
	case err != nil && strings.Contains(err.Error(), "escapes"):
		return info, fmt.Sprintf(
			"file %q points outside the content folder through a symbolic link",
			name,
		), "copy the file into the content folder"
	case err != nil:
		return info, fmt.Sprintf("cannot read file %q: %v", name, err), ""
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
	head = head[:n]
	ext := strings.ToLower(path.Ext(name))
	switch ref.Kind {
	case content.PDF:
		if !bytes.HasPrefix(head, []byte("%PDF-")) {
			return info, fmt.Sprintf("file %q is not a PDF", name), "export the document as PDF"
		}
		if ext != ".pdf" {
			msg, hint = misnamed(name, "a PDF", ".pdf")
			return info, msg, hint
		}
		tail := make([]byte, 1024)
		m, _ := file.ReadAt(tail, max(st.Size()-int64(len(tail)), 0))
		if !bytes.Contains(tail[:m], []byte("%%EOF")) {
			return info, fmt.Sprintf("file %q is a truncated PDF", name), "export the document again"
		}
		info.Format = "pdf"
	case content.Audio:
		if info.Format = audioFormat(head); info.Format == "" {
			return info, fmt.Sprintf(
				"file %q is not an audio file",
				name,
			), "use MP3 (plays in every browser), AAC, Ogg, Opus or WAV"
		}
		if !slices.Contains(extensions[info.Format], ext) {
			msg, hint = misnamed(name, "an audio file ("+strings.ToUpper(info.Format)+")", extensions[info.Format]...)
			return info, msg, hint
		}
	case content.Image, content.Pixels:
		if ext == ".svg" && ref.Kind == content.Pixels && ref.Path == "card" {
			return info, fmt.Sprintf(
					"file %q is an SVG: a link-preview card must be a PNG, JPEG, GIF or WebP image, which networks show",
					name,
				),
				"export it as a JPEG of 1200×630 px or larger"
		}
		if ext == ".svg" && ref.Kind == content.Pixels {
			return info, fmt.Sprintf(
					"file %q is an SVG: the site icon must be a PNG, JPEG, GIF or WebP image, from which portgen draws the favicon and the installed app's icons",
					name,
				),
				"export it as a square PNG of at least 512×512 px"
		}
		if ext == ".svg" {
			data, err := io.ReadAll(io.MultiReader(bytes.NewReader(head), io.LimitReader(file, maxSVG)))
			if err != nil {
				return info, fmt.Sprintf("cannot read file %q: %v", name, err), ""
			}
			if len(data) > maxSVG {
				return info, fmt.Sprintf(
					"file %q is an SVG over %d MiB",
					name,
					maxSVG>>20,
				), "simplify it, or export it as PNG or WebP"
			}
			w, h, err := checkSVG(data)
			if bad := (*svgError)(nil); errors.As(err, &bad) {
				return info, fmt.Sprintf(
					"file %q, %v",
					name,
					err,
				), "an image on a web page must be static: remove it in an editor, or export the image as PNG"
			}
			if err != nil {
				return info, fmt.Sprintf("file %q is not an SVG image: %v", name, err), "export the image again"
			}
			info.Format, info.Width, info.Height = "svg", w, h
			break
		}
		if _, err := file.Seek(0, io.SeekStart); err != nil {
			return info, fmt.Sprintf("cannot read file %q: %v", name, err), ""
		}
		cfg, format, err := image.DecodeConfig(file)
		if err != nil {
			return info, fmt.Sprintf("file %q is not an image", name), "use a PNG, JPEG, GIF, WebP or SVG file"
		}
		if !slices.Contains(extensions[format], ext) {
			msg, hint = misnamed(name, "a "+strings.ToUpper(format)+" image", extensions[format]...)
			return info, msg, hint
		}
		if cfg.Width > maxSide || cfg.Height > maxSide || cfg.Width*cfg.Height > maxPixels {
			return info, fmt.Sprintf(
					"image %q is %d × %d pixels, over portgen's limit of %d megapixels or %d a side",
					name,
					cfg.Width,
					cfg.Height,
					maxPixels/1_000_000,
					maxSide,
				),
				"scale it down: a 4K screen shows 3840 pixels across"
		}
		info.Format, info.Width, info.Height = format, cfg.Width, cfg.Height
	}
	return info, "", ""
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
	return fmt.Sprintf("file %q is %s named with %s", name, found, ext),
		fmt.Sprintf(
			"rename it to %s: a host serves a file as what its extension says",
			strings.TrimSuffix(path.Base(name), path.Ext(name))+want[0],
		)
}

// nearMiss suggests the file the owner probably meant: the same name with
// other capitals, the closest name in the folder, or the path without a
// leading "content/".
func (l *loader) nearMiss(name string) string {
	generic := "paths are relative to " + filepath.ToSlash(l.dir) + "/; check the spelling and that the file is there"
	if rest, ok := strings.CutPrefix(name, filepath.Base(l.dir)+"/"); ok {
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
			return fmt.Sprintf(
				"did you mean `%s`? File names are case-sensitive on most hosts",
				path.Join(dir, e.Name()),
			)
		}
		names = append(names, e.Name())
	}
	if best, ok := diag.Closest(path.Base(name), names); ok {
		return fmt.Sprintf("did you mean `%s`?", path.Join(dir, best))
	}
	return generic
}

// audioFormat names the container of an audio file from its first bytes,
// or returns "" for anything else.
func audioFormat(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte("ID3")),
		len(head) > 1 && head[0] == 0xFF && head[1]&0xE0 == 0xE0 && head[1]&0x06 != 0:
		return "mp3" // an ID3 tag, or an MPEG audio frame (layer bits set)
	case len(head) > 1 && head[0] == 0xFF && head[1]&0xF6 == 0xF0:
		return "aac" // an ADTS frame
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
