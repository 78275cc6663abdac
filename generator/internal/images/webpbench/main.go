// Command webpbench compares the WebP encoders of this build on the starter
// site's images (content/media), at the widths a build makes of them: for
// each encoder, the time to encode (the median of a few runs, one encode at
// a time), the bytes, and the SSIM of the decoded result against the
// resized source. A build with cgo has two encoders, libwebp through cgo
// and gen2brain's transpiled libwebp; one without cgo has the second only.
// One line per variant on stderr, a JSON summary on stdout:
//
//	go run -tags nodynamic ./generator/internal/images/webpbench
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	_ "image/gif" // registers the decoder for image.Decode
	_ "image/jpeg"
	_ "image/png"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	gen2brain "github.com/gen2brain/webp"
	"golang.org/x/image/draw"
	"golang.org/x/image/webp"

	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/variants"
	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	media := flag.String("media", filepath.Join(sitetest.Root(), "content", "media"), "folder of images to encode")
	runs := flag.Int("runs", 3, "encodes of each variant by each encoder; the median counts")
	flag.Parse()
	if *runs < 1 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: go run ./generator/internal/images/webpbench [-media DIR] [-runs N]")
		os.Exit(2)
	}
	sum, err := bench(*media, *runs, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "webpbench:", err)
		os.Exit(1)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(sum); err != nil {
		fmt.Fprintln(os.Stderr, "webpbench:", err)
		os.Exit(1)
	}
}

// summary is what the command prints on stdout.
type summary struct {
	Images   int      `json:"images"`   // source files
	Variants int      `json:"variants"` // resized copies, each encoded by every encoder
	Runs     int      `json:"runs"`
	Encoders []totals `json:"encoders"`
	// SystemLibwebp says gen2brain encoded with a libwebp of the system
	// (through purego) rather than its own Go code: build with -tags
	// nodynamic to measure the Go code.
	SystemLibwebp bool `json:"gen2brain_system_libwebp"`
}

type totals struct {
	Name     string  `json:"name"`
	TotalMs  float64 `json:"total_ms"` // sum of the medians
	Bytes    int     `json:"total_bytes"`
	MeanSSIM float64 `json:"mean_ssim"`
	MinSSIM  float64 `json:"min_ssim"`
}

// bench encodes every image under dir, reporting each variant to log.
func bench(dir string, runs int, log io.Writer) (summary, error) {
	encoders := images.Encoders()
	sum := summary{Runs: runs, SystemLibwebp: gen2brain.Dynamic() == nil}
	for _, e := range encoders {
		sum.Encoders = append(sum.Encoders, totals{Name: e.Name, MinSSIM: 1})
	}
	files, err := rasterFiles(dir)
	if err != nil {
		return summary{}, err
	}
	if len(files) == 0 {
		return summary{}, fmt.Errorf("no JPEG, PNG or GIF under %s", dir)
	}
	fmt.Fprintf(log, "%-40s %6s %-8s", "image", "width", "type")
	for _, e := range encoders {
		fmt.Fprintf(log, " | %-24s", e.Name+": ms, bytes, SSIM")
	}
	fmt.Fprintln(log)
	for _, file := range files {
		src, err := decodeFile(file)
		if err != nil {
			return summary{}, err
		}
		name, _ := filepath.Rel(dir, file)
		// As generator/internal/images decides: from the source's pixels.
		opaque := false
		if o, ok := src.(interface{ Opaque() bool }); ok {
			opaque = o.Opaque()
		}
		kind := "lossless"
		if opaque {
			kind = "lossy"
		}
		for _, w := range widths(src.Bounds().Dx()) {
			scaled := resize(src, w)
			ref := luma(scaled)
			fmt.Fprintf(log, "%-40s %6d %-8s", filepath.ToSlash(name), w, kind)
			for i, e := range encoders {
				ms, data, err := timeEncode(e, scaled, opaque, runs)
				if err != nil {
					return summary{}, fmt.Errorf("%s at %dw, %s: %w", name, w, e.Name, err)
				}
				decoded, err := webp.Decode(bytes.NewReader(data))
				if err != nil {
					return summary{}, fmt.Errorf("%s at %dw, %s: cannot decode the result: %w", name, w, e.Name, err)
				}
				s := ssim(ref, luma(decoded))
				t := &sum.Encoders[i]
				t.TotalMs += ms
				t.Bytes += len(data)
				t.MeanSSIM += s
				t.MinSSIM = min(t.MinSSIM, s)
				fmt.Fprintf(log, " | %8.1f %8d %6.4f", ms, len(data), s)
			}
			fmt.Fprintln(log)
			sum.Variants++
		}
		sum.Images++
	}
	for i := range sum.Encoders {
		sum.Encoders[i].MeanSSIM /= float64(sum.Variants)
	}
	return sum, nil
}

// rasterFiles lists the images under dir that a build resizes, sorted.
func rasterFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch strings.ToLower(filepath.Ext(p)) {
		case ".jpg", ".jpeg", ".png", ".gif":
			files = append(files, p)
		}
		return nil
	})
	slices.Sort(files)
	return files, err
}

func decodeFile(file string) (image.Image, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return img, nil
}

// widths are the widths of the ladder a build picks from for an image
// srcWidth wide, capped at the source's, without repeats.
func widths(srcWidth int) []int { return variants.Capped(srcWidth, variants.Ladder) }

