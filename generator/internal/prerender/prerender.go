// Package prerender writes the HTML of a page's content with the theme's own
// components, at build time: it runs the theme's prerenderer (one ES module,
// bundled by generator/internal/bundle) in QuickJS, a JavaScript engine compiled to
// pure Go (modernc.org/quickjs), so that the binary needs neither Node.js nor
// a C compiler. docs/ssr-engines.md tells why this engine.
//
// The contract with the prerenderer (theme/src/prerender/prerender.tsx):
// portgen sets globalThis.portgenSite to the site's data and defines
// portgenRead(url), which answers with a file of the build, and
// portgenLog(level, message), the app's console. The module defines
// portgenLoad(path) and portgenRender(path): the first starts loading what
// the page shows, the engine runs its jobs until none is left, the second
// returns the page's HTML.
package prerender

import (
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"modernc.org/quickjs"

	"github.com/portgen/portgen/generator/internal/diag"
)

// A page is rendered within pageTimeout, or the build says which one hangs;
// the prerenderer starts within startTimeout. Its start reads every module
// of the app, and under the race detector on two busy cores (make test-go)
// it has taken more than a page's time. (Variables for the tests.)
var (
	pageTimeout  = 10 * time.Second
	startTimeout = time.Minute
)

// Engine renders the pages of one build, one after another; it is not safe
// for use by more than one goroutine.
type Engine struct {
	vm        *quickjs.VM
	sourceMap []byte
	problems  []string // what the app's console said while rendering the current page
}

// Program is the theme's prerenderer compiled to QuickJS bytecode: parsed
// once, however many engines load it. (Parsing the default theme's takes
// more than a page's render.)
type Program struct {
	bytecode  []byte
	sourceMap []byte
}

// A PageError is the theme failing to render one page: what its code threw,
// or what it said on its console, and where in the theme's source it threw
// when the prerenderer's source map tells.
type PageError struct {
	Path    string   // the page, below the base path: "/pt/about/"
	Message string   // "TypeError: cannot read property 'name' of undefined"
	At      Position // zero when unknown
	// Global is what a browser defines, and the engine does not, that the
	// theme's code used ("window"); "" for another error.
	Global string
}

// Problem is the page's failure as a problem of the owner's files: at the
// line of the theme's source that threw, when the source map tells (the
// owner's override of a component, or the content it is given), else in
// theme, the theme as the owner names it.
func (e *PageError) Problem(theme string) *diag.Error {
	file := cmp.Or(e.At.File, theme, "(embedded theme)")
	hint := "the theme's code fails on this page: fix it, or the content the page shows"
	if e.Global != "" {
		hint = browserHint(e.Global)
	}
	return &diag.Error{Diagnostics: []diag.Diagnostic{{
		File: file, Line: e.At.Line, Col: e.At.Column, Source: diag.LineOf(file, e.At.Line),
		Message: fmt.Sprintf("the page %s does not render: %s", e.Path, e.Message),
		Hint:    hint,
	}}}
}

// AsProblem is err as a problem of the owner's files when it is a page
// that does not render (see PageError.Problem); any other err as it is.
func AsProblem(err error, theme string) error {
	var page *PageError
	if errors.As(err, &page) {
		return page.Problem(theme)
	}
	return err
}

func (e *PageError) Error() string {
	if e.At.File == "" {
		return fmt.Sprintf("prerender %s: %s", e.Path, e.Message)
	}
	return fmt.Sprintf("prerender %s: %s (%s:%d:%d)", e.Path, e.Message, e.At.File, e.At.Line, e.At.Column)
}

// Compile parses the prerenderer, one ES module; sourceMap, its source map
// (version 3) if there is one, places the errors it throws in the theme's
// source.
func Compile(module, sourceMap []byte) (*Program, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	// Freeing the runtime walks everything it holds: the compiler's leaves
	// nothing the program needs, and its end need not be waited for.
	defer func() { go vm.Close() }()
	vm.SetMaxStackSize(0)
	p := &Program{sourceMap: sourceMap}
	if p.bytecode, err = vm.Compile(string(module), quickjs.EvalModule); err != nil {
		return nil, p.startError(err)
	}
	return p, nil
}

// Start loads the program into a new engine. files answers a URL path (as
// the site's data holds it, base path included) with the content of the
// build's file.
func (p *Program) Start(siteJSON []byte, files func(url string) ([]byte, bool)) (*Engine, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	e := &Engine{vm: vm, sourceMap: p.sourceMap}
	vm.SetMaxStackSize(0) // React's trees are deep: the Go stack grows as it needs
	if err := vm.SetEvalTimeout(startTimeout); err != nil {
		return nil, e.fail(err)
	}
	err = vm.RegisterHostFunc("portgenRead", func(args []any) (any, error) {
		url, _ := args[0].(string)
		if data, ok := files(url); ok {
			return string(data), nil
		}
		return nil, nil
	})
	if err != nil {
		return nil, e.fail(err)
	}
	err = vm.RegisterFunc("portgenLog", func(level, message string) {
		if level == "error" || level == "warn" {
			e.problems = append(e.problems, message)
		}
	}, false)
	if err != nil {
		return nil, e.fail(err)
	}
	if _, err := vm.Eval("globalThis.portgenSite = "+string(siteJSON), quickjs.EvalGlobal); err != nil {
		return nil, e.fail(err)
	}
	// The module is evaluated to its end, its top-level awaits included:
	// what it throws is the error.
	started, err := vm.EvalBytecodeValue(p.bytecode)
	if err != nil {
		return nil, e.fail(p.startError(err))
	}
	started.Free()
	if _, err := vm.ExecutePendingJobs(); err != nil {
		return nil, e.fail(p.startError(err))
	}
	if err := vm.SetEvalTimeout(pageTimeout); err != nil {
		return nil, e.fail(err)
	}
	return e, nil
}

