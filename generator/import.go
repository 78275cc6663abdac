package generator

import (
	"cmp"
	"io/fs"

	repo "github.com/portgen/portgen"
	"github.com/portgen/portgen/generator/internal/cards"
	"github.com/portgen/portgen/generator/internal/forges"
	"github.com/portgen/portgen/generator/internal/scaffold"
)

// A new site or project made from what a forge says: read the profile or
// repository (forges), draw each project's placeholder screenshot (cards),
// write the files (scaffold).

// DefaultLimit is how many repositories a site made from a profile shows.
const DefaultLimit = 6

// ImportOptions say how a new site or project is made from a forge.
type ImportOptions struct {
	// Limit is how many repositories a new site shows; 0 is DefaultLimit.
	Limit int
	// Getenv reads the forges' API roots (PORTGEN_GITHUB_API_URL…) and
	// tokens (GITHUB_TOKEN…); nil is os.Getenv.
	Getenv func(string) string
}

// Imported is what NewSiteFrom made: the files it wrote, relative to the
// site's folder, and the repositories it left out, each with why.
type Imported = scaffold.Made

// NewSiteFrom makes a site in dir as NewSite does, its content made from
// the forge profile account (github:USER, gitlab:USER or codeberg:USER):
// the résumé's basics and avatar, and a project for each of the user's own
// repositories, with a drawn placeholder screenshot. Nothing is written
// until the forge has answered; when it fails, dir is left as it was.
func NewSiteFrom(dir, account, version string, opts ImportOptions) (Imported, error) {
	a, err := forges.ParseAccount(account)
	if err != nil {
		return Imported{}, err
	}
	profile, err := forges.ReadProfile(a, cmp.Or(opts.Limit, DefaultLimit), forges.Options{Getenv: opts.Getenv})
	if err != nil {
		return Imported{}, err
	}
	schemas, err := SchemaFiles()
	if err != nil {
		return Imported{}, err
	}
	return scaffold.NewSite(dir, scaffold.SiteOptions{
		Starter: repo.Starter, Version: version, Schemas: schemas,
		From: &scaffold.Import{Profile: profile, Draw: shotDrawer()},
	})
}

// NewProjectFrom writes, in contentDir, a project made from the repository
// at link (https://github.com/OWNER/REPO, or a GitLab or Codeberg one),
// with the next free id, its icon and a drawn placeholder screenshot. It
// returns the project file and the id.
func NewProjectFrom(contentDir, link string, opts ImportOptions) (file string, id int, err error) {
	r, err := forges.ReadRepository(link, forges.Options{Getenv: opts.Getenv})
	if err != nil {
		return "", 0, err
	}
	wallpaper, err := fs.ReadFile(repo.Starter, "content/media/wallpapers/dunes.jpg")
	if err != nil {
		return "", 0, err
	}
	return scaffold.ProjectFrom(contentDir, r, scaffold.Shot{Wallpaper: wallpaper}, shotDrawer())
}

// shotDrawer draws projects' placeholder screenshots as link-preview
// cards: the home screen's panel over the wallpaper, with the project's
// title and technologies. Its screenshots share the wallpaper's blurred
// backdrop, made once.
func shotDrawer() func(scaffold.Shot) ([]byte, error) {
	draw := new(cards.Maker).Lazily()
	return func(s scaffold.Shot) ([]byte, error) {
		made := draw(cards.Job{Name: "screenshot", Card: cards.Card{
			Lang: "en", Title: s.Title, Owner: s.Owner, Label: s.Label, Tech: s.Tech,
			Wallpaper: cards.Bytes(s.Wallpaper),
		}})
		return made.Bytes()
	}
}
