package cards

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/portgen/portgen/generator/internal/fonts"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

func starter(t testing.TB, rel string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "content", rel))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// samples are the cards a person looks at (PORTGEN_CARDS_OUT=dir writes
// them) and the goldens hold.
func samples(t testing.TB) map[string]Card {
	wall, shot := Bytes(starter(t, "media/wallpapers/dunes.jpg")), Bytes(starter(t, "media/projects/bookstore/1.jpg"))
	home := func(lang, title, label string) Card {
		return Card{
			Lang:      lang,
			Title:     title,
			Owner:     "Your Name",
			Label:     label,
			Site:      "your-name.github.io",
			Wallpaper: wall,
		}
	}
	project := func(lang, kicker, title, label string) Card {
		c := home(lang, title, label)
		c.Kicker = kicker
		c.Tech = []string{"React", "Redux", "JavaScript", "CSS"}
		c.Image = shot
		return c
	}
	post := func(lang, title, date, label string) Card {
		c := home(lang, title, label)
		c.Kicker = "Blog"
		c.Date = date
		return c
	}
	withCover := func(c Card) Card {
		c.Image = Bytes(starter(t, "media/wallpapers/dunes.jpg"))
		return c
	}
	long := strings.Repeat("A portfolio title that goes on and on, ", 8)[:300]
	return map[string]Card{
		"home-en":    home("en", "Developer portfolio", "Full-stack web developer"),
		"home-pt":    home("pt", "Portfólio de programador", "Programador web full-stack"),
		"home-fr":    home("fr", "Portfolio de développeur", "Développeur web full-stack"),
		"project-en": project("en", "Projects", "Bookstore", "Full-stack web developer"),
		"project-pt": project("pt", "Projetos", "Livraria", "Programador web full-stack"),
		"project-fr": project("fr", "Projets", "Librairie", "Développeur web full-stack"),
		"long":       project("en", "Projects", long, "Full-stack web developer"),
		"post-en":    post("en", "Hello, portgen", "March 1, 2026", "Full-stack web developer"),
		"post-pt": withCover(
			post("pt", "Olá, portgen: um blog em Markdown", "1 de março de 2026", "Programador web full-stack"),
		),
		"greek":    home("el", "Χαρτοφυλάκιο προγραμματιστή", "Προγραμματιστής ιστού"),
		"cyrillic": home("ru", "Портфолио разработчика", "Веб-разработчик полного цикла"),
		"cjk":      project("ja", "Projects", "東京 Bookstore 書店", "Full-stack web developer"),
		"svg": svgShot(
			project("en", "Projects", "Bookstore", "Full-stack web developer"),
			Bytes(starter(t, "media/icons/bookstore.svg")),
		),
		"plain": {Lang: "en", Title: "Résumé", Owner: "Conceição Œuvre", Label: "Façade", Accent: "#c2410c",
			Background: "#101820"},
	}
}

// svgShot is c with an SVG screenshot.
func svgShot(c Card, svg Image) Card {
	c.Image = svg
	return c
}

// An SVG screenshot (or wallpaper) is drawn: the site's static SVGs are
// shapes, which oksvg draws in pure Go.
func TestAnSVGScreenshotIsDrawn(t *testing.T) {
	d, err := Draw(samples(t)["svg"])
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(d.JPEG))
	if err != nil {
		t.Fatal(err)
	}
	// The frame's middle row: the icon's rose (#9f1239) and its white pages.
	left, y := Width-margin-pad-shotWidth, Height/2+20
	var rose, light int
	for x := left; x < left+shotWidth; x++ {
		r, g, b, _ := img.At(x, y).RGBA()
		switch {
		case r>>8 > 0x80 && g>>8 < 0x40 && b>>8 < 0x70:
			rose++
		case r>>8 > 0xe0 && g>>8 > 0xe0 && b>>8 > 0xe0:
			light++
		}
	}
	if rose < shotWidth/4 || light < shotWidth/8 {
		t.Errorf(
			"the frame's middle row has %d rose and %d light pixels of %d: the SVG is not drawn",
			rose,
			light,
			shotWidth,
		)
	}
}

func TestRoundedRectsGetBothRadii(t *testing.T) {
	for in, want := range map[string]string{
		`<rect width="128" rx="28" fill="#9f1239"/>`: `<rect width="128" rx="28" fill="#9f1239" ry="28"/>`,
		`<rect ry='4'></rect>`:                       `<rect ry='4' rx='4'></rect>`,
		`<rect rx="2" ry="3"/>`:                      `<rect rx="2" ry="3"/>`,
		`<rect width="1"/><circle r="2"/>`:           `<rect width="1"/><circle r="2"/>`,
		`<rectangle rx="2"/>`:                        `<rectangle rx="2"/>`,
	} {
		if got := string(roundedRects([]byte(in))); got != want {
			t.Errorf("roundedRects(%s) = %s, want %s", in, got, want)
		}
	}
}

