package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"
)

// interruptible is ctx, cancelled by Ctrl-C or SIGTERM: how serve and
// preview are stopped.
func interruptible(ctx context.Context) (context.Context, context.CancelFunc) {
	if ctx == nil {
		ctx = context.Background()
	}
	return signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
}

// listen opens host:port, and says which flag to change when it is taken.
func listen(host string, port int) (net.Listener, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if errors.Is(err, syscall.EADDRINUSE) {
		return nil, fmt.Errorf("port %d is in use, perhaps by another portgen serve or preview: "+
			"choose another with --port", port)
	}
	return ln, err
}

// stop shuts srv down, letting requests in flight finish for a moment.
func stop(srv *http.Server, stdout io.Writer) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	srv.Shutdown(ctx)
	fmt.Fprintln(stdout, "Stopped.")
}
