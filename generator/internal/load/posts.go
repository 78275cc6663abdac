package load

import (
	"bytes"
	"cmp"
	"fmt"
	"io/fs"
	"path"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/markdown"
)

// postsDir is the folder of the posts' files.
const postsDir = "posts"

// postName splits a post's file name into its slug and, for a
// translation, its language: hello-world.pt.md.
var postName = regexp.MustCompile(`^(.*?)(?:\.([a-z]{2,3}))?\.md$`)

// parsedBody is a post's Markdown as the cache holds it, for the file
// whose digest it was parsed from.
type parsedBody struct {
	digest [32]byte
	doc    *markdown.Doc
}

// posts reads the files of posts/, each a version of a post in one
// language, into the site's posts.
func (l *loader) posts(site *content.Site) {
	bySlug := map[string][]content.PostVersion{}
	for _, rel := range l.listWith(postsDir, l.readPosts) {
		m := postName.FindStringSubmatch(path.Base(rel))
		if v, ok := l.post(rel, cmp.Or(m[2], site.Config.DefaultLanguage())); ok {
			bySlug[m[1]] = append(bySlug[m[1]], v)
		}
	}
	site.Posts = content.GroupPosts(bySlug, site.Config.Languages)
}

// post reads a version of a post, in lang, from its file: the front
// matter, decoded as strictly as any YAML file, and the body, whose
// warnings it reports at their lines; false when the file cannot be read
// or its front matter parsed.
func (l *loader) post(rel, lang string) (content.PostVersion, bool) {
	n, f := l.parse(rel)
	if n == nil {
		return content.PostVersion{}, false
	}
	v := content.PostVersion{File: rel, Lang: lang, Digest: f.digest}
	f.decode(n, reflect.ValueOf(&v.Front).Elem(), "")
	f.setPos("", pos{1, 1}) // a problem of the whole post is at its first line, not at its first field
	doc := l.body(rel, f.digest)
	v.Body = doc
	v.Minutes = doc.ReadingMinutes()
	for i, r := range doc.Refs {
		v.Refs = append(v.Refs, content.PostRef{Image: r.Kind == markdown.ImageRef, Dest: r.Dest, Offset: r.At.Offset})
		f.setPos(fmt.Sprintf("refs[%d]", i), pos{r.At.Line, r.At.Col})
	}
	for _, w := range foldRepeats(doc.Warnings) {
		w.File = f.shown
		l.diags.Add(w)
	}
	return v, true
}

// foldRepeats folds the warnings of a body that say the same into the
// first, which names the lines of the others: a file's repeated warning
// is printed once (see diag.List.Sorted), and the owner then knows of
// every place to fix. Each line is named once, and the first's not at all
// (an inline <b>…</b> is two pieces of raw HTML on one line).
func foldRepeats(warnings []diag.Diagnostic) []diag.Diagnostic {
	const most = 10 // lines named
	var out []diag.Diagnostic
	first := map[string]int{}
	lines := map[string][]string{}
	named := map[string]map[int]bool{}
	for _, w := range warnings {
		i, seen := first[w.Message]
		if !seen {
			first[w.Message] = len(out)
			out = append(out, w)
			named[w.Message] = map[int]bool{w.Line: true}
			continue
		}
		if !named[w.Message][w.Line] {
			named[w.Message][w.Line] = true
			lines[out[i].Message] = append(lines[out[i].Message], strconv.Itoa(w.Line))
		}
	}
	for i, w := range out {
		again := lines[w.Message]
		if len(again) == 0 {
			continue
		}
		shown := strings.Join(again[:min(len(again), most)], ", ")
		if len(again) > most {
			shown += ", …"
		}
		out[i].Message = fmt.Sprintf("%s, here and on line %s", w.Message, shown)
		if len(again) > 1 {
			out[i].Message = fmt.Sprintf("%s, here and on lines %s", w.Message, shown)
		}
	}
	return out
}

// body is the post's Markdown, parsed, or as the cache holds it when the
// file (its digest) did not change.
func (l *loader) body(rel string, digest [32]byte) *markdown.Doc {
	if b, ok := l.cache.bodies[rel]; ok && b.digest == digest {
		return b.doc
	}
	src := l.cache.yaml[rel].src
	_, start, _, _ := splitFrontMatter(src)
	doc := markdown.Parse(src, start)
	l.cache.bodies[rel] = parsedBody{digest: digest, doc: doc}
	return doc
}

