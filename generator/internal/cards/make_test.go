package cards

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator/internal/cache"
)

func jobs(t *testing.T) []Job {
	var out []Job
	for name, c := range samples(t) {
		out = append(out, Job{Name: name, Card: c})
	}
	return out
}

// A warm Make draws nothing and gives the same bytes; a card whose inputs
// changed is drawn again, alone.
func TestMakeCachesByInputs(t *testing.T) {
	dir := t.TempDir()
	m := &Maker{Cache: cache.Open(dir)}
	js := jobs(t)
	cold, err := m.Make(js)
	if err != nil {
		t.Fatal(err)
	}
	if m.Drawn() != len(js) {
		t.Fatalf("drew %d of %d", m.Drawn(), len(js))
	}
	warm := &Maker{Cache: cache.Open(dir)} // a new build: the cache is the folder's
	again, err := warm.Make(js)
	if err != nil {
		t.Fatal(err)
	}
	if warm.Drawn() != 0 {
		t.Errorf("a warm make drew %d", warm.Drawn())
	}
	for i := range cold {
		a, _ := cold[i].Bytes()
		b, err := again[i].Bytes()
		if err != nil || !bytes.Equal(a, b) || cold[i].Path != again[i].Path {
			t.Errorf("%s: warm %s differs from cold %s (%v)", js[i].Name, again[i].Path, cold[i].Path, err)
		}
	}
	js[0].Card.Title += "!"
	edited, err := warm.Make(js)
	if err != nil {
		t.Fatal(err)
	}
	if warm.Drawn() != 1 || edited[0].Path == cold[0].Path {
		t.Errorf("an edit drew %d, path %s", warm.Drawn(), edited[0].Path)
	}
	for i := 1; i < len(js); i++ {
		if edited[i].Path != cold[i].Path {
			t.Errorf("%s changed with another card's edit", js[i].Name)
		}
	}
}

// Each input is in the key: a change to any one draws the card again.
func TestKeyHoldsEveryInput(t *testing.T) {
	base := samples(t)["project-en"]
	edits := map[string]func(*Card){
		"lang": func(c *Card) { c.Lang = "pt" }, "kicker": func(c *Card) { c.Kicker = "X" },
		"title": func(c *Card) { c.Title = "X" }, "owner": func(c *Card) { c.Owner = "X" },
		"label": func(c *Card) { c.Label = "X" }, "site": func(c *Card) { c.Site = "x.dev" },
		"tech":   func(c *Card) { c.Tech = []string{"Go"} },
		"merged": func(c *Card) { c.Tech = []string{"ReactRedux", "JavaScript", "CSS"} },
		"accent": func(c *Card) { c.Accent = "#c2410c" }, "background": func(c *Card) { c.Background = "#101820" },
		"image":     func(c *Card) { c.Image = Bytes([]byte("other")) },
		"wallpaper": func(c *Card) { c.Wallpaper = Image{} },
		"cover":     func(c *Card) { c.Cover = Bytes([]byte("mine")) },
	}
	for name, edit := range edits {
		c := base
		edit(&c)
		if c.Key() == base.Key() {
			t.Errorf("the key ignores %s", name)
		}
	}
}

// A damaged cache file is noticed and drawn again, never served.
func TestDamagedCacheIsDrawnAgain(t *testing.T) {
	dir := t.TempDir()
	js := jobs(t)[:1]
	if _, err := (&Maker{Cache: cache.Open(dir)}).Make(js); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(cache.Open(dir).Dir(cache.Cards), js[0].Card.Key())
	data, _ := os.ReadFile(file)
	data[len(data)-1] ^= 0xff
	os.WriteFile(file, data, 0o644)
	files, err := (&Maker{Cache: cache.Open(dir)}).Make(js)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := files[0].Bytes(); err == nil {
		t.Error("a damaged card was read without an error")
	}
	m := &Maker{Cache: cache.Open(dir)}
	if _, err := m.Make(js); err != nil || m.Drawn() != 1 {
		t.Errorf("the next build drew %d (%v)", m.Drawn(), err)
	}
}

