package content

import "fmt"

// FileKind is what a referenced file must contain.
type FileKind string

// The kinds of file a site refers to.
const (
	Image FileKind = "image"
	PDF   FileKind = "PDF"
	Audio FileKind = "audio"
	// Pixels is an image that is not an SVG: the site icon, which portgen
	// draws into PNGs of fixed sizes.
	Pixels FileKind = "image with pixels"
)

// FileRef is one reference from a YAML file to a file in the content folder.
type FileRef struct {
	From string // the YAML file that refers to it
	Path string // the field holding the reference
	File File
	Kind FileKind
}

// Files lists every file the site refers to, in a stable order.
func (s *Site) Files() []FileRef {
	c := s.Config
	refs := []FileRef{
		{"site.yaml", "icon", c.Icon, Pixels},
		{"site.yaml", "owner.photo", c.Owner.Photo, Image},
	}
	for i, w := range c.Wallpapers {
		refs = append(refs, FileRef{"site.yaml", fmt.Sprintf("wallpapers[%d].image", i), w.Image, Image})
		if w.Dark != "" {
			refs = append(refs, FileRef{"site.yaml", fmt.Sprintf("wallpapers[%d].dark", i), w.Dark, Image})
		}
	}
	for i, d := range c.Documents {
		if d.Resume == "" { // the résumé's PDF is portgen's to make
			refs = append(refs, FileRef{"site.yaml", fmt.Sprintf("documents[%d].file", i), d.File, PDF})
		}
	}
	for i, t := range c.Tracks {
		refs = append(refs, FileRef{"site.yaml", fmt.Sprintf("tracks[%d].file", i), t.File, Audio})
	}
	resumes := s.ResumeTranslations
	if s.Resume != nil {
		resumes = append([]Resume{*s.Resume}, resumes...)
	}
	for _, r := range resumes {
		if r.Basics.Image != "" {
			refs = append(refs, FileRef{r.File, "basics.image", r.Basics.Image, Image})
		}
	}
	for _, p := range s.Projects {
		refs = append(refs, FileRef{p.File, "icon", p.Icon, Image})
		for i, img := range p.Images {
			refs = append(refs, FileRef{p.File, fmt.Sprintf("images[%d]", i), img, Image})
		}
		if p.Card != "" {
			refs = append(refs, FileRef{p.File, "card", p.Card, Pixels})
		}
	}
	return refs
}
