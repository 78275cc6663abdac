package prerender

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/portgen/portgen/generator/internal/pagemark"
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
	errs := make([]error, len(pages))
	var todo []int
	for i, pg := range pages {
		if h, ok := p.Cache.get(pg.Key); ok {
			html[i] = h
		} else {
			todo = append(todo, i)
		}
	}
	total, done := len(pages), atomic.Int64{}
	done.Store(int64(total - len(todo)))
	workers := min(p.workers(), len(todo))
	next := make(chan int)
	var startFailed atomic.Pointer[error]
	program := sync.OnceValues(p.Program)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			var e *Engine
			var failed error // the engine's start, which fails every page
			for i := range next {
				if e == nil && failed == nil {
					var prog *Program
					if prog, failed = program(); failed == nil {
						e, failed = prog.Start(p.SiteJSON, p.Files)
					}
					if failed == nil {
						defer func() { go e.Close() }()
					} else {
						startFailed.Store(&failed)
					}
				}
				if failed != nil {
					errs[i] = failed
					continue
				}
				html[i], errs[i] = e.Render(pages[i].Path)
				if errs[i] == nil {
					p.rendered.Add(1)
					p.Cache.put(pages[i].Key, html[i])
				}
				if p.Progress != nil {
					p.Progress(int(done.Add(1)), total)
				}
			}
		})
	}
	for _, i := range todo {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := startFailed.Load(); err != nil {
		return nil, *err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err // a *PageError
		}
	}
	return html, nil
}

func (p *Pool) workers() int {
	if p.Workers > 0 {
		return p.Workers
	}
	return runtime.GOMAXPROCS(0)
}
