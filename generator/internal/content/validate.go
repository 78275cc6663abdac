package content

import (
	"errors"
	"fmt"
	"maps"
	"net/mail"
	"path"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/markup"
)

// Problem is a rule that a value breaks. Path names the value inside its
// file ("links.live", "images[1]", "title.pt"; a locale key for locale
// files). The loader turns a Problem into a diagnostic at the value's
// position, or at its closest parent's when the value is missing.
type Problem struct {
	File    string
	Path    string
	Message string
	Hint    string
	// IfPresent replaces Message when the value is in the file but empty
	// or zero: "`title` is empty" reads better than "missing". A problem
	// with IfPresent and no Message is one of an optional value: reported
	// only when the value is written, but empty.
	IfPresent string
	// Needle is a piece of the value to point at, such as one link inside
	// a long paragraph.
	Needle string
	// Warning marks a problem that leaves the build going.
	Warning bool
}

// A Page is one of the theme's pages (a route of its manifest), whose
// title and description portgen writes from the locales:
// `pages.<Name>.title`, and `pages.<Name>.description` unless it is the
// page of each item of a list, which its item describes (a project's
// page). A page of data the site does not have, such as a résumé, is not
// written and needs neither.
type Page struct {
	Name   string
	OfEach bool
	Data   []string // the data files it shows: "projects", "resume"
}

// Theme is what the content is checked against of the theme it is built
// with: its pages, and its colour schemes, which the site's colours must
// read against.
type Theme struct {
	Pages   []Page
	Schemes []Scheme
	// Undrawn returns the characters of a text that the link-preview
	// cards have no font for (cards.Missing); nil checks none.
	Undrawn func(string) []rune
}

// Scheme is one of a theme's colour schemes, "light" or "dark": the colour
// of its panels, opaque, and of its text, as its manifest declares them.
type Scheme struct {
	Name        string
	Panel, Text Color
}

// everyPageKeys are the locale keys that every page reads.
var everyPageKeys = []string{"language.name", "common.noscript"}

// RequiredKeys are the locale keys that portgen reads to write the site's
// pages.
func (s *Site) RequiredKeys(pages []Page) []string {
	keys := slices.Clone(everyPageKeys)
	for _, p := range pages {
		if !s.hasAll(p.Data) {
			continue
		}
		keys = append(keys, "pages."+p.Name+".title")
		if !p.OfEach {
			keys = append(keys, "pages."+p.Name+".description")
		}
	}
	return keys
}

// hasAll reports whether the site has each of the data files: every site
// has a list of projects, and a site with a résumé has its résumés.
func (s *Site) hasAll(data []string) bool {
	for _, name := range data {
		if name == "resume" && s.Resume == nil {
			return false
		}
	}
	return true
}

var (
	langCode   = regexp.MustCompile(`^[a-z]{2,3}$`)
	identifier = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	// A name and nothing else: no format after a comma ({{count, number}}),
	// which the theme's i18next does not apply (see its patch).
	variable = regexp.MustCompile(`{{\s*([^}\s,]+)\s*}}`)
)

type problems struct {
	file string
	list []Problem
	// unlisted counts the texts of each language that the site does not
	// list; finish turns them into one warning per language.
	unlisted map[string][]string
}

// finish returns the problems, with a warning for each language that has
// translations in the file but is not in the site's languages. The warning
// is the same at each of its texts, so that it is reported once, at the
// first of them.
func (ps *problems) finish() []Problem {
	for _, lang := range sortedKeys(ps.unlisted) {
		paths := ps.unlisted[lang]
		texts := "1 text"
		if len(paths) > 1 {
			texts = fmt.Sprintf("%d texts", len(paths))
		}
		for _, p := range paths {
			ps.list = append(ps.list, Problem{File: ps.file, Path: p, Warning: true,
				Message: fmt.Sprintf("%s is not in languages: ignored (%s in this file)", lang, texts),
				Hint: fmt.Sprintf(
					"add %s to `languages` in site.yaml to publish it, or delete its translations",
					lang,
				)})
		}
	}
	return ps.list
}

func (ps *problems) add(path, hint, format string, args ...any) {
	ps.list = append(ps.list, Problem{File: ps.file, Path: path, Hint: hint, Message: fmt.Sprintf(format, args...)})
}

