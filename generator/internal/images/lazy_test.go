package images

import (
	"bytes"
	"errors"
	"image"
	"strings"
	"sync"
	"testing"

	"github.com/portgen/portgen/generator/internal/cache"
)

// lazyFixture is a source and a processor that names its variants.
func lazyFixture(t *testing.T, dir string) (*Processor, Responsive, *int) {
	t.Helper()
	data := encodeJPEGFixture(t, photo(800, 500, 0xff))
	reads := 0
	var mu sync.Mutex
	p := &Processor{Cache: cache.Open(dir)}
	r, err := p.Later("media/shot.jpg", data, func() ([]byte, error) {
		mu.Lock()
		reads++
		mu.Unlock()
		return data, nil
	}, []int{400, 800}, 800)
	if err != nil {
		t.Fatal(err)
	}
	return p, r, &reads
}

func TestLaterNamesWithoutEncoding(t *testing.T) {
	dir := t.TempDir()
	p, lazy, reads := lazyFixture(t, dir)
	if p.Encoded() != 0 || *reads != 0 {
		t.Fatalf("naming the variants encoded %d and read the source %d times", p.Encoded(), *reads)
	}
	// The same names, sizes and types as a build's.
	data := encodeJPEGFixture(t, photo(800, 500, 0xff))
	built, err := (&Processor{}).Responsive("media/shot.jpg", data, []int{400, 800}, 800)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range append(lazy.WebP, lazy.Fallback...) {
		want := append(built.WebP, built.Fallback...)[i]
		if v.Path != want.Path || v.Type != want.Type || v.Width != want.Width || v.Height != want.Height {
			t.Errorf(
				"lazy variant %s %s %d×%d, a build's %s %s %d×%d",
				v.Path,
				v.Type,
				v.Width,
				v.Height,
				want.Path,
				want.Type,
				want.Width,
				want.Height,
			)
		}
		got, err := v.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want.Data) {
			t.Errorf("%s: the lazy bytes differ from a build's", v.Path)
		}
	}
}

func TestLaterEncodesOnFirstReadOnly(t *testing.T) {
	dir := t.TempDir()
	p, r, reads := lazyFixture(t, dir)
	v := r.WebP[0]
	first, err := v.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if cfg, _, err := image.DecodeConfig(bytes.NewReader(first)); err != nil || cfg.Width != 400 {
		t.Fatalf("first read: %v, %d px wide", err, cfg.Width)
	}
	if p.Encoded() != 1 || *reads != 1 {
		t.Fatalf("first read encoded %d, read the source %d times; want 1 and 1", p.Encoded(), *reads)
	}
	again, err := v.Bytes()
	if err != nil || !bytes.Equal(again, first) {
		t.Fatalf("second read: %v, same bytes %v", err, bytes.Equal(again, first))
	}
	if p.Encoded() != 1 || *reads != 1 {
		t.Errorf("second read encoded %d, read the source %d times; want it from the cache", p.Encoded(), *reads)
	}
	// A serve started again finds it in the folder.
	p2, r2, reads2 := lazyFixture(t, dir)
	if _, err := r2.WebP[0].Bytes(); err != nil || p2.Encoded() != 0 || *reads2 != 0 {
		t.Errorf(
			"a new serve: %v, encoded %d, read the source %d times; want it from the folder",
			err,
			p2.Encoded(),
			*reads2,
		)
	}
}

func TestLaterEncodesOnceWhenAskedTwiceAtOnce(t *testing.T) {
	for _, dir := range []string{t.TempDir(), ""} {
		p, r, reads := lazyFixture(t, dir)
		var wg sync.WaitGroup
		got := make([][]byte, 8)
		for i := range got {
			wg.Go(func() {
				data, err := r.Fallback[0].Bytes()
				if err != nil {
					t.Error(err)
				}
				got[i] = data
			})
		}
		wg.Wait()
		if p.Encoded() != 1 || *reads != 1 {
			t.Errorf(
				"cache folder %q: 8 reads at once encoded %d, read the source %d times; want 1",
				dir,
				p.Encoded(),
				*reads,
			)
		}
		for _, g := range got[1:] {
			if !bytes.Equal(g, got[0]) {
				t.Error("reads at once got different bytes")
			}
		}
	}
}

