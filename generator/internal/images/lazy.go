package images

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"

	"github.com/portgen/portgen/generator/internal/cache"
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
	return out, p.nameLater(name, data, reopen, out, jobs)
}

// nameLater names the variants that plan listed, each encoded when its
// file is first read (see Later).
func (p *Processor) nameLater(
	name string,
	data []byte,
	reopen func() ([]byte, error),
	out Responsive,
	jobs []job,
) error {
	return p.name(name, data, jobs, func(j job) dist.File {
		return p.store().Later(cache.Images, j.key, func() ([]byte, error) {
			data, err := reread(name, j.source, reopen)
			if err != nil {
				return nil, err
			}
			return encoders(name, data, out, []job{j})[0]()
		})
	})
}

// Checked is Later for a build that keeps no file, as portgen check's: it
// names the same variants, and encodes none unless a file is read, but
// it decodes the source whole, for the damage that its header does not
// show (a file cut off), unless the cache holds every variant already,
// which were made from these very bytes.
func (p *Processor) Checked(
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
	if all, err := p.placeCached(name, jobs); all || err != nil {
		return out, err
	}
	if _, err := decode(data); err != nil {
		return Responsive{}, &DecodeError{name, err}
	}
	return out, p.nameLater(name, data, reopen, out, jobs)
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
	// The work holds the decoded source and its halvings while it runs
	// only: a build of thousands of images does not keep them.
	work := sync.OnceValue(func() error {
		data, err := reread(name, jobs[0].source, reopen)
		if err != nil {
			return err
		}
		encode := encoders(name, data, out, jobs)
		for i, j := range jobs {
			if err := p.ensure(j.key, encode[i]); err != nil {
				return err
			}
		}
		return nil
	})
	err = p.name(name, data, jobs, func(j job) dist.File { return p.store().Name(cache.Images, j.key, work) })
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

// name names the variants that plan listed, each file as named makes it
// (see Later and Ahead).
func (p *Processor) name(name string, data []byte, jobs []job, named func(job) dist.File) error {
	fallbackType, err := p.fallbackType(name, data, jobs[0].key)
	if err != nil {
		return err
	}
	for _, j := range jobs {
		typ := "image/webp"
		if j.format == fallbackFormat {
			typ = fallbackType
		}
		file := named(j)
		file.Path = variantPath(name, j.source, j.width, typ)
		*j.out = Variant{File: file, Type: typ, Width: j.width, Height: j.height}
	}
	return nil
}

// fallbackType is the type of the fallback of the source data, which is in
// its name: JPEG, or PNG for a source with transparency, which the header
// tells, or else the cached fallback, or else the pixels.
func (p *Processor) fallbackType(name string, data []byte, key string) (string, error) {
	if opaqueByHeader(data) {
		return "image/jpeg", nil
	}
	if _, head, ok := p.lookup(key); ok {
		return sniffType(head), nil
	}
	src, err := decodeSource(name, data)
	if err != nil || src.opaque {
		return "image/jpeg", err
	}
	return "image/png", nil
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
