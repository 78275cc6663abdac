package content

import (
	"path/filepath"
	"strings"
	"testing"
)

// Fuzz targets: go test -fuzz=FuzzSlugify ./generator/internal/content (make fuzz runs
// each for a few seconds). Inputs that once failed live in testdata/fuzz.

func FuzzSlugify(f *testing.F) {
	for _, s := range []string{
		"Point of Sale", "  Café -- Menu!  ", "Ｆｕｌｌｗｉｄｔｈ 2024", "日本語", "", "a\u0301\u0301", "İstanbul", "ß", "\xff\xfe",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, title string) {
		slug := Slugify(title)
		if !identifier.MatchString(slug) {
			t.Fatalf("Slugify(%q) = %q, not a slug", title, slug)
		}
		if again := Slugify(slug); again != slug {
			t.Fatalf("Slugify(%q) = %q, but Slugify(%q) = %q", title, slug, slug, again)
		}
	})
}

func FuzzCheckPath(f *testing.F) {
	for _, p := range []string{
		"media/a.png", "../a.png", "media/../../a.png", "/etc/passwd", `media\a.png`, "C:/a.png", "./a", "a//b",
		"..", ".", "", "a/\x00",
	} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if CheckPath(p) != nil {
			return
		}
		// An accepted path names a file inside the content folder, written one way only.
		plain := filepath.Clean(p) == p && p != "."
		if !filepath.IsLocal(p) || strings.HasPrefix(p, "/") || strings.Contains(p, `\`) || !plain {
			t.Fatalf("CheckPath accepted %q", p)
		}
	})
}

func FuzzColors(f *testing.F) {
	for _, s := range []string{
		"#ff7a59", "#FFF", "#101820", "#3a5fcd", "#ff7a5980", "ff7a59", "coral", "#", "", "#\xff\xfe\xfd", "#ｆｆｆ",
	} {
		f.Add(s, "#101820")
	}
	f.Fuzz(func(t *testing.T, accent, background string) {
		ps := problems{file: "site.yaml"}
		checkColors(&ps, Colors{Accent: Color(accent), Background: Color(background)}, testSchemes)
		refused := map[string]bool{}
		for _, p := range ps.list {
			refused[p.Path] = refused[p.Path] || p.Message != ""
		}
		// A colour accepted is one the pages can carry.
		for path, c := range map[string]Color{"colors.accent": Color(accent), "colors.background": Color(background)} {
			if c != "" && !refused[path] && len(c.Hex()) != 7 {
				t.Fatalf("%s %q was accepted, but its Hex is %q", path, c, c.Hex())
			}
		}
	})
}

// FuzzWebURL: the URL check never panics, never accepts a URL that holds a
// script, and what it accepts is accepted again as it is written.
func FuzzWebURL(f *testing.F) {
	for _, s := range []string{
		"https://example.com/",
		"https://bücher.example/café?q=1#x",
		"http://[::1]:8080/",
		"https://x.com/a%0aSet-Cookie:x/",
		`https://x.com/a"b/`,
		"https://user:pass@x.com/",
		"https://api.example.com;sandbox;frame-ancestors/v1/forecast",
		"https://exa\u202emple.com/",
		"https://x.com/?u=JaVaScRiPt%3Aalert(1)",
		"javascript:alert(1)",
		"https://x.com/<script>",
		"https://x.com:65536/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := WebURL(raw)
		if err != nil {
			return
		}
		lower := strings.ToLower(raw)
		if strings.Contains(lower, "<script") || strings.Contains(lower, "javascript:") {
			t.Fatalf("WebURL accepted %q", raw)
		}
		again, err := WebURL(u.String())
		if err != nil {
			t.Fatalf("WebURL(%q) = %q, which it refuses: %v", raw, u.String(), err)
		}
		if again.String() != u.String() {
			t.Fatalf("WebURL(%q) = %q, but WebURL(%q) = %q", raw, u.String(), u.String(), again.String())
		}
		if _, err := ParseBaseURL(raw); err == nil && strings.ContainsAny(u.EscapedPath(), "\"<> \n\r\t\\") {
			t.Fatalf("ParseBaseURL(%q) accepted a path written %q", raw, u.EscapedPath())
		}
	})
}
