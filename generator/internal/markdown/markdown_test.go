package markdown

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/tools/txtar"
)

// labels are the English words, as a caller passes them.
var labels = Labels{
	Anchor:       "Link to “{{title}}”",
	TaskDone:     "Done",
	TaskOpen:     "Not done",
	FootnoteBack: "Back to reference {{n}}",
}

// testOptions resolve every reference below /site/, but missing.md and
// missing.png, which the caller has reported missing.
func testOptions() Options {
	return Options{
		Labels: labels,
		Link: func(r Ref) (string, bool) {
			if strings.HasPrefix(r.Dest, "missing.md") {
				return "", false
			}
			return "/site/" + strings.TrimPrefix(r.Dest, "/"), true
		},
		Image: func(r Ref) (Picture, bool) {
			if r.Dest == "missing.png" {
				return Picture{}, false
			}
			base := "/site/" + strings.TrimSuffix(r.Dest, filepath.Ext(r.Dest))
			return Picture{
				Src:     base + "-800.jpg",
				Srcset:  base + "-400.jpg 400w, " + base + "-800.jpg 800w",
				Sources: []Source{{Type: "image/webp", Srcset: base + "-400.webp 400w, " + base + "-800.webp 800w"}},
				Sizes:   "(min-width: 48rem) 42rem, 100vw",
				Width:   800,
				Height:  600,
			}, true
		},
	}
}

// bodyStart is where the body of a post starts: after its front matter,
// found here as the loader will find it.
func bodyStart(src []byte) int {
	if !bytes.HasPrefix(src, []byte("---\n")) {
		return 0
	}
	end := bytes.Index(src[4:], []byte("\n---\n"))
	if end < 0 {
		return 0
	}
	return 4 + end + len("\n---\n")
}

// The goldens: testdata/<case>.txtar holds a post (post.md) and what it
// renders to (html), the warnings (warnings) and the references (refs).
// UPDATE_GOLDEN=1 writes the three.
func TestGoldens(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.txtar"))
	if len(files) < 8 {
		t.Fatalf("%d golden cases in testdata", len(files))
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			a, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			src := section(t, a, "post.md")
			got := renderCase(t, src)
			if os.Getenv("UPDATE_GOLDEN") != "" {
				for i := range a.Files {
					if want, ok := got[a.Files[i].Name]; ok {
						a.Files[i].Data = want
					}
				}
				for _, name := range []string{"html", "warnings", "refs"} {
					if !hasSection(a, name) {
						a.Files = append(a.Files, txtar.File{Name: name, Data: got[name]})
					}
				}
				if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			for _, name := range []string{"html", "warnings", "refs"} {
				if want := section(t, a, name); !bytes.Equal(got[name], want) {
					t.Errorf("%s differs (UPDATE_GOLDEN=1 rewrites it):\n got:\n%s\nwant:\n%s", name, got[name], want)
				}
			}
		})
	}
}

// What the goldens' HTML hashes to (SHA-256 of every case's html section,
// in file order), for each Version it was written by. A change to the HTML
// changes the hash: raise Version, and add its line.
var goldenHTML = map[int]string{
	4: "11a4b0ab8bb199c021f4da39b6a204502d51842d6409c20508ac6b5ee5b058ab",
}

// A rendered body is cached by Version: a change to the HTML that does not
// raise it would have a build serve bodies rendered by another portgen.
func TestVersionFollowsTheGoldens(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.txtar"))
	h := sha256.New()
	for _, file := range files {
		a, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		h.Write(section(t, a, "html"))
	}
	got := hex.EncodeToString(h.Sum(nil))
	if want, ok := goldenHTML[Version]; !ok || got != want {
		t.Errorf("the goldens' HTML hashes to %s, not to Version %d's %q: "+
			"if the HTML changed, raise markdown.Version and record the hash for it", got, Version, want)
	}
}

// renderCase is what a case's post gives, as its golden sections say it,
// after checking the HTML against the allow-list.
func renderCase(t *testing.T, src []byte) map[string][]byte {
	doc := Parse(src, bodyStart(src))
	out, err := Render(doc, testOptions())
	if err != nil {
		t.Fatal(err)
	}
	if err := checkHTML(out); err != nil {
		t.Errorf("the HTML holds %v", err)
	}
	var warnings, refs bytes.Buffer
	for _, w := range doc.Warnings {
		w.File = "post.md"
		caret := strings.Repeat(" ", w.Col-1) + "^"
		fmt.Fprintf(&warnings, "%s\n  %s\n  %s\n", w, w.Source, caret)
	}
	for _, r := range doc.Refs {
		fmt.Fprintf(&refs, "%d:%d %s %s\n", r.At.Line, r.At.Col, r.Kind, r.Dest)
		if got := string(src[r.At.Offset:]); !strings.HasPrefix(got, "[") && !strings.HasPrefix(got, "!") {
			t.Errorf("the %s %q is at %q, not at its [ or ![", r.Kind, r.Dest, got[:min(len(got), 10)])
		}
	}
	return map[string][]byte{"html": out, "warnings": warnings.Bytes(), "refs": refs.Bytes()}
}

