package generator_test

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// buildStarter returns the files of the starter site's build.
func buildStarter(t *testing.T) map[string]string {
	t.Helper()
	dist, err := starterSite()
	if err != nil {
		t.Fatal(err)
	}
	return dist
}

// Every page of the starter site carries its content in its HTML, in its
// language: a visitor without JavaScript, or a search engine, reads each
// screen's text, and the app takes that HTML over. The texts expected are
// read from what the build wrote (the site data, the locales, the
// projects' and the résumés' JSON), so that editing the starter's words
// does not break the test.
func TestPrerenderWritesEachPagesTextIntoItsRoot(t *testing.T) {
	sitetest.Builds(t)
	dist := buildStarter(t)
	site := readBuiltSite(t, dist)
	if len(site.projects) == 0 || len(site.languages) < 2 || len(site.languages[0].posts) == 0 {
		t.Fatalf("the starter site has %d projects and %d posts in %d languages", len(site.projects),
			len(site.languages[0].posts), len(site.languages))
	}

	t.Run("every page reads its text", func(t *testing.T) {
		// What each page shows, by file: every HTML file of the build is here.
		want := map[string][]string{}
		for _, l := range site.languages {
			want[l.prefix+"index.html"] = []string{l.text("home.greeting"), l.text("home.at"), site.owner}
			want[l.prefix+"about/index.html"] = append(
				[]string{l.text("about.title"), l.text("about.header")},
				l.aboutText()...)
			want[l.prefix+"apps/index.html"] = []string{l.text("projects.title")}
			want[l.prefix+"docs/index.html"] = []string{l.text("docs.title")}
			want[l.prefix+"setting/index.html"] = []string{l.text("settings.title")}
			want[l.prefix+"resume/index.html"] = []string{
				l.resume.Basics.Name,
				l.resume.Basics.Label,
				l.resume.Basics.Summary,
			}
			want[l.prefix+"404.html"] = []string{l.text("notFound.title"), l.text("notFound.text")}
			// The blog lists every post, in the language's version or else
			// its first, as a tag's page does those with the tag; a post's
			// page shows the version its language shows.
			for _, p := range l.posts {
				want[l.prefix+"blog/index.html"] = append(want[l.prefix+"blog/index.html"], p.Title)
				want[l.prefix+"blog/"+p.Slug+"/index.html"] = []string{p.Title}
			}
			if len(l.posts) > 0 {
				want[l.prefix+"blog/index.html"] = append(want[l.prefix+"blog/index.html"], l.text("blog.title"))
			}
			for tag, titles := range l.postTags() {
				want[l.prefix+"blog/tags/"+tag+"/index.html"] = titles
			}
			for _, p := range site.projects {
				want[l.prefix+"apps/index.html"] = append(want[l.prefix+"apps/index.html"], l.title(p))
				want[l.prefix+"apps/"+p.Slug+"/index.html"] = []string{l.title(p), l.firstParagraph(p)}
				// A technology's page lists the projects that use it, under its name.
				for _, tag := range p.Tags {
					page := l.prefix + "apps/tags/" + tag.Slug + "/index.html"
					if want[page] == nil {
						want[page] = []string{l.text("projects.title"), tag.Name}
					}
					want[page] = append(want[page], l.title(p))
				}
			}
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
			// A 404 page, served at any path, names none.
			want := ""
			if path.Base(file) != "404.html" {
				want = "/" + strings.TrimSuffix(file, "index.html")
			}
			if got := rootOf(t, file, page).path; got != want {
				t.Errorf("%s: #root's data-path is %q, want %q", file, got, want)
			}
		}
	})

	t.Run("a project's page shows its popup", func(t *testing.T) {
		for _, l := range site.languages {
			for _, p := range site.projects {
				file := l.prefix + "apps/" + p.Slug + "/index.html"
				dialog := shownDialog(rootOf(t, file, dist[file]).html)
				if dialog == "" {
					t.Errorf("%s: #root has no popup shown (<dialog data-shown>)", file)
					continue
				}
				text := plainText(dialog)
				for _, s := range []string{l.title(p), l.firstParagraph(p)} {
					if !strings.Contains(text, s) {
						t.Errorf("%s: the popup does not read %q; it reads:\n%s", file, s, text)
					}
				}
			}
			for _, file := range []string{l.prefix + "apps/index.html", l.prefix + "index.html"} {
				if shownDialog(rootOf(t, file, dist[file]).html) != "" {
					t.Errorf("%s shows a popup", file)
				}
			}
		}
	})

	// The inline script, first in the <head>, sends a visitor to their
	// language's page before the page asks for anything else: it is the
	// one inline script, after the site's data it reads, allowed by its hash
	// in the CSP, in the meta tag and in _headers alike. The head script
	// shows their wallpaper before the body paints: a classic script at the
	// end of the <head>, from a file.
	t.Run(
		"each page holds the inline script first, allowed by its hash, and runs the head script from its file",
		func(t *testing.T) {
			inline := regexp.MustCompile(`(?s)<meta name="viewport"[^>]*>\s*` +
				`<script type="application/json" id="portgen-site">.*?</script>\s*<script>(.+?)</script>`)
			head := regexp.MustCompile(
				`<script src="/portfolio/(assets/head-script\.[0-9a-f]{10}\.js)"></script>\s*</head>`,
			)
			var scripts []string
			for file, page := range dist {
				if !strings.HasSuffix(file, ".html") {
					continue
				}
				m := inline.FindStringSubmatch(page)
				if m == nil {
					t.Errorf("%s: no inline script right after the site's data", file)
					continue
				}
				sum := sha256.Sum256([]byte(m[1]))
				hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
				csp := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)">`).
					FindStringSubmatch(page)
				if csp == nil || !strings.Contains(html.UnescapeString(csp[1]), "script-src 'self' "+hash+";") {
					t.Errorf("%s: the CSP does not allow the inline script by its hash %s", file, hash)
				}
				if !strings.Contains(dist["_headers"], "script-src 'self' "+hash+";") {
					t.Errorf("_headers does not allow the inline script by its hash %s", hash)
				}
				if n := strings.Count(page, "<script>"); n != 1 {
					t.Errorf("%s has %d inline scripts", file, n)
				}
				scripts = append(scripts, m[1])
				if h := head.FindStringSubmatch(page); h == nil {
					t.Errorf("%s: no head script at the end of <head>", file)
				} else if _, ok := dist[h[1]]; !ok {
					t.Errorf("%s: the head script %s is not in the build", file, h[1])
				}
			}
			if len(slices.Compact(slices.Sorted(slices.Values(scripts)))) != 1 {
				t.Error("the pages hold different inline scripts: their CSP would allow each page's only")
			}
		},
	)

	// The head script loads the app once the page has painted from its
	// HTML: the page lists the app and its data for it, and loads none of
	// them itself. The data are the page's language's strings (and résumé),
	// never another language's.
	t.Run("each page lists its app for the head script and loads none itself", func(t *testing.T) {
		for file, page := range dist {
			if !strings.HasSuffix(file, ".html") {
				continue
			}
			if strings.Contains(page, `type="module"`) || strings.Contains(page, "modulepreload") ||
				strings.Contains(page, `as="fetch"`) {
				t.Errorf("%s loads the app or its data itself", file)
			}
			app := appOf(t, file, page)
			for _, u := range append([]string{app.Entry}, app.Preloads...) {
				if _, ok := dist[strings.TrimPrefix(u, "/portfolio/")]; !ok || !strings.HasSuffix(u, ".js") {
					t.Errorf("%s lists %s, which is no script of the build", file, u)
				}
			}
			for _, u := range app.Data {
				if _, ok := dist[strings.TrimPrefix(u, "/portfolio/")]; !ok || !strings.HasSuffix(u, ".json") {
					t.Errorf("%s lists %s, which is no data file of the build", file, u)
				}
			}
			l := site.languageOf(file)
			if len(app.Data) == 0 || app.Data[0] != l.localeURL {
				t.Errorf(
					"%s lists the data %q, which do not start with its language's strings %s",
					file,
					app.Data,
					l.localeURL,
				)
			}
			if strings.HasSuffix(file, "resume/index.html") && !slices.Contains(app.Data, l.resumeURL) {
				t.Errorf("%s lists the data %q, without its language's résumé %s", file, app.Data, l.resumeURL)
			}
			for _, other := range site.languages {
				if other.code != l.code &&
					(slices.Contains(app.Data, other.localeURL) || slices.Contains(app.Data, other.resumeURL)) {
					t.Errorf("%s lists the data %q, with %s's", file, app.Data, other.code)
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

// listedApp is what a page lists for its head script to load once the
// page has painted: the app's entry, its chunks and the data it fetches.
type listedApp struct {
	Entry          string
	Preloads, Data []string
}

var appElement = regexp.MustCompile(`<script type="application/json" id="portgen-app">(.*?)</script>`)

// appOf reads the app that a page lists.
func appOf(t *testing.T, file, page string) listedApp {
	t.Helper()
	var app listedApp
	m := appElement.FindStringSubmatch(page)
	if m == nil {
		t.Errorf("%s lists no app", file)
		return app
	}
	if err := json.Unmarshal([]byte(m[1]), &app); err != nil {
		t.Errorf("%s: the app it lists: %v", file, err)
	}
	return app
}

// builtSite is what the build wrote for the theme to read: the texts the
// pages are expected to show in each language.
type builtSite struct {
	owner     string          // the owner's name
	languages []builtLanguage // the default first
	projects  []builtProject
}

// builtLanguage is the site in one language.
type builtLanguage struct {
	code     string
	prefix   string // where its pages are, below the base path: "" or "pt/"
	fallback string // the default language, of a text not translated
	owner    string
	// The URLs of its interface strings and its résumé, and what they hold.
	localeURL, resumeURL string
	locale               map[string]any
	resume               builtResume
	posts                []builtPost // its list of posts, newest first
}

type builtResume struct {
	Basics struct {
		Name, Label, Summary string
	}
}

// builtPost is a post as a language's list shows it: the version in that
// language, or else in the post's first (Lang).
type builtPost struct {
	Slug, Lang, Title string
	Tags              []struct{ Slug, Name string }
	Versions          []string // the languages it is written in
}

// postTags are the tags of the language's posts, each once: its name and
// the titles of the posts that have it, by the tag's slug.
func (l builtLanguage) postTags() map[string][]string {
	out := map[string][]string{}
	for _, p := range l.posts {
		for _, tag := range p.Tags {
			if out[tag.Slug] == nil {
				out[tag.Slug] = []string{tag.Name}
			}
			out[tag.Slug] = append(out[tag.Slug], p.Title)
		}
	}
	return out
}

type builtProject struct {
	Slug    string
	Title   map[string]string
	Content map[string][]any // a paragraph is a list of inline nodes
	Tags    []struct{ Slug, Name string }
}

// readBuiltSite reads the site data of the home page, then the files it
// names: each language's locale and résumé, and the projects.
func readBuiltSite(t *testing.T, dist map[string]string) *builtSite {
	t.Helper()
	var data struct {
		Base      string
		Languages []struct{ Code, Path string }
		Locales   map[string]string
		Projects  string
		Resume    map[string]string
		Posts     map[string]string // a list of posts by language, for a site with posts
		Owner     struct{ Name string }
	}
	if err := json.Unmarshal([]byte(siteData(t, dist["index.html"])), &data); err != nil {
		t.Fatalf("the site data: %v", err)
	}
	site := &builtSite{owner: data.Owner.Name}
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
	for _, l := range data.Languages {
		lang := builtLanguage{
			code:      l.Code,
			prefix:    strings.TrimPrefix(l.Path, data.Base),
			fallback:  data.Languages[0].Code,
			owner:     site.owner,
			localeURL: data.Locales[l.Code],
			resumeURL: data.Resume[l.Code],
		}
		read(lang.localeURL, &lang.locale)
		read(lang.resumeURL, &lang.resume)
		if url, ok := data.Posts[l.Code]; ok {
			read(url, &lang.posts)
		}
		site.languages = append(site.languages, lang)
	}
	read(data.Projects, &site.projects)
	return site
}

// languageOf is the language of the page in file: the one whose folder
// it is in, or else the default.
func (s *builtSite) languageOf(file string) builtLanguage {
	for _, l := range s.languages[1:] {
		if strings.HasPrefix(file, l.prefix) {
			return l
		}
	}
	return s.languages[0]
}

// language is the site in the language code.
func (s *builtSite) language(t *testing.T, code string) builtLanguage {
	t.Helper()
	for _, l := range s.languages {
		if l.code == code {
			return l
		}
	}
	t.Fatalf("the site has no language %s", code)
	return builtLanguage{}
}

// text is an interface string, with the owner's name in it as i18next
// writes it.
func (l builtLanguage) text(key string) string {
	var v any = l.locale
	for part := range strings.SplitSeq(key, ".") {
		m, _ := v.(map[string]any)
		v = m[part]
	}
	str, ok := v.(string)
	if !ok || str == "" {
		return "<no interface string " + key + " in " + l.code + ">" // which no page reads
	}
	return nameVariable.ReplaceAllString(str, l.owner)
}

// aboutText is the text beside the owner's photo on About: the résumé's
// summary, a paragraph per line, or else the locale's paragraph.
func (l builtLanguage) aboutText() []string {
	if l.resume.Basics.Summary == "" {
		return []string{l.text("about.paragraph")}
	}
	return strings.FieldsFunc(l.resume.Basics.Summary, func(r rune) bool { return r == '\n' })
}

// title is the project's title in the language, or else in the default.
func (l builtLanguage) title(p builtProject) string {
	if title, ok := p.Title[l.code]; ok {
		return title
	}
	return p.Title[l.fallback]
}

// firstParagraph is the plain text of the project's first paragraph in
// the language, or else in the default.
func (l builtLanguage) firstParagraph(p builtProject) string {
	if _, ok := p.Content[l.code]; ok {
		return p.firstParagraph(l.code)
	}
	return p.firstParagraph(l.fallback)
}

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
