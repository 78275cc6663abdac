package main

import (
	"bytes"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/internal/sitetest"
)

// Payloads are what an attacker, or a careless paste, puts in a text: each
// would set window.__pwned if the site ever let the browser read it as
// markup or code. They are appended to every text the owner writes, in
// turn, so that every field meets several.
var payloads = []string{
	`<img src=x onerror="window.__pwned='img'">`,
	`<script>window.__pwned='script'</script>`,
	`</script><script>window.__pwned='json'</script>`,
	`<svg/onload=window.__pwned='svg'>`,
	`"><iframe srcdoc="<script>parent.__pwned='iframe'</script>">`,
	`<a href="javascript:window.__pwned='a'">x</a>`,
	`javascript:window.__pwned='href'`,
	`' onmouseover='window.__pwned=1`,
}

// templates are tried in the owner's texts only: in a locale file they
// would be read as placeholders.
var templates = []string{
	`{{constructor.constructor('window.__pwned=1')()}}`,
	`$t(menu.home) {{name}}`,
}

// textKeys are the keys whose values the owner writes as text, in
// site.yaml and the projects; every other value is a URL, a path or an id.
var textKeys = []string{"name", "label", "title", "content", "tech", "skills", "en", "pt", "fr",
	// the résumé's
	"summary", "position", "highlights", "keywords", "description", "institution", "area", "studyType",
	"courses", "fluency", "language", "awarder", "roles", "entity", "city", "username", "network"}

// hostileResume is the hostile site's résumé, in YAML so that poison
// reaches its texts like the others'.
const hostileResume = `basics:
  name: Ada Lovelace
  label: Analyst
  summary: Notes on the engine.
  location: {city: London}
  profiles:
    - {network: GitHub, username: ada, url: "https://github.com/ada"}
work:
  - name: Analytical Engine
    position: Analyst
    url: https://example.com/engine
    startDate: 1842-06
    summary: Wrote the notes.
    highlights: [The first program]
education:
  - {institution: Home, area: Mathematics, studyType: Tutoring, courses: [Analysis]}
skills:
  - {name: Mathematics, keywords: [Analysis, Algebra]}
languages:
  - {language: English, fluency: Native}
projects:
  - {name: Note G, description: Bernoulli numbers, roles: [Author], entity: Taylor's Scientific Memoirs}
awards:
  - {title: Countess, awarder: The Crown, date: 1838}
`

// poison appends payloads to every text of the site: site.yaml, each
// project and each locale file.
func poison(files map[string][]byte) error {
	n := 0
	next := func(owner bool) string {
		n++
		list := payloads
		if owner {
			list = append(slices.Clone(payloads), templates...)
		}
		return list[n%len(list)]
	}
	for _, name := range slices.Sorted(maps.Keys(files)) { // in order: each text gets the same payload every time
		data := files[name]
		if path.Ext(name) != ".yaml" {
			continue
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		locale := strings.HasPrefix(name, "locales/")
		var walk func(n *yaml.Node, key string)
		walk = func(n *yaml.Node, key string) {
			switch n.Kind {
			case yaml.DocumentNode, yaml.SequenceNode:
				for _, c := range n.Content {
					walk(c, key)
				}
			case yaml.MappingNode:
				for i := 0; i+1 < len(n.Content); i += 2 {
					walk(n.Content[i+1], n.Content[i].Value)
				}
			case yaml.ScalarNode:
				if n.Tag == "!!str" && (locale || slices.Contains(textKeys, key)) {
					n.Value += " " + next(!locale)
					if i := strings.Index(n.Value, "]("); i > 0 && !locale {
						n.Value = n.Value[:i] + " " + next(false) + n.Value[i:] // a link's label too
					}
					n.Style = yaml.DoubleQuotedStyle
				}
			}
		}
		walk(&doc, "")
		out, err := yaml.Marshal(&doc)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files[name] = out
	}
	return nil
}

// hostileFiles gives the site files that pass portgen's checks with markup
// inside, as an owner's downloads may: a static SVG icon whose title and
// text are payloads written as text, and a PDF whose page reads one. Opened
// at their own addresses, they must run nothing.
func hostileFiles(files map[string][]byte) {
	files["media/icons/bookstore.svg"] = []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <title>&lt;img src=x onerror="window.__pwned='svg-title'"&gt;</title>
  <rect width="64" height="64" rx="12" fill="#264653"/>
  <text x="8" y="40" fill="#e9c46a">&lt;svg onload=window.__pwned=1&gt;</text>
</svg>
`)
	files["projects/bookstore.yaml"] = bytes.Replace(
		files["projects/bookstore.yaml"],
		[]byte("icon: media/icons/bookstore.png"),
		[]byte("icon: media/icons/bookstore.svg"),
		1,
	)
	files["documents/resume-en.pdf"] = sitetest.PDF(`<script>window.__pwned='pdf'</script>`)
}
