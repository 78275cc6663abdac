package diag

import "testing"

func TestSortedOrdersByFileLineColumn(t *testing.T) {
	var l List
	l.Add(Diagnostic{File: "b.yaml", Line: 1, Col: 1, Message: "b"})
	l.Add(Diagnostic{File: "a.yaml", Line: 10, Col: 2, Message: "late"})
	l.Add(Diagnostic{File: "a.yaml", Line: 2, Col: 9, Message: "early"})
	l.Add(Diagnostic{File: "a.yaml", Line: 2, Col: 9, Message: "early"})
	got := l.Sorted()
	want := []string{"a.yaml:2:9: early", "a.yaml:10:2: late", "b.yaml:1:1: b"}
	if len(got) != len(want) {
		t.Fatalf("got %d diagnostics, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("[%d] = %s, want %s", i, got[i], want[i])
		}
	}
}

func TestDidYouMean(t *testing.T) {
	fields := []string{"id", "icon", "title", "content", "tech", "links", "images"}
	cases := map[string]string{
		"titel":   "did you mean `title`?",
		"imgaes":  "did you mean `images`?",
		"Tech":    "did you mean `tech`?",
		"summary": "expected one of: id, icon, title, content, tech, links, images",
	}
	for word, want := range cases {
		if got := DidYouMean(word, fields); got != want {
			t.Errorf("DidYouMean(%q) = %q, want %q", word, got, want)
		}
	}
	if got := DidYouMean("de", []string{"en", "pt"}); got != "expected one of: en, pt" {
		t.Errorf("a two-letter word two edits away was suggested: %q", got)
	}
}
