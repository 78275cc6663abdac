package cards

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/fonts"
)

// Image is an image a card shows, named by its content (see plan.Image).
type Image = plan.Image

// Bytes is an image held in memory, keyed by its hash.
func Bytes(data []byte) Image {
	sum := sha256.Sum256(data)
	return Image{Key: hex.EncodeToString(sum[:]), Open: func() ([]byte, error) { return data, nil }}
}

// Job is a card to make, and the name of its file (a page's: "pt/apps/
// bookstore"), which gets the card's hash and ".jpg".
type Job struct {
	Name string
	Card Card
}

// Maker makes cards and keeps them in a folder between builds, by the key
// of everything a card depends on (Card.Key): a warm build draws none and
// writes the same bytes. The zero value keeps them in memory. It is safe
// for one Make at a time, and for any number of Lazily's makers at once.
type Maker struct {
	// Dir is portgen's cache folder, whose cards/ folder keeps the cards;
	// "" keeps them in memory.
	Dir   string
	drawn atomic.Int64
	mu    sync.Mutex
	mem   map[string][]byte
}

// Made is a job's card: the job's name, the card's file, and its words
// (Card.Text), the page's og:image:alt.
type Made struct {
	Name string
	dist.File
	Alt string
}

// Drawn counts the cards drawn (or an owner's image cropped), not taken
// from the cache, since the Maker was made.
func (m *Maker) Drawn() int { return int(m.drawn.Load()) }

// Make returns each job's file, under the assets folder and named after
// its key. The cards the cache does not hold are drawn on every core.
func (m *Maker) Make(jobs []Job) ([]Made, error) {
	made, draw := m.Ahead(jobs)
	return made, draw()
}

// Ahead names each job's card as Make does, and returns the work of
// drawing the cards the cache does not hold, on every core, which a build
// runs while it writes the pages: a card read before its turn is drawn
// then, once. Kept in the folder, a card drawn is read again when written,
// as the images are: a build of thousands does not hold them all.
func (m *Maker) Ahead(jobs []Job) ([]Made, func() error) {
	files := make([]Made, len(jobs))
	var todo []func() error
	backdrops := &backdrops{frames: map[string]*shared{}}
	for i, j := range jobs {
		key := j.Card.Key()
		files[i].Name = j.Name
		files[i].Path, files[i].Alt = fileName(j.Name, key), j.Card.Text()
		if f, ok := m.cached(key); ok {
			f.Path = files[i].Path
			files[i].File = f
			continue
		}
		backdrops.use(j.Card.Image.Key)
		draw := sync.OnceValue(func() error {
			_, err := m.one(key, j.Card, backdrops)
			return err
		})
		todo = append(todo, draw)
		files[i].Size, files[i].Open = -1, func() ([]byte, error) {
			if err := draw(); err != nil {
				return nil, err
			}
			f, _ := m.cached(key)
			return f.Bytes()
		}
	}
	return files, func() error {
		errs := make([]error, len(todo))
		next := make(chan int)
		var wg sync.WaitGroup
		for range min(runtime.GOMAXPROCS(0), len(todo)) {
			wg.Go(func() {
				for i := range next {
					errs[i] = todo[i]()
				}
			})
		}
		for i := range todo {
			next <- i
		}
		close(next)
		wg.Wait()
		return errors.Join(errs...)
	}
}

// Lazily returns a maker of one build's cards, one job at a time, each
// named at once and drawn when its file is first read: portgen serve's,
// which names the card of a page when the page is asked for, so that a
// save costs the pages a browser reads, however many the site has.
func (m *Maker) Lazily() func(Job) Made {
	backdrops := &backdrops{frames: map[string]*shared{}}
	return func(j Job) Made {
		key := j.Card.Key()
		open := sync.OnceValues(func() ([]byte, error) { return m.one(key, j.Card, backdrops) })
		file := dist.File{Path: fileName(j.Name, key), Size: -1, Open: open}
		return Made{Name: j.Name, File: file, Alt: j.Card.Text()}
	}
}

// fileName is where a job's card is, after its name and its key.
func fileName(name, key string) string {
	return dist.AssetsDir + "cards/" + name + "." + key[:12] + ".jpg"
}

// one makes a card, or takes it from the cache.
func (m *Maker) one(key string, c Card, b *backdrops) ([]byte, error) {
	if f, ok := m.cached(key); ok {
		return f.Bytes()
	}
	data, err := m.draw(c, b)
	if err != nil {
		return nil, err
	}
	m.drawn.Add(1)
	return data, m.store(key, data)
}

func (m *Maker) draw(c Card, b *backdrops) ([]byte, error) {
	if c.Cover.Key != "" {
		data, err := c.Cover.Read()
		if err != nil {
			return nil, err
		}
		return Cover(data)
	}
	g, err := b.get(c)
	if err != nil {
		return nil, err
	}
	framed, err := b.frame(c.Image)
	if err != nil {
		return nil, err
	}
	d, err := drawWith(c, framed, g.canvas(), g.jpeg)
	return d.JPEG, err
}

