package pagemark

import (
	"bytes"
	"testing"
)

func TestUnfinishedIsThePageWithoutItsContent(t *testing.T) {
	page := []byte(
		`<head></head><body><div id="root" data-path="/about/">` + Mark(
			Page{Path: "/about/"},
		) + `</div><p>after</p></body>`,
	)
	original := string(page)
	got := string(Unfinished(page))
	if want := `<head></head><body><div id="root"></div><p>after</p></body>`; got != want {
		t.Errorf("Unfinished = %s\nwant %s", got, want)
	}
	if string(page) != original {
		t.Error("Unfinished changed the page it was given")
	}
	if plain := []byte(`<div id="root"></div>`); string(Unfinished(plain)) != string(plain) {
		t.Error("a page with no mark changed")
	}
}

// Cut finds the page a mark stands for, and tells a page without a mark
// from one whose mark is cut short.
func TestCutFindsThePageOfAMark(t *testing.T) {
	want := Page{Path: "/apps/", Key: KeyOf([]byte("projects"))}
	before, got, after, found, err := Cut([]byte("<p>" + Mark(want) + "</p>"))
	if err != nil || !found || got != want || string(before) != "<p>" || string(after) != "</p>" {
		t.Errorf("Cut = %q %v %q %v %v", before, got, after, found, err)
	}
	if _, _, _, found, err := Cut([]byte("<p></p>")); found || err != nil {
		t.Errorf("a page without a mark: found %v, %v", found, err)
	}
	cut := Mark(want)[:40]
	if _, _, _, found, err := Cut([]byte(cut)); !found || err == nil {
		t.Errorf("a cut mark: found %v, %v", found, err)
	}
}

// Two pages are the same but for their content when only their marks'
// keys differ: not when the page around the mark, or its path, does.
func TestSameButContentComparesAllButTheKey(t *testing.T) {
	page := func(title, path, key string) []byte {
		return []byte("<title>" + title + "</title>" + Mark(Page{Path: path, Key: KeyOf([]byte(key))}))
	}
	for _, c := range []struct {
		a, b []byte
		want bool
	}{
		{page("A", "/", "1"), page("A", "/", "2"), true},
		{page("A", "/", "1"), page("B", "/", "1"), false},
		{page("A", "/", "1"), page("A", "/about/", "1"), false},
		{[]byte("<p>same</p>"), []byte("<p>same</p>"), true},
	} {
		if got := SameButContent(c.a, c.b); got != c.want {
			t.Errorf("SameButContent(%q, %q) = %v", c.a, c.b, got)
		}
	}
	if !bytes.Equal(page("A", "/", "1"), page("A", "/", "1")) {
		t.Error("Mark is not deterministic")
	}
}
