package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/portgen/portgen/generator"
)

type buildOptions struct {
	site    siteFlags
	out     string
	json    bool
	refresh bool
	drafts  bool // publish the posts marked draft
	future  bool // publish the posts dated after today
}

// newBuildCmd is portgen build; run does the work (buildRun, or a test's).
func newBuildCmd(e env, run func(buildOptions) error) *cobra.Command {
	if run == nil {
		run = func(opts buildOptions) error { return buildRun(opts, e) }
	}
	opts := buildOptions{}
	cmd := &cobra.Command{
		Use:   "build",
		Short: "Build the site into the output folder",
		Long: "build validates the content, bundles the theme and writes the site into --out.\n" +
			"The previous output is replaced only when the whole build succeeded.\n" +
			"A post marked draft, or dated after today, is left out: --drafts keeps the drafts (for a\n" +
			"preview deploy), --future the posts dated later.",
		RunE: func(*cobra.Command, []string) error { return run(opts) },
	}
	addSiteFlags(cmd, &opts.site)
	cmd.Flags().StringVar(&opts.out, "out", "dist", "output folder, replaced as a whole")
	cmd.Flags().BoolVar(&opts.refresh, "refresh", false, "ask the forges again for the projects' repositories "+
		"(repositories.fetch in site.yaml), however fresh the cached answers")
	cmd.Flags().BoolVar(&opts.drafts, "drafts", false, "publish the posts marked draft too")
	cmd.Flags().BoolVar(&opts.future, "future", false, "publish the posts dated after today too")
	cmd.Flags().BoolVar(&opts.json, "json", false,
		"print the summary as JSON: sizes, image counts, the time of each stage and the peak memory")
	return cmd
}

// siteFlags are the flags that every command building a site shares.
type siteFlags struct {
	content, theme, baseURL, cacheDir string
	workers                           int
	cpuProfile                        string
}

func addSiteFlags(cmd *cobra.Command, f *siteFlags) {
	flags := cmd.Flags()
	flags.StringVar(&f.content, "content", "content",
		"content folder: site.yaml, resume.json, projects/, locales/, media")
	flags.StringVar(&f.theme, "theme", "theme",
		"theme folder: files that replace the embedded theme's, or a whole theme with its portgen.json")
	flags.StringVar(&f.baseURL, "base-url", "", "URL the site is served from; overrides baseURL in site.yaml")
	flags.StringVar(&f.cacheDir, "cache-dir", defaultCacheDir(),
		"folder that keeps resized images and rendered pages between builds; empty keeps none")
	flags.IntVar(&f.workers, "workers", envInt("PORTGEN_WORKERS"),
		"pages prerendered at once; 0 is one per CPU (default $PORTGEN_WORKERS)")
	flags.StringVar(&f.cpuProfile, "cpuprofile", "",
		"write a CPU profile of the command, until it ends, to this file, for go tool pprof")
}

// profile starts the CPU profile that --cpuprofile asks for, if any; stop
// writes it.
func (f siteFlags) profile() (stop func(), err error) {
	if f.cpuProfile == "" {
		return func() {}, nil
	}
	return startCPUProfile(f.cpuProfile)
}

// options are the generator's options that the flags set.
func (f siteFlags) options(e env) generator.Options {
	return generator.Options{
		Content:  f.content,
		Theme:    f.theme,
		BaseURL:  f.baseURL,
		CacheDir: f.cacheDir,
		Workers:  f.workers,
		Log:      e.stderr,
		Getenv:   e.getenv,
	}
}

// envInt reads a whole number from the environment: 0 when unset or not one.
func envInt(name string) int {
	n, err := strconv.Atoi(os.Getenv(name))
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// defaultCacheDir is portgen's folder in the user's cache folder
// (~/.cache/portgen on Linux), or none when there is no such folder.
func defaultCacheDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "portgen")
}

func buildRun(opts buildOptions, e env) error {
	stop, err := opts.site.profile()
	if err != nil {
		return err
	}
	defer stop()
	start := e.now()
	gopts := opts.options(e)
	var shown *progress
	if !opts.json {
		shown = newProgress(e.stderr, e.now)
	}
	gopts.Progress = shown.reporter()
	sum, err := generator.Build(gopts)
	shown.end()
	if err != nil {
		return err
	}
	took := e.now().Sub(start)
	if len(sum.Warnings) > 0 {
		printDiagnostics(e.stderr, sum.Warnings)
	}
	if opts.json {
		return printJSONSummary(e.stdout, sum, took)
	}
	printSummary(e.stdout, opts.out, sum, took, true)
	return nil
}