func section(t *testing.T, a *txtar.Archive, name string) []byte {
	t.Helper()
	for _, f := range a.Files {
		if f.Name == name {
			return f.Data
		}
	}
	if os.Getenv("UPDATE_GOLDEN") == "" {
		t.Fatalf("no %s section (UPDATE_GOLDEN=1 writes it)", name)
	}
	return nil
}

func hasSection(a *txtar.Archive, name string) bool {
	for _, f := range a.Files {
		if f.Name == name {
			return true
		}
	}
	return false
}

// unsafeMarkup finds what must never be in the output, whatever the input.
func unsafeMarkup(out []byte) error {
	if bytes.Contains(bytes.ToLower(out), []byte("<script")) {
		return fmt.Errorf("a <script")
	}
	tokens := html.NewTokenizer(bytes.NewReader(out))
	for {
		switch tokens.Next() {
		case html.ErrorToken:
			return nil
		case html.StartTagToken, html.SelfClosingTagToken:
			for {
				key, val, more := tokens.TagAttr()
				k := strings.ToLower(string(key))
				if k == "style" || strings.HasPrefix(k, "on") {
					return fmt.Errorf("the attribute %s=%q", key, val)
				}
				if !more {
					break
				}
			}
		}
	}
}

// No golden's HTML holds an inline style, an event attribute or a
// script: the CSP allows none.
func TestNoInlineStylesOrScripts(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.txtar"))
	for _, file := range files {
		a, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := unsafeMarkup(section(t, a, "html")); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
	// What chroma writes for a long program in many languages too.
	var src strings.Builder
	for _, lang := range []string{"go", "js", "html", "css", "python", "rust", "sh", "yaml", "json", "diff"} {
		fmt.Fprintf(&src, "```%s\n<a style=\"x\" onclick=\"y\">'z' // c\n```\n\n", lang)
	}
	out, err := Render(Parse([]byte(src.String()), 0), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	if err := unsafeMarkup(out); err != nil {
		t.Errorf("highlighted code holds %v", err)
	}
}

// A code block's text, as the browser reads it from the page (what a
// visitor copies), is the code as written: chroma adds elements, never
// characters.
func TestCodeTextIsTheSource(t *testing.T) {
	codes := []string{
		"package main\n\nfunc main() {\n\tif a < b && c > d {\n\t\tprintln(\"<&>\")  \n\t}\n}\n",
		"x = 'ação'  # trailing spaces   \n\t\n",
		"plain <b>text</b> &amp; more\n",
		"no newline at the end",
	}
	for _, lang := range []string{"go", "python", "", "nosuchlanguage"} {
		for _, code := range codes {
			want := strings.TrimSuffix(code, "\n") + "\n"
			src := "```" + lang + "\n" + want + "```\n"
			checkCodeText(t, src, want)
			crlf := strings.ReplaceAll(src, "\n", "\r\n")
			checkCodeText(t, crlf, want)
		}
	}
	checkCodeText(t, "    indented\n    \tcode <x>\n", "indented\n\tcode <x>\n")
}

func checkCodeText(t *testing.T, src, want string) {
	t.Helper()
	out, err := Render(Parse([]byte(src), 0), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	root, err := html.Parse(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.Data == "code" && n.Parent.Data == "pre" {
			texts = append(texts, textContent(n))
		}
	}
	if len(texts) != 1 || texts[0] != want {
		t.Errorf("the code of %q reads %q, want %q", src, texts, want)
	}
}

func textContent(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data)
		}
	}
	return b.String()
}

// A language named by the fence is highlighted; one not named is not
// guessed, however clear the code.
func TestCodeIsHighlightedOnlyInTheNamedLanguage(t *testing.T) {
	const code = "package main\n\nfunc main() {}\n"
	named, _ := Render(Parse([]byte("```go\n"+code+"```\n"), 0), testOptions())
	unnamed, _ := Render(Parse([]byte("```\n"+code+"```\n"), 0), testOptions())
	if !bytes.Contains(named, []byte(`<code data-lang="go"><span class="hl-kn">package</span>`)) {
		t.Errorf("go is not highlighted:\n%s", named)
	}
	if bytes.Contains(unnamed, []byte("<span")) || bytes.Contains(unnamed, []byte("data-lang")) {
		t.Errorf("code with no language is highlighted:\n%s", unnamed)
	}
}

