// Package images makes the files a site serves for its images: smaller
// copies for srcset, in WebP with a JPEG or PNG fallback, and square PNG
// icons for the web manifest. Encoding is the slow part of a build, so each
// result is cached by the hash of its source and its parameters, and a
// rebuild in which no image changed encodes nothing.
package images

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"image"
	"image/color"
	_ "image/gif" // registers the decoder for image.Decode
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"
	"golang.org/x/sync/errgroup"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/dist"
)

// cacheVersion is part of every cache key: bump it whenever a change makes
// the encoders write different bytes, so that old cache entries go unused.
const cacheVersion = 3 // 2: the widths scaled from the source's halvings (scale.go); 3: halvings by halve's fixed taps

// Processor makes image variants and caches each by the hash of its source
// bytes and the parameters, so that a rebuild with no image change encodes
// nothing. The zero value keeps them in memory; a Processor is safe for
// concurrent use and must not be copied.
type Processor struct {
	// Cache keeps the encoded files; nil keeps them in memory, for the
	// Processor's life.
	Cache *cache.Cache
	open  sync.Once
}

// Variant is one encoded file. Its Path is slash-separated, such as
// media/wallpapers/dunes.3f2a9c1e0b-640w.webp; its content, shared with the
// cache, must not be changed, and is not held when the cache has a folder.
type Variant struct {
	dist.File
	Type          string // "image/webp", "image/jpeg" or "image/png"
	Width, Height int
}

// Responsive is the set of variants of one image.
type Responsive struct {
	Width, Height int       // of the source
	WebP          []Variant // ascending width; empty when WebP is unavailable
	Fallback      []Variant // ascending width; JPEG, or PNG when the source has transparency
}

// DecodeError says that a file is not a whole image: cut off, damaged, or
// not an image at all.
type DecodeError struct {
	Name string // the file, a slash path in the content folder
	Err  error
}

func (e *DecodeError) Error() string { return e.Name + ": cannot decode image: " + e.Err.Error() }
func (e *DecodeError) Unwrap() error { return e.Err }

// Responsive decodes data (the file called name, a slash path in the
// content folder) and makes a WebP variant at each of webp's widths and
// one JPEG or PNG (for a source with transparency) at fallback's, each
// width capped at the source's: an image is never upscaled, and when it is
// narrower than a requested width it gets one variant at its own width
// instead. A fallback of 0 is the source's width; no webp widths make no
// WebP. Heights keep the aspect ratio. Variants are encoded concurrently.
func (p *Processor) Responsive(name string, data []byte, webp []int, fallback int) (Responsive, error) {
	out, jobs, err := p.plan(name, data, webp, fallback)
	if err != nil {
		return Responsive{}, err
	}
	return out, p.fill(name, data, out, jobs)
}

// fill makes the variants that plan listed, concurrently, or reads them
// from the cache, and puts each where its job says.
func (p *Processor) fill(name string, data []byte, out Responsive, jobs []job) error {
	encode := encoders(name, data, out, jobs)
	var group errgroup.Group
	for i, j := range jobs {
		group.Go(func() error {
			if err := p.ensure(j.key, encode[i]); err != nil {
				return err
			}
			file, head, ok := p.lookup(j.key)
			if !ok {
				return fmt.Errorf("%s: the %d px variant left the cache as it was made", name, j.width)
			}
			return place(name, j, file, head)
		})
	}
	return group.Wait()
}

// place puts a variant's file, which starts with head, where its job says.
func place(name string, j job, file dist.File, head []byte) error {
	// The type of a fallback depends on the source's pixels, which a cache
	// hit never decodes: the bytes tell it instead.
	typ := sniffType(head)
	if typ == "" {
		return fmt.Errorf("%s: encoder wrote an unknown format", name)
	}
	file.Path = variantPath(name, j.source, j.width, typ)
	*j.out = Variant{File: file, Type: typ, Width: j.width, Height: j.height}
	return nil
}

