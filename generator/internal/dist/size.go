package dist

import (
	"bytes"
	"compress/gzip"
	"runtime"
	"sync"
)

// Size is a byte count, raw and gzip-compressed.
type Size struct{ Raw, Gzip int }

// Add is the sum of two sizes.
func (s Size) Add(o Size) Size { return Size{s.Raw + o.Raw, s.Gzip + o.Gzip} }

// Sizes measures files held in memory, raw and compressed as a host
// compresses them (gzip at its best level), on every core.
func Sizes(files []File) []Size {
	sizes := make([]Size, len(files))
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, f := range files {
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			sizes[i] = Size{Raw: len(f.Data), Gzip: gzipSize(f.Data)}
		})
	}
	wg.Wait()
	return sizes
}

func gzipSize(data []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return buf.Len()
}
