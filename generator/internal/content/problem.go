package content

import (
	"fmt"
	"maps"
	"slices"
	"strings"
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

// problems collects the problems of one file.
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
			ps.list = append(ps.list, Problem{
				File:    ps.file,
				Path:    p,
				Warning: true,
				Message: fmt.Sprintf("%s is not in languages: ignored (%s in this file)", lang, texts),
				Hint: fmt.Sprintf("add %s to `languages` in site.yaml to publish it, "+
					"or delete its translations", lang),
			})
		}
	}
	return ps.list
}

// waits records the value at path, in lang, a language the owner removed
// from the site or has not added yet: it waits, left out of the build,
// with finish's warning.
func (ps *problems) waits(lang, path string) {
	if ps.unlisted == nil {
		ps.unlisted = map[string][]string{}
	}
	ps.unlisted[lang] = append(ps.unlisted[lang], path)
}

func (ps *problems) add(path, hint, format string, args ...any) {
	ps.list = append(ps.list, Problem{File: ps.file, Path: path, Hint: hint, Message: fmt.Sprintf(format, args...)})
}

// missing reports a required value that is absent, or present but empty.
func (ps *problems) missing(path, hint string) {
	ps.list = append(ps.list, Problem{
		File:      ps.file,
		Path:      path,
		Hint:      hint,
		Message:   fmt.Sprintf("missing required field `%s`", lastField(path)),
		IfPresent: fmt.Sprintf("`%s` is empty", path),
	})
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
