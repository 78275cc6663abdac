package generator_test

import (
	"bytes"
	"encoding/json"
	"image/png"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// withColors is the basic site's site.yaml with a colors block.
func withColors(t *testing.T, block string) map[string][]byte {
	t.Helper()
	site := strings.Replace(
		string(basicFile(t, "site.yaml")),
		"icon: media/icon.png\n",
		"icon: media/icon.png\n"+block,
		1,
	)
	return map[string][]byte{"site.yaml": []byte(site)}
}

func TestTheSiteColoursReachEveryPageTheManifestAndTheIcons(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	colors := "colors:\n  accent: \"#B8401F\"\n  accentDark: \"#ff7a59\"\n  background: \"#101820\"\n"
	if _, err := buildBasic(t, root, withColors(t, colors), ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))

	var sheet string
	for p, data := range dist {
		if strings.HasPrefix(p, "assets/styles/colors.") {
			sheet = p
			// The dark scheme's for a browser without light-dark(), as the
			// theme's CSS does; each scheme's, and the text on each, with it.
			want := "@media screen{:root:root{--accent:#ff7a59;--on-accent:#0d1117;--background:#101820}" +
				"@supports (color:light-dark(#000,#fff)){:root:root{--accent:light-dark(#b8401f,#ff7a59);" +
				"--on-accent:light-dark(#ffffff,#0d1117)}}}\n"
			if data != want {
				t.Errorf("%s = %q, want %q", p, data, want)
			}
		}
	}
	if sheet == "" {
		t.Fatal("no stylesheet of the site's colours was written")
	}
	pages := 0
	for p, html := range dist {
		if !strings.HasSuffix(p, ".html") {
			continue
		}
		pages++
		for _, want := range []string{
			`<meta name="theme-color" content="#101820" media="(prefers-color-scheme: light)">`,
			`<meta name="theme-color" content="#101820" media="(prefers-color-scheme: dark)">`,
			`<link rel="stylesheet" href="/portfolio/` + sheet + `">`,
		} {
			if !strings.Contains(html, want) {
				t.Errorf("%s lacks %s", p, want)
			}
		}
	}
	if pages < 8 {
		t.Errorf("%d pages", pages)
	}

	var manifest struct {
		ThemeColor      string `json:"theme_color"`
		BackgroundColor string `json:"background_color"`
		Icons           []struct {
			Src     string `json:"src"`
			Purpose string `json:"purpose"`
		} `json:"icons"`
	}
	if err := json.Unmarshal([]byte(dist["manifest.webmanifest"]), &manifest); err != nil {
		t.Fatal(err)
	}
	if manifest.ThemeColor != "#101820" || manifest.BackgroundColor != "#101820" {
		t.Errorf(
			"manifest: theme_color %s, background_color %s; want the site's background, #101820",
			manifest.ThemeColor,
			manifest.BackgroundColor,
		)
	}
	// The maskable icon stands on the splash screen's colour.
	maskable := 0
	for _, icon := range manifest.Icons {
		if icon.Purpose != "maskable" {
			continue
		}
		maskable++
		img, err := png.Decode(bytes.NewReader([]byte(dist[strings.TrimPrefix(icon.Src, "/portfolio/")])))
		if err != nil {
			t.Fatal(err)
		}
		if r, g, b, _ := img.At(0, 0).RGBA(); r>>8 != 0x10 || g>>8 != 0x18 || b>>8 != 0x20 {
			t.Errorf("the maskable icon's corner is #%02x%02x%02x, want the background #101820", r>>8, g>>8, b>>8)
		}
	}
	if maskable != 1 {
		t.Errorf("%d maskable icons", maskable)
	}
	// Offline, the pages keep their colours.
	if !strings.Contains(dist["sw.js"], `"/portfolio/`+sheet+`"`) {
		t.Errorf("the service worker does not precache %s", sheet)
	}
}

func TestASiteWithoutColoursKeepsTheThemes(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	for p, data := range dist {
		if strings.Contains(p, "colors") || strings.Contains(data, "styles/colors.") {
			t.Errorf("%s: a site that sets no colour has a stylesheet of colours", p)
		}
	}
	// The colours of theme/portgen.json: the toolbar's of each scheme, which
	// the page follows.
	if !strings.Contains(dist["manifest.webmanifest"], `"theme_color": "#0d1117"`) ||
		!strings.Contains(dist["index.html"],
			`<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#f8fafc" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="#0d1117" media="(prefers-color-scheme: dark)">`) {
		t.Errorf("the toolbar colours are not the theme's:\n%s", dist["index.html"][:1500])
	}
	if strings.Contains(dist["index.html"], "data-appearance") {
		t.Errorf("a site that follows the visitor fixes a scheme")
	}
	// The custom properties that the site's colours set are the theme's.
	var css strings.Builder
	for p, data := range dist {
		if strings.HasPrefix(p, "assets/main-") && strings.HasSuffix(p, ".css") {
			css.WriteString(data)
		}
	}
	for _, prop := range []string{"--accent", "--background"} {
		if !regexp.MustCompile(`:root\{[^}]*` + prop + `:`).MatchString(css.String()) {
			t.Errorf("the theme's CSS does not declare %s on :root", prop)
		}
	}
}

