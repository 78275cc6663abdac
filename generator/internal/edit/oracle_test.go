package edit

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// leaf is one node of a parsed file as the tests see it, independently of
// the package's own finder and verifier: its loader path, what it is, and
// the comments around it.
type leaf struct {
	path, kind, tag, value string
	style                  yaml.Style
	line, col              int
	comments               string
}

// leaves flattens a YAML (or JSON, which yaml.v3 reads too) file in
// document order, keys included.
func leaves(t testing.TB, src []byte) []leaf {
	t.Helper()
	out, err := leavesOf(src)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return out
}

// leavesOf is leaves, or why the file gives none: it does not parse, or
// two of its nodes have one path (a key written twice, a key that holds a
// dot or a bracket).
func leavesOf(src []byte) ([]leaf, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
		return nil, fmt.Errorf("the file does not parse: %v", err)
	}
	var out []leaf
	seen := map[string]bool{}
	var walk func(n *yaml.Node, path string)
	walk = func(n *yaml.Node, path string) {
		if !strings.HasSuffix(path, "#key") {
			seen[path+"\x00"+fmt.Sprint(len(out))] = seen[path]
			seen[path] = true
		}
		out = append(out, leaf{
			path: path, kind: fmt.Sprint(n.Kind), tag: n.Tag, value: n.Value, style: n.Style,
			line: n.Line, col: n.Column, comments: n.HeadComment + "|" + n.LineComment + "|" + n.FootComment,
		})
		for i, c := range n.Content {
			switch {
			case n.Kind == yaml.MappingNode && i%2 == 0:
				walk(c, path+"#key")
			case n.Kind == yaml.MappingNode:
				walk(c, joinTestPath(path, n.Content[i-1].Value))
			case n.Kind == yaml.SequenceNode:
				walk(c, fmt.Sprintf("%s[%d]", path, i))
			default:
				walk(c, path)
			}
		}
	}
	walk(doc.Content[0], "")
	for k, v := range seen {
		if v && strings.Contains(k, "\x00") {
			return nil, fmt.Errorf("two nodes at %s", k[:strings.IndexByte(k, 0)])
		}
	}
	return out, nil
}

func joinTestPath(parent, key string) string {
	if parent == "" {
		return key
	}
	return parent + "." + key
}

// textLeaves are a file's text values that an edit may name: string
// scalars, not keys, with no anchor, alias or tag on their way.
func textLeaves(all []leaf) []leaf {
	var out []leaf
	for _, l := range all {
		// A file that is one text has no path a page can name: it is not
		// a content file.
		if l.path == "" {
			continue
		}
		if l.kind == fmt.Sprint(yaml.ScalarNode) && l.tag == "!!str" && l.style&yaml.TaggedStyle == 0 &&
			!strings.Contains(l.path, "#key") {
			out = append(out, l)
		}
	}
	return out
}

// checkReadBack checks an edit of the value at path to text, from before
// (whose leaves are was) to after: the file parses; that value reads text; every other node
// (keys, values, kinds, tags, styles, comments, order) is the same; the
// bytes that changed lie between the value's start and the next node's;
// and a one-line value replaced by a one-line text changes one line.
func checkReadBack(t testing.TB, before []byte, was []leaf, after []byte, path, text string) {
	t.Helper()
	is := leaves(t, after)
	if len(was) != len(is) {
		t.Fatalf("%s = %.40q: %d nodes became %d", path, text, len(was), len(is))
	}
	target := -1
	for i := range was {
		a, b := was[i], is[i]
		a.line, a.col = 0, 0 // an edit that adds lines moves the nodes below it
		b.line, b.col = 0, 0
		if a.path == path {
			target = i
			if b.value != text || b.tag != "!!str" || a.comments != b.comments {
				t.Fatalf("%s = %.40q reads back as %.40q (%s)", path, text, b.value, b.tag)
			}
			continue
		}
		if a != b {
			t.Fatalf("%s = %.40q changed another node:\n was %+v\n  is %+v", path, text, a, b)
		}
	}
	if target < 0 {
		t.Fatalf("no node at %s", path)
	}
	checkChangedBytes(t, before, after, was, target, text)
}

// checkChangedBytes checks where the bytes changed: from the value's start
// at the earliest, up to the next node's start at the latest; and a
// one-line change stays on one line.
func checkChangedBytes(t testing.TB, before, after []byte, was []leaf, target int, text string) {
	t.Helper()
	prefix := commonPrefix(before, after)
	suffix := commonPrefix(reversed(before[prefix:]), reversed(after[prefix:]))
	l := newLines(before)
	start, _ := l.offset(was[target].line, was[target].col)
	limit := len(before)
	for _, next := range was[target+1:] {
		if off, ok := l.offset(next.line, next.col); ok && off > start {
			limit = off
			break
		}
	}
	old, new := before[prefix:len(before)-suffix], after[prefix:len(after)-suffix]
	if prefix < start || len(before)-suffix > limit {
		t.Fatalf("%s = %.40q changed bytes %d-%d, outside the value's %d-%d:\n%s",
			was[target].path, text, prefix, len(before)-suffix, start, limit, after)
	}
	if !bytes.Contains(old, []byte("\n")) && !strings.Contains(text, "\n") && bytes.Contains(new, []byte("\n")) {
		t.Fatalf("%s = %.40q: a one-line value took more lines: %q", was[target].path, text, new)
	}
}

func commonPrefix(a, b []byte) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

func reversed(b []byte) []byte {
	r := make([]byte, len(b))
	for i, c := range b {
		r[len(b)-1-i] = c
	}
	return r
}
