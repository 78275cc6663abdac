// Package dist is a built site's files: what each stage of the pipeline
// makes and the output stage writes, relative to the output folder.
package dist

import (
	"crypto/sha256"
	"encoding/hex"
	"path"
	"slices"
	"strings"
)

// AssetsDir is the output folder of every file named after its content: the
// theme's bundle, the content's files and the compiled data. Hosts can cache
// all of it for a year with one rule.
const AssetsDir = "assets/"

// HashedName inserts a short hash of data before the extension of name.
func HashedName(name string, data []byte) string {
	sum := sha256.Sum256(data)
	ext := path.Ext(name)
	return strings.TrimSuffix(name, ext) + "." + hex.EncodeToString(sum[:])[:10] + ext
}

// File is one file of the built site.
type File struct {
	Path string // slash-separated, relative to the output folder
	Data []byte // the content, unless Open reads it
	// Open and Size stand for content that a build does not hold: the
	// encoded images, kept in the image cache's folder, which a large site
	// has thousands of. Open reads it when it must be written or served.
	// serve's pages are made when they are read: their Size is -1.
	Open func() ([]byte, error)
	Size int64
	// Items are the elements of the JSON array that Data holds, when the
	// stage that wrote it joined them: portgen serve sends an open page
	// the ones a save changed, rather than having it fetch the whole file.
	Items [][]byte
}

// Bytes returns the content, reading it if the file does not hold it.
func (f File) Bytes() ([]byte, error) {
	if f.Open == nil {
		return f.Data, nil
	}
	return f.Open()
}

// Len is the content's size in bytes.
func (f File) Len() int64 {
	if f.Open == nil {
		return int64(len(f.Data))
	}
	return f.Size
}

// Sorted is files sorted by path, the first of each path kept. It sorts
// their indexes and copies each file once: a site's files are thousands,
// and a file is ten words, which a sort in place moves many times.
func Sorted(files []File) []File {
	order := make([]int32, len(files))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortStableFunc(order, func(a, b int32) int { return strings.Compare(files[a].Path, files[b].Path) })
	out := make([]File, 0, len(files))
	for _, i := range order {
		if n := len(out); n == 0 || out[n-1].Path != files[i].Path {
			out = append(out, files[i])
		}
	}
	return out
}
