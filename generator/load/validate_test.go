package load_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/internal/sitetest"
)

// project is a valid project file that cases edit with strings.Replace.
const project = `id: 3
icon: media/engine.png
title: Difference Engine
content:
  - Tables of polynomials.
tech: [Brass]
links:
  live: https://example.com/difference
  source: https://example.com/difference.git
images: [media/shot.jpg]
`

func edit(old, new string) []byte { return []byte(strings.Replace(project, old, new, 1)) }

// loadCase changes files of testdata/sites/basic.txtar and lists the
// diagnostics the load must give. The content folder is written to
// <tmp>/content, so diagnostics name content/<file>.
type loadCase struct {
	name  string
	files map[string][]byte
	want  []string
}

func runLoadCases(t *testing.T, cases []loadCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			sitetest.Write(t, filepath.Join(root, "content"), sitetest.Load("basic"), tc.files)
			t.Chdir(root)
			_, err := load.Load("content")
			assertDiagnostics(t, err, tc.want)
		})
	}
}

var validationCases = []loadCase{
	{
		name:  "unknown field, with the closest name as hint",
		files: map[string][]byte{"projects/difference.yaml": edit("title:", "titel:")},
		want: []string{
			"content/projects/difference.yaml:3:1: unknown field `titel` (hint: did you mean `title`?)",
		},
	},
	{
		name:  "unknown nested field",
		files: map[string][]byte{"projects/difference.yaml": edit("  live:", "  demo:")},
		want: []string{
			"content/projects/difference.yaml:7:1: missing required field `live` (hint: an absolute URL such as https://example.com)",
			"content/projects/difference.yaml:8:3: unknown field `links.demo` (hint: expected one of: live, source, backend)",
		},
	},
	{
		name:  "id of the wrong type",
		files: map[string][]byte{"projects/difference.yaml": edit("id: 3", "id: three")},
		want: []string{
			"content/projects/difference.yaml:1:5: `id` must be a whole number, got text (three) (hint: write a whole number without quotes, such as 3)",
		},
	},
	{
		name:  "number where text is expected",
		files: map[string][]byte{"projects/difference.yaml": edit("title: Difference Engine", "title: 1822")},
		want: []string{
			"content/projects/difference.yaml:3:8: `title` must be a string, got a number (1822) (hint: put the text in quotes: \"1822\")",
		},
	},
	{
		name:  "list where a mapping is expected",
		files: map[string][]byte{"projects/difference.yaml": edit("links:\n  live: https://example.com/difference\n  source: https://example.com/difference.git", "links: [https://a.example, https://b.example]")},
		want: []string{
			"content/projects/difference.yaml:7:8: `links` must be a mapping, got a list (hint: write `key: value` pairs)",
		},
	},
	{
		name:  "missing required fields",
		files: map[string][]byte{"projects/difference.yaml": []byte("id: 3\ntitle: Difference Engine\n")},
		want: []string{
			"content/projects/difference.yaml:1:1: missing required field `content` (hint: a list of paragraphs, or one list per language: {en: [...], pt: [...]})",
			"content/projects/difference.yaml:1:1: missing required field `icon` (hint: a small square image shown on the project's card)",
			"content/projects/difference.yaml:1:1: missing required field `images` (hint: list at least one screenshot, such as media/projects/difference/1.png)",
			"content/projects/difference.yaml:1:1: missing required field `live` (hint: an absolute URL such as https://example.com)",
			"content/projects/difference.yaml:1:1: missing required field `source` (hint: an absolute URL such as https://example.com)",
			"content/projects/difference.yaml:1:1: missing required field `tech` (hint: list the technologies used: [React, Redux])",
		},
	},
	{
		name:  "duplicate project id",
		files: map[string][]byte{"projects/difference.yaml": edit("id: 3", "id: 2")},
		want: []string{
			"content/projects/difference.yaml:1:5: duplicate project id 2: projects/notes.yaml uses it too (hint: give every project its own id; 3 is free)",
			"content/projects/notes.yaml:1:5: duplicate project id 2: projects/difference.yaml uses it too (hint: give every project its own id; 3 is free)",
		},
	},
	{
		name:  "duplicate slug from .yaml and .yml",
		files: map[string][]byte{"projects/notes.yml": edit("id: 3", "id: 4")},
		want: []string{
			"content/projects/notes.yml:1:1: duplicate project slug \"notes\": projects/notes.yaml has it too (hint: a project's slug is its file name; rename one of the files)",
		},
	},
	{
		name:  "file name that is not a slug",
		files: map[string][]byte{"projects/Difference Engine.yaml": []byte(project)},
		want: []string{
			"content/projects/Difference Engine.yaml:1:1: file name \"Difference Engine\" is not a URL-safe slug (hint: rename the file to difference-engine.yaml: lower-case letters, digits and hyphens)",
		},
	},
	{
		name:  "one link only",
		files: map[string][]byte{"projects/difference.yaml": edit("  source: https://example.com/difference.git\n", "")},
		want: []string{
			"content/projects/difference.yaml:7:1: missing required field `source` (hint: an absolute URL such as https://example.com)",
		},
	},
	{
		name:  "javascript: link",
		files: map[string][]byte{"projects/difference.yaml": edit("https://example.com/difference\n", "javascript:alert(1)\n")},
		want: []string{
			"content/projects/difference.yaml:8:9: URL \"javascript:alert(1)\" must use http or https (hint: only http and https links are allowed; javascript:, data: and other schemes are refused)",
		},
	},
	{
		name:  "data: link",
		files: map[string][]byte{"projects/difference.yaml": edit("https://example.com/difference.git", "data:text/html,<script>alert(1)</script>")},
		want: []string{
			"content/projects/difference.yaml:9:11: URL \"data:text/html,<script>alert(1)</script>\" must use http or https (hint: only http and https links are allowed; javascript:, data: and other schemes are refused)",
		},
	},
	{
		name:  "link without host",
		files: map[string][]byte{"projects/difference.yaml": edit("https://example.com/difference\n", "https:///difference\n")},
		want: []string{
			"content/projects/difference.yaml:8:9: URL \"https:///difference\" has no host (hint: write an absolute URL such as https://example.com)",
		},
	},
	{
		name:  "unsafe link in markup",
		files: map[string][]byte{"projects/difference.yaml": edit("Tables of polynomials.", "'[click](javascript:alert(1))'")},
		want: []string{
			"content/projects/difference.yaml:5:14: link \"javascript:alert(1)\" is not an http(s) or mailto URL (hint: write links as [label](https://example.com); other schemes such as javascript: are refused)",
		},
	},
	{
		name:  "missing file",
		files: map[string][]byte{"projects/difference.yaml": edit("[media/shot.jpg]", "[media/shot.jpg, media/missing.png]")},
		want: []string{
			"content/projects/difference.yaml:10:26: file \"media/missing.png\" not found (hint: paths are relative to content/; check the spelling and that the file is there)",
		},
	},
	{
		name:  "path leaving the content folder",
		files: map[string][]byte{"projects/difference.yaml": edit("icon: media/engine.png", "icon: ../secret.png")},
		want: []string{
			"content/projects/difference.yaml:2:7: path \"../secret.png\" leaves the content folder (hint: write the path relative to the content folder, such as media/photo.jpg)",
		},
	},
	{
		name:  "absolute path",
		files: map[string][]byte{"projects/difference.yaml": edit("icon: media/engine.png", "icon: /etc/passwd")},
		want: []string{
			"content/projects/difference.yaml:2:7: path \"/etc/passwd\" is absolute (hint: write the path relative to the content folder, such as media/photo.jpg)",
		},
	},
	{
		name:  "image that is not an image",
		files: map[string][]byte{"media/engine.png": []byte("not a picture")},
		want: []string{
			"content/projects/engine.yaml:2:7: file \"media/engine.png\" is not an image (hint: use a PNG, JPEG, GIF, WebP or SVG file)",
		},
	},
	{
		name:  "PDF that is not a PDF",
		files: map[string][]byte{"docs/resume.pdf": []byte("<html>resume</html>")},
		want: []string{
			"content/site.yaml:21:11: file \"docs/resume.pdf\" is not a PDF (hint: export the document as PDF)",
		},
	},
	{
		name:  "locale key missing in one language",
		files: map[string][]byte{"locales/pt.yaml": replaceIn(basicFile("locales/pt.yaml"), "home:\n  greeting: Bem-vindo\n", "home: {}\n")},
		want: []string{
			"content/locales/pt.yaml:13:1: missing key `home.greeting` for language pt (present in locales/en.yaml) (hint: add the pt translation of \"Welcome\")",
		},
	},
	{
		name:  "locale key that the default language lacks",
		files: map[string][]byte{"locales/pt.yaml": replaceIn(basicFile("locales/pt.yaml"), "  greeting: Bem-vindo\n", "  greting: Bem-vindo\n")},
		want: []string{
			"content/locales/pt.yaml:13:1: missing key `home.greeting` for language pt (present in locales/en.yaml) (hint: add the pt translation of \"Welcome\")",
			"content/locales/pt.yaml:14:3: key `home.greting` is not in locales/en.yaml (hint: did you mean `home.greeting`?)",
		},
	},
	{
		name:  "placeholders that differ between languages",
		files: map[string][]byte{"locales/pt.yaml": replaceIn(basicFile("locales/pt.yaml"), `"Portfólio de {{name}}"`, `"Portfólio de {{nome}}"`)},
		want: []string{
			"content/locales/pt.yaml:6:29: key `pages.home.description` uses placeholders [nome], but locales/en.yaml uses [name] (hint: keep the {{placeholders}} of the default language; translate only the text around them)",
		},
	},
	{
		name:  "locale file of a language the site does not list",
		files: map[string][]byte{"locales/fr.yaml": basicFile("locales/pt.yaml")},
		want: []string{
			"content/locales/fr.yaml:1:1: language \"fr\" is not listed in site.yaml `languages` (hint: add it to `languages` in site.yaml, or delete the file)",
		},
	},
	{
		name:  "language without a locale file",
		files: map[string][]byte{"site.yaml": replaceIn(basicFile("site.yaml"), "languages: [en, pt]", "languages: [en, pt, fr]")},
		want: []string{
			"content/site.yaml:3:21: language \"fr\" has no locale file locales/fr.yaml (hint: copy locales/en.yaml and translate it)",
		},
	},
	{
		name:  "invalid language code",
		files: map[string][]byte{"site.yaml": replaceIn(basicFile("site.yaml"), "languages: [en, pt]", "languages: [en, pt, Deutsch]")},
		want: []string{
			"content/site.yaml:3:21: invalid language code \"Deutsch\" (hint: use a two- or three-letter ISO 639 code in lower case, such as en, pt or fr)",
		},
	},
	{
		name: "key the generator needs",
		files: map[string][]byte{
			"locales/en.yaml": replaceIn(basicFile("locales/en.yaml"), "  docs: {title: Documents, description: Documents}\n", ""),
			"locales/pt.yaml": replaceIn(basicFile("locales/pt.yaml"), "  docs: {title: Documentos, description: Documentos}\n", ""),
		},
		want: []string{
			"content/locales/en.yaml:5:1: missing key `pages.docs.description` (hint: portgen writes it into every page; see the starter's locales/en.yaml)",
			"content/locales/en.yaml:5:1: missing key `pages.docs.title` (hint: portgen writes it into every page; see the starter's locales/en.yaml)",
		},
	},
	{
		name:  "text without the default language",
		files: map[string][]byte{"site.yaml": replaceIn(basicFile("site.yaml"), "{en: Dawn, pt: Aurora}", "{pt: Aurora, de: Morgen}")},
		want: []string{
			"content/site.yaml:13:5: missing the default language \"en\" (hint: add `en:`, the default language, used when a translation is missing)",
			"content/site.yaml:13:24: language \"de\" is not in site.yaml `languages` (hint: expected one of: en, pt)",
		},
	},
	{
		name:  "base URL that is not absolute",
		files: map[string][]byte{"site.yaml": replaceIn(basicFile("site.yaml"), "https://example.com/portfolio/", "/portfolio/")},
		want: []string{
			"content/site.yaml:1:10: invalid base URL \"/portfolio/\": it must be an absolute http or https URL (hint: the address where dist/ will be served, such as https://you.github.io/ or https://example.com/portfolio/)",
		},
	},
	{
		name:  "duplicate wallpaper id and bad email",
		files: map[string][]byte{"site.yaml": replaceIn(replaceIn(basicFile("site.yaml"), "id: dusk", "id: dawn"), "ada@example.com", "ada at example")},
		want: []string{
			"content/site.yaml:10:10: invalid email address \"ada at example\" (hint: write the bare address: you@example.com)",
			"content/site.yaml:15:9: duplicate wallpaper id \"dawn\" (hint: give every wallpaper its own id)",
		},
	},
	{
		name:  "YAML syntax error",
		files: map[string][]byte{"projects/difference.yaml": edit("tech: [Brass]", "tech: [Brass")},
		want: []string{
			"content/projects/difference.yaml:6:7: invalid YAML: this \"[\" is never closed (hint: close it with \"]\", or put the text in quotes if it starts with \"[\")",
		},
	},
	{
		name:  "a list left open, noticed by YAML lines later",
		files: map[string][]byte{"projects/difference.yaml": edit("title: Difference Engine", "title: [Difference Engine")},
		want: []string{
			"content/projects/difference.yaml:3:8: invalid YAML: this \"[\" is never closed (hint: close it with \"]\", or put the text in quotes if it starts with \"[\")",
		},
	},
	{
		name:  "tab in indentation",
		files: map[string][]byte{"projects/difference.yaml": edit("  live:", "\tlive:")},
		want: []string{
			"content/projects/difference.yaml:8:1: tab character in indentation (hint: YAML indents with spaces only; replace the tab with spaces)",
		},
	},
	{
		name:  "empty file",
		files: map[string][]byte{"projects/difference.yaml": []byte("# nothing yet\n")},
		want: []string{
			"content/projects/difference.yaml:1:1: file is empty (hint: a project needs id, icon, title, content, tech, links and images; the README's “Add a project” shows one)",
		},
	},
	{
		name:  "duplicate field",
		files: map[string][]byte{"projects/difference.yaml": edit("tech: [Brass]", "tech: [Brass]\ntech: [Steam]")},
		want: []string{
			"content/projects/difference.yaml:7:1: duplicate field `tech` (hint: remove one of the two)",
		},
	},
}