// parseFrontMatter parses the front matter of a post's file src: the
// YAML between its first line, ---, and the next line that is --- (or
// ..., YAML's end of a document). The YAML is given the file up to the
// closing line, the opening --- included, which YAML reads as the start
// of a document: every value's line and column are the file's own. A
// front matter with no field is an empty mapping, whose required fields
// the rules report missing.
func (f *yamlFile) parseFrontMatter(src []byte) (*yaml.Node, []diag.Diagnostic) {
	fail := func(d diag.Diagnostic) (*yaml.Node, []diag.Diagnostic) { return nil, []diag.Diagnostic{d} }
	front, _, opened, closed := splitFrontMatter(src)
	switch {
	case !opened:
		return fail(f.diagnostic(1, 1, "a post starts with its front matter, between two lines of ---",
			`start the file with a line ---, then title: "…" and date: YYYY-MM-DD, then a line ---`))
	case !closed:
		return fail(f.diagnostic(1, 1, "the front matter opened at line 1 is never closed with ---",
			"end it with a line that holds --- alone, before the post's text"))
	}
	root, diags := f.parseYAML(front)
	if root == nil && diags == nil {
		return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: 1, Column: 1}, nil
	}
	return root, diags
}

// splitFrontMatter finds the front matter of a post's file src: front
// is the file up to the line that closes it, and the body starts at
// bodyStart, after that line. opened is false when the first line (after
// a byte-order mark) is not ---, closed when no line closes it. A line
// ending in CRLF is a line.
func splitFrontMatter(src []byte) (front []byte, bodyStart int, opened, closed bool) {
	start := len(src) - len(bytes.TrimPrefix(src, []byte("\xef\xbb\xbf")))
	first, off := lineAt(src, start)
	if !fence(first, "---") {
		return nil, 0, false, false
	}
	for off < len(src) {
		line, next := lineAt(src, off)
		if fence(line, "---") || fence(line, "...") {
			return src[:off], next, true, true
		}
		off = next
	}
	return nil, 0, true, false
}

// lineAt is the line of src that starts at off, without its line break,
// and where the next line starts.
func lineAt(src []byte, off int) (line []byte, next int) {
	end := bytes.IndexByte(src[off:], '\n')
	if end < 0 {
		return src[off:], len(src)
	}
	return src[off : off+end], off + end + 1
}

// fence reports whether line is marker alone, trailing white space aside.
func fence(line []byte, marker string) bool {
	return string(bytes.TrimRight(line, " \t\r")) == marker
}

// readPosts lists the posts' files, and warns of the others that look
// like them: a name ending otherwise than in .md, a post in a folder.
func (l *loader) readPosts(dir string) []string {
	entries := l.folder(dir)
	var out []string
	for _, e := range entries {
		rel := dir + "/" + e.Name()
		ext := path.Ext(e.Name())
		switch {
		case e.IsDir():
			l.postsInFolder(rel)
		case ext == ".md":
			out = append(out, rel)
		case strings.EqualFold(ext, ".md") || strings.EqualFold(ext, ".markdown"):
			stem := strings.TrimSuffix(e.Name(), ext)
			l.diags.Add(diag.Diagnostic{
				File:     l.shown(rel),
				Severity: diag.SeverityWarning,
				Message:  "not read: portgen reads the files of posts/ whose names end in .md, in lower case",
				Hint:     fmt.Sprintf("rename it to %s.md", stem),
			})
		}
	}
	return out
}

// postsInFolder warns of the Markdown files in a folder inside posts/,
// which holds the posts' images, not posts.
func (l *loader) postsInFolder(rel string) {
	entries, _ := fs.ReadDir(l.root.FS(), rel)
	for _, e := range entries {
		if e.IsDir() || !strings.EqualFold(path.Ext(e.Name()), ".md") {
			continue
		}
		l.diags.Add(diag.Diagnostic{
			File:     l.shown(rel + "/" + e.Name()),
			Severity: diag.SeverityWarning,
			Message:  "not read: portgen reads the posts of posts/ itself, not of its folders",
			Hint:     "move it to posts/",
		})
	}
}
