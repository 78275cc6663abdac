// Package diag holds portgen's diagnostics: a problem found in a file, with
// its position, the offending source line and a hint. Every stage of the
// pipeline reports problems as diagnostics so that the CLI can sort them and
// print them all at once, in one format.
package diag

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Severity says whether a diagnostic stops the build.
type Severity string

const (
	// SeverityError stops the build; it is what the zero Severity means.
	SeverityError Severity = "error"
	// SeverityWarning is printed and counted apart, and never stops a
	// build: a translation for a language the site no longer lists, say.
	SeverityWarning Severity = "warning"
)

// MarshalJSON writes the zero Severity as "error".
func (s Severity) MarshalJSON() ([]byte, error) {
	return json.Marshal(string(cmp.Or(s, SeverityError)))
}

// Diagnostic is one problem in one file. Line and Col are 1-based; zero means
// the problem concerns the whole file.
type Diagnostic struct {
	// File is slash-separated, relative to the content folder's parent;
	// "$NAME" for an environment variable.
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Col      int      `json:"column"`
	Severity Severity `json:"severity"` // empty for an error
	Message  string   `json:"message"`
	Hint     string   `json:"hint,omitempty"`
	Source   string   `json:"source,omitempty"` // the offending line, without its newline
}

// IsWarning reports whether the diagnostic leaves the build going.
func (d Diagnostic) IsWarning() bool { return d.Severity == SeverityWarning }

// String formats the diagnostic as `path:line:col: message (hint)`, with
// "warning: " before the message of a warning.
func (d Diagnostic) String() string {
	var b strings.Builder
	b.WriteString(d.File)
	if d.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", d.Line, max(d.Col, 1))
	}
	b.WriteString(": ")
	if d.IsWarning() {
		b.WriteString("warning: ")
	}
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
		cmp.Compare(a.Severity, b.Severity),
	)
}

// List collects diagnostics. The zero value is ready to use.
type List struct {
	items []Diagnostic
}

// Add records a diagnostic, with any secret in its source line or message
// masked.
func (l *List) Add(d Diagnostic) {
	d.Source, d.Message = maskLine(d.Source), maskURLs(d.Message)
	l.items = append(l.items, d)
}

// Addf records a diagnostic built from a format string.
func (l *List) Addf(file string, line, col int, hint, format string, args ...any) {
	l.Add(Diagnostic{File: file, Line: line, Col: col, Hint: hint, Message: fmt.Sprintf(format, args...)})
}

// Append records every diagnostic of another list.
func (l *List) Append(other List) { l.items = append(l.items, other.items...) }

// Len reports how many diagnostics were recorded.
func (l *List) Len() int { return len(l.items) }

// Between returns the diagnostics recorded from the from-th to before the
// to-th, as recorded.
func (l *List) Between(from, to int) []Diagnostic { return slices.Clone(l.items[from:to]) }

// Sorted returns the diagnostics in a stable order, without duplicates. A
// warning that a file repeats (the same message at several places, one per
// translation of a language the site does not list, say) is kept once, at
// its first position.
func (l *List) Sorted() []Diagnostic {
	out := slices.Clone(l.items)
	slices.SortStableFunc(out, Compare)
	out = slices.CompactFunc(out, func(a, b Diagnostic) bool { return a == b })
	warned := map[[2]string]bool{}
	return slices.DeleteFunc(out, func(d Diagnostic) bool {
		if !d.IsWarning() {
			return false
		}
		key := [2]string{d.File, d.Message}
		seen := warned[key]
		warned[key] = true
		return seen
	})
}

// Warnings returns the warnings, sorted as Sorted does.
func (l *List) Warnings() []Diagnostic {
	return slices.DeleteFunc(l.Sorted(), func(d Diagnostic) bool { return !d.IsWarning() })
}

// Err returns nil when the list holds no error (warnings only, or nothing),
// and an *Error holding every sorted diagnostic, warnings too, otherwise.
func (l *List) Err() error {
	if !slices.ContainsFunc(l.items, func(d Diagnostic) bool { return !d.IsWarning() }) {
		return nil
	}
	return &Error{Diagnostics: l.Sorted()}
}

// Error is returned by any stage that found problems in the owner's files.
// Its Diagnostics are the errors and the warnings found with them.
type Error struct {
	Diagnostics []Diagnostic
}

// Count returns how many of the diagnostics are errors and how many warnings.
func Count(diags []Diagnostic) (errors, warnings int) {
	for _, d := range diags {
		if d.IsWarning() {
			warnings++
		} else {
			errors++
		}
	}
	return errors, warnings
}

func (e *Error) Error() string {
	lines := make([]string, len(e.Diagnostics))
	for i, d := range e.Diagnostics {
		lines[i] = d.String()
	}
	return strings.Join(lines, "\n")
}

// LineOf returns the line-th line, from 1, of the file at path, without its
// line ending: the source line of a problem placed in a file that portgen
// does not parse itself (the theme's code, placed by a source map). It is
// "" when the file cannot be read or has no such line.
func LineOf(path string, line int) string {
	data, err := os.ReadFile(filepath.FromSlash(path))
	if err != nil || line < 1 {
		return ""
	}
	lines := strings.Split(string(data), "\n")
	if line > len(lines) {
		return ""
	}
	return strings.TrimRight(lines[line-1], "\r")
}
