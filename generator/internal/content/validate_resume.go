package content

import (
	"cmp"
	"fmt"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"time"
)

var resumeDate = regexp.MustCompile(`^\d{4}(-\d{2}(-\d{2})?)?$`)

// validateResumes checks the résumé and each translation. It also completes
// the URLs written without a scheme, as other JSON Resume tools link them:
// "example.com" becomes "https://example.com", with a warning.
func (s *Site) validateResumes() []Problem {
	var out []Problem
	if s.Resume != nil {
		out = append(out, s.Resume.validate()...)
	}
	if !validCodes(s.Config.Languages) {
		return out // each translation's problem would repeat site.yaml's
	}
	for i := range s.ResumeTranslations {
		t := &s.ResumeTranslations[i]
		if p, ok := s.unusable(t); ok {
			out = append(out, p)
			continue
		}
		out = append(out, t.validate()...)
		out = append(out, untranslatable(reflect.ValueOf(s.Resume).Elem(), reflect.ValueOf(t).Elem(), t.File, "")...)
	}
	return out
}

// unusable says why the site does not use a translation t of the résumé,
// if it does not: its language is not one of the site's, or the default
// one, or there is no résumé to translate.
func (s *Site) unusable(t *Resume) (Problem, bool) {
	langs := s.Config.Languages
	switch {
	case !langCode.MatchString(t.Lang):
		return Problem{
			File:    t.File,
			Message: fmt.Sprintf("%q is not a language code", t.Lang),
			Hint: "name a translation resume.<code>.json after its language's two- or three-letter ISO 639 code, " +
				"such as resume.pt.json",
		}, true
	case len(langs) > 0 && t.Lang == langs[0]:
		return Problem{
			File:    t.File,
			Message: fmt.Sprintf("a translation into %s, the default language", t.Lang),
			Hint: "the résumé itself (resume.json or resume.yaml) is in the default language: " +
				"merge this file into it",
		}, true
	case !slices.Contains(langs, t.Lang):
		return Problem{
			File:    t.File,
			Warning: true,
			Message: fmt.Sprintf("%s is not in languages: ignored", t.Lang),
			Hint:    fmt.Sprintf("add %s to `languages` in site.yaml to publish it, or delete the file", t.Lang),
		}, true
	case s.Resume == nil:
		return Problem{
			File:    t.File,
			Message: "a translation of a résumé that does not exist",
			Hint: "the résumé itself is resume.json or resume.yaml, in the default language; " +
				"a translation holds only what differs",
		}, true
	}
	return Problem{}, false
}

// untranslatable warns of the entries of a translation that have no entry
// of the résumé at the same position: they would translate nothing.
func untranslatable(res, tr reflect.Value, file, path string) []Problem {
	var out []Problem
	for i := range tr.NumField() {
		f := tr.Type().Field(i)
		name := f.Tag.Get("yaml")
		if !f.IsExported() || name == "-" {
			continue
		}
		p := joinPath(path, name)
		switch {
		case f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeFor[Meta]():
			out = append(out, untranslatable(res.Field(i), tr.Field(i), file, p)...)
		case f.Type.Kind() == reflect.Slice && f.Type.Elem().Kind() == reflect.Struct:
			for j := res.Field(i).Len(); j < tr.Field(i).Len(); j++ {
				out = append(out, Problem{
					File:    file,
					Path:    fmt.Sprintf("%s[%d]", p, j),
					Warning: true,
					Message: fmt.Sprintf("`%s[%d]` translates nothing: the résumé has %s in `%s`",
						p, j, entries(res.Field(i).Len()), p),
					Hint: "a translation's entries are matched by position with the résumé's: " +
						"add the entry to the résumé, or remove it here",
				})
			}
		}
	}
	return out
}

