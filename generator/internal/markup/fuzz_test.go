package markup

import (
	"encoding/json"
	"testing"
)

// FuzzParse: go test -fuzz=FuzzParse ./generator/internal/markup (make fuzz runs it
// for a few seconds). Inputs that once failed live in testdata/fuzz.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"A **general-purpose** computer, with *punched cards* and a `store`.",
		"See [the notes](https://example.com/notes).",
		"[x](javascript:alert(1))", "**[a](https://a.example)**", "*a **b* c**", "`` ` ``",
		"[a](https://x.example/(b)c)", "[[a](https://a.example)](https://b.example)", "***", "[a](", "\x00\xff",
		"<img src=x onerror=alert(1)>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		nodes, errs := Parse(s)
		for _, e := range errs {
			if e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("Parse(%q): error offset %d outside the input", s, e.Offset)
			}
		}
		var walk func([]Node)
		walk = func(nodes []Node) {
			for _, n := range nodes {
				if n.Href != "" && !SafeURL(n.Href) {
					t.Fatalf("Parse(%q) made a link to %q, which is not safe", s, n.Href)
				}
				walk(n.Children)
			}
		}
		walk(nodes)
		if _, err := json.Marshal(nodes); err != nil {
			t.Fatalf("Parse(%q): the nodes do not marshal: %v", s, err)
		}
		PlainText(nodes)
	})
}
