// Package markdown reads and renders a post's Markdown: CommonMark, GFM's
// tables, strikethrough, task lists and autolinks, and footnotes
// (github.com/yuin/goldmark), with code highlighted at build time as CSS
// classes (github.com/alecthomas/chroma/v2). No HTML the owner wrote reaches
// the page: raw HTML, and links and images to anything but the web, mail or
// the site's own files and pages, are left out, each with a warning at its
// line and column. The images and the links to the site's own files and
// pages are the caller's to resolve: Parse lists them, Render asks for each.
package markdown

//go:generate go run ./chromacss -o ../../../theme/src/features/blog/code-colors.css

import (
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Doc is a post's parsed body, which Render turns into HTML as many times
// as its callers need (page and feed), with their own URLs.
type Doc struct {
	body  []byte   // the Markdown after the front matter, which root's segments index
	start int      // the body's offset in the file
	root  ast.Node // guarded: nothing unsafe is left in it
	// Refs are the body's images and links to the site's own files and
	// pages, in the order they are written.
	Refs []Ref
	// Warnings are what was left out, positioned in the whole file, their
	// File empty for the caller to fill.
	Warnings []diag.Diagnostic
}

// RefKind tells an image from a link.
type RefKind string

// The kinds of reference.
const (
	ImageRef RefKind = "image"
	LinkRef  RefKind = "link"
)

// Ref is an image, or a link to a file beside the post ("../media/a.pdf",
// "other.md#part") or to a page of the site ("/apps/"), as written
// (entities and escapes decoded), with where it is written.
type Ref struct {
	Kind RefKind
	Dest string
	At   Position
}

// Position is a place in the post's file: its byte offset, and its line
// and column (counted in characters), both from 1.
type Position struct {
	Offset, Line, Col int
}

// reader parses with the extensions the posts use and the guard last.
// goldmark's parser keeps no state between documents: the guard's
// findings go through each document's parser.Context.
var reader = goldmark.New(
	goldmark.WithExtensions(
		extension.Linkify,
		extension.NewTable(extension.WithTableCellAlignMethod(extension.TableCellAlignNone)),
		extension.Strikethrough,
		extension.TaskList,
		extension.Footnote,
	),
	// After the footnotes' transformer (999), which gathers the notes the
	// guard must see too.
	goldmark.WithParserOptions(parser.WithASTTransformers(util.Prioritized(guard{}, 1000))),
).Parser()

// Parse reads the body of a post whose file is src, the body starting at
// byte bodyStart (after the front matter), so that every position is the
// file's own.
func Parse(src []byte, bodyStart int) *Doc {
	body := src[bodyStart:]
	found := &findings{}
	pc := parser.NewContext()
	pc.Set(findingsKey, found)
	root := reader.Parse(text.NewReader(body), parser.WithContext(pc))
	lines := newLineIndex(src)
	doc := &Doc{body: body, start: bodyStart, root: root}
	for _, r := range found.refs {
		doc.Refs = append(doc.Refs, Ref{Kind: r.kind, Dest: r.dest, At: lines.position(bodyStart + r.offset)})
	}
	for _, p := range found.problems {
		at := lines.position(bodyStart + p.offset)
		doc.Warnings = append(doc.Warnings, diag.Diagnostic{
			Line:     at.Line,
			Col:      at.Col,
			Severity: diag.SeverityWarning,
			Message:  p.message,
			Hint:     p.hint,
			Source:   lines.text(at.Line),
		})
	}
	return doc
}
