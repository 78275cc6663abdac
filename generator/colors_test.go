package generator_test

import (
	"bytes"
	"encoding/json"
	"image/png"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// withColors is the basic site's site.yaml with a colors block.
func withColors(t *testing.T, block string) map[string][]byte {
	t.Helper()
	site := strings.Replace(string(basicFile(t, "site.yaml")), "icon: media/icon.png\n", "icon: media/icon.png\n"+block, 1)
	return map[string][]byte{"site.yaml": []byte(site)}
}

func TestTheSiteColoursReachEveryPageTheManifestAndTheIcons(t *testing.T) {
	root := t.TempDir()
	if _, err := buildBasic(t, root, withColors(t, "colors:\n  accent: \"#FF7A59\"\n  background: \"#101820\"\n"), ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))

	var sheet string
	for p, data := range dist {
		if strings.HasPrefix(p, "assets/styles/colors.") {
			sheet = p
			if !strings.Contains(data, "--accent:#ff7a59") || !strings.Contains(data, "--background:#101820") {
				t.Errorf("%s = %q", p, data)
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
		for _, want := range []string{`<meta name="theme-color" content="#101820">`, `<link rel="stylesheet" href="/portfolio/` + sheet + `">`} {
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
		t.Errorf("manifest: theme_color %s, background_color %s; want the site's background, #101820", manifest.ThemeColor, manifest.BackgroundColor)
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
	// The colours of theme/portgen.json.
	if !strings.Contains(dist["manifest.webmanifest"], `"theme_color": "#0d1117"`) || !strings.Contains(dist["index.html"], `<meta name="theme-color" content="#0d1117">`) {
		t.Errorf("the toolbar colour is not the theme's")
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
