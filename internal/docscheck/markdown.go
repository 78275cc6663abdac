package docscheck

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// Markdown as GitHub reads it, as far as its links and anchors go.

type link struct {
	line   int
	target string
}

// prose calls f with each line of a Markdown page that is not inside a
// fenced code block, and its number.
func prose(src string, f func(n int, line string)) {
	var open string // the fence of the code block we are in
	for i, line := range strings.Split(src, "\n") {
		if m := fence.FindStringSubmatch(line); m != nil {
			switch {
			case open == "":
				open = m[1]
				continue
			case strings.HasPrefix(m[1], open) && strings.TrimSpace(line) == m[1]:
				open = ""
				continue
			}
		}
		if open == "" {
			f(i+1, line)
		}
	}
}

// pageLinks returns the links and images of a page, outside code.
func pageLinks(src string) []link {
	var out []link
	prose(src, func(n int, line string) {
		line = withoutCode(line)
		var targets []string
		for _, m := range inline.FindAllStringSubmatch(line, -1) {
			targets = append(targets, m[1])
		}
		if m := reference.FindStringSubmatch(line); m != nil {
			targets = append(targets, m[1])
		}
		for _, m := range htmlLink.FindAllStringSubmatch(line, -1) {
			targets = append(targets, m[1])
		}
		for _, t := range targets {
			out = append(out, link{n, strings.Trim(t, "<>")})
		}
	})
	return out
}

// withoutCode blanks the code spans of a line, whose brackets are text.
func withoutCode(line string) string {
	return codeSpan.ReplaceAllStringFunc(line, func(s string) string { return strings.Repeat(" ", len(s)) })
}

// pageAnchors returns the anchors of a page's headings, as GitHub makes
// them, and those of its <a id> and <a name> elements.
func pageAnchors(src string) []string {
	var out []string
	seen := map[string]int{}
	prose(src, func(_ int, line string) {
		for _, m := range htmlID.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
		m := heading.FindStringSubmatch(line)
		if m == nil {
			return
		}
		a := anchor(m[1])
		// GitHub numbers a heading's anchor when an earlier one has it.
		if n := seen[a]; n > 0 {
			seen[a]++
			a = fmt.Sprintf("%s-%d", a, n)
		} else {
			seen[a] = 1
		}
		out = append(out, a)
	})
	return out
}

// anchor is the anchor GitHub gives a heading: its text as rendered
// (links as their text, no code marks, no HTML), in lower case, without
// punctuation, each space a hyphen.
func anchor(text string) string {
	text = linkText.ReplaceAllString(text, "$1")
	text = htmlTag.ReplaceAllString(text, "")
	text = strings.NewReplacer("`", "", "**", "", "*", "").Replace(text)
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// The parts of a Markdown line that links and anchors are made of.
var (
	fence   = regexp.MustCompile("^[ \t]*(```+|~~~+)")
	heading = regexp.MustCompile(`^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$`)
	// An inline link or image, [text](target "title"), and a link
	// reference definition, [label]: target.
	inline    = regexp.MustCompile(`\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)`)
	reference = regexp.MustCompile(`^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)`)
	htmlLink  = regexp.MustCompile(`\s(?:href|src)="([^"]*)"`)
	htmlID    = regexp.MustCompile(`<a\s[^>]*(?:id|name)="([^"]*)"`)
	codeSpan  = regexp.MustCompile("(`+)[^`]+?(`+)")
	htmlTag   = regexp.MustCompile(`<[^>]*>`)
	linkText  = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)
)
