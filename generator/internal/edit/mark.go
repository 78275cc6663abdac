package edit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
)

// A marker is an entry's id written in invisible characters: its digits
// in base 4, each one of four zero-width characters, between two
// invisible separators (U+2063), as Vercel's stega encodes its own. A
// marked copy of the page's data carries one after each text that may be
// edited (before a paragraph's), which the browser's editor finds in the
// text the page shows, whatever the theme did with the data in between.
const (
	markerEdge = '\u2063'
)

// markerDigits are the four digits of a marker.
var markerDigits = [4]rune{'\u200b', '\u200c', '\u200d', '\u2060'}

// markerPattern matches a whole marker, and only that: a zero-width
// joiner of the owner's own (in an emoji) is no marker.
var markerPattern = regexp.MustCompile("\u2063[\u200b\u200c\u200d\u2060]+\u2063")

// Marker is the marker of the entry id.
func Marker(id int) string {
	var digits []rune
	for {
		digits = append(digits, markerDigits[id%4])
		id /= 4
		if id == 0 {
			break
		}
	}
	var b strings.Builder
	b.WriteRune(markerEdge)
	for i := len(digits) - 1; i >= 0; i-- {
		b.WriteRune(digits[i])
	}
	b.WriteRune(markerEdge)
	return b.String()
}

// Strip removes the markers from a text the browser sends back.
func Strip(s string) string { return markerPattern.ReplaceAllString(s, "") }

// siteFields are the fields of the site object that the map reads: the
// URLs of the data files, and the texts it marks.
type siteFields struct {
	Base      string            `json:"base"`
	Locales   map[string]string `json:"locales"`
	Projects  string            `json:"projects"`
	Resume    map[string]string `json:"resume"`
	Languages []struct {
		Code    string `json:"code"`
		Default bool   `json:"default"`
	} `json:"languages"`
}

// Marked is the data that the pages of m's build and language show, s,
// with its texts marked: the data files they read, by URL, and the site
// object.
func (m *Map) Marked(s *Shown) (map[string]json.RawMessage, json.RawMessage, error) {
	var fields siteFields
	if err := json.Unmarshal(s.SiteData, &fields); err != nil {
		return nil, nil, fmt.Errorf("the site object: %w", err)
	}
	mk := marking{m: m, def: m.Lang}
	for _, l := range fields.Languages {
		if l.Default {
			mk.def = l.Code
		}
	}
	site, err := mk.json(s.SiteData, mk.site)
	if err != nil {
		return nil, nil, fmt.Errorf("the site object: %w", err)
	}
	data := map[string]json.RawMessage{}
	kinds := []struct {
		url  string
		mark func(any) any
	}{
		{fields.Locales[m.Lang], func(v any) any { return mk.strings(v, "", "locales/"+m.Lang+"/") }},
		{fields.Projects, mk.projects},
		{fields.Resume[m.Lang], func(v any) any { return mk.strings(v, "", "resume@"+m.Lang+"/") }},
	}
	files := s.file(fields.Base)
	for _, k := range kinds {
		src, ok := files(k.url)
		if k.url == "" || !ok {
			continue
		}
		if data[k.url], err = mk.json(src, k.mark); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", k.url, err)
		}
	}
	return data, site, nil
}

// marking marks the texts of m's entries in the page's data; def is the
// site's default language, whose text a page shows where its own
// language has none.
type marking struct {
	m   *Map
	def string
}

// json decodes src, marks it with mark and encodes it again, as compile
// writes JSON (no HTML escapes, numbers as written).
func (mk marking) json(src []byte, mark func(any) any) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(mark(v)); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(out.Bytes(), []byte("\n")), nil
}

// marked is s with the marker of key after it, or s when key has no entry
// or its entry's text is not s (the data holds a text of its own there).
func (mk marking) marked(key string, s string) string {
	i, ok := mk.m.byKey[Key(key)]
	if !ok || mk.m.Entries[i].Text != s {
		return s
	}
	return s + Marker(i)
}

// strings marks every string of v, at the loader's path below path, whose
// key (prefix + its path) has an entry: a locale bundle, a résumé.
func (mk marking) strings(v any, path, prefix string) any {
	switch v := v.(type) {
	case map[string]any:
		for k, item := range v {
			v[k] = mk.strings(item, joinPath(path, k), prefix)
		}
	case []any:
		for i, item := range v {
			v[i] = mk.strings(item, fmt.Sprintf("%s[%d]", path, i), prefix)
		}
	case string:
		return mk.marked(prefix+path, v)
	}
	return v
}

// shown is the language of a text per language that the page shows: its
// own, or else the default's.
func (mk marking) shown(t map[string]any) string {
	if _, ok := t[mk.m.Lang]; ok {
		return mk.m.Lang
	}
	return mk.def
}

// localized marks the text per language at field of obj, under key.
func (mk marking) localized(obj map[string]any, field, key string) {
	t, ok := obj[field].(map[string]any)
	if !ok {
		return
	}
	lang := mk.shown(t)
	if s, ok := t[lang].(string); ok {
		t[lang] = mk.marked(key+"@"+mk.m.Lang, s)
	}
}

// site marks the site object's texts: the documents' labels, the
// wallpapers' and the tracks' names, and the owner's label and summary,
// which are the résumé's.
func (mk marking) site(v any) any {
	obj, ok := v.(map[string]any)
	if !ok {
		return v
	}
	lists := []struct{ list, field string }{{"documents", "label"}, {"wallpapers", "name"}, {"tracks", "title"}}
	for _, l := range lists {
		items, _ := obj[l.list].([]any)
		for i, item := range items {
			if entry, ok := item.(map[string]any); ok {
				mk.localized(entry, l.field, fmt.Sprintf("site/%s[%d].%s", l.list, i, l.field))
			}
		}
	}
	if owner, ok := obj["owner"].(map[string]any); ok {
		for _, field := range []string{"label", "summary"} {
			if t, ok := owner[field].(map[string]any); ok {
				if s, ok := t[mk.m.Lang].(string); ok {
					t[mk.m.Lang] = mk.marked("resume@"+mk.m.Lang+"/basics."+field, s)
				}
			}
		}
	}
	return obj
}

// projects marks each project's title, paragraphs (a marker of its own
// before each, as the first of its inline nodes) and technologies.
func (mk marking) projects(v any) any {
	list, _ := v.([]any)
	for _, item := range list {
		p, ok := item.(map[string]any)
		slug, _ := p["slug"].(string)
		if !ok || slug == "" {
			continue
		}
		key := "projects/" + slug + "/"
		mk.localized(p, "title", key+"title")
		if content, ok := p["content"].(map[string]any); ok {
			paras, _ := content[mk.shown(content)].([]any)
			for i, para := range paras {
				nodes, _ := para.([]any)
				if id, ok := mk.m.byKey[Key(fmt.Sprintf("%scontent[%d]@%s", key, i, mk.m.Lang))]; ok {
					paras[i] = append([]any{Marker(id)}, nodes...)
				}
			}
		}
		tech, _ := p["tech"].([]any)
		for i, t := range tech {
			if s, ok := t.(string); ok {
				tech[i] = mk.marked(fmt.Sprintf("%stech[%d]", key, i), s)
			}
		}
	}
	return v
}

// joinPath is path.key, or key at the top.
func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
