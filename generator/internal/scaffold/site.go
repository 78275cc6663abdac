package scaffold

import (
	"bytes"
	"cmp"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"

	"path/filepath"
	"slices"
	"text/template"
)

// The files of a new site besides its content, in site/: templates with
// [[ ]] delimiters, which leave the workflow's own ${{ }} alone.
//
//go:embed site
var siteFiles embed.FS

// SiteOptions say what a new site starts from.
type SiteOptions struct {
	// Starter is the content folder to copy: the repository's content/.
	Starter fs.FS
	// Version is the portgen version that the site's workflow installs:
	// v1.2.3, or "latest" for a build of portgen with no version.
	Version string
	// Schemas are the content files' JSON Schemas, by file name, written
	// into schemas/ for the editor settings in .vscode/ to name.
	Schemas map[string][]byte
	// From, when set, is the forge profile the content is made from, in
	// place of the starter's samples.
	From *Import
}

// Made is what NewSite made: the files it wrote, relative to the site's
// folder; from a profile, how many projects, and the repositories it left
// out, each with why.
type Made struct {
	Files    []string
	Projects int
	Left     []string
}

// NewSite makes a site in dir, which must be missing or empty: the starter
// content (or what opts.From makes), a README, a .gitignore, a GitHub Pages
// workflow, and the content files' schemas with the editor settings that
// name them. When it fails, it leaves dir as it found it.
func NewSite(dir string, opts SiteOptions) (Made, error) {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return Made{}, fmt.Errorf("%s exists and is not empty: "+
			"portgen new site makes a new folder (or fills an empty one)", filepath.ToSlash(dir))
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return Made{}, err
	}
	files, made, err := siteContent(opts)
	if err != nil {
		return Made{}, err
	}
	if err := renderSiteFiles(files, filepath.Base(dir), opts.Version); err != nil {
		return Made{}, err
	}
	for name, data := range opts.Schemas {
		files["schemas/"+name] = data
	}
	if _, ok := opts.Schemas["resume.schema.json"]; ok {
		files["content/resume.json"] = localResumeSchema(files["content/resume.json"])
	}
	if err := writeAll(dir, files); err != nil {
		return Made{}, err
	}
	for p := range files {
		made.Files = append(made.Files, p)
	}
	slices.Sort(made.Files)
	return made, nil
}

// siteContent is the new site's content/, by path: the starter's, or
// what opts.From makes with the starter's files that it keeps.
func siteContent(opts SiteOptions) (map[string][]byte, Made, error) {
	files := map[string][]byte{}
	err := fs.WalkDir(opts.Starter, "content", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || opts.From != nil && !keptFromStarter(p) {
			return err
		}
		data, err := fs.ReadFile(opts.Starter, p)
		files[p] = data
		return err
	})
	if err != nil {
		return nil, Made{}, fmt.Errorf("read the starter site: %w", err)
	}
	if opts.From == nil {
		return files, Made{}, nil
	}
	made, err := importedContent(files, opts.From)
	return files, made, err
}

// writeAll writes files, by their slash-separated paths, below dir, none
// over a file that exists. When one cannot be written, it removes what it
// wrote and the folders it made (dir too, when it made it): nothing
// half-made is left.
func writeAll(dir string, files map[string][]byte) (err error) {
	var made []string // files and folders, each after its folder
	defer func() {
		if err != nil {
			for i := len(made) - 1; i >= 0; i-- {
				os.Remove(made[i])
			}
		}
	}()
	for _, p := range slices.Sorted(maps.Keys(files)) {
		target := filepath.Join(dir, filepath.FromSlash(p))
		made = append(made, missingFolders(filepath.Dir(target))...)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		f, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		made = append(made, target)
		_, err = f.Write(files[p])
		if err := cmp.Or(err, f.Close()); err != nil {
			return err
		}
	}
	return nil
}

// missingFolders are dir and the folders above it that do not exist, the
// outermost first.
func missingFolders(dir string) []string {
	var out []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil || filepath.Dir(d) == d {
			break
		}
		out = append([]string{d}, out...)
	}
	return out
}

// upstreamResumeSchema is the $schema of the starter's résumé: JSON
// Resume's own, which the repository's content/ names, having no schemas/
// beside it.
const upstreamResumeSchema = `"$schema": ` +
	`"https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"`

// localResumeSchema points the résumé's $schema at the schema the new site
// keeps: an editor takes a file's own $schema over its settings, and
// JSON Resume's knows nothing of what portgen reads (meta.portgen) or
// refuses.
func localResumeSchema(resume []byte) []byte {
	local := `"$schema": "../schemas/resume.schema.json"`
	return bytes.Replace(resume, []byte(upstreamResumeSchema), []byte(local), 1)
}

// renderSiteFiles adds to files the new site's files besides its content
// and schemas, rendered from site/ for the site called name.
func renderSiteFiles(files map[string][]byte, name, version string) error {
	vars := struct{ Name, Version string }{Name: name, Version: version}
	for target, source := range map[string]string{
		"README.md":                   "site/README.md.tmpl",
		".gitignore":                  "site/gitignore",
		".github/workflows/pages.yml": "site/pages.yml.tmpl",
		".vscode/settings.json":       "site/vscode-settings.json",
		".vscode/extensions.json":     "site/vscode-extensions.json",
	} {
		text, err := siteFiles.ReadFile(source)
		if err != nil {
			return err
		}
		tmpl, err := template.New(source).Delims("[[", "]]").Parse(string(text))
		if err != nil {
			return err
		}
		var out bytes.Buffer
		if err := tmpl.Execute(&out, vars); err != nil {
			return err
		}
		files[target] = out.Bytes()
	}
	return nil
}
