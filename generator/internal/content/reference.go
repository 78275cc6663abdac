package content

// The content reference as data: each field of a content file, whether it
// is required, and what it is, in the words of docs/content.md, with the
// values the validators accept. The JSON Schemas an owner's editor reads
// are made from it (package schema), and a test holds docs/content.md's
// tables to it, so that the editor and the reference say the same.

// Field is one field of a content file.
type Field struct {
	// Path names the field as the reference does: a struct's fields joined
	// with dots, a list's items as name[] (`wallpapers[].id`).
	Path string
	Need Need
	Doc  string // the reference's words, in Markdown
	// Enum lists the values the field takes, when it takes a few.
	Enum []string
	// Pattern is the regular expression a value, or each item of a list,
	// matches: the validator's own.
	Pattern string
	// Min is the least number of items of a list, the least value of a
	// number; Max is the most characters of a text. 0 sets no bound.
	Min, Max int
	Examples []any
}

// Need says whether a field must be written.
type Need int

// The needs of the reference's Required column.
const (
	No Need = iota
	Yes
	// YesUnlessFetched is required, unless the site reads repositories
	// and the project has one: a rule across files.
	YesUnlessFetched
	// WithoutResume is required of a site without a résumé: a rule across
	// files.
	WithoutResume
	// ResumeOnly is required in the résumé but not in its translations.
	ResumeOnly
	// YesUnlessResume is a document's file, which `resume` replaces.
	YesUnlessResume
)

// String is the need as the reference's Required column writes it.
func (n Need) String() string {
	switch n {
	case Yes, YesUnlessFetched:
		return "yes"
	case WithoutResume:
		return "without a résumé"
	case YesUnlessResume:
		return "unless `resume`"
	}
	return "no"
}

// Always reports whether a file can be checked for the field on its own:
// a field required only by a rule across files is not.
func (n Need) Always() bool { return n == Yes }

// maxShortName is the most characters of site.yaml's shortName.
const maxShortName = 12

// Values of site.yaml and the résumé that take one of a few.
var (
	weatherProviders = []string{OpenMeteo, VisualCrossing}
	unitGroups       = []string{"us", "metric"}
	papers           = []string{PaperA4, PaperLetter}
)

