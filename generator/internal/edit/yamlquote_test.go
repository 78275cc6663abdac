package edit

import (
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// Each quoting rule of the issue, in a plain scalar's place: plain when it
// can be; quoted when the text holds ": " or " #", starts with an
// indicator, or would read as another type (yaml.v3 the judge, and YAML
// 1.1's booleans); escaped in double quotes when it holds what only an
// escape can carry; a literal block for several lines.
func TestEncodeQuotesAsYAMLNeeds(t *testing.T) {
	cases := map[string]string{
		"plain words":     "plain words",
		"a:b":             "a:b",
		"a#b":             "a#b",
		"http://x.y/#z":   "http://x.y/#z",
		"it's":            "it's",
		"é日本🙂":            "é日本🙂",
		"a: b":            "'a: b'",
		"a #b":            "'a #b'",
		"-a":              "'-a'",
		"[a]":             "'[a]'",
		"{a}":             "'{a}'",
		`"a"`:             `'"a"'`,
		"'a":              `"'a"`,
		"*a":              "'*a'",
		"&a":              "'&a'",
		"yes":             "'yes'",
		"On":              "'On'",
		"1.0":             "'1.0'",
		"null":            "'null'",
		"~":               "'~'",
		"0x1F":            "'0x1F'",
		"2024-01-01":      "'2024-01-01'",
		".inf":            "'.inf'",
		"1:20":            "'1:20'",
		"key:":            "'key:'",
		"":                "''",
		" lead":           "' lead'",
		"a\tb":            "a\tb",
		"a\rb":            `"a\rb"`,
		"\u2028":          `"\L"`,
		"\x00\x7f\ufeff":  `"\0\x7f\ufeff"`,
		"a\nb":            "|-\n    a\n    b",
		"a\n":             "|\n    a",
		"a\n\n":           "|+\n    a\n",
		"  indented\nend": "|2-\n      indented\n    end",
	}
	old := place{node: &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str"}, indent: 2}
	for text, want := range cases {
		got := encode(old, span{blockOK: true}, text, "\n")[0]
		if got != want {
			t.Errorf("encode(%q) = %q, want %q", text, got, want)
		}
	}
}

// In a flow collection, a comma or bracket needs quotes and several lines
// need double quotes: no block scalar may go there.
func TestEncodeInFlow(t *testing.T) {
	flow := place{node: &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str"}, flow: true}
	for text, want := range map[string]string{"a b": "a b", "a, b": "'a, b'", "a]": "'a]'", "a\nb": `"a\nb"`} {
		if got := encode(flow, span{}, text, "\n")[0]; got != want {
			t.Errorf("encode(%q) in flow = %q, want %q", text, got, want)
		}
	}
}

// A quoted scalar keeps its quotes when the text needs some, and loses
// them when it does not; a block scalar keeps its style and indentation.
func TestEncodeKeepsTheOldStyle(t *testing.T) {
	node := func(s yaml.Style) place { return place{node: &yaml.Node{Style: s}, indent: 2} }
	block := &blockHeader{indent: 6, chomp: '-'}
	cases := []struct {
		old  place
		s    span
		text string
		want string
	}{
		{node(yaml.DoubleQuotedStyle), span{}, "a: b", `"a: b"`},
		{node(yaml.DoubleQuotedStyle), span{}, "ab", "ab"},
		{node(yaml.SingleQuotedStyle), span{}, "it's: x", "'it''s: x'"},
		{node(yaml.SingleQuotedStyle), span{blockOK: true}, "a\nb", `"a\nb"`},
		{node(yaml.LiteralStyle), span{blockOK: true, block: block}, "one line", "|-\n      one line"},
		{node(yaml.FoldedStyle), span{blockOK: true, block: block}, "a\nb c", ">-\n      a\n\n      b c"},
		{node(yaml.FoldedStyle), span{blockOK: true, block: block}, "a\n b", `"a\n b"`},
	}
	for _, c := range cases {
		if got := encode(c.old, c.s, c.text, "\n")[0]; got != c.want {
			t.Errorf("encode(%q) over style %v = %q, want %q", c.text, c.old.node.Style, got, c.want)
		}
	}
}

// Whatever the text, one of the choices reads back as it: the last one,
// double quotes, always does.
func TestDoubleQuotedReadsBack(t *testing.T) {
	for _, text := range hostile {
		var v struct {
			K string `yaml:"k"`
		}
		if err := yaml.Unmarshal([]byte("k: "+doubleQuoted(text)), &v); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if v.K != text {
			t.Errorf("%q reads back as %q", text, v.K)
		}
		if strings.Contains(doubleQuoted(text), "\n") {
			t.Errorf("%q takes more than one line", text)
		}
	}
}
