package images

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/portgen/portgen/generator/internal/dist"
)

// cacheKey names one result: the whole hash of its source, the parameters
// that made it and the encoder version. It is also the file's name on disk,
// so it holds only characters that are safe in any file system.
func cacheKey(sum [sha256.Size]byte, params string) string {
	return fmt.Sprintf("%x-%s-v%d", sum, params, cacheVersion)
}

// cached returns the result stored under key, from the cache folder, or
// from memory when there is none, and otherwise from encode, whose result
// it stores there. A result in the folder is not read, so that a warm
// build of thousands of images neither holds them nor reads them again:
// the file returned opens it when it is written (and output links it from
// the last build when it can), and head is its first bytes, which tell its
// type.
func (p *Processor) cached(key string, encode func() ([]byte, error)) (f dist.File, head []byte, err error) {
	if p.Dir == "" {
		return p.cachedInMemory(key, encode)
	}
	onDisk := func(size int64) dist.File {
		return dist.File{Size: size, Open: func() ([]byte, error) { return p.openDisk(key) }}
	}
	if size, head, ok := p.peekDisk(key); ok {
		return onDisk(size), head, nil
	}
	data, err := encode()
	if err != nil {
		return dist.File{}, nil, err
	}
	p.encoded.Add(1)
	if err := p.writeDisk(key, data); err != nil {
		return dist.File{}, nil, err
	}
	return onDisk(int64(len(data))), data[:min(len(data), headSize)], nil
}

// lookup is the file cached under key and its first bytes, as cached
// returns them, if there is one.
func (p *Processor) lookup(key string) (dist.File, []byte, bool) {
	f, head, err := p.cached(key, func() ([]byte, error) { return nil, errNotCached })
	return f, head, err == nil
}

var errNotCached = errors.New("not in the cache")

// cachedInMemory is cached for a Processor with no folder.
func (p *Processor) cachedInMemory(key string, encode func() ([]byte, error)) (dist.File, []byte, error) {
	p.mu.Lock()
	data, ok := p.mem[key]
	p.mu.Unlock()
	if !ok {
		var err error
		if data, err = encode(); err != nil {
			return dist.File{}, nil, err
		}
		p.encoded.Add(1)
		p.mu.Lock()
		if p.mem == nil {
			p.mem = map[string][]byte{}
		}
		p.mem[key] = data
		p.mu.Unlock()
	}
	return dist.File{Data: data}, data, nil
}

// A file in the cache folder is the SHA-256 of its payload followed by the
// payload, so that a file cut short or changed by anything is noticed
// rather than served. It is written through a rename, so that a build
// killed mid-write leaves no half file.

// headSize is how much of a payload peekDisk reads: enough for sniffType.
const headSize = 16

// peekDisk reads the payload's size and its first bytes, or says that key
// has no entry that can be whole.
func (p *Processor) peekDisk(key string) (size int64, head []byte, ok bool) {
	file, err := os.Open(filepath.Join(p.Dir, key))
	if err != nil {
		return 0, nil, false
	}
	defer file.Close()
	st, err := file.Stat()
	if err != nil || st.Size() <= sha256.Size {
		return 0, nil, false
	}
	buf := make([]byte, sha256.Size+headSize)
	n, err := io.ReadFull(file, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return 0, nil, false
	}
	return st.Size() - sha256.Size, buf[sha256.Size:n], true
}

// openDisk reads the payload stored under key and checks its sum. An entry
// found damaged is removed, so that the next build encodes it again.
func (p *Processor) openDisk(key string) ([]byte, error) {
	file := filepath.Join(p.Dir, key)
	data, ok := p.readDisk(key)
	if !ok {
		os.Remove(file)
		return nil, fmt.Errorf(
			"image cache: %s was changed or cut short since it was written, and is now removed: build again to encode the image again",
			file,
		)
	}
	return data, nil
}

func (p *Processor) readDisk(key string) ([]byte, bool) {
	file, err := os.ReadFile(filepath.Join(p.Dir, key))
	if err != nil || len(file) < sha256.Size {
		return nil, false
	}
	sum, data := file[:sha256.Size], file[sha256.Size:]
	if want := sha256.Sum256(data); !bytes.Equal(sum, want[:]) {
		return nil, false
	}
	return data, true
}

// writeDisk stores data under key, through a temporary file and a rename.
func (p *Processor) writeDisk(key string, data []byte) (err error) {
	if err := os.MkdirAll(p.Dir, 0o755); err != nil {
		return fmt.Errorf("image cache: %w", err)
	}
	p.sweepOnce.Do(p.sweep)
	tmp, err := os.CreateTemp(p.Dir, ".tmp-"+key+"-*")
	if err != nil {
		return fmt.Errorf("image cache: %w", err)
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
			err = fmt.Errorf("image cache: %w", err)
		}
	}()
	sum := sha256.Sum256(data)
	_, werr := tmp.Write(sum[:])
	if werr == nil {
		_, werr = tmp.Write(data)
	}
	if err := errors.Join(werr, tmp.Close()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(p.Dir, key))
}

// staleAfter is how old a temporary file of the cache folder must be for
// sweep to take it for the leftover of a killed build or serve, rather
// than the file another one is writing.
const staleAfter = time.Hour

// sweep removes what builds and serves killed while they wrote left in the
// cache folder: temporary files, which no key names.
func (p *Processor) sweep() {
	tmps, _ := filepath.Glob(filepath.Join(p.Dir, ".tmp-*"))
	for _, tmp := range tmps {
		if st, err := os.Stat(tmp); err == nil && time.Since(st.ModTime()) > staleAfter {
			os.Remove(tmp)
		}
	}
}
