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
	"time"

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

// Cache remembers the files it has read, by path, size and modification
// time, so that a rebuild reads and hashes only the files that changed. The
// zero value is ready to use.
type Cache struct {
	files map[string]cached
}

type cached struct {
	size    int64
	modTime time.Time
	path    string // the hashed name, without the base path
	data    []byte
}

// Fingerprint reads every referenced file and names its copy after its
// content. base is the site's base path, with leading and trailing slashes.
func (c *Cache) Fingerprint(files map[content.File]load.FileInfo, base string) (Map, error) {
	if c.files == nil {
		c.files = map[string]cached{}
	}
	out := Map{}
	seen := map[string]bool{}
	for ref, info := range files {
		st, err := os.Stat(info.Abs)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", ref, err)
		}
		key := info.Abs + "\x00" + string(ref)
		seen[key] = true
		entry, ok := c.files[key]
		if !ok || entry.size != st.Size() || !entry.modTime.Equal(st.ModTime()) {
			data, err := os.ReadFile(info.Abs)
			if err != nil {
				return nil, fmt.Errorf("read %s: %w", ref, err)
			}
			entry = cached{size: st.Size(), modTime: st.ModTime(), path: HashedName(string(ref), data), data: data}
			c.files[key] = entry
		}
		out[ref] = Asset{Path: entry.path, URL: base + entry.path, Width: info.Width, Height: info.Height, Data: entry.data}
	}
	for key := range c.files {
		if !seen[key] {
			delete(c.files, key) // no longer referenced: do not keep its bytes
		}
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
