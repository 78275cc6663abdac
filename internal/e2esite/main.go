// Command e2esite writes the site that the end-to-end tests run against:
// testdata/sites/e2e.txtar, its media generated, and the interface strings
// of content/locales. Run from the repository root:
//
//	go run ./internal/e2esite theme/e2e/.site
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/e2esite <folder>")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "e2esite:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	files := sitetest.Files(sitetest.Load("e2e"), nil)
	locales, err := filepath.Glob(filepath.Join(sitetest.Root(), "content", "locales", "*.yaml"))
	if err != nil {
		return err
	}
	for _, p := range locales {
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files["locales/"+filepath.Base(p)] = data
	}
	return sitetest.WriteFiles(dir, files)
}
