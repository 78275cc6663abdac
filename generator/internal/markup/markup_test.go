package markup

import (
	"encoding/json"
	"testing"
)

func TestParse(t *testing.T) {
	cases := []struct{ in, want string }{
		{"plain text", `["plain text"]`},
		{"a **bold** word", `["a ",{"k":"strong","c":["bold"]}," word"]`},
		{"*italic* and _also_", `[{"k":"em","c":["italic"]}," and ",{"k":"em","c":["also"]}]`},
		{"snake_case_name stays", `["snake_case_name stays"]`},
		{"run `go test ./...` now", `["run ",{"k":"code","text":"go test ./..."}," now"]`},
		{"`**not bold**`", `[{"k":"code","text":"**not bold**"}]`},
		{"**bold *and italic***", `[{"k":"strong","c":["bold ",{"k":"em","c":["and italic"]}]}]`},
		{
			"see [the **docs**](https://example.com/a_(b))",
			`["see ",{"k":"link","href":"https://example.com/a_(b)","c":["the ",{"k":"strong","c":["docs"]}]}]`,
		},
		{"[mail me](mailto:ada@example.com)", `[{"k":"link","href":"mailto:ada@example.com","c":["mail me"]}]`},
		{"unclosed **bold and *em", `["unclosed **bold and *em"]`},
		{`escaped \*stars\* and \[brackets\]`, `["escaped *stars* and [brackets]"]`},
		{"<script>alert(1)</script>", `["\u003cscript\u003ealert(1)\u003c/script\u003e"]`},
		{"[no target] here", `["[no target] here"]`},
		{"****", `["****"]`},
		{"café *naïve*", `["café ",{"k":"em","c":["naïve"]}]`},
	}
	for _, c := range cases {
		nodes, errs := Parse(c.in)
		if len(errs) > 0 {
			t.Errorf("Parse(%q) errors: %v", c.in, errs)
		}
		got, err := json.Marshal(nodes)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != c.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}

func TestParseRefusesUnsafeLinks(t *testing.T) {
	for _, in := range []string{
		"[x](javascript:alert(1))",
		"[x](JavaScript:alert(1))",
		"[x](data:text/html,hi)",
		"[x](//example.com)",
		"[x](/relative)",
		"[x](https://exa mple.com)",
		"[x](mailto:)",
	} {
		nodes, errs := Parse(in)
		if len(errs) != 1 {
			t.Errorf("Parse(%q): %d errors, want 1", in, len(errs))
		}
		for _, n := range nodes {
			if n.Kind == Link {
				t.Errorf("Parse(%q) made a link to %q", in, n.Href)
			}
		}
	}
}

func TestPlainTextAndSummary(t *testing.T) {
	nodes, _ := Parse("A **bold** [link](https://example.com) and `code`.")
	if got := PlainText(nodes); got != "A bold link and code." {
		t.Errorf("PlainText = %q", got)
	}
	tests := []struct{ in, want string }{
		{"Short  and\nsweet.", "Short and sweet."},
		{"One two three four five six seven eight nine ten", "One two three four…"},
		{"Ünïcödé wörds àre cöünted as lëtters, not bytes", "Ünïcödé wörds àre…"},
	}
	for _, tt := range tests {
		if got := Summary(tt.in, 20); got != tt.want {
			t.Errorf("Summary(%q, 20) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
