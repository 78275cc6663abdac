// Package assets turns the files a site refers to into the files it
// serves. Each copy is named after a hash of its content, so that hosts can
// cache it forever; a raster image becomes resized variants in WebP and in
// a fallback format, from which the browser picks what the screen needs.
package assets

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unicode"

	"golang.org/x/sync/errgroup"
	"golang.org/x/text/unicode/norm"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/images"
	"github.com/portgen/portgen/generator/internal/variants"
)

// Cache remembers the assets it made, by path, size and modification time,
// so that a rebuild reads only the files that changed; the images'
// Processor caches its encodings by content. The zero value is ready to use.
type Cache struct {
	Images *images.Processor
	// Progress, if set, is called as each file that changed since the last
	// build is done, with their count, from any goroutine: as it is named
	// in a Lazy cache, as its images are encoded in Make's.
	Progress func(done, total int)
	// Lazy names each image's variants without encoding them: each is
	// encoded when its file is first read (images.Processor.Later), as
	// portgen serve wants.
	Lazy bool
	// Check names each image's variants as Lazy does, for a build that
	// keeps no file (portgen check's), and decodes each image whole, for
	// the damage that a build's encoding would find (images.Checked).
	Check bool
	files map[string]cached
}

type cached struct {
	size    int64
	modTime time.Time
	asset   content.Asset // with paths but URLs relative to the base path
}

// Fingerprint makes the asset of every referenced file, an image's
// variants planned from where it is shown (uses). base is the site's base
// path, with leading and trailing slashes.
func (c *Cache) Fingerprint(files map[content.File]content.FileInfo, base string, uses Uses) (content.Assets, error) {
	m, _, err := c.fingerprint(files, base, uses, false)
	return m, err
}

// work is what is left to do to make a site's media: encoding an image's
// variants, or drawing the icons; pixels is how many the source has, by
// which the largest is started first.
type work struct {
	pixels int
	do     func() error
}

// fingerprint is Fingerprint; ahead, it names the variants that are not in
// the cache, and returns the work of encoding them (see encode). Files
// that changed since the last build are read, hashed and (images) resized
// on every core; the others come from this cache.
func (c *Cache) fingerprint(
	files map[content.File]content.FileInfo,
	base string,
	uses Uses,
	ahead bool,
) (content.Assets, []work, error) {
	if c.files == nil {
		c.files = map[string]cached{}
	}
	c.images() // made here, before the goroutines that share it
	list, err := c.look(files, uses)
	if err != nil {
		return nil, nil, err
	}
	c.makeChanged(list, uses, ahead)
	if err := failures(list); err != nil {
		return nil, nil, err
	}
	out, pending := c.keep(list, base)
	return out, pending, nil
}

// referenced is a file the content refers to, as fingerprint makes it.
type referenced struct {
	ref     content.File
	info    content.FileInfo
	key     string // of its entry in Cache.files: its path, reference and uses
	entry   cached
	changed bool         // since the last build: it is read again
	left    func() error // the work of encoding its images, when named ahead
	err     error
}

// look lists the files, each with its entry of the last build unless it
// changed since.
func (c *Cache) look(files map[content.File]content.FileInfo, uses Uses) ([]*referenced, error) {
	var list []*referenced
	for _, ref := range slices.Sorted(maps.Keys(files)) {
		info := files[ref]
		st, err := os.Stat(info.Abs)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", ref, err)
		}
		key := info.Abs + "\x00" + string(ref) + "\x00" + strings.Join(uses[ref], "\x00")
		f := &referenced{ref: ref, info: info, key: key}
		entry, ok := c.files[f.key]
		f.changed = !ok || entry.size != st.Size() || !entry.modTime.Equal(st.ModTime())
		if f.changed {
			entry = cached{size: st.Size(), modTime: st.ModTime()}
		}
		f.entry = entry
		list = append(list, f)
	}
	return list, nil
}

// makeChanged makes the assets of the files that changed, on every core,
// and tells Progress of each, unless ahead: their encoding tells it then.
func (c *Cache) makeChanged(list []*referenced, uses Uses, ahead bool) {
	changed := slices.DeleteFunc(slices.Clone(list), func(f *referenced) bool { return !f.changed })
	var done atomic.Int64
	var group errgroup.Group
	group.SetLimit(runtime.GOMAXPROCS(0))
	for _, f := range changed {
		group.Go(func() error {
			f.entry.asset, f.left, f.err = c.read(f, uses[f.ref], ahead)
			if c.Progress != nil && !ahead {
				c.Progress(int(done.Add(1)), len(changed))
			}
			return nil // each file keeps its error: every damaged image is reported
		})
	}
	group.Wait()
}

// read makes the asset of a file that changed.
func (c *Cache) read(f *referenced, sizes []string, ahead bool) (content.Asset, func() error, error) {
	data, err := os.ReadFile(f.info.Abs)
	if err != nil {
		return content.Asset{}, nil, fmt.Errorf("read %s: %w", f.ref, err)
	}
	return c.make(f.ref, f.info, data, sizes, ahead)
}

