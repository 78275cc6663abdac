package theme_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/theme"
	"github.com/portgen/portgen/internal/sitetest"
)

// The colours portgen.json declares for each scheme, which the site's
// colours are checked against, are the ones the theme's CSS paints its
// panels and text in: a change to one that is not made to the other fails
// here.
func TestTheDeclaredSchemesAreTheCSSs(t *testing.T) {
	dir := filepath.Join(sitetest.Root(), "theme")
	th, err := theme.Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	css, err := os.ReadFile(filepath.Join(dir, "src", "app", "global.css"))
	if err != nil {
		t.Fatal(err)
	}
	// --name: light-dark(<light>, <dark>); a panel's colour without its translucency.
	colour := `(#[0-9a-f]{6}|rgb\(\d+ \d+ \d+(?: / [\d.]+)?\))`
	each := func(name string) (light, dark string) {
		m := regexp.MustCompile(`--` + name + `: light-dark\(` + colour + `, ` + colour + `\);`).FindSubmatch(css)
		if m == nil {
			t.Fatalf("global.css sets no --%s with light-dark()", name)
		}
		return hex(t, string(m[1])), hex(t, string(m[2]))
	}
	schemes := th.Schemes()
	light, dark := schemes["light"], schemes["dark"]
	pairs := map[string][2]string{"panel": {light.Panel, dark.Panel}, "text": {light.Text, dark.Text}}
	for name, declared := range pairs {
		if l, d := each(name); l != declared[0] || d != declared[1] {
			t.Errorf(
				"--%s is %s in the light scheme and %s in the dark one; portgen.json declares %s and %s",
				name,
				l,
				d,
				declared[0],
				declared[1],
			)
		}
	}
}

// hex writes a CSS colour, #rrggbb or rgb(r g b / a), as #rrggbb.
func hex(t *testing.T, c string) string {
	if strings.HasPrefix(c, "#") {
		return c
	}
	var r, g, b int
	if _, err := fmt.Sscanf(c, "rgb(%d %d %d", &r, &g, &b); err != nil {
		t.Fatalf("%s: %v", c, err)
	}
	return fmt.Sprintf("#%02x%02x%02x", r, g, b)
}
