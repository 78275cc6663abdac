package diag

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

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

// The optimal string alignment distance: a swap of neighbours is one edit,
// but a swapped pair is not edited again ("ca" to "abc" takes three).
func TestDistance(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"", "abc", 3}, {"abc", "", 3}, {"title", "titel", 1}, {"ca", "ac", 1},
		{"ca", "abc", 3}, {"kitten", "sitting", 3}, {"ação", "acao", 2}, {"imgaes", "images", 1},
	}
	for _, c := range cases {
		if got := distance([]rune(c.a), []rune(c.b)); got != c.want {
			t.Errorf("distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestWarningsAreKeptOncePerFileAndDoNotFail(t *testing.T) {
	var l List
	warn := func(file string, line int, msg string) {
		l.Add(Diagnostic{File: file, Line: line, Col: 3, Severity: SeverityWarning, Message: msg})
	}
	warn("a.yaml", 9, "fr is not in languages: ignored")
	warn("a.yaml", 4, "fr is not in languages: ignored")
	warn("a.yaml", 6, "de is not in languages: ignored")
	warn("b.yaml", 2, "fr is not in languages: ignored")
	if err := l.Err(); err != nil {
		t.Fatalf("warnings alone failed: %v", err)
	}
	var got []string
	for _, d := range l.Warnings() {
		got = append(got, d.String())
	}
	want := []string{
		"a.yaml:4:3: warning: fr is not in languages: ignored",
		"a.yaml:6:3: warning: de is not in languages: ignored",
		"b.yaml:2:3: warning: fr is not in languages: ignored",
	}
	if !slices.Equal(got, want) {
		t.Errorf("warnings = %q, want %q", got, want)
	}

	l.Add(Diagnostic{File: "a.yaml", Line: 1, Col: 1, Message: "bad"})
	var e *Error
	if !errors.As(l.Err(), &e) {
		t.Fatal("an error among warnings did not fail")
	}
	if errs, warns := Count(e.Diagnostics); errs != 1 || warns != 3 {
		t.Errorf("Count = %d errors, %d warnings; want 1, 3", errs, warns)
	}
	data, _ := json.Marshal(e.Diagnostics[:2])
	if !strings.Contains(string(data), `"severity":"error"`) ||
		!strings.Contains(string(data), `"severity":"warning"`) {
		t.Errorf("JSON without severities: %s", data)
	}
}

// A secret in a line of the owner's files, or in a URL of a message, is
// never printed.
func TestAddMasksSecrets(t *testing.T) {
	cases := map[string]string{
		"  key: abc123":                                     `  key: "••••••"`,
		`  key: "abc 123" # mine`:                           `  key: "••••••" # mine`,
		"weather: {key: abc123, unitGroup: metric}":         `weather: {key: "••••••", unitGroup: metric}`,
		`  "apiKey": "abc123",`:                             `  "apiKey": "••••••",`,
		"  - password: 'hunter2'":                           `  - password: "••••••"`,
		"baseURL: https://ada:hunter2@example.com/":         "baseURL: https://ada:••••••@example.com/",
		"  endpoint: https://x.com/v1?key=abc&u=us":         "  endpoint: https://x.com/v1?key=••••••&u=us",
		"  keywords: [Go, React]":                           "  keywords: [Go, React]",
		"  monkey: abc":                                     "  monkey: abc",
		"  title: Keys of the kingdom":                      "  title: Keys of the kingdom",
		"baseURL: https://example.com:8080/a:b@c/":          "baseURL: https://example.com:8080/a:b@c/",
		"  - ghp_abcdefghijklmnopqrstuvwxyz0123456789":      "  - ••••••",
		"  note: github_pat_11ABCDEFG0123456789_abcdefghij": "  note: ••••••",
		"  ghost: ghp_short":                                "  ghost: ghp_short",
	}
	for line, want := range cases {
		var l List
		l.Add(Diagnostic{File: "content/site.yaml", Line: 1, Source: line, Message: "in " + line})
		d := l.Sorted()[0]
		if d.Source != want {
			t.Errorf("source %q shown as %q, want %q", line, d.Source, want)
		}
		if strings.Contains(line, "://") &&
			(strings.Contains(d.Message, "hunter2") || strings.Contains(d.Message, "key=abc")) {
			t.Errorf("message %q shows a secret", d.Message)
		}
	}
}

func TestLineOfReadsOneLineOfAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "App.tsx")
	os.WriteFile(file, []byte("import x from 'x'\r\nthrow new Error('boom')\n"), 0o644)
	for line, want := range map[int]string{1: "import x from 'x'", 2: "throw new Error('boom')", 3: "", 4: "", 0: ""} {
		if got := LineOf(filepath.ToSlash(file), line); got != want {
			t.Errorf("LineOf(%d) = %q, want %q", line, got, want)
		}
	}
	if got := LineOf(file+".missing", 1); got != "" {
		t.Errorf("a missing file's line: %q", got)
	}
}
