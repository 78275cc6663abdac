// Command e2esite writes the site that the end-to-end tests run against:
// testdata/sites/e2e.txtar, its media generated, and the interface strings
// of content/locales. Run from the repository root:
//
//	go run ./internal/e2esite theme/e2e/.site
//	go run ./internal/e2esite -hostile theme/e2e/.hostile
//
// -hostile writes the same site with markup meant to run a script in every
// text an owner writes (see hostile.go): the injection tests build it and
// check that every such text shows literally and no script runs.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	args := os.Args[1:]
	hostile := len(args) == 2 && args[0] == "-hostile"
	if hostile {
		args = args[1:]
	}
	if len(args) != 1 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/e2esite [-hostile] <folder>")
		os.Exit(2)
	}
	if err := write(args[0], hostile); err != nil {
		fmt.Fprintln(os.Stderr, "e2esite:", err)
		os.Exit(1)
	}
}

func write(dir string, hostile bool) error {
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
	if hostile {
		if err := poison(files); err != nil {
			return err
		}
	}
	return sitetest.WriteFiles(dir, files)
}
