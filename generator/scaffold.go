package generator

import (
	repo "github.com/portgen/portgen"
	"github.com/portgen/portgen/generator/internal/scaffold"
	"github.com/portgen/portgen/generator/internal/theme"
)

// The owner's commands besides build, check and serve: starting a site or
// a project, and taking over files of the embedded theme.

// NewSite makes a site in dir, which must be missing or empty: the starter
// content, a README, a .gitignore, a GitHub Pages workflow that installs
// portgen's version (v1.2.3, or "latest"), and the content files' schemas
// (SchemaFiles) in schemas/, which .vscode/settings.json maps the content
// files to. It returns the files it wrote, relative to dir.
func NewSite(dir, version string) ([]string, error) {
	schemas, err := SchemaFiles()
	if err != nil {
		return nil, err
	}
	made, err := scaffold.NewSite(dir, scaffold.SiteOptions{Starter: repo.Starter, Version: version, Schemas: schemas})
	return made.Files, err
}

// NewProject writes contentDir/projects/<slug>.yaml for a project called
// title, with the next free id, and returns the file and the id.
func NewProject(contentDir, title string) (file string, id int, err error) {
	return scaffold.NewProject(contentDir, title)
}

// NewPostOptions say what NewPost writes: a new post, with its title, or
// the version of an existing post in a language (Lang), named by its slug
// or title; a draft or not; and the day it is written on.
type NewPostOptions = scaffold.Post

// NewPost writes a post in contentDir with every field of its front
// matter present and commented: posts/<slug>.md, dated opts.Today, or,
// with opts.Lang, posts/<slug>.<lang>.md for an existing post, starting
// from its title and date. It never overwrites a file, and returns the
// file it wrote.
func NewPost(contentDir string, opts NewPostOptions) (file string, err error) {
	return scaffold.NewPost(contentDir, opts)
}

// ThemeFile is a file of the embedded theme that a site can replace, and
// the site's file that replaces it, if any.
type ThemeFile = theme.Replaceable

// ThemeFiles lists the embedded theme's files that a site can replace,
// with those that the site's theme folder (dir) replaces.
func ThemeFiles(dir string) ([]ThemeFile, error) { return theme.ReplaceableFiles(dir) }

// Eject copies the embedded theme's files named by paths (a file, or a
// folder for every file below it) into the site's theme folder (dir), to
// start from. It never overwrites a file, and returns the files it wrote,
// relative to dir, also when it then fails. A whole theme, with its own
// manifest, is not a site's overrides and gets none.
func Eject(dir string, paths []string) ([]string, error) { return theme.Eject(dir, paths) }

// ThemeVersion names the embedded theme: a hash of its files.
func ThemeVersion() string { return theme.Hash() }