// backdrops are the backgrounds of one Make's cards, made once each (a
// site's cards share one), and their framed images: a project's, which
// its card in each language shows, made once and dropped after its last
// card, so that a site of a thousand projects does not hold them all.
type backdrops struct {
	mu     sync.Mutex
	made   map[string]func() (ground, error)
	frames map[string]*shared
}

// shared is a framed image, made once, and the cards yet to draw it.
type shared struct {
	make func() (*image.RGBA, error)
	left int
}

// use counts a card to draw that shows the image key.
func (b *backdrops) use(key string) {
	if key == "" {
		return
	}
	if b.frames[key] == nil {
		b.frames[key] = &shared{}
	}
	b.frames[key].left++
}

// frame is the image framed (see frame): made once per Make for the cards
// counted by use; made for each card otherwise (serve's, one at a time).
func (b *backdrops) frame(img Image) (*image.RGBA, error) {
	make := func() (*image.RGBA, error) {
		data, err := img.Read()
		return frame(decode(data)), err
	}
	b.mu.Lock()
	s, ok := b.frames[img.Key]
	if ok {
		if s.make == nil {
			s.make = sync.OnceValues(make)
		}
		make = s.make
		if s.left--; s.left == 0 {
			delete(b.frames, img.Key)
		}
	}
	b.mu.Unlock()
	return make()
}

// get is the card's ground, made once.
func (b *backdrops) get(c Card) (ground, error) {
	key := c.Wallpaper.Key + "\x00" + c.Background + "\x00" + c.Accent
	b.mu.Lock()
	if b.made == nil {
		b.made = map[string]func() (ground, error){}
	}
	make, ok := b.made[key]
	if !ok {
		make = sync.OnceValues(func() (ground, error) {
			data, err := c.Wallpaper.Read()
			if err != nil {
				return ground{}, err
			}
			return newGround(backdrop(decode(data), colorOr(c.Background, defaultBackground), accentOf(c))), nil
		})
		b.made[key] = make
	}
	b.mu.Unlock()
	return make()
}

// keyHead is what every card's key starts with: the drawing code's
// version and the fonts' hash.
var keyHead = sync.OnceValue(func() []byte {
	font := sha256.Sum256(append(append([]byte{}, fonts.Regular...), fonts.Bold...))
	return append(fmt.Appendf(nil, "portgen card v%d q%d %dx%d\x00", Version, Quality, Width, Height), font[:]...)
})

// Key is the hex SHA-256 of everything the card's pixels depend on: its
// text and language, its images' keys, its colours, the fonts' bytes and
// the drawing code's version.
func (c Card) Key() string {
	b := append(make([]byte, 0, 1024), keyHead()...)
	field := func(s string) {
		b = append(binary.LittleEndian.AppendUint64(b, uint64(len(s))), s...)
	}
	for _, s := range []string{c.Lang, c.Kicker, c.Title, c.Owner, c.Label, c.Site, c.Accent, c.Background, c.Image.Key, c.Wallpaper.Key, c.Cover.Key} {
		field(s)
	}
	field(strconv.Itoa(len(c.Tech)))
	for _, t := range c.Tech {
		field(t)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// A card in the cache folder is the SHA-256 of its bytes, then its bytes,
// so that a file cut short or changed is drawn again rather than served.

// cached is the card stored under key, as a file that reads it when
// written; ok is false when there is none, or none whole.
func (m *Maker) cached(key string) (dist.File, bool) {
	if m.Dir == "" {
		m.mu.Lock()
		data, ok := m.mem[key]
		m.mu.Unlock()
		return dist.File{Data: data}, ok
	}
	file := filepath.Join(m.Dir, "cards", key+".jpg")
	st, err := os.Stat(file)
	if err != nil || st.Size() <= sha256.Size {
		return dist.File{}, false
	}
	return dist.File{Size: st.Size() - sha256.Size, Open: func() ([]byte, error) {
		data, err := os.ReadFile(file)
		if err == nil && len(data) > sha256.Size {
			if sum := sha256.Sum256(data[sha256.Size:]); bytes.Equal(sum[:], data[:sha256.Size]) {
				return data[sha256.Size:], nil
			}
		}
		os.Remove(file)
		return nil, fmt.Errorf(
			"card cache: %s was changed or cut short since it was written, and is now removed: build again to draw the card again",
			file,
		)
	}}, true
}

// store keeps a card under key, through a temporary file and a rename.
func (m *Maker) store(key string, data []byte) error {
	if m.Dir == "" {
		m.mu.Lock()
		if m.mem == nil {
			m.mem = map[string][]byte{}
		}
		m.mem[key] = data
		m.mu.Unlock()
		return nil
	}
	dir := filepath.Join(m.Dir, "cards")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("card cache: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("card cache: %w", err)
	}
	sum := sha256.Sum256(data)
	_, werr := tmp.Write(append(sum[:], data...))
	if err := errors.Join(werr, tmp.Close()); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("card cache: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, key+".jpg")); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("card cache: %w", err)
	}
	return nil
}
