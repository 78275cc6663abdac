package content

import (
	"cmp"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// Resume is the owner's résumé in the JSON Resume 1.0 schema
// (jsonresume.org): content/resume.json or resume.yaml, or one of its
// translations, resume.<lang>.json or .yaml. The field names are the
// schema's, so that a file written for other JSON Resume tools loads as it
// is. An empty string is a value left out, as those tools read it. The
// JSON names of the entries are the schema's too: compile writes them as
// they are for the theme (compile.Resume), in the same JSON Resume shape.
type Resume struct {
	File string `yaml:"-" json:"-"` // relative to the content folder
	Lang string `yaml:"-" json:"-"` // the translation's language; "" for the résumé itself

	Schema       string        `yaml:"$schema" json:"-"`
	Basics       Basics        `yaml:"basics" json:"-"`
	Work         []Work        `yaml:"work" json:"work,omitempty"`
	Volunteer    []Volunteer   `yaml:"volunteer" json:"volunteer,omitempty"`
	Education    []Education   `yaml:"education" json:"education,omitempty"`
	Awards       []Award       `yaml:"awards" json:"awards,omitempty"`
	Certificates []Certificate `yaml:"certificates" json:"certificates,omitempty"`
	Publications []Publication `yaml:"publications" json:"publications,omitempty"`
	Skills       []Skill       `yaml:"skills" json:"skills,omitempty"`
	Languages    []Fluency     `yaml:"languages" json:"languages,omitempty"`
	Interests    []Interest    `yaml:"interests" json:"interests,omitempty"`
	References   []Reference   `yaml:"references" json:"references,omitempty"`
	Projects     []Venture     `yaml:"projects" json:"projects,omitempty"`
	Meta         Meta          `yaml:"meta" json:"-"`
}

// Basics is who the résumé is about.
type Basics struct {
	Name     string    `yaml:"name"`
	Label    string    `yaml:"label"`
	Image    File      `yaml:"image"` // a photo inside the content folder
	Email    string    `yaml:"email"`
	Phone    string    `yaml:"phone"`
	URL      string    `yaml:"url"`
	Summary  string    `yaml:"summary"`
	Location Location  `yaml:"location"`
	Profiles []Profile `yaml:"profiles"`
}

// Location is where the owner lives, as they write it.
type Location struct {
	Address     string `yaml:"address" json:"address,omitempty"`
	PostalCode  string `yaml:"postalCode" json:"postalCode,omitempty"`
	City        string `yaml:"city" json:"city,omitempty"`
	CountryCode string `yaml:"countryCode" json:"countryCode,omitempty"`
	Region      string `yaml:"region" json:"region,omitempty"`
}

// Profile is an account on a network: GitHub, LinkedIn, Mastodon…
type Profile struct {
	Network  string `yaml:"network"`
	Username string `yaml:"username"`
	URL      string `yaml:"url"`
}

// Work is a job.
type Work struct {
	Name        string   `yaml:"name" json:"name,omitempty"` // the organisation
	Location    string   `yaml:"location" json:"location,omitempty"`
	Description string   `yaml:"description" json:"description,omitempty"`
	Position    string   `yaml:"position" json:"position,omitempty"`
	URL         string   `yaml:"url" json:"url,omitempty"`
	StartDate   Date     `yaml:"startDate" json:"startDate,omitempty"`
	EndDate     Date     `yaml:"endDate" json:"endDate,omitempty"`
	Summary     string   `yaml:"summary" json:"summary,omitempty"`
	Highlights  []string `yaml:"highlights" json:"highlights,omitempty"`
}

// Volunteer is unpaid work.
type Volunteer struct {
	Organization string   `yaml:"organization" json:"organization,omitempty"`
	Position     string   `yaml:"position" json:"position,omitempty"`
	URL          string   `yaml:"url" json:"url,omitempty"`
	StartDate    Date     `yaml:"startDate" json:"startDate,omitempty"`
	EndDate      Date     `yaml:"endDate" json:"endDate,omitempty"`
	Summary      string   `yaml:"summary" json:"summary,omitempty"`
	Highlights   []string `yaml:"highlights" json:"highlights,omitempty"`
}

// Education is a school or a course.
type Education struct {
	Institution string   `yaml:"institution" json:"institution,omitempty"`
	URL         string   `yaml:"url" json:"url,omitempty"`
	Area        string   `yaml:"area" json:"area,omitempty"`
	StudyType   string   `yaml:"studyType" json:"studyType,omitempty"`
	StartDate   Date     `yaml:"startDate" json:"startDate,omitempty"`
	EndDate     Date     `yaml:"endDate" json:"endDate,omitempty"`
	Score       string   `yaml:"score" json:"score,omitempty"`
	Courses     []string `yaml:"courses" json:"courses,omitempty"`
}

// Award is a prize.
type Award struct {
	Title   string `yaml:"title" json:"title,omitempty"`
	Date    Date   `yaml:"date" json:"date,omitempty"`
	Awarder string `yaml:"awarder" json:"awarder,omitempty"`
	Summary string `yaml:"summary" json:"summary,omitempty"`
}

// Certificate is a certification.
type Certificate struct {
	Name   string `yaml:"name" json:"name,omitempty"`
	Date   Date   `yaml:"date" json:"date,omitempty"`
	URL    string `yaml:"url" json:"url,omitempty"`
	Issuer string `yaml:"issuer" json:"issuer,omitempty"`
}

// Publication is an article, a book or a talk.
type Publication struct {
	Name        string `yaml:"name" json:"name,omitempty"`
	Publisher   string `yaml:"publisher" json:"publisher,omitempty"`
	ReleaseDate Date   `yaml:"releaseDate" json:"releaseDate,omitempty"`
	URL         string `yaml:"url" json:"url,omitempty"`
	Summary     string `yaml:"summary" json:"summary,omitempty"`
}

// Skill is a field of skill and its keywords.
type Skill struct {
	Name     string   `yaml:"name" json:"name,omitempty"`
	Level    string   `yaml:"level" json:"level,omitempty"`
	Keywords []string `yaml:"keywords" json:"keywords,omitempty"`
}

// Fluency is a spoken language.
type Fluency struct {
	Language string `yaml:"language" json:"language,omitempty"`
	Fluency  string `yaml:"fluency" json:"fluency,omitempty"`
}

// Interest is a pastime.
type Interest struct {
	Name     string   `yaml:"name" json:"name,omitempty"`
	Keywords []string `yaml:"keywords" json:"keywords,omitempty"`
}

// Reference is a recommendation, shown only when Meta.Portgen asks for it.
type Reference struct {
	Name      string `yaml:"name" json:"name,omitempty"`
	Reference string `yaml:"reference" json:"reference,omitempty"`
}

// Venture is a project of the résumé (its "projects" section), not one of
// the site's project files.
type Venture struct {
	Name        string   `yaml:"name" json:"name,omitempty"`
	Description string   `yaml:"description" json:"description,omitempty"`
	Highlights  []string `yaml:"highlights" json:"highlights,omitempty"`
	Keywords    []string `yaml:"keywords" json:"keywords,omitempty"`
	StartDate   Date     `yaml:"startDate" json:"startDate,omitempty"`
	EndDate     Date     `yaml:"endDate" json:"endDate,omitempty"`
	URL         string   `yaml:"url" json:"url,omitempty"`
	Roles       []string `yaml:"roles" json:"roles,omitempty"`
	Entity      string   `yaml:"entity" json:"entity,omitempty"`
	Type        string   `yaml:"type" json:"type,omitempty"`
}

// Meta is the résumé's metadata. Other tools keep their own settings in it
// (a theme's name, say), which portgen accepts and ignores; its own are under
// `portgen`.
type Meta struct {
	Canonical    Scalar      `yaml:"canonical"`
	Version      Scalar      `yaml:"version"`
	LastModified Scalar      `yaml:"lastModified"`
	Portgen      PortgenMeta `yaml:"portgen"`
}

// OpenFields marks Meta for the loader: fields it does not know are accepted.
func (Meta) OpenFields() {}

// PortgenMeta holds portgen's own settings of a résumé.
type PortgenMeta struct {
	// ShowReferences puts the references on the résumé page; they are left
	// out by default, since a reference rarely wants to be on the web.
	ShowReferences bool `yaml:"showReferences"`
	// Paper is the page size of the résumé's PDFs: "a4" (or left out) or
	// "letter".
	Paper string `yaml:"paper"`
}

// The page sizes of the résumé's PDFs (PortgenMeta.Paper).
const (
	PaperA4     = "a4"
	PaperLetter = "letter"
)

// PaperSize is the page size the résumé's PDFs are made in.
func (m PortgenMeta) PaperSize() string {
	if m.Paper == "" {
		return PaperA4
	}
	return m.Paper
}

// Date is a JSON Resume date: YYYY, YYYY-MM or YYYY-MM-DD.
type Date string

// Scalar is a value written as any scalar (text, a number, a date) and read
// as its text: what JSON Resume's producers write in meta varies.
type Scalar string

// ScalarText marks the types that read any scalar as text.
func (Date) ScalarText()   {}
func (Scalar) ScalarText() {}

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

// The owner as the About screen and the pages show them: what site.yaml
// sets, else what the résumé says.

// OwnerName is site.yaml's owner.name, else the résumé's basics.name.
func (s *Site) OwnerName() string {
	if s.Resume == nil {
		return s.Config.Owner.Name
	}
	return cmp.Or(s.Config.Owner.Name, s.Resume.Basics.Name)
}

// OwnerPhoto is site.yaml's owner.photo, else the résumé's basics.image.
func (s *Site) OwnerPhoto() File {
	if s.Resume == nil || s.Config.Owner.Photo != "" {
		return s.Config.Owner.Photo
	}
	return s.Resume.Basics.Image
}

// SkillList is site.yaml's skills, else the résumé's: the keywords of each
// skill ("React", "PostgreSQL"), which read better as chips than the fields
// they are grouped in ("Web development"), or the skill's name when it has
// none. Each is listed once.
func (s *Site) SkillList() []string {
	if len(s.Config.Skills) > 0 || s.Resume == nil {
		return s.Config.Skills
	}
	var out []string
	for _, sk := range s.Resume.Skills {
		words := sk.Keywords
		if len(words) == 0 {
			words = []string{sk.Name}
		}
		for _, w := range words {
			if w = strings.TrimSpace(w); w != "" && !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// SocialLinks are the résumé's profiles and email, each of site.yaml's
// social links replacing the résumé's of its kind: social.github the
// résumé's GitHub profile, social.email its email.
func (s *Site) SocialLinks() (profiles []Profile, email string) {
	c := s.Config.Social
	if c.LinkedIn != "" {
		profiles = append(profiles, Profile{Network: "LinkedIn", URL: c.LinkedIn})
	}
	if c.GitHub != "" {
		profiles = append(profiles, Profile{Network: "GitHub", URL: c.GitHub})
	}
	if s.Resume == nil {
		return profiles, c.Email
	}
	for _, p := range s.Resume.Basics.Profiles {
		kind := NetworkKind(p.Network, p.URL)
		if (kind == "linkedin" && c.LinkedIn != "") || (kind == "github" && c.GitHub != "") {
			continue
		}
		if p.URL = ProfileURL(p); p.URL != "" {
			profiles = append(profiles, p)
		}
	}
	return profiles, cmp.Or(c.Email, s.Resume.Basics.Email)
}

// ProfileURL is a profile's URL, or the one its network gives its username
// when the owner wrote only the username.
func ProfileURL(p Profile) string {
	if p.URL != "" || p.Username == "" {
		return p.URL
	}
	user := url.PathEscape(strings.TrimPrefix(p.Username, "@"))
	switch NetworkKind(p.Network, "") {
	case "github":
		return "https://github.com/" + user
	case "gitlab":
		return "https://gitlab.com/" + user
	case "x":
		return "https://x.com/" + user
	case "linkedin":
		return "https://www.linkedin.com/in/" + user
	case "youtube":
		return "https://www.youtube.com/@" + user
	case "mastodon":
		// @name@host
		if name, host, ok := strings.Cut(strings.TrimPrefix(p.Username, "@"), "@"); ok && name != "" &&
			hostName.MatchString(host) {
			return "https://" + host + "/@" + url.PathEscape(name)
		}
	}
	return ""
}

var hostName = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$`)

// profileDomains are the sites whose profiles have an icon of their own,
// by domain.
var profileDomains = map[string]string{
	"github.com":        "github",
	"linkedin.com":      "linkedin",
	"gitlab.com":        "gitlab",
	"stackoverflow.com": "stackoverflow",
	"youtube.com":       "youtube",
	"youtu.be":          "youtube",
	"x.com":             "x",
	"twitter.com":       "x",
	"mastodon.social":   "mastodon",
}

// NetworkKind names the icon of a profile: its network, from the name the
// owner gave it or else from its URL's host; "link" for any other.
func NetworkKind(network, rawURL string) string {
	key := strings.NewReplacer(" ", "", "-", "", ".", "", "_", "").Replace(strings.ToLower(network))
	switch key {
	case "github", "linkedin", "mastodon", "gitlab", "stackoverflow", "youtube":
		return key
	case "x", "twitter", "xtwitter", "twitterx":
		return "x"
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return "link"
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	for domain, kind := range profileDomains {
		if host == domain || strings.HasSuffix(host, "."+domain) {
			return kind
		}
	}
	return "link"
}
