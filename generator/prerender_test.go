package generator_test

import (
	"encoding/json"
	"html"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// Every page of the starter site carries its content in its HTML, in the
// default language: a visitor without JavaScript, or a search engine, reads
// each screen's text, and the app takes that HTML over. The texts expected
// are read from what the build wrote (the site data, the locale, the
// projects' and the résumé's JSON), so that editing the starter's words
// does not break the test.
func TestPrerenderWritesEachPagesTextIntoItsRoot(t *testing.T) {
	root := t.TempDir()
	_, err := generator.Build(generator.Options{
		Content: filepath.Join(sitetest.Root(), "content"),
		Theme:   filepath.Join(sitetest.Root(), "theme"),
		Out:     filepath.Join(root, "dist"),
		BaseURL: "https://example.com/portfolio/",
		Log:     io.Discard,
	})
	if err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	site := readBuiltSite(t, dist)
	if len(site.projects) == 0 {
		t.Fatal("the starter site has no projects")
	}

	t.Run("every page reads its text", func(t *testing.T) {
		// What each page shows, by file: every HTML file of the build is here.
		want := map[string][]string{
			"index.html":         {site.text("home.greeting"), site.text("home.at"), site.owner},
			"about/index.html":   append([]string{site.text("about.title"), site.text("about.header")}, site.aboutText()...),
			"apps/index.html":    {site.text("projects.title")},
			"docs/index.html":    {site.text("docs.title")},
			"setting/index.html": {site.text("settings.title")},
			"resume/index.html":  {site.resume.Basics.Name, site.resume.Basics.Label, site.resume.Basics.Summary},
			"404.html":           {site.text("notFound.title"), site.text("notFound.text")},
		}
		for _, p := range site.projects {
			want["apps/index.html"] = append(want["apps/index.html"], p.title(site.lang))
			want["apps/"+p.Slug+"/index.html"] = []string{p.title(site.lang), p.firstParagraph(site.lang)}
		}
		for file, page := range dist {
			if !strings.HasSuffix(file, ".html") {
				continue
			}
			texts, ok := want[file]
			if !ok {
				t.Errorf("%s: a page this test does not know; add what it shows", file)
				continue
			}
			r := rootOf(t, file, page)
			for _, text := range texts {
				if !strings.Contains(r.text, text) {
					t.Errorf("%s: #root does not read %q; it reads:\n%s", file, text, r.text)
				}
			}
			if tag := styleAttribute.FindString(r.html); tag != "" {
				t.Errorf("%s: an element of #root has a style attribute, which the CSP blocks: %s", file, tag)
			}
		}
		for file := range want {
			if _, ok := dist[file]; !ok {
				t.Errorf("%s was not written", file)
			}
		}
	})

	t.Run("each page names its path for the app, below the base path", func(t *testing.T) {
		for file, page := range dist {
			if !strings.HasSuffix(file, ".html") {
				continue
			}
			// The 404 page, served at any path, names none.
			want := ""
			if file != "404.html" {
				want = "/" + strings.TrimSuffix(file, "index.html")
			}
			if got := rootOf(t, file, page).path; got != want {
				t.Errorf("%s: #root's data-path is %q, want %q", file, got, want)
			}
		}
	})

	t.Run("a project's page shows its popup", func(t *testing.T) {
		for _, p := range site.projects {
			file := "apps/" + p.Slug + "/index.html"
			dialog := shownDialog(rootOf(t, file, dist[file]).html)
			if dialog == "" {
				t.Errorf("%s: #root has no popup shown (<dialog data-shown>)", file)
				continue
			}
			text := plainText(dialog)
			for _, s := range []string{p.title(site.lang), p.firstParagraph(site.lang)} {
				if !strings.Contains(text, s) {
					t.Errorf("%s: the popup does not read %q; it reads:\n%s", file, s, text)
				}
			}
		}
		for _, file := range []string{"apps/index.html", "index.html"} {
			if shownDialog(rootOf(t, file, dist[file]).html) != "" {
				t.Errorf("%s shows a popup", file)
			}
		}
	})

	// The head script holds a page for a visitor who will see it in another
	// language: it must run before the body paints, so it is a classic
	// script in the <head>, and a file (the CSP allows no inline script).
	t.Run("each page runs the head script from its file before its body", func(t *testing.T) {
		script := regexp.MustCompile(`<script src="/portfolio/(assets/hold-paint\.[0-9a-f]{10}\.js)"></script>\s*</head>`)
		inline := regexp.MustCompile(`<script>`)
		for file, page := range dist {
			if !strings.HasSuffix(file, ".html") {
				continue
			}
			m := script.FindStringSubmatch(page)
			if m == nil {
				t.Errorf("%s: no head script at the end of <head>", file)
			} else if _, ok := dist[m[1]]; !ok {
				t.Errorf("%s: the head script %s is not in the build", file, m[1])
			}
			if inline.MatchString(page) {
				t.Errorf("%s has an inline script", file)
			}
		}
	})

	// The head script loads the app once the page has painted from its
	// HTML: the page lists the app and its data for it, and loads none of
	// them itself.
	t.Run("each page lists its app for the head script and loads none itself", func(t *testing.T) {
		listed := regexp.MustCompile(`<script type="application/json" id="portgen-app">(.*?)</script>`)
		for file, page := range dist {
			if !strings.HasSuffix(file, ".html") {
				continue
			}
			if strings.Contains(page, `type="module"`) || strings.Contains(page, "modulepreload") || strings.Contains(page, `as="fetch"`) {
				t.Errorf("%s loads the app or its data itself", file)
			}
			m := listed.FindStringSubmatch(page)
			if m == nil {
				t.Errorf("%s lists no app", file)
				continue
			}
			var app struct {
				Entry          string
				Preloads, Data []string
			}
			if err := json.Unmarshal([]byte(m[1]), &app); err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			for _, u := range append([]string{app.Entry}, app.Preloads...) {
				if _, ok := dist[strings.TrimPrefix(u, "/portfolio/")]; !ok || !strings.HasSuffix(u, ".js") {
					t.Errorf("%s lists %s, which is no script of the build", file, u)
				}
			}
			if len(app.Data) == 0 {
				t.Errorf("%s lists no data (the interface's strings at least)", file)
			}
			for _, u := range app.Data {
				if _, ok := dist[strings.TrimPrefix(u, "/portfolio/")]; !ok || !strings.HasSuffix(u, ".json") {
					t.Errorf("%s lists %s, which is no data file of the build", file, u)
				}
			}
		}
	})
}

// prerendered is a page's #root element.
type prerendered struct {
	path string // its data-path attribute
	html string // what it holds
	text string // that, as a reader reads it
}

var (
	rootElement    = regexp.MustCompile(`(?s)<div id="root"( data-path="([^"]*)")?>(.*)</div>\s*<noscript>`)
	styleAttribute = regexp.MustCompile(`<[^>]*\sstyle=[^>]*>`)
	htmlTag        = regexp.MustCompile(`<[^>]*>`)
	nameVariable   = regexp.MustCompile(`{{\s*name\s*}}`)
	dialogElement  = regexp.MustCompile(`(?s)<dialog\s[^>]*\bdata-shown\b[^>]*>.*?</dialog>`)
)

// rootOf finds the #root element of a page, which page.html ends with.
func rootOf(t *testing.T, file, page string) prerendered {
	t.Helper()
	m := rootElement.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("%s has no #root element followed by <noscript>", file)
	}
	return prerendered{path: m[2], html: m[3], text: plainText(m[3])}
}