// missing reports a required value that is absent, or present but empty.
func (ps *problems) missing(path, hint string) {
	ps.list = append(ps.list, Problem{File: ps.file, Path: path, Hint: hint,
		Message:   fmt.Sprintf("missing required field `%s`", lastField(path)),
		IfPresent: fmt.Sprintf("`%s` is empty", path)})
}

// Validate checks the whole site: site.yaml, every project, the rules that
// span files (unique ids and slugs) and the locale files against each other
// and against the theme's pages. It writes each URL that it accepts as the
// site writes it (see WebURL).
func (s *Site) Validate(th Theme) []Problem {
	out := s.Config.validate(s.Resume != nil, th.Schemes)
	out = append(out, s.validateResumes()...)
	ids := map[int][]string{}
	free := 1
	for _, p := range s.Projects {
		ids[p.ID] = append(ids[p.ID], p.File)
		free = max(free, p.ID+1)
	}
	slugs := map[string]string{}
	for i := range s.Projects {
		p := &s.Projects[i]
		if !p.Checked {
			out = append(out, p.Validate(s.Config.Languages)...)
		}
		ps := problems{file: p.File}
		if len(p.Content) == 0 &&
			(!s.Config.Repositories.Fetch || p.RepositoryURL() == "") { // else the repository's description stands in
			ps.missing("content", "a list of paragraphs, or one list per language: {en: [...], pt: [...]}")
		}
		if others := ids[p.ID]; len(others) > 1 && p.ID > 0 {
			var rest []string
			for _, f := range others {
				if f != p.File {
					rest = append(rest, f)
				}
			}
			ps.add("id", fmt.Sprintf("give every project its own id; %d is free", free),
				"duplicate project id %d: %s uses it too", p.ID, strings.Join(rest, ", "))
		}
		if first, ok := slugs[p.Slug]; ok {
			ps.add(
				"",
				"a project's slug is its file name; rename one of the files",
				"duplicate project slug %q: %s has it too",
				p.Slug,
				first,
			)
		} else {
			slugs[p.Slug] = p.File
		}
		out = append(out, ps.list...)
	}
	out = append(out, s.undrawn(th)...)
	return append(out, validateLocales(s.Config.Languages, s.Locales, s.RequiredKeys(th.Pages))...)
}

// validate checks site.yaml on its own. With a résumé, the owner's name
// and photo may be left out: the résumé's are used.
func (c *Config) validate(resume bool, schemes []Scheme) []Problem {
	ps := problems{file: "site.yaml"}
	checkBaseURL(&ps, c.BaseURL)
	checkFile(&ps, "icon", c.Icon, "a square PNG of at least 512×512 px, used as the favicon")
	if checkAppearance(&ps, c.Appearance, schemes) {
		checkColors(&ps, c.Colors, shown(c.FixedScheme(), schemes))
	}
	if len(c.Languages) == 0 {
		ps.missing("languages", "list the languages of the site, default first: [en, pt, fr]")
	}
	for i, l := range c.Languages {
		p := fmt.Sprintf("languages[%d]", i)
		switch {
		case !langCode.MatchString(l):
			ps.add(
				p,
				"use a two- or three-letter ISO 639 code in lower case, such as en, pt or fr",
				"invalid language code %q",
				l,
			)
		case slices.Index(c.Languages, l) < i:
			ps.add(p, "list each language once", "language %q is listed twice", l)
		}
	}
	if !resume {
		requireString(
			&ps,
			"owner.name",
			c.Owner.Name,
			"the name shown on the home screen and in page titles, or write a résumé (resume.json) with your name",
		)
	}
	if n := len([]rune(c.ShortName)); n > 12 {
		ps.add(
			"shortName",
			"home screens cut a longer label; use a first name or initials",
			"`shortName` has %d characters, more than 12",
			n,
		)
	}
	if !resume || c.Owner.Photo != "" {
		checkFile(&ps, "owner.photo", c.Owner.Photo, "a portrait shown on the About screen")
	}
	for i, s := range c.Skills {
		requireString(&ps, fmt.Sprintf("skills[%d]", i), s, "remove the empty item")
	}
	checkWebURL(&ps, "social.linkedin", &c.Social.LinkedIn, false)
	checkWebURL(&ps, "social.github", &c.Social.GitHub, false)
	checkEmail(&ps, "social.email", c.Social.Email)
	if len(c.Wallpapers) == 0 {
		ps.missing("wallpapers", "list at least one wallpaper: {id, name, image}")
	}
	seen := map[string]bool{}
	for i, w := range c.Wallpapers {
		p := fmt.Sprintf("wallpapers[%d]", i)
		checkID(&ps, p+".id", w.ID, seen, "wallpaper")
		checkText(&ps, p+".name", w.Name, c.Languages)
		checkFile(&ps, p+".image", w.Image, "a landscape JPEG or PNG, at least 1920 px wide")
		if w.Dark != "" {
			checkFile(&ps, p+".dark", w.Dark, "")
		}
	}
	seen = map[string]bool{}
	for i, d := range c.Documents {
		p := fmt.Sprintf("documents[%d]", i)
		checkID(&ps, p+".id", d.ID, seen, "document")
		checkText(&ps, p+".label", d.Label, c.Languages)
		checkFile(&ps, p+".file", d.File, "a PDF inside the content folder, such as documents/resume.pdf")
	}
	seen = map[string]bool{}
	for i, t := range c.Tracks {
		p := fmt.Sprintf("tracks[%d]", i)
		checkID(&ps, p+".id", t.ID, seen, "track")
		checkText(&ps, p+".title", t.Title, c.Languages)
		checkFile(
			&ps,
			p+".file",
			t.File,
			"an MP3 (or AAC, Ogg, Opus) file inside the content folder, such as media/music/song.mp3",
		)
	}
	c.Weather.validate(&ps)
	if d, err := time.ParseDuration(c.Repositories.MaxAge); c.Repositories.MaxAge != "" && (err != nil || d <= 0) {
		ps.add(
			"repositories.maxAge",
			"write a duration such as 30m, 1h or 24h",
			"`repositories.maxAge` %q is not a duration",
			c.Repositories.MaxAge,
		)
	}
	return ps.finish()
}

