package content

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