// SiteFields are the fields of site.yaml.
var SiteFields = []Field{
	{Path: "baseURL", Need: Yes, Examples: []any{"https://you.github.io/", "https://example.com/portfolio/"},
		Doc: "the address `dist/` will be served from, such as `https://you.github.io/` or " +
			"`https://example.com/portfolio/`; `portgen build --base-url` overrides it"},
	{Path: "name", Need: No,
		Doc: "the installed app's name; the owner's name by default"},
	{Path: "shortName", Need: No, Max: maxShortName,
		Doc: "the label under the app's icon, 12 characters at most; the owner's name by default, or " +
			"its first word when the name is longer"},
	{Path: "icon", Need: Yes,
		Doc: "a PNG, JPEG, GIF or WebP image (not an SVG), square and 512×512 or larger: the favicon " +
			"and the app's icons"},
	{Path: "colors.accent", Need: No, Examples: []any{"#2563eb"},
		Doc: "`\"#rrggbb\"` or `\"#rgb\"`: links, highlights and each screen's main button; it must reach " +
			"a contrast of 4.5:1 on the theme's panels"},
	{Path: "colors.accentDark", Need: No,
		Doc: "the accent of the dark scheme, which then takes it over; only with `colors.accent`"},
	{Path: "colors.background", Need: No,
		Doc: "shown behind the wallpaper while it loads, in the browser's toolbar and on the app's " +
			"splash screen and icons; the home screen's text must read on it"},
	{Path: "appearance", Need: No, Enum: appearances,
		Doc: "`auto` (the default: the visitor's system, or their choice in Settings), `light` or " +
			"`dark`"},
	{Path: "languages", Need: Yes, Pattern: langCode.String(), Min: 1, Examples: []any{[]string{"en", "pt", "fr"}},
		Doc: "the site's languages, two- or three-letter ISO 639 codes in lower case, the default " +
			"first: `[en, pt, fr]`"},
	{Path: "languageRedirect", Need: No,
		Doc: "`false` keeps every visitor on the page they arrive at; by default a visitor at a page " +
			"of the default language goes to their own language's"},
	{Path: "owner.name", Need: WithoutResume,
		Doc: "your name: the home screen, page titles, About; replaces the résumé's"},
	{Path: "owner.photo", Need: WithoutResume,
		Doc: "a portrait shown on About (an image file); replaces the résumé's `basics.image`"},
	{Path: "skills", Need: No,
		Doc: "a list of names shown as chips on About; replaces the résumé's"},
	{Path: "social.linkedin", Need: No,
		Doc: "your LinkedIn URL; replaces the résumé's LinkedIn profile"},
	{Path: "social.github", Need: No,
		Doc: "your GitHub URL; replaces the résumé's GitHub profile"},
	{Path: "social.email", Need: No,
		Doc: "a bare email address (no `?subject=`); replaces the résumé's"},
	{Path: "wallpapers", Need: Yes, Min: 1,
		Doc: "the backgrounds offered in Settings, at least one; the first is the default"},
	{Path: "wallpapers[].id", Need: Yes, Pattern: identifier.String(), Examples: []any{"mountains"},
		Doc: "a short name: lower-case letters, digits and hyphens, unique"},
	{Path: "wallpapers[].name", Need: Yes,
		Doc: "*text*: its name in Settings"},
	{Path: "wallpapers[].image", Need: Yes,
		Doc: "an image; a landscape one 1920 px wide or more looks best"},
	{Path: "wallpapers[].dark", Need: No,
		Doc: "an image shown instead in the dark scheme"},
	{Path: "documents", Need: No,
		Doc: "the PDFs of the Documents screen, in order; each opens in a new tab"},
	{Path: "documents[].id", Need: Yes, Pattern: identifier.String(), Examples: []any{"resume-en"},
		Doc: "a short name, unique"},
	{Path: "documents[].label", Need: Yes,
		Doc: "*text*: the button's label"},
	{Path: "documents[].file", Need: YesUnlessResume,
		Doc: "a PDF named `.pdf`"},
	{Path: "documents[].resume", Need: No, Pattern: langCode.String(), Examples: []any{"en", "pt"},
		Doc: "instead of `file`: the [résumé](#the-résumé)'s PDF in this language, one of `languages`, " +
			"which portgen makes from the résumé"},
	{Path: "tracks", Need: No,
		Doc: "the music player's tracks, in order"},
	{Path: "tracks[].id", Need: Yes, Pattern: identifier.String(),
		Doc: "a short name, unique"},
	{Path: "tracks[].title", Need: Yes,
		Doc: "*text*: the track's title"},
	{Path: "tracks[].file", Need: Yes,
		Doc: "an audio file (MP3 plays in every browser)"},
	{Path: "cards", Need: No,
		Doc: "`false` turns off the drawn [link-preview cards](guide.md#link-previews): pages then " +
			"show your photo, and projects their first screenshot, as before; a project's own `card:`" +
			" still counts"},
	{Path: "repositories.fetch", Need: No,
		Doc: "`true` reads each project's repository facts (stars, language, licence, topics, last " +
			"push, archived) from GitHub, GitLab or Codeberg when the site is built: see " +
			"[repositories](#repositories); without it a build makes no network request"},
	{Path: "repositories.maxAge", Need: No, Examples: []any{"30m", "1h", "24h"},
		Doc: "how long a fetched answer is used before the forge is asked again, a duration such as " +
			"`30m`, `1h` (the default) or `24h`"},
	{Path: "weather", Need: No,
		Doc: "the weather tool: see [weather](#weather)"},
	{Path: "weather.provider", Need: No, Enum: weatherProviders,
		Doc: "`open-meteo` or `visual-crossing`; see below"},
	{Path: "weather.geocodingURL", Need: No,
		Doc: "Open-Meteo's geocoding API, `https://geocoding-api.open-meteo.com/v1/search` by default"},
	{Path: "weather.forecastURL", Need: No,
		Doc: "Open-Meteo's forecast API, `https://api.open-meteo.com/v1/forecast` by default"},
	{Path: "weather.endpoint", Need: No,
		Doc: "Visual Crossing's Timeline API, " +
			"`https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services` by default"},
	{Path: "weather.unitGroup", Need: No, Enum: unitGroups,
		Doc: "Visual Crossing's units: `us` (Fahrenheit, shown converted to °C; the default) or " +
			"`metric`"},
}

