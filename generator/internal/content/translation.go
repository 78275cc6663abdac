package content

import "reflect"

// ResumeIn returns the résumé in lang: the résumé with lang's translation
// over it, or nil when the site has none. A translation holds only what
// differs: every value it leaves out, or empty, is the résumé's; lists of
// entries (work, education…) are matched by position, and a list of text
// (highlights, keywords) replaces the résumé's as a whole.
func (s *Site) ResumeIn(lang string) *Resume {
	if s.Resume == nil {
		return nil
	}
	out := *s.Resume
	for _, t := range s.ResumeTranslations {
		if t.Lang == lang {
			overlay(reflect.ValueOf(&out).Elem(), reflect.ValueOf(t))
			out.File = s.Resume.File
			out.Lang = lang
			out.Meta = s.Resume.Meta
		}
	}
	dropEmpty(reflect.ValueOf(&out).Elem(), true)
	return &out
}

// overlay writes over dst the values of src that are not empty.
func overlay(dst, src reflect.Value) {
	switch dst.Kind() {
	case reflect.Struct:
		for i := range dst.NumField() {
			if dst.Type().Field(i).IsExported() {
				overlay(dst.Field(i), src.Field(i))
			}
		}
	case reflect.Slice:
		if src.Len() == 0 {
			return
		}
		if dst.Type().Elem().Kind() != reflect.Struct {
			dst.Set(src)
			return
		}
		// Entries beyond the résumé's translate nothing: validation warns.
		merged := reflect.MakeSlice(dst.Type(), dst.Len(), dst.Len())
		reflect.Copy(merged, dst)
		for i := range min(src.Len(), dst.Len()) {
			overlay(merged.Index(i), src.Index(i))
		}
		dst.Set(merged)
	case reflect.String:
		if src.String() != "" {
			dst.Set(src)
		}
	case reflect.Bool:
		if src.Bool() {
			dst.Set(src)
		}
	}
}
