package assemble

import (
	"github.com/portgen/portgen/generator/compile"
	"github.com/portgen/portgen/generator/pagemark"
)

// renderKeys makes what the pages' render keys are made from (see
// pages.Site.Inputs): the prerenderer, the site's data, and each data
// file's content, by URL.
type renderKeys struct {
	module []byte
	data   compile.Site
	files  map[string][]byte
}

func newRenderKeys(compiled compile.Result, module []byte) renderKeys {
	k := renderKeys{module: module, data: compiled.Site, files: map[string][]byte{}}
	for _, f := range compiled.Files {
		k.files[compiled.Site.Base+f.Path], _ = f.Bytes() // the locales and résumés: held, not read
	}
	return k
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
	return sum(k.files[url], k.files[fallback])
}

// file is a hash of a data file.
func (k renderKeys) file(url string) []byte { return sum(k.files[url]) }

func sum(parts ...[]byte) []byte {
	k := pagemark.KeyOf(parts...)
	return k[:]
}
