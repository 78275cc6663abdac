package load

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// MaxYAMLSize is the largest YAML file portgen reads. A portfolio's files
// are a few kilobytes; anything near this is a mistake or an attack.
const MaxYAMLSize = 1 << 20

// parse reads and parses one YAML or JSON file, or takes it from the cache
// when it did not change. It returns the root node, or nil after reporting
// why the file cannot be read.
func (l *loader) parse(rel string) (*yaml.Node, *yamlFile) {
	f := &yamlFile{rel: rel, shown: l.shown(rel), diags: &l.diags, broken: true}
	l.files[rel] = f
	if p, ok := l.unchanged(rel); ok {
		return l.use(f, p)
	}
	readAt := time.Now()
	src, st, ok := l.readSource(f)
	if !ok {
		return nil, f
	}
	p, ok := l.cache.yaml[rel]
	if !ok || !bytes.Equal(p.src, src) {
		p = parsed{
			src:    src,
			lines:  strings.Split(string(src), "\n"),
			digest: sha256.Sum256(append([]byte(rel+"\x00"), src...)),
		}
		f.lines = p.lines
		if l.cache.Sources {
			p.sum = sha256.Sum256(src)
		}
		p.root, p.diags = f.parseSource(src)
		p.diags = append(p.diags, f.secrets(p.root)...)
	}
	p.stamp(st, readAt)
	l.cache.yaml[rel] = p
	return l.use(f, p)
}

// readSource reads the file f, up to MaxYAMLSize, and what the file
// system says of it (nil when it cannot say), or reports why it cannot.
// A file of the cache's overlay is read from there (see LoadWith).
func (l *loader) readSource(f *yamlFile) ([]byte, fs.FileInfo, bool) {
	if src, ok := l.cache.overlay[f.rel]; ok {
		return src, nil, true
	}
	file, err := l.root.Open(f.rel)
	if errors.Is(err, fs.ErrNotExist) {
		hint := "is --content pointing at the content folder? It must hold site.yaml"
		l.diags.Add(f.diagnostic(0, 0, "file not found", hint))
		return nil, nil, false
	}
	if err != nil {
		l.diags.Add(f.diagnostic(0, 0, fmt.Sprintf("cannot read file: %v", err), ""))
		return nil, nil, false
	}
	defer file.Close()
	var info fs.FileInfo
	if st, err := file.Stat(); err == nil {
		info = st
	}
	src, err := io.ReadAll(io.LimitReader(file, MaxYAMLSize+1))
	if err != nil {
		l.diags.Add(f.diagnostic(0, 0, fmt.Sprintf("cannot read file: %v", err), ""))
		return nil, nil, false
	}
	if len(src) > MaxYAMLSize {
		msg := fmt.Sprintf("file is larger than %d MiB, the most portgen reads from a YAML file", MaxYAMLSize>>20)
		l.diags.Add(f.diagnostic(1, 1, msg, "a portfolio file is a few kilobytes: is this the file you meant?"))
		return nil, nil, false
	}
	return src, info, true
}

// use gives f what the file parsed to.
func (l *loader) use(f *yamlFile, p parsed) (*yaml.Node, *yamlFile) {
	f.lines = p.lines
	f.digest = p.digest
	// A post's front matter is not noted: the editor on the page writes
	// YAML and JSON files back, and a post is Markdown.
	if l.cache.Sources && path.Ext(f.rel) != ".md" {
		f.sum = p.sum
		f.sources = content.Sources{}
	}
	for _, d := range p.diags {
		l.diags.Add(d)
	}
	f.broken = p.root == nil
	return p.root, f
}

// parseSource parses one YAML or JSON file, or a post's front matter, or
// says why it cannot.
func (f *yamlFile) parseSource(src []byte) (*yaml.Node, []diag.Diagnostic) {
	fail := func(d diag.Diagnostic) (*yaml.Node, []diag.Diagnostic) { return nil, []diag.Diagnostic{d} }
	post := path.Ext(f.rel) == ".md"
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) && !post { // Markdown editors may write one
		bom := "file starts with a byte-order mark (BOM)"
		return fail(f.diagnostic(1, 1, bom, "save the file as UTF-8 without BOM"))
	}
	if !utf8.Valid(src) {
		line, col := invalidUTF8(src)
		return fail(f.diagnostic(line, col, "file is not valid UTF-8", "save the file with the UTF-8 encoding"))
	}
	switch {
	case path.Ext(f.rel) == ".json":
		return f.parseJSON(src)
	case post:
		return f.parseFrontMatter(src)
	}
	root, diags := f.parseYAML(src)
	if root == nil && diags == nil {
		return fail(f.diagnostic(1, 1, "file is empty", emptyFileHint(f.rel)))
	}
	return root, diags
}

// parseYAML parses one YAML document, or says why it cannot; nil and no
// diagnostic when src holds no value.
func (f *yamlFile) parseYAML(src []byte) (*yaml.Node, []diag.Diagnostic) {
	fail := func(d diag.Diagnostic) (*yaml.Node, []diag.Diagnostic) { return nil, []diag.Diagnostic{d} }
	dec := yaml.NewDecoder(bytes.NewReader(src))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil && err != io.EOF {
		return fail(f.syntaxError(err))
	}
	if len(doc.Content) == 0 || doc.Content[0].Tag == "!!null" {
		return nil, nil
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err != io.EOF {
		line := 1
		if err == nil {
			line = max(extra.Line-1, 1)
		}
		msg := "file holds more than one YAML document"
		return fail(f.diagnostic(line, 1, msg, "remove the `---` separator and what follows it"))
	}
	return doc.Content[0], nil
}

// emptyFileHint says what a file of that folder must hold.
func emptyFileHint(rel string) string {
	switch {
	case strings.HasPrefix(rel, "projects/"):
		return "a project needs id, icon, title, content, tech, links and images; " +
			"“Add a project” in the owner's guide shows one: " +
			"https://github.com/portgen/portgen/blob/main/docs/guide.md#add-a-project"
	case strings.HasPrefix(rel, "locales/"):
		return "a locale file holds the interface strings, with the same keys as the default language's file"
	case strings.HasPrefix(rel, "resume"):
		return "a résumé in the JSON Resume schema (jsonresume.org) needs at least " +
			"{\"basics\": {\"name\": \"Your Name\"}}; or delete the file"
	}
	return "site.yaml needs baseURL, icon, languages, owner and wallpapers; " +
		"see “Make it yours” in the owner's guide: " +
		"https://github.com/portgen/portgen/blob/main/docs/guide.md#make-it-yours"
}

// invalidUTF8 is the line and column of the first byte that is not UTF-8.
func invalidUTF8(src []byte) (line, col int) {
	line = 1
	col = 1
	for len(src) > 0 {
		r, size := utf8.DecodeRune(src)
		if r == utf8.RuneError && size <= 1 {
			return line, col
		}
		if r == '\n' {
			line++
			col = 1
		} else {
			col++
		}
		src = src[size:]
	}
	return line, col
}
