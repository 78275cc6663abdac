package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/portgen/portgen/internal/sitetest"
)

// The warnings corpus: each testdata/warn/<case>.txtar is the basic site
// with files that portgen builds, leaving something out, in the format of
// the bad-content corpus (see TestBadContent). After "want:" come the
// warnings, one a line, as `portgen build` prints them. The build must
// exit with status 0 and print exactly those; `portgen check --format
// json` must report the same ones. The cases run in parallel, as the
// bad-content ones do, each in a site folder of its own, and share the
// cache of the basic site's build: what a case changes (its posts, whose
// warnings these are) is made again, its key being another; the rest
// comes from the cache.
func TestContentWarnings(t *testing.T) {
	sitetest.Builds(t)
	cases, _ := filepath.Glob(filepath.Join(sitetest.Root(), "testdata", "warn", "*.txtar"))
	if len(cases) == 0 {
		t.Fatal("the warnings corpus is empty")
	}
	theme := filepath.Join(sitetest.Root(), "theme")
	_, cacheDir := builtBasicSite(t, theme)
	for _, file := range cases {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			a, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			_, want := parseCase(t, string(a.Comment))
			overrides := map[string][]byte{}
			for _, f := range a.Files {
				overrides[f.Name] = f.Data
			}
			dir := siteDir(t, overrides)
			out := filepath.Join(dir, "dist")
			r := inSite(dir, cacheDir, os.Getenv, "build", "--theme", theme, "--out", out)
			if got := printedDiagnostics(r.stderr); r.code != exitOK || got != strings.Join(want, "\n") {
				t.Errorf("build: exit status %d, warnings:\n%s\nwant:\n%s\n(portgen printed:\n%s)",
					r.code, got, strings.Join(want, "\n"), r.stderr+r.stdout)
			}
			r = inSite(dir, cacheDir, os.Getenv, "check", "--theme", theme, "--format", "json")
			if got := checkedDiagnostics(t, r); r.code != exitOK || got != strings.Join(want, "\n") {
				t.Errorf("check --format json: exit status %d, warnings:\n%s\nwant:\n%s\n(portgen printed:\n%s)",
					r.code, got, strings.Join(want, "\n"), r.stderr+r.stdout)
			}
		})
	}
}
