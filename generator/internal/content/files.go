package content

import (
	"fmt"
	"path"
	"strings"
)

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
	for _, p := range s.Posts {
		for _, v := range p.Versions {
			refs = append(refs, v.files()...)
		}
	}
	return refs
}

// files are the files a version of a post shows or links to: its cover,
// which is its card, and its body's images, PDFs and linked images.
func (v PostVersion) files() []FileRef {
	var refs []FileRef
	if v.Front.Cover != "" {
		refs = append(refs, FileRef{v.File, "cover", v.Front.Cover, Pixels})
	}
	for i, r := range v.Refs {
		kind, linked := linkedKinds[strings.ToLower(path.Ext(string(r.File)))]
		switch {
		case r.File == "":
		case r.Image:
			refs = append(refs, FileRef{v.File, fmt.Sprintf("refs[%d]", i), r.File, Image})
		case linked: // else a post's file: Validate checks it
			refs = append(refs, FileRef{v.File, fmt.Sprintf("refs[%d]", i), r.File, kind})
		}
	}
	return refs
}
