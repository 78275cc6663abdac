package content

import (
	"errors"
	"fmt"
	"iter"
	"maps"
	"net/mail"
	"path"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/markup"
)

func checkBaseURL(ps *problems, raw string) {
	if raw == "" {
		ps.missing("baseURL",
			"the address where dist/ will be served, such as https://you.github.io/ or https://example.com/portfolio/")
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
	checkLanguages(ps, p, maps.Keys(t), langs)
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
	checkLanguages(ps, "content", maps.Keys(c), langs)
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
				ps.list = append(ps.list,
					Problem{File: ps.file, Path: pp, Message: e.Message, Hint: e.Hint, Needle: e.Text})
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

// checkLanguages checks the languages that the value at p is written in
// (keys; "" for a value not translated) against the site's, langs: each a
// code, the default one among them.
func checkLanguages(ps *problems, p string, keys iter.Seq[string], langs []string) {
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
			ps.waits(l, joinLang(p, l))
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