func (w *Weather) validate(ps *problems) {
	const hint = "write open-meteo (needs no key) or visual-crossing (reads its key from PORTGEN_WEATHER_KEY at build time), or leave it out"
	switch w.Provider {
	case OpenMeteo, VisualCrossing:
	case "":
		ps.list = append(
			ps.list,
			Problem{File: ps.file, Path: "weather.provider", IfPresent: "`weather.provider` is empty", Hint: hint},
		)
	default:
		ps.add("weather.provider", hint, "weather provider %q is not open-meteo or visual-crossing", w.Provider)
	}
	checkWebURL(ps, "weather.geocodingURL", &w.GeocodingURL, false)
	checkWebURL(ps, "weather.forecastURL", &w.ForecastURL, false)
	checkWebURL(ps, "weather.endpoint", &w.Endpoint, false)
	if u := w.UnitGroup; u != "" && u != "us" && u != "metric" {
		ps.add(
			"weather.unitGroup",
			"us gives Fahrenheit (converted to °C on screen), metric gives Celsius",
			"unit group %q is not us or metric",
			u,
		)
	}
}

// Validate checks one project on its own; langs are the site's languages.
// It writes each link that it accepts as the site writes it (see WebURL).
func (p *Project) Validate(langs []string) []Problem {
	ps := problems{file: p.File}
	if !identifier.MatchString(p.Slug) {
		ps.add("", fmt.Sprintf("rename the file to %s.yaml: lower-case letters, digits and hyphens", Slugify(p.Slug)),
			"file name %q is not a URL-safe slug", p.Slug)
	}
	switch {
	case p.ID < 0:
		ps.add(
			"id",
			"give the project a positive whole number, unique across projects",
			"`id` must be a positive whole number, got %d",
			p.ID,
		)
	case p.ID == 0:
		ps.list = append(ps.list, Problem{File: p.File, Path: "id", Message: "missing required field `id`",
			IfPresent: "`id` must be a positive whole number, got 0", Hint: "give the project a positive whole number, unique across projects"})
	}
	checkFile(&ps, "icon", p.Icon, "a small square image shown on the project's card")
	checkText(&ps, "title", p.Title, langs)
	if len(p.Content) > 0 { // left out, see Site.Validate
		p.Parsed = checkParagraphs(&ps, p.Content, langs)
	}
	if len(p.Tech) == 0 {
		ps.missing("tech", "list the technologies used: [React, Redux]")
	}
	for i, t := range p.Tech {
		requireString(&ps, fmt.Sprintf("tech[%d]", i), t, "remove the empty item")
	}
	// 2 or 3 links: live and source, and optionally backend.
	checkWebURL(&ps, "links.live", &p.Links.Live, true)
	checkWebURL(&ps, "links.source", &p.Links.Source, true)
	checkWebURL(&ps, "links.backend", &p.Links.Backend, false)
	if len(p.Images) == 0 {
		ps.missing("images", "list at least one screenshot, such as media/projects/"+p.Slug+"/1.png")
	}
	for i, img := range p.Images {
		checkFile(&ps, fmt.Sprintf("images[%d]", i), img, "a screenshot inside the content folder")
	}
	if p.Card != "" {
		checkFile(&ps, "card", p.Card, "a JPEG or PNG for the project's link preview, 1200×630 or larger")
	}
	if r := string(p.Repository); r != "" && r != "false" {
		checkWebURL(&ps, "repository", &r, false)
		p.Repository = Repository(r)
	}
	return ps.finish()
}

