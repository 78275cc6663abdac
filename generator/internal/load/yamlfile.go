package load

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// pos is a line and a column in runes, both from 1.
type pos struct{ line, col int }

// yamlFile is one parsed YAML file and the position of every value in it,
// keyed by the value's path ("links.live", "images[1]").
type yamlFile struct {
	rel        string // relative to the content folder, slash-separated
	shown      string // as printed in diagnostics
	lines      []string
	digest     [32]byte // of the file's path and content
	lineStarts []int64  // the byte offset of each line, for JSON's positions
	pos        map[string]pos
	diags      *diag.List
	nodes      int

	// broken is set when the file could not be parsed at all; failed holds
	// the paths already reported (a value of the wrong type, or the field
	// that a misspelt key meant), so the domain rules do not report them
	// again as missing.
	broken bool
	failed map[string]bool
	// comments holds, by path, the text of a value that YAML read as a
	// comment: `accent: #ff7a59` is an empty accent.
	comments map[string]string

	// sources are where its texts are (see Cache.Sources), nil when not
	// noted; sum is the hash of its bytes. lang is the language of the
	// text being decoded, "" outside a map of languages, and shared counts
	// the anchored or aliased nodes the decoder is inside: their texts
	// are not noted.
	sources content.Sources
	sum     [32]byte
	lang    string
	shared  int
}

func (f *yamlFile) isJSON() bool { return strings.HasSuffix(f.rel, ".json") }

// isResume reports whether the file is the résumé or one of its translations.
func (f *yamlFile) isResume() bool { return strings.HasPrefix(f.rel, "resume") }

// setPos notes where the value at path is. The maps of a file are made
// when first written: an unchanged project's are the cache's (serve loads
// hundreds at each save).
func (f *yamlFile) setPos(path string, p pos) {
	if f.pos == nil {
		f.pos = map[string]pos{}
	}
	f.pos[path] = p
}

// source notes where the text n, at path, is written, when the file's
// sources are noted and the text is the file's own: neither anchored,
// aliased nor tagged.
func (f *yamlFile) source(n *yaml.Node, path string) {
	if f.sources == nil || f.shared > 0 || n.Anchor != "" || n.Style&yaml.TaggedStyle != 0 {
		return
	}
	f.sources[content.SourceKey(f.rel, path)] = content.Source{
		File:  f.rel,
		Path:  path,
		Lang:  f.lang,
		Line:  n.Line,
		Col:   n.Column,
		Block: n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0,
		Sum:   f.sum,
	}
}

// isShared reports whether n is an alias or an anchored node, whose text
// is also another value's.
func isShared(n *yaml.Node) bool { return n.Kind == yaml.AliasNode || n.Anchor != "" }

// fail notes that the value at path has been reported.
func (f *yamlFile) fail(path string) {
	if f.failed == nil {
		f.failed = map[string]bool{}
	}
	f.failed[path] = true
}

// accounted reports whether path, or a parent of it, was already reported.
func (f *yamlFile) accounted(path string) bool {
	for p := path; ; p = parentPath(p) {
		if f.failed[p] {
			return true
		}
		if p == "" {
			return false
		}
	}
}

func (f *yamlFile) errorf(n *yaml.Node, hint, format string, args ...any) {
	f.diags.Add(f.diagnostic(n.Line, n.Column, fmt.Sprintf(format, args...), hint))
}

func (f *yamlFile) diagnostic(line, col int, msg, hint string) diag.Diagnostic {
	d := diag.Diagnostic{File: f.shown, Line: line, Col: col, Message: msg, Hint: hint}
	if line > 0 && line <= len(f.lines) {
		d.Source = f.lines[line-1]
	}
	return d
}

// at returns the position of the value at path, or of its closest parent
// when the value is missing.
func (f *yamlFile) at(path string) pos {
	for {
		if p, ok := f.pos[path]; ok {
			return p
		}
		if path == "" {
			return pos{1, 1}
		}
		path = parentPath(path)
	}
}

// find moves a position to the first occurrence of needle in the lines from
// there on, so that a problem inside a long value points at its cause.
func (f *yamlFile) find(from pos, needle string) pos {
	if needle == "" {
		return from
	}
	for line := from.line; line <= len(f.lines) && line < from.line+100; line++ {
		text := f.lines[line-1]
		start := 0
		if line == from.line {
			start = min(len(text), max(0, from.col-1))
		}
		if i := strings.Index(text[start:], needle); i >= 0 {
			return pos{line, utf8.RuneCountInString(text[:start+i]) + 1}
		}
	}
	return from
}

func parentPath(p string) string {
	if strings.HasSuffix(p, "]") {
		return p[:strings.LastIndexByte(p, '[')]
	}
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return ""
}

func joinPath(parent, field string) string {
	if parent == "" {
		return field
	}
	return parent + "." + field
}

// lastKey is the last key of a path: "accent" of "colors.accent".
func lastKey(p string) string { return p[strings.LastIndexByte(p, '.')+1:] }

func displayPath(p string) string {
	if p == "" {
		return "the file"
	}
	return p
}