// An SVG that does not parse leaves the card without the image, never a failure.
func TestABrokenSVGDrawsNoImage(t *testing.T) {
	broken := []string{
		"<svg",
		`<svg viewBox="0 0 0 0"></svg>`,
		`<svg viewBox="0 0 10 10"><path d="M 1 1 L"/></svg>`,
		"<svg>\x00\xff",
	}
	for _, svg := range broken {
		c := svgShot(samples(t)["project-en"], Bytes([]byte(svg)))
		if _, err := Draw(c); err != nil {
			t.Errorf("%q: %v", svg, err)
		}
	}
}

func TestLookAtTheCards(t *testing.T) {
	dir := os.Getenv("PORTGEN_CARDS_OUT")
	if dir == "" {
		t.Skip("set PORTGEN_CARDS_OUT to a folder to write the sample cards into")
	}
	for name, c := range samples(t) {
		d, err := Draw(c)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".jpg"), d.JPEG, 0o644); err != nil {
			t.Fatal(err)
		}
		// And as PNG, which more viewers open.
		img, err := jpeg.Decode(bytes.NewReader(d.JPEG))
		if err != nil {
			t.Fatal(err)
		}
		var p bytes.Buffer
		if err := png.Encode(&p, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".png"), p.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d bytes, missing %q", name, len(d.JPEG), d.Missing)
	}
}

// Every card is a 1200×630 JPEG within the networks' budget (300 KB), in
// every sample language and shape.
func TestSizeTypeAndBudget(t *testing.T) {
	for name, c := range samples(t) {
		d, err := Draw(c)
		if err != nil {
			t.Fatal(name, err)
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(d.JPEG))
		if err != nil || format != "jpeg" || cfg.Width != Width || cfg.Height != Height {
			t.Errorf("%s: %s %dx%d (%v), want a 1200x630 jpeg", name, format, cfg.Width, cfg.Height, err)
		}
		if len(d.JPEG) > 300<<10 {
			t.Errorf("%s: %d bytes, over 300 KB", name, len(d.JPEG))
		}
	}
}

// A card is drawn the same from composed and from decomposed text.
func TestNFC(t *testing.T) {
	composed := Card{Title: "Conceição", Owner: "Zoë Œuvre", Label: "Façade"}
	decomposed := Card{Title: "Conceic\u0327a\u0303o", Owner: "Zoe\u0308 Œuvre", Label: "Fac\u0327ade"}
	if composed.Title == decomposed.Title {
		t.Fatal("the test's texts are the same bytes")
	}
	a, err := Draw(composed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Draw(decomposed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.JPEG, b.JPEG) || len(b.Missing) > 0 {
		t.Errorf("decomposed text draws another card (missing %q)", b.Missing)
	}
}

// Goldens: one project's card in each language, by hash of its bytes (the
// drawing is pure Go, the same on every machine). UPDATE_GOLDEN=1 writes
// them again; look at the cards (TestLookAtTheCards) before you do.
func TestGoldenPerLanguage(t *testing.T) {
	all := samples(t)
	var got strings.Builder
	for _, name := range []string{"project-en", "project-pt", "project-fr", "home-en", "greek", "cyrillic",
		"post-en", "post-pt"} {
		d, err := Draw(all[name])
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&got, "%s %x\n", name, sha256.Sum256(d.JPEG))
	}
	golden := filepath.Join("testdata", "golden.txt")
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("the cards changed (raise Version if they should):\n%s\nwant:\n%s", got.String(), want)
	}
}

func testFace(size float64) face {
	return newFace(fonts.Parsed().Bold, size, &sfnt.Buffer{})
}

func TestWrapBreaksAtOpportunities(t *testing.T) {
	f := testFace(40)
	lines, cut := f.wrap("Space Travelers' Hub and a few more words", f.width("Space Travelers' Hub"), 3)
	if cut ||
		!slices.Equal(lines, []string{"Space Travelers' Hub", "and a few more words"}) &&
			!slices.Equal(lines, []string{"Space Travelers' Hub", "and a few more", "words"}) {
		t.Errorf("wrapped as %q", lines)
	}
	for _, l := range lines {
		if f.width(l) > f.width("Space Travelers' Hub") {
			t.Errorf("line %q is wider than the width", l)
		}
	}
	// A hyphen is a break opportunity (UAX #14), a no-break space is not.
	lines, _ = f.wrap("full-stack", max(f.width("full-"), f.width("stack"))+1, 3)
	if !slices.Equal(lines, []string{"full-", "stack"}) {
		t.Errorf("full-stack wrapped as %q", lines)
	}
	lines, _ = f.wrap("12\u00a0km away", f.width("12 km"), 3)
	if lines[0] != "12\u00a0km" {
		t.Errorf("a no-break space was broken: %q", lines)
	}
	// A word longer than a line breaks between its characters.
	word := strings.Repeat("x", 40)
	lines, cut = f.wrap(word, f.width("xxxxxxxxxx"), 5)
	if cut || strings.Join(lines, "") != word || len(lines) != 4 {
		t.Errorf("a long word wrapped as %q (cut %v)", lines, cut)
	}
}

