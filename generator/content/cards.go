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
	check := func(file, path, text string) {
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
		out = append(out, Problem{File: file, Path: path, Needle: string(missing[0]), Warning: true,
			Message: fmt.Sprintf("the link-preview card is drawn without %s: no font that portgen bundles has %s", strings.Join(names, ", "), them),
			Hint:    "the page itself shows every character; give a project its own preview image with `card: media/…`, or write the text in Latin, Greek or Cyrillic letters"})
	}
	if s.Config.Owner.Name != "" {
		check("site.yaml", "owner.name", s.Config.Owner.Name)
	}
	if s.Resume != nil {
		for _, r := range append([]Resume{*s.Resume}, s.ResumeTranslations...) {
			check(r.File, "basics.name", r.Basics.Name)
			check(r.File, "basics.label", r.Basics.Label)
		}
	}
	for _, l := range s.Locales {
		for _, p := range th.Pages {
			key := "pages." + p.Name + ".title"
			check(l.File, key, l.Strings[key])
		}
	}
	for _, p := range s.Projects {
		if p.Card != "" {
			continue // the owner's image is the card: no text is drawn
		}
		for lang, title := range p.Title {
			check(p.File, joinLang("title", lang), title)
		}
		for i, t := range p.Tech {
			check(p.File, fmt.Sprintf("tech[%d]", i), t)
		}
	}
	return out
}
