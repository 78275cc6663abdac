package generator

import (
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"

	"github.com/portgen/portgen/generator/compile"
	"github.com/portgen/portgen/generator/dist"
	"github.com/portgen/portgen/generator/pagemark"
	"github.com/portgen/portgen/generator/pages"
)

// renderInputs are the data files the prerenderer may read, by URL, which
// the keys of the render cache are made from (see pages.Site.Prerender).
type renderInputs struct {
	data map[string]dist.File
}

// hash fills in ps what each page's render key is made from: the
// prerenderer and the site's data with its data files' names left out
// (they hold a hash of their content, and every page would change with
// any of them), each language's strings, each data file and each project.
func (in renderInputs) hash(ps *pages.Site, compiled compile.Result, module []byte) {
	sum := func(parts ...[]byte) []byte {
		k := pagemark.KeyOf(parts...)
		return k[:]
	}
	bytes := func(url string) []byte {
		data, _ := in.data[url].Bytes() // the locales and résumés: held, not read
		return data
	}
	file := func(url string) []byte { return sum(bytes(url)) }

	data := compiled.Site
	named := data
	named.Build = "" // the deploy's ID, made from every file: no page shows it
	named.ProjectsURL = "projects"
	named.LocaleURLs = map[string]string{}
	for code := range data.LocaleURLs {
		named.LocaleURLs[code] = "locale"
	}
	named.ResumeURLs = nil
	if data.ResumeURLs != nil {
		named.ResumeURLs = map[string]string{}
		for code := range data.ResumeURLs {
			named.ResumeURLs[code] = "resume"
		}
	}
	ps.Inputs = sum(module, compile.JSON(named))
	// The projects' file is their JSON joined: the hashes of each, joined,
	// stand for it, made once per project compiled.
	each := make([][]byte, len(compiled.ProjectSums))
	for j := range compiled.ProjectSums {
		each[j] = compiled.ProjectSums[j][:]
	}
	ps.DataInputs = map[string][]byte{"projects": sum(each...)}
	fallback := data.LocaleURLs[data.Languages[0].Code]
	for i := range ps.Languages {
		lang := &ps.Languages[i]
		lang.Inputs = sum(bytes(lang.LocaleURL), bytes(fallback))
		if u, ok := data.ResumeURLs[lang.Code]; ok {
			lang.DataInputs = map[string][]byte{"resume": file(u)}
		}
		for j := range lang.Projects {
			lang.Projects[j].Inputs = each[j]
		}
	}
}

// rendersFile is where the render cache of the site built from
// opts.Content is kept: in the cache folder, one file per content folder,
// as each holds the pages of its last build only. serve keeps its renders
// in memory: its pages, built for its own origin, are none of a build's.
func rendersFile(opts Options) string {
	if opts.CacheDir == "" || opts.Serve {
		return ""
	}
	abs, err := filepath.Abs(opts.Content)
	if err != nil {
		return ""
	}
	folder := sha256.Sum256([]byte(abs))
	return filepath.Join(opts.CacheDir, "pages", hex.EncodeToString(folder[:8])+".bin")
}
