package prerender

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"sync"
	"unsafe"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

// cacheMagic starts the cache's entry, and changes when what a
// pagemark.Key covers or the format changes, so that an older portgen's
// renders are not read as this one's. The entry is the magic, then for
// each page its key, the length of its HTML (4 bytes, little-endian) and
// the HTML: read at once and kept as it is read, which an entry of a few
// hundred megabytes needs.
const cacheMagic = "portgen-prerender-2\n"

// Cache holds rendered pages by key, in memory and, when it has a store,
// in the cache between builds. A nil *Cache keeps nothing.
type Cache struct {
	store   *cache.Cache
	key     string // of its entry in store
	mu      sync.Mutex
	entries map[pagemark.Key]string
	used    map[pagemark.Key]bool // the keys asked for or added since the last Save
	changed bool                  // entries differ from the store's
}

// OpenCache reads the renders of the site built from the content folder
// content, kept in store: one entry per content folder, as each holds the
// pages of its last build only. A nil store keeps them in memory only. A
// missing, older or cut entry is an empty cache: it only costs renders.
func OpenCache(store *cache.Cache, content string) *Cache {
	c := &Cache{entries: map[pagemark.Key]string{}, used: map[pagemark.Key]bool{}}
	abs, err := filepath.Abs(content)
	if store == nil || err != nil {
		return c
	}
	folder := sha256.Sum256([]byte(abs))
	c.store, c.key = store, hex.EncodeToString(folder[:8])
	data, ok := store.Get(cache.Pages, c.key)
	if ok {
		c.entries = parseEntries(data)
	}
	return c
}

// parseEntries reads the renders of an entry, none if it is of another
// format or cut short.
func parseEntries(data []byte) map[pagemark.Key]string {
	if !bytes.HasPrefix(data, []byte(cacheMagic)) {
		return map[pagemark.Key]string{}
	}
	entries := map[pagemark.Key]string{}
	for rest := data[len(cacheMagic):]; len(rest) > 0; {
		var k pagemark.Key
		if len(rest) < len(k)+4 {
			return map[pagemark.Key]string{}
		}
		copy(k[:], rest)
		n := int(binary.LittleEndian.Uint32(rest[len(k):]))
		rest = rest[len(k)+4:]
		if n > len(rest) {
			return map[pagemark.Key]string{}
		}
		// The strings share the entry's one buffer, which nothing writes.
		entries[k] = unsafe.String(unsafe.SliceData(rest), n)
		rest = rest[n:]
	}
	return entries
}

func (c *Cache) get(k pagemark.Key) (string, bool) {
	if c == nil {
		return "", false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	html, ok := c.entries[k]
	if ok {
		c.used[k] = true
	}
	return html, ok
}

func (c *Cache) put(k pagemark.Key, html string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries[k] = html
	c.used[k] = true
	c.changed = true
}

// Save keeps the renders of the pages asked for since the last Save, the
// pages of the last build, and drops the others; it writes the store's
// entry if that changed anything.
func (c *Cache) Save() error {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for k := range c.entries {
		if !c.used[k] {
			delete(c.entries, k)
			c.changed = true
		}
	}
	c.used = map[pagemark.Key]bool{}
	if c.store == nil || !c.changed {
		return nil
	}
	if err := c.store.Write(cache.Pages, c.key, c.write); err != nil {
		return err
	}
	c.changed = false
	return nil
}

// write writes the entries, in the order of their keys, to the cache's
// writer, which keeps the first error until it is flushed.
func (c *Cache) write(w io.Writer) error {
	io.WriteString(w, cacheMagic)
	byKey := func(a, b pagemark.Key) int { return bytes.Compare(a[:], b[:]) }
	for _, k := range slices.SortedFunc(maps.Keys(c.entries), byKey) {
		html := c.entries[k]
		w.Write(k[:])
		w.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(html))))
		io.WriteString(w, html)
	}
	return nil
}
