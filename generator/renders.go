package generator

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/portgen/portgen/generator/assemble"
	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/dist"
	"github.com/portgen/portgen/generator/pagemark"
	"github.com/portgen/portgen/generator/pages"
	"github.com/portgen/portgen/generator/prerender"
)

// prerender says how the pages' content is written: in a build, by a pool
// of engines, every page at once; in serve, each page when it is first
// asked for (rendered.finish), on an engine started once the open pages
// are told of the build (rendered.warm).
func (g *Generator) prerender(siteJSON []byte, parts assemble.Input) (pages.Content, rendered) {
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
		pool := &prerender.Pool{Program: program, SiteJSON: siteJSON, Files: served, Workers: g.opts.Workers, Cache: g.renders}
		if g.opts.Progress != nil {
			pool.Progress = func(done, total int) { g.opts.Progress("pages", done, total) }
		}
		return pages.Content{Render: pool.Render}, rendered{pool: pool}
	}
	if g.lazy != nil {
		g.lazy.Close()
	}
	lazy := &prerender.Lazy{Program: program, SiteJSON: siteJSON, Files: served, Cache: g.renders}
	g.lazy = lazy
	finish := func(page []byte) ([]byte, error) {
		html, err := lazy.Finish(page)
		return html, g.pageProblem(err)
	}
	return pages.Content{Render: marks, Lazy: true}, rendered{finish: finish, warm: lazy.Start}
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

// pageProblem is a page that the theme fails to render as a diagnostic,
// at the line of the theme's source that threw when its source map tells:
// the owner's override of a component, or the content it is given.
func (g *Generator) pageProblem(err error) error {
	var page *prerender.PageError
	if !errors.As(err, &page) {
		return err
	}
	d := diag.Diagnostic{
		File: cmp.Or(page.At.File, filepath.ToSlash(g.opts.Theme), "(embedded theme)"), Line: page.At.Line, Col: page.At.Column,
		Message: fmt.Sprintf("the page %s does not render: %s", page.Path, page.Message),
		Hint:    "the theme's code fails on this page: fix it, or the content the page shows",
	}
	// The line that threw, when the file is on disk: the site's own, or a theme folder's.
	if data, err := os.ReadFile(filepath.FromSlash(d.File)); err == nil && d.Line > 0 {
		if lines := strings.Split(string(data), "\n"); d.Line <= len(lines) {
			d.Source = strings.TrimRight(lines[d.Line-1], "\r")
		}
	}
	return &diag.Error{Diagnostics: []diag.Diagnostic{d}}
}
