package main

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

type cacheOptions struct {
	dir   string // the cache folder, as build and serve take it
	clean bool   // empty it, rather than say what it holds
}

// newCacheCmd is portgen cache and portgen cache clean; run does the work
// (cacheRun, or a test's).
func newCacheCmd(e env, run func(cacheOptions) error) *cobra.Command {
	if run == nil {
		run = func(opts cacheOptions) error { return cacheRun(opts, e) }
	}
	opts := cacheOptions{}
	cmd := &cobra.Command{
		Use:   "cache",
		Short: "Say where the cache folder is and how much it holds",
		Long: "portgen keeps what a build makes for the next in its cache folder: the resized images, the\n" +
			"link-preview cards, the résumé PDFs, the prerendered pages, the posts' rendered bodies, the\n" +
			"bundle, the embedded theme unpacked and the forges' answers, so that a build with nothing\n" +
			"changed makes nothing.\n" +
			"`portgen cache` says where it is and how much each kind takes; `portgen cache clean` empties it.",
		RunE: func(*cobra.Command, []string) error { return run(opts) },
	}
	clean := &cobra.Command{
		Use:   "clean",
		Short: "Empty the cache folder: the next build makes everything again",
		Long: "clean removes from the cache folder all that portgen keeps there, what older versions of\n" +
			"portgen left included, and leaves any other file. Run it while no build or serve runs.",
		RunE: func(*cobra.Command, []string) error {
			opts.clean = true
			return run(opts)
		},
	}
	for _, c := range []*cobra.Command{cmd, clean} {
		c.Flags().StringVar(&opts.dir, "cache-dir", defaultCacheDir(), "the cache folder, as build and serve take it")
	}
	cmd.AddCommand(clean)
	return cmd
}

func cacheRun(opts cacheOptions, e env) error {
	if opts.dir == "" {
		return usageError{errors.New("--cache-dir is empty: with no cache folder, builds keep nothing between them")}
	}
	shown := filepath.ToSlash(opts.dir)
	if opts.clean {
		freed, err := generator.CleanCache(opts.dir)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "Emptied %s: %s freed.\n", shown, byteSize(freed))
		return nil
	}
	sizes, err := generator.CacheUsage(opts.dir)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "Cache folder: %s\n", shown)
	var total int64
	for _, s := range sizes {
		name, note := s.Kind, ""
		if s.Kind == "older" {
			name, note = "older versions", ", which this portgen does not read"
		}
		fmt.Fprintf(e.stdout, "  %-14s %9s  %s%s\n", name, byteSize(s.Bytes), fileCount(s.Files), note)
		total += s.Bytes
	}
	fmt.Fprintf(e.stdout, "  %-14s %9s\n", "in all", byteSize(total))
	if total > 0 {
		fmt.Fprintln(e.stdout, "portgen cache clean empties it.")
	}
	return nil
}

// byteSize writes a count of bytes in the largest unit it has one of, in
// decimal units, as kb does.
func byteSize(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.1f GB", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	case n >= 1e3:
		return fmt.Sprintf("%.1f KB", float64(n)/1e3)
	}
	return fmt.Sprintf("%d B", n)
}

// fileCount says how many files.
func fileCount(n int) string {
	if n == 1 {
		return "1 file"
	}
	return fmt.Sprintf("%d files", n)
}
