// Package cards draws link previews: the 1200×630 image that LinkedIn,
// Slack, X, Mastodon or a chat shows for a link to a page. A card is drawn
// in pure Go from the page's own words, in its language, with the bundled
// Inter (generator/internal/fonts): the owner's name and label, the page's title,
// a project's technologies and screenshot, a post's day and cover, over the site's wallpaper in
// its accent colour, laid out like the home screen's panels. Text is
// normalised to NFC and broken at Unicode line-break opportunities; a
// character no bundled font has is left out and named (Missing), never
// drawn as a box.
package cards

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/cards/sharedjpeg"
	"github.com/portgen/portgen/generator/internal/fonts"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// The card's size (see plan.CardWidth).
const (
	Width  = plan.CardWidth
	Height = plan.CardHeight
)

// Version is the drawing code's: a card is drawn again when it changes.
// Raise it with any change to a card's pixels or bytes.
const Version = 4

// Quality is the JPEG quality of a card: a blurred wallpaper and flat
// panels compress well, and text stays crisp at it.
const Quality = 85

// Card is what one card shows, as assemble plans it (plan.Card), with what
// keys, words and draws it.
type Card plan.Card

// Drawn is a drawn card.
type Drawn struct {
	JPEG []byte
	// Missing are the characters of the card's text that no bundled font
	// has, which it was drawn without (see Missing), each once.
	Missing []rune
}

// The card's colours. The panel, at its opacity, over any wallpaper (white
// at worst) is dark enough for each text colour to read at 4.5:1 or more:
// TestTextContrast checks it.
var (
	defaultAccent     = color.RGBA{0x8c, 0xc8, 0xff, 0xff} // the theme's dark-scheme accent
	defaultBackground = color.RGBA{0x0d, 0x11, 0x17, 0xff}
	panelColor        = color.RGBA{0x0e, 0x12, 0x1a, 0xff} // the theme's dark panel
	textColor         = color.RGBA{0xf3, 0xf5, 0xf8, 0xff} // and its text
	mutedColor        = color.RGBA{0xb4, 0xbe, 0xcb, 0xff}
)

const (
	panelA       = 220 // the panel's opacity over the wallpaper, of 255
	wallpaperDim = 0.6 // the wallpaper's brightness around the panel
)

// The layout, in pixels.
const (
	margin      = 40 // around the panel
	pad         = 64 // inside it
	titleMax    = 76 // the title's size, shrunk to fit
	titleFloor  = 44 // down to this, then cut after titleLines lines
	titleLines  = 3
	shotWidth   = 440 // a project's screenshot, 16:10
	shotHeight  = 275
	chipSize    = 22
	chipsBottom = Height - margin - 52
)

var errNotImage = errors.New("not an image portgen can read (JPEG, PNG, GIF or WebP)")

// Draw draws a card, as a JPEG (without its Cover, which Maker uses
// instead).
func Draw(c Card) (Drawn, error) {
	wall, err := c.Wallpaper.Read()
	if err != nil {
		return Drawn{}, err
	}
	shot, err := c.Image.Read()
	if err != nil {
		return Drawn{}, err
	}
	g := newGround(backdrop(decode(wall), colorOr(c.Background, defaultBackground), accentOf(c)))
	return drawWith(c, frame(decode(shot)), g.canvas(), g.jpeg)
}

// ground is what the cards of a site are drawn on, and the encoder that
// writes a card's rows and blocks that show only the ground from the
// ground's own, encoded once.
type ground struct {
	img  *image.RGBA
	jpeg *sharedjpeg.Encoder
}

func newGround(img *image.RGBA) ground { return ground{img, sharedjpeg.New(img, Quality)} }

// canvas is a copy of the ground, to draw a card on.
func (g ground) canvas() *image.RGBA {
	canvas := image.NewRGBA(g.img.Rect)
	copy(canvas.Pix, g.img.Pix)
	return canvas
}

