package load_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// A post's problems read as those of any YAML file: at the line and
// column of the whole .md file, with a hint. The bad-content corpus holds
// more, each through a whole build.
func TestPostDiagnostics(t *testing.T) {
	for _, c := range []struct {
		name, file, src string
		want            []string
	}{
		{
			"a date of no calendar", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-02-30\n---\nText.\n",
			[]string{"posts/hello.md:3:7: `date` is 2026-02-30, a day that no calendar has " +
				"(hint: check the month and the day)"},
		},
		{
			"a date written otherwise", "posts/hello.md",
			"---\ntitle: Hello\ndate: 10/01/2026\n---\n",
			[]string{`posts/hello.md:3:7: ` + "`date`" + ` is "10/01/2026", not a day written YYYY-MM-DD ` +
				`(hint: write the year, the month and the day: date: 2026-01-10)`},
		},
		{
			"no title", "posts/hello.md",
			"---\ndate: 2026-01-10\n---\n",
			[]string{"posts/hello.md:1:1: missing required field `title` " +
				`(hint: the post's title, as text: title: "Hello, world")`},
		},
		{
			"a misspelt field, which is not reported missing too", "posts/hello.md",
			"---\ntitel: Hello\ndate: 2026-01-10\n---\n",
			[]string{"posts/hello.md:2:1: unknown field `titel` (hint: did you mean `title`?)"},
		},
		{
			"tags as text", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\ntags: go, testing\n---\n",
			[]string{"posts/hello.md:4:7: `tags` must be a list, got text (go, testing) " +
				"(hint: write a list, one `- item` per line, or [a, b])"},
		},
		{
			"a draft of yes", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\ndraft: yes\n---\n",
			[]string{"posts/hello.md:4:8: `draft` must be true or false, got text (yes) " +
				"(hint: write true or false: YAML reads yes, no, on and off as text)"},
		},
		{
			"no front matter", "posts/hello.md",
			"# Hello\n",
			[]string{"posts/hello.md:1:1: a post starts with its front matter, between two lines of --- " +
				`(hint: start the file with a line ---, then title: "…" and date: YYYY-MM-DD, then a line ---)`},
		},
		{
			"a front matter never closed", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\n\n# Hello\n",
			[]string{"posts/hello.md:1:1: the front matter opened at line 1 is never closed with --- " +
				"(hint: end it with a line that holds --- alone, before the post's text)"},
		},
		{
			"a title with a colon", "posts/hello.md",
			"---\ntitle: Go: the tour\ndate: 2026-01-10\n---\n",
			[]string{`posts/hello.md:2:10: invalid YAML: mapping values are not allowed in this context ` +
				`(hint: text that contains ": " must be in quotes: title: "Weather: the app")`},
		},
		{
			"an image that is not there, from the post's folder", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\n---\nSee ![the engine](../media/engin.png).\n",
			[]string{"posts/hello.md:5:5: file \"media/engin.png\" not found " +
				"(hint: did you mean `../media/engine.png`?)"},
		},
		{
			"a cover that is not there", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\ncover: media/shot.jpg\n---\n",
			[]string{"posts/hello.md:4:8: file \"posts/media/shot.jpg\" not found " +
				"(hint: paths in a post are relative to its own file; check the spelling and that the file is there)"},
		},
		{
			"a link to a post that is not there", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\n---\nRead [the other](other.md#part).\n",
			[]string{`posts/hello.md:5:6: post "posts/other.md" not found ` +
				`(hint: link to a post's file, posts/<slug>.md, from this post's folder)`},
		},
		{
			"a file name that is not a slug", "posts/Hello World.md",
			"---\ntitle: Hello\ndate: 2026-01-10\n---\n",
			[]string{`posts/Hello World.md:1:1: the file name "Hello World" is not a slug (hint: name it ` +
				"hello-world.md: lower-case letters, digits and hyphens, the post's address; " +
				"a translation adds its language, hello-world.pt.md)"},
		},
		{
			"a language misspelt in the name", "posts/hello.ptt.md",
			"---\ntitle: Olá\ndate: 2026-01-10\n---\n",
			[]string{`posts/hello.ptt.md:1:1: the file name says the post is in "ptt", ` +
				"not one of the site's languages (hint: did you mean `pt`?)"},
		},
		{
			"a translation in a language the site does not list", "posts/hello.de.md",
			"---\ntitle: Hallo\ndate: 2026-01-10\n---\n",
			[]string{"posts/hello.de.md:1:1: warning: de is not in languages: this translation is left out " +
				"of the build (hint: add de to `languages` in site.yaml to publish it)"},
		},
		{
			"updated before date", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\nupdated: 2026-01-09\n---\n",
			[]string{"posts/hello.md:4:10: warning: `updated` 2026-01-09 is before `date` 2026-01-10 " +
				"(hint: updated is the day of the last change, on or after the day the post was published)"},
		},
		{
			"raw HTML and a script link in the body", "posts/hello.md",
			"---\ntitle: Hello\ndate: 2026-01-10\n---\n\n<script>alert(1)</script>\n\n" +
				"A [link](javascript:alert(1)).\n\nSome <b>bold</b> and <i>italic</i>.\n",
			[]string{
				"posts/hello.md:6:1: warning: raw HTML is left out, here and on line 10 " +
					"(hint: write it in Markdown, or in a code span (`<b>`) to show it as text)",
				`posts/hello.md:8:3: warning: the link to "javascript:alert(1)" is left as text (hint: a link goes ` +
					"to an http, https or mailto address, a page of the site (/apps/), a file beside the post " +
					"(../media/a.pdf) or a heading (#part))",
			},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, got := loadWith(t, map[string]string{c.file: c.src})
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

// The caret goes under the value: a diagnostic carries the line of the
// whole file it is on, front matter and body alike.
func TestPostDiagnosticsCarryTheFilesLine(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), map[string][]byte{
		"posts/hello.md": []byte("---\ntitle: Hello\ndate: 2026-13-01\n---\n\nSee ![it](nope.png).\n"),
	})
	_, err := load.Load(dir, themetest.Rules())
	var de *diag.Error
	if !errors.As(err, &de) || len(de.Diagnostics) != 2 {
		t.Fatalf("err = %v, want two diagnostics", err)
	}
	want := []string{"date: 2026-13-01", "See ![it](nope.png)."}
	for i, d := range de.Diagnostics {
		if d.Source != want[i] {
			t.Errorf("diagnostic %d (%s) has source %q, want %q", i, d, d.Source, want[i])
		}
	}
}

const (
	helloEn = "---\ntitle: Hello, <b>world</b>\ndate: 2026-01-10\nupdated: 2026-01-12\nsummary: The first.\n" +
		"tags: [Go, testing]\ncover: ../media/shot.jpg\n---\n" +
		"# Hello\n\n![The engine](../media/engine.png \"Engine\") and [the résumé](../docs/resume.pdf#page=2),\n" +
		"[the other post](later.pt.md), [the apps](/apps/?q=go#list).\n"
	helloPt = "\ufeff---\r\ntitle: Olá\r\ndate: 2026-01-11\r\n---\r\nTexto.\r\n"
	laterPt = "---\ntitle: Depois\ndate: 2026-03-01\ntags: [go]\n---\nSó em português.\n"
	sameDay = "---\ntitle: Also\ndate: 2026-01-10\n---\n"
)

// Posts load with their versions in the site's languages: a translation
// beside its post, a post only in Portuguese. They are listed newest first,
// those of one day by slug; the paths in a post are read from its folder.
func TestPostsLoad(t *testing.T) {
	res, diags := loadWith(t, map[string]string{
		"posts/hello.md":    helloEn,
		"posts/hello.pt.md": helloPt,
		"posts/later.pt.md": laterPt,
		"posts/also.md":     sameDay,
		"posts/media/x.png": "png 4x4", // a folder of images in posts/ is no post
	})
	if len(diags) > 0 {
		t.Fatalf("diagnostics: %q", diags)
	}
	var order []string
	for _, p := range res.Site.Posts {
		var files []string
		for _, v := range p.Versions {
			files = append(files, v.Lang+":"+v.File)
		}
		order = append(order, p.Slug+" "+strings.Join(files, " "))
	}
	want := []string{
		"later pt:posts/later.pt.md",
		"also en:posts/also.md",
		"hello en:posts/hello.md pt:posts/hello.pt.md",
	}
	if !reflect.DeepEqual(order, want) {
		t.Fatalf("posts:\n%s\nwant:\n%s", strings.Join(order, "\n"), strings.Join(want, "\n"))
	}
	hello := res.Site.Posts[2]
	en := hello.Versions[0]
	wantFront := content.PostFront{
		Title:   "Hello, <b>world</b>", // text, as written
		Date:    "2026-01-10",
		Updated: "2026-01-12",
		Summary: "The first.",
		Tags:    []string{"Go", "testing"},
		Cover:   "media/shot.jpg",
	}
	if !reflect.DeepEqual(en.Front, wantFront) || !reflect.DeepEqual(hello.Tags, wantFront.Tags) {
		t.Errorf("front matter = %+v, tags %v\nwant %+v", en.Front, hello.Tags, wantFront)
	}
	wantRefs := []content.PostRef{
		{Image: true, Dest: "../media/engine.png", File: "media/engine.png"},
		{Dest: "../docs/resume.pdf#page=2", File: "docs/resume.pdf", Fragment: "#page=2"},
		{Dest: "later.pt.md", File: "posts/later.pt.md"},
		{Dest: "/apps/?q=go#list", Route: "/apps/", Fragment: "?q=go#list"},
	}
	for i := range en.Refs {
		en.Refs[i].Offset = 0 // the markdown kit's tests hold the positions
	}
	if !reflect.DeepEqual(en.Refs, wantRefs) {
		t.Errorf("refs = %+v\nwant %+v", en.Refs, wantRefs)
	}
	if en.Minutes != 1 || en.Body == nil {
		t.Errorf("minutes %d, body %v", en.Minutes, en.Body)
	}
	if pt := hello.Versions[1]; pt.Front.Title != "Olá" || pt.Front.Date != "2026-01-11" {
		t.Errorf("the translation, with a BOM and CRLF, reads as %+v", pt.Front)
	}
	for _, f := range []content.File{"media/shot.jpg", "media/engine.png", "docs/resume.pdf"} {
		if _, ok := res.Files[f]; !ok {
			t.Errorf("%s, which a post shows, is not among the checked files", f)
		}
	}
}

// A translation into a language the site does not list waits, left out
// of the build with a warning; a post with no other version goes with it.
func TestATranslationInAnUnlistedLanguageIsLeftOut(t *testing.T) {
	de := "---\ntitle: Hallo\ndate: 2026-01-10\n---\n"
	res, diags := loadWith(t, map[string]string{
		"posts/hello.md":    sameDay,
		"posts/hello.de.md": de,
		"posts/only.de.md":  de,
	})
	if len(diags) != 2 {
		t.Fatalf("diagnostics: %q, want two warnings", diags)
	}
	if len(res.Site.Posts) != 1 || len(res.Site.Posts[0].Versions) != 1 {
		t.Errorf("posts = %+v, want hello in en only", res.Site.Posts)
	}
}

// A post in two files of one language is refused at the second: hello.md
// is the post in the default language, as hello.en.md is.
func TestTwoFilesOfOnePostInOneLanguage(t *testing.T) {
	_, diags := loadWith(t, map[string]string{"posts/hello.md": sameDay, "posts/hello.en.md": sameDay})
	want := `posts/hello.en.md:1:1: a second version of post "hello" in en: posts/hello.md is one already ` +
		`(hint: keep one of the two files: hello.md is the post in the site's default language)`
	if strings.Join(diags, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(diags, "\n"), want)
	}
}

// A cache parses again the Markdown of a post that changed, and only it.
func TestACacheParsesAgainOnlyThePostThatChanged(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), map[string][]byte{
		"posts/hello.md":    []byte(helloEn),
		"posts/later.pt.md": []byte(laterPt),
		"posts/also.md":     []byte(sameDay),
	})
	var cache load.Cache
	bodies := func() map[string]content.Body {
		t.Helper()
		cache.Changed([]string{"posts/also.md"})
		res, err := cache.Load(dir, themetest.Rules())
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]content.Body{}
		for _, p := range res.Site.Posts {
			out[p.Slug] = p.Versions[0].Body
		}
		return out
	}
	before := bodies()
	os.WriteFile(filepath.Join(dir, "posts", "also.md"), []byte(sameDay+"More words.\n"), 0o644)
	after := bodies()
	if before["hello"] != after["hello"] {
		t.Error("the post that did not change was parsed again")
	}
	if before["also"] == after["also"] {
		t.Error("the post that changed was not parsed again")
	}
}