func (r *Resume) validate() []Problem {
	ps := problems{file: r.File}
	b := &r.Basics
	if r.Lang == "" {
		requireString(&ps, "basics.name", b.Name, "the name at the top of the résumé, under basics")
	}
	checkEmail(&ps, "basics.email", b.Email)
	r.checkImage(&ps)
	if paper := r.Meta.Portgen.Paper; paper != "" && paper != PaperA4 && paper != PaperLetter {
		ps.add("meta.portgen.paper", `write "a4" or "letter", or leave it out for A4`,
			"unknown paper size %q for the résumé's PDF", paper)
	}
	r.checkProfiles(&ps)
	walkResume(reflect.ValueOf(r).Elem(), "", func(path string, f reflect.StructField, v reflect.Value) {
		switch {
		case f.Type == reflect.TypeFor[Date]():
			checkDate(&ps, path, Date(v.String()))
		case f.Type.Kind() == reflect.String && f.Tag.Get("yaml") == "url":
			checkResumeURL(&ps, path, v)
		}
	})
	walkResume(reflect.ValueOf(r).Elem(), "", func(path string, f reflect.StructField, v reflect.Value) {
		if f.Type.Kind() == reflect.Struct {
			checkDateOrder(&ps, path, v)
		}
	})
	// Last: the items keep their positions in the file until every problem
	// is placed. Empty entries stay until the merge (see ResumeIn): a
	// translation matches entries by their position in the files.
	dropEmpty(reflect.ValueOf(r).Elem(), false)
	return ps.finish()
}

// checkImage checks the owner's photo: a file of the content folder. One
// on another site is left out, with a warning.
func (r *Resume) checkImage(ps *problems) {
	img := string(r.Basics.Image)
	switch {
	case img == "":
	case strings.Contains(img, "://") || strings.HasPrefix(img, "//"):
		ps.list = append(ps.list, Problem{
			File:    r.File,
			Path:    "basics.image",
			Warning: true,
			Message: fmt.Sprintf("`basics.image` is a URL (%s): "+
				"the site shows a photo from the content folder only, so it has none", img),
			Hint: "save the photo in the content folder and write its path, such as media/photo.jpg",
		})
		r.Basics.Image = ""
	default:
		checkFile(ps, "basics.image", r.Basics.Image, "a photo inside the content folder")
	}
}

// checkProfiles warns of the résumé's profiles that have no URL, which
// portgen cannot write from their username: the site leaves them out.
func (r *Resume) checkProfiles(ps *problems) {
	if r.Lang != "" {
		return
	}
	for i, p := range r.Basics.Profiles {
		if ProfileURL(p) != "" || (p.Network == "" && p.Username == "") {
			continue
		}
		ps.list = append(ps.list, Problem{
			File:    r.File,
			Path:    fmt.Sprintf("basics.profiles[%d]", i),
			Warning: true,
			Message: fmt.Sprintf("the %s profile has no url: it is left out", cmp.Or(p.Network, p.Username)),
			Hint: "add its url; portgen writes it from the username for GitHub, GitLab, LinkedIn, X, YouTube " +
				"and Mastodon only",
		})
	}
}

// checkDateOrder checks that an entry at path, v, ends after it starts.
func checkDateOrder(ps *problems, path string, v reflect.Value) {
	start, end := v.FieldByName("StartDate"), v.FieldByName("EndDate")
	if !start.IsValid() || !end.IsValid() || !validDate(start.String()) || !validDate(end.String()) {
		return
	}
	s := start.String()
	e := end.String()
	if e < s[:min(len(e), len(s))] {
		ps.add(joinPath(path, "endDate"), "swap the two dates, or correct the year",
			"`endDate` %s is before `startDate` %s", e, s)
	}
}

// walkResume calls visit for every field of every entry of v, with its path
// as the loader names it ("work[0].startDate"); a struct field is visited
// before its own fields.
func walkResume(v reflect.Value, path string, visit func(path string, f reflect.StructField, v reflect.Value)) {
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		name := f.Tag.Get("yaml")
		if !f.IsExported() || name == "-" || f.Type == reflect.TypeFor[Meta]() {
			continue
		}
		p := joinPath(path, name)
		visit(p, f, v.Field(i))
		switch f.Type.Kind() {
		case reflect.Struct:
			walkResume(v.Field(i), p, visit)
		case reflect.Slice:
			if f.Type.Elem().Kind() == reflect.Struct {
				for j := range v.Field(i).Len() {
					e := fmt.Sprintf("%s[%d]", p, j)
					visit(e, reflect.StructField{Type: f.Type.Elem()}, v.Field(i).Index(j))
					walkResume(v.Field(i).Index(j), e, visit)
				}
			}
		}
	}
}

func validDate(s string) bool {
	if !resumeDate.MatchString(s) {
		return false
	}
	layout := map[int]string{4: "2006", 7: "2006-01", 10: "2006-01-02"}[len(s)]
	_, err := time.Parse(layout, s)
	return err == nil
}