func TestLaterSourceChangedSinceFails(t *testing.T) {
	data := encodeJPEGFixture(t, photo(300, 200, 0xff))
	p := &Processor{}
	r, err := p.Later(
		"media/a.jpg",
		data,
		func() ([]byte, error) { return encodeJPEGFixture(t, photo(300, 200, 0x10)), nil },
		[]int{300},
		300,
	)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.WebP[0].Bytes(); err == nil || !strings.Contains(err.Error(), "changed since") {
		t.Errorf("a source changed since: %v", err)
	}
}

// Ahead names a build's variants as Later does, and its work encodes each
// once: a variant read while the work runs is not encoded twice. With all of them cached, Ahead has no
// work and its files are the cache's, sizes known.
func TestAheadEncodesEachVariantOnce(t *testing.T) {
	data := encodeJPEGFixture(t, photo(800, 500, 0xff))
	for _, dir := range []string{t.TempDir(), ""} {
		p := &Processor{Cache: cache.Open(dir)}
		reads := 0
		var mu sync.Mutex
		reopen := func() ([]byte, error) {
			mu.Lock()
			reads++
			mu.Unlock()
			return data, nil
		}
		r, work, err := p.Ahead("media/shot.jpg", data, reopen, []int{400, 800}, 800)
		if err != nil {
			t.Fatal(err)
		}
		if work == nil || p.Encoded() != 0 || reads != 0 {
			t.Fatalf(
				"cache folder %q: naming encoded %d, read the source %d times, work %v",
				dir,
				p.Encoded(),
				reads,
				work != nil,
			)
		}
		var wg sync.WaitGroup
		wg.Go(func() {
			if err := work(); err != nil {
				t.Error(err)
			}
		})
		early, err := r.WebP[1].Bytes() // as a card reads a variant while the work runs
		if err != nil {
			t.Fatal(err)
		}
		wg.Wait()
		if p.Encoded() != 3 {
			t.Errorf("cache folder %q: %d encodings of 3 variants", dir, p.Encoded())
		}
		built, err := (&Processor{}).Responsive("media/shot.jpg", data, []int{400, 800}, 800)
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range append(r.WebP, r.Fallback...) {
			want := append(built.WebP, built.Fallback...)[i]
			got, err := v.Bytes()
			if err != nil || v.Path != want.Path || !bytes.Equal(got, want.Data) {
				t.Errorf("cache folder %q: %s (%v) is not a build's %s", dir, v.Path, err, want.Path)
			}
		}
		if !bytes.Equal(early, built.WebP[1].Data) {
			t.Errorf("cache folder %q: the variant read early differs", dir)
		}
		again, work, err := p.Ahead("media/shot.jpg", data, reopen, []int{400, 800}, 800)
		if err != nil || work != nil {
			t.Fatalf("cache folder %q: all cached: %v, work %v", dir, err, work != nil)
		}
		for _, v := range append(again.WebP, again.Fallback...) {
			if v.Len() <= 0 {
				t.Errorf("cache folder %q: all cached, %s has no size", dir, v.Path)
			}
		}
		if p.Encoded() != 3 {
			t.Errorf("cache folder %q: all cached, %d encodings", dir, p.Encoded())
		}
	}
}

// A source cut off after its header is named, and its work fails with a
// DecodeError, which a build reports at the line that names the file.
func TestAheadOfADamagedSourceFails(t *testing.T) {
	data := encodeJPEGFixture(t, photo(800, 500, 0xff))
	data = data[:len(data)/2]
	p := &Processor{}
	_, work, err := p.Ahead("media/cut.jpg", data, func() ([]byte, error) { return data, nil }, []int{400}, 800)
	if err != nil {
		t.Fatal(err)
	}
	var bad *DecodeError
	if err := work(); !errors.As(err, &bad) || bad.Name != "media/cut.jpg" {
		t.Errorf("work: %v, want a DecodeError for media/cut.jpg", err)
	}
}
