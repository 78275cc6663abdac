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
}

// NewSite makes a site in dir, which must be missing or empty: the starter
// content, a README, a .gitignore and a GitHub Pages workflow. It returns the
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
	vars := struct{ Name, Version string }{Name: filepath.Base(dir), Version: opts.Version}
	for target, source := range map[string]string{
		"README.md":                   "site/README.md.tmpl",
		".gitignore":                  "site/gitignore",
		".github/workflows/pages.yml": "site/pages.yml.tmpl",
	} {
		text, err := siteFiles.ReadFile(source)
		if err != nil {
			return nil, err
		}
		tmpl, err := template.New(source).Delims("[[", "]]").Parse(string(text))
		if err != nil {
			return nil, err
		}
		var out bytes.Buffer
		if err := tmpl.Execute(&out, vars); err != nil {
			return nil, err
		}
		files[target] = out.Bytes()
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
