package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// An owner who drops a language from site.yaml keeps its translations in
// the files: each file is warned of once, at its first translation, and
// the build leaves them out.
func TestALanguageDroppedFromTheSiteIsWarnedOfAndLeftOut(t *testing.T) {
	sitetest.Builds(t)
	site := sitetest.Files(sitetest.Load("basic"), nil)["site.yaml"]
	dir := siteDir(t, map[string][]byte{
		"site.yaml": []byte(strings.Replace(string(site), "languages: [en, pt]", "languages: [en]", 1)),
	})
	r := portgen(t, dir, "build", "--theme", filepath.Join(sitetest.Root(), "theme"))
	if r.code != exitOK {
		t.Fatalf("build: %+v", r)
	}
	const hint = "(hint: add pt to `languages` in site.yaml to publish it, or delete its translations)"
	want := strings.Join([]string{
		"content/locales/pt.yaml:1:1: warning: pt is not in languages: ignored " +
			"(hint: add pt to `languages` in site.yaml to publish it, or delete the file)",
		"content/projects/engine.yaml:3:32: warning: pt is not in languages: ignored (1 text in this file) " + hint,
		"content/projects/notes.yaml:6:3: warning: pt is not in languages: ignored (1 text in this file) " + hint,
		"content/site.yaml:13:22: warning: pt is not in languages: ignored (3 texts in this file) " + hint,
	}, "\n")
	if got := printedDiagnostics(r.stderr); got != want {
		t.Errorf("warnings:\n%s\nwant:\n%s", got, want)
	}
	if !strings.HasSuffix(r.stderr, "portgen: 4 warnings\n") || !strings.HasPrefix(r.stdout, "Built 11 pages") {
		t.Errorf("build printed:\n%s%s", r.stderr, r.stdout)
	}

	locales, _ := filepath.Glob(filepath.Join(dir, "dist", "assets", "locales", "*.json"))
	if len(locales) != 1 || !strings.HasPrefix(filepath.Base(locales[0]), "en.") {
		t.Errorf("locale bundles: %v, want English only", locales)
	}
	for _, page := range []string{"index.html", "apps/engine/index.html"} {
		html, err := os.ReadFile(filepath.Join(dir, "dist", filepath.FromSlash(page)))
		if err != nil {
			t.Fatal(err)
		}
		for _, pt := range []string{"Aurora", "Máquina Analítica", `hreflang="pt"`, `"code":"pt"`} {
			if strings.Contains(string(html), pt) {
				t.Errorf("%s publishes %s", page, pt)
			}
		}
	}

	r = portgen(t, dir, "check", "--format", "json")
	var diags []generator.Diagnostic
	if err := json.Unmarshal([]byte(r.stdout), &diags); err != nil || r.code != exitOK {
		t.Fatalf("check --format json: exit %d, %v\n%s", r.code, err, r.stdout)
	}
	if len(diags) != 4 || !strings.Contains(r.stdout, `"severity": "warning"`) ||
		strings.Contains(r.stdout, `"severity": "error"`) {
		t.Errorf("check --format json:\n%s", r.stdout)
	}
}

// The starter site in English only takes one line of site.yaml, not an
// edit of every translated text.
func TestTheStarterSiteInEnglishOnly(t *testing.T) {
	root := t.TempDir()
	content := filepath.Join(root, "content")
	if err := os.CopyFS(content, os.DirFS(filepath.Join(sitetest.Root(), "content"))); err != nil {
		t.Fatal(err)
	}
	site, err := os.ReadFile(filepath.Join(content, "site.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	english := strings.Replace(string(site), "\nlanguages: [en, pt, fr]\n", "\nlanguages: [en]\n", 1)
	if english == string(site) {
		t.Fatal("the starter's site.yaml no longer says `languages: [en, pt, fr]`: update this test")
	}
	os.WriteFile(filepath.Join(content, "site.yaml"), []byte(english), 0o644)

	r := portgen(t, root, "check", "--format", "json")
	var diags []generator.Diagnostic
	if err := json.Unmarshal([]byte(r.stdout), &diags); err != nil || r.code != exitOK {
		t.Fatalf("check: exit %d, %v\n%s%s", r.code, err, r.stdout, r.stderr)
	}
	projects, _ := filepath.Glob(filepath.Join(content, "projects", "*.yaml"))
	translations, _ := filepath.Glob(filepath.Join(content, "posts", "*.*.md"))
	// pt and fr in site.yaml and in each project, their locale files, the
	// résumé's translations, and the posts' (one file, one language each).
	want := 2*(len(projects)+1) + 2 + 2 + len(translations)
	seen := map[string]bool{}
	for _, d := range diags {
		lang, _, _ := strings.Cut(d.Message, " ")
		if !d.IsWarning() || seen[d.File+" "+lang] {
			t.Errorf("not one warning a file and language: %s", d)
		}
		seen[d.File+" "+lang] = true
	}
	if len(diags) != want {
		t.Errorf("%d warnings, want %d:\n%s", len(diags), want, r.stdout)
	}
}
