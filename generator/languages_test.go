package generator_test

import (
	"encoding/json"
	"encoding/xml"
	"html"
	"maps"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// Each language of a site is a site of its own: every page in the default
// language at the base path, and in each other under /<code>/, each
// telling search engines, link previews and readers without JavaScript
// where its other languages' versions are. The starter site has three
// languages and is built below a base path (/portfolio/).
func TestEveryLanguageIsASiteOfItsOwn(t *testing.T) {
	sitetest.Builds(t)
	dist := buildStarter(t)
	site := readBuiltSite(t, dist)
	const baseURL = "https://example.com/portfolio/"
	heads := map[string]pageHead{} // by file, of every page
	for file, page := range dist {
		if strings.HasSuffix(file, ".html") {
			heads[file] = headOf(page)
		}
	}

	t.Run("every route in every language, below the base path, and nothing else", func(t *testing.T) {
		var prefixes []string
		for _, l := range site.languages {
			prefixes = append(prefixes, l.code+":"+l.prefix)
		}
		if want := []string{"en:", "pt:pt/", "fr:fr/"}; !slices.Equal(prefixes, want) {
			t.Fatalf("the site data's languages and their paths below the base path: %q, want %q", prefixes, want)
		}
		routes := []string{
			"index.html",
			"apps/index.html",
			"about/index.html",
			"docs/index.html",
			"setting/index.html",
			"resume/index.html",
			"404.html",
		}
		tags := map[string]bool{}
		for _, p := range site.projects {
			routes = append(routes, "apps/"+p.Slug+"/index.html")
			for _, tag := range p.Tags {
				if !tags[tag.Slug] {
					tags[tag.Slug] = true
					routes = append(routes, "apps/tags/"+tag.Slug+"/index.html")
				}
			}
		}
		if len(tags) == 0 {
			t.Fatal("the starter's projects have no technology")
		}
		posts := site.languages[0].posts
		if len(posts) == 0 {
			t.Fatal("the starter has no post")
		}
		routes = append(routes, "blog/index.html")
		for _, p := range posts {
			routes = append(routes, "blog/"+p.Slug+"/index.html")
		}
		for tag := range site.languages[0].postTags() {
			routes = append(routes, "blog/tags/"+tag+"/index.html")
		}
		var want []string
		for _, l := range site.languages {
			for _, r := range routes {
				want = append(want, l.prefix+r)
			}
		}
		got := slices.Sorted(maps.Keys(heads))
		if slices.Sort(want); !slices.Equal(got, want) {
			t.Errorf("pages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})

	// Google reads hreflang only when it is reciprocal: each version lists
	// all the others, and they list it back.
	t.Run(
		"each page is its canonical URL and lists every language's version, each listing it back",
		func(t *testing.T) {
			for file, h := range heads {
				if path.Base(file) == "404.html" {
					if !h.noindex || h.canonical != "" || len(h.alternates) > 0 {
						t.Errorf("%s: a not-found page with a canonical URL or alternates, or indexed: %+v", file, h)
					}
					continue
				}
				l := site.languageOf(file)
				own := baseURL + strings.TrimSuffix(file, "index.html")
				root := baseURL + strings.TrimPrefix(strings.TrimSuffix(file, "index.html"), l.prefix)
				if p, ok := site.postAt(file); ok {
					checkPostVersions(t, site, file, h, p, baseURL)
					continue
				}
				if h.canonical != own || h.ogURL != own || h.noindex || h.lang != l.code {
					t.Errorf(
						"%s: canonical %s, og:url %s, lang %s, noindex %v; want %s, %s, %s, false",
						file,
						h.canonical,
						h.ogURL,
						h.lang,
						h.noindex,
						own,
						own,
						l.code,
					)
				}
				var langs []string
				for _, a := range h.alternates {
					langs = append(langs, a.lang)
				}
				if want := []string{"en", "pt", "fr", "x-default"}; !slices.Equal(langs, want) {
					t.Errorf("%s lists the languages %q, want %q", file, langs, want)
					continue
				}
				if h.version(l.code) != own || h.version("x-default") != root || h.version("en") != root {
					t.Errorf(
						"%s lists itself as %s and the default and x-default as %s and %s; want %s, and %s for both",
						file,
						h.version(l.code),
						h.version("en"),
						h.version("x-default"),
						own,
						root,
					)
				}
				for _, a := range h.alternates {
					other, ok := strings.CutPrefix(a.href, baseURL)
					if !ok {
						t.Errorf("%s lists %s, which is not below the base URL", file, a.href)
						continue
					}
					other += "index.html"
					oh, ok := heads[other]
					switch {
					case !ok:
						t.Errorf("%s lists %s, which is no page of the build", file, a.href)
					case a.lang != "x-default" && oh.lang != a.lang:
						t.Errorf("%s lists %s as %s, a page in %s", file, a.href, a.lang, oh.lang)
					case !slices.Equal(oh.alternates, h.alternates):
						t.Errorf("%s lists %s, which lists other versions: %+v", file, other, oh.alternates)
					}
				}
			}
		},
	)

	t.Run("og:locale is the page's language, og:locale:alternate each other", func(t *testing.T) {
		locales := map[string]string{"en": "en_US", "pt": "pt_BR", "fr": "fr_FR"}
		for file, h := range heads {
			var want []string
			for _, l := range site.languages {
				if l.code != h.lang {
					want = append(want, locales[l.code])
				}
			}
			if h.ogLocale != locales[h.lang] || !slices.Equal(h.ogAlternates, want) {
				t.Errorf(
					"%s in %s: og:locale %s and alternates %q; want %s and %q",
					file,
					h.lang,
					h.ogLocale,
					h.ogAlternates,
					locales[h.lang],
					want,
				)
			}
		}
	})

	t.Run("the sitemap lists every indexed page in every language with its versions", func(t *testing.T) {
		urls, xhtml := readSitemap(t, dist["sitemap.xml"])
		if xhtml != "http://www.w3.org/1999/xhtml" {
			t.Errorf("the sitemap declares xmlns:xhtml=%q", xhtml)
		}
		want := map[string][]alternate{} // by URL, each indexed page's versions as its head lists them
		for _, h := range heads {
			// A post's page in a language it is not written in shows
			// another's version, which is canonical.
			if !h.noindex && h.canonical == h.ogURL {
				want[h.canonical] = h.alternates
			}
		}
		for _, u := range urls {
			versions, ok := want[u.Loc]
			if !ok {
				t.Errorf("the sitemap lists %s, which is no indexed page, or twice", u.Loc)
				continue
			}
			delete(want, u.Loc)
			var links []alternate
			for _, l := range u.Links {
				if l.Rel != "alternate" {
					t.Errorf("%s: a link rel=%q", u.Loc, l.Rel)
				}
				links = append(links, alternate{l.Hreflang, l.Href})
			}
			if !slices.Equal(links, versions) {
				t.Errorf("the sitemap lists %s with %+v; its page lists %+v", u.Loc, links, versions)
			}
		}
		for loc := range want {
			t.Errorf("the sitemap lacks %s", loc)
		}
	})

	t.Run("a Portuguese page reads Portuguese: its title, description and text", func(t *testing.T) {
		en, pt := site.languages[0], site.language(t, "pt")
		for file, key := range map[string]string{"pt/index.html": "home", "pt/apps/index.html": "apps"} {
			h := heads[file]
			title, description := pt.text("pages."+key+".title"), pt.text("pages."+key+".description")
			if h.title != title || h.description != description || title == en.text("pages."+key+".title") {
				t.Errorf("%s: title %q and description %q; want %q and %q, not the English %q",
					file, h.title, h.description, title, description, en.text("pages."+key+".title"))
			}
		}
		text := rootOf(t, "pt/apps/index.html", dist["pt/apps/index.html"]).text
		translated := 0
		for _, p := range site.projects {
			if !strings.Contains(text, pt.title(p)) {
				t.Errorf("pt/apps/index.html does not read %q", pt.title(p))
			}
			if en.title(p) != pt.title(p) {
				translated++
				if strings.Contains(text, en.title(p)) {
					t.Errorf("pt/apps/index.html reads the English title %q", en.title(p))
				}
			}
		}
		if heading := pt.text("projects.title"); !strings.Contains(text, heading) ||
			heading == en.text("projects.title") ||
			translated == 0 {
			t.Errorf(
				"pt/apps/index.html: the heading %q in Portuguese, %d titles translated; it reads:\n%s",
				heading,
				translated,
				text,
			)
		}
	})

	// The menu links each page to its version in every language, in HTML
	// that a reader without JavaScript gets too. The not-found page has no
	// address of its own: it links to each language's home.
	t.Run("each page links to itself in every language", func(t *testing.T) {
		for file, page := range dist {
			if !strings.HasSuffix(file, ".html") {
				continue
			}
			l := site.languageOf(file)
			path := strings.TrimPrefix(strings.TrimSuffix(file, "index.html"), l.prefix)
			if path == "404.html" {
				path = ""
			}
			var want []alternate
			for _, other := range site.languages {
				want = append(want, alternate{other.code, "/portfolio/" + other.prefix + path})
			}
			menu := languageMenu(rootOf(t, file, page).html, l.text("settings.language"))
			if got := languageLinks(menu); !slices.Equal(got, want) {
				t.Errorf("%s links to the languages %+v, want %+v", file, got, want)
			}
		}
	})
}

// postAt is the post whose page file is, if it is one.
func (s *builtSite) postAt(file string) (builtPost, bool) {
	l := s.languageOf(file)
	for _, p := range l.posts {
		if strings.TrimPrefix(file, l.prefix) == "blog/"+p.Slug+"/index.html" {
			return p, true
		}
	}
	return builtPost{}, false
}

// checkPostVersions checks the head of a post's page, h, in file: a
// version links the others (x-default the post's first); a page in a
// language the post is not written in shows its first version, canonical
// there, and links none.
func checkPostVersions(t *testing.T, site *builtSite, file string, h pageHead, p builtPost, baseURL string) {
	t.Helper()
	l := site.languageOf(file)
	own := baseURL + strings.TrimSuffix(file, "index.html")
	urlIn := func(lang string) string { return baseURL + site.language(t, lang).prefix + "blog/" + p.Slug + "/" }
	first := urlIn(p.Versions[0])
	if !slices.Contains(p.Versions, l.code) {
		if h.canonical != first || h.ogURL != own || h.noindex || h.lang != l.code || len(h.alternates) > 0 {
			t.Errorf("%s, of a post not written in %s: canonical %s, og:url %s, lang %s, noindex %v, versions %+v; "+
				"want %s, %s, %s, false, none", file, l.code, h.canonical, h.ogURL, h.lang, h.noindex, h.alternates,
				first, own, l.code)
		}
		return
	}
	want := []alternate{}
	for _, lang := range p.Versions {
		want = append(want, alternate{lang, urlIn(lang)})
	}
	want = append(want, alternate{"x-default", first})
	if h.canonical != own || h.ogURL != own || h.noindex || h.lang != l.code || !slices.Equal(h.alternates, want) {
		t.Errorf("%s: canonical %s, og:url %s, lang %s, noindex %v, versions %+v; want %s, %s, %s, false, %+v",
			file, h.canonical, h.ogURL, h.lang, h.noindex, h.alternates, own, own, l.code, want)
	}
}

// languageMenu is the menu's list of the page's languages (its label is
// the locale's settings.language), where the page links to its version
// in each: a post's link to another language's version, say, is not in it.
func languageMenu(fragment, label string) string {
	menu := regexp.MustCompile(`(?s)<ul\b[^>]*\baria-label="` + regexp.QuoteMeta(html.EscapeString(label)) +
		`"[^>]*>(.*?)</ul>`)
	if m := menu.FindStringSubmatch(fragment); m != nil {
		return m[1]
	}
	return ""
}

// A site in one language has no /<code>/ folder, and nothing that names
// another language: no alternates in its pages or sitemap, no links to
// other languages, no redirect.
func TestASiteInOneLanguageNamesNoOther(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	site := strings.Replace(string(basicFile(t, "site.yaml")), "languages: [en, pt]", "languages: [en]", 1)
	english := map[string][]byte{"site.yaml": []byte(site), "locales/pt.yaml": nil}
	if _, err := buildBasic(t, root, english, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	pages := 0
	for file, data := range dist {
		if strings.HasPrefix(file, "pt/") {
			t.Errorf("%s was written", file)
		}
		if !strings.HasSuffix(file, ".html") {
			continue
		}
		pages++
		h := headOf(data)
		if strings.Contains(strings.ToLower(data), "hreflang") || len(h.ogAlternates) > 0 || h.ogLocale != "en_US" {
			t.Errorf(
				"%s names another language: alternates %+v, og:locale %s and its alternates %q, links to languages %+v",
				file,
				h.alternates,
				h.ogLocale,
				h.ogAlternates,
				languageLinks(data),
			)
		}
		if path.Base(file) != "404.html" &&
			h.canonical != "https://example.com/portfolio/"+strings.TrimSuffix(file, "index.html") {
			t.Errorf("%s: canonical %q", file, h.canonical)
		}
	}
	if pages != 11 { // six, two projects' and three technologies'
		t.Errorf("%d pages, want 11", pages)
	}
	if urls, xhtml := readSitemap(t, dist["sitemap.xml"]); len(urls) != 10 || xhtml != "" ||
		strings.Contains(dist["sitemap.xml"], "xhtml") {
		t.Errorf("sitemap.xml:\n%s", dist["sitemap.xml"])
	}
	var data struct {
		LanguageRedirect *bool
		Languages        []struct{ Code, Path string }
	}
	if err := json.Unmarshal([]byte(siteData(t, dist["index.html"])), &data); err != nil {
		t.Fatal(err)
	}
	if data.LanguageRedirect == nil || *data.LanguageRedirect || len(data.Languages) != 1 ||
		data.Languages[0].Path != "/portfolio/" {
		t.Errorf("the site data: redirect %v, languages %+v", data.LanguageRedirect, data.Languages)
	}
}

// alternate is a version of a page in a language ("x-default" for a
// visitor in none of the site's).
type alternate struct{ lang, href string }

// pageHead is what a page's <head> tells of its language and its versions.
type pageHead struct {
	lang, title, description string
	canonical, ogURL         string
	noindex                  bool
	alternates               []alternate // x-default last
	ogLocale                 string
	ogAlternates             []string
}

var (
	headLang        = regexp.MustCompile(`<html lang="([^"]*)">`)
	headTitle       = regexp.MustCompile(`<title>([^<]*)</title>`)
	headDescription = regexp.MustCompile(`<meta name="description" content="([^"]*)">`)
	headCanonical   = regexp.MustCompile(`<link rel="canonical" href="([^"]*)">`)
	headAlternate   = regexp.MustCompile(`<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">`)
	headOGURL       = regexp.MustCompile(`<meta property="og:url" content="([^"]*)">`)
	headOGLocale    = regexp.MustCompile(`<meta property="og:locale" content="([^"]*)">`)
	headOGAlternate = regexp.MustCompile(`<meta property="og:locale:alternate" content="([^"]*)">`)
	anchor          = regexp.MustCompile(`(?i)<a\s[^>]*>`)
	anchorHreflang  = regexp.MustCompile(`(?i)\shreflang="([^"]*)"`)
	anchorHref      = regexp.MustCompile(`(?i)\shref="([^"]*)"`)
)

// headOf reads a page's <head>.
func headOf(page string) pageHead {
	head, _, _ := strings.Cut(page, "</head>")
	first := func(re *regexp.Regexp) string {
		if m := re.FindStringSubmatch(head); m != nil {
			return html.UnescapeString(m[1])
		}
		return ""
	}
	h := pageHead{
		lang: first(headLang), title: first(headTitle), description: first(headDescription),
		canonical: first(headCanonical), ogURL: first(headOGURL), ogLocale: first(headOGLocale),
		noindex: strings.Contains(head, `<meta name="robots" content="noindex">`),
	}
	for _, m := range headAlternate.FindAllStringSubmatch(head, -1) {
		h.alternates = append(h.alternates, alternate{m[1], m[2]})
	}
	for _, m := range headOGAlternate.FindAllStringSubmatch(head, -1) {
		h.ogAlternates = append(h.ogAlternates, m[1])
	}
	return h
}

// version is the URL the page lists for its version in lang, or "".
func (h pageHead) version(lang string) string {
	for _, a := range h.alternates {
		if a.lang == lang {
			return a.href
		}
	}
	return ""
}

// languageLinks are the links of an HTML fragment to a version in a
// language (<a hreflang>), in their order.
func languageLinks(fragment string) []alternate {
	var out []alternate
	for _, a := range anchor.FindAllString(fragment, -1) {
		if lang := anchorHreflang.FindStringSubmatch(a); lang != nil {
			var href string
			if m := anchorHref.FindStringSubmatch(a); m != nil {
				href = html.UnescapeString(m[1])
			}
			out = append(out, alternate{lang[1], href})
		}
	}
	return out
}

// sitemapURL is a page as a sitemap lists it: its URL and its versions.
type sitemapURL struct {
	Loc   string `xml:"loc"`
	Links []struct {
		Rel      string `xml:"rel,attr"`
		Hreflang string `xml:"hreflang,attr"`
		Href     string `xml:"href,attr"`
	} `xml:"http://www.w3.org/1999/xhtml link"`
}

// readSitemap reads a sitemap's pages and the namespace it declares for
// their versions' links.
func readSitemap(t *testing.T, data string) (urls []sitemapURL, xhtml string) {
	t.Helper()
	var set struct {
		XHTML string       `xml:"xmlns xhtml,attr"`
		URLs  []sitemapURL `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(data), &set); err != nil {
		t.Fatalf("sitemap.xml: %v\n%s", err, data)
	}
	return set.URLs, set.XHTML
}
