package main

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator/scaffold"
)

func newNewCmd(e env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Start a new content file",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return usageError{fmt.Errorf("say what to make: portgen new project \"Title\"")}
		},
	}
	var contentDir string
	project := &cobra.Command{
		Use:   "project \"Title\"",
		Short: "Write content/projects/<slug>.yaml for a new project",
		Long: "new project writes content/projects/<slug>.yaml with the next free id and every field\n" +
			"present and commented. It never overwrites a file. Fill in the links, icon and images,\n" +
			"then run portgen check.",
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			file, id, err := scaffold.NewProject(contentDir, args[0])
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "Wrote %s (id %d).\nFill in its links, icon and images, then run portgen check.\n", filepath.ToSlash(file), id)
			return nil
		},
	}
	project.Flags().StringVar(&contentDir, "content", "content", "content folder")
	cmd.AddCommand(project)
	return cmd
}
