package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

type serveOptions struct {
	site siteFlags
	host string
	port int
	// edit is --edit, and editSet whether it was given: editing on the
	// page is on by default on a loopback host only.
	edit, editSet bool
}

// editWarning is printed when editing is on for a host that other
// machines reach.
const editWarning = "portgen: warning: editing on the page is on for every address that reaches this machine; " +
	"only a browser holding this run's token can save\n"

// editing says whether serve offers editing on the page: on a loopback
// host unless --edit=false, on any other only with --edit, when it warns.
func (o serveOptions) editing() (on bool, warning string) {
	switch {
	case !o.editSet:
		return isLoopback(o.host), ""
	case o.edit && !isLoopback(o.host):
		return true, editWarning
	}
	return o.edit, ""
}

// isLoopback says whether host is an address of this machine only.
func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func newServeCmd(e env) *cobra.Command {
	opts := serveOptions{}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Build the site, serve it locally and rebuild it on every change",
		Long: "serve builds the site in memory and serves it at http://127.0.0.1:1313, with the same pages,\n" +
			"deep links and 404 behaviour as a static host. It watches the content and the theme's\n" +
			"sources: open pages reload after each good rebuild, and show the problems of a bad one.\n" +
			"Each page has an \"Edit page\" switch: a text changed where it stands is written back into\n" +
			"its content file, only its bytes changed. Editing is on when serve listens on loopback only\n" +
			"(the default); with another --host, give --edit to have it. Ctrl-C stops it.",
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.editSet = cmd.Flags().Changed("edit")
			return serveRun(cmd.Context(), opts, e)
		},
	}
	addSiteFlags(cmd, &opts.site)
	cmd.Flags().StringVar(&opts.host, "host", "127.0.0.1", "interface to listen on; 0.0.0.0 for every interface")
	cmd.Flags().IntVar(&opts.port, "port", 1313, "port to listen on")
	cmd.Flags().BoolVar(&opts.edit, "edit", false,
		"offer editing on the page, which writes into the content folder (default: on when --host is loopback)")
	return cmd
}

// serveGCPercent is serve's GOGC: its heap may grow to five times what it
// holds between collections, not twice. serve rebuilds the site at every
// save, a few megabytes of garbage each time on a site of hundreds of
// projects, which otherwise hold little: the collector ran every other
// save, on the CPU the save's rebuild and the browser were using (the
// project's page showed a save 1.3x as late as on the starter; with it,
// as soon). A GOGC of the environment wins.
const serveGCPercent = 400

func serveRun(ctx context.Context, opts serveOptions, e env) error {
	ctx, cancel := interruptible(ctx)
	defer cancel()
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(serveGCPercent))
	}
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
	gopts.Origin = localOrigin(opts.host, ln.Addr().(*net.TCPAddr).Port)
	var warning string
	gopts.Edit, warning = opts.editing()
	fmt.Fprint(e.stderr, warning)
	start := e.now()
	serving, site, err := generator.Serve(gopts, generator.ServeEvents{
		Problems: func(d []generator.Diagnostic) { printDiagnostics(e.stderr, d) },
		Rebuilt: func(changed []string, took time.Duration) {
			fmt.Fprintf(e.stdout, "%s changed: rebuilt in %s\n", describeChanges(changed), took.Round(time.Millisecond))
		},
		Failed: func(err error) { fmt.Fprintf(e.stderr, "portgen: %v\n", err) },
	})
	if serving == nil { // a theme that cannot be read, say: nothing to serve until a restart
		return err
	}
	defer serving.Close()
	url := "http://" + ln.Addr().String() + "/"
	if site != nil {
		printSummary(e.stdout, "memory", site.Summary, e.now().Sub(start), false)
		url = site.Summary.BaseURL
	}
	srv := &http.Server{Handler: serving, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() {
		served <- srv.Serve(ln)
		cancel()
	}()
	// Said once the folders are watched: an edit made after it is seen.
	announce := func() {
		watched := serving.Watched()
		const line = "Serving at %s (Ctrl-C to stop); watching %s and %s\n"
		fmt.Fprintf(e.stdout, line, url, watched[0], watched[1])
	}
	if err := serving.Watch(ctx, announce); err != nil { // until Ctrl-C, or the server fails
		return err
	}
	select {
	case err := <-served:
		return err
	default:
		stop(srv, e.stdout)
		return nil
	}
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
