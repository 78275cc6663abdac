package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/diag"
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
			"(a file of theme/ that throws, or imports a package the theme lacks) and of the PORTGEN_* variables.\n" +
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
	var problems *diag.Error
	if err != nil && !errors.As(err, &problems) {
		return err
	}
	if opts.format == "json" {
		list := append([]diag.Diagnostic{}, warnings...)
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

// check finds what a build would: the content's problems first, told at
// once without bundling anything; with none, the whole pipeline runs in
// memory, for the problems that only bundling the theme and rendering the
// pages meet (an override that throws, or imports a package that is not
// there; a bad PORTGEN_* variable). It returns the warnings of a clean
// site, and a *diag.Error with the problems, and the warnings, of another.
func check(f siteFlags, e env, progress func(string, int, int)) ([]diag.Diagnostic, error) {
	warnings, err := generator.Check(f.content, f.theme)
	if err != nil {
		return nil, err
	}
	opts := f.options(e)
	opts.Progress = progress
	g, err := generator.New(opts)
	if err != nil {
		return nil, err
	}
	defer g.Close()
	site, err := g.Build()
	var problems *diag.Error
	switch {
	case errors.As(err, &problems):
		var all diag.List
		for _, d := range append(warnings, problems.Diagnostics...) {
			all.Add(d)
		}
		return nil, all.Err()
	case err != nil:
		return nil, err
	}
	return site.Summary.Warnings, nil
}

// silentProblems exits with the problems' status; they are already printed.
type silentProblems struct{ problems *diag.Error }

func (s silentProblems) Error() string { return s.problems.Error() }