// encoders are the functions that encode each of jobs' variants of the
// source data, sharing one decoding of it, its halvings, and the pixels of
// each width (a width's WebP and fallback).
func encoders(name string, data []byte, planned Responsive, jobs []job) []func() ([]byte, error) {
	decoded := sync.OnceValues(func() (source, error) { return decodeSource(name, data) })
	sc := newScaler(func() image.Image {
		src, _ := decoded() // only called once decoded has succeeded
		return src.img
	}, planned.Width, planned.Height)
	scaled := map[int]func() *image.RGBA{}
	var out []func() ([]byte, error)
	for _, j := range jobs {
		if scaled[j.width] == nil {
			scaled[j.width] = sync.OnceValue(func() *image.RGBA { return sc.at(j.width, j.height) })
		}
		resized := scaled[j.width]
		out = append(out, func() ([]byte, error) {
			src, err := decoded()
			if err != nil {
				return nil, err
			}
			if j.format == fallbackFormat && j.width == planned.Width {
				if kept, ok := keptJPEG(data, src.img); ok {
					return kept, nil
				}
			}
			return j.format.encode(resized(), src.opaque)
		})
	}
	return out
}

// job is one variant to make, and where Responsive puts it.
type job struct {
	format        format
	width, height int
	source        [sha256.Size]byte // the source's hash, in the variant's name
	key           string
	out           *Variant
}

// plan reads the source's header and lists its variants: the sizes, and
// so the cache keys, without decoding pixels, so that a rebuild whose
// variants are all cached decodes nothing.
func (p *Processor) plan(name string, data []byte, webp []int, fallback int) (Responsive, []job, error) {
	if isSVG(name, data) {
		return Responsive{}, nil, fmt.Errorf("%s: %w", name, errSVG)
	}
	cfg, err := decodeConfig(data)
	if err != nil {
		return Responsive{}, nil, &DecodeError{name, err}
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return Responsive{}, nil, fmt.Errorf("%s: image has no pixels (%d×%d)", name, cfg.Width, cfg.Height)
	}
	ws, err := variantWidths(cfg.Width, webp)
	if err != nil {
		return Responsive{}, nil, fmt.Errorf("%s: %w", name, err)
	}
	if fallback < 0 {
		return Responsive{}, nil, fmt.Errorf("%s: variant width %d is not positive", name, fallback)
	}
	if fallback == 0 {
		fallback = cfg.Width
	}
	sum := sha256.Sum256(data)
	out := Responsive{
		Width:    cfg.Width,
		Height:   cfg.Height,
		Fallback: make([]Variant, 1),
		WebP:     make([]Variant, len(ws)),
	}
	fw := min(fallback, cfg.Width)
	jobs := []job{
		{
			fallbackFormat,
			fw,
			scaledHeight(cfg.Width, cfg.Height, fw),
			sum,
			cacheKey(sum, fallbackFormat.params(fw)),
			&out.Fallback[0],
		},
	}
	for i, w := range ws {
		jobs = append(
			jobs,
			job{
				webpFormat,
				w,
				scaledHeight(cfg.Width, cfg.Height, w),
				sum,
				cacheKey(sum, webpFormat.params(w)),
				&out.WebP[i],
			},
		)
	}
	return out, jobs, nil
}

// decodeSource decodes a source image and looks at its transparency.
func decodeSource(name string, data []byte) (source, error) {
	img, err := decode(data)
	if err != nil {
		return source{}, &DecodeError{name, err}
	}
	return source{img: img, opaque: isOpaque(img)}, nil
}

// Icon renders the image as a size×size PNG. pad is the fraction of the size
// left as margin on each side (0 for a plain icon, 0.1 for a maskable one,
// whose safe zone is the inner 80%); bg fills the square first (nil or fully
// transparent keeps it transparent). The source is scaled to fit, centred,
// aspect kept; a small source is scaled up.
func (p *Processor) Icon(name string, data []byte, size int, pad float64, bg color.Color) ([]byte, error) {
	key, encode, err := iconJob(name, data, size, pad, bg)
	if err != nil {
		return nil, err
	}
	return p.store().Later(cache.Images, key, encode).Bytes()
}

// iconJob is Icon's cache key and the function that draws it, which
// fails with a DecodeError when the source, name, is damaged.
func iconJob(name string, data []byte, size int, pad float64, bg color.Color) (string, func() ([]byte, error), error) {
	if size <= 0 {
		return "", nil, fmt.Errorf("icon size %d is not positive", size)
	}
	if !(pad >= 0 && pad < 0.5) {
		return "", nil, fmt.Errorf("icon padding %v is outside [0, 0.5)", pad)
	}
	if isSVG("", data) {
		return "", nil, errSVG
	}
	fill := color.NRGBA{}
	if bg != nil {
		fill = color.NRGBAModel.Convert(bg).(color.NRGBA)
		if fill.A == 0 {
			fill = color.NRGBA{}
		}
	}
	sum := sha256.Sum256(data)
	params := fmt.Sprintf("icon-%dpx-pad%s-bg%02x%02x%02x%02x",
		size, strconv.FormatFloat(pad, 'g', -1, 64), fill.R, fill.G, fill.B, fill.A)
	return cacheKey(sum, params), func() ([]byte, error) {
		img, err := decode(data)
		if err != nil {
			return nil, &DecodeError{name, err}
		}
		return encodePNG(renderIcon(img, size, pad, fill))
	}, nil
}

