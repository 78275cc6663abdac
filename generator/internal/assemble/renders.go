package assemble

import (
	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

// renderKeys makes what the pages' render keys are made from (see
// plan.Site.Inputs): the prerenderer, the site's data, and the content of
// the data files that the keys hash whole (the locales and résumés), by
// URL.
type renderKeys struct {
	module []byte
	data   compile.Site
	files  map[string]dist.File
}

func newRenderKeys(compiled compile.Result, module []byte) renderKeys {
	k := renderKeys{module: module, data: compiled.Site, files: make(map[string]dist.File, len(compiled.Files))}
	for _, f := range compiled.Files {
		k.files[compiled.Site.Base+f.Path] = f
	}
	return k
}

// read is a data file's content. The projects' file, which serve joins
// when a page fetches it, is never read here: its projects' hashes stand
// for it (see projects).
func (k renderKeys) read(url string) []byte {
	data, _ := k.files[url].Bytes() // the locales and résumés: held, not read
	return data
}

// site is a hash of what every page reads: the prerenderer and the site's
// data with its data files' names left out (they hold a hash of their
// content, and every page would change with any of them).
func (k renderKeys) site() []byte {
	named := k.data
	named.Build = "" // the deploy's ID, made from every file: no page shows it
	named.ProjectsURL = "projects"
	named.LocaleURLs = map[string]string{}
	for code := range k.data.LocaleURLs {
		named.LocaleURLs[code] = "locale"
	}
	named.ResumeURLs = nil
	if k.data.ResumeURLs != nil {
		named.ResumeURLs = map[string]string{}
		for code := range k.data.ResumeURLs {
			named.ResumeURLs[code] = "resume"
		}
	}
	return sum(k.module, compile.JSON(named))
}

// projects is a hash of the projects' data file. The file is their JSON
// joined: the hashes of each, joined, stand for it, made once per project
// compiled.
func (k renderKeys) projects(list []compile.Project) map[string][]byte {
	each := make([][]byte, len(list))
	for i, p := range list {
		each[i] = p.Sum[:]
	}
	return map[string][]byte{"projects": sum(each...)}
}

// locale is a hash of a language's strings and of the default language's,
// which it falls back on.
func (k renderKeys) locale(url, fallback string) []byte {
	return sum(k.read(url), k.read(fallback))
}

// file is a hash of a data file.
func (k renderKeys) file(url string) []byte { return sum(k.read(url)) }

func sum(parts ...[]byte) []byte {
	k := pagemark.KeyOf(parts...)
	return k[:]
}
