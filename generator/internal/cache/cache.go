// Package cache keeps what a build makes for the next one, in one folder:
// the encoded images, the link-preview cards, the résumé PDFs, the
// prerendered pages, the theme's bundle, the embedded theme unpacked, and
// the forges' answers. A warm build finds there all it needs and makes
// nothing.
//
// The folder holds a folder per layout version (v1/) and in it one per
// kind of entry (v1/images/, v1/cards/, …), where each entry is a file
// named by its key, which stands for everything it is made from. A
// portgen of another layout version reads none of this one's; `portgen
// cache clean` removes both. An entry is its bytes followed by their
// SHA-256, so that one cut short or changed is noticed rather than
// served. It is written to a temporary file (.tmp-…) in its kind's folder
// and renamed into place, so that builds killed midway or run two at once
// leave only whole entries; the first write of each kind in a process
// removes the temporary files there that are over an hour old, which
// killed writers left. A Cache with no folder keeps its entries in memory,
// for its own life (tests, and --cache-dir "").
//
// Images, cards and PDFs are named before they are made (later.go): Name
// and Later give an entry's file at once, whose Open makes the entry
// unless the cache holds it (Ensure: once, however many ask at once). A
// build looks for its entries first (Find), and makes those it lacks in
// the background (Background) while it prerenders its pages, waiting for
// them before it ends; portgen serve makes each when a browser first asks
// for it.
package cache

import (
	"bufio"
	"bytes"
	"cmp"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/portgen/portgen/generator/internal/dist"
)

// layoutVersion is the layout's: raise it with any change to how entries
// are named or stored, so that no portgen reads another's entries as its
// own.
const layoutVersion = 1

// Kind is what an entry is, and the name of its kind's folder.
type Kind string

// The kinds of entries.
const (
	Images Kind = "images" // image variants and the site's icons
	Cards  Kind = "cards"  // link-preview cards
	PDFs   Kind = "pdfs"   // résumé PDFs
	Pages  Kind = "pages"  // prerendered pages: one entry per content folder
	Bundle Kind = "bundle" // the theme's bundle: one entry per theme, base path and portgen binary
	Theme  Kind = "theme"  // the embedded theme, unpacked: a folder per archive (see Folder)
	Forges Kind = "forges" // the forges' answers: one entry per repository API URL
	Posts  Kind = "posts"  // the posts' bodies as HTML: one entry per version of a post and its URLs
)

// Kinds lists every kind.
var Kinds = []Kind{Images, Cards, PDFs, Pages, Bundle, Theme, Forges, Posts}

// Cache is a cache folder, or memory. It is safe for concurrent use.
type Cache struct {
	dir     string // <root>/v<layoutVersion>; "" keeps the entries in memory
	folders string // where Folder makes its folders: dir, or a temporary one
	shelves map[Kind]*shelf
	flights singleflight.Group // Ensure's makings under way, by kind and key
	mu      sync.Mutex
	mem     map[string][]byte // by kind and key, when there is no dir
}

// shelf is what the cache keeps for each kind.
type shelf struct {
	slots chan struct{} // one per maker at work (see Ensure)
	swept sync.Once     // the kind's stale temporary files removed (see sweep)
	made  atomic.Int64  // entries made, not found
}

// Open opens the cache folder root, which is made when first written;
// "" keeps the entries in memory.
func Open(root string) *Cache {
	c := &Cache{shelves: map[Kind]*shelf{}, mem: map[string][]byte{}}
	for _, k := range Kinds {
		c.shelves[k] = &shelf{slots: make(chan struct{}, runtime.GOMAXPROCS(0))}
	}
	if root != "" {
		c.dir = versioned(root)
	}
	// The embedded theme is read as files: in memory, it is unpacked
	// where every process without a cache folder finds it.
	c.folders = cmp.Or(c.dir, versioned(filepath.Join(os.TempDir(), "portgen-cache")))
	return c
}

// Memory is a cache that keeps its entries in memory, for its life.
func Memory() *Cache { return Open("") }

func versioned(root string) string { return filepath.Join(root, fmt.Sprintf("v%d", layoutVersion)) }

// Dir is the folder of kind's entries; "" for a cache in memory.
func (c *Cache) Dir(k Kind) string {
	if c.dir == "" {
		return ""
	}
	return filepath.Join(c.dir, string(k))
}

// headSize is how many of an entry's first bytes Find gives: enough to
// tell an image's type.
const headSize = 16

