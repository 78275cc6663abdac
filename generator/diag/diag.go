// Package diag holds portgen's diagnostics: a problem found in a file, with
// its position, the offending source line and a hint. Every stage of the
// pipeline reports problems as diagnostics so that the CLI can sort them and
// print them all at once, in one format.
package diag

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Diagnostic is one problem in one file. Line and Col are 1-based; zero means
// the problem concerns the whole file.
type Diagnostic struct {
	File    string `json:"file"` // slash-separated, relative to the content folder's parent
	Line    int    `json:"line"`
	Col     int    `json:"column"`
	Message string `json:"message"`
	Hint    string `json:"hint,omitempty"`
	Source  string `json:"source,omitempty"` // the offending line, without its newline
}

// String formats the diagnostic as `path:line:col: message (hint)`.
func (d Diagnostic) String() string {
	var b strings.Builder
	b.WriteString(d.File)
	if d.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", d.Line, max(d.Col, 1))
	}
	b.WriteString(": ")
	b.WriteString(d.Message)
	if d.Hint != "" {
		b.WriteString(" (hint: ")
		b.WriteString(d.Hint)
		b.WriteString(")")
	}
	return b.String()
}

// Compare orders diagnostics by file, line, column, then message.
func Compare(a, b Diagnostic) int {
	return cmp.Or(
		cmp.Compare(a.File, b.File),
		cmp.Compare(a.Line, b.Line),
		cmp.Compare(a.Col, b.Col),
		cmp.Compare(a.Message, b.Message),
	)
}

// List collects diagnostics. The zero value is ready to use.
type List struct {
	items []Diagnostic
}

// Add records a diagnostic.
func (l *List) Add(d Diagnostic) { l.items = append(l.items, d) }

// Addf records a diagnostic built from a format string.
func (l *List) Addf(file string, line, col int, hint, format string, args ...any) {
	l.Add(Diagnostic{File: file, Line: line, Col: col, Hint: hint, Message: fmt.Sprintf(format, args...)})
}

// Append records every diagnostic of another list.
func (l *List) Append(other List) { l.items = append(l.items, other.items...) }

// Len reports how many diagnostics were recorded.
func (l *List) Len() int { return len(l.items) }

// Sorted returns the diagnostics in a stable order, without duplicates.
func (l *List) Sorted() []Diagnostic {
	out := slices.Clone(l.items)
	slices.SortStableFunc(out, Compare)
	return slices.CompactFunc(out, func(a, b Diagnostic) bool { return a == b })
}

// Err returns nil when the list is empty, and an *Error holding the sorted
// diagnostics otherwise.
func (l *List) Err() error {
	if l.Len() == 0 {
		return nil
	}
	return &Error{Diagnostics: l.Sorted()}
}

// Error is returned by any stage that found problems in the owner's files.
type Error struct {
	Diagnostics []Diagnostic
}

func (e *Error) Error() string {
	lines := make([]string, len(e.Diagnostics))
	for i, d := range e.Diagnostics {
		lines[i] = d.String()
	}
	return strings.Join(lines, "\n")
}
