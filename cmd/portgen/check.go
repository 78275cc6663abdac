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
	content, theme, format string
}

func newCheckCmd(e env) *cobra.Command {
	opts := checkOptions{}
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Validate the content folder without writing anything",
		Long: "check reports every problem of the content folder at once, sorted, and writes nothing.\n" +
			"It exits with 0 when the content is clean, 1 when it has problems and 2 on a usage error.\n" +
			"--format json prints the problems as a JSON array on standard output, for editors and CI.",
		RunE: func(*cobra.Command, []string) error { return checkRun(opts, e) },
	}
	cmd.Flags().StringVar(&opts.content, "content", "content", "content folder: site.yaml, resume.json, projects/, locales/, media")
	cmd.Flags().StringVar(&opts.theme, "theme", "theme", "theme folder: files that replace the embedded theme's, or a whole theme with its portgen.json")
	cmd.Flags().StringVar(&opts.format, "format", "text", "output format: text or json")
	return cmd
}

func checkRun(opts checkOptions, e env) error {
	if opts.format != "text" && opts.format != "json" {
		return usageError{fmt.Errorf("--format must be text or json, not %q", opts.format)}
	}
	warnings, err := generator.Check(opts.content, opts.theme)
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
	fmt.Fprintf(e.stdout, "%s: no problems found%s\n", opts.content, warningCount(len(warnings), ", "))
	return nil
}

// silentProblems exits with the problems' status; they are already printed.
type silentProblems struct{ problems *diag.Error }

func (s silentProblems) Error() string { return s.problems.Error() }
