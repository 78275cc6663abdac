package edit

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
)

// Key names a text of the site, the same from one build to the next, and
// the language of the page that shows it where the text depends on it:
//
//	projects/<slug>/title@pt, projects/<slug>/content[1]@pt, projects/<slug>/tech[0]
//	locales/pt/home.greeting
//	site/documents[2].label@pt, site/wallpapers[0].name@pt, site/tracks[1].title@pt
//	resume@pt/work[0].summary, resume@pt/basics.label
type Key string

// The two ways a text is edited on the page: a line saves on Enter, a
// paragraph when it is left (or on Ctrl/Cmd+Enter).
const (
	Line      = "line"
	Paragraph = "paragraph"
)

// Entry is one text that the pages of a language show, and where it is
// written.
type Entry struct {
	Key    Key
	Source content.Source
	// Text is the value as written: a paragraph's light markup, a locale
	// string's {{placeholders}}.
	Text string
	Kind string // Line or Paragraph
	// AddLang is the page's language when the text has none in it, and
	// the page shows the default language's: a save there adds it.
	AddLang string
}

// Map is every text that the pages of one build show in one language,
// and where each is written. An entry's id, which its marker carries, is
// its index in Entries.
type Map struct {
	Build     int
	Lang      string
	Entries   []Entry
	languages []string // the site's, the default first
	byKey     map[Key]int
}

// Entry is the entry of key.
func (m *Map) Entry(key Key) (Entry, bool) {
	i, ok := m.byKey[key]
	if !ok {
		return Entry{}, false
	}
	return m.Entries[i], true
}

// NewMap maps the texts that the pages of build show in lang to where
// they are written, following the rules by which the theme picks a text
// of a language: a text written once is that text; one written per
// language is the page's, or, wanting it, the default language's, where
// a save adds the page's (AddLang). The résumé in lang is resume.json
// with resume.<lang>.json over it (content.Site.ResumeIn): each of its
// texts is written in the file it comes from. A text that sources lacks
// (an anchored or aliased value) is not mapped.
func NewMap(build int, s *content.Site, sources content.Sources, lang string) *Map {
	b := &mapper{
		m:       &Map{Build: build, Lang: lang, languages: s.Config.Languages, byKey: map[Key]int{}},
		sources: sources,
		def:     s.Config.DefaultLanguage(),
	}
	for _, p := range s.Projects {
		b.project(p)
	}
	b.siteTexts(s.Config)
	b.locale(s.Locales)
	b.resume(s)
	return b.m
}

// mapper builds a Map.
type mapper struct {
	m       *Map
	sources content.Sources
	def     string
}

// add maps key to the text at path of file, if it may be edited.
func (b *mapper) add(key, file, path, text, kind, addLang string) {
	src, ok := b.sources[content.SourceKey(file, path)]
	if !ok {
		return
	}
	if src.Block || strings.Contains(text, "\n") {
		kind = Paragraph
	}
	b.m.byKey[Key(key)] = len(b.m.Entries)
	b.m.Entries = append(b.m.Entries, Entry{Key: Key(key), Source: src, Text: text, Kind: kind, AddLang: addLang})
}

// text maps a text written once or per language, as the page of the
// map's language shows it, to key@lang.
func (b *mapper) text(key, file, path string, t content.Text, kind string) {
	lang := b.m.Lang
	key += "@" + lang
	if s, ok := t[""]; ok {
		b.add(key, file, path, s, kind, "")
	} else if s, ok := t[lang]; ok {
		b.add(key, file, path+"."+lang, s, kind, "")
	} else if s, ok := t[b.def]; ok {
		b.add(key, file, path+"."+b.def, s, kind, lang)
	}
}

// project maps a project's title, paragraphs and technologies. A
// paragraph of a project written in other languages only is not mapped:
// a language is added to its list as a whole, in the file.
func (b *mapper) project(p content.Project) {
	key := "projects/" + p.Slug + "/"
	b.text(key+"title", p.File, "title", p.Title, Line)
	path := "content"
	paras, ok := p.Content[""]
	if !ok {
		path += "." + b.m.Lang
		paras, ok = p.Content[b.m.Lang]
	}
	for i, para := range paras {
		at := fmt.Sprintf("[%d]", i)
		b.add(key+"content"+at+"@"+b.m.Lang, p.File, path+at, para, Paragraph, "")
	}
	for i, tech := range p.Tech {
		at := fmt.Sprintf("tech[%d]", i)
		b.add(key+at, p.File, at, tech, Line, "")
	}
}

