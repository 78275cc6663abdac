package server

import (
	"bytes"
	"io/fs"
	"path"
	"sync"
	"time"

	"github.com/portgen/portgen/generator/internal/dist"
)

// MemFS is a read-only file system of a build's files, by slash-separated
// path; the folders are those the paths imply. A file the build does not
// hold is read when it is opened.
type MemFS struct {
	files map[string]dist.File
	more  Lookup
	dirs  func() map[string]bool // made when first asked for: serve makes a MemFS at each save
}

// Lookup finds a file of a build that its list does not hold, by path:
// one made when asked for (serve's link-preview cards); nil finds none.
type Lookup func(path string) (dist.File, bool)

// NewMemFS serves files, which it must not change, and those more finds.
func NewMemFS(files map[string]dist.File, more Lookup) *MemFS {
	return &MemFS{files: files, more: more, dirs: sync.OnceValue(func() map[string]bool {
		dirs := map[string]bool{".": true}
		for p := range files {
			for d := path.Dir(p); d != "."; d = path.Dir(d) {
				dirs[d] = true
			}
		}
		return dirs
	})}
}

// Open opens a file or a folder (which can be stat'ed, not listed).
func (m *MemFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	f, ok := m.files[name]
	if !ok && m.more != nil {
		f, ok = m.more(name)
	}
	if ok {
		data, err := f.Bytes()
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		return &memFile{
			info:   memInfo{name: path.Base(name), size: int64(len(data))},
			Reader: bytes.NewReader(data),
		}, nil
	}
	if m.dirs()[name] {
		return &memFile{info: memInfo{name: path.Base(name), dir: true}, Reader: bytes.NewReader(nil)}, nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

type memFile struct {
	info memInfo
	*bytes.Reader
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *memFile) Close() error               { return nil }

type memInfo struct {
	name string
	size int64
	dir  bool
}

func (i memInfo) Name() string       { return i.name }
func (i memInfo) Size() int64        { return i.size }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return i.dir }
func (i memInfo) Sys() any           { return nil }
func (i memInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o555
	}
	return 0o444
}