// One document renders for the page and for the feed, each with its own
// URLs, and the first rendering leaves nothing behind in the second.
func TestADocRendersAgainWithOtherURLs(t *testing.T) {
	doc := Parse([]byte("[Next](next.md) ![A photo](a.png) [Apps](/apps/)\n"), 0)
	page, _ := Render(doc, testOptions())
	feed := testOptions()
	link, image := feed.Link, feed.Image
	feed.Link = func(r Ref) (string, bool) {
		u, ok := link(r)
		return "https://example.com" + u, ok
	}
	feed.Image = func(r Ref) (Picture, bool) {
		p, ok := image(r)
		p.Src = "https://example.com" + p.Src
		return p, ok
	}
	abs, _ := Render(doc, feed)
	again, _ := Render(doc, testOptions())
	if !bytes.Equal(page, again) {
		t.Errorf("a second rendering differs:\n%s\n%s", page, again)
	}
	for _, want := range []string{`href="https://example.com/site/next.md"`, `src="https://example.com/site/a-800.jpg"`,
		`href="https://example.com/site/apps/"`} {
		if !bytes.Contains(abs, []byte(want)) {
			t.Errorf("the feed's rendering has no %s:\n%s", want, abs)
		}
	}
}

// Without resolvers, nothing relative is written as a link or an image:
// their words stay.
func TestUnresolvedReferencesAreText(t *testing.T) {
	doc := Parse([]byte("[Next](next.md) ![A photo](a.png) [Apps](/apps/)\n"), 0)
	out, _ := Render(doc, Options{Labels: labels})
	if want := "<p>Next A photo Apps</p>\n"; string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

var wordy = regexp.MustCompile(`\S+`)

func TestReadingMinutes(t *testing.T) {
	words := func(n int) string { return strings.Repeat("word ", n) }
	code := "```go\n" + strings.Repeat("x := y + z\n", 2000) + "```\n"
	cases := []struct {
		name string
		body string
		want int
	}{
		{"empty", "", 1},
		{"a sentence", "Hello, world.", 1},
		{"230 words", words(230), 1},
		{"231 words", words(231), 2},
		{"words across blocks", "# Title\n\n" + words(229) + "\n\n- one", 2},
		{"code is not read", words(100) + "\n\n" + code, 1},
		{"690 Han characters", strings.Repeat("漢", 690), 1},
		{"691 Han characters", strings.Repeat("漢", 691), 2},
	}
	for _, c := range cases {
		if got := Parse([]byte(c.body), 0).ReadingMinutes(); got != c.want {
			t.Errorf("%s: %d minutes, want %d", c.name, got, c.want)
		}
	}
}

func TestSummary(t *testing.T) {
	doc := Parse([]byte("# A title\n\nThe *first* paragraph, with a [link](https://x.org).\n\n"+
		"```go\ncode()\n```\n\nThe second &amp; last.\n"), 0)
	if got, want := doc.Summary(200), "The first paragraph, with a link. The second & last."; got != want {
		t.Errorf("Summary(200) = %q, want %q", got, want)
	}
	if got, want := doc.Summary(25), "The first paragraph…"; got != want {
		t.Errorf("Summary(25) = %q, want %q", got, want)
	}
	if got := doc.Summary(25); len([]rune(got)) > 25 || len(wordy.FindAllString(got, -1)) != 3 {
		t.Errorf("Summary(25) = %q", got)
	}
}

// A post whose sections are "##" has them as h2, right under the page's
// h1, as one whose sections are "#": no level of the outline is skipped.
func TestTheHighestHeadingsAreH2(t *testing.T) {
	for _, c := range []struct{ markdown, want string }{
		{"## A\n\n### B\n\n## C\n", "h2 h3 h2"},
		{"# A\n\n## B\n", "h2 h3"},
		{"### A\n\n###### B\n", "h2 h5"},
	} {
		out, _ := Render(Parse([]byte(c.markdown), 0), testOptions())
		var got []string
		for _, m := range regexp.MustCompile(`<(h\d) `).FindAllSubmatch(out, -1) {
			got = append(got, string(m[1]))
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q: headings %v, want %s", c.markdown, got, c.want)
		}
	}
}