func (e *Engine) fail(err error) error {
	e.vm.Close()
	return err
}

// Render returns the HTML of the page at path, below the base path ("/",
// "/apps/bookstore/"), as the theme's root element holds it. A page that
// throws, or that the app warns about, is a *PageError.
func (e *Engine) Render(path string) (string, error) {
	html, err := e.render(path)
	if err != nil {
		return "", e.pageError(path, err)
	}
	if len(e.problems) > 0 {
		return "", &PageError{Path: path, Message: strings.Join(e.problems, "\n")}
	}
	return html, nil
}

func (e *Engine) render(path string) (string, error) {
	e.problems = nil
	if _, err := e.vm.Call("portgenLoad", path); err != nil {
		return "", err
	}
	if _, err := e.vm.ExecutePendingJobs(); err != nil {
		return "", err
	}
	v, err := e.vm.Call("portgenRender", path)
	if err != nil {
		return "", err
	}
	// What rendering queued (effects do not run on a server; a promise may).
	if _, err := e.vm.ExecutePendingJobs(); err != nil {
		return "", err
	}
	html, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("the prerenderer returned %T, not a string", v)
	}
	return html, nil
}

// pageError places what a page threw in the theme's source.
func (e *Engine) pageError(path string, err error) *PageError {
	pe := &PageError{Path: path, Message: err.Error()}
	var thrown *quickjs.Error
	if errors.As(err, &thrown) {
		pe.Message = thrownMessage(thrown)
		pe.At, _ = sourceOf(thrown.Stack, e.sourceMap)
		pe.Global = browserGlobal(thrown)
	}
	return pe
}

// startError is the prerenderer failing to compile or to load. When its
// source map places what it threw in the theme's source (a module of the
// owner's that throws at its top, say), it is a problem of the owner's
// files, a *diag.Error at that line, which build, check and serve show as
// they show the content's; otherwise an error.
func (p *Program) startError(err error) error {
	var thrown *quickjs.Error
	if !errors.As(err, &thrown) {
		return fmt.Errorf("the theme's prerenderer does not start: %w", err)
	}
	at, ok := sourceOf(thrown.Stack, p.sourceMap)
	if !ok {
		return fmt.Errorf("the theme's prerenderer does not start: %w", err)
	}
	hint := "this code runs as the theme loads, before any page renders, and every page needs it: " +
		"fix it, or the content it reads"
	if name := browserGlobal(thrown); name != "" {
		hint = browserHint(name)
	}
	var list diag.List
	list.Add(diag.Diagnostic{
		File: at.File, Line: at.Line, Col: at.Column, Source: diag.LineOf(at.File, at.Line),
		Message: "the theme's prerenderer does not start: " + thrownMessage(thrown),
		Hint:    hint,
	})
	return list.Err()
}

// browserHint is the hint for theme code that uses what only a browser
// defines, such as window.
func browserHint(name string) string {
	return fmt.Sprintf(
		"portgen renders the pages at build time, where there is no browser and no %s: "+
			"read it in an effect (useEffect), or test typeof %s !== 'undefined' first",
		name,
		name,
	)
}

// notDefined is QuickJS's message for a name that no scope defines.
var notDefined = regexp.MustCompile(`^'?([\w$]+)'? is not defined$`)

// browserGlobal is the name of what a browser defines, and the engine does
// not, that the theme's code used: "window", "document"; "" for another
// error.
func browserGlobal(thrown *quickjs.Error) string {
	m := notDefined.FindStringSubmatch(thrown.Message)
	if thrown.Name != "ReferenceError" || m == nil {
		return ""
	}
	switch m[1] {
	case "window", "document", "navigator", "location", "localStorage", "sessionStorage", "matchMedia",
		"requestAnimationFrame", "requestIdleCallback", "IntersectionObserver", "ResizeObserver",
		"MutationObserver", "HTMLElement", "customElements":
		return m[1]
	}
	return ""
}

// thrownMessage is what JavaScript threw, as a console prints it:
// "TypeError: x is undefined".
func thrownMessage(thrown *quickjs.Error) string {
	return strings.TrimPrefix(thrown.Name+": "+thrown.Message, ": ")
}

// Close releases the engine. Freeing its runtime walks everything it
// holds, which takes about as long as a page: a build does it in the
// background (see Pool).
func (e *Engine) Close() { e.vm.Close() }
