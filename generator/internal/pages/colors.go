package pages

import (
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/dist"
)

// colorsFile is the stylesheet that sets the site's own colours over the
// theme's: the custom properties that the theme's CSS reads, --accent
// (with --on-accent, the text on it) and --background (declared in
// theme/src/app/global.css). An accentDark, which comes with an accent
// (content checks it), is the dark scheme's accent, through light-dark();
// a browser without light-dark() gets the dark scheme's, as it gets the
// theme's. It is a file of the site's own, not a <style>
// element, which the pages' CSP refuses; every page links it after the
// theme's stylesheets, and its selector outranks :root, so that no
// stylesheet loaded later sets the theme's colours back. ok is false when
// the site sets no colour: the pages are then what they were before sites
// had colours.
func colorsFile(c plan.Colors) (f dist.File, ok bool) {
	var props, schemes []string
	switch {
	case c.Accent != "" && c.AccentDark != "":
		props = append(props, "--accent:"+c.AccentDark, "--on-accent:"+c.OnAccentDark)
		schemes = append(schemes, "--accent:light-dark("+c.Accent+","+c.AccentDark+")",
			"--on-accent:light-dark("+c.OnAccent+","+c.OnAccentDark+")")
	case c.Accent != "":
		props = append(props, "--accent:"+c.Accent, "--on-accent:"+c.OnAccent)
	}
	if c.Background != "" {
		props = append(props, "--background:"+c.Background)
	}
	if len(props) == 0 {
		return dist.File{}, false
	}
	// On screen only: a printed page is black on white, whatever the site's
	// colours (the theme's print rules set them).
	css := "@media screen{:root:root{" + strings.Join(props, ";") + "}"
	if len(schemes) > 0 {
		css += "@supports (color:light-dark(#000,#fff)){:root:root{" + strings.Join(schemes, ";") + "}}"
	}
	data := []byte(css + "}\n")
	// Named after its content, so cached for a year like the theme's CSS;
	// part of the app shell (see Result), so precached.
	return dist.File{Path: dist.AssetsDir + dist.HashedName("styles/colors.css", data), Data: data}, true
}