// stillGoing are the words a résumé writes as the end of what is still
// going on.
var stillGoing = []string{"present", "now", "current", "today", "ongoing"}

func checkDate(ps *problems, path string, d Date) {
	const hint = "write YYYY, YYYY-MM or YYYY-MM-DD, such as 2014, 2014-06 or 2014-06-29"
	s := string(d)
	switch {
	case d == "" || validDate(s):
	case resumeDate.MatchString(s):
		ps.add(path, hint, "invalid date %q: there is no such month or day", s)
	case strings.HasSuffix(path, "endDate") && slices.Contains(stillGoing, strings.ToLower(strings.TrimSpace(s))):
		ps.add(path,
			"leave `endDate` out for what is still going on: the page says “present” in the visitor's language",
			"invalid date %q", s)
	default:
		ps.add(path, hint, "invalid date %q", s)
	}
}

// dropEmpty removes, as other JSON Resume tools ignore them, the empty
// items of lists of text ("" or null) and, with entries, the entries with
// nothing in them.
func dropEmpty(v reflect.Value, entries bool) {
	for i := range v.NumField() {
		f := v.Field(i)
		if !v.Type().Field(i).IsExported() {
			continue
		}
		switch {
		case f.Kind() == reflect.Struct:
			dropEmpty(f, entries)
		case f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.String:
			dropEmptyText(f)
		case f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.Struct:
			dropEmptyEntries(f, entries)
		}
	}
}

// dropEmptyText removes the empty items of a list of text; a list left
// empty becomes nil.
func dropEmptyText(list reflect.Value) {
	kept := reflect.MakeSlice(list.Type(), 0, list.Len())
	for j := range list.Len() {
		if strings.TrimSpace(list.Index(j).String()) != "" {
			kept = reflect.Append(kept, list.Index(j))
		}
	}
	if kept.Len() == 0 {
		kept = reflect.Zero(list.Type())
	}
	if kept.Len() < list.Len() {
		list.Set(kept)
	}
}

// dropEmptyEntries drops what is empty in each entry of a list and, with
// entries, the entries with nothing in them; a list left empty becomes
// nil.
func dropEmptyEntries(list reflect.Value, entries bool) {
	kept := reflect.MakeSlice(list.Type(), 0, list.Len())
	for j := range list.Len() {
		dropEmpty(list.Index(j), entries)
		if !entries || !list.Index(j).IsZero() {
			kept = reflect.Append(kept, list.Index(j))
		}
	}
	if kept.Len() == 0 {
		kept = reflect.Zero(list.Type())
	}
	list.Set(kept)
}

// checkResumeURL checks a URL of the résumé. One written without a scheme
// ("example.com/me") is linked as https, with a warning; v is rewritten.
func checkResumeURL(ps *problems, path string, v reflect.Value) {
	raw := v.String()
	if raw == "" {
		return
	}
	if schemeless(raw) {
		fixed := "https://" + strings.TrimPrefix(raw, "//")
		ps.list = append(ps.list, Problem{
			File:    ps.file,
			Path:    path,
			Warning: true,
			Message: fmt.Sprintf("URL %q has no scheme: linked as %s", raw, fixed),
			Hint:    "write the scheme yourself, https:// or http://, to link it as you mean",
		})
		v.SetString(fixed)
		raw = fixed
	}
	checkWebURL(ps, path, &raw, false)
	v.SetString(raw)
}

// schemeless reports whether raw reads as a web address without its scheme:
// a host name with a dot (example.com, www.example.com/me, example.com:8080).
func schemeless(raw string) bool {
	if strings.ContainsAny(raw, " \t\r\n\\") {
		return false
	}
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	if u.Scheme != "" {
		// example.com:8080 parses as the scheme "example.com".
		return u.Opaque != "" && !strings.Contains(raw, "//") && strings.Contains(u.Scheme, ".")
	}
	host, _, _ := strings.Cut(strings.TrimPrefix(raw, "//"), "/")
	// me@example.com is an email address, not a site: checkWebURL says so.
	return !strings.Contains(host, "@") && strings.Contains(host, ".") && !strings.HasPrefix(host, ".") &&
		!strings.HasSuffix(host, ".")
}

func joinPath(parent, field string) string {
	if parent == "" {
		return field
	}
	return parent + "." + field
}

func entries(n int) string {
	if n == 1 {
		return "1 entry"
	}
	return fmt.Sprintf("%d entries", n)
}