// ProjectFields are the fields of a project file.
var ProjectFields = []Field{
	{Path: "id", Need: Yes, Min: 1, Examples: []any{11},
		Doc: "a positive whole number, unique across projects; the list is in its order"},
	{Path: "icon", Need: Yes,
		Doc: "a small square image for the project's card; an SVG of 4 KB or less is written into the " +
			"data rather than fetched"},
	{Path: "title", Need: Yes,
		Doc: "*text*: the project's name"},
	{Path: "content", Need: YesUnlessFetched,
		Doc: "one or more paragraphs in light markup (below), or one list per language: `{en: [...], " +
			"pt: [...]}`; may be left out when the site reads [repositories](#repositories), whose " +
			"description then stands in"},
	{Path: "tech", Need: Yes, Min: 1, Examples: []any{[]string{"React", "TypeScript", "Vite"}},
		Doc: "the technologies, a list of names"},
	{Path: "links", Need: Yes,
		Doc: "the project's links, shown as buttons: `live` and `source`, and `backend` when it has one"},
	{Path: "links.live", Need: Yes, Examples: []any{"https://you.github.io/weather-app/"},
		Doc: "the live site or a demo"},
	{Path: "links.source", Need: Yes, Examples: []any{"https://github.com/you/weather-app"},
		Doc: "the source repository"},
	{Path: "links.backend", Need: No,
		Doc: "the backend's repository"},
	{Path: "images", Need: Yes, Min: 1,
		Doc: "one or more screenshots; the carousel starts with the first, and the project's page and " +
			"link preview show it"},
	{Path: "repository", Need: No,
		Doc: "the repository whose [facts](#repositories) the project shows, when it is not " +
			"`links.source`'s: `https://github.com/owner/name`, a GitLab or Codeberg one; `false` " +
			"shows none"},
	{Path: "card", Need: No,
		Doc: "an image of your own for the project's [link preview](guide.md#link-previews), instead " +
			"of the drawn card: a PNG, JPEG, GIF or WebP (not an SVG), scaled to fill 1200×630 and " +
			"cropped around its centre, so 1200×630 or larger, with what matters in the middle"},
}

// PostFields are a post's front matter, as the reference's table says
// them. No schema is made of them: the YAML language server reads no
// front matter in a Markdown file (redhat-developer/vscode-yaml#207), so
// an editor would never apply it.
var PostFields = []Field{
	{Path: "title", Need: Yes, Examples: []any{"Hello, world"},
		Doc: "the post's title, as text: shown as written, never as markup"},
	{Path: "date", Need: Yes, Pattern: dayForm.String(), Examples: []any{"2026-01-10"},
		Doc: "the day it is published, `YYYY-MM-DD`; a post dated after the day of the build is left out " +
			"of it until that day"},
	{Path: "updated", Need: No, Pattern: dayForm.String(), Examples: []any{"2026-01-12"},
		Doc: "the day of its last change, written as `date` is, on or after it"},
	{Path: "summary", Need: No,
		Doc: "a sentence or two for the list of posts, the feed and link previews, as text"},
	{Path: "tags", Need: No, Examples: []any{[]string{"Go", "testing"}},
		Doc: "a list of names, the same in every language: set in the post's first version only"},
	{Path: "draft", Need: No,
		Doc: "`true` keeps the post out of a build, but checked, and shows it in `portgen serve`"},
	{Path: "cover", Need: No,
		Doc: "an image, from the post's own folder (`../media/cover.jpg`): the post's link-preview card " +
			"and list thumbnail, so a PNG, JPEG, GIF or WebP (not an SVG), 1200×630 or larger"},
}