// resize scales src to width w as generator/internal/images does: Catmull-Rom into
// premultiplied RGBA, the aspect ratio kept.
func resize(src image.Image, w int) *image.RGBA {
	sb := src.Bounds()
	h := sb.Dy()
	if w != sb.Dx() {
		h = max(1, int(math.Round(float64(w)*float64(sb.Dy())/float64(sb.Dx()))))
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	if w == sb.Dx() {
		draw.Draw(dst, dst.Bounds(), src, sb.Min, draw.Src)
	} else {
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, sb, draw.Src, nil)
	}
	return dst
}

// timeEncode encodes img runs times and returns the median time in
// milliseconds and the bytes of the last run.
func timeEncode(e images.Encoder, img *image.RGBA, opaque bool, runs int) (float64, []byte, error) {
	times := make([]float64, runs)
	var data []byte
	for i := range runs {
		start := time.Now()
		var err error
		if data, err = e.Encode(img, opaque); err != nil {
			return 0, nil, err
		}
		times[i] = float64(time.Since(start).Microseconds()) / 1000
	}
	slices.Sort(times)
	return times[runs/2], data, nil
}

// plane is one channel of an image, row by row.
type plane struct {
	w, h int
	v    []float64
}

// luma is the image's luma as VP8 codes it (BT.601, studio range 16 to
// 235), of its premultiplied colours, so that fully transparent pixels all
// count as black. A lossy WebP decodes to YCbCr, whose Y plane is that luma
// already: converting it to RGB in Go would use the full-range formula of
// JPEG and shift every colour.
func luma(img image.Image) plane {
	b := img.Bounds()
	p := plane{b.Dx(), b.Dy(), make([]float64, b.Dx()*b.Dy())}
	switch m := img.(type) {
	case *image.YCbCr:
		lumaPlane(p, m.Y, m.YStride)
	case *image.NYCbCrA:
		lumaPlane(p, m.Y, m.YStride)
	default:
		rgba, ok := img.(*image.RGBA)
		if !ok {
			rgba = image.NewRGBA(b)
			draw.Draw(rgba, b, img, b.Min, draw.Src)
		}
		for y := range p.h {
			row := rgba.Pix[y*rgba.Stride:]
			for x := range p.w {
				px := row[4*x : 4*x+3]
				// libwebp's VP8RGBToY
				luma := 16839*int(px[0]) + 33059*int(px[1]) + 6420*int(px[2])
				p.v[y*p.w+x] = float64((luma + 1<<15 + 16<<16) >> 16)
			}
		}
	}
	return p
}

func lumaPlane(p plane, y []byte, stride int) {
	for row := range p.h {
		for x := range p.w {
			p.v[row*p.w+x] = float64(y[row*stride+x])
		}
	}
}

// ssim is the mean structural similarity of two planes of the same size
// (Wang et al. 2004): 11×11 Gaussian windows of σ 1.5, wholly inside the
// image, with the paper's constants for 8-bit values.
func ssim(a, b plane) float64 {
	const (
		radius = 5
		c1     = (0.01 * 255) * (0.01 * 255)
		c2     = (0.03 * 255) * (0.03 * 255)
	)
	if a.w != b.w || a.h != b.h {
		panic(fmt.Sprintf("ssim of %d×%d and %d×%d", a.w, a.h, b.w, b.h))
	}
	var kernel [2*radius + 1]float64
	var total float64
	for i := range kernel {
		d := float64(i - radius)
		kernel[i] = math.Exp(-d * d / (2 * 1.5 * 1.5))
		total += kernel[i]
	}
	for i := range kernel {
		kernel[i] /= total
	}
	product := func(f func(x, y float64) float64) plane {
		p := plane{a.w, a.h, make([]float64, len(a.v))}
		for i := range p.v {
			p.v[i] = f(a.v[i], b.v[i])
		}
		return blur(p, kernel[:])
	}
	muA := product(func(x, _ float64) float64 { return x })
	muB := product(func(_, y float64) float64 { return y })
	aa := product(func(x, _ float64) float64 { return x * x })
	bb := product(func(_, y float64) float64 { return y * y })
	ab := product(func(x, y float64) float64 { return x * y })
	if len(muA.v) == 0 {
		panic(fmt.Sprintf("ssim of a %d×%d plane, smaller than the window", a.w, a.h))
	}
	var sum float64
	for i := range muA.v {
		ma, mb := muA.v[i], muB.v[i]
		va := aa.v[i] - ma*ma // the variances and the covariance
		vb := bb.v[i] - mb*mb
		cov := ab.v[i] - ma*mb
		sum += (2*ma*mb + c1) * (2*cov + c2) / ((ma*ma + mb*mb + c1) * (va + vb + c2))
	}
	return sum / float64(len(muA.v))
}

// blur convolves p with the separable kernel, keeping only the positions
// where the whole kernel lies inside p.
func blur(p plane, kernel []float64) plane {
	n := len(kernel)
	w, h := p.w-n+1, p.h-n+1
	if w <= 0 || h <= 0 {
		return plane{}
	}
	rows := make([]float64, w*p.h)
	for y := range p.h {
		for x := range w {
			var s float64
			for k, c := range kernel {
				s += c * p.v[y*p.w+x+k]
			}
			rows[y*w+x] = s
		}
	}
	out := plane{w, h, make([]float64, w*h)}
	for y := range h {
		for x := range w {
			var s float64
			for k, c := range kernel {
				s += c * rows[(y+k)*w+x]
			}
			out.v[y*w+x] = s
		}
	}
	return out
}