// Lazily, nothing is drawn until a card is read, and then that one only:
// the same file as Make's.
func TestLazilyDrawsWhenRead(t *testing.T) {
	m := &Maker{}
	js := jobs(t)
	lazily := m.Lazily()
	files := make([]Made, len(js))
	for i, j := range js {
		files[i] = lazily(j)
	}
	if m.Drawn() != 0 {
		t.Fatalf("drew %d before any was read", m.Drawn())
	}
	a, err := files[2].Bytes()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := files[2].Bytes()
	if m.Drawn() != 1 || !bytes.Equal(a, b) {
		t.Errorf("reading one card twice drew %d", m.Drawn())
	}
	made, err := (&Maker{}).Make(js[2:3])
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := made[0].Bytes(); !bytes.Equal(a, want) || made[0].Path != files[2].Path ||
		made[0].Alt != files[2].Alt {
		t.Errorf("the lazy card %s differs from the one Make makes, %s", files[2].Path, made[0].Path)
	}
}

// Ahead names every card at once and draws them in the background, each
// once even when it is read before its turn: the file Make makes. A card
// in the cache is its cache file, with no work to do.
func TestAheadDrawsEachCardOnce(t *testing.T) {
	dir := t.TempDir()
	m := &Maker{Cache: cache.Open(dir)}
	js := jobs(t)
	files, wait := m.Ahead(js)
	early, err := files[len(files)-1].Bytes() // as a page writer might, before the work reaches it
	if err != nil {
		t.Fatal(err)
	}
	if err := wait(); err != nil {
		t.Fatal(err)
	}
	if m.Drawn() != len(js) {
		t.Errorf("drew %d cards for %d jobs", m.Drawn(), len(js))
	}
	made, err := (&Maker{}).Make(js)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range files {
		got, err := f.Bytes()
		want, _ := made[i].Bytes()
		if err != nil || !bytes.Equal(got, want) || f.Path != made[i].Path {
			t.Errorf("%s (%v) is not Make's %s", f.Path, err, made[i].Path)
		}
	}
	if want, _ := made[len(made)-1].Bytes(); !bytes.Equal(early, want) {
		t.Error("the card read early differs")
	}
	again := &Maker{Cache: cache.Open(dir)}
	files, wait = again.Ahead(js)
	if err := wait(); err != nil || again.Drawn() != 0 || files[0].Size <= 0 {
		t.Errorf("all cached: drew %d (%v), size %d", again.Drawn(), err, files[0].Size)
	}
}

func TestCoverReplacesTheDrawing(t *testing.T) {
	c := samples(t)["project-en"]
	c.Cover = Bytes(starter(t, "media/projects/bookstore/2.jpg"))
	files, err := (&Maker{}).Make([]Job{{Name: "x", Card: c}})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Cover(starter(t, "media/projects/bookstore/2.jpg"))
	if got, _ := files[0].Bytes(); !bytes.Equal(got, want) {
		t.Error("the owner's image is not the card")
	}
}

// BenchmarkDraw reports the cost of one project's card, drawn and encoded
// over a backdrop made once (as Maker does for a site's cards).
func BenchmarkDraw(b *testing.B) {
	c := samples(b)["project-pt"]
	bd := &backdrops{}
	for b.Loop() {
		if _, err := (&Maker{}).draw(c, bd); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMakeStarter makes the cards of a site shaped like the starter
// (7 pages and 10 projects in 3 languages: 51 cards, 10 screenshots) from
// an empty cache, on every core: the cards stage of its cold build.
func BenchmarkMakeStarter(b *testing.B) {
	s := samples(b)
	var js []Job
	for _, lang := range []string{"en", "pt", "fr"} {
		for i := range 7 {
			c := s["home-"+lang]
			c.Title += fmt.Sprint(" ", i)
			js = append(js, Job{Name: fmt.Sprint(lang, i), Card: c})
		}
		for i := range 10 {
			c := s["project-"+lang]
			c.Image = Bytes(shot(b, i))
			js = append(js, Job{Name: fmt.Sprint(lang, "p", i), Card: c})
		}
	}
	for b.Loop() {
		if _, err := (&Maker{}).Make(js); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(js)), "ms/card")
}

// shot is a distinct 640×400 screenshot, as a site's 640-wide variant is.
func shot(b *testing.B, i int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 640, 400))
	for p := range img.Pix {
		img.Pix[p] = uint8(p*(i+3)/7 + i*40)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 80}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}
