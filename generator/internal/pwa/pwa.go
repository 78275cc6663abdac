// Package pwa makes the site installable and usable offline: the web
// manifest, with its icons, and the service worker, to which it adds the
// list of files to precache.
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

	"github.com/portgen/portgen/generator/internal/dist"
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

// Installed is the site as an installed app: its web manifest, and the
// deploy's ID, which every page and the service worker carry ("" for a
// site without a service worker).
type Installed struct {
	Manifest dist.File
	Build    string
}

// Install writes app's manifest and, when the site has a service worker,
// names the deploy after the site's data (written into every page) and
// every other file of the site (see BuildID).
func Install(app App, worker bool, siteData []byte, files []dist.File) Installed {
	in := Installed{Manifest: dist.File{Path: ManifestFile, Data: Manifest(app)}}
	if worker {
		in.Build = BuildID(siteData, append(slices.Clip(files), in.Manifest))
	}
	return in
}

// ShortName is the label of the app's icon on a home screen, from the
// site's name: home screens cut labels beyond about 12 characters, so a
// longer name gives its first word (a first name fits).
func ShortName(name string) string {
	if first, _, ok := strings.Cut(name, " "); ok && len([]rune(name)) > 12 {
		return first
	}
	return name
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

// Precache is what the service worker precaches before it takes over:
// the app shell, every file that a page needs before it can show, and every
// tool. The media are cached as they are seen, but for the projects' icons,
// which the list of projects shows at once.
type Precache struct {
	Base     string      // the site's base path
	Manifest []byte      // the web manifest
	Shells   []dist.File // the pages' shells, under names that stay the same across deploys
	Bundle   []dist.File // the bundle's files, named after their content
	// Data are the URLs of the site's data files, and Icons of its icons,
	// all named after their content.
	Data, Icons []string
	// ProjectIcons are the projects' icons.
	ProjectIcons []Image
}

// Image is an image by its URLs: its one file, and the WebP variants of a
// raster one. A browser that shows the site has WebP: those are the
// variants worth precaching, where there are some.
type Image struct {
	URL  string
	WebP []string
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

// entries is the precache list, as Workbox reads it.
func (p Precache) entries() []entry {
	list := []entry{revised(p.Base+ManifestFile, p.Manifest)}
	for _, f := range p.Shells {
		list = append(list, revised(p.Base+f.Path, f.Data))
	}
	for _, f := range p.Bundle {
		list = append(list, hashed(p.Base+f.Path))
	}
	for _, u := range slices.Concat(p.Data, p.Icons) {
		list = append(list, hashed(u))
	}
	for _, icon := range p.ProjectIcons {
		if len(icon.WebP) == 0 { // an SVG, or no WebP encoder
			list = append(list, hashed(icon.URL))
		}
		for _, u := range icon.WebP {
			list = append(list, hashed(u))
		}
	}
	return list
}

// Worker puts the build's id and the precache list before the service
// worker's code, where Workbox's precacheAndRoute reads the list. Any change
// to the list changes the worker's bytes, which is how the browser learns of
// a new deploy; the worker tells the open pages the build it belongs to.
func Worker(code []byte, build string, precache Precache) []byte {
	list, err := json.Marshal(precache.entries())
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
// written into every page, and every other file of the site. It must be
// known before the pages are written, since they carry it.
func BuildID(siteData []byte, files []dist.File) string {
	var names []string
	for _, f := range files {
		if strings.HasPrefix(f.Path, dist.AssetsDir) {
			names = append(names, f.Path) // named after its content
		} else {
			names = append(names, dist.HashedName(f.Path, f.Data))
		}
	}
	slices.Sort(names)
	h := sha256.New()
	h.Write(siteData)
	for _, name := range names {
		h.Write([]byte{0})
		h.Write([]byte(name))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// BuiltBase reads the base path that the site built in dir was built for
// from its manifest's scope.
func BuiltBase(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestFile))
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
		return "", fmt.Errorf("%s: no scope to serve the site under", filepath.Join(dir, ManifestFile))
	}
	return manifest.Scope, nil
}