func checkBaseURL(ps *problems, raw string) {
	if raw == "" {
		ps.missing(
			"baseURL",
			"the address where dist/ will be served, such as https://you.github.io/ or https://example.com/portfolio/",
		)
		return
	}
	if _, err := ParseBaseURL(raw); err != nil {
		e := asURLError(err)
		ps.add("baseURL", e.Hint, "%s", e.Message)
	}
}

// asURLError is a URL's problem as a *URLError, which any other error
// becomes, with no hint.
func asURLError(err error) *URLError {
	if e := (*URLError)(nil); errors.As(err, &e) {
		return e
	}
	return &URLError{Message: err.Error()}
}

// checkWebURL checks a link, and rewrites *raw as the site writes it: its
// host in ASCII, its path percent-encoded.
func checkWebURL(ps *problems, path string, raw *string, required bool) {
	if *raw == "" {
		if required {
			ps.missing(path, "an absolute URL such as https://example.com")
		}
		return
	}
	u, err := WebURL(*raw)
	if err != nil {
		e := asURLError(err)
		ps.add(path, e.Hint, "%s", e.Message)
		return
	}
	*raw = u.String()
}

// checkEmail checks an email address written to be linked as mailto: the
// bare address, with nothing that a mailto: URL would read as more
// (?subject=, &body=, %-escapes).
func checkEmail(ps *problems, path, addr string) {
	if addr == "" {
		return
	}
	if a, err := mail.ParseAddress(addr); err != nil || a.Address != addr || strings.ContainsAny(addr, "?&%") {
		ps.add(path, "write the bare address: you@example.com", "invalid email address %q", addr)
	}
}

func requireString(ps *problems, path, s, hint string) {
	if strings.TrimSpace(s) == "" {
		ps.missing(path, hint)
	}
}

func checkID(ps *problems, path, id string, seen map[string]bool, what string) {
	switch {
	case id == "":
		ps.missing(path, "a short name in lower case, such as "+what+"-1")
	case !identifier.MatchString(id):
		ps.add(path, "use lower-case letters, digits and hyphens: "+Slugify(id), "invalid %s id %q", what, id)
	case seen[id]:
		ps.add(path, "give every "+what+" its own id", "duplicate %s id %q", what, id)
	}
	seen[id] = true
}

// checkFile applies the path rules that need no file system: relative,
// forward slashes, and no step outside the content folder. The loader checks
// that the file exists and has the right type.
func checkFile(ps *problems, p string, f File, what string) {
	if f == "" {
		ps.missing(p, what)
		return
	}
	if err := CheckPath(string(f)); err != nil {
		ps.add(p, "write the path relative to the content folder, such as media/photo.jpg", "%v", err)
	}
}

// CheckPath reports whether a file reference stays inside the content folder.
func CheckPath(p string) error {
	switch {
	case p == "" || p == ".":
		return fmt.Errorf("path %q names no file", p)
	case strings.ContainsRune(p, '\\'):
		return fmt.Errorf("path %q uses backslashes", p)
	case strings.ContainsRune(p, 0):
		return fmt.Errorf("path %q contains a NUL byte", p)
	case path.IsAbs(p) || (len(p) > 1 && p[1] == ':'):
		return fmt.Errorf("path %q is absolute", p)
	case path.Clean(p) == ".." || strings.HasPrefix(path.Clean(p), "../"):
		return fmt.Errorf("path %q leaves the content folder", p)
	case path.Clean(p) != p:
		return fmt.Errorf("path %q is not written plainly; write it as %q", p, path.Clean(p))
	}
	return nil
}

