package load_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// FuzzLoad loads the basic site with one project file and the Portuguese
// locale file replaced by the fuzzer's bytes: go test -fuzz=FuzzLoad
// ./generator/internal/load (make fuzz runs it for a few seconds). The seeds are the
// basic site's files and every YAML file of the bad-content corpus; inputs
// that once failed live in testdata/fuzz. A load may report problems, as
// positioned diagnostics, and nothing else: no panic, no bare error.
func FuzzLoad(f *testing.F) {
	basic := sitetest.Files(sitetest.Load("basic"), nil)
	project, locale := basic["projects/notes.yaml"], basic["locales/pt.yaml"]
	f.Add(project, locale)
	cases, _ := filepath.Glob(filepath.Join(sitetest.Root(), "testdata", "bad", "*.txtar"))
	for _, c := range cases {
		a, err := txtar.ParseFile(c)
		if err != nil {
			f.Fatal(err)
		}
		for _, file := range a.Files {
			switch {
			case len(file.Data) > 4096:
				continue // minimizing a long seed would take the whole run
			case strings.HasPrefix(file.Name, "projects/"):
				f.Add(file.Data, locale)
			case strings.HasPrefix(file.Name, "locales/"):
				f.Add(project, file.Data)
			}
		}
	}

	dir := filepath.Join(f.TempDir(), "content")
	sitetest.Write(f, dir, sitetest.Load("basic"), nil)
	var cache load.Cache // as portgen serve loads: only the two files change
	f.Fuzz(func(t *testing.T, project, locale []byte) {
		if err := os.WriteFile(filepath.Join(dir, "projects", "notes.yaml"), project, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "locales", "pt.yaml"), locale, 0o644); err != nil {
			t.Fatal(err)
		}
		onlyDiagnostics(t, &cache, dir, 0)
	})
}

// FuzzResume loads the basic site with a résumé in JSON made of the
// fuzzer's bytes: the JSON reader and its positions, the strict decoder and
// the résumé's rules. The seeds are the JSON Resume project's sample and the
// résumés of the bad-content corpus.
func FuzzResume(f *testing.F) {
	sample, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "resume", "sample.resume.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(sample)
	cases, _ := filepath.Glob(filepath.Join(sitetest.Root(), "testdata", "bad", "*resume*.txtar"))
	for _, c := range cases {
		a, err := txtar.ParseFile(c)
		if err != nil {
			f.Fatal(err)
		}
		for _, file := range a.Files {
			f.Add(file.Data)
		}
	}
	dir := filepath.Join(f.TempDir(), "content")
	sitetest.Write(f, dir, sitetest.Load("basic"), nil)
	var cache load.Cache
	f.Fuzz(func(t *testing.T, resume []byte) {
		if err := os.WriteFile(filepath.Join(dir, "resume.json"), resume, 0o644); err != nil {
			t.Fatal(err)
		}
		onlyDiagnostics(t, &cache, dir, 1)
	})
}

// onlyDiagnostics loads dir and fails unless the load succeeds or reports
// problems as diagnostics, each with a file, a message and a line and column
// of at least minPos.
func onlyDiagnostics(t *testing.T, cache *load.Cache, dir string, minPos int) {
	_, err := cache.Load(dir, themetest.Rules())
	var problems *diag.Error
	if err != nil && !errors.As(err, &problems) {
		t.Fatalf("load failed without a diagnostic: %v", err)
	}
	if problems != nil {
		for _, d := range problems.Diagnostics {
			if d.File == "" || d.Message == "" || d.Line < minPos || d.Col < minPos {
				t.Fatalf("diagnostic without a place or a message: %+v", d)
			}
		}
	}
}

// FuzzPost loads the basic site with a post made of the fuzzer's bytes:
// the front matter's split, the strict decoder over it, the Markdown and
// the resolution of its paths. The seeds are the posts of the bad-content
// and warnings corpora. Every problem, the body's warnings too, is at a
// line and column of the post's file.
func FuzzPost(f *testing.F) {
	f.Add([]byte("---\ntitle: Hello\ndate: 2026-01-10\n---\n# Hello\n"))
	for _, corpus := range []string{"bad", "warn"} {
		cases, _ := filepath.Glob(filepath.Join(sitetest.Root(), "testdata", corpus, "*.txtar"))
		for _, c := range cases {
			a, err := txtar.ParseFile(c)
			if err != nil {
				f.Fatal(err)
			}
			for _, file := range a.Files {
				if strings.HasPrefix(file.Name, "posts/") {
					f.Add(file.Data)
				}
			}
		}
	}
	dir := filepath.Join(f.TempDir(), "content")
	sitetest.Write(f, dir, sitetest.Load("basic"), nil)
	var cache load.Cache
	f.Fuzz(func(t *testing.T, post []byte) {
		if err := os.MkdirAll(filepath.Join(dir, "posts"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "posts", "hello.md"), post, 0o644); err != nil {
			t.Fatal(err)
		}
		onlyDiagnostics(t, &cache, dir, 1)
	})
}
