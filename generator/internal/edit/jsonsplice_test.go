package edit

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// A résumé string is replaced where it stands: the other strings' escapes
// (\u00e9, \/), spacing and key order stay as written, and the text reads
// back through encoding/json as given.
func TestReplaceJSONTouchesOneString(t *testing.T) {
	src := []byte("{\"basics\":{\"name\":\"Jos\\u00e9\",\"url\":\"https:\\/\\/x.y\"},\r\n" +
		"  \"work\": [ {\"highlights\": [\"a\", \"b\"]} ] }")
	for _, text := range hostile {
		out, err := ReplaceJSON(src, "work[0].highlights[1]", text)
		if err != nil {
			t.Fatalf("%.40q: %v", text, err)
		}
		i := bytes.Index(src, []byte(`"b"`))
		enc := out[i : len(out)-len(src)+i+3]
		if !bytes.Equal(out[:i], src[:i]) || !bytes.Equal(out[i+len(enc):], src[i+3:]) {
			t.Fatalf("%.40q changed bytes outside the string:\n%s", text, out)
		}
		var r struct {
			Work []struct{ Highlights []string }
		}
		if err := json.Unmarshal(out, &r); err != nil || r.Work[0].Highlights[1] != text {
			t.Fatalf("%.40q reads back as %v, %v", text, r, err)
		}
	}
}

// What is not one string is refused: a number, an object, a key written
// twice, a path that names nothing, and a file that is not JSON.
func TestReplaceJSONRefuses(t *testing.T) {
	src := []byte(`{"a": 1, "b": {"c": "d"}, "e": "f", "e": "g", "h.i": "j"}`)
	for _, path := range []string{"a", "b", "e", "x", "b.c[0]", "h.i"} {
		if out, err := ReplaceJSON(src, path, "new"); out != nil || !errors.Is(err, ErrCannotLocate) {
			t.Errorf("%s: got %s, %v; want ErrCannotLocate", path, out, err)
		}
	}
	if _, err := ReplaceJSON([]byte(`{"a": "b",}`), "a", "c"); err == nil || errors.Is(err, ErrCannotLocate) {
		t.Errorf("a file that is not JSON: %v", err)
	}
	if _, err := ReplaceJSON([]byte(`{"a": "b"}`), "a", "\xff"); err == nil || !strings.Contains(err.Error(), "UTF-8") {
		t.Errorf("a text that is not UTF-8: %v", err)
	}
}

// A language is added to a map that lacks it, and not to one that has it,
// nor to a text that is one string for every language.
func TestAddLanguageRefuses(t *testing.T) {
	src := []byte("title:\n  en: A\n  pt: B\none: C\n")
	_, err := AddLanguage(src, "title", "pt", "x", nil)
	if err == nil || !strings.Contains(err.Error(), "already has pt") {
		t.Errorf("a language the map has: %v", err)
	}
	if _, err := AddLanguage(src, "one", "pt", "x", nil); !errors.Is(err, ErrCannotLocate) {
		t.Errorf("one string for every language: %v", err)
	}
	if _, err := AddLanguage(src, "title", "p: t", "x", nil); err == nil {
		t.Error("a language code that is no word was accepted")
	}
	out, err := AddLanguage(src, "title", "fr", "a: b\nc", []string{"fr", "en", "pt"})
	want := "title:\n  fr: |-\n    a: b\n    c\n  en: A\n  pt: B\none: C\n"
	if err != nil || string(out) != want {
		t.Errorf("got %q, %v; want %q", out, err, want)
	}
}
