// Package scaffold writes the starting point of new content files, with
// every field present and commented.
package scaffold

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
)

//go:embed project.yaml.tmpl
var projectTemplate string

var project = template.Must(template.New("project").Parse(projectTemplate))

// NewProject writes projects/<slug>.yaml in the content folder for a
// project called title, with the next free id. It never overwrites a file.
// It returns the file's path and the project's id.
func NewProject(contentDir, title string) (string, int, error) {
	title = strings.TrimSpace(title)
	if title == "" {
		return "", 0, errors.New("give the project a title: portgen new project \"My Project\"")
	}
	dir := filepath.Join(contentDir, "projects")
	slug := content.Slugify(title)
	file := filepath.Join(dir, slug+".yaml")
	for _, existing := range []string{file, filepath.Join(dir, slug+".yml")} {
		if _, err := os.Lstat(existing); err == nil {
			return "", 0, fmt.Errorf("%s already exists: edit it, or choose another title", filepath.ToSlash(existing))
		}
	}
	id, err := nextID(dir)
	if err != nil {
		return "", 0, err
	}
	var buf bytes.Buffer
	err = project.Execute(&buf, map[string]any{
		"ID":      id,
		"Slug":    slug,
		"Title":   scalar(title),
		"Summary": scalar(title + " in a sentence or two: what it does, and for whom."),
	})
	if err != nil {
		return "", 0, err
	}
	file, err = writeNew(file, buf.Bytes(), "edit it, or choose another title")
	return file, id, err
}

// nextID is one more than the largest id of the project files; files that
// cannot be read are skipped (portgen check reports them).
func nextID(dir string) (int, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 1, nil
	}
	if err != nil {
		return 0, err
	}
	next := 1
	for _, e := range entries {
		if ext := filepath.Ext(e.Name()); e.IsDir() || (ext != ".yaml" && ext != ".yml") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			continue
		}
		var p struct {
			ID int `yaml:"id"`
		}
		if yaml.Unmarshal(data, &p) == nil {
			next = max(next, p.ID+1)
		}
	}
	return next, nil
}

// scalar writes s as a YAML scalar on one line, quoted when it needs to be.
func scalar(s string) string {
	out, _ := yaml.Marshal(s)
	return strings.TrimSpace(string(out))
}
