package prerender

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/portgen/portgen/generator/internal/pagemark"
	"golang.org/x/sync/errgroup"
)

// Pool renders the pages of one build with up to Workers engines at once,
// each started only when a page misses the cache, and keeps what it
// renders in Cache. The HTML of a page is the same whatever the number of
// workers: each engine renders whole pages, in no shared state.
type Pool struct {
	// Program gives the theme's prerenderer, compiled: asked for on the
	// first page to render, so that a build of cached pages compiles none.
	Program  func() (*Program, error)
	SiteJSON []byte                          // the site's data, globalThis.portgenSite
	Files    func(url string) ([]byte, bool) // the build's files, for portgenRead
	Workers  int                             // engines at most; 0 is one per CPU
	Cache    *Cache                          // the renders to reuse and keep; nil keeps none
	// Progress, if set, is called after each page with the number done
	// and the total, from any worker.
	Progress func(done, total int)

	rendered atomic.Int64
}

// Rendered is how many pages the pool rendered, rather than took from the
// cache, since it was made.
func (p *Pool) Rendered() int {
	if p == nil {
		return 0
	}
	return int(p.rendered.Load())
}

// Render returns the HTML of each page, in order. An error names the first
// page, in order, that failed.
func (p *Pool) Render(pages []pagemark.Page) ([]string, error) {
	html := make([]string, len(pages))
	var todo []int
	for i, pg := range pages {
		if h, ok := p.Cache.get(pg.Key); ok {
			html[i] = h
		} else {
			todo = append(todo, i)
		}
	}
	var done atomic.Int64
	done.Store(int64(len(pages) - len(todo)))
	engines := p.engines()
	errs := make([]error, len(pages))
	var group errgroup.Group
	group.SetLimit(p.workers())
	for _, i := range todo {
		group.Go(func() error {
			html[i], errs[i] = p.render(engines, pages[i])
			if p.Progress != nil {
				p.Progress(int(done.Add(1)), len(pages))
			}
			return nil // each page keeps its error: the first in order is reported
		})
	}
	group.Wait()
	engines.close()
	if err := engines.startErr(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err // a *PageError
		}
	}
	return html, nil
}

// render renders a page on an idle engine, and keeps it in the cache.
func (p *Pool) render(engines *idleEngines, page pagemark.Page) (string, error) {
	e, err := engines.take()
	if err != nil {
		return "", err
	}
	defer engines.put(e)
	html, err := e.Render(page.Path)
	if err != nil {
		return "", err
	}
	p.rendered.Add(1)
	p.Cache.put(page.Key, html)
	return html, nil
}

func (p *Pool) workers() int {
	if p.Workers > 0 {
		return p.Workers
	}
	return runtime.GOMAXPROCS(0)
}

// idleEngines are a Render's engines that no page is rendering on. As
// many pages render at once as the pool has workers, and no more engines
// are started.
type idleEngines struct {
	start  func() (*Engine, error)
	idle   chan *Engine
	failed atomic.Pointer[error] // the engines' start, which fails every page
}

// engines are Render's engines, none started yet: the program is compiled
// when the first page misses the cache, once.
func (p *Pool) engines() *idleEngines {
	program := sync.OnceValues(p.Program)
	return &idleEngines{
		idle: make(chan *Engine, p.workers()),
		start: func() (*Engine, error) {
			prog, err := program()
			if err != nil {
				return nil, err
			}
			return prog.Start(p.SiteJSON, p.Files)
		},
	}
}

// take is an idle engine, or a new one.
func (es *idleEngines) take() (*Engine, error) {
	select {
	case e := <-es.idle:
		return e, nil
	default:
	}
	if err := es.failed.Load(); err != nil {
		return nil, *err
	}
	e, err := es.start()
	if err != nil {
		es.failed.CompareAndSwap(nil, &err)
	}
	return e, err
}

func (es *idleEngines) put(e *Engine) { es.idle <- e }

func (es *idleEngines) startErr() error {
	if err := es.failed.Load(); err != nil {
		return *err
	}
	return nil
}

// close releases the engines, in the background.
func (es *idleEngines) close() {
	close(es.idle)
	for e := range es.idle {
		go e.Close()
	}
}
