package cards

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"image"
	"strconv"
	"sync"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/cache"
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

// Maker makes cards and keeps them in the cache between builds, by the
// key of everything a card depends on (Card.Key): a warm build draws none
// and writes the same bytes. The zero value keeps them in memory. It is
// safe for one Make at a time, and for any number of Lazily's makers at
// once.
type Maker struct {
	// Cache keeps the cards; nil keeps them in memory, for the Maker's
	// life.
	Cache *cache.Cache
	open  sync.Once
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
func (m *Maker) Drawn() int { return m.store().Made(cache.Cards) }

// store is the maker's cache: its Cache, or one in memory.
func (m *Maker) store() *cache.Cache {
	m.open.Do(func() {
		if m.Cache == nil {
			m.Cache = cache.Memory()
		}
	})
	return m.Cache
}

// Make returns each job's file, under the assets folder and named after
// its key. The cards the cache does not hold are drawn on every core.
func (m *Maker) Make(jobs []Job) ([]Made, error) {
	made, draw := m.Ahead(jobs)
	return made, draw()
}

// Ahead names each job's card as Make does, and starts drawing, in the
// background, the cards the cache does not hold, which a build does while
// it writes the pages; it returns the wait for them (see
// cache.Background). A card read before its turn is drawn then, once.
// Kept in a cache folder, a card drawn is read again when written, as the
// images are: a build of thousands does not hold them all.
func (m *Maker) Ahead(jobs []Job) ([]Made, func() error) {
	files := make([]Made, len(jobs))
	var todo []func() error
	backdrops := &backdrops{frames: map[string]*shared{}}
	for i, j := range jobs {
		key := j.Card.Key()
		files[i].Name = j.Name
		files[i].Alt = j.Card.Text()
		if f, _, ok := m.store().Find(cache.Cards, key); ok {
			files[i].File = f
		} else {
			backdrops.use(j.Card.Image.Key)
			draw := func() ([]byte, error) { return m.draw(j.Card, backdrops) }
			files[i].File = m.store().Later(cache.Cards, key, draw)
			todo = append(todo, func() error { return m.store().Ensure(cache.Cards, key, draw) })
		}
		files[i].Path = fileName(j.Name, key)
	}
	return files, cache.Background(todo)
}

// Lazily returns a maker of one build's cards, one job at a time, each
// named at once and drawn when its file is first read: portgen serve's,
// which names the card of a page when the page is asked for, so that a
// save costs the pages a browser reads, however many the site has.
func (m *Maker) Lazily() func(Job) Made {
	backdrops := &backdrops{frames: map[string]*shared{}}
	return func(j Job) Made {
		key := j.Card.Key()
		file := m.store().Later(cache.Cards, key, func() ([]byte, error) { return m.draw(j.Card, backdrops) })
		file.Path = fileName(j.Name, key)
		return Made{Name: j.Name, File: file, Alt: j.Card.Text()}
	}
}

// fileName is where a job's card is, after its name and its key.
func fileName(name, key string) string {
	return dist.AssetsDir + "cards/" + name + "." + key[:12] + ".jpg"
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
	fields := []string{
		c.Lang, c.Kicker, c.Title, c.Owner, c.Label, c.Site, c.Accent, c.Background,
		c.Image.Key, c.Wallpaper.Key, c.Cover.Key,
	}
	for _, s := range fields {
		field(s)
	}
	field(strconv.Itoa(len(c.Tech)))
	for _, t := range c.Tech {
		field(t)
	}
	if c.Date != "" { // after the counted Tech: the other cards' keys are as they were
		field(c.Date)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
