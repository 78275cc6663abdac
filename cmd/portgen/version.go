package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// version is set at release time with -ldflags "-X main.version=…".
var version = "0.1.0-dev"

func newVersionCmd(e env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print portgen's version",
		RunE: func(*cobra.Command, []string) error {
			fmt.Fprintf(e.stdout, "portgen %s (%s, esbuild %s)\n", version, runtime.Version(), moduleVersion("github.com/evanw/esbuild"))
			return nil
		},
	}
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
