package pages

import (
	"cmp"
	"encoding/json"
	"encoding/xml"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/markup"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

// render renders a small site, changed by edit when one is given.
func render(t *testing.T, edit ...func(*plan.Site)) map[string]string {
	t.Helper()
	return renderWith(t, Content{}, edit...)
}

// renderWith renders the small site with its content written by c.
func renderWith(t *testing.T, c Content, edit ...func(*plan.Site)) map[string]string {
	t.Helper()
	res := renderResultWith(t, c, edit...)
	out := map[string]string{}
	var shell, wantShell []string
	for _, f := range res.Files {
		data, err := f.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Path] = string(data)
		// Every language's pages but the projects' are the app's shell.
		page := strings.HasSuffix(f.Path, ".html") && !strings.Contains(f.Path, "apps/")
		if page || strings.HasPrefix(f.Path, "assets/styles/colors.") {
			wantShell = append(wantShell, f.Path)
		}
	}
	for _, f := range res.Shell {
		shell = append(shell, f.Path)
		if data, _ := f.Bytes(); string(data) != out[f.Path] {
			t.Errorf("%s: the shell's copy differs from the file", f.Path)
		}
	}
	slices.Sort(shell)
	slices.Sort(wantShell)
	if !slices.Equal(shell, wantShell) {
		t.Errorf("shell = %q, want %q", shell, wantShell)
	}
	return out
}

func renderResultWith(t *testing.T, c Content, edit ...func(*plan.Site)) *Result {
	t.Helper()
	return renderSite(t, smallSite(), noCards{}, c, edit...)
}

