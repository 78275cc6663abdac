package content

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"github.com/portgen/portgen/generator/internal/diag"
)

// validate checks site.yaml on its own. With a résumé, the owner's name
// and photo may be left out: the résumé's are used.
func (c *Config) validate(resume bool, schemes []Scheme) []Problem {
	ps := problems{file: "site.yaml"}
	checkBaseURL(&ps, c.BaseURL)
	checkFile(&ps, "icon", c.Icon, "a square PNG of at least 512×512 px, used as the favicon")
	if checkAppearance(&ps, c.Appearance, schemes) {
		checkColors(&ps, c.Colors, shown(c.FixedScheme(), schemes))
	}
	checkLanguageCodes(&ps, c.Languages)
	c.checkOwner(&ps, resume)
	for i, s := range c.Skills {
		requireString(&ps, fmt.Sprintf("skills[%d]", i), s, "remove the empty item")
	}
	checkWebURL(&ps, "social.linkedin", &c.Social.LinkedIn, false)
	checkWebURL(&ps, "social.github", &c.Social.GitHub, false)
	checkEmail(&ps, "social.email", c.Social.Email)
	c.checkWallpapers(&ps)
	c.checkDocuments(&ps, resume)
	c.checkTracks(&ps)
	c.Weather.validate(&ps)
	c.Repositories.validate(&ps)
	return ps.finish()
}

// checkLanguageCodes checks the list of the site's languages: ISO 639
// codes, each once.
func checkLanguageCodes(ps *problems, langs []string) {
	if len(langs) == 0 {
		ps.missing("languages", "list the languages of the site, default first: [en, pt, fr]")
	}
	for i, l := range langs {
		p := fmt.Sprintf("languages[%d]", i)
		switch {
		case !langCode.MatchString(l):
			ps.add(p, "use a two- or three-letter ISO 639 code in lower case, such as en, pt or fr",
				"invalid language code %q", l)
		case slices.Index(langs, l) < i:
			ps.add(p, "list each language once", "language %q is listed twice", l)
		}
	}
}

// checkOwner checks the owner's name and photo, which a résumé may give
// instead, and the app's short name, which is the owner's by default.
func (c *Config) checkOwner(ps *problems, resume bool) {
	if !resume {
		requireString(ps, "owner.name", c.Owner.Name,
			"the name shown on the home screen and in page titles, or write a résumé (resume.json) with your name")
	}
	if n := len([]rune(c.ShortName)); n > maxShortName {
		ps.add("shortName", "home screens cut a longer label; use a first name or initials",
			"`shortName` has %d characters, more than %d", n, maxShortName)
	}
	if !resume || c.Owner.Photo != "" {
		checkFile(ps, "owner.photo", c.Owner.Photo, "a portrait shown on the About screen")
	}
}

func (c *Config) checkWallpapers(ps *problems) {
	if len(c.Wallpapers) == 0 {
		ps.missing("wallpapers", "list at least one wallpaper: {id, name, image}")
	}
	seen := map[string]bool{}
	for i, w := range c.Wallpapers {
		p := fmt.Sprintf("wallpapers[%d]", i)
		checkID(ps, p+".id", w.ID, seen, "wallpaper")
		checkText(ps, p+".name", w.Name, c.Languages)
		checkFile(ps, p+".image", w.Image, "a landscape JPEG or PNG, at least 1920 px wide")
		if w.Dark != "" {
			checkFile(ps, p+".dark", w.Dark, "")
		}
	}
}

// checkDocuments checks the Documents screen's list: each document is a
// PDF of the owner's (file) or the résumé's in one of the site's languages
// (resume), which a site with a résumé has.
func (c *Config) checkDocuments(ps *problems, resume bool) {
	seen := map[string]bool{}
	for i, d := range c.Documents {
		p := fmt.Sprintf("documents[%d]", i)
		checkID(ps, p+".id", d.ID, seen, "document")
		checkText(ps, p+".label", d.Label, c.Languages)
		switch {
		case d.Resume == "":
			checkFile(ps, p+".file", d.File, fmt.Sprintf("a PDF inside the content folder, such as "+
				"documents/letter.pdf, or `resume: %s` for the résumé's PDF", cmp.Or(c.DefaultLanguage(), "en")))
		case d.File != "":
			ps.add(p+".resume", "keep `file` for a PDF of your own, or `resume` for the résumé's, "+
				"which portgen makes", "`resume` and `file` both name the document's PDF")
		case !resume:
			ps.add(p+".resume", "add a résumé to the content folder, resume.json in JSON Resume's format, "+
				"or give the document a `file`", "`resume` names the résumé's PDF, and the site has no résumé")
		default:
			c.checkResumeLanguage(ps, p+".resume", d.Resume)
		}
	}
}

// checkResumeLanguage checks the language of a document that is the
// résumé's PDF (at p). A language the site does not list, and that is no
// misspelling of one, waits as its texts do: the document is left out.
func (c *Config) checkResumeLanguage(ps *problems, p, lang string) {
	_, misspelt := diag.Closest(lang, c.Languages)
	switch {
	case slices.Contains(c.Languages, lang):
	case !langCode.MatchString(lang):
		ps.add(p, diag.DidYouMean(lang, c.Languages), "%q is not a language code", lang)
	case misspelt:
		ps.add(p, diag.DidYouMean(lang, c.Languages), "`resume` is %q, not one of the site's languages", lang)
	default:
		ps.waits(lang, p)
	}
}

func (c *Config) checkTracks(ps *problems) {
	seen := map[string]bool{}
	for i, t := range c.Tracks {
		p := fmt.Sprintf("tracks[%d]", i)
		checkID(ps, p+".id", t.ID, seen, "track")
		checkText(ps, p+".title", t.Title, c.Languages)
		checkFile(ps, p+".file", t.File,
			"an MP3 (or AAC, Ogg, Opus) file inside the content folder, such as media/music/song.mp3")
	}
}

// weatherProviderHint names the weather providers.
const weatherProviderHint = "write open-meteo (needs no key) or visual-crossing " +
	"(reads its key from PORTGEN_WEATHER_KEY at build time), or leave it out"

func (w *Weather) validate(ps *problems) {
	switch w.Provider {
	case OpenMeteo, VisualCrossing:
	case "":
		ps.list = append(ps.list, Problem{
			File:      ps.file,
			Path:      "weather.provider",
			IfPresent: "`weather.provider` is empty",
			Hint:      weatherProviderHint,
		})
	default:
		ps.add("weather.provider", weatherProviderHint,
			"weather provider %q is not open-meteo or visual-crossing", w.Provider)
	}
	checkWebURL(ps, "weather.geocodingURL", &w.GeocodingURL, false)
	checkWebURL(ps, "weather.forecastURL", &w.ForecastURL, false)
	checkWebURL(ps, "weather.endpoint", &w.Endpoint, false)
	if u := w.UnitGroup; u != "" && !slices.Contains(unitGroups, u) {
		ps.add("weather.unitGroup", "us gives Fahrenheit (converted to °C on screen), metric gives Celsius",
			"unit group %q is not us or metric", u)
	}
}

func (r *Repositories) validate(ps *problems) {
	if r.MaxAge == "" {
		return
	}
	if d, err := time.ParseDuration(r.MaxAge); err != nil || d <= 0 {
		ps.add("repositories.maxAge", "write a duration such as 30m, 1h or 24h",
			"`repositories.maxAge` %q is not a duration", r.MaxAge)
	}
}
