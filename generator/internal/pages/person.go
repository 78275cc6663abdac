package pages

import "github.com/portgen/portgen/generator/internal/content"

// Person is the owner as schema.org describes a person.
type Person struct {
	Name     string         `json:"name"`
	URL      string         `json:"url"`
	Image    string         `json:"image,omitempty"`
	Email    string         `json:"email,omitempty"`
	JobTitle string         `json:"jobTitle,omitempty"`
	WorksFor []Organization `json:"worksFor,omitempty"`
	AlumniOf []Organization `json:"alumniOf,omitempty"`
	SameAs   []string       `json:"sameAs,omitempty"`
}

// Organization is an employer or a school.
type Organization struct {
	Type string `json:"@type"`
	Name string `json:"name"`
	URL  string `json:"url,omitempty"`
}

// NewPerson describes the owner, enriched from the résumé r when there is
// one: the label is the job title, the jobs begun and not ended the employers,
// the schools what the person is an alumnus of.
func NewPerson(name, url, image, email string, r *content.Resume) Person {
	p := Person{Name: name, URL: url, Image: image, Email: email}
	if r == nil {
		return p
	}
	p.JobTitle = r.Basics.Label
	for _, w := range r.Work {
		if w.Name != "" && w.StartDate != "" && w.EndDate == "" {
			p.WorksFor = append(p.WorksFor, Organization{"Organization", w.Name, w.URL})
		}
	}
	for _, e := range r.Education {
		if e.Institution != "" {
			p.AlumniOf = append(p.AlumniOf, Organization{"EducationalOrganization", e.Institution, e.URL})
		}
	}
	return p
}
