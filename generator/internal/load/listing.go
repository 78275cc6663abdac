package load

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// folder is the entries of a content folder: none for one that does not
// exist, and none, with an error, for one that cannot be read.
func (l *loader) folder(dir string) []fs.DirEntry {
	entries, err := fs.ReadDir(l.root.FS(), dir)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			l.diags.Add(diag.Diagnostic{File: l.shown(dir), Message: fmt.Sprintf("cannot read folder: %v", err)})
		}
		return nil
	}
	return entries
}

// read lists the YAML files of a folder, and warns of the others that
// look like them.
func (l *loader) read(dir string) []string {
	entries := l.folder(dir)
	var out []string
	for _, e := range entries {
		rel := dir + "/" + e.Name()
		ext := path.Ext(e.Name())
		switch {
		case e.IsDir():
			l.unreadFolder(rel)
		case ext == ".yaml" || ext == ".yml":
			out = append(out, rel)
		case strings.EqualFold(ext, ".yaml") || strings.EqualFold(ext, ".yml"):
			stem := strings.TrimSuffix(e.Name(), ext)
			msg := fmt.Sprintf("not read: portgen reads the files of %s/ "+
				"whose names end in .yaml or .yml, in lower case", dir)
			l.diags.Add(diag.Diagnostic{
				File:     l.shown(rel),
				Severity: diag.SeverityWarning,
				Message:  msg,
				Hint:     fmt.Sprintf("rename it to %s%s", strings.ToLower(stem), strings.ToLower(ext)),
			})
		}
	}
	return out
}

// unreadFolder warns of a folder inside projects/ or locales/ that holds
// YAML files: portgen reads neither folder's subfolders.
func (l *loader) unreadFolder(rel string) {
	entries, _ := fs.ReadDir(l.root.FS(), rel)
	for _, e := range entries {
		if ext := strings.ToLower(path.Ext(e.Name())); e.IsDir() || (ext != ".yaml" && ext != ".yml") {
			continue
		}
		parent := path.Dir(rel)
		l.diags.Add(diag.Diagnostic{
			File:     l.shown(rel + "/" + e.Name()),
			Severity: diag.SeverityWarning,
			Message:  fmt.Sprintf("not read: portgen reads the files of %s/ itself, not of its folders", parent),
			Hint:     fmt.Sprintf("move it to %s/", parent),
		})
	}
}

var resumeFile = regexp.MustCompile(`^resume(\.([^.]+))?\.(json|yaml|yml)$`)

// resumes reads resume.json or resume.yaml, and its translations
// resume.<lang>.json or .yaml.
func (l *loader) resumes(site *content.Site) {
	entries, err := fs.ReadDir(l.root.FS(), ".")
	if err != nil {
		l.diags.Add(diag.Diagnostic{File: l.shown("."), Message: fmt.Sprintf("cannot read folder: %v", err)})
		return
	}
	for _, e := range entries {
		m := resumeFile.FindStringSubmatch(e.Name())
		if m == nil || e.IsDir() {
			continue
		}
		r := content.Resume{File: e.Name(), Lang: m[2]}
		if other := resumeIn(site, r.Lang); other != "" {
			l.diags.Add(l.secondResume(r, other))
			continue
		}
		if n, f := l.parse(r.File); n != nil {
			f.decode(n, reflect.ValueOf(&r).Elem(), "")
		}
		if r.Lang == "" {
			site.Resume = &r
		} else {
			site.ResumeTranslations = append(site.ResumeTranslations, r)
		}
	}
	slices.SortStableFunc(site.ResumeTranslations, func(a, b content.Resume) int {
		return rank(site.Config.Languages, a.Lang) - rank(site.Config.Languages, b.Lang)
	})
}

// resumeIn is the file of the résumé the site already has in lang (the
// résumé itself for ""), or "".
func resumeIn(site *content.Site, lang string) string {
	if lang == "" && site.Resume != nil {
		return site.Resume.File
	}
	for _, t := range site.ResumeTranslations {
		if lang != "" && t.Lang == lang {
			return t.File
		}
	}
	return ""
}

// secondResume is the error of a résumé r in a language that other holds
// already.
func (l *loader) secondResume(r content.Resume, other string) diag.Diagnostic {
	msg := fmt.Sprintf("a second résumé: %s is one already", other)
	if r.Lang != "" {
		msg = fmt.Sprintf("a second translation into %s: %s is one already", r.Lang, other)
	}
	return diag.Diagnostic{File: l.shown(r.File), Message: msg, Hint: "keep one of the two files"}
}
