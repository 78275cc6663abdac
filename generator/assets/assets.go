// Package assets fingerprints the files a site refers to (images, PDFs): it
// names each copy after a hash of its content, so that hosts can cache it
// forever, and gives the URL under which the site serves it.
package assets

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/load"
)

// Asset is one fingerprinted file.
type Asset struct {
	Path   string // in the output folder, slash-separated: media/photo.3f2a9c1e.jpg
	URL    string // absolute path under the base path: /portfolio/media/photo.3f2a9c1e.jpg
	Width  int    // images only
	Height int
	Data   []byte
}

// Map holds the assets of a site by the reference the content uses.
type Map map[content.File]Asset

// Fingerprint reads every referenced file and names its copy after its
// content. base is the site's base path, with leading and trailing slashes.
func Fingerprint(files map[content.File]load.FileInfo, base string) (Map, error) {
	out := Map{}
	for ref, info := range files {
		data, err := os.ReadFile(info.Abs)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", ref, err)
		}
		p := HashedName(string(ref), data)
		out[ref] = Asset{Path: p, URL: base + p, Width: info.Width, Height: info.Height, Data: data}
	}
	return out, nil
}

// HashedName inserts a short hash of data before the extension of name.
func HashedName(name string, data []byte) string {
	sum := sha256.Sum256(data)
	ext := path.Ext(name)
	return strings.TrimSuffix(name, ext) + "." + hex.EncodeToString(sum[:])[:10] + ext
}

// Sorted returns the assets in output-path order.
func (m Map) Sorted() []Asset {
	list := make([]Asset, 0, len(m))
	for _, a := range m {
		list = append(list, a)
	}
	slices.SortFunc(list, func(a, b Asset) int { return strings.Compare(a.Path, b.Path) })
	return list
}
