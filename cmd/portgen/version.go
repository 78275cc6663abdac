package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

// version is set by the release build (GoReleaser's -ldflags "-X
// main.version={{.Version}}"); a `go install …@v1.2.3` has its module version
// in the build info instead.
var version = ""

func newVersionCmd(e env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print portgen's version and the hash of its embedded theme",
		RunE: func(*cobra.Command, []string) error {
			v := portgenVersion()
			if v == "" {
				v = "(devel)"
			}
			fmt.Fprintf(e.stdout, "portgen %s\ntheme %s\n%s %s/%s, esbuild %s\n", v, generator.ThemeVersion(),
				runtime.Version(), runtime.GOOS, runtime.GOARCH, moduleVersion("github.com/evanw/esbuild"))
			return nil
		},
	}
}

// portgenVersion is this portgen's release, such as v1.2.3, or "" for a
// build from a checkout.
func portgenVersion() string {
	if version != "" {
		return "v" + strings.TrimPrefix(version, "v")
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return ""
}

func moduleVersion(path string) string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	for _, m := range info.Deps {
		if m.Path == path {
			return m.Version
		}
	}
	return "unknown"
}