// options are the generator's options that build's flags set.
func (opts buildOptions) options(e env) generator.Options {
	gopts := opts.site.options(e)
	gopts.Out, gopts.Refresh = opts.out, opts.refresh
	gopts.Drafts, gopts.Future = opts.drafts, opts.future
	gopts.Now = e.now // the day that says which posts are future ones
	return gopts
}

// startCPUProfile profiles the process into file until stop is called.
func startCPUProfile(file string) (stop func(), err error) {
	f, err := os.Create(file)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// printJSONSummary writes what benchmarks and scripts read of a build.
func printJSONSummary(w io.Writer, s *generator.Summary, took time.Duration) error {
	type size struct {
		Raw  int `json:"raw"`
		Gzip int `json:"gzip"`
	}
	type stage struct {
		Name string  `json:"name"`
		Ms   float64 `json:"ms"`
	}
	out := struct {
		BaseURL       string  `json:"baseURL"`
		Pages         int     `json:"pages"`
		Assets        int     `json:"assets"`
		Images        int     `json:"images"`
		ImagesEncoded int     `json:"imagesEncoded"`
		Cards         int     `json:"cards"`
		CardsDrawn    int     `json:"cardsDrawn"` // the others came from the cache
		ResumePDFs    int     `json:"resumePDFs"`
		PDFsMade      int     `json:"resumePDFsMade"` // the others came from the cache
		BundleCached  bool    `json:"bundleCached"`
		PagesRendered int     `json:"pagesRendered"` // the others came from the render cache
		Warnings      int     `json:"warnings"`
		JS            size    `json:"js"`
		CSS           size    `json:"css"`
		FirstLoadJS   size    `json:"firstLoadJS"`
		Stages        []stage `json:"stages"`
		Ms            float64 `json:"ms"`
		PeakMemory    int64   `json:"peakMemoryBytes,omitempty"` // of the whole process, esbuild included
	}{
		BaseURL:       s.BaseURL,
		Pages:         s.Pages,
		Assets:        s.Assets,
		Images:        s.Images,
		ImagesEncoded: s.ImagesEncoded,
		Cards:         s.Cards,
		CardsDrawn:    s.CardsDrawn,
		ResumePDFs:    s.ResumePDFs,
		PDFsMade:      s.ResumePDFsMade,
		BundleCached:  s.BundleCached,
		PagesRendered: s.PagesRendered,
		Warnings:      len(s.Warnings),
		JS:            size(s.JS),
		CSS:           size(s.CSS),
		FirstLoadJS:   size(s.FirstLoadJS),
		Ms:            float64(took.Microseconds()) / 1000,
		PeakMemory:    peakMemory(),
	}
	for _, st := range s.Stages {
		out.Stages = append(out.Stages, stage{st.Name, float64(st.Took.Microseconds()) / 1000})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// printSummary tells what a build wrote; sizes is false for portgen serve,
// whose unminified bundle is not what visitors download.
func printSummary(w io.Writer, out string, s *generator.Summary, took time.Duration, sizes bool) {
	fmt.Fprintf(w, "Built %d pages and %d assets into %s in %s\n", s.Pages, s.Assets, out, took.Round(time.Millisecond))
	if !sizes {
		// serve encodes an image, prerenders a page and draws its card when
		// it is asked for, and makes a résumé PDF too
		fmt.Fprintf(w, "  images: %d files, encoded when first asked for\n", s.Images)
		return
	}
	fmt.Fprintf(w, "  JS   %8s (%s gzip); first load %s gzip\n", kb(s.JS.Raw), kb(s.JS.Gzip), kb(s.FirstLoadJS.Gzip))
	fmt.Fprintf(w, "  CSS  %8s (%s gzip)\n", kb(s.CSS.Raw), kb(s.CSS.Gzip))
	fmt.Fprintf(w, "  images: %d files (%d encoded, %d from the cache)\n",
		s.Images, s.ImagesEncoded, s.Images-s.ImagesEncoded)
	fmt.Fprintf(w, "  pages: %d prerendered, %d from the cache\n", s.PagesRendered, s.Pages-s.PagesRendered)
	fmt.Fprintf(w, "  cards: %d drawn, %d from the cache\n", s.CardsDrawn, s.Cards-s.CardsDrawn)
	if s.ResumePDFs > 0 {
		fmt.Fprintf(w, "  résumé PDFs: %d (%d made, %d from the cache)\n",
			s.ResumePDFs, s.ResumePDFsMade, s.ResumePDFs-s.ResumePDFsMade)
	}
}

func kb(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1000) }
