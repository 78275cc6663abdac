package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// The bad-content corpus: each testdata/bad/<case>.txtar is the basic site
// (testdata/sites/basic.txtar) with one defect that its owner made, by its
// files, which replace the basic site's, and by directives before "want:"
// in its comment:
//
//	remove: <path>            the basic site's file is deleted
//	symlink: <path> -> <to>   a symbolic link (paths below content/)
//	pad: <path> <bytes>       YAML comment lines appended up to that size
//	env: <NAME>=<value>       an environment variable of the build
//
// Its files are below content/; one named ../<path> is beside it, in the
// site folder: ../theme/src/app/App.tsx replaces the embedded theme's
// src/app/App.tsx, as an owner's file does. A case with such a file builds
// with the site's theme folder (the embedded theme, and the site's files
// over it); the others with the repository's theme/.
//
// After "want:" come the diagnostics, one a line, as `portgen build` prints
// them: path:line:col: message (hint: …). The build must exit with status 1,
// print exactly those, and leave the dist/ of the last good build as it was;
// `portgen check --format json` must report the same ones.
//
// The cases run in parallel, each in a site folder of its own that the
// command is given as absolute paths (see inSite), with an environment of
// its own, and with the good build's cache: what a case leaves as the good
// site has it (the theme's bundle, the images) is not made again, and what
// it changes is made anew, its cache key being another (so a case that
// fails at the prerender, say, encodes no image).
func TestBadContent(t *testing.T) {
	sitetest.Builds(t)
	cases, _ := filepath.Glob(filepath.Join(sitetest.Root(), "testdata", "bad", "*.txtar"))
	if len(cases) < 60 {
		t.Errorf("the corpus has %d cases; it should keep at least 60", len(cases))
	}
	theme := filepath.Join(sitetest.Root(), "theme")
	good, cacheDir := builtBasicSite(t, theme)
	dist := snapshot(t, filepath.Join(good, "dist"))

	for _, file := range cases {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			a, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			directives, want := parseCase(t, string(a.Comment))
			overrides, beside := map[string][]byte{}, map[string][]byte{}
			themeDir := theme
			for _, f := range a.Files {
				if rel, ok := strings.CutPrefix(f.Name, "../"); ok {
					beside[rel] = f.Data
				} else {
					overrides[f.Name] = f.Data
				}
			}
			dir := siteDir(t, overrides)
			if len(beside) > 0 {
				themeDir = filepath.Join(dir, "theme")
			}
			if err := sitetest.WriteFiles(dir, beside); err != nil {
				t.Fatal(err)
			}
			environ := map[string]string{}
			for _, d := range directives {
				d.apply(t, filepath.Join(dir, "content"), environ)
			}
			getenv := func(name string) string {
				if v, ok := environ[name]; ok {
					return v
				}
				return os.Getenv(name)
			}
			restore(t, filepath.Join(dir, "dist"), dist)

			out := filepath.Join(dir, "dist")
			r := inSite(dir, cacheDir, getenv, "build", "--theme", themeDir, "--out", out)
			if r.code != exitProblems {
				t.Errorf("exit status %d, want %d; stderr:\n%s", r.code, exitProblems, r.stderr)
			}
			if got := printedDiagnostics(r.stderr); got != strings.Join(want, "\n") {
				t.Errorf("diagnostics:\n%s\nwant:\n%s\n(portgen printed:\n%s)",
					got, strings.Join(want, "\n"), r.stderr+r.stdout)
			}
			if diff := changed(snapshot(t, filepath.Join(dir, "dist")), dist); len(diff) > 0 {
				t.Errorf("the failed build changed dist/: %v", diff)
			}

			r = inSite(dir, cacheDir, getenv, "check", "--theme", themeDir, "--format", "json")
			if got := checkedDiagnostics(t, r); r.code != exitProblems || got != strings.Join(want, "\n") {
				t.Errorf("check --format json: exit status %d, diagnostics:\n%s\nwant:\n%s\n(portgen printed:\n%s)",
					r.code, got, strings.Join(want, "\n"), r.stderr+r.stdout)
			}
		})
	}
}

type directive struct{ verb, path, arg string }

var directiveLine = regexp.MustCompile(`^(remove|symlink|pad): (\S+)(?: (?:-> )?(\S+))?$|^(env): ([A-Z0-9_]+)=(.*)$`)