func TestWrapCutsWithAnEllipsis(t *testing.T) {
	f := testFace(44)
	width := 500.0
	long := strings.Repeat("Lorem ipsum dolor sit amet ", 12)
	lines, cut := f.wrap(long, width, 3)
	if !cut || len(lines) != 3 {
		t.Fatalf("got %d lines, cut %v", len(lines), cut)
	}
	last := lines[2]
	if !strings.HasSuffix(last, "…") || strings.HasSuffix(last, " …") {
		t.Errorf("the last line %q does not end in a word and …", last)
	}
	if !strings.HasPrefix(long, lines[0]) {
		t.Errorf("the first line %q is not the title's first words", lines[0])
	}
	for _, l := range lines {
		if f.width(l) > width {
			t.Errorf("line %q is %v wide, over %v", l, f.width(l), width)
		}
	}
	// One long word, cut: its first characters, then the mark.
	lines, cut = f.wrap(strings.Repeat("w", 200), width, 2)
	if !cut || !strings.HasSuffix(lines[1], "w…") || f.width(lines[1]) > width {
		t.Errorf("a long word was cut as %q", lines)
	}
}

// The title shrinks to fit before it is cut: a title that fits at a
// smaller size is whole, one that does not is cut at the floor.
func TestTitleShrinksThenCuts(t *testing.T) {
	c := samples(t)["long"]
	d, err := Draw(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Missing) != 0 {
		t.Errorf("missing %q", d.Missing)
	}
	f := testFace(titleFloor)
	lines, cut := f.wrap(c.Title, Width-2*(margin+pad)-shotWidth-48, titleLines)
	if !cut || !strings.HasPrefix(c.Title, strings.TrimSuffix(lines[0], "…")) {
		t.Errorf("the 300-character title at the floor: %q, cut %v", lines, cut)
	}
}

// A character no bundled font has is named, with its code, and the card
// is drawn without it; Latin (Œ, ç, ã), Greek and Cyrillic are covered.
func TestMissingGlyphs(t *testing.T) {
	if m := Missing("Conceição Œuvre ÆØÅ Ελληνικά Кириллица …"); len(m) != 0 {
		t.Errorf("missing %q in covered scripts", m)
	}
	if m := Missing("東京 Bookstore 書店 東 🚀\u200d\ufe0f\ue000"); !slices.Equal(
		m,
		[]rune{'東', '京', '書', '店', '🚀', '\ue000'},
	) {
		t.Errorf("missing %q", m)
	}
	d, err := Draw(samples(t)["cjk"])
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d.Missing, []rune("東京書店")) {
		t.Errorf("the CJK card is missing %q", d.Missing)
	}
	// Drawn without them: the same as the title with them left out.
	without := samples(t)["cjk"]
	without.Title = "Bookstore"
	a, _ := Draw(without)
	with := samples(t)["cjk"]
	with.Title = "東京Bookstore書店"
	b, _ := Draw(with)
	if !bytes.Equal(a.JPEG, b.JPEG) {
		t.Error("the missing characters left a mark on the card")
	}
}

// Each text colour reads at 4.5:1 on the panel over the lightest
// wallpaper, and a chip's text on any accent.
func TestTextContrast(t *testing.T) {
	panel := worstPanel()
	for name, c := range map[string]color.RGBA{"text": textColor, "muted": mutedColor} {
		if r := contrast(c, panel); r < 4.5 {
			t.Errorf("%s on the panel: %.2f:1", name, r)
		}
	}
	for _, accent := range []string{"#8cc8ff", "#c2410c", "#ffff00", "#777777", "#000000", "#0a58b8"} {
		d := drawer{accent: colorOr(accent, defaultAccent)}
		if r := contrast(d.onPanel(), panel); r < 4.5 {
			t.Errorf("the kicker in %s: %.2f:1", accent, r)
		}
		if r := contrast(inkOn(d.accent), d.accent); r < 4.5 {
			t.Errorf("a chip in %s: %.2f:1", accent, r)
		}
	}
	// And on the card itself: the title's pixels against the panel's.
	d, err := Draw(Card{Title: "H", Owner: "Owner", Wallpaper: Bytes(whiteJPEG(t))})
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(d.JPEG))
	if err != nil {
		t.Fatal(err)
	}
	bg := color.RGBAModel.Convert(img.At(margin+20, Height/2)).(color.RGBA)
	if r := contrast(textColor, bg); r < 4.5 {
		t.Errorf("on a white wallpaper the panel is %v: %.2f:1", bg, r)
	}
}