func checkText(ps *problems, p string, t Text, langs []string) {
	if len(t) == 0 {
		ps.missing(p, "a string, or one string per language: {en: …, pt: …}")
		return
	}
	checkLanguages(ps, p, func(yield func(string) bool) {
		for l := range t {
			if !yield(l) {
				return
			}
		}
	}, langs)
	for l, s := range t {
		hint := "write the text"
		if l != "" {
			hint = "write the text, or remove the language"
		}
		requireString(ps, joinLang(p, l), s, hint)
	}
}

// checkParagraphs checks each paragraph and its markup, and returns the
// paragraphs parsed.
func checkParagraphs(ps *problems, c Paragraphs, langs []string) Localized[[][]markup.Node] {
	if len(c) == 0 {
		ps.missing("content", "a list of paragraphs, or one list per language: {en: [...], pt: [...]}")
		return nil
	}
	checkLanguages(ps, "content", func(yield func(string) bool) {
		for l := range c {
			if !yield(l) {
				return
			}
		}
	}, langs)
	parsed := make(Localized[[][]markup.Node], len(c))
	for l, paras := range c {
		lp := joinLang("content", l)
		if len(paras) == 0 {
			ps.add(lp, "write at least one paragraph", "`%s` has no paragraphs", lp)
		}
		for i, para := range paras {
			pp := fmt.Sprintf("%s[%d]", lp, i)
			requireString(ps, pp, para, "remove the empty paragraph")
			nodes, errs := markup.Parse(para)
			for _, e := range errs {
				ps.list = append(
					ps.list,
					Problem{File: ps.file, Path: pp, Message: e.Message, Hint: e.Hint, Needle: e.Text},
				)
			}
			parsed[l] = append(parsed[l], nodes)
		}
	}
	return parsed
}

// validCodes reports whether every language code of site.yaml is valid.
// Until they are, texts and locale files are not checked against them: each
// check would only repeat the one mistake.
func validCodes(langs []string) bool {
	for _, l := range langs {
		if !langCode.MatchString(l) {
			return false
		}
	}
	return true
}

func checkLanguages(ps *problems, p string, keys func(func(string) bool), langs []string) {
	if !validCodes(langs) {
		return
	}
	perLang := false
	for l := range keys {
		if l == "" {
			continue
		}
		perLang = true
		switch {
		case slices.Contains(langs, l):
		case langCode.MatchString(l):
			// A language the owner removed from the site, or has not added
			// yet: its translations wait, left out of the build.
			if ps.unlisted == nil {
				ps.unlisted = map[string][]string{}
			}
			ps.unlisted[l] = append(ps.unlisted[l], joinLang(p, l))
		default:
			ps.add(joinLang(p, l), diag.DidYouMean(l, langs), "%q is not a language code", l)
		}
	}
	if perLang && len(langs) > 0 {
		found := false
		for l := range keys {
			found = found || l == langs[0]
		}
		if !found {
			ps.add(p, fmt.Sprintf("add `%s:`, the default language, used when a translation is missing", langs[0]),
				"missing the default language %q", langs[0])
		}
	}
}

