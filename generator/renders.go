package generator

import (
	"path/filepath"

	"github.com/portgen/portgen/generator/internal/assemble"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pagemark"
	"github.com/portgen/portgen/generator/internal/pages"
	"github.com/portgen/portgen/generator/internal/prerender"
)

// prerendering is how the pages' content is written: by a build's pool of
// engines, or by serve's engine, each page when it is first asked for.
type prerendering struct {
	pool   *prerender.Pool              // a build's; nil in serve
	finish func([]byte) ([]byte, error) // serve's: see Site.Finish
	warm   func()                       // and Site.Warm
}

// prerender says how the pages' content is written: in a build, by a pool
// of engines, every page at once; in serve, each page when it is first
// asked for (prerendering.finish), on an engine started once the open
// pages are told of the build (prerendering.warm).
func (g *Generator) prerender(siteJSON []byte, parts assemble.Input) (pages.Content, prerendering) {
	program := func() (*prerender.Program, error) {
		return g.programs.Compile(parts.Bundle.Prerender, parts.Bundle.PrerenderMap)
	}
	dataFiles := make(map[string]dist.File, len(parts.Data.Files))
	for _, f := range parts.Data.Files {
		dataFiles[parts.BasePath+f.Path] = f
	}
	served := func(url string) ([]byte, bool) {
		f, ok := dataFiles[url]
		if !ok {
			return nil, false
		}
		data, err := f.Bytes()
		return data, err == nil
	}
	if !g.opts.Serve {
		pool := &prerender.Pool{
			Program:  program,
			SiteJSON: siteJSON,
			Files:    served,
			Workers:  g.opts.Workers,
			Cache:    g.renders,
		}
		if g.opts.Progress != nil {
			pool.Progress = func(done, total int) { g.opts.Progress("pages", done, total) }
		}
		return pages.Content{Render: pool.Render}, prerendering{pool: pool}
	}
	if g.lazy != nil {
		g.lazy.Close()
	}
	lazy := &prerender.Lazy{Program: program, SiteJSON: siteJSON, Files: served, Cache: g.renders}
	g.lazy = lazy
	finish := func(page []byte) ([]byte, error) {
		html, err := lazy.Finish(page)
		return html, prerender.AsProblem(err, filepath.ToSlash(g.opts.Theme))
	}
	return pages.Content{Render: marks, Lazy: true}, prerendering{finish: finish, warm: lazy.Start}
}

// marks is serve's prerenderer: each page gets the mark of its content,
// which Site.Finish renders when the page is asked for.
func marks(list []pagemark.Page) ([]string, error) {
	out := make([]string, len(list))
	for i, p := range list {
		out[i] = pagemark.Mark(p)
	}
	return out, nil
}
