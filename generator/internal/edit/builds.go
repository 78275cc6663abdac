package edit

import (
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
)

// Shown is what the pages of one of serve's builds show, which its maps
// are made from.
type Shown struct {
	Site    *content.Site
	Sources content.Sources
	// SiteData is the site object as the pages hold it (compile.Site's
	// JSON), and Files the data files the pages fetch (compile's), by
	// their path below the base path that SiteData names.
	SiteData []byte
	Files    []dist.File
	// Check runs portgen check's rules on the content with the file rel
	// holding src: the errors that refuse it, none when it may be written.
	Check func(rel string, src []byte) []diag.Diagnostic
}

// kept is how many builds the maps are kept for: a page of an older one
// has been told of three builds since, and has reloaded.
const kept = 4

// Builds are the last builds that serve showed, by number, each with its
// maps, made when first asked for.
type Builds struct {
	mu     sync.Mutex
	last   int
	builds map[int]*build
}

type build struct {
	shown Shown
	maps  map[string]*Map // by language
}

// Add notes what the pages of build n show. Builds are added in order.
func (b *Builds) Add(n int, s Shown) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.builds == nil {
		b.builds = map[int]*build{}
	}
	b.builds[n] = &build{shown: s, maps: map[string]*Map{}}
	b.last = n
	delete(b.builds, n-kept)
}

// Last is the number of the last build added, 0 before the first.
func (b *Builds) Last() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.last
}

// Map is the map of build n in lang, with what the build shows.
func (b *Builds) Map(n int, lang string) (*Map, *Shown, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	bd, ok := b.builds[n]
	if !ok || !hasLanguage(bd.shown.Site, lang) {
		return nil, nil, false
	}
	m, ok := bd.maps[lang]
	if !ok {
		m = NewMap(n, bd.shown.Site, bd.shown.Sources, lang)
		bd.maps[lang] = m
	}
	return m, &bd.shown, true
}

func hasLanguage(s *content.Site, lang string) bool {
	for _, l := range s.Config.Languages {
		if l == lang {
			return true
		}
	}
	return false
}

// file finds a data file of s by its URL, below the base path.
func (s *Shown) file(base string) func(url string) ([]byte, bool) {
	return func(url string) ([]byte, bool) {
		rel, ok := strings.CutPrefix(url, base)
		if !ok {
			return nil, false
		}
		for _, f := range s.Files {
			if f.Path == rel {
				data, err := f.Bytes()
				return data, err == nil
			}
		}
		return nil, false
	}
}
