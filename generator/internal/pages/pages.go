// Package pages writes one real HTML file per page that assemble planned
// (each route's, in every language, and each project's and technology's),
// so that every deep link answers 200 on any static host, plus the 404
// page, the sitemap, robots.txt, _headers and the stylesheet of the site's
// own colours. Each page has its own title, description, canonical URL,
// link preview (Open Graph and Twitter) and language alternates, links the
// CSS of its route's chunk and preloads the JS and data it will use. It is
// given the site in assemble's types (plan) and each page's card by the
// cards stage (Cards), and imports no other stage's package.
package pages

import (
	"bytes"
	"cmp"
	_ "embed"
	"errors"
	"html/template"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

// Generator is the meta tag that marks a folder as portgen's output, so that
// a build replaces it but never a folder of the owner's.
const Generator = `<meta name="generator" content="portgen">`

//go:embed page.html
var pageHTML string

var pageTemplate = template.Must(template.New("page").Parse(pageHTML))

// Cards are the pages' link-preview cards, which the cards stage named.
type Cards interface {
	// Preview is a page's card as its link preview, which replaces the
	// site's preview and a project's screenshot; false for a page without
	// one.
	Preview(p *plan.Page) (plan.Preview, bool)
}

// Content writes the pages' content, as the theme's root element holds it.
type Content struct {
	// Render writes the content of the pages at paths below the base path
	// ("/apps/", "/pt/apps/"), each in the language of its path: it gets
	// every page at once, with the key of what each reads (see renderKey),
	// and answers with their HTML in order. Nil leaves the root empty, for
	// the app to render in the browser.
	Render func([]pagemark.Page) ([]string, error)
	// Lazy writes each page when its file is first read (dist.File.Open),
	// not all at once: portgen serve's pages, of which a save then costs
	// those a browser asks for, however many the site has. Render then
	// gets one page at a time.
	Lazy bool
}

// Result is the files Render writes.
type Result struct {
	Files []dist.File
	Pages int // the HTML pages among them
	// Shell are the files of the app shell among them, which a service
	// worker precaches: every route's page but those of each project or
	// technology, and the stylesheet of the site's colours.
	Shell []dist.File
}

// Render writes every page of the site, their content written by content
// and their previews the cards', and the sitemap, robots.txt, _headers and
// the stylesheet of the site's colours.
func Render(site *plan.Site, cards Cards, content Content) (*Result, error) {
	w := newWriter(site, cards, content.Render != nil)
	var written []pageFile
	if content.Lazy {
		written = w.lazyPages(content.Render)
	} else {
		var err error
		if written, err = w.writePages(content.Render); err != nil {
			return nil, err
		}
	}
	out := &Result{Pages: len(written), Shell: w.colors}
	for _, f := range written {
		out.Files = append(out.Files, f.file)
		if f.page.Route.Each == plan.Once {
			out.Shell = append(out.Shell, f.file)
		}
	}
	siteMap := dist.File{Path: "sitemap.xml"}
	if content.Lazy {
		siteMap = lazily(siteMap.Path, func() ([]byte, error) { return w.sitemap(), nil })
	} else {
		siteMap.Data = w.sitemap()
	}
	robots := "User-agent: *\nAllow: /\n\nSitemap: " + site.BaseURL + "sitemap.xml\n"
	out.Files = slices.Concat(
		out.Files,
		w.colors,
		[]dist.File{
			siteMap,
			{Path: "_headers", Data: headersFile(site.BasePath, w.csp, w.pagePaths())},
			{Path: "robots.txt", Data: []byte(robots)},
		},
	)
	return out, nil
}

// writer writes a site's pages.
type writer struct {
	*plan.Site
	cards    Cards
	rendered bool        // whether the pages' content is prerendered, which the app may then take over
	csp      string      // the Content-Security-Policy of every page
	colors   []dist.File // the stylesheet of the site's colours, if it sets any
	// inLanguage is what every page of a route says in a language (see
	// inLanguage), made once for all its pages.
	inLanguage map[routeIn]*page
}

// routeIn is a route in a language.
type routeIn struct {
	route *plan.Route
	lang  *plan.Language
}

func newWriter(site *plan.Site, cards Cards, rendered bool) *writer {
	w := &writer{
		Site:       site,
		cards:      cards,
		rendered:   rendered,
		csp:        contentSecurityPolicy(site.InlineScript, site.APIs...),
		inLanguage: map[routeIn]*page{},
	}
	if f, ok := colorsFile(site.Colors); ok {
		w.colors = append(w.colors, f)
	}
	for i := range site.Routes {
		r := &site.Routes[i]
		shared := w.routePage(r)
		for j := range site.Languages {
			l := &site.Languages[j]
			pg := w.pageInLanguage(shared, r, l)
			w.inLanguage[routeIn{r, l}] = &pg
		}
	}
	return w
}

// pagePaths are the URL paths of the pages below the base path, with a
// placeholder (":slug") for a slug, as _headers lists them.
func (w *writer) pagePaths() []string {
	var paths []string
	for _, r := range w.Routes {
		for _, lang := range w.Languages {
			paths = append(paths, "/"+lang.Prefix+strings.TrimPrefix(cmp.Or(r.Path, r.File), "/"))
		}
	}
	return paths
}

// pageFile is a page and its file.
type pageFile struct {
	page *plan.Page
	file dist.File
}

// rootMark stands for a page's prerendered content in the template's
// output, which write puts in its place: the content of a page is most of
// it, and would be copied three times by the template.
const rootMark = "<!--portgen:root-->"

// write executes the page template for a page and puts its prerendered
// content, root, in.
func write(pg page, root string) ([]byte, error) {
	pg.Root = rootMark
	var buf bytes.Buffer
	if err := pageTemplate.Execute(&buf, pg); err != nil {
		return nil, err
	}
	before, after, _ := bytes.Cut(buf.Bytes(), []byte(rootMark))
	return slices.Concat(before, []byte(root), after), nil
}

// toWrite is a page to write: the page, its fields, the mark of its
// content, and its content once rendered.
type toWrite struct {
	page   *plan.Page
	fields page
	mark   pagemark.Page
	root   string
}

// writePages writes every page, their content prerendered all at once, on
// every CPU.
func (w *writer) writePages(render func([]pagemark.Page) ([]string, error)) ([]pageFile, error) {
	todo := make([]toWrite, 0, len(w.Pages))
	marks := make([]pagemark.Page, 0, len(w.Pages))
	for i := range w.Pages {
		p := &w.Pages[i]
		fields, mark := w.page(p)
		todo = append(todo, toWrite{page: p, fields: fields, mark: mark})
		marks = append(marks, mark)
	}
	if render != nil {
		roots, err := render(marks)
		if err != nil {
			return nil, err
		}
		for i, root := range roots { // in the order of the marks
			todo[i].root = root
		}
	}
	files := make([]pageFile, len(todo))
	errs := make([]error, len(todo))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				data, err := write(todo[i].fields, todo[i].root)
				files[i] = pageFile{page: todo[i].page, file: dist.File{Path: todo[i].page.File, Data: data}}
				errs[i] = err
			}
		})
	}
	for i := range todo {
		next <- i
	}
	close(next)
	wg.Wait()
	return files, errors.Join(errs...)
}

// lazyPages are the pages, each written when it is first read (see
// Content.Lazy).
func (w *writer) lazyPages(render func([]pagemark.Page) ([]string, error)) []pageFile {
	files := make([]pageFile, 0, len(w.Pages))
	for i := range w.Pages {
		p := &w.Pages[i]
		file := lazily(p.File, func() ([]byte, error) {
			fields, mark := w.page(p)
			if render == nil {
				return write(fields, "")
			}
			roots, err := render([]pagemark.Page{mark})
			if err != nil {
				return nil, err
			}
			return write(fields, roots[0])
		})
		files = append(files, pageFile{page: p, file: file})
	}
	return files
}

// lazily is a file made when it is first read.
func lazily(path string, make func() ([]byte, error)) dist.File {
	return dist.File{Path: path, Size: -1, Open: sync.OnceValues(make)}
}