// parseCase splits a case's comment into its directives and the
// diagnostics it wants.
func parseCase(t *testing.T, comment string) (ds []directive, want []string) {
	before, after, ok := strings.Cut(comment, "\nwant:\n")
	if !ok {
		t.Fatal(`the case's comment has no "want:" line`)
	}
	for line := range strings.SplitSeq(before, "\n") {
		if m := directiveLine.FindStringSubmatch(line); m != nil {
			ds = append(ds, directive{m[1] + m[4], m[2] + m[5], m[3] + m[6]})
		}
	}
	for line := range strings.SplitSeq(strings.TrimSpace(after), "\n") {
		want = append(want, line)
	}
	return ds, want
}

// apply makes the directive's change to the content folder, or to the
// build's environment.
func (d directive) apply(t *testing.T, content string, environ map[string]string) {
	t.Helper()
	p := filepath.Join(content, filepath.FromSlash(d.path))
	var err error
	switch d.verb {
	case "env":
		environ[d.path] = d.arg
	case "remove":
		err = os.Remove(p)
	case "symlink":
		os.Remove(p)
		err = os.Symlink(filepath.FromSlash(d.arg), p)
	case "pad":
		var size int
		if size, err = strconv.Atoi(d.arg); err == nil {
			data, _ := os.ReadFile(p)
			line := []byte("# " + strings.Repeat("padding ", 9) + "\n")
			for len(data) < size {
				data = append(data, line...)
			}
			err = os.WriteFile(p, data, 0o644)
		}
	}
	if err != nil {
		t.Fatalf("%s %s: %v", d.verb, d.path, err)
	}
}

// builtBasicSite builds the basic site with theme, into its dist/; it
// returns the site's folder and the build's cache folder, which a test's
// cases then share.
func builtBasicSite(t *testing.T, theme string) (dir, cacheDir string) {
	t.Helper()
	dir = siteDir(t, nil)
	cacheDir = filepath.Join(dir, ".cache")
	r := inSite(dir, cacheDir, os.Getenv, "build", "--theme", theme, "--out", filepath.Join(dir, "dist"))
	if r.code != exitOK {
		t.Fatalf("the basic site does not build: %+v", r)
	}
	return dir, cacheDir
}

// inSite runs the command line on the site folder dir (its content/) with
// the cache folder cacheDir as portgen does when run in dir, without making
// dir the working directory: each path that portgen prints is as it prints
// it there, relative to dir.
func inSite(dir, cacheDir string, getenv func(string) string, args ...string) result {
	args = append(args, "--content", filepath.Join(dir, "content"), "--cache-dir", cacheDir)
	r := portgenWith(getenv, args...)
	inDir := strings.NewReplacer(dir+string(filepath.Separator), "")
	r.stdout, r.stderr = inDir.Replace(r.stdout), inDir.Replace(r.stderr)
	return r
}

// printedDiagnostics turns portgen's report back into one line a problem:
// the "path:line:col: message" line with its "  hint:" line folded in.
func printedDiagnostics(stderr string) string {
	var out []string
	for line := range strings.SplitSeq(stderr, "\n") {
		switch {
		case strings.HasPrefix(line, "  hint: ") && len(out) > 0:
			out[len(out)-1] += " (hint: " + strings.TrimPrefix(line, "  hint: ") + ")"
		case line != "" && !strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "portgen: "):
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// checkedDiagnostics turns check --format json's report into one line a
// problem, as printedDiagnostics does portgen build's.
func checkedDiagnostics(t *testing.T, r result) string {
	t.Helper()
	var list []generator.Diagnostic
	if err := json.Unmarshal([]byte(r.stdout), &list); err != nil {
		t.Errorf("check --format json printed no JSON: %v\n%s", err, r.stdout)
	}
	lines := make([]string, len(list))
	for i, d := range list {
		lines[i] = d.String()
	}
	return strings.Join(lines, "\n")
}

// snapshot reads a folder: every file's bytes, every link's target.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	tree := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			tree[rel] = "link " + target
			return err
		case d.IsDir():
			tree[rel] = "dir"
		default:
			data, err := os.ReadFile(p)
			tree[rel] = string(data)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

func restore(t *testing.T, dir string, tree map[string]string) {
	t.Helper()
	for rel, data := range tree {
		p := filepath.Join(dir, rel)
		if data == "dir" {
			os.MkdirAll(p, 0o755)
			continue
		}
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// changed lists the paths that differ between two snapshots.
func changed(a, b map[string]string) []string {
	var paths []string
	for k, v := range a {
		if w, ok := b[k]; !ok || v != w {
			paths = append(paths, k)
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			paths = append(paths, k)
		}
	}
	slices.Sort(paths)
	return paths
}
