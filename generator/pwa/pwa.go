// Package pwa makes the site installable and usable offline: the web
// manifest, with its icons, and the service worker, to which it adds the
// list of files to precache.
package pwa

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
)

// ManifestFile and WorkerFile are where the manifest and the service worker
// go, at the root of the site: a worker controls the pages below its own
// folder only.
const (
	ManifestFile = "manifest.webmanifest"
	WorkerFile   = "sw.js"
)

// App describes the installed app.
type App struct {
	Name, ShortName, Description, Lang string
	BasePath                           string // start_url and scope
	ThemeColor, BackgroundColor        string
	Icons                              []Icon
}

// Icon is one icon of the manifest.
type Icon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose,omitempty"`
}

// Manifest writes the web manifest.
func Manifest(app App) []byte {
	data, err := json.MarshalIndent(struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		Description     string `json:"description"`
		Lang            string `json:"lang"`
		ID              string `json:"id"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		ThemeColor      string `json:"theme_color"`
		BackgroundColor string `json:"background_color"`
		Icons           []Icon `json:"icons"`
	}{
		app.Name, app.ShortName, app.Description, app.Lang, app.BasePath, app.BasePath, app.BasePath,
		"standalone", app.ThemeColor, app.BackgroundColor, app.Icons,
	}, "", "  ")
	if err != nil {
		panic(fmt.Sprintf("pwa: %v", err)) // only plain data is encoded
	}
	return append(data, '\n')
}

// Entry is one file to precache, by URL. A file whose name holds a hash of
// its content needs no revision; any other file is revised by its content.
type Entry struct {
	URL      string  `json:"url"`
	Revision *string `json:"revision"`
}

// Hashed is an entry for a file named after its content.
func Hashed(url string) Entry { return Entry{URL: url} }

// Revised is an entry for a file whose name stays the same across deploys.
func Revised(url string, data []byte) Entry {
	sum := sha256.Sum256(data)
	rev := hex.EncodeToString(sum[:8])
	return Entry{URL: url, Revision: &rev}
}

// Worker puts the build's id and the precache list before the service
// worker's code, where Workbox's precacheAndRoute reads the list. Any change
// to the list changes the worker's bytes, which is how the browser learns of
// a new deploy; the worker tells the open pages the build it belongs to.
func Worker(code []byte, build string, precache []Entry) []byte {
	list, err := json.Marshal(precache)
	if err != nil {
		panic(fmt.Sprintf("pwa: %v", err))
	}
	id, _ := json.Marshal(build)
	var sb strings.Builder
	sb.WriteString("self.__PORTGEN_BUILD=")
	sb.Write(id)
	sb.WriteString(";self.__WB_MANIFEST=")
	sb.Write(list)
	sb.WriteString(";\n")
	sb.Write(code)
	return []byte(sb.String())
}

// BuildID names a deploy after what its pages are made of: the site data
// written into every page, and every other file of the site (named after
// its content). It must be known before the pages are written, since they
// carry it.
func BuildID(siteData []byte, files []string) string {
	h := sha256.New()
	h.Write(siteData)
	for _, f := range files {
		h.Write([]byte{0})
		h.Write([]byte(f))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