// validateLocales checks that there is one locale file per language, that
// the default language has the keys the generator needs, and that every
// other language has exactly the default language's keys and placeholders.
func validateLocales(langs []string, locales []Locale, required []string) []Problem {
	var out []Problem
	byLang := map[string]Locale{}
	listed := locales[:0:0]
	for _, l := range locales {
		switch {
		case slices.Contains(langs, l.Lang):
			byLang[l.Lang] = l
			listed = append(listed, l)
		case !validCodes(langs):
		case langCode.MatchString(l.Lang):
			out = append(
				out,
				Problem{File: l.File, Warning: true, Message: fmt.Sprintf("%s is not in languages: ignored", l.Lang),
					Hint: fmt.Sprintf("add %s to `languages` in site.yaml to publish it, or delete the file", l.Lang)},
			)
		default:
			out = append(out, Problem{File: l.File, Message: fmt.Sprintf("%q is not a language code", l.Lang),
				Hint: "name a locale file after its language's two- or three-letter ISO 639 code, such as pt.yaml"})
		}
	}
	locales = listed
	for i, lang := range langs {
		if _, ok := byLang[lang]; !ok && langCode.MatchString(lang) {
			out = append(out, Problem{File: "site.yaml", Path: fmt.Sprintf("languages[%d]", i),
				Message: fmt.Sprintf("language %q has no locale file locales/%s.yaml", lang, lang),
				Hint:    "copy locales/" + langs[0] + ".yaml and translate it"})
		}
	}
	if len(langs) == 0 {
		return out
	}
	ref, ok := byLang[langs[0]]
	if !ok {
		return out
	}
	for _, k := range required {
		if _, ok := ref.Strings[k]; !ok {
			out = append(out, Problem{File: ref.File, Path: k, Message: fmt.Sprintf("missing key `%s`", k),
				Hint: "portgen writes it into every page; see the starter's locales/en.yaml"})
		}
	}
	malformed := map[string]bool{} // file and key, already reported
	for _, loc := range locales {
		for _, k := range sortedKeys(loc.Strings) {
			v := loc.Strings[k]
			if strings.TrimSpace(v) == "" {
				out = append(
					out,
					Problem{
						File:    loc.File,
						Path:    k,
						Message: fmt.Sprintf("key `%s` is empty", k),
						Hint:    "write the text, or copy the default language's",
					},
				)
			} else if bad := malformedPlaceholder(v); bad != "" {
				malformed[loc.File+"\x00"+k] = true
				out = append(out, Problem{File: loc.File, Path: k, Needle: bad, Message: fmt.Sprintf("key `%s` has a malformed placeholder %q", k, bad),
					Hint: "placeholders are written {{name}}, with two braces on each side and no format after a comma"})
			}
		}
	}
	refKeys := sortedKeys(ref.Strings)
	for _, lang := range langs[1:] {
		loc, ok := byLang[lang]
		if !ok {
			continue
		}
		for _, k := range refKeys {
			v, ok := loc.Strings[k]
			if !ok {
				out = append(out, Problem{File: loc.File, Path: k,
					Message: fmt.Sprintf("missing key `%s` for language %s (present in %s)", k, lang, ref.File),
					Hint:    fmt.Sprintf("add the %s translation of %q", lang, ref.Strings[k])})
				continue
			}
			if want, got := variables(ref.Strings[k]), variables(v); !slices.Equal(want, got) &&
				!malformed[loc.File+"\x00"+k] {
				out = append(out, Problem{File: loc.File, Path: k,
					Message: fmt.Sprintf("key `%s` uses placeholders %v, but %s uses %v", k, got, ref.File, want),
					Hint:    "keep the {{placeholders}} of the default language; translate only the text around them"})
			}
		}
		for _, k := range sortedKeys(loc.Strings) {
			if _, ok := ref.Strings[k]; !ok {
				out = append(out, Problem{File: loc.File, Path: k,
					Message: fmt.Sprintf("key `%s` is not in %s", k, ref.File),
					Hint:    diag.DidYouMean(k, missingKeys(refKeys, loc.Strings))})
			}
		}
	}
	return out
}

// malformedPlaceholder returns the first "{{…" or "…}}" that is not part of
// a well-formed {{name}}, or "".
func malformedPlaceholder(s string) string {
	rest := variable.ReplaceAllString(s, "")
	if i := strings.Index(rest, "{{"); i >= 0 {
		end := min(len(rest), i+2+strings.IndexFunc(rest[i+2:]+" ", func(r rune) bool { return r == ' ' || r == '}' }))
		if strings.HasPrefix(rest[end:], "}}") { // {{count,number}}
			return rest[i : end+2]
		}
		return rest[i:min(len(rest), end+1)]
	}
	if i := strings.Index(rest, "}}"); i >= 0 {
		start := strings.LastIndexAny(rest[:i], " {") + 1
		return rest[start : i+2]
	}
	return ""
}

func variables(s string) []string {
	var vars []string
	for _, m := range variable.FindAllStringSubmatch(s, -1) {
		vars = append(vars, m[1])
	}
	slices.Sort(vars)
	return slices.Compact(vars)
}

func missingKeys(ref []string, have map[string]string) []string {
	var out []string
	for _, k := range ref {
		if _, ok := have[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}

func joinLang(p, lang string) string {
	if lang == "" {
		return p
	}
	return p + "." + lang
}

func lastField(p string) string {
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		p = p[i+1:]
	}
	if i := strings.IndexByte(p, '['); i >= 0 {
		p = p[:i]
	}
	return p
}
