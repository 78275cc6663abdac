// Command portgen builds a developer portfolio site from a folder of YAML,
// locale files and media. The work happens in package generator; this
// command parses flags, calls it and turns errors into output and exit codes.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/portgen/portgen/generator"
	"github.com/spf13/cobra"
)

// Exit codes.
const (
	exitOK       = 0
	exitProblems = 1 // the content has problems, or the build failed
	exitUsage    = 2 // the command line is wrong
)

// env is what a command may touch of the outside world; tests pass buffers,
// a fixed clock and an environment of their own.
type env struct {
	stdout, stderr io.Writer
	now            func() time.Time
	// getenv reads the environment of a build (the weather provider's key
	// and URLs, the forges' API roots and tokens); nil is os.Getenv.
	getenv func(string) string
}

func main() {
	os.Exit(run(os.Args[1:], env{stdout: os.Stdout, stderr: os.Stderr, now: time.Now, getenv: os.Getenv}))
}

// usageError marks errors in the command line itself.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }

func run(args []string, e env) int {
	root := newRootCmd(e)
	root.SetArgs(args)
	err := root.Execute()
	var problems *generator.Problems
	var usage usageError
	var silent silentProblems
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &silent):
		return exitProblems
	case errors.As(err, &problems):
		printDiagnostics(e.stderr, problems.Diagnostics)
		return exitProblems
	case errors.As(err, &usage):
		fmt.Fprintf(e.stderr, "portgen: %v\n\n%s", usage.err, usageOf(root, args))
		return exitUsage
	default:
		fmt.Fprintf(e.stderr, "portgen: %v\n", err)
		return exitProblems
	}
}

func newRootCmd(e env) *cobra.Command {
	root := &cobra.Command{
		Use:   "portgen",
		Short: "Build a developer portfolio site from YAML",
		Long: "portgen turns a content folder (YAML, locales, images, PDFs) into a fast,\n" +
			"accessible React portfolio styled as a home screen, ready for any static host.",
		SilenceErrors: true,
		SilenceUsage:  true,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageError{fmt.Errorf("unknown command %q", args[0])}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
	}
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(
		newBuildCmd(e, nil),
		newCheckCmd(e),
		newServeCmd(e),
		newPreviewCmd(e),
		newNewCmd(e),
		newThemeCmd(e),
		newCacheCmd(e, nil),
		newSchemaCmd(e, nil),
		newVersionCmd(e),
	)
	var all []*cobra.Command
	for _, c := range root.Commands() {
		all = append(all, c)
		all = append(all, c.Commands()...)
	}
	for _, c := range all {
		if c.Args == nil {
			c.Args = cobra.NoArgs
		}
		wrap := c.Args
		c.Args = func(cmd *cobra.Command, args []string) error {
			if err := wrap(cmd, args); err != nil {
				return usageError{err}
			}
			return nil
		}
	}
	return root
}

// usageOf returns the usage text of the command that args name.
func usageOf(root *cobra.Command, args []string) string {
	cmd, _, err := root.Find(args)
	if err != nil || cmd == nil {
		cmd = root
	}
	return cmd.UsageString()
}
