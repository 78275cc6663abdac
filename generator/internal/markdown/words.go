package markdown

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
	"github.com/yuin/goldmark/ast"
)

// wordsPerMinute is an adult's silent reading speed, a little under the
// 238 words a minute Brysbaert (2019) measured for non-fiction in English:
// a post with code reads slower than prose.
const wordsPerMinute = 230

// ReadingMinutes is how long the body takes to read, rounded up, at least
// a minute: its words outside code blocks at wordsPerMinute.
func (d *Doc) ReadingMinutes() int {
	perMinute := 3 * wordsPerMinute
	return max(1, (thirdsOfWords(plainText(d.root, d.body))+perMinute-1)/perMinute)
}

// thirdsOfWords counts text's words, in thirds, as Unicode segments them
// (UAX #29): a segment holding a letter or a digit is a word. Chinese and
// Japanese are written without spaces, a segment a character, and read
// about three times as many characters a minute: a character is a third.
func thirdsOfWords(text string) int {
	n := 0
	state := -1
	for text != "" {
		var word string
		word, text, state = uniseg.FirstWordInString(text, state)
		n += thirds(word)
	}
	return n
}

func thirds(word string) int {
	n := 0
	for _, r := range word {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana):
			return utf8.RuneCountInString(word)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			n = 3
		}
	}
	return n
}

// Summary is the body's first paragraphs as plain text, cut at a word to
// at most limit characters, "…" marking the cut: a feed's or a card's
// summary when the post has none.
func (d *Doc) Summary(limit int) string {
	var b strings.Builder
	for c := d.root.FirstChild(); c != nil && b.Len() < limit*4; c = c.NextSibling() {
		if _, ok := c.(*ast.Paragraph); ok {
			b.WriteString(plainText(c, d.body))
			b.WriteByte(' ')
		}
	}
	return cutAtWord(strings.Join(strings.Fields(b.String()), " "), limit)
}

// cutAtWord is text cut to at most limit characters, at a space, an
// ellipsis included when anything was cut.
func cutAtWord(text string, limit int) string {
	runes := []rune(text)
	if len(runes) <= limit {
		return text
	}
	cut := string(runes[:max(limit-1, 0)])
	if i := strings.LastIndexByte(cut, ' '); i > 0 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:") + "…"
}
