package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/server"
)

type serveOptions struct {
	content, theme, baseURL, host string
	port                          int
}

func newServeCmd(e env) *cobra.Command {
	opts := serveOptions{}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Build the site and serve it locally",
		Long: "serve builds the site into a temporary folder and serves it at http://127.0.0.1:1313,\n" +
			"with the same pages, deep links and 404 behaviour as a static host. Ctrl-C stops it.",
		RunE: func(*cobra.Command, []string) error { return serveRun(opts, e) },
	}
	addSiteFlags(cmd, &opts.content, &opts.theme, &opts.baseURL)
	cmd.Flags().StringVar(&opts.host, "host", "127.0.0.1", "interface to listen on; 0.0.0.0 for every interface")
	cmd.Flags().IntVar(&opts.port, "port", 1313, "port to listen on")
	return cmd
}

func serveRun(opts serveOptions, e env) error {
	ln, err := net.Listen("tcp", net.JoinHostPort(opts.host, strconv.Itoa(opts.port)))
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			return fmt.Errorf("port %d is in use, perhaps by another portgen serve: choose another with --port", opts.port)
		}
		return err
	}
	defer ln.Close()
	tmp, err := os.MkdirTemp("", "portgen-serve-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "site")
	start := e.now()
	sum, err := generator.Build(generator.Options{
		Content: opts.content, Theme: opts.theme, Out: out, BaseURL: opts.baseURL,
		Origin: localOrigin(opts.host, ln.Addr().(*net.TCPAddr).Port), Log: e.stderr,
	})
	if err != nil {
		return err
	}
	printSummary(e.stdout, "a temporary folder", sum, e.now().Sub(start))
	fmt.Fprintf(e.stdout, "Serving at %s (Ctrl-C to stop)\n", sum.BaseURL)

	u, _ := url.Parse(sum.BaseURL)
	srv := &http.Server{Handler: server.Handler(out, u.Path)}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		srv.Shutdown(context.Background())
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// localOrigin is the address browsers on this machine reach the server at.
func localOrigin(host string, port int) string {
	if host == "0.0.0.0" || host == "::" || host == "" {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(port))
}