// failures is the first error of the files that is not a damaged image,
// or else the damaged images, each a problem at the line that names it.
func failures(list []*referenced) error {
	var problems diag.List
	var errs []error
	for _, f := range list {
		if problem, ok := damaged(f.err, f.info.At); ok {
			problems.Add(problem)
		} else {
			errs = append(errs, f.err)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return problems.Err()
}

// keep remembers for the next build each file that is made, and forgets
// those no longer referenced. It returns the assets, and the work of
// encoding the images that are named only: the next build asks the image
// cache again, which then holds them.
func (c *Cache) keep(list []*referenced, base string) (content.Assets, []work) {
	out := content.Assets{}
	seen := map[string]bool{}
	var pending []work
	for _, f := range list {
		seen[f.key] = true
		out[f.ref] = under(f.entry.asset, base)
		if f.left == nil {
			c.files[f.key] = f.entry
			continue
		}
		pending = append(pending, work{f.info.Width * f.info.Height, f.encoding})
	}
	for key := range c.files {
		if !seen[key] {
			delete(c.files, key) // no longer referenced: do not keep its bytes
		}
	}
	return out, pending
}

// encoding runs the work of encoding the file's images, whose damage is
// the owner's problem at the line that names the file.
func (f *referenced) encoding() error {
	err := f.left()
	if problem, ok := damaged(err, f.info.At); ok {
		var problems diag.List
		problems.Add(problem)
		return problems.Err()
	}
	return err
}

// damaged says where an image that does not decode is used: it is the
// owner's to fix.
func damaged(err error, at diag.Diagnostic) (diag.Diagnostic, bool) {
	var bad *images.DecodeError
	if !errors.As(err, &bad) {
		return diag.Diagnostic{}, false
	}
	at.Message = fmt.Sprintf("image %q is damaged or cut off: %v", bad.Name, bad.Err)
	at.Hint = "open it in an image editor and export it again"
	return at, true
}

// make builds an asset with URLs relative to the base path, an image shown
// at sizes; ahead, it names the variants that are not in the cache, and
// returns the work of encoding them.
func (c *Cache) make(
	ref content.File,
	info content.FileInfo,
	data []byte,
	sizes []string,
	ahead bool,
) (content.Asset, func() error, error) {
	name := URLName(string(ref))
	switch info.Format {
	case "png", "jpeg", "gif", "webp":
	default:
		p := dist.AssetsDir + dist.HashedName(name, data)
		return content.Asset{
			URL:    p,
			Width:  info.Width,
			Height: info.Height,
			Files:  []dist.File{{Path: p, Data: data}},
		}, nil, nil
	}
	plan := variants.For(info.Width, info.Height, sizes)
	reopen := func() ([]byte, error) { return os.ReadFile(info.Abs) }
	var r images.Responsive
	var left func() error
	var err error
	switch {
	case c.Check:
		r, err = c.images().Checked(name, data, reopen, plan.WebP, plan.Fallback)
	case c.Lazy:
		r, err = c.images().Later(name, data, reopen, plan.WebP, plan.Fallback)
	case ahead:
		r, left, err = c.images().Ahead(name, data, reopen, plan.WebP, plan.Fallback)
	default:
		r, err = c.images().Responsive(name, data, plan.WebP, plan.Fallback)
	}
	if err != nil {
		return content.Asset{}, nil, err
	}
	a := content.Asset{Width: r.Width, Height: r.Height}
	add := func(list []images.Variant) []content.Variant {
		var out []content.Variant
		for _, v := range list {
			f := v.File
			f.Path = dist.AssetsDir + v.Path
			a.Files = append(a.Files, f)
			p := f.Path
			out = append(out, content.Variant{URL: p, Width: v.Width, Height: v.Height})
		}
		return out
	}
	a.WebP, a.Fallback = add(r.WebP), add(r.Fallback)
	a.URL = a.Fallback[len(a.Fallback)-1].URL
	return a, left, nil
}

// images is the processor that encodes the images, made on first use.
func (c *Cache) images() *images.Processor {
	if c.Images == nil {
		c.Images = &images.Processor{}
	}
	return c.Images
}

// under returns the asset a with its URLs under the base path.
func under(a content.Asset, base string) content.Asset {
	out := a
	out.URL = base + a.URL
	prefix := func(list []content.Variant) []content.Variant {
		var vs []content.Variant
		for _, v := range list {
			v.URL = base + v.URL
			vs = append(vs, v)
		}
		return vs
	}
	out.WebP, out.Fallback = prefix(a.WebP), prefix(a.Fallback)
	return out
}

// URLName is a content path as the site names its copy: what a URL holds
// as it is. In each folder's and the file's name, accents are dropped and
// anything but ASCII letters, digits, ".", "_" and "-" becomes one hyphen
// ("media/Shot #1?.jpg" is "media/Shot-1.jpg"), so that a page can write the
// path into src, srcset or a header without escaping it, and a host serves
// it. The hash HashedName adds keeps two names that meet apart.
func URLName(p string) string {
	segments := strings.Split(p, "/")
	for i, s := range segments {
		ext := path.Ext(s)
		if i < len(segments)-1 {
			ext = ""
		}
		segments[i] = urlSegment(strings.TrimSuffix(s, ext)) + urlSegment(ext)
	}
	return strings.Join(segments, "/")
}

func urlSegment(s string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue // an accent the decomposition left
		case r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '_' || r == '-'):
			if hyphen && b.Len() > 0 && r != '.' {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
		default:
			hyphen = true
		}
	}
	if b.Len() == 0 && s != "" {
		return "file"
	}
	return b.String()
}
