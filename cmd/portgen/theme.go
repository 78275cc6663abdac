package main

import (
	"fmt"
	"path"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

func newThemeCmd(e env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "theme",
		Short: "List or copy the files of the theme embedded in portgen",
		Long: "portgen builds your site with the theme embedded in it. A file at theme/<path> in your\n" +
			"site replaces the embedded theme's file at <path>, and only that file: `portgen theme ls`\n" +
			"lists them, `portgen theme eject <path>` copies one to start from.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return usageError{fmt.Errorf("say what to do: portgen theme ls, or portgen theme eject <path>")}
		},
	}
	var dir string
	ls := &cobra.Command{
		Use:   "ls",
		Short: "List the embedded theme's files, marking those your site replaces",
		RunE: func(*cobra.Command, []string) error {
			files, err := generator.ThemeFiles(dir)
			if err != nil {
				return err
			}
			for _, f := range files {
				if f.ReplacedBy != "" {
					fmt.Fprintf(e.stdout, "%s\treplaced by %s\n", f.Path, f.ReplacedBy)
					continue
				}
				fmt.Fprintln(e.stdout, f.Path)
			}
			return nil
		},
	}
	eject := &cobra.Command{
		Use:   "eject <path>…",
		Short: "Copy embedded theme files (or folders) into your site's theme folder, to edit",
		Long: "eject copies each named file of the embedded theme, or every file of a named folder, to\n" +
			"theme/<path> in your site, where it replaces the embedded one. It never overwrites a file.\n" +
			"Paths are those of `portgen theme ls`, such as src/app/global.css.",
		Args: cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			wrote, err := generator.Eject(dir, args)
			for _, f := range wrote {
				fmt.Fprintf(e.stdout, "Wrote %s\n", path.Join(filepath.ToSlash(dir), f))
			}
			if err != nil {
				return err
			}
			fmt.Fprintln(e.stdout, "Edit it: portgen build and portgen serve use it in place of the embedded file.")
			return nil
		},
	}
	cmd.PersistentFlags().StringVar(&dir, "theme", "theme", "your site's theme folder")
	cmd.AddCommand(ls, eject)
	return cmd
}
