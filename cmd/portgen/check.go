package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

func newCheckCmd(e env) *cobra.Command {
	var content string
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Validate the content folder without writing anything",
		Long:  "check reports every problem of the content folder at once, sorted, and writes nothing.\nIt exits with 0 when the content is clean and 1 when it has problems.",
		RunE: func(*cobra.Command, []string) error {
			if err := generator.Check(content); err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "%s: no problems found\n", content)
			return nil
		},
	}
	cmd.Flags().StringVar(&content, "content", "content", "content folder: site.yaml, projects/, locales/, media")
	return cmd
}
