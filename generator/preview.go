package generator

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"

	"github.com/portgen/portgen/generator/pwa"
	"github.com/portgen/portgen/generator/server"
)

// Preview serves the site built in dir as Netlify and Cloudflare Pages do,
// under the base path it was built for (which it returns): compressed,
// with the headers of its _headers file. A _headers file that they would
// misread is an error; a site built again while it is served is served
// with its new headers.
func Preview(dir string) (handler http.Handler, base string, err error) {
	base, err = builtBase(dir)
	if err != nil {
		return nil, "", err
	}
	if _, err := server.ReadHeaders(os.DirFS(dir)); err != nil {
		return nil, "", fmt.Errorf("%s: %w", filepath.Join(dir, server.HeadersFile), err)
	}
	return server.Gzip(server.Static{Files: server.Dir(dir), Base: base}), base, nil
}

// builtBase reads the base path a site was built for from its manifest.
func builtBase(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, pwa.ManifestFile))
	if errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf("%s holds no site built by portgen: run portgen build first, or choose the folder with --dir", dir)
	}
	if err != nil {
		return "", err
	}
	var manifest struct {
		Scope string `json:"scope"`
	}
	if err := json.Unmarshal(data, &manifest); err != nil || manifest.Scope == "" || manifest.Scope[0] != '/' {
		return "", fmt.Errorf("%s: no scope to serve the site under", filepath.Join(dir, pwa.ManifestFile))
	}
	return manifest.Scope, nil
}
