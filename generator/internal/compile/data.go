package compile

import (
	"crypto/sha256"
	"github.com/portgen/portgen/generator/internal/cache"
	"strconv"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dist"
)

// Options say how the site's data is written.
type Options struct {
	Base            string // the site's base path
	Weather         WeatherEnv
	ScreenshotSizes string // the sizes attribute of the screenshots, from the theme
	ServiceWorker   string // the service worker's file below the base path, to register; "" for none
	// KeepNames writes the data files under their own names, which portgen
	// serve revalidates, rather than under names holding a hash of their
	// content, which hosts may cache for ever: a page that does not show a
	// data file that changed is then the same page, and is not reloaded.
	KeepNames bool
	// Memo, if set, keeps the projects of one Compile for the next.
	Memo *Memo
	// ResumePDFs are the URLs of the résumé's PDFs, by language
	// (generator/internal/resumepdf), which the site's data carries.
	ResumePDFs map[string]string
	// Repositories are what the forges said of the projects' repositories,
	// by project slug (generator/internal/forges).
	Repositories map[string]content.RepositoryFacts
	// BaseURL is the site's URL, ending in /, which the feeds' URLs start
	// with.
	BaseURL string
	// Cache keeps the posts' rendered bodies for the next build; nil keeps
	// them for this one only.
	Cache *cache.Cache
}

// Result is the site's data: the site object, which every page holds, the
// projects, and the data files that the app fetches (each language's
// strings, the projects and the résumés) under dist.AssetsDir.
type Result struct {
	Site     Site
	Projects []Project
	Files    []dist.File
	// Posts are the site's posts, which Posts compiles (its Files are
	// in Files), and their feeds.
	Posts PostsResult
}

// Compile compiles the site's data. Its Site is complete but for its
// Build, which names the deploy after every file of the site, and which
// assemble sets before the pages that hold it are rendered.
func Compile(s *content.Site, files content.Assets, opts Options) Result {
	r := Result{Site: SiteData(s, files, opts.Base, opts.Weather)}
	r.Projects = opts.Memo.projects(s, opts.Repositories, files, opts.ScreenshotSizes)
	items := make([][]byte, len(r.Projects))
	for i, p := range r.Projects {
		items[i] = p.JSON
	}
	if opts.ServiceWorker != "" {
		r.Site.ServiceWorker = opts.Base + opts.ServiceWorker
	}
	if len(opts.ResumePDFs) > 0 {
		r.Site.ResumePDFs = opts.ResumePDFs
	}
	for i, d := range r.Site.Documents {
		if d.Resume != "" {
			r.Site.Documents[i].Href = opts.ResumePDFs[d.Resume]
		}
	}
	add := func(name string, data []byte, items ...[]byte) string {
		f, url := dataFile(opts, name, data)
		f.Items = items
		r.Files = append(r.Files, f)
		return url
	}
	for _, l := range s.Locales {
		r.Site.LocaleURLs[l.Lang] = add("locales/"+l.Lang+".json", JSON(Locale(l)))
	}
	projects := "data/projects.json"
	if opts.KeepNames {
		// serve's: joined when a page fetches it, which a page showing the
		// list does only when its length changed (it takes in the items
		// that a save changed), rather than at every save.
		r.Site.ProjectsURL = opts.Base + dist.AssetsDir + projects
		r.Files = append(r.Files, dist.File{Path: dist.AssetsDir + projects, Items: items, Size: arrayLen(items),
			Open: sync.OnceValues(func() ([]byte, error) { return jsonArray(items), nil })})
	} else {
		r.Site.ProjectsURL = add(projects, jsonArray(items), items...)
	}
	for _, lang := range s.Config.Languages {
		if resume := ResumeIn(s, lang, files); resume != nil {
			if r.Site.ResumeURLs == nil {
				r.Site.ResumeURLs = map[string]string{}
			}
			r.Site.ResumeURLs[lang] = add("data/resume."+lang+".json", JSON(resume))
		}
	}
	return r
}

// jsonArray joins JSON values into an array, in one allocation: the
// projects of a large site are a megabyte, joined again at each of serve's
// rebuilds.
func jsonArray(items [][]byte) []byte {
	out := make([]byte, 0, arrayLen(items))
	out = append(out, '[')
	for i, item := range items {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, item...)
	}
	return append(out, ']')
}

// arrayLen is the length of the JSON array that jsonArray joins.
func arrayLen(items [][]byte) int64 {
	n := 2 + max(len(items)-1, 0)
	for _, item := range items {
		n += len(item)
	}
	return int64(n)
}

// Memo keeps, for the next Compile, each project as it was compiled, by
// what it was compiled from: its file (content.Project.Digest), its media,
// the site's languages and the theme's sizes. portgen serve then compiles again only the
// projects that a save changed. The zero value is ready to use; a nil Memo
// keeps nothing.
type Memo struct {
	kept map[[32]byte]Project
}

// projects compiles the site's projects, taking from m those compiled
// from the same inputs.
func (m *Memo) projects(
	s *content.Site,
	repos map[string]content.RepositoryFacts,
	files content.Assets,
	screenshotSizes string,
) []Project {
	list := make([]Project, len(s.Projects))
	kept := make(map[[32]byte]Project, len(s.Projects))
	langs := s.Config.Languages
	k := keyer{site: strings.Join(langs, ",") + "\x00" + screenshotSizes}
	for i := range s.Projects {
		p := &s.Projects[i]
		var facts *content.RepositoryFacts
		if f, ok := repos[p.Slug]; ok {
			facts = &f
		}
		key := k.projectKey(p, facts, files)
		c, ok := kept[key]
		if !ok && m != nil {
			c, ok = m.kept[key]
		}
		if !ok {
			c = project(*p, facts, files, langs, screenshotSizes)
		}
		kept[key] = c
		list[i] = c
	}
	if m != nil {
		m.kept = kept
	}
	return list
}

// projectKey is a hash of what a project compiles from: its file, the
// assets of the files it names, the site's languages (the texts of others
// are left out, and the default's fill in those that a language lacks),
// the sizes of its screenshots and what its forge said of its repository.
// An asset is named after its content and the base path, and an image's
// variants follow from its content: in one run of portgen, its URL and
// size stand for it.
func (k *keyer) projectKey(p *content.Project, facts *content.RepositoryFacts, files content.Assets) [32]byte {
	b := append(append(k.buf[:0], p.Digest[:]...), k.site...)
	if facts != nil {
		b = append(append(b, 0), JSON(facts)...)
	}
	asset := func(f content.File) {
		a := files[f]
		b = append(append(b, 0), a.URL...)
		b = strconv.AppendInt(append(b, ' '), int64(a.Width), 10)
		b = strconv.AppendInt(append(b, 'x'), int64(a.Height), 10)
	}
	asset(p.Icon)
	for _, f := range p.Images {
		asset(f)
	}
	k.buf = b
	return sha256.Sum256(b)
}

// keyer makes the keys of one Compile's projects in one buffer: a large
// site has hundreds, keyed again at each of serve's rebuilds.
type keyer struct {
	site string // the site's languages and the screenshots' sizes
	buf  []byte
}
