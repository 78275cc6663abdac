package main

import (
	"bytes"
	"image/color"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/portgen/portgen/generator/internal/wcag"
	"github.com/portgen/portgen/internal/sitetest"
)

// committed is the generated file, from the repository's root.
const committed = "theme/src/features/blog/code-colors.css"

func readCommitted(t *testing.T) []byte {
	t.Helper()
	css, err := os.ReadFile(filepath.Join(sitetest.Root(), committed))
	if err != nil {
		t.Fatal(err)
	}
	return css
}

// The committed stylesheet is what chroma's styles give: upgrading chroma
// without generating it again fails here.
func TestTheCommittedStylesheetIsCurrent(t *testing.T) {
	if got := readCommitted(t); !bytes.Equal(got, stylesheet()) {
		t.Errorf("%s is stale (go generate ./generator/internal/markdown writes it again)", committed)
	}
}

var (
	darkRule = regexp.MustCompile(`(?m)^(\.chroma(?: \.[a-z0-9-]+)?) \{ color: (#[0-9a-f]{6});`)
	schemes  = regexp.MustCompile(`(?m)^  (\.chroma(?: \.[a-z0-9-]+)?) \{ ` +
		`color: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\); \}`)
	blockText = regexp.MustCompile(`(?s)\.chroma \{\n  color: (#[0-9a-f]{6});\n  background-color: (#[0-9a-f]{6});`)
	blockBoth = regexp.MustCompile(`color: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\);\n\s+` +
		`background-color: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\);`)
)

// Every token reads at 4.5:1 or more on the block's background, in both
// schemes and without light-dark(), as the file itself says them (not as
// the generator meant them).
func TestEveryTokenReadsOnItsBlock(t *testing.T) {
	css := string(readCommitted(t))
	fallback := blockText.FindStringSubmatch(css)
	both := blockBoth.FindStringSubmatch(css)
	if fallback == nil || both == nil {
		t.Fatalf("%s sets no colours for .chroma in both ways", committed)
	}
	darkBackground := parseHex(t, fallback[2])
	check := func(rule, scheme, text string, background color.RGBA) {
		if c := wcag.Contrast(parseHex(t, text), background); c < 4.5 {
			t.Errorf("%s reads at %.2f:1 in the %s scheme", rule, c, scheme)
		}
	}
	check(".chroma", "dark (no light-dark())", fallback[1], darkBackground)
	check(".chroma", "light", both[1], parseHex(t, both[3]))
	check(".chroma", "dark", both[2], parseHex(t, both[4]))
	fallbacks := darkRule.FindAllStringSubmatch(css, -1)
	pairs := schemes.FindAllStringSubmatch(css, -1)
	if len(pairs) < 20 || len(fallbacks) != len(pairs) {
		t.Fatalf("%d rules without light-dark() and %d with it", len(fallbacks), len(pairs))
	}
	for i, m := range pairs {
		check(m[1], "light", m[2], parseHex(t, both[3]))
		check(m[1], "dark", m[3], parseHex(t, both[4]))
		check(fallbacks[i][1], "dark (no light-dark())", fallbacks[i][2], darkBackground)
	}
}

func parseHex(t *testing.T, s string) color.RGBA {
	t.Helper()
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		t.Fatal(err)
	}
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}
