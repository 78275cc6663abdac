// Package prerender writes the HTML of a page's content with the theme's own
// components, at build time: it runs the theme's prerenderer (one ES module,
// bundled by generator/bundle) in QuickJS, a JavaScript engine compiled to
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
	"errors"
	"fmt"
	"strings"
	"time"

	"modernc.org/quickjs"
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
	vm       *quickjs.VM
	problems []string // what the app's console said while rendering the current page
}

// New loads the prerenderer. files answers a URL path (as the site's data
// holds it, base path included) with the content of the build's file.
func New(module []byte, siteJSON []byte, files func(url string) ([]byte, bool)) (*Engine, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	e := &Engine{vm: vm}
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
	// A module's evaluation is a promise: an error rejects it.
	started, err := vm.EvalValue(string(module), quickjs.EvalModule)
	if err != nil {
		return nil, e.fail(fmt.Errorf("the theme's prerenderer does not start: %w", err))
	}
	var failure string
	next, err := started.Then(nil, func(reason quickjs.Value) { failure = describe(vm, reason) })
	started.Free()
	if err != nil {
		return nil, e.fail(err)
	}
	next.Free()
	if _, err := vm.ExecutePendingJobs(); err != nil {
		failure = err.Error()
	}
	if failure != "" {
		return nil, e.fail(fmt.Errorf("the theme's prerenderer does not start: %s", failure))
	}
	if err := vm.SetEvalTimeout(pageTimeout); err != nil {
		return nil, e.fail(err)
	}
	return e, nil
}

// describe tells what a rejected promise's reason says, its stack included.
func describe(vm *quickjs.VM, reason quickjs.Value) string {
	name, err := vm.NewAtom("portgenFailure")
	if err != nil {
		return err.Error()
	}
	global := vm.GlobalObject()
	defer global.Free()
	if err := global.SetPropertyValue(name, reason.Dup()); err != nil {
		return err.Error()
	}
	v, err := vm.Eval(`(e => e instanceof Error ? e.name + ": " + e.message + "\n" + (e.stack ?? "") : String(e))(portgenFailure)`, quickjs.EvalGlobal)
	if err != nil {
		return err.Error()
	}
	return strings.TrimSpace(fmt.Sprint(v))
}

func (e *Engine) fail(err error) error {
	e.vm.Close()
	return err
}

// Render returns the HTML of the page at path, below the base path ("/",
// "/apps/bookstore/"), as the theme's root element holds it.
func (e *Engine) Render(path string) (string, error) {
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
	if len(e.problems) > 0 {
		return "", errors.New(strings.Join(e.problems, "\n"))
	}
	return html, nil
}

// Close releases the engine.
func (e *Engine) Close() { e.vm.Close() }