func whiteJPEG(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 64, 36))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestText(t *testing.T) {
	for _, c := range []struct {
		card Card
		want string
	}{
		{
			Card{
				Kicker: "Projetos", Title: "Livraria", Owner: "Your Name", Label: "Programador",
				Tech: []string{"React", "CSS"},
			},
			"Projetos: Livraria · Your Name, Programador · React, CSS",
		},
		{Card{Title: "About", Owner: "Ada"}, "About · Ada"},
		{Card{Kicker: "Blog", Title: "Olá", Date: "1 de março de 2026", Owner: "Ada"},
			"Blog: Olá, 1 de março de 2026 · Ada"},
		{
			Card{Title: " Conceic\u0327a\u0303o  東京 ", Owner: "Ada", Tech: []string{"", "Go", " "}},
			"Conceição · Ada · Go",
		},
		{Card{Kicker: "Projects", Label: "Engineer", Tech: []string{"Go"}}, "Projects · Engineer · Go"},
		{Card{Title: "Home", Label: "Engineer"}, "Home · Engineer"},
		{Card{}, ""},
	} {
		if got := c.card.Text(); got != c.want {
			t.Errorf("%+v: Text() = %q, want %q", c.card, got, c.want)
		}
	}
}

// A post's day is drawn on the line of a project's technologies, and is
// part of its card's key; a card without a day keeps the key it had.
func TestAPostsDayIsDrawnAndKeyed(t *testing.T) {
	with := samples(t)["post-en"]
	without := with
	without.Date = ""
	a, err := Draw(with)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Draw(without)
	if err != nil {
		t.Fatal(err)
	}
	line := image.Rect(margin+pad, chipsBottom-40, Width/2, chipsBottom)
	if n := pixelsThatDiffer(t, a.JPEG, b.JPEG, line); n < 500 {
		t.Errorf("the day's line differs in %d pixels: the day is not drawn there", n)
	}
	if with.Key() == without.Key() {
		t.Error("the day is not in the card's key")
	}
	plain := Card{Title: "About", Owner: "Ada"}
	if plain.Key() == (Card{Title: "About", Owner: "Ada", Date: "x"}).Key() {
		t.Error("a day changes no key")
	}
}

// pixelsThatDiffer counts the pixels of r where two cards differ by more
// than JPEG's noise.
func pixelsThatDiffer(t *testing.T, a, b []byte, r image.Rectangle) int {
	t.Helper()
	imgA, err := jpeg.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	imgB, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ra, _, _, _ := imgA.At(x, y).RGBA()
			rb, _, _, _ := imgB.At(x, y).RGBA()
			if d := int(ra>>8) - int(rb>>8); d > 40 || d < -40 {
				n++
			}
		}
	}
	return n
}

func TestCover(t *testing.T) {
	out, err := Cover(starter(t, "media/projects/bookstore/1.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(out))
	if err != nil || cfg.Width != Width || cfg.Height != Height {
		t.Errorf("%dx%d (%v)", cfg.Width, cfg.Height, err)
	}
	if _, err := Cover([]byte("not an image")); err == nil {
		t.Error("no error for bytes that are not an image")
	}
}

// Missing and clean take ASCII text as it is, without a look-up: that
// holds only while the font draws every ASCII character.
func TestEveryASCIICharacterIsDrawn(t *testing.T) {
	for r := rune(0); r < utf8.RuneSelf; r++ {
		if !drawn(r) {
			t.Errorf("U+%04X %q has no glyph, and Missing would not say so", r, r)
		}
	}
}

func TestTidyTextIsCleanText(t *testing.T) {
	texts := []string{
		"", "Bookstore", "Ada Lovelace", " Ada", "Ada ", "Ada  Lovelace", "Ada\tLovelace", "a\nb", "Conceição", "~!@#",
	}
	for _, s := range texts {
		slow := strings.Join(strings.Fields(norm.NFC.String(s)), " ")
		if tidy(s) && s != slow {
			t.Errorf("tidy(%q), but clean gives %q", s, slow)
		}
		if got := clean(s); got != slow {
			t.Errorf("clean(%q) = %q, want %q", s, got, slow)
		}
	}
}
