package load

import (
	"bytes"
	"encoding/xml"
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
	"strconv"
	"strings"

	_ "golang.org/x/image/webp"

	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/diag"
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
		if checked[u] || ref.File == "" || f.broken || f.accounted(ref.Path) || content.CheckPath(string(ref.File)) != nil {
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

// inspectCached inspects a file unless it has the size and modification
// time it had when last inspected as the same kind.
func (l *loader) inspectCached(ref content.FileRef) (FileInfo, string, string) {
	key := string(ref.File) + "\x00" + string(ref.Kind)
	st, err := l.root.Stat(string(ref.File))
	if err == nil {
		if c, ok := l.cache.files[key]; ok && c.size == st.Size() && c.modTime.Equal(st.ModTime()) {
			return c.info, c.msg, c.hint
		}
	}
	info, msg, hint := l.inspect(ref)
	if err == nil {
		l.cache.files[key] = inspected{size: st.Size(), modTime: st.ModTime(), info: info, msg: msg, hint: hint}
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
		return info, fmt.Sprintf("file %q points outside the content folder through a symbolic link", name), "copy the file into the content folder"
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
	switch ref.Kind {
	case content.PDF:
		if !bytes.HasPrefix(head, []byte("%PDF-")) {
			return info, fmt.Sprintf("file %q is not a PDF", name), "export the document as PDF"
		}
		tail := make([]byte, 1024)
		m, _ := file.ReadAt(tail, max(st.Size()-int64(len(tail)), 0))
		if !bytes.Contains(tail[:m], []byte("%%EOF")) {
			return info, fmt.Sprintf("file %q is a truncated PDF", name), "export the document again"
		}
		info.Format = "pdf"
	case content.Audio:
		if info.Format = audioFormat(head); info.Format == "" {
			return info, fmt.Sprintf("file %q is not an audio file", name), "use MP3 (plays in every browser), AAC, Ogg, Opus or WAV"
		}
	case content.Image:
		if _, err := file.Seek(0, io.SeekStart); err != nil {
			return info, fmt.Sprintf("cannot read file %q: %v", name, err), ""
		}
		if strings.EqualFold(path.Ext(name), ".svg") {
			w, h, err := svgSize(file)
			if err != nil {
				return info, fmt.Sprintf("file %q is not an SVG image: %v", name, err), "export the image again"
			}
			info.Format, info.Width, info.Height = "svg", w, h
			break
		}
		cfg, format, err := image.DecodeConfig(file)
		if err != nil {
			return info, fmt.Sprintf("file %q is not an image", name), "use a PNG, JPEG, GIF, WebP or SVG file"
		}
		info.Format, info.Width, info.Height = format, cfg.Width, cfg.Height
	}
	return info, "", ""
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
			return fmt.Sprintf("did you mean `%s`? File names are case-sensitive on most hosts", path.Join(dir, e.Name()))
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
	case bytes.HasPrefix(head, []byte("ID3")), len(head) > 1 && head[0] == 0xFF && head[1]&0xE0 == 0xE0 && head[1]&0x06 != 0:
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

// svgSize reads the size of an SVG from its root element: width and height,
// or else the viewBox.
func svgSize(r io.Reader) (w, h int, err error) {
	dec := xml.NewDecoder(io.LimitReader(r, 1<<20))
	for {
		tok, err := dec.Token()
		if err != nil {
			return 0, 0, errors.New("no <svg> root element")
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if el.Name.Local != "svg" {
			return 0, 0, fmt.Errorf("the root element is <%s>", el.Name.Local)
		}
		attrs := map[string]string{}
		for _, a := range el.Attr {
			attrs[a.Name.Local] = a.Value
		}
		w, h = svgLength(attrs["width"]), svgLength(attrs["height"])
		if f := strings.Fields(strings.ReplaceAll(attrs["viewBox"], ",", " ")); (w == 0 || h == 0) && len(f) == 4 {
			vw, _ := strconv.ParseFloat(f[2], 64)
			vh, _ := strconv.ParseFloat(f[3], 64)
			w, h = int(vw), int(vh)
		}
		if w <= 0 || h <= 0 {
			return 0, 0, errors.New("it has no width and height nor viewBox")
		}
		return w, h, nil
	}
}

func svgLength(s string) int {
	v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "px"), 64)
	if err != nil {
		return 0
	}
	return int(v)
}
