package cards

import (
	"path"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/dist"
)

// Set is a site's cards, each named after its page. A build's are named at
// once and drawn in the background while the pages are written (see
// Maker.Ahead); portgen serve's are named when their page is written and
// drawn when their file is first read (see Maker.Lazily), so that a save
// costs the cards of the pages a browser reads, however many the site has.
type Set struct {
	base string // the site's base path, which the cards' URLs start with
	// A build's: the cards by their job's name, their files, and the wait
	// for their drawing.
	byName map[string]Made
	files  []dist.File
	drawn  func() error
	// serve's: the maker of each page's card, the cards named so far by
	// path, and the naming of every page's card at once.
	lazily func(Job) Made
	named  sync.Map // path → dist.File
	all    func()
}

// Name names the card of every page of the site that has one (plan.Page's
// Card), to be made by m: ahead, drawing those the cache lacks on every
// core from now on; or lazily, each named when its page asks for it
// (Preview) and drawn when its file is first read, as portgen serve wants.
func Name(site *plan.Site, m *Maker, lazy bool) *Set {
	s := &Set{base: site.BasePath, drawn: func() error { return nil }}
	if lazy {
		s.lazily = m.Lazily()
		s.all = sync.OnceFunc(func() {
			for i := range site.Pages {
				s.Preview(&site.Pages[i])
			}
		})
		return s
	}
	var jobs []Job
	for i := range site.Pages {
		if p := &site.Pages[i]; p.Card != nil {
			jobs = append(jobs, jobOf(p))
		}
	}
	made, draw := m.Ahead(jobs)
	s.byName = make(map[string]Made, len(made))
	for _, c := range made {
		s.byName[c.Name] = c
		s.files = append(s.files, c.File)
	}
	done := make(chan error, 1)
	go func() { done <- draw() }()
	s.drawn = sync.OnceValue(func() error { return <-done })
	return s
}

// jobOf is a page's card to make, named after the page.
func jobOf(p *plan.Page) Job { return Job{Name: nameOf(p.At), Card: Card(*p.Card)} }

// nameOf is the name of a page's card file, after its path: "pt/apps/
// bookstore" ("index" for the home page).
func nameOf(pagePath string) string {
	name := strings.TrimSuffix(strings.Trim(pagePath, "/"), path.Ext(pagePath))
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index"
	}
	return name
}

// Preview is a page's card as the page's link preview; false for a page
// without one. In serve, it names the card.
func (s *Set) Preview(p *plan.Page) (plan.Preview, bool) {
	if p.Card == nil {
		return plan.Preview{}, false
	}
	if s.lazily == nil {
		c, ok := s.byName[nameOf(p.At)]
		return s.previewOf(c), ok
	}
	c := s.lazily(jobOf(p))
	s.named.Store(c.Path, c.File)
	return s.previewOf(c), true
}

// previewOf is a made card as a page's preview.
func (s *Set) previewOf(c Made) plan.Preview {
	return plan.Preview{URL: s.base + c.Path, Width: Width, Height: Height, Alt: c.Alt, Type: "image/jpeg"}
}

// Files are a build's card files, which it writes; none in serve.
func (s *Set) Files() []dist.File { return s.files }

// Lookup finds serve's card files by path: those of the pages written so
// far, or, for any other, every page's, named at once. It finds none of a
// build's, which Files lists.
func (s *Set) Lookup(file string) (dist.File, bool) {
	if s.lazily == nil || !strings.HasPrefix(file, dist.AssetsDir+"cards/") {
		return dist.File{}, false
	}
	f, ok := s.named.Load(file)
	if !ok {
		s.all()
		f, ok = s.named.Load(file)
	}
	if !ok {
		return dist.File{}, false
	}
	return f.(dist.File), true
}

// Wait waits for a build's cards, drawn while the pages are written, and
// returns the first error; it may be called more than once.
func (s *Set) Wait() error { return s.drawn() }
