package images

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// cacheKey names one result: the whole hash of its source, the parameters
// that made it and the encoder version. It is also the file's name on disk,
// so it holds only characters that are safe in any file system.
func cacheKey(sum [sha256.Size]byte, params string) string {
	return fmt.Sprintf("%x-%s-v%d", sum, params, cacheVersion)
}

// cached returns the bytes stored under key, from memory, then from disk,
// and otherwise from encode, whose result it stores in both.
func (p *Processor) cached(key string, encode func() ([]byte, error)) ([]byte, error) {
	p.mu.Lock()
	data, ok := p.mem[key]
	p.mu.Unlock()
	if ok {
		return data, nil
	}
	data, ok = p.readDisk(key)
	if !ok {
		var err error
		if data, err = encode(); err != nil {
			return nil, err
		}
		p.encoded.Add(1)
		if err := p.writeDisk(key, data); err != nil {
			return nil, err
		}
	}
	p.mu.Lock()
	if p.mem == nil {
		p.mem = map[string][]byte{}
	}
	p.mem[key] = data
	p.mu.Unlock()
	return data, nil
}

// A file in the cache folder is the SHA-256 of its payload followed by the
// payload, so that a file cut short or changed by anything is noticed and
// read as a miss rather than served.

func (p *Processor) readDisk(key string) ([]byte, bool) {
	if p.Dir == "" {
		return nil, false
	}
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

// writeDisk writes through a temporary file and a rename, so that a build
// killed mid-write leaves no half file under the key.
func (p *Processor) writeDisk(key string, data []byte) (err error) {
	if p.Dir == "" {
		return nil
	}
	if err := os.MkdirAll(p.Dir, 0o755); err != nil {
		return fmt.Errorf("image cache: %w", err)
	}
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
