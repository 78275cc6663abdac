package main

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

// newOptions are the flags of new site, new project and new post.
type newOptions struct {
	contentDir string // new project's or post's content folder
	from       string // a forge account (new site) or a repository's address (new project)
	limit      int    // how many repositories a new site made from a profile shows
	lang       string // new post: the language of a version of an existing post
	draft      bool   // new post: start it as a draft
}

func newNewCmd(e env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Start a new site, or a new content file",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			const what = "say what to make: portgen new site <folder>, portgen new project \"Title\", " +
				"or portgen new post \"Title\""
			return usageError{errors.New(what)}
		},
	}
	var opts newOptions
	project := &cobra.Command{
		Use:   "project \"Title\" | --from URL",
		Short: "Write content/projects/<slug>.yaml for a new project",
		Long: "new project writes content/projects/<slug>.yaml with the next free id and every field\n" +
			"present and commented. It never overwrites a file. Fill in the links, icon and images,\n" +
			"then run portgen check.\n\n" +
			"With --from https://github.com/OWNER/REPO (or a GitLab or Codeberg repository's address),\n" +
			"the project is made from the repository: its name as the title, its description, its\n" +
			"language and topics as technologies, its homepage and address as links, an icon, and a\n" +
			"drawn placeholder screenshot to replace with a real one. GITHUB_TOKEN, GITLAB_TOKEN and\n" +
			"CODEBERG_TOKEN are sent to their own forge's API only.",
		Args: func(_ *cobra.Command, args []string) error {
			if opts.from != "" && len(args) > 0 {
				return usageError{errors.New("give a title or --from URL, not both")}
			}
			if opts.from == "" && len(args) != 1 {
				return usageError{errors.New("give the project a title: portgen new project \"My Project\"")}
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error { return newProjectRun(args, opts, e) },
	}
	project.Flags().StringVar(&opts.contentDir, "content", "content", "content folder")
	project.Flags().StringVar(&opts.from, "from", "",
		"make the project from a repository: https://github.com/OWNER/REPO")
	site := &cobra.Command{
		Use:   "site <folder>",
		Short: "Make a new site in a new folder: the starter content, a README and a deploy workflow",
		Long: "new site makes <folder> (missing or empty) with the starter site's content/, a README on\n" +
			"how to edit, serve, build and deploy, a .gitignore, a GitHub Pages workflow that\n" +
			"installs this portgen's version and builds the site, and the content files' JSON Schemas\n" +
			"in schemas/, which .vscode/settings.json maps the files to (see portgen schema).\n" +
			"Then: cd <folder> && portgen serve.\n\n" +
			"With --from github:USER (or gitlab:USER, codeberg:USER), the content is the user's own\n" +
			"instead of the starter's samples: the résumé's name, bio, location, website, profile\n" +
			"link and photo from their profile, and a project for each of their own public\n" +
			"repositories (no forks, nothing archived; the most starred first, then the most\n" +
			"recently pushed; --limit of them), each with a drawn placeholder screenshot. The base\n" +
			"URL is their Pages site. Nothing is written when the forge cannot be read.",
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error { return newSiteRun(args[0], opts, e) },
	}
	site.Flags().StringVar(&opts.from, "from", "", "make the content from a forge profile: github:USER, gitlab:USER "+
		"or codeberg:USER")
	site.Flags().IntVar(&opts.limit, "limit", generator.DefaultLimit, "with --from: how many repositories to show")
	cmd.AddCommand(project, site, newPostCmd(&opts, e))
	return cmd
}

func newPostCmd(opts *newOptions, e env) *cobra.Command {
	post := &cobra.Command{
		Use:   "post \"Title\" | --lang CODE <slug>",
		Short: "Write content/posts/<slug>.md for a new post, dated today",
		Long: "new post writes content/posts/<slug>.md, dated today, with every field of its front matter\n" +
			"present and commented and a few lines of Markdown to replace. It never overwrites a file.\n" +
			"Write the post, see it in portgen serve, then run portgen check.\n\n" +
			"With --lang pt, it writes content/posts/<slug>.pt.md instead: the version in that language\n" +
			"of an existing post, named by its slug or its title, starting from its title and date.\n" +
			"With --draft, the post is a draft: portgen serve shows it, marked, and a build leaves it\n" +
			"out (portgen build --drafts keeps it).",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageError{errors.New("give the post a title: portgen new post \"Hello, world\"")}
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error { return newPostRun(args[0], *opts, e) },
	}
	post.Flags().StringVar(&opts.contentDir, "content", "content", "content folder")
	post.Flags().StringVar(&opts.lang, "lang", "",
		"write the version in this language of the existing post the argument names (its slug or title)")
	post.Flags().BoolVar(&opts.draft, "draft", false, "start the post as a draft, which only serve and "+
		"build --drafts show")
	return post
}

func newPostRun(title string, opts newOptions, e env) error {
	file, err := generator.NewPost(opts.contentDir, generator.NewPostOptions{
		Title: title,
		Lang:  opts.lang,
		Draft: opts.draft,
		Today: e.now(),
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "Wrote %s.\n", filepath.ToSlash(file))
	fmt.Fprintln(e.stdout, "Write it in Markdown, see it in portgen serve, then run portgen check.")
	return nil
}

func newProjectRun(args []string, opts newOptions, e env) error {
	var file string
	var id int
	var err error
	if opts.from != "" {
		file, id, err = generator.NewProjectFrom(opts.contentDir, opts.from, generator.ImportOptions{})
	} else {
		file, id, err = generator.NewProject(opts.contentDir, args[0])
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "Wrote %s (id %d).\n", filepath.ToSlash(file), id)
	if opts.from != "" {
		fmt.Fprintln(e.stdout, "Replace its drawn screenshot with a real one, then run portgen check.")
		return nil
	}
	fmt.Fprintln(e.stdout, "Fill in its links, icon and images, then run portgen check.")
	return nil
}

func newSiteRun(dir string, opts newOptions, e env) error {
	if opts.limit < 1 {
		return usageError{fmt.Errorf("--limit must be 1 or more, got %d", opts.limit)}
	}
	v := portgenVersion()
	if v == "" {
		v = "latest"
	}
	if opts.from == "" {
		if _, err := generator.NewSite(dir, v); err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "Made a new site in %s: content/, README.md, .gitignore, "+
			".github/workflows/pages.yml,\nand schemas/ with .vscode/ for an editor that knows every field.\n",
			filepath.ToSlash(dir))
	} else {
		made, err := generator.NewSiteFrom(dir, opts.from, v, generator.ImportOptions{Limit: opts.limit})
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "Made a new site in %s from %s: content/ with your résumé and %d projects,\n"+
			"README.md, .gitignore, .github/workflows/pages.yml, and schemas/ with .vscode/.\n",
			filepath.ToSlash(dir), opts.from, made.Projects)
		for _, left := range made.Left {
			fmt.Fprintf(e.stdout, "Left out %s.\n", left)
		}
		fmt.Fprintln(e.stdout, "Each project has a drawn screenshot: replace it with a real one "+
			"(content/media/projects/).")
	}
	if v == "latest" {
		fmt.Fprintln(e.stdout, "This portgen is a development build with no version: "+
			"the workflow installs the latest release\n"+
			"(set PORTGEN_VERSION in .github/workflows/pages.yml to pin one).")
	}
	fmt.Fprintf(e.stdout, "Next:\n  cd %s\n  portgen serve\n", dir)
	return nil
}