// plainText is what a fragment of HTML reads: its text without the tags
// (React's <!-- --> between two pieces of text included), the entities
// decoded and the spaces collapsed. Tags go without a space, as inline
// markup does: a block's text may run into the next one's, which a test
// that looks for one text at a time does not mind.
func plainText(fragment string) string {
	return strings.Join(strings.Fields(html.UnescapeString(htmlTag.ReplaceAllString(fragment, ""))), " ")
}

// shownDialog returns the first popup in a fragment that is shown, or "".
func shownDialog(fragment string) string { return dialogElement.FindString(fragment) }

// builtSite is what the build wrote for the theme to read, in the site's
// default language: the texts the pages are expected to show.
type builtSite struct {
	lang     string         // the default language
	owner    string         // the owner's name
	locale   map[string]any // the interface strings
	resume   builtResume
	projects []builtProject
}

type builtResume struct {
	Basics struct {
		Name, Label, Summary string
	}
}

type builtProject struct {
	Slug    string
	Title   map[string]string
	Content map[string][]any // a paragraph is a list of inline nodes
}

// readBuiltSite reads the site data of the home page, then the files it
// names: the default language's locale and résumé, and the projects.
func readBuiltSite(t *testing.T, dist map[string]string) *builtSite {
	t.Helper()
	var data struct {
		Base      string
		Languages []struct{ Code string }
		Locales   map[string]string
		Projects  string
		Resume    map[string]string
		Owner     struct{ Name string }
	}
	if err := json.Unmarshal([]byte(siteData(t, dist["index.html"])), &data); err != nil {
		t.Fatalf("the site data: %v", err)
	}
	site := &builtSite{lang: data.Languages[0].Code, owner: data.Owner.Name}
	// The site data names each file by its URL, under the base path.
	read := func(url string, v any) {
		t.Helper()
		file, ok := dist[strings.TrimPrefix(url, data.Base)]
		if !ok {
			t.Fatalf("the site data names %q, which the build did not write", url)
		}
		if err := json.Unmarshal([]byte(file), v); err != nil {
			t.Fatalf("%s: %v", url, err)
		}
	}
	read(data.Locales[site.lang], &site.locale)
	read(data.Projects, &site.projects)
	read(data.Resume[site.lang], &site.resume)
	return site
}

// text is an interface string, with the owner's name in it as i18next
// writes it.
func (s *builtSite) text(key string) string {
	var v any = s.locale
	for part := range strings.SplitSeq(key, ".") {
		m, _ := v.(map[string]any)
		v = m[part]
	}
	str, ok := v.(string)
	if !ok || str == "" {
		return "<no interface string " + key + ">" // which no page reads
	}
	return nameVariable.ReplaceAllString(str, s.owner)
}

// aboutText is the text beside the owner's photo on About: the résumé's
// summary, a paragraph per line, or else the locale's paragraph.
func (s *builtSite) aboutText() []string {
	if s.resume.Basics.Summary == "" {
		return []string{s.text("about.paragraph")}
	}
	return strings.FieldsFunc(s.resume.Basics.Summary, func(r rune) bool { return r == '\n' })
}

func (p builtProject) title(lang string) string { return p.Title[lang] }

// firstParagraph is the plain text of the project's first paragraph.
func (p builtProject) firstParagraph(lang string) string {
	if len(p.Content[lang]) == 0 {
		return "<no paragraph in " + lang + ">" // which no page reads
	}
	var sb strings.Builder
	var walk func(any)
	walk = func(n any) {
		switch n := n.(type) {
		case string: // text
			sb.WriteString(n)
		case []any: // a paragraph, or an element's children
			for _, child := range n {
				walk(child)
			}
		case map[string]any: // an element: code has its text, the others children
			if text, ok := n["text"].(string); ok {
				sb.WriteString(text)
			}
			walk(n["c"])
		}
	}
	walk(p.Content[lang][0])
	return strings.Join(strings.Fields(sb.String()), " ")
}