// renderSite lays the site's pages out, once edit has changed it, and
// renders them with their cards.
func renderSite(t *testing.T, site *plan.Site, cards Cards, c Content, edit ...func(*plan.Site)) *Result {
	t.Helper()
	for _, e := range edit {
		e(site)
	}
	layOut(site)
	res, err := Render(site, cards, c)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// layOut plans the site's pages as assemble does: route by route, item by
// item, each in every language.
func layOut(s *plan.Site) {
	s.Pages = nil
	for i := range s.Routes {
		r := &s.Routes[i]
		pages := []plan.Page{{}}
		switch r.Each {
		case plan.EachProject:
			pages = nil
			for j := range s.Projects {
				pages = append(pages, plan.Page{Project: &s.Projects[j]})
			}
		case plan.EachTag:
			pages = nil
			for j := range s.Tags {
				pages = append(pages, plan.Page{Tag: &s.Tags[j]})
			}
		case plan.EachPost:
			pages = nil
			for j := range s.Posts {
				pages = append(pages, plan.Page{Post: &s.Posts[j]})
			}
		}
		for _, p := range pages {
			slug := ""
			switch {
			case p.Project != nil:
				slug = p.Project.Slug
			case p.Tag != nil:
				slug = p.Tag.Slug
			case p.Post != nil:
				slug = p.Post.Slug
			}
			p.Route, p.Path = r, strings.Replace(r.Path, ":slug", slug, 1)
			for j := range s.Languages {
				p.Lang = &s.Languages[j]
				p.At = "/" + p.Lang.Prefix + strings.TrimPrefix(cmp.Or(p.Path, "/"+r.File), "/")
				p.File = p.Lang.Prefix + cmp.Or(r.File, strings.TrimPrefix(p.Path, "/")+"index.html")
				s.Pages = append(s.Pages, p)
			}
		}
	}
}

// noCards names no card.
type noCards struct{}

func (noCards) Preview(*plan.Page) (plan.Preview, bool) { return plan.Preview{}, false }

// cardsAt are the cards of the pages at some paths.
type cardsAt map[string]plan.Preview

func (c cardsAt) Preview(p *plan.Page) (plan.Preview, bool) {
	card, ok := c[p.At]
	return card, ok
}

// text is a locale's strings, as a language of the site reads them.
func text(owner string, words map[string]string) func(string, ...string) string {
	l := content.Locale{Strings: words}
	return func(key string, vars ...string) string { return l.Text(key, owner, vars...) }
}

// The small site's strings in each of its languages, and more.
func english(more ...string) map[string]string {
	return withStrings(map[string]string{
		"pages.home.title":       "{{name}} · Portfolio",
		"pages.home.description": "The work of {{ name }}.",
		"pages.project.title":    "{{title}} · {{name}}",
		"common.noscript":        "Turn on JavaScript.",
	}, more)
}

func portuguese(more ...string) map[string]string {
	return withStrings(map[string]string{
		"pages.home.title":       "{{name}} · Portefólio",
		"pages.home.description": "O trabalho de {{ name }}.",
		"pages.project.title":    "{{title}} · {{name}}",
		"common.noscript":        "Ative o JavaScript.",
	}, more)
}

// withStrings adds strings, key after value, to a locale's.
func withStrings(words map[string]string, more []string) map[string]string {
	for i := 0; i+1 < len(more); i += 2 {
		words[more[i]] = more[i+1]
	}
	return words
}

// smallSite is a site of one project in two languages, of three routes:
// the home page, a project's and the 404 page.
func smallSite() *plan.Site {
	return &plan.Site{
		BaseURL:  "https://ada.dev/portfolio/",
		BasePath: "/portfolio/",
		Owner:    "Ada",
		Routes: []plan.Route{
			{Page: "home", Path: "/", JSONLD: "Person"},
			{Page: "project", Path: "/apps/:slug/", Each: plan.EachProject},
			{Page: "notFound", File: "404.html"},
		},
		Languages: []plan.Language{
			{Code: "en", Default: true, Text: text("Ada", english()), LocaleURL: "/portfolio/assets/locales/en.1.json",
				Person: plan.Person{
					Name:     "Ada",
					URL:      "https://ada.dev/portfolio/",
					Image:    "/portfolio/assets/media/photo.1-800w.jpg",
					JobTitle: "Mathematician",
				}},
			{Code: "pt", Prefix: "pt/", Text: text("Ada", portuguese()),
				LocaleURL: "/portfolio/assets/locales/pt.1.json",
				Person: plan.Person{
					Name:     "Ada",
					URL:      "https://ada.dev/portfolio/",
					Image:    "/portfolio/assets/media/photo.1-800w.jpg",
					JobTitle: "Matemática",
				}},
		},
		Projects: []plan.Project{{
			Slug: "engine",
			In: map[string]plan.Words{
				"en": {Title: "Analytical <Engine>", Lead: []markup.Node{{Kind: markup.Text, Text: "A machine."}}},
				"pt": {Title: "Máquina <Analítica>", Lead: []markup.Node{{Kind: markup.Text, Text: "Uma máquina."}}},
			},
			Image:   plan.Preview{URL: "/portfolio/assets/media/shot.1-1280w.jpg", Width: 1280, Height: 800},
			Preload: plan.Preload{Href: "/portfolio/assets/media/shot.1-1280w.webp", Type: "image/webp"},
		}},
		Icons: plan.Icons{
			Favicon:  "/portfolio/assets/icons/favicon.1.png",
			Manifest: "/portfolio/manifest.webmanifest",
		},
		Preview: plan.Preview{
			URL:    "/portfolio/assets/media/photo.1-800w.jpg",
			Width:  800,
			Height: 800,
			Alt:    "Ada",
		},
		Wallpaper: plan.Preload{
			Href:   "/portfolio/w-2560w.webp",
			Srcset: "/portfolio/w-640w.webp 640w, /portfolio/w-2560w.webp 2560w",
			Sizes:  "100vw",
			Type:   "image/webp",
		},
		APIs:     []string{"https://weather.example/api"},
		Toolbars: []plan.Toolbar{{Color: "#000000"}},
		Data:     map[string]string{"note": "</script><script>alert(1)</script>"},
		Entry:    plan.Chunk{JS: "assets/main-A.js", CSS: "assets/main-A.css"},
	}
}

// inEnglish leaves the site of render with its default language only.
func inEnglish(s *plan.Site) { s.Languages = s.Languages[:1] }

func TestEveryPageIsWrittenInEveryLanguage(t *testing.T) {
	for _, c := range []struct {
		name  string
		edit  []func(*plan.Site)
		pages []string
	}{
		{"two languages: the default's at the base path, the other's under its code", nil,
			[]string{
				"404.html", "apps/engine/index.html", "index.html",
				"pt/404.html", "pt/apps/engine/index.html", "pt/index.html",
			}},
		{"one language: no folder of its own", []func(*plan.Site){inEnglish},
			[]string{"404.html", "apps/engine/index.html", "index.html"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for p := range render(t, c.edit...) {
				if strings.HasSuffix(p, ".html") {
					got = append(got, p)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, c.pages) {
				t.Errorf("pages %q, want %q", got, c.pages)
			}
		})
	}
}

// A project's page previews its first screenshot, named by the project's
// title in the page's language, and lists the page in every language.
func TestProjectPagesHaveTheirOwnPreview(t *testing.T) {
	files := render(t)
	for file, wants := range map[string][]string{
		"apps/engine/index.html": {
			`<html lang="en">`,
			"<title>Analytical &lt;Engine&gt; · Ada</title>",
			`<meta name="description" content="A machine.">`,
			`<link rel="canonical" href="https://ada.dev/portfolio/apps/engine/">`,
			`<meta property="og:url" content="https://ada.dev/portfolio/apps/engine/">`,
			`<meta property="og:image:alt" content="Analytical &lt;Engine&gt;">`,
		},
		"pt/apps/engine/index.html": {
			`<html lang="pt">`,
			"<title>Máquina &lt;Analítica&gt; · Ada</title>",
			`<meta name="description" content="Uma máquina.">`,
			`<link rel="canonical" href="https://ada.dev/portfolio/pt/apps/engine/">`,
			`<meta property="og:url" content="https://ada.dev/portfolio/pt/apps/engine/">`,
			`<meta property="og:image:alt" content="Máquina &lt;Analítica&gt;">`,
		},
	} {
		page := files[file]
		for _, want := range append(wants,
			`<meta property="og:image" content="https://ada.dev/portfolio/assets/media/shot.1-1280w.jpg">`,
			`<meta property="og:image:width" content="1280">`,
			`<meta name="twitter:card" content="summary_large_image">`,
			// The page in each language, the default's for any other.
			`<link rel="alternate" hreflang="en" href="https://ada.dev/portfolio/apps/engine/">`,
			`<link rel="alternate" hreflang="pt" href="https://ada.dev/portfolio/pt/apps/engine/">`,
			`<link rel="alternate" hreflang="x-default" href="https://ada.dev/portfolio/apps/engine/">`,
		) {
			if !strings.Contains(page, want) {
				t.Errorf("%s lacks %s", file, want)
			}
		}
		if strings.Contains(page, "ld+json") {
			t.Errorf("%s describes a Person", file)
		}
	}
}

// A technology's page is titled and described by its name, in its
// language; a site whose locale predates tagDescription describes it as
// the projects' page.
func TestATechnologysPageIsNamedAfterIt(t *testing.T) {
	site := smallSite()
	site.Tags = []plan.Tag{{Slug: "ruby-on-rails", Name: "Ruby on Rails"}}
	site.Languages[0].Text = text("Ada", english(
		"pages.apps.title", "Projects · {{name}}",
		"pages.apps.description", "Projects by {{name}}.",
		"pages.apps.tagDescription", "Projects by {{name}} that use {{tag}}.",
	))
	site.Languages[1].Text = text("Ada", portuguese(
		"pages.apps.title", "Projetos · {{name}}",
		"pages.apps.description", "Projetos de {{name}}.",
	))
	site.Routes = []plan.Route{{Page: "apps", Path: "/apps/tags/:slug/", Each: plan.EachTag}}
	res := renderSite(t, site, noCards{}, Content{})
	files := map[string]string{}
	for _, f := range res.Files {
		data, _ := f.Bytes()
		files[f.Path] = string(data)
	}
	for file, wants := range map[string][]string{
		"apps/tags/ruby-on-rails/index.html": {
			"<title>Ruby on Rails · Projects · Ada</title>",
			`<meta name="description" content="Projects by Ada that use Ruby on Rails.">`,
			`<link rel="canonical" href="https://ada.dev/portfolio/apps/tags/ruby-on-rails/">`,
		},
		"pt/apps/tags/ruby-on-rails/index.html": {
			"<title>Ruby on Rails · Projetos · Ada</title>",
			`<meta name="description" content="Projetos de Ada.">`,
		},
	} {
		for _, want := range wants {
			if !strings.Contains(files[file], want) {
				t.Errorf("%s lacks %s", file, want)
			}
		}
	}
}

// Open Graph names each page's language with its territory, as CLDR's
// likely subtags have it, and the site's other languages as alternates.
func TestOpenGraphNamesThePagesLocaleAndTheOthers(t *testing.T) {
	ogLocales := regexp.MustCompile(`<meta property="og:locale(?::alternate)?" content="([^"]*)">`)
	files := render(t, func(s *plan.Site) {
		fr := s.Languages[1]
		fr.Code, fr.Prefix = "fr", "fr/"
		s.Languages = append(s.Languages, fr)
	})
	for file, want := range map[string][]string{
		"index.html":                {"en_US", "pt_BR", "fr_FR"},
		"pt/apps/engine/index.html": {"pt_BR", "en_US", "fr_FR"},
		"fr/404.html":               {"fr_FR", "en_US", "pt_BR"},
	} {
		var got []string
		for _, m := range ogLocales.FindAllStringSubmatch(files[file], -1) {
			got = append(got, m[1])
		}
		if !slices.Equal(got, want) ||
			!strings.Contains(files[file], `<meta property="og:locale" content="`+want[0]+`">`) {
			t.Errorf("%s: og:locale and its alternates %q, want %q", file, got, want)
		}
	}
	if page := render(t, inEnglish)["index.html"]; strings.Contains(page, "og:locale:alternate") ||
		!strings.Contains(page, `<meta property="og:locale" content="en_US">`) {
		t.Errorf("a site in English only:\n%s", page)
	}
}

func TestHomeDescribesTheOwnerAndPreloadsTheWallpaper(t *testing.T) {
	files := render(t)
	for file, c := range map[string]struct {
		jobTitle string
		wants    []string
	}{
		"index.html":    {"Mathematician", []string{"<title>Ada · Portfolio</title>", `content="The work of Ada."`}},
		"pt/index.html": {"Matemática", []string{"<title>Ada · Portefólio</title>", `content="O trabalho de Ada."`}},
	} {
		home := files[file]
		m := regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(home)
		if m == nil {
			t.Errorf("%s has no JSON-LD", file)
			continue
		}
		var person map[string]any
		if err := json.Unmarshal([]byte(m[1]), &person); err != nil {
			t.Fatal(err)
		}
		if person["@type"] != "Person" ||
			person["image"] != "https://ada.dev/portfolio/assets/media/photo.1-800w.jpg" ||
			person["jobTitle"] != c.jobTitle {
			t.Errorf("%s: JSON-LD = %v", file, person)
		}
		for _, want := range append(c.wants,
			`<meta name="twitter:card" content="summary">`,
			`<link rel="preload" as="image" href="/portfolio/w-2560w.webp" `+
				`imagesrcset="/portfolio/w-640w.webp 640w, /portfolio/w-2560w.webp 2560w" imagesizes="100vw" `+
				`type="image/webp" fetchpriority="high">`,
			`<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; `+
				`script-src &#39;self&#39;; connect-src &#39;self&#39; https://weather.example;`,
			`<link rel="manifest" href="/portfolio/manifest.webmanifest">`,
		) {
			if !strings.Contains(home, want) {
				t.Errorf("%s lacks %s", file, want)
			}
		}
		if strings.Contains(home, "</script><script>") {
			t.Errorf("%s: the site data closed its script element", file)
		}
	}
}

func TestTheNotFoundPagesAreNotIndexed(t *testing.T) {
	files := render(t)
	noscripts := map[string]string{"404.html": "Turn on JavaScript.", "pt/404.html": "Ative o JavaScript."}
	for file, noscript := range noscripts {
		page := files[file]
		if !strings.Contains(page, `<meta name="robots" content="noindex">`) || strings.Contains(page, "canonical") ||
			strings.Contains(page, "hreflang") {
			t.Errorf("%s:\n%s", file, page)
		}
		if !strings.Contains(page, "<noscript>"+noscript+"</noscript>") {
			t.Errorf("%s is not in its language:\n%s", file, page)
		}
	}
}

// The sitemap lists every page in every language, each with the page in
// every language and x-default, as Google reads language versions.
func TestSitemapRobotsAndHeaders(t *testing.T) {
	files := render(t)
	var sitemap struct {
		XHTML string `xml:"xmlns xhtml,attr"`
		URLs  []struct {
			Loc   string `xml:"loc"`
			Links []struct {
				Rel      string `xml:"rel,attr"`
				Hreflang string `xml:"hreflang,attr"`
				Href     string `xml:"href,attr"`
			} `xml:"http://www.w3.org/1999/xhtml link"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(files["sitemap.xml"]), &sitemap); err != nil {
		t.Fatalf("sitemap.xml: %v\n%s", err, files["sitemap.xml"])
	}
	alternates := func(page string) string {
		at := "https://ada.dev/portfolio/"
		return "en=" + at + page + " pt=" + at + "pt/" + page + " x-default=" + at + page
	}
	want := map[string]string{
		"https://ada.dev/portfolio/":                alternates(""),
		"https://ada.dev/portfolio/pt/":             alternates(""),
		"https://ada.dev/portfolio/apps/engine/":    alternates("apps/engine/"),
		"https://ada.dev/portfolio/pt/apps/engine/": alternates("apps/engine/"),
	}
	got := map[string]string{}
	for _, u := range sitemap.URLs {
		var links []string
		for _, l := range u.Links {
			if l.Rel != "alternate" {
				t.Errorf("%s: a link rel=%q", u.Loc, l.Rel)
			}
			links = append(links, l.Hreflang+"="+l.Href)
		}
		got[u.Loc] = strings.Join(links, " ")
	}
	if !maps.Equal(got, want) || len(sitemap.URLs) != len(want) || sitemap.XHTML != "http://www.w3.org/1999/xhtml" {
		t.Errorf("sitemap.xml:\n%s", files["sitemap.xml"])
	}
	if files["robots.txt"] != "User-agent: *\nAllow: /\n\nSitemap: https://ada.dev/portfolio/sitemap.xml\n" {
		t.Errorf("robots.txt = %q", files["robots.txt"])
	}
	headers := files["_headers"]
	for _, want := range []string{
		"/portfolio/*\n  Content-Security-Policy: default-src 'self';",
		"/portfolio/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
		"/portfolio/\n  Cache-Control: no-cache\n",
		"/portfolio/pt/\n  Cache-Control: no-cache\n",
		"/portfolio/apps/:slug/\n  Cache-Control: no-cache\n",
		"/portfolio/pt/apps/:slug/\n  Cache-Control: no-cache\n",
		"/portfolio/404.html\n  Cache-Control: no-cache\n",
		"/portfolio/pt/404.html\n  Cache-Control: no-cache\n",
		"/portfolio/sw.js\n  Cache-Control: no-cache\n",
	} {
		if !strings.Contains(headers, want) {
			t.Errorf("_headers lacks %q:\n%s", want, headers)
		}
	}
}

// A site in one language has no alternates to list, in its pages or its
// sitemap.
func TestASiteInOneLanguageListsNoAlternates(t *testing.T) {
	files := render(t, inEnglish)
	sitemap := files["sitemap.xml"]
	if strings.Contains(sitemap, "xhtml") || strings.Count(sitemap, "<loc>") != 2 {
		t.Errorf("sitemap.xml:\n%s", sitemap)
	}
	for _, file := range []string{"index.html", "apps/engine/index.html"} {
		if page := files[file]; strings.Contains(page, "hreflang") || !strings.Contains(page, `<link rel="canonical"`) {
			t.Errorf("%s:\n%s", file, page)
		}
	}
}

func TestCSPAllowsTheWeatherOriginsOnly(t *testing.T) {
	for _, c := range []struct {
		apis    []string
		connect string
	}{
		{[]string{"https://weather.example/api/rest"}, "connect-src 'self' https://weather.example;"},
		{[]string{"http://127.0.0.1:4174"}, "connect-src 'self' http://127.0.0.1:4174;"},
		// Open-Meteo: two APIs on two hosts.
		{[]string{"https://geocoding-api.open-meteo.com/v1/search", "https://api.open-meteo.com/v1/forecast"},
			"connect-src 'self' https://geocoding-api.open-meteo.com https://api.open-meteo.com;"},
		// The e2e fake answers both on one origin, named once.
		{
			[]string{"http://127.0.0.1:4174/v1/search", "http://127.0.0.1:4174/v1/forecast"},
			"connect-src 'self' http://127.0.0.1:4174;",
		},
		// No weather configured: no other origin.
		{nil, "connect-src 'self';"},
		{[]string{""}, "connect-src 'self';"},
	} {
		got := contentSecurityPolicy("", c.apis...)
		if !strings.Contains(got, c.connect) || !strings.Contains(got, "object-src 'none'") {
			t.Errorf("contentSecurityPolicy(%q) = %s", c.apis, got)
		}
	}
}

func TestOnlyHomeAndProjectPagesPreloadAnImage(t *testing.T) {
	for path, page := range render(t) {
		preloads := strings.Count(page, `rel="preload" as="image"`)
		want := 0
		if page := strings.TrimPrefix(path, "pt/"); page == "index.html" || strings.HasPrefix(page, "apps/") {
			want = 1
		}
		if preloads != want || strings.Contains(page, `href=""`) {
			t.Errorf("%s: %d image preloads (want %d), or an empty href", path, preloads, want)
		}
	}
}

func TestTheSiteColoursAreAStylesheetEveryPageLinksLast(t *testing.T) {
	files := render(t, func(s *plan.Site) {
		s.Colors = plan.Colors{Accent: "#ff7a59", OnAccent: "#0d1117", Background: "#112233"}
	})
	var sheet string
	for p, data := range files {
		if strings.HasPrefix(p, "assets/styles/colors.") && strings.HasSuffix(p, ".css") {
			sheet = p
			if data != "@media screen{:root:root{--accent:#ff7a59;--on-accent:#0d1117;--background:#112233}}\n" {
				t.Errorf("%s = %q", p, data)
			}
		}
	}
	if sheet == "" {
		t.Fatal("no stylesheet of the site's colours was written")
	}
	link := `<link rel="stylesheet" href="/portfolio/` + sheet + `">`
	for p, page := range files {
		if !strings.HasSuffix(p, ".html") {
			continue
		}
		// After the theme's own, which it overrides; no inline style, which the CSP refuses.
		if theme := strings.Index(page, `href="/portfolio/assets/main-A.css"`); theme < 0 ||
			strings.Index(page, link) < theme {
			t.Errorf("%s does not link %s after the theme's stylesheet", p, sheet)
		}
		if strings.Contains(page, "<style") || strings.Contains(page, "style=") {
			t.Errorf("%s has inline style", p)
		}
	}
}

func TestASiteWithoutColoursHasNoStylesheetOfItsOwn(t *testing.T) {
	for p, page := range render(t) {
		if strings.Contains(p, "colors") || strings.Contains(page, "colors.") {
			t.Errorf("%s: a site that sets no colour has a colours stylesheet", p)
		}
	}
}

// A theme with a head script gets the app listed for that script, which
// loads it once the page has painted; one without loads it from the page.
func TestTheAppLoadsFromTheHeadScriptOrFromThePage(t *testing.T) {
	// Each language's page lists its own strings, and no other language's.
	for file, lang := range map[string]string{"index.html": "en", "pt/apps/engine/index.html": "pt"} {
		locale := "/portfolio/assets/locales/" + lang + ".1.json"
		app := `<script type="application/json" id="portgen-app">` +
			`{"entry":"/portfolio/assets/main-A.js","preloads":[],"data":["` + locale + `"]}</script>`
		tags := []string{
			`<script type="module" src="/portfolio/assets/main-A.js"></script>`,
			`<link rel="preload" href="` + locale + `" as="fetch" type="application/json" crossorigin>`,
		}
		withHead := render(t, func(s *plan.Site) { s.HeadScript = "/portfolio/assets/head-script.1.js" })[file]
		if !strings.Contains(withHead, app) ||
			!strings.Contains(withHead, `<script src="/portfolio/assets/head-script.1.js"></script>`) {
			t.Errorf("with a head script, %s does not list its app:\n%s", file, withHead)
		}
		without := render(t)[file]
		if strings.Contains(without, `id="portgen-app"`) {
			t.Errorf("without a head script, %s lists its app for no one", file)
		}
		for _, tag := range tags {
			if strings.Contains(withHead, tag) {
				t.Errorf("with a head script, %s loads %s itself", file, tag)
			}
			if !strings.Contains(without, tag) {
				t.Errorf("without a head script, %s lacks %s", file, tag)
			}
		}
	}
}

func TestOgLocaleIsTheLanguageWhereItIsMostSpoken(t *testing.T) {
	locales := map[string]string{"en": "en_US", "pt": "pt_BR", "fr": "fr_FR", "de": "de_DE", "ja": "ja_JP", "eo": "eo"}
	for code, want := range locales {
		if got := ogLocale(code); got != want {
			t.Errorf("ogLocale(%q) = %q, want %q", code, got, want)
		}
	}
}

// The theme's inline script runs: the CSP allows it by its hash, and an
// injected script, which differs, stays refused.
func TestCSPAllowsTheInlineScriptByItsHash(t *testing.T) {
	got := contentSecurityPolicy("alert(1)", "https://weather.example/api")
	// printf 'alert(1)' | openssl dgst -sha256 -binary | base64
	if !strings.Contains(got, "script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';") {
		t.Errorf("CSP = %s", got)
	}
	if none := contentSecurityPolicy(""); !strings.Contains(none, "script-src 'self';") {
		t.Errorf("without an inline script, CSP = %s", none)
	}
}

// A lazy Render writes what an eager one writes, each page when it is
// read, and prerenders that page alone.
func TestALazyRenderWritesEachPageWhenItIsRead(t *testing.T) {
	var asked []string
	prerender := func(lazy bool) Content {
		return Content{Lazy: lazy, Render: func(pages []pagemark.Page) ([]string, error) {
			roots := make([]string, len(pages))
			for i, p := range pages {
				if lazy {
					asked = append(asked, p.Path)
				}
				roots[i] = "<p>" + p.Path + "</p>"
			}
			return roots, nil
		}}
	}
	want := renderWith(t, prerender(false))
	lazy := renderWith(t, prerender(true))
	pages := 0
	for file := range lazy {
		if strings.HasSuffix(file, ".html") {
			pages++
		}
	}
	if len(asked) != pages || !maps.Equal(lazy, want) {
		t.Errorf(
			"the lazy pages differ from the eager ones, or were not all read (%d prerendered of %d)",
			len(asked),
			pages,
		)
	}
	asked = nil
	site := renderResultWith(t, prerender(true))
	for _, f := range site.Files {
		if f.Path == "pt/apps/engine/index.html" {
			if _, err := f.Bytes(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !slices.Equal(asked, []string{"/pt/apps/engine/"}) {
		t.Errorf("reading one page prerendered %q", asked)
	}
}

// A page's card replaces its preview (the owner's photo, a project's
// screenshot), under the base URL, with every tag that the networks that
// lay previews out large read; the pages without one keep theirs.
func TestAPagesCardIsItsPreview(t *testing.T) {
	cards := cardsAt{
		"/": {
			URL:    "/portfolio/assets/cards/index.1.jpg",
			Width:  1200,
			Height: 630,
			Alt:    "Portfolio · Ada",
			Type:   "image/jpeg",
		},
		"/pt/apps/engine/": {
			URL:    "/portfolio/assets/cards/pt/apps/engine.2.jpg",
			Width:  1200,
			Height: 630,
			Alt:    "Projetos: Máquina · Ada",
			Type:   "image/jpeg",
		},
	}
	files := map[string]string{}
	for _, f := range renderSite(t, smallSite(), cards, Content{}).Files {
		data, _ := f.Bytes()
		files[f.Path] = string(data)
	}
	for file, wants := range map[string][]string{
		"index.html": {
			`<meta property="og:image" content="https://ada.dev/portfolio/assets/cards/index.1.jpg">`,
			`<meta property="og:image:alt" content="Portfolio · Ada">`,
			`<meta name="twitter:image" content="https://ada.dev/portfolio/assets/cards/index.1.jpg">`,
		},
		"pt/apps/engine/index.html": {
			`<meta property="og:image" content="https://ada.dev/portfolio/assets/cards/pt/apps/engine.2.jpg">`,
			`<meta property="og:image:alt" content="Projetos: Máquina · Ada">`,
			`<meta name="twitter:image" content="https://ada.dev/portfolio/assets/cards/pt/apps/engine.2.jpg">`,
		},
	} {
		for _, want := range append(wants, `<meta property="og:image:type" content="image/jpeg">`,
			`<meta property="og:image:width" content="1200">`, `<meta property="og:image:height" content="630">`,
			`<meta name="twitter:card" content="summary_large_image">`) {
			if !strings.Contains(files[file], want) {
				t.Errorf("%s lacks %s", file, want)
			}
		}
	}
	if page := files["apps/engine/index.html"]; !strings.Contains(
		page,
		`content="https://ada.dev/portfolio/assets/media/shot.1-1280w.jpg"`,
	) {
		t.Error("a page without a card lost its screenshot")
	}
}
