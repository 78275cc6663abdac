package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

type checkOptions struct {
	site   siteFlags
	format string
}

func newCheckCmd(e env) *cobra.Command {
	opts := checkOptions{}
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Find every problem a build would, without writing anything",
		Long: "check reports every problem of the site at once, sorted, and writes nothing: those of the content\n" +
			"folder first; with none, it builds the site in memory, as build would, for those of the theme's files\n" +
			"(a file of theme/ that throws, or imports a package the theme lacks), of the PORTGEN_* variables and\n" +
			"of damaged images, which it decodes rather than resizes (it draws no card or PDF either).\n" +
			"It exits with 0 when the site is clean, 1 when it has problems and 2 on a usage error.\n" +
			"--format json prints the problems as a JSON array on standard output, for editors and CI.",
		RunE: func(*cobra.Command, []string) error { return checkRun(opts, e) },
	}
	addSiteFlags(cmd, &opts.site)
	cmd.Flags().StringVar(&opts.format, "format", "text", "output format: text or json")
	return cmd
}

func checkRun(opts checkOptions, e env) error {
	if opts.format != "text" && opts.format != "json" {
		return usageError{fmt.Errorf("--format must be text or json, not %q", opts.format)}
	}
	stop, err := opts.site.profile()
	if err != nil {
		return err
	}
	defer stop()
	var shown *progress
	if opts.format == "text" {
		shown = newProgress(e.stderr, e.now)
	}
	warnings, err := check(opts.site, e, shown.reporter())
	shown.end()
	var problems *generator.Problems
	if err != nil && !errors.As(err, &problems) {
		return err
	}
	if opts.format == "json" {
		list := append([]generator.Diagnostic{}, warnings...)
		if problems != nil {
			list = problems.Diagnostics
		}
		out := json.NewEncoder(e.stdout)
		out.SetIndent("", "  ")
		if err := out.Encode(list); err != nil {
			return err
		}
		if problems != nil {
			return silentProblems{problems}
		}
		return nil
	}
	if problems != nil {
		return problems
	}
	if len(warnings) > 0 {
		printDiagnostics(e.stderr, warnings)
	}
	fmt.Fprintf(e.stdout, "%s: no problems found%s\n", opts.site.content, warningCount(len(warnings), ", "))
	return nil
}

// check finds what a build would (see generator.Check).
func check(f siteFlags, e env, progress func(string, int, int)) ([]generator.Diagnostic, error) {
	opts := f.options(e)
	opts.Progress = progress
	return generator.Check(opts)
}

// silentProblems exits with the problems' status; they are already printed.
type silentProblems struct{ problems *generator.Problems }

func (s silentProblems) Error() string { return s.problems.Error() }
