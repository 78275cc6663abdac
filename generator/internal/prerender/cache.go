package prerender

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"unsafe"

	"github.com/portgen/portgen/generator/internal/pagemark"
)

// cacheMagic starts the cache's file, and changes when what a pagemark.Key covers
// or the format changes, so that an older portgen's renders are not read as
// this one's. The file is the magic, then for each page its key, the
// length of its HTML (4 bytes, little-endian) and the HTML: read at once
// and kept as it is read, which a file of a few hundred megabytes needs.
const cacheMagic = "portgen-prerender-2\n"

// Cache holds rendered pages by key, in memory and, when it has a file, on
// disk between builds. A nil *Cache keeps nothing.
type Cache struct {
	file    string
	mu      sync.Mutex
	entries map[pagemark.Key]string
	used    map[pagemark.Key]bool // the keys asked for or added since the last Save
	changed bool                  // entries differ from the file's
}

// OpenCache reads the renders kept in file; "" keeps them in memory only.
// A missing, unreadable, older or cut file is an empty cache: it only
// costs renders.
func OpenCache(file string) *Cache {
	c := &Cache{file: file, entries: map[pagemark.Key]string{}, used: map[pagemark.Key]bool{}}
	if file == "" {
		return c
	}
	data, err := os.ReadFile(file)
	if err != nil || !bytes.HasPrefix(data, []byte(cacheMagic)) {
		return c
	}
	entries := map[pagemark.Key]string{}
	for rest := data[len(cacheMagic):]; len(rest) > 0; {
		var k pagemark.Key
		if len(rest) < len(k)+4 {
			return c
		}
		copy(k[:], rest)
		n := int(binary.LittleEndian.Uint32(rest[len(k):]))
		rest = rest[len(k)+4:]
		if n > len(rest) {
			return c
		}
		// The strings share the file's one buffer, which nothing writes.
		entries[k] = unsafe.String(unsafe.SliceData(rest), n)
		rest = rest[n:]
	}
	c.entries = entries
	return c
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
	c.entries[k], c.used[k], c.changed = html, true, true
}

// Save keeps the renders of the pages asked for since the last Save, the
// pages of the last build, and drops the others; it writes the file if that
// changed anything.
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
	if c.file == "" || !c.changed {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(c.file), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(c.file), ".pages-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // once renamed, there is nothing to remove
	w := bufio.NewWriterSize(tmp, 1<<20)
	w.WriteString(cacheMagic)
	for _, k := range slices.SortedFunc(maps.Keys(c.entries), func(a, b pagemark.Key) int { return bytes.Compare(a[:], b[:]) }) {
		html := c.entries[k]
		w.Write(k[:])
		w.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(html))))
		w.WriteString(html)
	}
	if err := errors.Join(w.Flush(), tmp.Close()); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), c.file); err != nil {
		return err
	}
	c.changed = false
	return nil
}