// drawWith draws a card with its framed image (nil for none) over its
// backdrop, which it paints on. Maker shares one backdrop between the
// cards of a site, and a frame between a project's cards, made once each.
func drawWith(c Card, framed *image.RGBA, canvas *image.RGBA, enc *sharedjpeg.Encoder) (Drawn, error) {
	missing := c.missing()
	c = c.normal()
	d := &drawer{dst: canvas, buf: &sfnt.Buffer{}, accent: accentOf(c)}
	right := Width - margin - pad
	if framed != nil {
		x, y := Width-margin-pad-framed.Rect.Dx()+frameBorder, (Height-framed.Rect.Dy())/2+20
		paste(canvas, framed, x, y)
		right = x - 48
	}
	d.header(c)
	d.title(c, right)
	d.chips(c.Tech, Width-margin-pad)
	d.date(c.Date, right)
	return Drawn{JPEG: enc.Encode(canvas), Missing: missing}, nil
}

// normal is the card with its text in NFC, without the characters no
// font has, runs of spaces as one: "東京 Bookstore" is drawn as
// "Bookstore", not indented.
func (c Card) normal() Card {
	c.Kicker = clean(c.Kicker)
	c.Title = clean(c.Title)
	c.Owner = clean(c.Owner)
	c.Label = clean(c.Label)
	c.Site = clean(c.Site)
	c.Date = clean(c.Date)
	tech := make([]string, 0, len(c.Tech))
	for _, t := range c.Tech {
		if t = clean(t); t != "" {
			tech = append(tech, t)
		}
	}
	c.Tech = tech
	return c
}

// cleaned holds clean's results: a site's cards repeat the same words (the
// owner, the technologies), and serve's rebuilds the same titles.
var cleaned sync.Map // string → string

// clean is s as a card draws it: in NFC, without the characters that no
// bundled font has, its spaces collapsed.
func clean(s string) string {
	if tidy(s) {
		return s
	}
	if c, ok := cleaned.Load(s); ok {
		return c.(string)
	}
	c := norm.NFC.String(s)
	if missing := Missing(c); len(missing) > 0 {
		c = strings.Map(func(r rune) rune {
			if slices.Contains(missing, r) {
				return -1
			}
			return r
		}, c)
	}
	c = strings.Join(strings.Fields(c), " ")
	cleaned.Store(s, c)
	return c
}

// tidy reports whether clean leaves s as it is: printable ASCII, one
// space between words. Most of a site's words are: they cost a scan, not a
// look-up.
func tidy(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return s == ""
	}
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' || s[i] == ' ' && s[i-1] == ' ' {
			return false
		}
	}
	return true
}

