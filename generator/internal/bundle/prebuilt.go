package bundle

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/gob"
	"fmt"
	"os"
	"reflect"
	"sync"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/theme"
)

// The prebuilt bundles: the embedded theme bundled when the binary was
// made, for the base path "/" (what `portgen new site` writes), for
// `portgen build` and for `portgen serve` (Options.Serve). A site that uses
// the embedded theme as it is, with no override, takes them as they are:
// its first build in a new cache folder runs no esbuild, which was most of
// the time before serve's first page. The bundle of a theme is the same
// for every site (TestTheBundleHoldsNoContent), so nothing of the site is
// in them.
//
// `go generate ./generator/internal/bundle` (make theme-archive, after the theme's
// archive) writes them with prebundle; they name the archive they
// were made from, and a binary whose archive is another ignores them.

//go:generate go run ./prebundle

// PrebuiltName is the file of the prebuilt bundles, next to this source file.
const PrebuiltName = "prebuilt.gob"

//go:embed prebuilt.gob
var prebuiltFile []byte

// Prebuilt is what PrebuiltName holds.
type Prebuilt struct {
	Theme   string // theme.Hash() of the embedded theme they were made from
	Bundles []PrebuiltBundle
}

// PrebuiltBundle is the bundle of the embedded theme with Options' Base
// and Serve, as a gzipped gob of its Result: a build decodes the one it
// takes only.
type PrebuiltBundle struct {
	Base   string
	Serve  bool
	Result []byte
}

// prebuiltBases are the base paths bundled ahead.
var prebuiltBases = []string{"/"}

var prebuilt = sync.OnceValue(func() Prebuilt {
	p, err := decodePrebuilt(prebuiltFile)
	if err != nil {
		return Prebuilt{} // damaged, or none: every build bundles
	}
	return p
})

func decodePrebuilt(data []byte) (Prebuilt, error) {
	var p Prebuilt
	err := gob.NewDecoder(bytes.NewReader(data)).Decode(&p)
	return p, err
}

// readPrebuilt returns the prebuilt bundle that this bundler would make, or
// nil: a theme folder, an override or another base path bundles.
func (b *Bundler) readPrebuilt() *Result {
	if !b.opts.Theme.Embedded || len(b.opts.Overrides) > 0 {
		return nil
	}
	p := prebuilt()
	if p.Theme != theme.Hash() {
		return nil
	}
	for _, e := range p.Bundles {
		if e.Base == b.opts.Base && e.Serve == b.opts.Serve {
			r, err := decodeResult(e.Result)
			if err != nil {
				return nil
			}
			r.Cached = true
			return r
		}
	}
	return nil
}

// MakePrebuilt bundles the embedded theme as a site without overrides
// does, for each prebuilt base path, for build and for serve, unpacking it
// into the cache folder cacheDir.
func MakePrebuilt(cacheDir string) (Prebuilt, error) {
	th, err := theme.Open("", cache.Open(cacheDir))
	if err != nil {
		return Prebuilt{}, err
	}
	p := Prebuilt{Theme: theme.Hash()}
	for _, base := range prebuiltBases {
		for _, serve := range []bool{false, true} {
			b, err := New(Options{Theme: th, Base: base, Serve: serve})
			if err != nil {
				return Prebuilt{}, err
			}
			b.built = true // not from the prebuilt bundles themselves
			r, err := b.Build()
			b.Close()
			if err != nil {
				return Prebuilt{}, err
			}
			data, err := encodeResult(r)
			if err != nil {
				return Prebuilt{}, err
			}
			p.Bundles = append(p.Bundles, PrebuiltBundle{Base: base, Serve: serve, Result: data})
		}
	}
	return p, nil
}

// Equal tells whether two sets of prebuilt bundles hold the same bundles.
// (Their bytes may differ: gob writes a map in any order.)
func (p Prebuilt) Equal(q Prebuilt) bool {
	if p.Theme != q.Theme || len(p.Bundles) != len(q.Bundles) {
		return false
	}
	for i, a := range p.Bundles {
		b := q.Bundles[i]
		x, errx := decodeResult(a.Result)
		y, erry := decodeResult(b.Result)
		if a.Base != b.Base || a.Serve != b.Serve || errx != nil || erry != nil || !reflect.DeepEqual(x, y) {
			return false
		}
	}
	return true
}

func encodeResult(r *Result) ([]byte, error) {
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if err := gob.NewEncoder(gz).Encode(r); err != nil {
		return nil, err
	}
	if err := gz.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func decodeResult(data []byte) (*Result, error) {
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	var r Result
	if err := gob.NewDecoder(gz).Decode(&r); err != nil {
		return nil, err
	}
	return &r, nil
}

// WritePrebuilt encodes p as PrebuiltName holds it.
func WritePrebuilt(p Prebuilt) ([]byte, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(p); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ReadPrebuiltFile reads the file at path, as prebundle compares
// it with what it would write.
func ReadPrebuiltFile(path string) (Prebuilt, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Prebuilt{}, err
	}
	p, err := decodePrebuilt(data)
	if err != nil {
		return Prebuilt{}, fmt.Errorf("%s is damaged: %w", path, err)
	}
	return p, nil
}
