package content

import (
	"fmt"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/diag"
)

// validateLocales checks that there is one locale file per language, that
// the default language has the keys the generator needs, and that every
// other language has exactly the default language's keys and placeholders.
func validateLocales(langs []string, locales []Locale, required []string) []Problem {
	k := localeCheck{langs: langs, byLang: map[string]Locale{}, malformed: map[string]bool{}}
	k.sortFiles(locales)
	k.missingFiles()
	if len(langs) == 0 {
		return k.out
	}
	ref, ok := k.byLang[langs[0]]
	if !ok {
		return k.out
	}
	k.requiredKeys(ref, required)
	k.checkTexts()
	for _, lang := range langs[1:] {
		if loc, ok := k.byLang[lang]; ok {
			k.compare(ref, loc)
		}
	}
	return k.out
}

// localeCheck is what validateLocales has found.
type localeCheck struct {
	langs     []string          // the site's, the default first
	listed    []Locale          // the locale files of those languages, in the order read
	byLang    map[string]Locale // the same, by language
	malformed map[string]bool   // file and key whose placeholder is reported
	out       []Problem
}

// sortFiles keeps the locale files of the site's languages, and reports
// the others.
func (k *localeCheck) sortFiles(locales []Locale) {
	for _, l := range locales {
		switch {
		case slices.Contains(k.langs, l.Lang):
			k.byLang[l.Lang] = l
			k.listed = append(k.listed, l)
		case !validCodes(k.langs):
		case langCode.MatchString(l.Lang):
			k.out = append(k.out, Problem{
				File:    l.File,
				Warning: true,
				Message: fmt.Sprintf("%s is not in languages: ignored", l.Lang),
				Hint:    fmt.Sprintf("add %s to `languages` in site.yaml to publish it, or delete the file", l.Lang),
			})
		default:
			k.out = append(k.out, Problem{
				File:    l.File,
				Message: fmt.Sprintf("%q is not a language code", l.Lang),
				Hint:    "name a locale file after its language's two- or three-letter ISO 639 code, such as pt.yaml",
			})
		}
	}
}

// missingFiles reports each language of the site without a locale file.
func (k *localeCheck) missingFiles() {
	for i, lang := range k.langs {
		if _, ok := k.byLang[lang]; ok || !langCode.MatchString(lang) {
			continue
		}
		k.out = append(k.out, Problem{
			File:    "site.yaml",
			Path:    fmt.Sprintf("languages[%d]", i),
			Message: fmt.Sprintf("language %q has no locale file locales/%s.yaml", lang, lang),
			Hint:    "copy locales/" + k.langs[0] + ".yaml and translate it",
		})
	}
}

// requiredKeys reports the keys that portgen reads which the default
// language, ref, lacks.
func (k *localeCheck) requiredKeys(ref Locale, required []string) {
	for _, key := range required {
		if _, ok := ref.Strings[key]; ok {
			continue
		}
		k.out = append(k.out, Problem{
			File:    ref.File,
			Path:    key,
			Message: fmt.Sprintf("missing key `%s`", key),
			Hint:    "portgen writes it into every page; see the starter's locales/en.yaml",
		})
	}
}

// checkTexts reports the empty texts, and the malformed placeholders.
func (k *localeCheck) checkTexts() {
	for _, loc := range k.listed {
		for _, key := range sortedKeys(loc.Strings) {
			v := loc.Strings[key]
			if strings.TrimSpace(v) == "" {
				k.out = append(k.out, Problem{
					File:    loc.File,
					Path:    key,
					Message: fmt.Sprintf("key `%s` is empty", key),
					Hint:    "write the text, or copy the default language's",
				})
			} else if bad := malformedPlaceholder(v); bad != "" {
				k.malformed[loc.File+"\x00"+key] = true
				k.out = append(k.out, Problem{
					File:    loc.File,
					Path:    key,
					Needle:  bad,
					Message: fmt.Sprintf("key `%s` has a malformed placeholder %q", key, bad),
					Hint: "placeholders are written {{name}}, with two braces on each side " +
						"and no format after a comma",
				})
			}
		}
	}
}

// compare reports the keys of the default language, ref, that a
// translation, loc, lacks or writes with other placeholders, and the keys
// it has that ref has not.
func (k *localeCheck) compare(ref, loc Locale) {
	refKeys := sortedKeys(ref.Strings)
	for _, key := range refKeys {
		v, ok := loc.Strings[key]
		if !ok {
			k.out = append(k.out, Problem{
				File:    loc.File,
				Path:    key,
				Message: fmt.Sprintf("missing key `%s` for language %s (present in %s)", key, loc.Lang, ref.File),
				Hint:    fmt.Sprintf("add the %s translation of %q", loc.Lang, ref.Strings[key]),
			})
			continue
		}
		want := variables(ref.Strings[key])
		got := variables(v)
		if !slices.Equal(want, got) && !k.malformed[loc.File+"\x00"+key] {
			k.out = append(k.out, Problem{
				File:    loc.File,
				Path:    key,
				Message: fmt.Sprintf("key `%s` uses placeholders %v, but %s uses %v", key, got, ref.File, want),
				Hint:    "keep the {{placeholders}} of the default language; translate only the text around them",
			})
		}
	}
	for _, key := range sortedKeys(loc.Strings) {
		if _, ok := ref.Strings[key]; ok {
			continue
		}
		k.out = append(k.out, Problem{
			File:    loc.File,
			Path:    key,
			Message: fmt.Sprintf("key `%s` is not in %s", key, ref.File),
			Hint:    diag.DidYouMean(key, missingKeys(refKeys, loc.Strings)),
		})
	}
}

// malformedPlaceholder returns the first "{{…" or "…}}" that is not part of
// a well-formed {{name}}, or "".
func malformedPlaceholder(s string) string {
	rest := variable.ReplaceAllString(s, "")
	if i := strings.Index(rest, "{{"); i >= 0 {
		nameEnd := strings.IndexFunc(rest[i+2:]+" ", func(r rune) bool { return r == ' ' || r == '}' })
		end := min(len(rest), i+2+nameEnd)
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
