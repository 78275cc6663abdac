package markdown

import (
	"bytes"
	"sort"
	"unicode/utf8"
)

// lineIndex turns byte offsets of a file into lines and columns.
type lineIndex struct {
	src    []byte
	starts []int // the offset at which each line starts
}

func newLineIndex(src []byte) lineIndex {
	starts := []int{0}
	for i, b := range src {
		if b == '\n' {
			starts = append(starts, i+1)
		}
	}
	return lineIndex{src: src, starts: starts}
}

// position is the line and column of offset; the column counts
// characters, as an editor does.
func (l lineIndex) position(offset int) Position {
	offset = min(max(offset, 0), len(l.src))
	i := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > offset }) - 1
	col := utf8.RuneCount(l.src[l.starts[i]:offset]) + 1
	return Position{Offset: offset, Line: i + 1, Col: col}
}

// text is line n without its line ending.
func (l lineIndex) text(n int) string {
	start := l.starts[n-1]
	end := len(l.src)
	if n < len(l.starts) {
		end = l.starts[n] - 1
	}
	return string(bytes.TrimSuffix(l.src[start:end], []byte("\r")))
}
