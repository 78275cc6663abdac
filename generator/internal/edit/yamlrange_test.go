package edit

import (
	"errors"
	"strings"
	"testing"
)

// Each style's bytes are found from yaml.v3's line and column: the span
// is exactly the value as written, whatever surrounds it.
func TestScalarSpan(t *testing.T) {
	cases := []struct{ name, src, path, want string }{
		{"plain", "k: value\n", "k", "value"},
		{"plain, trailing comment", "k: a b   # note\n", "k", "a b"},
		{"plain, tab before #", "k: a\t# note\n", "k", "a"},
		{"plain, # inside", "k: a#b\n", "k", "a#b"},
		{"plain multi-line", "k: a\n  b\n\n  c\nn: 1\n", "k", "a\n  b\n\n  c"},
		{"plain multi-line, comment", "k: a\n  b # c\n  # d\nn: 1\n", "k", "a\n  b"},
		{"single", "k: 'it''s' # c\n", "k", "'it''s'"},
		{"double with escapes", `k: "a \"b\" \\" # c` + "\n", "k", `"a \"b\" \\"`},
		{"double across lines", "k: \"a\n  b\"\n", "k", "\"a\n  b\""},
		{"literal", "k: |\n  a\n  b\n\nn: 1\n", "k", "|\n  a\n  b"},
		{"literal strip", "k: |-\n  a\nn: 1\n", "k", "|-\n  a"},
		{"literal keep", "k: |+\n  a\n\n\nn: 1\n", "k", "|+\n  a\n\n"},
		{"literal indentation digit", "k: |2\n    a\n  b\n", "k", "|2\n    a\n  b"},
		{"literal with header comment", "k: | # c\n  a\n", "k", "| # c\n  a"},
		{"folded", "k: >\n  a\n  b\n", "k", ">\n  a\n  b"},
		{"folded strip", "- >-\n  a\n\n  b\n- c\n", "[0]", ">-\n  a\n\n  b"},
		{"flow list", "k: [a, b c , d]\n", "k[1]", "b c"},
		{"flow map", "k: {en: Dunes, pt: Dunas} # c\n", "k.pt", "Dunas"},
		{"flow map, quoted", "k: {en: 'a, b', pt: \"c\"}\n", "k.en", "'a, b'"},
		{"multi-byte runes before", "é日: 🙂 x\n", "é日", "🙂 x"},
		{"CRLF", "k: a\r\n  b\r\nn: |\r\n  c\r\n", "k", "a\r\n  b"},
		{"CRLF block", "k: |\r\n  c\r\n  d\r\n", "k", "|\r\n  c\r\n  d"},
		{"at EOF, no final newline", "n: 1\nk: value", "k", "value"},
		{"block at EOF, no final newline", "k: |-\n  a", "k", "|-\n  a"},
		{"nested in a list", "l:\n  - k: a\n    m: b\n", "l[0].m", "b"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := spanOf(t, c.src, c.path)
			if got != c.want {
				t.Errorf("span %q, want %q", got, c.want)
			}
		})
	}
}

func spanOf(t *testing.T, src, path string) string {
	t.Helper()
	root, err := parseYAML([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	steps, err := parsePath(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := findText(root, steps, path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scalarSpan(newLines([]byte(src)), p)
	if err != nil {
		t.Fatal(err)
	}
	return src[s.start:s.end]
}

// A value that an anchor, alias or tag is involved in, one that is not
// text, one written twice and a path that names nothing are refused with
// ErrCannotLocate, and nothing is returned.
func TestRefused(t *testing.T) {
	cases := []struct{ name, src, path, why string }{
		{"anchored", "a: &x b\nc: *x\n", "a", "anchor"},
		{"inside an anchored map", "a: &x {t: b}\nc: *x\n", "a.t", "anchor"},
		{"an alias", "a: &x b\nc: *x\n", "c", "alias"},
		{"tagged", "a: !!str 1\n", "a", "tag"},
		{"a number", "a: 1\n", "a", "not text"},
		{"empty", "a:\n", "a", "not text"},
		{"written twice", "a: {b: 1, b: 2}\n", "a.b", "twice"},
		{"no such key", "a: b\n", "c", "no key"},
		{"no such item", "a: [b]\n", "a[1]", "no item"},
		{"a key with a dot", "a.b: c\n", "a.b", "no key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := Replace([]byte(c.src), c.path, "new")
			if out != nil || !errors.Is(err, ErrCannotLocate) || !strings.Contains(err.Error(), c.why) {
				t.Fatalf("got %q, %v; want ErrCannotLocate for %s", out, err, c.why)
			}
			if !strings.HasPrefix(err.Error(), c.path+" (line ") {
				t.Errorf("%q does not name the path and line", err)
			}
		})
	}
}

// A path is the loader's: keys between dots, indices in brackets.
func TestParsePath(t *testing.T) {
	good := map[string]string{
		"title.pt":      "title pt",
		"content.pt[2]": "content pt [2]",
		"a[0][1].b":     "a [0] [1] b",
		"home.greeting": "home greeting",
	}
	for path, want := range good {
		steps, err := parsePath(path)
		var got []string
		for _, s := range steps {
			got = append(got, s.String())
		}
		if err != nil || strings.Join(got, " ") != want {
			t.Errorf("parsePath(%q) = %v, %v; want %s", path, got, err, want)
		}
	}
	for _, bad := range []string{"", ".a", "a..b", "a[", "a[x]", "a[-1]", "a[01]", "a]"} {
		if steps, err := parsePath(bad); err == nil {
			t.Errorf("parsePath(%q) = %v, want an error", bad, steps)
		}
	}
}
