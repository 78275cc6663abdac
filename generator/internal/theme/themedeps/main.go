// Command themedeps installs a theme folder's npm packages as portgen does
// before a build (npm ci, when node_modules is missing or was installed
// from another lock file or other patches), without building: make check
// runs it before the theme's typecheck and unit tests. From the
// repository root:
//
//	go run ./generator/internal/theme/themedeps theme
package main

import (
	"fmt"
	"os"

	"github.com/portgen/portgen/generator/internal/theme"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./generator/internal/theme/themedeps <theme folder>")
		os.Exit(2)
	}
	th, err := theme.Read(os.Args[1])
	if err == nil {
		err = th.EnsureDeps(os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "themedeps:", err)
		os.Exit(1)
	}
}
