package main

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

func newNewCmd(e env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Start a new site, or a new content file",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			const what = "say what to make: portgen new site <folder>, or portgen new project \"Title\""
			return usageError{errors.New(what)}
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
			file, id, err := generator.NewProject(contentDir, args[0])
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "Wrote %s (id %d).\nFill in its links, icon and images, then run portgen check.\n",
				filepath.ToSlash(file), id)
			return nil
		},
	}
	project.Flags().StringVar(&contentDir, "content", "content", "content folder")
	site := &cobra.Command{
		Use:   "site <folder>",
		Short: "Make a new site in a new folder: the starter content, a README and a deploy workflow",
		Long: "new site makes <folder> (missing or empty) with the starter site's content/, a README on\n" +
			"how to edit, serve, build and deploy, a .gitignore, a GitHub Pages workflow that\n" +
			"installs this portgen's version and builds the site, and the content files' JSON Schemas\n" +
			"in schemas/, which .vscode/settings.json maps the files to (see portgen schema).\n" +
			"Then: cd <folder> && portgen serve.",
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error { return newSiteRun(args[0], e) },
	}
	cmd.AddCommand(project, site)
	return cmd
}

func newSiteRun(dir string, e env) error {
	v := portgenVersion()
	if v == "" {
		v = "latest"
	}
	if _, err := generator.NewSite(dir, v); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "Made a new site in %s: content/, README.md, .gitignore, "+
		".github/workflows/pages.yml,\nand schemas/ with .vscode/ for an editor that knows every field.\n",
		filepath.ToSlash(dir))
	if v == "latest" {
		fmt.Fprintln(e.stdout, "This portgen is a development build with no version: "+
			"the workflow installs the latest release\n"+
			"(set PORTGEN_VERSION in .github/workflows/pages.yml to pin one).")
	}
	fmt.Fprintf(e.stdout, "Next:\n  cd %s\n  portgen serve\n", dir)
	return nil
}
