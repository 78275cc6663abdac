package main

import (
	"errors"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

type schemaOptions struct {
	name        string // site, project, locale or resume
	translation bool   // the résumé's translations' schema
}

// newSchemaCmd is portgen schema <name>; run does the work (schemaRun, or
// a test's).
func newSchemaCmd(e env, run func(schemaOptions) error) *cobra.Command {
	if run == nil {
		run = func(opts schemaOptions) error { return schemaRun(opts, e) }
	}
	opts := schemaOptions{}
	cmd := &cobra.Command{
		Use:   "schema site|project|locale|resume",
		Short: "Print the JSON Schema of a content file, for an editor",
		Long: "schema prints the JSON Schema of site.yaml, of a project file, of a locale file or of the\n" +
			"résumé, made from what portgen check reads: with it an editor that runs the YAML language\n" +
			"server completes each field, explains it on hover and flags a mistake of shape as you type.\n" +
			"portgen new site writes them into schemas/ and names them in .vscode/settings.json.\n" +
			"Rules across files (a project's content, the owner's name) stay portgen check's.",
		ValidArgs: generator.SchemaNames,
		Args:      cobra.MatchAll(cobra.ExactArgs(1), cobra.OnlyValidArgs),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.name = args[0]
			if opts.translation && opts.name != "resume" {
				return usageError{errors.New("--translation is the résumé's: portgen schema resume --translation")}
			}
			return run(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.translation, "translation", false,
		"with resume: the schema of its translations, resume.<code>.json, in which any field may be left out")
	return cmd
}

func schemaRun(opts schemaOptions, e env) error {
	b, err := generator.Schema(opts.name, opts.translation)
	if err != nil {
		return err
	}
	_, err = e.stdout.Write(b)
	return err
}