// Find gives kind's entry under key, without reading it all: a file whose
// Open reads it (and fails then if it is damaged), and its first bytes.
// It is false when there is none.
func (c *Cache) Find(k Kind, key string) (dist.File, []byte, bool) {
	if c.dir == "" {
		data, ok := c.inMemory(k, key)
		return dist.File{Data: data}, data[:min(len(data), headSize)], ok
	}
	f, err := os.Open(filepath.Join(c.Dir(k), key))
	if err != nil {
		return dist.File{}, nil, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.Size() < sha256.Size {
		return dist.File{}, nil, false
	}
	size := st.Size() - sha256.Size
	head := make([]byte, min(size, headSize))
	if _, err := io.ReadFull(f, head); err != nil {
		return dist.File{}, nil, false
	}
	return dist.File{Size: size, Open: func() ([]byte, error) { return c.read(k, key) }}, head, true
}

// Get reads kind's entry under key; false when there is none, or none
// whole.
func (c *Cache) Get(k Kind, key string) ([]byte, bool) {
	data, err := c.read(k, key)
	return data, err == nil
}

// read reads kind's entry under key and checks its sum. An entry found
// damaged is removed, so that the next build makes it again.
func (c *Cache) read(k Kind, key string) ([]byte, error) {
	if c.dir == "" {
		if data, ok := c.inMemory(k, key); ok {
			return data, nil
		}
		return nil, fmt.Errorf("the %s cache holds no %s", k, key)
	}
	file := filepath.Join(c.Dir(k), key)
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("the %s cache: %w", k, err)
	}
	payload, sum := data[:max(0, len(data)-sha256.Size)], data[max(0, len(data)-sha256.Size):]
	if want := sha256.Sum256(payload); len(sum) < sha256.Size || !bytes.Equal(sum, want[:]) {
		os.Remove(file)
		return nil, fmt.Errorf(
			"the %s cache: %s was changed or cut short since it was written, and is now removed: %s",
			k,
			file,
			"build again to make it again",
		)
	}
	return payload, nil
}

// Put keeps data under key as kind's entry. Callers share data with the
// cache, and must not change it.
func (c *Cache) Put(k Kind, key string, data []byte) error {
	return c.Write(k, key, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Write keeps what write writes under key as kind's entry, which replaces
// any entry there only once it is whole. The prerendered pages' entry,
// hundreds of megabytes at a thousand projects, is written as it is
// serialised rather than held twice.
func (c *Cache) Write(k Kind, key string, write func(io.Writer) error) error {
	if c.dir == "" {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		c.mu.Lock()
		c.mem[string(k)+"/"+key] = buf.Bytes()
		c.mu.Unlock()
		return nil
	}
	if err := c.writeFile(k, key, write); err != nil {
		return fmt.Errorf("the %s cache: %w", k, err)
	}
	return nil
}

func (c *Cache) inMemory(k Kind, key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	data, ok := c.mem[string(k)+"/"+key]
	return data, ok
}

// writeFile writes kind's entry into a temporary file and renames it into
// place.
func (c *Cache) writeFile(k Kind, key string, write func(io.Writer) error) (err error) {
	dir, err := c.folder(k, c.dir)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, tempPrefix+"*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if err := errors.Join(writeSummed(tmp, write), tmp.Close()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(dir, key))
}

// writeSummed writes to w what write writes, then its SHA-256.
func writeSummed(w io.Writer, write func(io.Writer) error) error {
	buf := bufio.NewWriter(w)
	sum := sha256.New()
	if err := write(io.MultiWriter(buf, sum)); err != nil {
		return err
	}
	if _, err := buf.Write(sum.Sum(nil)); err != nil {
		return err
	}
	return buf.Flush()
}

// folder makes the folder of kind's entries under root, and sweeps it
// once.
func (c *Cache) folder(k Kind, root string) (string, error) {
	dir := filepath.Join(root, string(k))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	c.shelves[k].swept.Do(func() { sweep(dir) })
	return dir, nil
}

// Writers name their temporary files and folders with tempPrefix, which
// no key starts with.
const tempPrefix = ".tmp-"

// staleAfter is how old a temporary file must be for sweep to take it for
// the leftover of a killed build or serve, rather than the file another
// one is writing.
const staleAfter = time.Hour

// sweep removes from dir what writers killed midway left there: their
// temporary files and folders, when older than staleAfter.
func sweep(dir string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), tempPrefix) {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > staleAfter {
			os.RemoveAll(filepath.Join(dir, e.Name()))
		}
	}
}

// Trim keeps the newest n entries of kind, by when they were written, and
// removes the others: the bundles, one per theme and base path in use.
func (c *Cache) Trim(k Kind, n int) {
	if c.dir == "" {
		return
	}
	entries, _ := os.ReadDir(c.Dir(k))
	type written struct {
		name string
		at   time.Time
	}
	var list []written
	for _, e := range entries {
		if info, err := e.Info(); err == nil && !strings.HasPrefix(e.Name(), tempPrefix) {
			list = append(list, written{e.Name(), info.ModTime()})
		}
	}
	slices.SortFunc(list, func(a, b written) int { return b.at.Compare(a.at) })
	for _, e := range list[min(n, len(list)):] {
		os.Remove(filepath.Join(c.Dir(k), e.name))
	}
}