// An owner who fixes one scheme gets it on every page, with that scheme's
// toolbar only, and the app is told: it offers no choice.
func TestAFixedAppearanceIsOnEveryPage(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	// An accent that reads on the dark panels only is enough for a site that is always dark.
	dark := withColors(t, "appearance: dark\ncolors:\n  accent: \"#ff7a59\"\n")
	if _, err := buildBasic(t, root, dark, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	for p, html := range dist {
		if !strings.HasSuffix(p, ".html") {
			continue
		}
		for _, want := range []string{
			`<html lang="`,
			`" data-appearance="dark">`,
			`<meta name="color-scheme" content="dark">` + "\n" + `<meta name="theme-color" content="#0d1117">`,
			`"appearance":"dark"`,
		} {
			if !strings.Contains(html, want) {
				t.Errorf("%s lacks %s", p, want)
			}
		}
	}
}

// A colour that does not read in a scheme the site shows, or an appearance
// the theme does not have, stops the build at its line in site.yaml, with
// the ratio and the shade that reads.
func TestColoursAreCheckedAgainstTheThemesSchemes(t *testing.T) {
	sitetest.Builds(t)
	for _, c := range []struct{ block, want string }{
		{"colors:\n  accent: \"#ff7a59\"\n", `site.yaml:4:11: accent "#ff7a59" has a contrast of 2.45:1 ` +
			`with the theme's light panels (#f8fafc), below the 4.5:1 that text needs (WCAG AA) ` +
			`(hint: links and highlights are written in the accent on the theme's light panels; ` +
			`"#dd2c00", a darker shade of it, reaches 4.5:1, ` +
			`and accentDark: "#ff7a59" keeps an accent that reads on the dark ones)`},
		{"appearance: light\ncolors:\n  accent: \"#ff7a59\"\n",
			`accent "#ff7a59" has a contrast of 2.45:1 with the theme's light panels`},
		{"appearance: sepia\n", `site.yaml:3:13: unknown appearance "sepia" ` +
			`(hint: write auto (the visitor's system, or their choice in Settings), light or dark)`},
	} {
		_, err := buildBasic(t, t.TempDir(), withColors(t, c.block), "")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v\nwant %s", c.block, err, c.want)
		}
	}
}

// A wallpaper's dark image reaches the app, and the home page preloads
// each image in its own scheme only, so that a visitor fetches one.
func TestADarkWallpaperIsPreloadedInItsScheme(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	site := strings.Replace(
		string(basicFile(t, "site.yaml")),
		"    image: media/dawn.jpg\n",
		"    image: media/dawn.jpg\n    dark: media/dusk.png\n",
		1,
	)
	if _, err := buildBasic(t, root, map[string][]byte{"site.yaml": []byte(site)}, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	home := dist["index.html"]
	preload := regexp.MustCompile(`<link rel="preload" as="image" href="[^"]*/(dawn|dusk)\.[^"]*"[^>]* ` +
		`media="\(prefers-color-scheme: (light|dark)\)" fetchpriority="high">`)
	preloads := preload.FindAllStringSubmatch(home, -1)
	if len(preloads) != 2 || preloads[0][1] != "dawn" || preloads[0][2] != "light" || preloads[1][1] != "dusk" ||
		preloads[1][2] != "dark" {
		t.Errorf("the home page's wallpaper preloads: %q", preloads)
	}
	var data struct {
		Wallpapers []struct {
			ID   string `json:"id"`
			Dark *struct {
				Src  string `json:"src"`
				WebP string `json:"webp"`
			} `json:"dark"`
		} `json:"wallpapers"`
	}
	script := regexp.MustCompile(`<script type="application/json" id="portgen-site">(.*?)</script>`).
		FindStringSubmatch(home)
	if script == nil || json.Unmarshal([]byte(script[1]), &data) != nil || len(data.Wallpapers) != 2 {
		t.Fatalf("no site data in the home page")
	}
	if w := data.Wallpapers[0]; w.Dark == nil || !strings.HasPrefix(w.Dark.Src, "/portfolio/assets/media/dusk.") ||
		w.Dark.WebP == "" {
		t.Errorf("dawn's dark image: %+v", w.Dark)
	}
	if data.Wallpapers[1].Dark != nil {
		t.Errorf("dusk has a dark image of its own")
	}
	if strings.Count(dist["about/index.html"], `rel="preload" as="image"`) > 1 {
		t.Errorf("a page other than home preloads the wallpaper")
	}
}

// A site fixed to one scheme shows one image of a wallpaper, the scheme's,
// and the home page preloads that one.
func TestAFixedSchemeShowsItsWallpaperImageOnly(t *testing.T) {
	sitetest.Builds(t)
	for scheme, want := range map[string]string{"dark": "dusk", "light": "dawn"} {
		site := strings.Replace(
			string(basicFile(t, "site.yaml")),
			"    image: media/dawn.jpg\n",
			"    image: media/dawn.jpg\n    dark: media/dusk.png\n",
			1,
		)
		site = strings.Replace(site, "icon: media/icon.png\n", "icon: media/icon.png\nappearance: "+scheme+"\n", 1)
		root := t.TempDir()
		if _, err := buildBasic(t, root, map[string][]byte{"site.yaml": []byte(site)}, ""); err != nil {
			t.Fatal(err)
		}
		home := readTree(t, filepath.Join(root, "dist"))["index.html"]
		preloads := regexp.MustCompile(`<link rel="preload" as="image" href="[^"]*/(dawn|dusk)\.[^"]*"[^>]*>`).
			FindAllStringSubmatch(home, -1)
		if len(preloads) != 1 || preloads[0][1] != want || strings.Contains(preloads[0][0], "media=") {
			t.Errorf("%s: the home page's wallpaper preloads: %q", scheme, preloads)
		}
		if strings.Contains(home, `"dark":{`) {
			t.Errorf("%s: the site data still offers the other scheme's image", scheme)
		}
	}
}
