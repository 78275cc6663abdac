// Command prebundle makes the prebuilt bundles that portgen embeds:
// generator/internal/bundle/prebuilt.gob, the embedded theme bundled for the base
// path "/", for build and for serve (see generator/internal/bundle/prebuilt.go). Run
// it after the theme's archive, which make theme-archive does:
//
//	go generate ./generator/internal/theme ./generator/internal/bundle
//
// The file is rewritten only when the bundles changed.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/portgen/portgen/generator/internal/bundle"
	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	if err := run(sitetest.Root()); err != nil {
		fmt.Fprintf(os.Stderr, "prebundle: %v\n", err)
		os.Exit(1)
	}
}

func run(root string) error {
	cache, err := os.MkdirTemp("", "portgen-prebundle-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(cache)
	made, err := bundle.MakePrebuilt(cache)
	if err != nil {
		return err
	}
	shown := filepath.Join("generator", "internal", "bundle", bundle.PrebuiltName)
	target := filepath.Join(root, shown)
	if old, err := bundle.ReadPrebuiltFile(target); err == nil && old.Equal(made) {
		fmt.Fprintf(os.Stderr, "prebundle: %s is up to date\n", shown)
		return nil
	}
	data, err := bundle.WritePrebuilt(made)
	if err != nil {
		return err
	}
	if err := os.WriteFile(target, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(
		os.Stderr,
		"prebundle: wrote %s: %d bundles of theme %s, %.0f KB\n",
		shown,
		len(made.Bundles),
		made.Theme,
		float64(len(data))/1e3,
	)
	return nil
}
