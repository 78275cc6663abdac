package pages

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/bundle"
	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/theme"
)

// render renders a small site, changed by edit when one is given.
func render(t *testing.T, edit ...func(*Site)) map[string]string {
	t.Helper()
	en := content.Locale{Lang: "en", Strings: map[string]string{
		"pages.home.title": "{{name}} · Portfolio", "pages.home.description": "The work of {{ name }}.",
		"pages.project.title": "{{title}} · {{name}}", "common.noscript": "Turn on JavaScript.",
	}}
	pt := content.Locale{Lang: "pt", Strings: map[string]string{
		"pages.home.title": "{{name}} · Portefólio", "pages.home.description": "O trabalho de {{ name }}.",
		"pages.project.title": "{{title}} · {{name}}", "common.noscript": "Ative o JavaScript.",
	}}
	site := Site{
		BaseURL: "https://ada.dev/portfolio/", BasePath: "/portfolio/", Owner: "Ada",
		Languages: []Language{
			{Code: "en", Name: "English", Locale: en, LocaleURL: "/portfolio/assets/locales/en.1.json",
				Person: Person{Name: "Ada", URL: "https://ada.dev/portfolio/", Image: "/portfolio/assets/media/photo.1-800w.jpg", JobTitle: "Mathematician"},
				Projects: []Project{{Slug: "engine", Title: "Analytical <Engine>", Description: "A machine.",
					Image:   Image{URL: "/portfolio/assets/media/shot.1-1280w.jpg", Width: 1280, Height: 800, Alt: "Engine"},
					Preload: Preload{Href: "/portfolio/assets/media/shot.1-1280w.webp", Type: "image/webp"}}}},
			{Code: "pt", Name: "Português", Prefix: "pt/", Locale: pt, LocaleURL: "/portfolio/assets/locales/pt.1.json",
				Person: Person{Name: "Ada", URL: "https://ada.dev/portfolio/", Image: "/portfolio/assets/media/photo.1-800w.jpg", JobTitle: "Matemática"},
				Projects: []Project{{Slug: "engine", Title: "Máquina <Analítica>", Description: "Uma máquina.",
					Image:   Image{URL: "/portfolio/assets/media/shot.1-1280w.jpg", Width: 1280, Height: 800, Alt: "Máquina"},
					Preload: Preload{Href: "/portfolio/assets/media/shot.1-1280w.webp", Type: "image/webp"}}}},
		},
		Icons:     Icons{Favicon: "/portfolio/assets/icons/favicon.1.png", Manifest: "/portfolio/manifest.webmanifest"},
		Preview:   Image{URL: "/portfolio/assets/media/photo.1-800w.jpg", Width: 800, Height: 800, Alt: "Ada"},
		Wallpaper: Preload{Href: "/portfolio/w-2560w.webp", Srcset: "/portfolio/w-640w.webp 640w, /portfolio/w-2560w.webp 2560w", Sizes: "100vw", Type: "image/webp"},
		CSP:       CSP("https://weather.example/api"),
		Toolbar:   "#000000",
		Data:      map[string]string{"note": "</script><script>alert(1)</script>"},
	}
	for _, e := range edit {
		e(&site)
	}
	routes := []theme.Route{
		{Page: "home", Path: "/", JSONLD: "Person"},
		{Page: "project", Path: "/apps/:slug/", Each: "projects", Module: "apps.tsx"},
		{Page: "notFound", File: "404.html"},
	}
	b := &bundle.Result{Entry: bundle.Chunk{JS: "assets/main-A.js", CSS: "assets/main-A.css"}, Routes: map[string]bundle.Chunk{}}
	files, err := Render(site, routes, b)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range files {
		out[f.Path] = string(f.Data)
		if f.Shell != (f.Path == "index.html" || f.Path == "404.html" || strings.HasPrefix(f.Path, "assets/styles/colors.")) {
			t.Errorf("%s: Shell = %v", f.Path, f.Shell)
		}
	}
	return out
}

func TestProjectPagesHaveTheirOwnPreview(t *testing.T) {
	page := render(t)["apps/engine/index.html"]
	for _, want := range []string{
		"<title>Analytical &lt;Engine&gt; · Ada</title>",
		`<meta name="description" content="A machine.">`,
		`<link rel="canonical" href="https://ada.dev/portfolio/apps/engine/">`,
		`<meta property="og:url" content="https://ada.dev/portfolio/apps/engine/">`,
		`<meta property="og:image" content="https://ada.dev/portfolio/assets/media/shot.1-1280w.jpg">`,
		`<meta property="og:image:width" content="1280">`,
		`<meta name="twitter:card" content="summary_large_image">`,
		`<link rel="alternate" hreflang="pt" href="https://ada.dev/portfolio/apps/engine/?lng=pt">`,
		`<link rel="alternate" hreflang="x-default" href="https://ada.dev/portfolio/apps/engine/">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the project page lacks %s", want)
		}
	}
	if strings.Contains(page, "ld+json") {
		t.Error("a project page describes a Person")
	}
}

func TestHomeDescribesTheOwnerAndPreloadsTheWallpaper(t *testing.T) {
	home := render(t)["index.html"]
	m := regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(home)
	if m == nil {
		t.Fatal("home has no JSON-LD")
	}
	var person map[string]any
	if err := json.Unmarshal([]byte(m[1]), &person); err != nil {
		t.Fatal(err)
	}
	if person["@type"] != "Person" || person["image"] != "https://ada.dev/portfolio/assets/media/photo.1-800w.jpg" {
		t.Errorf("JSON-LD = %v", person)
	}
	for _, want := range []string{
		"<title>Ada · Portfolio</title>", `content="The work of Ada."`, `<meta name="twitter:card" content="summary">`,
		`<link rel="preload" as="image" href="/portfolio/w-2560w.webp" imagesrcset="/portfolio/w-640w.webp 640w, /portfolio/w-2560w.webp 2560w" imagesizes="100vw" type="image/webp" fetchpriority="high">`,
		`<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;; connect-src &#39;self&#39; https://weather.example;`,
		`<link rel="manifest" href="/portfolio/manifest.webmanifest">`,
	} {
		if !strings.Contains(home, want) {
			t.Errorf("home lacks %s", want)
		}
	}
	if strings.Contains(home, "</script><script>") {
		t.Error("the site data closed its script element")
	}
}

