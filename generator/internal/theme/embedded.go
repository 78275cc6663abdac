package theme

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/cache"
)

// The embedded theme: the repository's theme/ as one archive inside the
// binary, so that `go install` gives a portgen that builds a site with no
// Node.js. It holds the theme's sources, its portgen.json, and of its npm
// packages only the files the bundle reads (with the package.json files
// that steer their resolution and each package's licence). One archive and
// not an embedded folder: node_modules holds names that //go:embed drops
// (_private/), that module zips refuse, and that .gitignore ignores.
//
// esbuild resolves packages from real files only, so the archive is
// unpacked once per theme hash into the cache and bundled from there,
// exactly as theme/ is: the same input paths give the same output.
//
// The archive is made by `go generate ./generator/internal/theme` (make
// theme-archive) from theme/ and its installed node_modules; a test fails
// when it is stale.

//go:generate go run ./packtheme

// ArchiveName is the archive's file name, next to this source file.
const ArchiveName = "default-theme.tar.gz"

//go:embed default-theme.tar.gz
var archive []byte

// Hash names the embedded theme: the first 12 hex digits of the archive's
// SHA-256. `portgen version` prints it; the unpacked copy is named after it.
func Hash() string { return hash() }

var hash = sync.OnceValue(func() string {
	sum := sha256.Sum256(archive)
	return hex.EncodeToString(sum[:])[:12]
})

// EmbeddedFile is one file of the embedded theme.
type EmbeddedFile struct {
	Path string // slash-separated, relative to the theme
	Data []byte
}

var (
	unpackOnce sync.Once
	unpacked   []EmbeddedFile
	unpackErr  error
)

// EmbeddedFiles returns every file of the embedded archive, sorted by path.
func EmbeddedFiles() ([]EmbeddedFile, error) {
	unpackOnce.Do(func() { unpacked, unpackErr = ReadArchive(archive) })
	return unpacked, unpackErr
}

// SourceFiles lists the embedded theme's sources, those a site can
// override: the files of src/. (The manifest, package.json and
// tsconfig.json steer the whole theme and are not replaced one by one.)
func SourceFiles() ([]EmbeddedFile, error) {
	all, err := EmbeddedFiles()
	if err != nil {
		return nil, err
	}
	var out []EmbeddedFile
	for _, f := range all {
		if strings.HasPrefix(f.Path, "src/") {
			out = append(out, f)
		}
	}
	return out, nil
}

// WriteArchive packs files as a reproducible tar.gz: sorted, every file
// 0644, no times or owners, so that the same files give the same bytes.
func WriteArchive(files []EmbeddedFile) ([]byte, error) {
	files = slices.Clone(files)
	slices.SortFunc(files, func(a, b EmbeddedFile) int { return strings.Compare(a.Path, b.Path) })
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(gz)
	for _, f := range files {
		if err := checkArchivePath(f.Path); err != nil {
			return nil, err
		}
		hdr := &tar.Header{
			Name:     f.Path,
			Mode:     0o644,
			Size:     int64(len(f.Data)),
			Typeflag: tar.TypeReg,
			Format:   tar.FormatPAX,
		}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.Data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := gz.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ReadArchive unpacks a tar.gz made by WriteArchive into memory.
func ReadArchive(data []byte) ([]EmbeddedFile, error) {
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("the embedded theme is damaged: %w", err)
	}
	tr := tar.NewReader(gz)
	var files []EmbeddedFile
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("the embedded theme is damaged: %w", err)
		}
		if hdr.Typeflag != tar.TypeReg {
			continue
		}
		if err := checkArchivePath(hdr.Name); err != nil {
			return nil, err
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return nil, fmt.Errorf("the embedded theme is damaged: %w", err)
		}
		files = append(files, EmbeddedFile{Path: hdr.Name, Data: data})
	}
	return files, nil
}

// checkArchivePath refuses a path that would land outside the folder it is
// unpacked into.
func checkArchivePath(p string) error {
	if p == "" || path.IsAbs(p) || path.Clean(p) != p || p == ".." || strings.HasPrefix(p, "../") ||
		strings.Contains(p, `\`) {
		return fmt.Errorf("the embedded theme holds a bad path %q", p)
	}
	return nil
}

// unpack writes the embedded theme into the cache, a folder per archive,
// unless it is there already, and returns that folder (see
// cache.Cache.Folder).
func unpack(store *cache.Cache) (string, error) {
	dir, err := store.Folder(cache.Theme, Hash(), writeEmbedded)
	if err != nil {
		return "", fmt.Errorf("unpack the theme: %w", err)
	}
	return dir, nil
}

// writeEmbedded writes every file of the embedded theme into dir.
func writeEmbedded(dir string) error {
	files, err := EmbeddedFiles()
	if err != nil {
		return err
	}
	for _, f := range files {
		target := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(target, f.Data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
