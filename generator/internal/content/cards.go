package content

import (
	"fmt"
	"strings"
)

// undrawn warns of each text that a link-preview card shows but cannot
// draw whole: a character that no bundled font has (CJK in a site of
// Latin fonts, an emoji) is left out of the card, and the owner is told
// where it is. The texts are those the cards show: the owner's name and
// label, the pages' titles, and each project's title and technologies.
func (s *Site) undrawn(th Theme) []Problem {
	if th.Undrawn == nil || !s.Config.DrawsCards() {
		return nil
	}
	var out []Problem
	// check's path is made only for a problem: most texts have none.
	check := func(file, text string, path func() string) {
		missing := th.Undrawn(text)
		if len(missing) == 0 {
			return
		}
		them := "them"
		if len(missing) == 1 {
			them = "it"
		}
		names := make([]string, len(missing))
		for i, r := range missing {
			names[i] = fmt.Sprintf("U+%04X %c", r, r)
		}
		out = append(out, Problem{
			File:    file,
			Path:    path(),
			Needle:  string(missing[0]),
			Warning: true,
			Message: fmt.Sprintf("the link-preview card is drawn without %s: no font that portgen bundles has %s",
				strings.Join(names, ", "), them),
			Hint: "the page itself shows every character; give a project its own preview image with " +
				"`card: media/…`, or write the text in Latin, Greek or Cyrillic letters",
		})
	}
	if s.Config.Owner.Name != "" {
		check("site.yaml", s.Config.Owner.Name, func() string { return "owner.name" })
	}
	if s.Resume != nil {
		for _, r := range append([]Resume{*s.Resume}, s.ResumeTranslations...) {
			check(r.File, r.Basics.Name, func() string { return "basics.name" })
			check(r.File, r.Basics.Label, func() string { return "basics.label" })
		}
	}
	for _, l := range s.Locales {
		for _, p := range th.Pages {
			key := "pages." + p.Name + ".title"
			check(l.File, l.Strings[key], func() string { return key })
		}
	}
	for _, p := range s.Projects {
		if p.Card != "" {
			continue // the owner's image is the card: no text is drawn
		}
		for lang, title := range p.Title {
			check(p.File, title, func() string { return joinLang("title", lang) })
		}
		for i, t := range p.Tech {
			check(p.File, t, func() string { return fmt.Sprintf("tech[%d]", i) })
		}
	}
	return out
}