// ResumeFields are the fields of the résumé that portgen reads, the JSON
// Resume 1.0 schema's.
var ResumeFields = []Field{
	{Path: "$schema", Need: No,
		Doc: "the address of the schema the file follows; portgen accepts any and reads the file as " +
			"JSON Resume 1.0"},
	{Path: "basics", Need: No,
		Doc: "who the résumé is about"},
	{Path: "basics.name", Need: ResumeOnly,
		Doc: "your name: the home screen, page titles, About (required in the résumé, not in a " +
			"translation)"},
	{Path: "basics.label", Need: No, Examples: []any{"Web developer"},
		Doc: "what you do, in a few words, shown under your name"},
	{Path: "basics.image", Need: No,
		Doc: "a photo of you: an image file in `content/` (a URL is not shown, with a warning)"},
	{Path: "basics.email", Need: No,
		Doc: "a bare email address"},
	{Path: "basics.phone", Need: No,
		Doc: "a phone number, as you want it shown"},
	{Path: "basics.url", Need: No,
		Doc: "your own website's URL"},
	{Path: "basics.summary", Need: No,
		Doc: "a few sentences about you"},
	{Path: "basics.location", Need: No,
		Doc: "where you live, as you write it"},
	{Path: "basics.location.address", Need: No,
		Doc: "the street address"},
	{Path: "basics.location.postalCode", Need: No,
		Doc: "the postal code"},
	{Path: "basics.location.city", Need: No,
		Doc: "the city"},
	{Path: "basics.location.countryCode", Need: No, Examples: []any{"PT"},
		Doc: "the country's ISO 3166-1 code, such as `PT` or `US`"},
	{Path: "basics.location.region", Need: No,
		Doc: "the region, state or province"},
	{Path: "basics.profiles", Need: No,
		Doc: "your accounts on other networks"},
	{Path: "basics.profiles[].network", Need: No, Examples: []any{"GitHub", "LinkedIn", "Mastodon"},
		Doc: "the network's name: GitHub, GitLab, LinkedIn, X, YouTube, Mastodon…"},
	{Path: "basics.profiles[].username", Need: No,
		Doc: "your name there; on Mastodon `@name@server`"},
	{Path: "basics.profiles[].url", Need: No,
		Doc: "your profile's URL; made from `username` on GitHub, GitLab, LinkedIn, X, YouTube and " +
			"Mastodon"},
	{Path: "work", Need: No,
		Doc: "your jobs"},
	{Path: "work[].name", Need: No,
		Doc: "the organisation's name"},
	{Path: "work[].location", Need: No,
		Doc: "where the job is"},
	{Path: "work[].description", Need: No,
		Doc: "what the organisation does"},
	{Path: "work[].position", Need: No,
		Doc: "your position"},
	{Path: "work[].url", Need: No,
		Doc: "the organisation's website"},
	{Path: "work[].startDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it began: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"},
	{Path: "work[].endDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it ended, written as `startDate` is; leave it out for \"present\""},
	{Path: "work[].summary", Need: No,
		Doc: "what you did there"},
	{Path: "work[].highlights", Need: No,
		Doc: "your achievements, a list of short texts"},
	{Path: "volunteer", Need: No,
		Doc: "your unpaid work"},
	{Path: "volunteer[].organization", Need: No,
		Doc: "the organisation's name"},
	{Path: "volunteer[].position", Need: No,
		Doc: "your role"},
	{Path: "volunteer[].url", Need: No,
		Doc: "the organisation's website"},
	{Path: "volunteer[].startDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it began: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"},
	{Path: "volunteer[].endDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it ended, written as `startDate` is; leave it out for \"present\""},
	{Path: "volunteer[].summary", Need: No,
		Doc: "what you did there"},
	{Path: "volunteer[].highlights", Need: No,
		Doc: "your achievements, a list of short texts"},
	{Path: "education", Need: No,
		Doc: "your schools and courses"},
	{Path: "education[].institution", Need: No,
		Doc: "the school or university"},
	{Path: "education[].url", Need: No,
		Doc: "its website"},
	{Path: "education[].area", Need: No, Examples: []any{"Computer Science"},
		Doc: "the field of study"},
	{Path: "education[].studyType", Need: No, Examples: []any{"Bachelor"},
		Doc: "the degree or kind of study"},
	{Path: "education[].startDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it began: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"},
	{Path: "education[].endDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it ended, written as `startDate` is; leave it out for \"present\""},
	{Path: "education[].score", Need: No,
		Doc: "your grade (JSON Resume's name for what some call `gpa`)"},
	{Path: "education[].courses", Need: No,
		Doc: "the courses you took, a list of names"},
	{Path: "awards", Need: No,
		Doc: "your prizes"},
	{Path: "awards[].title", Need: No,
		Doc: "the prize's name"},
	{Path: "awards[].date", Need: No, Examples: []any{"2024-03"},
		Doc: "when you received it: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"},
	{Path: "awards[].awarder", Need: No,
		Doc: "who gave it"},
	{Path: "awards[].summary", Need: No,
		Doc: "what it was for"},
	{Path: "certificates", Need: No,
		Doc: "your certifications"},
	{Path: "certificates[].name", Need: No,
		Doc: "the certificate's name"},
	{Path: "certificates[].date", Need: No, Examples: []any{"2024-03"},
		Doc: "when you received it: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"},
	{Path: "certificates[].url", Need: No,
		Doc: "where it can be checked"},
	{Path: "certificates[].issuer", Need: No,
		Doc: "who issued it"},
	{Path: "publications", Need: No,
		Doc: "your articles, books and talks"},
	{Path: "publications[].name", Need: No,
		Doc: "the title"},
	{Path: "publications[].publisher", Need: No,
		Doc: "where it was published"},
	{Path: "publications[].releaseDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it came out: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"},
	{Path: "publications[].url", Need: No,
		Doc: "where to read it"},
	{Path: "publications[].summary", Need: No,
		Doc: "what it is about"},
	{Path: "skills", Need: No,
		Doc: "your fields of skill"},
	{Path: "skills[].name", Need: No, Examples: []any{"Web development"},
		Doc: "the field"},
	{Path: "skills[].level", Need: No, Examples: []any{"Advanced"},
		Doc: "how well you know it"},
	{Path: "skills[].keywords", Need: No,
		Doc: "its tools and techniques, a list of names"},
	{Path: "languages", Need: No,
		Doc: "the languages you speak"},
	{Path: "languages[].language", Need: No,
		Doc: "the language's name"},
	{Path: "languages[].fluency", Need: No, Examples: []any{"Native speaker"},
		Doc: "how well you speak it"},
	{Path: "interests", Need: No,
		Doc: "your pastimes"},
	{Path: "interests[].name", Need: No,
		Doc: "the interest's name"},
	{Path: "interests[].keywords", Need: No,
		Doc: "a list of words about it"},
	{Path: "references", Need: No,
		Doc: "recommendations: shown only with `meta.portgen.showReferences: true`"},
	{Path: "references[].name", Need: No,
		Doc: "who recommends you"},
	{Path: "references[].reference", Need: No,
		Doc: "what they say"},
	{Path: "projects", Need: No,
		Doc: "the projects of the résumé (not the site's project files)"},
	{Path: "projects[].name", Need: No,
		Doc: "the project's name"},
	{Path: "projects[].description", Need: No,
		Doc: "what it is"},
	{Path: "projects[].highlights", Need: No,
		Doc: "what stands out, a list of short texts"},
	{Path: "projects[].keywords", Need: No,
		Doc: "a list of words about it"},
	{Path: "projects[].startDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it began: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"},
	{Path: "projects[].endDate", Need: No, Examples: []any{"2024-03"},
		Doc: "when it ended, written as `startDate` is; leave it out for \"present\""},
	{Path: "projects[].url", Need: No,
		Doc: "its website"},
	{Path: "projects[].roles", Need: No,
		Doc: "your roles in it, a list of names"},
	{Path: "projects[].entity", Need: No,
		Doc: "the organisation it was for"},
	{Path: "projects[].type", Need: No, Examples: []any{"application"},
		Doc: "what kind of project it is"},
	{Path: "meta", Need: No,
		Doc: "the résumé's metadata; other tools' settings are accepted and ignored"},
	{Path: "meta.canonical", Need: No,
		Doc: "the address of the résumé's canonical copy"},
	{Path: "meta.version", Need: No,
		Doc: "the résumé's version"},
	{Path: "meta.lastModified", Need: No,
		Doc: "when the résumé last changed"},
	{Path: "meta.portgen", Need: No,
		Doc: "portgen's own settings of the résumé"},
	{Path: "meta.portgen.showReferences", Need: No,
		Doc: "`true` puts the references on the résumé page; they are left out by default"},
	{Path: "meta.portgen.paper", Need: No, Enum: papers,
		Doc: "the page size of the résumé's PDFs, `a4` (the default) or `letter`"},
}

