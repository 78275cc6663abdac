package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"time"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

type previewOptions struct {
	dir, host string
	port      int
	https     bool
}

func newPreviewCmd(e env) *cobra.Command {
	opts := previewOptions{}
	cmd := &cobra.Command{
		Use:   "preview",
		Short: "Serve the built site as a static host would, to check it before deploying",
		Long: "preview serves the output of portgen build at http://127.0.0.1:4173 under its base path, as a\n" +
			"static host does: compressed, with the headers _headers gives each path (its CSP, caching and\n" +
			"the rest), 404.html for unknown paths, and the service worker, which portgen serve leaves out.\n" +
			"Ctrl-C stops it.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return previewRun(cmd.Context(), opts, e) },
	}
	cmd.Flags().StringVar(&opts.dir, "dir", "dist", "the built site")
	cmd.Flags().StringVar(&opts.host, "host", "127.0.0.1", "interface to listen on; 0.0.0.0 for every interface")
	cmd.Flags().IntVar(&opts.port, "port", 4173, "port to listen on")
	cmd.Flags().BoolVar(&opts.https, "https", false, "serve HTTPS, and so HTTP/2 as static hosts do, "+
		"with a self-signed certificate made at start (browsers must be told to accept it)")
	return cmd
}

func previewRun(ctx context.Context, opts previewOptions, e env) error {
	handler, base, err := generator.Preview(opts.dir)
	if err != nil {
		return err
	}
	ctx, cancel := interruptible(ctx)
	defer cancel()
	ln, err := listen(opts.host, opts.port)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	scheme := "http"
	if opts.https {
		cert, err := selfSigned(opts.host)
		if err != nil {
			return err
		}
		srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}}
		scheme = "https"
	}
	fmt.Fprintf(e.stdout, "Previewing %s at %s://%s%s (Ctrl-C to stop)\n", opts.dir, scheme, ln.Addr(), base)
	served := make(chan error, 1)
	go func() {
		if opts.https {
			served <- srv.ServeTLS(ln, "", "") // HTTP/2 comes with TLS
		} else {
			served <- srv.Serve(ln)
		}
	}()
	select {
	case <-ctx.Done():
		stop(srv, e.stdout)
		return nil
	case err := <-served:
		return err
	}
}

// selfSigned makes a certificate for host, valid for a day.
func selfSigned(host string) (tls.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "portgen preview"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		DNSNames: []string{"localhost"}, IPAddresses: []net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("::1")},
	}
	if ip := net.ParseIP(host); ip != nil {
		tmpl.IPAddresses = append(tmpl.IPAddresses, ip)
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, err
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}
