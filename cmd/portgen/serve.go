package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	neturl "net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/server"
	"github.com/portgen/portgen/generator/theme"
	"github.com/portgen/portgen/generator/watch"
)

// quietTime is how long serve waits after a change for more changes, so
// that a burst of saves makes one rebuild.
const quietTime = 10 * time.Millisecond

type serveOptions struct {
	site siteFlags
	host string
	port int
}

func newServeCmd(e env) *cobra.Command {
	opts := serveOptions{}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Build the site, serve it locally and rebuild it on every change",
		Long: "serve builds the site in memory and serves it at http://127.0.0.1:1313, with the same pages,\n" +
			"deep links and 404 behaviour as a static host. It watches the content and the theme's\n" +
			"sources: open pages reload after each good rebuild, and show the problems of a bad one.\n" +
			"Ctrl-C stops it.",
		RunE: func(cmd *cobra.Command, _ []string) error { return serveRun(cmd.Context(), opts, e) },
	}
	addSiteFlags(cmd, &opts.site)
	cmd.Flags().StringVar(&opts.host, "host", "127.0.0.1", "interface to listen on; 0.0.0.0 for every interface")
	cmd.Flags().IntVar(&opts.port, "port", 1313, "port to listen on")
	return cmd
}

func serveRun(ctx context.Context, opts serveOptions, e env) error {
	ctx, cancel := interruptible(ctx)
	defer cancel()
	stopProfile, err := opts.site.profile()
	if err != nil {
		return err
	}
	defer stopProfile()

	ln, err := listen(opts.host, opts.port)
	if err != nil {
		return err
	}
	defer ln.Close()
	gopts := opts.site.options(e)
	gopts.Origin, gopts.Serve = localOrigin(opts.host, ln.Addr().(*net.TCPAddr).Port), true
	gen, err := generator.New(gopts)
	if err != nil {
		return err
	}
	defer gen.Close()

	live := server.NewLive()
	s := &session{gen: gen, live: live, e: e}
	start := e.now()
	site, err := s.rebuild()
	if err != nil && !isProblems(err) {
		return err
	}
	url := "http://" + ln.Addr().String() + "/"
	if site != nil {
		printSummary(e.stdout, "memory", site.Summary, e.now().Sub(start), false)
		url = site.Summary.BaseURL
	}
	// A whole theme folder's manifest and npm packages are read once:
	// changing them needs a restart, as it would with any dev server. A
	// site's theme folder holds its overrides of the embedded theme, all
	// watched (even before it exists: a first `portgen theme eject`).
	themeWatched := filepath.Join(opts.site.theme, "src")
	if _, err := os.Stat(filepath.Join(opts.site.theme, theme.Manifest)); err != nil {
		themeWatched = opts.site.theme
	}
	fmt.Fprintf(e.stdout, "Serving at %s (Ctrl-C to stop); watching %s and %s\n", url, opts.site.content, themeWatched)
	w, err := watch.New([]string{opts.site.content, themeWatched}, quietTime)
	if err != nil {
		return fmt.Errorf("cannot watch for changes: %w", err)
	}
	defer w.Close()

	srv := &http.Server{Handler: live, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	for {
		select {
		case <-ctx.Done():
			live.Close() // ends the pages' event streams, so that Shutdown does not wait for them
			stop(srv, e.stdout)
			return nil
		case err := <-served:
			return err
		case changed := <-w.Changes:
			start := e.now()
			if touches(changed, opts.site.theme) {
				gen.ThemeChanged()
			}
			if _, err := s.rebuild(); err != nil && !isProblems(err) {
				fmt.Fprintf(e.stderr, "portgen: %v\n", err)
				continue
			} else if err == nil {
				fmt.Fprintf(e.stdout, "%s changed: rebuilt in %s\n", describeChanges(changed), e.now().Sub(start).Round(time.Millisecond))
			}
		case err := <-w.Errors:
			fmt.Fprintf(e.stderr, "portgen: watching: %v\n", err)
		}
	}
}

// session is one serve: the generator, and the server of its last build.
type session struct {
	gen  *generator.Generator
	live *server.Live
	e    env
	// warned are the warnings last printed, which a rebuild that still has
	// them does not print again.
	warned []diag.Diagnostic
}

// rebuild builds the site and serves it, or reports its problems in the
// terminal and in every open page (the errors: warnings go to the terminal
// only).
func (s *session) rebuild() (*generator.Site, error) {
	site, err := s.gen.Build()
	var problems *diag.Error
	if errors.As(err, &problems) {
		printDiagnostics(s.e.stderr, problems.Diagnostics)
		s.warned = nil
		s.live.Fail(slices.DeleteFunc(slices.Clone(problems.Diagnostics), diag.Diagnostic.IsWarning))
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	if warnings := site.Summary.Warnings; !slices.Equal(warnings, s.warned) {
		if len(warnings) > 0 {
			printDiagnostics(s.e.stderr, warnings)
		}
		s.warned = warnings
	}
	u, err := neturl.Parse(site.Summary.BaseURL)
	if err != nil {
		return nil, err
	}
	s.live.Update(u.Path, site.Files, s.reported(site.Finish))
	return site, nil
}

// reported completes pages with finish, and prints in the terminal, once a
// build, the problem of each page that does not render when it is served
// (the page shows it too).
func (s *session) reported(finish func([]byte) ([]byte, error)) func([]byte) ([]byte, error) {
	if finish == nil {
		return nil
	}
	var mu sync.Mutex
	printed := map[diag.Diagnostic]bool{}
	return func(page []byte) ([]byte, error) {
		html, err := finish(page)
		var problems *diag.Error
		if errors.As(err, &problems) {
			mu.Lock()
			defer mu.Unlock()
			if d := problems.Diagnostics; !printed[d[0]] {
				printed[d[0]] = true
				printDiagnostics(s.e.stderr, d)
			}
		}
		return html, err
	}
}

func isProblems(err error) bool {
	var problems *diag.Error
	return errors.As(err, &problems)
}

// touches reports whether one of the paths is in dir.
func touches(paths []string, dir string) bool {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return true
	}
	for _, p := range paths {
		if a, err := filepath.Abs(p); err == nil && (a == abs || strings.HasPrefix(a, abs+string(filepath.Separator))) {
			return true
		}
	}
	return false
}

func describeChanges(paths []string) string {
	if len(paths) == 1 {
		return paths[0]
	}
	return fmt.Sprintf("%s and %d more", paths[0], len(paths)-1)
}

// localOrigin is the address browsers on this machine reach the server at.
func localOrigin(host string, port int) string {
	if host == "0.0.0.0" || host == "::" || host == "" {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(port))
}
