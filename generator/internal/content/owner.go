package content

// The owner as the About screen and the pages show them: what site.yaml
// sets, else what the résumé says.

import (
	"cmp"
	"slices"
	"strings"
)

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
