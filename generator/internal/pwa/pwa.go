// Package pwa makes the site usable offline: it writes the service worker,
// after the deploy's name and the list of files to precache, beside the web
// manifest that assemble wrote (plan.App); and it reads the base path a
// built site is served under back from that manifest.
package pwa

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/assemble/plan"
	"github.com/portgen/portgen/generator/internal/dist"
)

// WorkerFile is where the service worker goes, at the root of the site: a
// worker controls the pages below its own folder only.
const WorkerFile = "sw.js"

// Files are the installed app's files: the web manifest that assemble
// wrote and, for a site with a service worker, the worker, which
// precaches the pages' shells with the rest of the app.
func Files(site *plan.Site, shells []dist.File) []dist.File {
	files := []dist.File{site.App.Manifest}
	if site.App.Build != "" {
		files = append(files, dist.File{Path: WorkerFile, Data: worker(site.BasePath, site.App, shells)})
	}
	return files
}

// entry is one file to precache, by URL. A file whose name holds a hash of
// its content needs no revision; any other file is revised by its content.
type entry struct {
	URL      string  `json:"url"`
	Revision *string `json:"revision"`
}

func hashed(url string) entry { return entry{URL: url} }

func revised(url string, data []byte) entry {
	sum := sha256.Sum256(data)
	rev := hex.EncodeToString(sum[:8])
	return entry{URL: url, Revision: &rev}
}

// precache is the list of files that the service worker precaches before
// it takes over, as Workbox reads it: the app shell, every file that a page
// needs before it can show, and every tool. The media are cached as they
// are seen, but for the projects' icons, which the list of projects shows
// at once; a browser that runs the worker has WebP, so those are their
// WebP variants where they have some.
func precache(base string, app plan.App, shells []dist.File) []entry {
	list := []entry{revised(base+app.Manifest.Path, app.Manifest.Data)}
	for _, f := range shells {
		list = append(list, revised(base+f.Path, f.Data))
	}
	for _, f := range app.Bundle {
		list = append(list, hashed(base+f.Path))
	}
	for _, u := range slices.Concat(app.Data, app.Icons) {
		list = append(list, hashed(u))
	}
	for _, icon := range app.ProjectIcons {
		if len(icon.WebP) == 0 { // an SVG, or no WebP encoder
			list = append(list, hashed(icon.URL))
		}
		for _, u := range icon.WebP {
			list = append(list, hashed(u))
		}
	}
	return list
}

// worker puts the build's id and the precache list before the service
// worker's code, where Workbox's precacheAndRoute reads the list. Any change
// to the list changes the worker's bytes, which is how the browser learns of
// a new deploy; the worker tells the open pages the build it belongs to.
func worker(base string, app plan.App, shells []dist.File) []byte {
	list, err := json.Marshal(precache(base, app, shells))
	if err != nil {
		panic(fmt.Sprintf("pwa: %v", err))
	}
	id, _ := json.Marshal(app.Build)
	var sb strings.Builder
	sb.WriteString("self.__PORTGEN_BUILD=")
	sb.Write(id)
	sb.WriteString(";self.__WB_MANIFEST=")
	sb.Write(list)
	sb.WriteString(";\n")
	sb.Write(app.Worker)
	return []byte(sb.String())
}

// BuiltBase reads the base path that the site built in dir was built for
// from its manifest's scope.
func BuiltBase(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, plan.ManifestFile))
	if errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf(
			"%s holds no site built by portgen: run portgen build first, or choose the folder with --dir",
			dir,
		)
	}
	if err != nil {
		return "", err
	}
	var manifest struct {
		Scope string `json:"scope"`
	}
	if err := json.Unmarshal(data, &manifest); err != nil || manifest.Scope == "" || manifest.Scope[0] != '/' {
		return "", fmt.Errorf("%s: no scope to serve the site under", filepath.Join(dir, plan.ManifestFile))
	}
	return manifest.Scope, nil
}
