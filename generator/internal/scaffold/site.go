package scaffold

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
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
}

// NewSite makes a site in dir, which must be missing or empty: the starter
// content, a README, a .gitignore, a GitHub Pages workflow, and the content
// files' schemas with the editor settings that name them. It returns the
// files it wrote, relative to dir.
func NewSite(dir string, opts SiteOptions) ([]string, error) {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return nil, fmt.Errorf("%s exists and is not empty: "+
			"portgen new site makes a new folder (or fills an empty one)", filepath.ToSlash(dir))
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	files := map[string][]byte{}
	err := fs.WalkDir(opts.Starter, "content", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(opts.Starter, p)
		files[p] = data
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("read the starter site: %w", err)
	}
	if err := renderSiteFiles(files, filepath.Base(dir), opts.Version); err != nil {
		return nil, err
	}
	for name, data := range opts.Schemas {
		files["schemas/"+name] = data
	}
	if _, ok := opts.Schemas["resume.schema.json"]; ok {
		files["content/resume.json"] = localResumeSchema(files["content/resume.json"])
	}
	var wrote []string
	for p, data := range files {
		target := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(target, data, 0o644); err != nil {
			return nil, err
		}
		wrote = append(wrote, p)
	}
	slices.Sort(wrote)
	return wrote, nil
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
