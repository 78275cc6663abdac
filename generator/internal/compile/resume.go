package compile

import (
	"github.com/portgen/portgen/generator/internal/content"
)

// Resume is one language's résumé as the theme's résumé screen reads it,
// in the JSON Resume 1.0 shape (jsonresume.org): the default language's
// file with that language's translation over it, the photo as an Image,
// each profile with its icon. Empty values and empty sections are left
// out; dates are as the owner wrote them; URLs are absolute http(s).
// References are left out unless the résumé's meta asks for them.
type Resume struct {
	Basics ResumeBasics `json:"basics"`
	content.Resume
}

// ResumeBasics are the résumé's basics, ready to show.
type ResumeBasics struct {
	Name     string            `json:"name"`
	Label    string            `json:"label,omitempty"`
	Image    *Image            `json:"image,omitempty"`
	Email    string            `json:"email,omitempty"`
	Phone    string            `json:"phone,omitempty"`
	URL      string            `json:"url,omitempty"`
	Summary  string            `json:"summary,omitempty"`
	Location *content.Location `json:"location,omitempty"`
	Profiles []Profile         `json:"profiles,omitempty"`
}

// ResumeIn builds the résumé in lang, or returns nil when the site has none.
func ResumeIn(s *content.Site, lang string, files content.Assets) *Resume {
	r := s.ResumeIn(lang)
	if r == nil {
		return nil
	}
	b := r.Basics
	out := &Resume{Resume: *r, Basics: ResumeBasics{
		Name: b.Name, Label: b.Label, Email: b.Email, Phone: b.Phone, URL: b.URL, Summary: b.Summary,
		Profiles: profiles(b.Profiles),
	}}
	if len(out.Basics.Profiles) == 0 {
		out.Basics.Profiles = nil
	}
	if b.Location != (content.Location{}) {
		out.Basics.Location = &b.Location
	}
	if b.Image != "" {
		img := image(files, b.Image)
		out.Basics.Image = &img
	}
	if !r.Meta.Portgen.ShowReferences {
		out.References = nil
	}
	return out
}