// missing is every character of the card's text that it lacks a glyph for.
func (c Card) missing() []rune {
	var out []rune
	for _, s := range append([]string{c.Kicker, c.Title, c.Date, c.Owner, c.Label, c.Site}, c.Tech...) {
		for _, r := range Missing(s) {
			if !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// Text is the card's words as one line, for the image's alternative text
// (og:image:alt), in the page's language.
func (c Card) Text() string {
	var b strings.Builder
	b.Grow(128)
	// add writes s after what is written, sep between them.
	add := func(sep, s string) {
		if s = clean(s); s != "" {
			if b.Len() > 0 {
				b.WriteString(sep)
			}
			b.WriteString(s)
		}
	}
	add("", c.Kicker)
	add(": ", c.Title)
	add(", ", c.Date)
	at := b.Len()
	add(" · ", c.Owner)
	if b.Len() > at {
		add(", ", c.Label)
	} else {
		add(" · ", c.Label)
	}
	at = b.Len()
	for _, t := range c.Tech {
		if b.Len() > at {
			add(", ", t)
		} else {
			add(" · ", t)
		}
	}
	return b.String()
}

type drawer struct {
	dst    *image.RGBA
	buf    *sfnt.Buffer
	accent color.RGBA
}

func (d *drawer) face(bold bool, size float64) face {
	f := fonts.Parsed().Regular
	if bold {
		f = fonts.Parsed().Bold
	}
	return newFace(f, size, d.buf)
}

// panel is the home screen's translucent panel over the wallpaper, its top
// edge in the accent colour.
func panel(dst *image.RGBA, accent color.RGBA) {
	r := image.Rect(margin, margin, Width-margin, Height-margin)
	fillRound(dst, r, 28, premultiplied(panelColor, panelA))
	// The accent's band is the top of a panel of the same corners.
	band := image.NewRGBA(image.Rect(margin, margin, Width-margin, margin+56))
	fillRound(band, band.Bounds(), 28, accent)
	draw.Draw(dst, image.Rect(margin, margin, Width-margin, margin+10), band, band.Bounds().Min, draw.Over)
}

// header is the owner's name and label, and where the site is.
func (d *drawer) header(c Card) {
	x, right := float64(margin+pad), float64(Width-margin-pad)
	site := d.face(false, 24)
	if c.Site != "" {
		w := site.width(c.Site)
		site.draw(d.dst, c.Site, right-w, margin+pad+26, mutedColor)
		right -= w + 32
	}
	name := d.face(true, 34)
	line, _ := name.wrap(c.Owner, right-x, 1)
	if len(line) > 0 {
		name.draw(d.dst, line[0], x, margin+pad+26, textColor)
	}
	label := d.face(false, 28)
	if line, _ := label.wrap(c.Label, float64(Width-margin-pad)-x, 1); len(line) > 0 {
		label.draw(d.dst, line[0], x, margin+pad+66, mutedColor)
	}
}

// title is the page's title, as large as fits in titleLines lines above
// the chips' line (or the day's) from titleMax down to titleFloor, else
// cut with "…"; the kicker above it.
func (d *drawer) title(c Card, right int) {
	x := float64(margin + pad)
	width := float64(right) - x
	top, bottom := float64(margin+pad+110), float64(chipsBottom-36)
	if len(c.Tech) == 0 && c.Date == "" {
		bottom = float64(Height - margin - pad)
	}
	above := 0.0 // the kicker's height
	if c.Kicker != "" {
		above = 48
	}
	var lines []string
	size := float64(titleMax)
	for ; ; size -= 4 {
		var cut bool
		lines, cut = d.face(true, size).wrap(c.Title, width, titleLines)
		fits := above+size*1.14*float64(len(lines)) <= bottom-top
		if !cut && fits || size <= titleFloor {
			break
		}
	}
	f := d.face(true, size)
	lead := size * 1.14
	kicker := d.face(false, 30)
	height := above + lead*float64(len(lines))
	y := top + max(0, (bottom-top-height)/2)
	if c.Kicker != "" {
		if k, _ := kicker.wrap(c.Kicker, width, 1); len(k) > 0 {
			kicker.draw(d.dst, k[0], x, y+30, d.onPanel())
		}
		y += 48
	}
	for _, l := range lines {
		y += lead
		f.draw(d.dst, l, x, y-lead*0.22, textColor)
	}
}

// onPanel is the accent where it reads on the panel at 4.5:1, else the
// muted text colour.
func (d *drawer) onPanel() color.RGBA {
	if contrast(d.accent, worstPanel()) >= 4.5 {
		return d.accent
	}
	return mutedColor
}

// worstPanel is the panel over a white wallpaper: the lightest it can be.
func worstPanel() color.RGBA {
	return over(color.RGBA{panelColor.R, panelColor.G, panelColor.B, panelA}, color.RGBA{255, 255, 255, 255})
}

// chips are the technologies, in the accent colour, as many as fit on one
// line.
func (d *drawer) chips(tech []string, right int) {
	f := d.face(true, chipSize)
	ink := inkOn(d.accent)
	x := margin + pad
	for _, t := range tech {
		w := int(f.width(t)) + 36
		if x+w > right {
			break
		}
		r := image.Rect(x, chipsBottom-44, x+w, chipsBottom)
		fillRound(d.dst, r, 22, d.accent)
		f.draw(d.dst, t, float64(x+18), float64(chipsBottom-14), ink)
		x += w + 12
	}
}

// date is a post's day, on the line of a project's technologies.
func (d *drawer) date(day string, right int) {
	f := d.face(false, 28)
	x := float64(margin + pad)
	if line, _ := f.wrap(day, float64(right)-x, 1); len(line) > 0 {
		f.draw(d.dst, line[0], x, float64(chipsBottom-12), mutedColor)
	}
}

// frameBorder is the width of a screenshot's frame.
const frameBorder = 2

// frame is a project's screenshot or icon as the card shows it, to the
// right of the title: filling 16:10, its corners rounded, in a thin
// frame, transparent around; nil for none.
func frame(img image.Image) *image.RGBA {
	if img == nil {
		return nil
	}
	b := frameBorder
	out := image.NewRGBA(image.Rect(0, 0, shotWidth+2*b, shotHeight+2*b))
	border := color.RGBA{0x40, 0x48, 0x55, 0xff}
	outer, inner := frameMasks()
	for i, a := range outer.Pix {
		// The border's colour, premultiplied by the mask's coverage.
		px := out.Pix[4*i : 4*i+4]
		px[0] = scale(border.R, a)
		px[1] = scale(border.G, a)
		px[2] = scale(border.B, a)
		px[3] = a
	}
	shot := cover(img, shotWidth, shotHeight, xdraw.ApproxBiLinear)
	for i, a := range inner.Pix {
		at := out.PixOffset(b+i%shotWidth, b+i/shotWidth)
		switch a {
		case 0:
		case 255: // all but the corners
			copy(out.Pix[at:at+4], shot.Pix[4*i:4*i+4])
		default:
			for c := range 4 { // shot over border, both premultiplied
				out.Pix[at+c] = scale(shot.Pix[4*i+c], a) + scale(out.Pix[at+c], 255-a)
			}
		}
	}
	return out
}

// frameMasks are the shapes of a screenshot's frame and of the screenshot
// in it, the same for every card.
var frameMasks = sync.OnceValues(func() (outer, inner *image.Alpha) {
	return roundMask(
			shotWidth+2*frameBorder,
			shotHeight+2*frameBorder,
			16+frameBorder,
		), roundMask(
			shotWidth,
			shotHeight,
			16,
		)
})

// paste draws a framed image at (x, y): only its rounded corners are
// blended, the rest is copied.
func paste(dst *image.RGBA, framed *image.RGBA, x, y int) {
	at := framed.Rect.Add(image.Pt(x, y))
	corner := 20 // rows at the top and at the bottom that hold the corners
	top := image.Rect(at.Min.X, at.Min.Y, at.Max.X, at.Min.Y+corner)
	bottom := image.Rect(at.Min.X, at.Max.Y-corner, at.Max.X, at.Max.Y)
	draw.Draw(dst, top, framed, image.Point{}, draw.Over)
	draw.Draw(dst, bottom, framed, image.Pt(0, framed.Rect.Dy()-corner), draw.Over)
	draw.Draw(dst, image.Rect(at.Min.X, top.Max.Y, at.Max.X, bottom.Min.Y), framed, image.Pt(0, corner), draw.Src)
}

// scale is v×a/255, rounded.
func scale(v, a uint8) uint8 { return uint8((uint32(v)*uint32(a) + 127) / 255) }

func encode(img *image.RGBA) ([]byte, error) {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: Quality}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// accentOf is the card's accent: the site's dark-scheme accent, which is
// made to read on dark panels, else its accent, else the theme's.
func accentOf(c Card) color.RGBA { return colorOr(c.Accent, defaultAccent) }

// colorOr is a site's colour, #rrggbb, or def when it sets none.
func colorOr(hex string, def color.RGBA) color.RGBA {
	v, err := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	if len(hex) != 7 || err != nil {
		return def
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// inkOn is the text colour on a fill: black or white, whichever reads
// better; one of them reads at 4.58:1 or more on any colour.
func inkOn(fill color.RGBA) color.RGBA {
	black, white := color.RGBA{0, 0, 0, 0xff}, color.RGBA{0xff, 0xff, 0xff, 0xff}
	if contrast(white, fill) > contrast(black, fill) {
		return white
	}
	return black
}