// LocaleGroup is a group of locale keys: `weather.*` is Key "weather".
type LocaleGroup struct {
	Key          string
	Doc          string // where its strings show
	Placeholders string // the placeholders its strings use, as the reference lists them
}

// LocaleGroups are the groups of the locale files' keys.
var LocaleGroups = []LocaleGroup{
	{Key: "language",
		Doc: "the language's own name in the language menus (\"Português\")"},
	{Key: "pages", Placeholders: "`{{name}}` (the owner), `{{title}}` (a project's or a post's)",
		Doc: "each page's title and description: `home`, `apps`, `project` (title only), `about`, " +
			"`docs`, `resume`, `setting`, `notFound`, and on a site with posts `blog` and `post` (title only)"},
	{Key: "common",
		Doc: "loading, close, \"opens in a new tab\", the message without JavaScript, a screen that " +
			"crashed"},
	{Key: "menu",
		Doc: "the floating menu and its links"},
	{Key: "home", Placeholders: "`{{name}}`",
		Doc: "the home screen's welcome and clock"},
	{Key: "projects", Placeholders: "`{{count}}`",
		Doc: "the project list: search, results, technologies, link labels"},
	{Key: "carousel", Placeholders: "`{{index}}`, `{{total}}`, `{{title}}`",
		Doc: "the screenshots' carousel"},
	{Key: "about", Placeholders: "`{{name}}`, `{{network}}`",
		Doc: "About; `about.paragraph` is its text on a site without a résumé"},
	{Key: "docs",
		Doc: "the Documents screen"},
	{Key: "resume", Placeholders: "`{{studyType}}`, `{{area}}`, `{{score}}`",
		Doc: "the résumé page: section titles, print button, errors"},
	{Key: "settings",
		Doc: "Settings: language, wallpaper, appearance"},
	{Key: "notFound",
		Doc: "the page not found"},
	{Key: "tools",
		Doc: "the tools' shortcuts and window, a tool that fails"},
	{Key: "notes",
		Doc: "the notes editor and its toolbar"},
	{Key: "music", Placeholders: "`{{title}}`",
		Doc: "the music player"},
	{Key: "weather", Placeholders: "`{{place}}`, `{{count}}`, `{{value}}`",
		Doc: "the weather tool and its errors; `weather.conditions.*` names each WMO weather code"},
	{Key: "maths",
		Doc: "the maths tool"},
	{Key: "update",
		Doc: "the offer to reload when a new deploy is out"},
	{Key: "blog", Placeholders: "`{{name}}`, `{{title}}` (a heading's), `{{n}}` (a footnote's number), " +
		"`{{count}}` (minutes), `{{language}}` (a language's name)",
		Doc: "the posts: the blog's title, a post's reading time, the link back to every post, the feed's " +
			"title, the names of a heading's anchor, a task's box and a footnote's link back, the tag filter, " +
			"the code's Copy button, the Draft badge and the badge of a post in another language"},
}

// The validators' patterns of the values that are not one field's: a
// language code (a key of a text's map, too) and a résumé date.
var (
	LanguageCodePattern = langCode.String()
	DatePattern         = resumeDate.String()
)
