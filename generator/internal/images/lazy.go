package images

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"

	"github.com/portgen/portgen/generator/internal/dist"
)

// Later is Responsive for portgen serve, which shows its first page before
// any image is encoded: it names the same variants, from the source's
// header, and encodes each when its file is first read (dist.File.Open),
// once however many ask for it at once, into the cache as Responsive
// does. A variant read again comes from the cache. The source is read
// again from reopen when a variant is encoded, so that serve holds no
// image's bytes; a source that has changed since fails the read, and the
// rebuild that its change starts names new variants.
func (p *Processor) Later(
	name string,
	data []byte,
	reopen func() ([]byte, error),
	webp []int,
	fallback int,
) (Responsive, error) {
	out, jobs, err := p.plan(name, data, webp, fallback)
	if err != nil {
		return Responsive{}, err
	}
	return out, p.later(name, data, jobs, func(j job) func() ([]byte, error) {
		encode := func() ([]byte, error) {
			data, err := reread(name, j.source, reopen)
			if err != nil {
				return nil, err
			}
			return encoders(name, data, out, []job{j})[0]()
		}
		return func() ([]byte, error) { return p.once(j.key, encode) }
	})
}

// Ahead is Later for a build, which wants every variant and has the cores
// to spare while it writes the pages: it names the variants as Later does
// and returns the work of encoding all of them, to run in the background,
// in which the widths share one decoding of the source and its halvings,
// as Responsive's do, each encoded in one of the processor's slots. A
// variant read before then (a card reads one) runs that work first, once.
// When every variant is in the cache already, Ahead is Responsive, whose
// files are their cache entries, and there is no work.
func (p *Processor) Ahead(
	name string,
	data []byte,
	reopen func() ([]byte, error),
	webp []int,
	fallback int,
) (Responsive, func() error, error) {
	out, jobs, err := p.plan(name, data, webp, fallback)
	if err != nil {
		return Responsive{}, nil, err
	}
	if all, err := p.placeCached(name, jobs); all || err != nil {
		return out, nil, err
	}
	work := sync.OnceValue(func() error {
		data, err := reread(name, jobs[0].source, reopen)
		if err != nil {
			return err
		}
		encode := encoders(name, data, out, jobs)
		for i, j := range jobs {
			if _, err := p.made(j.key, encode[i]); err != nil { // not read back: the build writes it later
				return err
			}
		}
		return nil
	})
	err = p.later(name, data, jobs, func(j job) func() ([]byte, error) {
		return func() ([]byte, error) {
			if err := work(); err != nil {
				return nil, err
			}
			file, _, ok := p.lookup(j.key)
			if !ok {
				return nil, fmt.Errorf("%s: the %d px variant left the cache as it was made", name, j.width)
			}
			return file.Bytes()
		}
	})
	if err != nil {
		return Responsive{}, nil, err
	}
	return out, work, nil
}

// placeCached puts every job's variant in place from the cache, and says
// so, or says that the cache lacks one.
func (p *Processor) placeCached(name string, jobs []job) (bool, error) {
	type hit struct {
		file dist.File
		head []byte
	}
	hits := make([]hit, len(jobs))
	for i, j := range jobs {
		file, head, ok := p.lookup(j.key)
		if !ok {
			return false, nil
		}
		hits[i] = hit{file, head}
	}
	for i, j := range jobs {
		if err := place(name, j, hits[i].file, hits[i].head); err != nil {
			return false, err
		}
	}
	return true, nil
}

// later names the variants that plan listed, each read by the function
// that open makes for it when its file is first read (see Later).
func (p *Processor) later(name string, data []byte, jobs []job, open func(job) func() ([]byte, error)) error {
	// The fallback's type (JPEG, or PNG for a source with transparency)
	// is in its name: the header tells it, or the cached file, or else
	// the pixels.
	fallbackType := "image/jpeg"
	if !opaqueByHeader(data) {
		_, head, ok := p.peek(jobs[0].key)
		if !ok {
			src, err := decodeSource(name, data)
			if err != nil {
				return err
			}
			head = []byte("\xff\xd8\xff")
			if !src.opaque {
				head = []byte("\x89PNG\r\n\x1a\n")
			}
		}
		fallbackType = sniffType(head)
	}
	for _, j := range jobs {
		typ := "image/webp"
		if j.format == fallbackFormat {
			typ = fallbackType
		}
		file := dist.File{Path: variantPath(name, j.source, j.width, typ), Size: -1, Open: open(j)}
		*j.out = Variant{File: file, Type: typ, Width: j.width, Height: j.height}
	}
	return nil
}

// reread reads a source again, which must not have changed since it was
// named.
func reread(name string, sum [sha256.Size]byte, reopen func() ([]byte, error)) ([]byte, error) {
	data, err := reopen()
	if err == nil && sha256.Sum256(data) != sum {
		err = fmt.Errorf("%s changed since the site was built", name)
	}
	return data, err
}

// flight is an encoding under way, which others asking for it wait for.
type flight struct {
	done chan struct{}
	file dist.File
	err  error
}

// once returns the result cached under key, or encodes it (see made).
func (p *Processor) once(key string, encode func() ([]byte, error)) ([]byte, error) {
	file, err := p.made(key, encode)
	if err != nil {
		return nil, err
	}
	return file.Bytes()
}

// made returns the file cached under key, unread, or encodes it, with no
// more encoders at once than Responsive runs, and only once while it is
// under way however many ask. Only an encoder holds one of the slots that
// bound them: one who waits for another's encoding holds none, so that
// waiting never keeps the encoding it waits for from a slot.
func (p *Processor) made(key string, encode func() ([]byte, error)) (dist.File, error) {
	p.mu.Lock()
	if f := p.flights[key]; f != nil {
		p.mu.Unlock()
		<-f.done
		return f.file, f.err
	}
	if p.flights == nil {
		p.flights = map[string]*flight{}
	}
	f := &flight{done: make(chan struct{})}
	p.flights[key] = f
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		delete(p.flights, key)
		p.mu.Unlock()
		close(f.done)
	}()
	f.file, _, f.err = p.cached(key, func() ([]byte, error) {
		p.slotsOnce.Do(p.makeSlots)
		p.slots <- struct{}{}
		defer func() { <-p.slots }()
		return encode()
	})
	return f.file, f.err
}

// peek looks for key in the cache without reading it all.
func (p *Processor) peek(key string) (size int64, head []byte, ok bool) {
	if p.Dir != "" {
		return p.peekDisk(key)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	data, ok := p.mem[key]
	return int64(len(data)), data[:min(len(data), headSize)], ok
}

// opaqueByHeader says that an image's header rules out transparency: a
// JPEG, or a PNG in grey or RGB with no transparent colour (tRNS before
// its pixels). Other images may have some, which only their pixels tell.
func opaqueByHeader(data []byte) bool {
	switch sniffType(data) {
	case "image/jpeg":
		return true
	case "image/png":
	default:
		return false
	}
	if len(data) < 33 || data[25] != 0 && data[25] != 2 { // IHDR's colour type: grey, RGB
		return false
	}
	for at := 8; at+8 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[at:]))
		switch string(data[at+4 : at+8]) {
		case "tRNS":
			return false
		case "IDAT":
			return true
		}
		at += 12 + n
	}
	return false
}
