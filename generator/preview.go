package generator

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"

	"github.com/portgen/portgen/generator/internal/pwa"
	"github.com/portgen/portgen/generator/internal/server"
)

// Preview serves the site built in dir as Netlify and Cloudflare Pages do,
// under the base path it was built for (which it returns): compressed,
// with the headers of its _headers file. A _headers file that they would
// misread is an error; a site built again while it is served is served
// with its new headers.
func Preview(dir string) (handler http.Handler, base string, err error) {
	base, err = pwa.BuiltBase(dir)
	if err != nil {
		return nil, "", err
	}
	if _, err := server.ReadHeaders(os.DirFS(dir)); err != nil {
		return nil, "", fmt.Errorf("%s: %w", filepath.Join(dir, server.HeadersFile), err)
	}
	return server.Gzip(server.Static{Files: server.Dir(dir), Base: base}), base, nil
}