func TestValidation(t *testing.T) { runLoadCases(t, validationCases) }

func TestSymlinkOutsideContent(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "content")
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	secret := filepath.Join(root, "secret.png")
	if err := os.WriteFile(secret, sitetest.Image("png", 8, 8), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "media", "engine.png")
	os.Remove(link)
	if err := os.Symlink(secret, link); err != nil {
		t.Fatal(err)
	}
	t.Chdir(root)
	_, err := load.Load("content")
	assertDiagnostics(t, err, []string{
		"content/projects/engine.yaml:2:7: file \"media/engine.png\" points outside the content folder through a symbolic link (hint: copy the file into the content folder)",
	})
}

func TestDiagnosticsCarryTheSourceLine(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "content")
	sitetest.Write(t, dir, sitetest.Load("basic"), map[string][]byte{"projects/difference.yaml": edit("title:", "titel:")})
	_, err := load.Load(dir)
	var de *diag.Error
	if !errors.As(err, &de) {
		t.Fatalf("err = %v, want diagnostics", err)
	}
	for _, d := range de.Diagnostics {
		if d.Line == 3 && d.Source != "titel: Difference Engine" {
			t.Errorf("source = %q", d.Source)
		}
	}
}

func assertDiagnostics(t *testing.T, err error, want []string) {
	t.Helper()
	var de *diag.Error
	if !errors.As(err, &de) {
		t.Fatalf("err = %v, want diagnostics", err)
	}
	var got []string
	for _, d := range de.Diagnostics {
		got = append(got, d.String())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func basicFile(name string) []byte {
	a := sitetest.Load("basic")
	for _, f := range a.Files {
		if f.Name == name {
			return f.Data
		}
	}
	panic("no file " + name + " in basic.txtar")
}

func replaceIn(data []byte, old, new string) []byte {
	s := string(data)
	if !strings.Contains(s, old) {
		panic("replaceIn: " + old + " not found")
	}
	return []byte(strings.Replace(s, old, new, 1))
}

// Cases found by trying portgen as a new owner would.
var ownerMistakeCases = []loadCase{
	{
		name:  "a PDF used as a screenshot, though another field uses it as a PDF",
		files: map[string][]byte{"projects/difference.yaml": edit("[media/shot.jpg]", "[docs/resume.pdf]")},
		want: []string{
			"content/projects/difference.yaml:10:10: file \"docs/resume.pdf\" is not an image (hint: use a PNG, JPEG, GIF, WebP or SVG file)",
		},
	},
	{
		name:  "an image used as a document, though a project uses it as an image",
		files: map[string][]byte{"site.yaml": replaceIn(basicFile("site.yaml"), "file: docs/resume.pdf", "file: media/shot.jpg")},
		want: []string{
			"content/site.yaml:21:11: file \"media/shot.jpg\" is not a PDF (hint: export the document as PDF)",
		},
	},
	{
		name:  "id 0 and an empty title are present but empty, not missing",
		files: map[string][]byte{"projects/difference.yaml": edit("id: 3\nicon: media/engine.png\ntitle: Difference Engine", "id: 0\nicon: media/engine.png\ntitle: \"\"")},
		want: []string{
			"content/projects/difference.yaml:1:5: `id` must be a positive whole number, got 0 (hint: give the project a positive whole number, unique across projects)",
			"content/projects/difference.yaml:3:8: `title` is empty (hint: write the text)",
		},
	},
	{
		name:  "a negative id and an empty list of images",
		files: map[string][]byte{"projects/difference.yaml": edit("id: 3", "id: -3")},
		want: []string{
			"content/projects/difference.yaml:1:5: `id` must be a positive whole number, got -3 (hint: give the project a positive whole number, unique across projects)",
		},
	},
	{
		name:  "an empty list of images",
		files: map[string][]byte{"projects/difference.yaml": edit("images: [media/shot.jpg]", "images: []")},
		want: []string{
			"content/projects/difference.yaml:10:1: `images` is empty (hint: list at least one screenshot, such as media/projects/difference/1.png)",
		},
	},
	{
		name:  "text with a colon, read as a mapping",
		files: map[string][]byte{"projects/difference.yaml": edit("  - Tables of polynomials.", "  - Data from a public API: see below.")},
		want: []string{
			"content/projects/difference.yaml:5:5: `content[0]` must be a string, got a mapping (hint: text that contains \": \" must be in quotes: \"Data from a public API: see below.\")",
		},
	},
	{
		name:  "paragraphs translated one by one",
		files: map[string][]byte{"projects/difference.yaml": edit("  - Tables of polynomials.", "  - {en: Tables., pt: Tabelas.}")},
		want: []string{
			"content/projects/difference.yaml:5:5: `content[0]` must be a string, got a mapping (hint: to translate paragraphs, give each language its own list: content: {en: [...], pt: [...]})",
		},
	},
	{
		name:  "a title with a colon",
		files: map[string][]byte{"projects/difference.yaml": edit("title: Difference Engine", "title: Difference Engine: the sequel")},
		want: []string{
			"content/projects/difference.yaml:3:25: invalid YAML: mapping values are not allowed in this context (hint: text that contains \": \" must be in quotes: title: \"Weather: the app\")",
		},
	},
	{
		name:  "an unclosed quote",
		files: map[string][]byte{"projects/difference.yaml": edit("title: Difference Engine", "title: \"Difference Engine")},
		want: []string{
			"content/projects/difference.yaml:3:8: invalid YAML: found unexpected end of stream (hint: a quoted string or a [list] or {mapping} is not closed)",
		},
	},
	{
		name:  "a file name with the wrong capitals",
		files: map[string][]byte{"projects/difference.yaml": edit("[media/shot.jpg]", "[media/SHOT.jpg]")},
		want: []string{
			"content/projects/difference.yaml:10:10: file \"media/SHOT.jpg\" not found (hint: did you mean `media/shot.jpg`? File names are case-sensitive on most hosts)",
		},
	},
	{
		name:  "a misspelt file name",
		files: map[string][]byte{"projects/difference.yaml": edit("[media/shot.jpg]", "[media/shoot.jpg]")},
		want: []string{
			"content/projects/difference.yaml:10:10: file \"media/shoot.jpg\" not found (hint: did you mean `media/shot.jpg`?)",
		},
	},
	{
		name:  "a path written from the repository root",
		files: map[string][]byte{"projects/difference.yaml": edit("[media/shot.jpg]", "[content/media/shot.jpg]")},
		want: []string{
			"content/projects/difference.yaml:10:10: file \"content/media/shot.jpg\" not found (hint: paths are relative to the content folder: write \"media/shot.jpg\")",
		},
	},
	{
		name:  "a path that goes out and back in",
		files: map[string][]byte{"projects/difference.yaml": edit("[media/shot.jpg]", "[media/../media/shot.jpg]")},
		want: []string{
			"content/projects/difference.yaml:10:10: path \"media/../media/shot.jpg\" is not written plainly; write it as \"media/shot.jpg\" (hint: write the path relative to the content folder, such as media/photo.jpg)",
		},
	},
	{
		name:  "a URL without its scheme",
		files: map[string][]byte{"projects/difference.yaml": edit("https://example.com/difference\n", "example.com/difference\n")},
		want: []string{
			"content/projects/difference.yaml:8:9: URL \"example.com/difference\" has no scheme (hint: write it with its scheme: https://example.com/difference)",
		},
	},
	{
		name:  "an empty translation and a broken placeholder",
		files: map[string][]byte{"locales/pt.yaml": replaceIn(replaceIn(basicFile("locales/pt.yaml"), "greeting: Bem-vindo", `greeting: ""`), `"Portfólio de {{name}}"`, `"Portfólio de {{name}"`)},
		want: []string{
			"content/locales/pt.yaml:6:56: key `pages.home.description` has a malformed placeholder \"{{name}\" (hint: placeholders are written {{name}}, with two braces on each side)",
			"content/locales/pt.yaml:14:3: key `home.greeting` is empty (hint: write the text, or copy the default language's)",
		},
	},
}

var toolCases = []loadCase{
	{
		name:  "a track that is not audio",
		files: map[string][]byte{"media/hum.wav": []byte("just text")},
		want: []string{
			"content/site.yaml:25:11: file \"media/hum.wav\" is not an audio file (hint: use MP3 (plays in every browser), AAC, Ogg, Opus or WAV)",
		},
	},
	{
		name:  "weather with a bad endpoint and unit group",
		files: map[string][]byte{"site.yaml": append(basicFile("site.yaml"), []byte("weather:\n  endpoint: javascript:alert(1)\n  unitGroup: kelvin\n")...)},
		want: []string{
			"content/site.yaml:27:13: URL \"javascript:alert(1)\" must use http or https (hint: only http and https links are allowed; javascript:, data: and other schemes are refused)",
			"content/site.yaml:28:14: unit group \"kelvin\" is not us or metric (hint: us gives Fahrenheit (converted to °C on screen), metric gives Celsius)",
		},
	},
	{
		name:  "a weather key in the content",
		files: map[string][]byte{"site.yaml": append(basicFile("site.yaml"), []byte("weather:\n  key: abc\n")...)},
		want: []string{
			"content/site.yaml:27:3: unknown field `weather.key` (hint: the key is read from the environment variable PORTGEN_WEATHER_KEY at build time, never from the content folder)",
		},
	},
}

func TestToolContent(t *testing.T) { runLoadCases(t, toolCases) }

func TestOwnerMistakes(t *testing.T) { runLoadCases(t, ownerMistakeCases) }
