package dist

import (
	"bytes"
	"compress/gzip"
	"runtime"

	"golang.org/x/sync/errgroup"
)

// Size is a byte count, raw and gzip-compressed.
type Size struct{ Raw, Gzip int }

// Add is the sum of two sizes.
func (s Size) Add(o Size) Size { return Size{s.Raw + o.Raw, s.Gzip + o.Gzip} }

// Sizes measures files held in memory, raw and compressed as a host
// compresses them (gzip at its best level), on every core.
func Sizes(files []File) []Size {
	sizes := make([]Size, len(files))
	var group errgroup.Group
	group.SetLimit(runtime.GOMAXPROCS(0))
	for i, f := range files {
		group.Go(func() error {
			sizes[i] = Size{Raw: len(f.Data), Gzip: gzipSize(f.Data)}
			return nil
		})
	}
	group.Wait()
	return sizes
}

func gzipSize(data []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return buf.Len()
}
