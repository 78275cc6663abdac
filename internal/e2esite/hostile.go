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
	p := &poisoner{}
	for _, name := range slices.Sorted(maps.Keys(files)) { // in order: each text gets the same payload every time
		if path.Ext(name) != ".yaml" {
			continue
		}
		out, err := p.file(files[name], strings.HasPrefix(name, "locales/"))
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files[name] = out
	}
	return nil
}

// poisoner hands out the payloads in turn.
type poisoner struct{ n int }

// next is the next payload; the templates are among them for the owner's
// texts.
func (p *poisoner) next(owner bool) string {
	p.n++
	list := payloads
	if owner {
		list = append(slices.Clone(payloads), templates...)
	}
	return list[p.n%len(list)]
}

// file poisons the texts of a YAML file: those of textKeys, or every one
// of a locale file.
func (p *poisoner) file(data []byte, locale bool) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	p.walk(&doc, "", locale)
	return yaml.Marshal(&doc)
}

// walk poisons the texts under n, the value of key.
func (p *poisoner) walk(n *yaml.Node, key string, locale bool) {
	switch n.Kind {
	case yaml.DocumentNode, yaml.SequenceNode:
		for _, c := range n.Content {
			p.walk(c, key, locale)
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			p.walk(n.Content[i+1], n.Content[i].Value, locale)
		}
	case yaml.ScalarNode:
		if n.Tag == "!!str" && (locale || slices.Contains(textKeys, key)) {
			p.text(n, locale)
		}
	}
}

// text appends a payload to a text, and another to the label of a link
// in an owner's text.
func (p *poisoner) text(n *yaml.Node, locale bool) {
	n.Value += " " + p.next(!locale)
	if i := strings.Index(n.Value, "]("); i > 0 && !locale {
		n.Value = n.Value[:i] + " " + p.next(false) + n.Value[i:]
	}
	n.Style = yaml.DoubleQuotedStyle
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
	files["projects/bookstore.yaml"] = bytes.Replace(files["projects/bookstore.yaml"],
		[]byte("icon: media/icons/bookstore.png"), []byte("icon: media/icons/bookstore.svg"), 1)
	files["documents/resume-en.pdf"] = sitetest.PDF(`<script>window.__pwned='pdf'</script>`)
}