func TestTheNotFoundPageIsNotIndexed(t *testing.T) {
	page := render(t)["404.html"]
	if !strings.Contains(page, `<meta name="robots" content="noindex">`) || strings.Contains(page, "canonical") || strings.Contains(page, "hreflang") {
		t.Errorf("404.html:\n%s", page)
	}
}

func TestSitemapRobotsAndHeaders(t *testing.T) {
	files := render(t)
	sitemap := files["sitemap.xml"]
	locs := regexp.MustCompile(`<loc>([^<]+)</loc>`).FindAllStringSubmatch(sitemap, -1)
	var got []string
	for _, l := range locs {
		got = append(got, l[1])
	}
	if strings.Join(got, " ") != "https://ada.dev/portfolio/ https://ada.dev/portfolio/apps/engine/" {
		t.Errorf("sitemap lists %v", got)
	}
	if files["robots.txt"] != "User-agent: *\nAllow: /\n\nSitemap: https://ada.dev/portfolio/sitemap.xml\n" {
		t.Errorf("robots.txt = %q", files["robots.txt"])
	}
	headers := files["_headers"]
	for _, want := range []string{
		"/portfolio/*\n  Content-Security-Policy: default-src 'self';",
		"/portfolio/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
		"/portfolio/apps/:slug/\n  Cache-Control: no-cache\n",
		"/portfolio/404.html\n  Cache-Control: no-cache\n",
		"/portfolio/sw.js\n  Cache-Control: no-cache\n",
	} {
		if !strings.Contains(headers, want) {
			t.Errorf("_headers lacks %q:\n%s", want, headers)
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
		{[]string{"http://127.0.0.1:4174/v1/search", "http://127.0.0.1:4174/v1/forecast"}, "connect-src 'self' http://127.0.0.1:4174;"},
		// No weather configured: no other origin.
		{nil, "connect-src 'self';"},
		{[]string{""}, "connect-src 'self';"},
	} {
		if got := CSP(c.apis...); !strings.Contains(got, c.connect) || !strings.Contains(got, "object-src 'none'") {
			t.Errorf("CSP(%q) = %s", c.apis, got)
		}
	}
}

func TestOnlyHomeAndProjectPagesPreloadAnImage(t *testing.T) {
	for path, page := range render(t) {
		preloads := strings.Count(page, `rel="preload" as="image"`)
		want := 0
		if path == "index.html" || strings.HasPrefix(path, "apps/") {
			want = 1
		}
		if preloads != want || strings.Contains(page, `href=""`) {
			t.Errorf("%s: %d image preloads (want %d), or an empty href", path, preloads, want)
		}
	}
}

func TestTheSiteColoursAreAStylesheetEveryPageLinksLast(t *testing.T) {
	files := render(t, func(s *Site) {
		s.Colors = content.Colors{Accent: "#FF7A59", Background: "#123"}
	})
	var sheet string
	for p, data := range files {
		if strings.HasPrefix(p, "assets/styles/colors.") && strings.HasSuffix(p, ".css") {
			sheet = p
			if data != "@media screen{:root:root{--accent:#ff7a59;--background:#112233}}\n" {
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
		if theme := strings.Index(page, `href="/portfolio/assets/main-A.css"`); theme < 0 || strings.Index(page, link) < theme {
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
	app := `<script type="application/json" id="portgen-app">{"entry":"/portfolio/assets/main-A.js","preloads":[],"data":["/portfolio/assets/locales/en.1.json"]}</script>`
	tags := []string{
		`<script type="module" src="/portfolio/assets/main-A.js"></script>`,
		`<link rel="preload" href="/portfolio/assets/locales/en.1.json" as="fetch" type="application/json" crossorigin>`,
	}
	withHead := render(t, func(s *Site) { s.HeadScript = "/portfolio/assets/hold-paint.1.js" })["index.html"]
	if !strings.Contains(withHead, app) {
		t.Errorf("with a head script, the page does not list its app:\n%s", withHead)
	}
	without := render(t)["index.html"]
	if strings.Contains(without, `id="portgen-app"`) {
		t.Error("without a head script, the page lists its app for no one")
	}
	for _, tag := range tags {
		if strings.Contains(withHead, tag) {
			t.Errorf("with a head script, the page loads %s itself", tag)
		}
		if !strings.Contains(without, tag) {
			t.Errorf("without a head script, the page lacks %s", tag)
		}
	}
}
