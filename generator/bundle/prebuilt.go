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

	"github.com/portgen/portgen/generator/theme"
)

// The prebuilt bundles: the embedded theme bundled when the binary was
// made, for the base path "/" (what `portgen new site` writes), minified
// for `portgen build` and readable for `portgen serve`. A site that uses
// the embedded theme as it is, with no override, takes them as they are:
// its first build in a new cache folder runs no esbuild, which was most of
// the time before serve's first page. The bundle of a theme is the same
// for every site (TestTheBundleHoldsNoContent), so nothing of the site is
// in them.
//
// `go generate ./generator/bundle` (make theme-archive, after the theme's
// archive) writes them with internal/prebundle; they name the archive they
// were made from, and a binary whose archive is another ignores them.

//go:generate go run ../../internal/prebundle

// PrebuiltName is the file of the prebuilt bundles, next to this source file.
const PrebuiltName = "prebuilt.gob.gz"

//go:embed prebuilt.gob.gz
var prebuiltFile []byte

// Prebuilt is what PrebuiltName holds.
type Prebuilt struct {
	Theme   string // theme.Hash() of the embedded theme they were made from
	Bundles []PrebuiltBundle
}

// PrebuiltBundle is the bundle of the embedded theme with Options' Base
// and Readable.
type PrebuiltBundle struct {
	Base     string
	Readable bool
	Result   Result
}

// prebuiltBases are the base paths bundled ahead.
var prebuiltBases = []string{"/"}

var prebuilt = sync.OnceValue(func() Prebuilt {
	p, err := ReadPrebuilt(prebuiltFile)
	if err != nil {
		return Prebuilt{} // damaged: every build bundles
	}
	return p
})

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
		if e.Base == b.opts.Base && e.Readable == b.opts.Readable {
			r := e.Result
			r.Cached = true
			return &r
		}
	}
	return nil
}

// MakePrebuilt bundles the embedded theme as a site without overrides
// does, for each prebuilt base path, minified and readable, unpacking it
// into cacheDir.
func MakePrebuilt(cacheDir string) (Prebuilt, error) {
	th, err := theme.Open("", cacheDir)
	if err != nil {
		return Prebuilt{}, err
	}
	p := Prebuilt{Theme: theme.Hash()}
	for _, base := range prebuiltBases {
		for _, readable := range []bool{false, true} {
			b, err := New(Options{Theme: th, Base: base, Readable: readable})
			if err != nil {
				return Prebuilt{}, err
			}
			b.built = true // not from the prebuilt bundles themselves
			r, err := b.Build()
			b.Close()
			if err != nil {
				return Prebuilt{}, err
			}
			p.Bundles = append(p.Bundles, PrebuiltBundle{Base: base, Readable: readable, Result: *r})
		}
	}
	return p, nil
}

// Equal tells whether two sets of prebuilt bundles hold the same, as
// PrebuiltName keeps them (where an empty list and none are one).
func (p Prebuilt) Equal(q Prebuilt) bool {
	return reflect.DeepEqual(roundTrip(p), roundTrip(q))
}

func roundTrip(p Prebuilt) any {
	data, err := WritePrebuilt(p)
	if err != nil {
		return err.Error()
	}
	back, err := ReadPrebuilt(data)
	if err != nil {
		return err.Error()
	}
	return back
}

// WritePrebuilt encodes p as PrebuiltName holds it.
func WritePrebuilt(p Prebuilt) ([]byte, error) {
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if err := gob.NewEncoder(gz).Encode(p); err != nil {
		return nil, err
	}
	if err := gz.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ReadPrebuilt decodes what WritePrebuilt wrote.
func ReadPrebuilt(data []byte) (Prebuilt, error) {
	var p Prebuilt
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return p, fmt.Errorf("the prebuilt bundles are damaged: %w", err)
	}
	if err := gob.NewDecoder(gz).Decode(&p); err != nil {
		return p, fmt.Errorf("the prebuilt bundles are damaged: %w", err)
	}
	return p, nil
}

// ReadPrebuiltFile reads the file at path, as internal/prebundle compares
// it with what it would write.
func ReadPrebuiltFile(path string) (Prebuilt, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Prebuilt{}, err
	}
	return ReadPrebuilt(data)
}
