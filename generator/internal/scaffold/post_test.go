package scaffold

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// newContent is a content folder whose site.yaml lists languages.
func newContent(t *testing.T, languages string) string {
	t.Helper()
	dir := t.TempDir()
	site := "baseURL: https://example.com/\nlanguages: " + languages + "\n"
	if err := os.WriteFile(filepath.Join(dir, "site.yaml"), []byte(site), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

var day = time.Date(2026, 12, 8, 23, 30, 0, 0, time.UTC)

func TestNewPostIsDatedTodayAndNamedByItsTitle(t *testing.T) {
	dir := newContent(t, "[en, pt]")
	file, err := NewPost(dir, Post{Title: "  Olá: o mundo!  ", Today: day})
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "posts", "ola-o-mundo.md"); file != want {
		t.Errorf("wrote %s, not %s", file, want)
	}
	data, _ := os.ReadFile(file)
	for _, want := range []string{"---\n# A post", "\ntitle: 'Olá: o mundo!'\n", "\ndate: 2026-12-08\n",
		"\n# draft: true\n---\n"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the post lacks %q:\n%s", want, data)
		}
	}
}

func TestNewPostAsADraft(t *testing.T) {
	dir := newContent(t, "[en]")
	file, err := NewPost(dir, Post{Title: "Notes", Draft: true, Today: day})
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(file); !strings.Contains(string(data), "\ndraft: true\n---\n") {
		t.Errorf("the draft is not marked:\n%s", data)
	}
}

func TestNewPostOfNoUsableTitleIsPost(t *testing.T) {
	file, err := NewPost(newContent(t, "[en]"), Post{Title: "!!!", Today: day})
	if err != nil || filepath.Base(file) != "post.md" {
		t.Errorf("NewPost(!!!) = %s, %v", file, err)
	}
}

func TestNewPostNeverOverwrites(t *testing.T) {
	dir := newContent(t, "[en]")
	if _, err := NewPost(dir, Post{Title: "Hello", Today: day}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "posts", "hello.md")
	os.WriteFile(file, []byte("mine"), 0o644)
	_, err := NewPost(dir, Post{Title: "hello", Today: day})
	if err == nil || !strings.Contains(err.Error(), "posts/hello.md already exists") {
		t.Errorf("a second Hello: %v", err)
	}
	if data, _ := os.ReadFile(file); string(data) != "mine" {
		t.Errorf("the file was changed: %q", data)
	}
	if _, err := NewPost(dir, Post{Title: " ", Today: day}); err == nil {
		t.Error("a post without a title was written")
	}
}

func TestNewTranslationStartsFromItsPost(t *testing.T) {
	dir := newContent(t, "[en, pt, fr]")
	os.MkdirAll(filepath.Join(dir, "posts"), 0o755)
	original := "\ufeff---\r\ntitle: \"Hello, world\"\r\ndate: 2026-01-10\r\ntags: [Go]\r\n---\r\nHi.\r\n"
	os.WriteFile(filepath.Join(dir, "posts", "hello-world.md"), []byte(original), 0o644)
	for _, named := range []string{"hello-world", "Hello, World"} {
		lang := map[string]string{"hello-world": "pt", "Hello, World": "fr"}[named]
		file, err := NewPost(dir, Post{Title: named, Lang: lang, Draft: true, Today: day})
		if err != nil {
			t.Fatal(err)
		}
		if want := filepath.Join(dir, "posts", "hello-world."+lang+".md"); file != want {
			t.Errorf("wrote %s, not %s", file, want)
		}
		data, _ := os.ReadFile(file)
		for _, want := range []string{"\ntitle: Hello, world\n", "\ndate: 2026-01-10\n", "\ndraft: true\n"} {
			if !strings.Contains(string(data), want) {
				t.Errorf("the %s version lacks %q:\n%s", lang, want, data)
			}
		}
		if strings.Contains(string(data), "\ntags:") {
			t.Errorf("the %s version sets tags, which only the post's first version may:\n%s", lang, data)
		}
	}
}

func TestNewTranslationIsRefused(t *testing.T) {
	dir := newContent(t, "[en, pt]")
	if _, err := NewPost(dir, Post{Title: "Hello", Today: day}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ title, lang, says string }{
		{"Hello", "pt-BR", `--lang "pt-BR" is not a language code`},
		{"Hello", "en", "--lang en is the site's default language"},
		{"Hello", "fr", "--lang fr is not one of the site's languages (en, pt)"},
		{"Goodbye", "pt", "posts/goodbye.md not found: --lang writes a version of an existing post"},
	} {
		_, err := NewPost(dir, Post{Title: c.title, Lang: c.lang, Today: day})
		if err == nil || !strings.Contains(filepath.ToSlash(err.Error()), c.says) {
			t.Errorf("%s in %s: %v, want %q", c.title, c.lang, err, c.says)
		}
	}
	if _, err := NewPost(dir, Post{Title: "Hello", Lang: "pt", Today: day}); err != nil {
		t.Fatal(err)
	}
	_, err := NewPost(dir, Post{Title: "Hello", Lang: "pt", Today: day})
	if err == nil || !strings.Contains(filepath.ToSlash(err.Error()), "posts/hello.pt.md already exists") {
		t.Errorf("a second pt version: %v", err)
	}
}
