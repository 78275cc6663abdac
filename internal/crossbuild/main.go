// Command crossbuild compiles portgen for every platform of the release, with
// the release's settings, read from .goreleaser.yaml: `make test` runs it so
// that a change that breaks one platform (or needs cgo where a build has
// none) fails before a tag does. It also checks that the Linux binaries are
// statically linked, and prints each binary's size. With -per-os it
// compiles one architecture of each system (the first that the file lists:
// Linux amd64's is built with cgo, so this needs gcc and a static libc),
// not every pair: make test's check on one machine, where each target costs
// a minute or two; CI's release job and GoReleaser compile them all. With
// -target it compiles that platform alone.
//
//	go run ./internal/crossbuild [-per-os | -target goos/goarch] [-out folder]
package main

import (
	"debug/elf"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"
	"gopkg.in/yaml.v3"
)

// build is the part of a GoReleaser build that says how to compile.
type build struct {
	Main    string    `yaml:"main"`
	Binary  string    `yaml:"binary"`
	Env     []string  `yaml:"env"`
	Flags   []string  `yaml:"flags"`
	Tags    []string  `yaml:"tags"`
	Ldflags []string  `yaml:"ldflags"`
	Goos    []string  `yaml:"goos"`
	Goarch  []string  `yaml:"goarch"`
	Ignore  []ignored `yaml:"ignore"`
}

// ignored is a platform a build leaves out; an empty field stands for any.
type ignored struct {
	Goos   string `yaml:"goos"`
	Goarch string `yaml:"goarch"`
}

// version stands for GoReleaser's {{.Version}}.
const version = "0.0.0-crossbuild"

func main() {
	config := flag.String("config", ".goreleaser.yaml", "GoReleaser's configuration")
	out := flag.String("out", "", "folder for the binaries (default: a temporary folder, removed)")
	perOS := flag.Bool("per-os", false, "one architecture of each operating system, the first listed")
	only := flag.String("target", "", "this goos/goarch alone (bench/binary.mjs builds the host's)")
	flag.Parse()
	if *perOS && *only != "" {
		fmt.Fprintln(os.Stderr, "crossbuild: -per-os and -target exclude each other")
		os.Exit(2)
	}
	if err := run(*config, *out, *perOS, *only); err != nil {
		fmt.Fprintf(os.Stderr, "crossbuild: %v\n", err)
		os.Exit(1)
	}
}

func run(config, out string, perOS bool, only string) error {
	builds, err := readBuilds(config)
	if err != nil {
		return err
	}
	targets, err := plan(builds, perOS, only)
	if err != nil {
		return fmt.Errorf("%s: %w", config, err)
	}
	if out == "" {
		if out, err = os.MkdirTemp("", "portgen-crossbuild-"); err != nil {
			return err
		}
		defer os.RemoveAll(out)
	}
	// The targets are built side by side: with Go's cache warm, each is
	// mostly its link, which waits on the files it reads and writes.
	var g errgroup.Group
	g.SetLimit(runtime.NumCPU())
	for _, t := range targets {
		g.Go(func() error { return t.make(out) })
	}
	return g.Wait()
}

// readBuilds reads the builds of GoReleaser's configuration.
func readBuilds(config string) ([]build, error) {
	data, err := os.ReadFile(config)
	if err != nil {
		return nil, err
	}
	var cfg struct {
		Builds []build `yaml:"builds"`
	}
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", config, err)
	}
	if len(cfg.Builds) == 0 {
		return nil, fmt.Errorf("%s: no build", config)
	}
	return cfg.Builds, nil
}

// plan lists the binaries to compile: every platform of every build, each
// once; the first of each system with perOS; only's alone when it is set.
func plan(builds []build, perOS bool, only string) ([]target, error) {
	var targets []target
	built := map[string]bool{}
	for _, b := range builds {
		for _, t := range b.targets() {
			if built[t] {
				return nil, fmt.Errorf("%s is in two builds (ignore it in one)", t)
			}
			built[t] = true
			targets = append(targets, target{b, t})
		}
	}
	if perOS {
		targets = firstPerOS(targets)
	}
	if only != "" {
		targets = slices.DeleteFunc(targets, func(t target) bool { return t.platform != only })
	}
	if len(targets) == 0 && only != "" {
		return nil, fmt.Errorf("no build for %s", only)
	}
	if len(targets) == 0 {
		return nil, errors.New("no goos × goarch")
	}
	return targets, nil
}

// make compiles the binary into out, checks that a Linux one is static,
// and prints its size.
func (t target) make(out string) error {
	start := time.Now()
	file, err := t.build.compile(t.platform, out)
	if err != nil {
		return err
	}
	st, err := os.Stat(file)
	if err != nil {
		return err
	}
	note := ""
	if strings.HasPrefix(t.platform, "linux/") {
		if err := static(file); err != nil {
			return fmt.Errorf("%s: %w", t.platform, err)
		}
		note = ", static"
	}
	fmt.Printf("crossbuild: %-14s %5.1f MB%s (%s)\n",
		t.platform, float64(st.Size())/1e6, note, time.Since(start).Round(100*time.Millisecond))
	return nil
}

// targets lists goos/goarch pairs, in the configuration's order, less the
// ignored ones.
func (b build) targets() []string {
	var list []string
	for _, goos := range b.Goos {
		for _, goarch := range b.Goarch {
			if !slices.ContainsFunc(b.Ignore, func(i ignored) bool { return i.matches(goos, goarch) }) {
				list = append(list, goos+"/"+goarch)
			}
		}
	}
	return list
}

// matches reports whether the platform goos/goarch is the one ignored.
func (i ignored) matches(goos, goarch string) bool {
	return (i.Goos == "" || i.Goos == goos) && (i.Goarch == "" || i.Goarch == goarch)
}

// target is one binary to compile: a platform of a build.
type target struct {
	build    build
	platform string // goos/goarch
}

// firstPerOS keeps the first target of each operating system.
func firstPerOS(targets []target) []target {
	var kept []target
	seen := map[string]bool{}
	for _, t := range targets {
		goos, _, _ := strings.Cut(t.platform, "/")
		if !seen[goos] {
			seen[goos] = true
			kept = append(kept, t)
		}
	}
	return kept
}

// compile builds one target as GoReleaser would and returns the binary.
func (b build) compile(target, out string) (string, error) {
	goos, goarch, _ := strings.Cut(target, "/")
	name := b.Binary + "-" + goos + "-" + goarch
	if goos == "windows" {
		name += ".exe"
	}
	file := filepath.Join(out, name)
	args := append([]string{"build", "-o", file}, b.Flags...)
	if len(b.Tags) > 0 {
		args = append(args, "-tags", strings.Join(b.Tags, ","))
	}
	if len(b.Ldflags) > 0 {
		args = append(args, "-ldflags", strings.ReplaceAll(strings.Join(b.Ldflags, " "), "{{.Version}}", version))
	}
	args = append(args, b.Main)
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch)
	cmd.Env = append(cmd.Env, b.Env...)
	// kept until the build ends: the targets build side by side
	if output, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build for %s: %w\n%s", target, err, output)
	}
	return file, nil
}

// static checks that an ELF binary asks for no dynamic loader or library.
func static(file string) error {
	f, err := elf.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return errors.New("the binary is dynamically linked (it has an ELF interpreter): " +
				"something needs cgo or a system library")
		}
	}
	libs, err := f.ImportedLibraries()
	if err == nil && len(libs) > 0 {
		return fmt.Errorf("the binary needs the libraries %v", libs)
	}
	return nil
}