var errSVG = errors.New("SVG images are not processed here; copy them as they are")

// source is a decoded image and whether any of its pixels is see-through.
type source struct {
	img    image.Image
	opaque bool
}

// variantWidths caps each requested width at the source width and returns
// the distinct results in ascending order.
func variantWidths(srcWidth int, widths []int) ([]int, error) {
	ws := make([]int, 0, len(widths))
	for _, w := range widths {
		if w <= 0 {
			return nil, fmt.Errorf("variant width %d is not positive", w)
		}
		ws = append(ws, min(w, srcWidth))
	}
	slices.Sort(ws)
	return slices.Compact(ws), nil
}

// scaledHeight is the height that keeps the aspect ratio at width w.
func scaledHeight(srcWidth, srcHeight, w int) int {
	if w == srcWidth {
		return srcHeight
	}
	return max(1, int(math.Round(float64(w)*float64(srcHeight)/float64(srcWidth))))
}

// variantPath is name with the extension of typ, and a short hash of the
// source and the width inserted before it.
func variantPath(name string, sum [sha256.Size]byte, width int, typ string) string {
	stem := strings.TrimSuffix(name, path.Ext(name))
	return fmt.Sprintf("%s.%x-%dw.%s", stem, sum[:5], width, extensions[typ])
}

var extensions = map[string]string{"image/webp": "webp", "image/jpeg": "jpg", "image/png": "png"}

// isSVG tells an SVG by its extension or by its markup: no raster format
// starts with '<'.
func isSVG(name string, data []byte) bool {
	if strings.EqualFold(path.Ext(name), ".svg") {
		return true
	}
	head := bytes.TrimLeft(data[:min(len(data), 4096)], " \t\r\n\ufeff")
	return bytes.HasPrefix(head, []byte("<")) && bytes.Contains(head, []byte("<svg"))
}

// isOpaque reports whether img has no see-through pixel.
func isOpaque(img image.Image) bool {
	if o, ok := img.(interface{ Opaque() bool }); ok {
		return o.Opaque()
	}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if _, _, _, a := img.At(x, y).RGBA(); a != 0xffff {
				return false
			}
		}
	}
	return true
}

// renderIcon draws img scaled to fit the square less its padding, centred
// on a square filled with bg.
func renderIcon(img image.Image, size int, pad float64, bg color.NRGBA) *image.RGBA {
	canvas := image.NewRGBA(image.Rect(0, 0, size, size))
	if bg.A != 0 {
		draw.Draw(canvas, canvas.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	}
	box := float64(size) * (1 - 2*pad)
	sb := img.Bounds()
	scale := min(box/float64(sb.Dx()), box/float64(sb.Dy()))
	w := max(1, int(math.Round(float64(sb.Dx())*scale)))
	h := max(1, int(math.Round(float64(sb.Dy())*scale)))
	at := image.Pt((size-w)/2, (size-h)/2)
	draw.CatmullRom.Scale(canvas, image.Rectangle{Min: at, Max: at.Add(image.Pt(w, h))}, img, sb, draw.Over, nil)
	return canvas
}

// decode reads a source image. WebP goes to golang.org/x/image/webp by name:
// gen2brain/webp (the pure-Go encoder) registers a WebP decoder of its own
// for image.Decode, which returns even lossless files as YUV, so that their
// colours shift.
func decode(data []byte) (image.Image, error) {
	if sniffType(data) == "image/webp" {
		return webp.Decode(bytes.NewReader(data))
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	return img, err
}

// decodeConfig reads a source image's header, as decode reads its pixels.
func decodeConfig(data []byte) (image.Config, error) {
	if sniffType(data) == "image/webp" {
		return webp.DecodeConfig(bytes.NewReader(data))
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	return cfg, err
}
