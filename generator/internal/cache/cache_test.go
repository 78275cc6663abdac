package cache

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestAnEntryIsFoundWhereItWasPut(t *testing.T) {
	for _, root := range []string{t.TempDir(), ""} {
		c := Open(root)
		if _, _, ok := c.Find(Cards, "k"); ok {
			t.Fatalf("cache %q: found an entry never put", root)
		}
		payload := []byte("\xff\xd8\xff a card, as a JPEG starts, and then its pixels")
		if err := c.Put(Cards, "k", payload); err != nil {
			t.Fatal(err)
		}
		f, head, ok := c.Find(Cards, "k")
		if !ok || f.Len() != int64(len(payload)) || !bytes.Equal(head, payload[:headSize]) {
			t.Fatalf("cache %q: found %v, %d bytes, head %q", root, ok, f.Len(), head)
		}
		if data, err := f.Bytes(); err != nil || !bytes.Equal(data, payload) {
			t.Errorf("cache %q: read %q, %v", root, data, err)
		}
		if _, _, ok := c.Find(Images, "k"); ok {
			t.Errorf("cache %q: a card's key found an image", root)
		}
	}
}

// The folder holds a folder per layout version, one per kind in it, and an
// entry per key: a portgen of another layout reads none of this one's.
func TestEntriesAreKeptByVersionAndKind(t *testing.T) {
	root := t.TempDir()
	if err := Open(root).Put(PDFs, "k", []byte("%PDF-")); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, fmt.Sprintf("v%d", layoutVersion), "pdfs", "k"))
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) || len(data) != 5+32 {
		t.Fatalf("the entry on disk: %q, %v", data, err)
	}
	if data, ok := Open(root).Get(PDFs, "k"); !ok || string(data) != "%PDF-" {
		t.Errorf("another process read %q, %v", data, ok)
	}
	if err := os.Rename(filepath.Join(root, fmt.Sprintf("v%d", layoutVersion)), filepath.Join(root, "v0")); err != nil {
		t.Fatal(err)
	}
	if _, ok := Open(root).Get(PDFs, "k"); ok {
		t.Error("an entry of another layout was read")
	}
}

// An entry too short to hold a sum is not found; one whose sum no longer
// matches is found, and reading it fails and removes it, so that the next
// build makes it again.
func TestADamagedEntryIsNeverRead(t *testing.T) {
	damages := []struct {
		name  string
		alter func([]byte) []byte
		found bool
	}{
		{"garbage", func([]byte) []byte { return []byte("not an entry") }, false},
		{"empty", func([]byte) []byte { return nil }, false},
		{"cut short", func(b []byte) []byte { return b[:len(b)-1] }, true},
		{"one byte flipped", flipByte, true},
	}
	for _, d := range damages {
		t.Run(d.name, func(t *testing.T) {
			c := Open(t.TempDir())
			if err := c.Put(Images, "k", bytes.Repeat([]byte("pixels"), 20)); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(c.Dir(Images), "k")
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, d.alter(data), 0o644); err != nil {
				t.Fatal(err)
			}
			f, _, found := c.Find(Images, "k")
			if found != d.found {
				t.Fatalf("found %v", found)
			}
			if !found {
				return
			}
			if _, err := f.Bytes(); err == nil || !strings.Contains(err.Error(), "build again") {
				t.Errorf("reading it: %v", err)
			}
			if _, err := os.Stat(file); !os.IsNotExist(err) {
				t.Errorf("the damaged entry is still there: %v", err)
			}
		})
	}
}

func flipByte(b []byte) []byte {
	b[3] ^= 0xff
	return b
}

// The temporary files of writers killed long ago are removed by the next
// write of their kind; a recent one, perhaps another writer's, stays, and
// so does what is not the cache's.
func TestTheCacheSweepsItsOwnStaleTemporaryFiles(t *testing.T) {
	root := t.TempDir()
	version := filepath.Join(root, fmt.Sprintf("v%d", layoutVersion))
	files := []struct {
		path         string
		old, removed bool
	}{
		{filepath.Join(version, "images", ".tmp-1"), true, true},
		{filepath.Join(version, "images", ".tmp-2"), false, false}, // perhaps being written
		{filepath.Join(version, "cards", ".tmp-3"), true, false},   // a kind not written yet
		{filepath.Join(root, ".tmp-4"), true, false},               // in no kind's folder
		{filepath.Join(version, "images", "notes.txt"), true, false},
	}
	long := time.Now().Add(-2 * staleAfter)
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f.path, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
		if f.old {
			if err := os.Chtimes(f.path, long, long); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := Open(root).Put(Images, "k", []byte("whole")); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, err := os.Stat(f.path); os.IsNotExist(err) != f.removed {
			t.Errorf("%s: removed %v, want %v", f.path, os.IsNotExist(err), f.removed)
		}
	}
}

func TestWriteStreamsAnEntry(t *testing.T) {
	for _, root := range []string{t.TempDir(), ""} {
		c := Open(root)
		err := c.Write(Pages, "k", func(w io.Writer) error {
			for i := range 3 {
				fmt.Fprintf(w, "page %d\n", i)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if data, ok := c.Get(Pages, "k"); !ok || string(data) != "page 0\npage 1\npage 2\n" {
			t.Errorf("cache %q: %q, %v", root, data, ok)
		}
		failed := fmt.Errorf("the disk is full")
		if err := c.Write(Pages, "k", func(io.Writer) error { return failed }); err == nil {
			t.Errorf("cache %q: a failed write succeeded", root)
		}
		if data, _ := c.Get(Pages, "k"); string(data) != "page 0\npage 1\npage 2\n" {
			t.Errorf("cache %q: a failed write replaced the entry with %q", root, data)
		}
		if entries, _ := os.ReadDir(c.Dir(Pages)); root != "" && len(entries) != 1 {
			t.Errorf("a failed write left %d files beside the entry", len(entries)-1)
		}
	}
}

func TestTrimKeepsTheNewest(t *testing.T) {
	c := Open(t.TempDir())
	for i := range 5 {
		key := fmt.Sprint(i)
		if err := c.Put(Bundle, key, []byte(key)); err != nil {
			t.Fatal(err)
		}
		at := time.Now().Add(time.Duration(i-10) * time.Minute)
		if err := os.Chtimes(filepath.Join(c.Dir(Bundle), key), at, at); err != nil {
			t.Fatal(err)
		}
	}
	c.Trim(Bundle, 2)
	for i := range 5 {
		if _, ok := c.Get(Bundle, fmt.Sprint(i)); ok != (i >= 3) {
			t.Errorf("entry %d kept: %v", i, ok)
		}
	}
}