// siteTexts maps site.yaml's texts that a visitor reads: the labels of
// the documents, and the names of the wallpapers and of the tracks.
func (b *mapper) siteTexts(c content.Config) {
	const file = "site.yaml"
	for i, d := range c.Documents {
		path := fmt.Sprintf("documents[%d].label", i)
		b.text("site/"+path, file, path, d.Label, Line)
	}
	for i, w := range c.Wallpapers {
		path := fmt.Sprintf("wallpapers[%d].name", i)
		b.text("site/"+path, file, path, w.Name, Line)
	}
	for i, t := range c.Tracks {
		path := fmt.Sprintf("tracks[%d].title", i)
		b.text("site/"+path, file, path, t.Title, Line)
	}
}

// locale maps the interface strings of the map's language, in the order
// of their keys.
func (b *mapper) locale(locales []content.Locale) {
	for _, l := range locales {
		if l.Lang != b.m.Lang {
			continue
		}
		for _, k := range slices.Sorted(maps.Keys(l.Strings)) {
			b.add("locales/"+l.Lang+"/"+k, l.File, k, l.Strings[k], Line, "")
		}
	}
}

// notShown are the résumé's fields that are no text to read: addresses,
// dates, codes and the photo. Their values are never marked.
var notShown = map[string]bool{
	"url": true, "email": true, "phone": true, "image": true, "startDate": true, "endDate": true, "date": true,
	"releaseDate": true, "countryCode": true, "postalCode": true, "network": true, "username": true,
	"$schema": true, "meta": true,
}

// paragraphFields are the résumé's fields that hold paragraphs.
var paragraphFields = map[string]bool{"summary": true, "description": true, "reference": true}

// resume maps the résumé's texts in the map's language: each from the
// translation where it gives one, else from the résumé itself.
func (b *mapper) resume(s *content.Site) {
	if s.Resume == nil {
		return
	}
	r := resumeFiles{own: s.Resume.File}
	var translation reflect.Value
	for _, t := range s.ResumeTranslations {
		if t.Lang == b.m.Lang {
			r.translation = t.File
			translation = reflect.ValueOf(t)
		}
	}
	b.resumeValue(r, "", reflect.ValueOf(*s.Resume), translation)
}

// resumeFiles are the résumé's file and its translation's in the map's
// language ("" without one).
type resumeFiles struct{ own, translation string }

// resumeValue maps the texts of the résumé's value at path, own, with
// the translation's, t (not valid when it has none), over it, as
// content's overlay does: a text the translation leaves empty is the
// résumé's, a list of text it gives replaces the résumé's, and entries
// are matched by position.
func (b *mapper) resumeValue(files resumeFiles, path string, own, t reflect.Value) {
	switch {
	case own.Kind() == reflect.Struct:
		b.resumeFields(files, path, own, t)
	case own.Kind() == reflect.Slice && own.Type().Elem().Kind() == reflect.Struct:
		for i := range own.Len() {
			var ti reflect.Value
			if t.IsValid() && i < t.Len() {
				ti = t.Index(i)
			}
			b.resumeValue(files, fmt.Sprintf("%s[%d]", path, i), own.Index(i), ti)
		}
	case own.Kind() == reflect.Slice && own.Type().Elem().Kind() == reflect.String:
		b.resumeList(files, path, own, t)
	case own.Kind() == reflect.String:
		b.resumeText(files, path, own, t)
	}
}

// resumeList maps a list of text: the translation's when it gives one,
// else the résumé's.
func (b *mapper) resumeList(files resumeFiles, path string, own, t reflect.Value) {
	list, file := own, files.own
	if t.IsValid() && t.Len() > 0 {
		list, file = t, files.translation
	}
	for i := range list.Len() {
		at := fmt.Sprintf("%s[%d]", path, i)
		b.add("resume@"+b.m.Lang+"/"+at, file, at, list.Index(i).String(), Line, "")
	}
}

// resumeText maps a text: the translation's when it is not empty, else
// the résumé's.
func (b *mapper) resumeText(files resumeFiles, path string, own, t reflect.Value) {
	text, file := own.String(), files.own
	if t.IsValid() && t.String() != "" {
		text, file = t.String(), files.translation
	}
	kind := Line
	if paragraphFields[lastKey(path)] {
		kind = Paragraph
	}
	if text != "" {
		b.add("resume@"+b.m.Lang+"/"+path, file, path, text, kind, "")
	}
}

// resumeFields maps the texts of the fields of a résumé's struct.
func (b *mapper) resumeFields(files resumeFiles, path string, own, t reflect.Value) {
	for i := range own.NumField() {
		name := own.Type().Field(i).Tag.Get("yaml")
		if name == "" || name == "-" || notShown[name] || !own.Type().Field(i).IsExported() {
			continue
		}
		var ti reflect.Value
		if t.IsValid() {
			ti = t.Field(i)
		}
		at := name
		if path != "" {
			at = path + "." + name
		}
		b.resumeValue(files, at, own.Field(i), ti)
	}
}

// lastKey is the last key of a path: "summary" of "work[0].summary".
func lastKey(path string) string { return path[strings.LastIndexByte(path, '.')+1:] }
