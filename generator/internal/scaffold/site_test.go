package scaffold

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/portgen/portgen/generator/internal/forges"
)

var starter = fstest.MapFS{
	"content/site.yaml":            {Data: []byte("baseURL: https://example.com/\n")},
	"content/media/_private/x.png": {Data: []byte("png")},
	"content/resume.json":          {Data: []byte("{\n  " + upstreamResumeSchema + ",\n  \"basics\": {}\n}\n")},
}

func TestNewSiteWritesOnlyTheOwnersFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-portfolio")
	schemas := map[string][]byte{"site.schema.json": []byte("{}\n"), "resume.schema.json": []byte("{}\n")}
	made, err := NewSite(dir, SiteOptions{Starter: starter, Version: "v1.4.0", Schemas: schemas})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		".github/workflows/pages.yml",
		".gitignore",
		".vscode/extensions.json",
		".vscode/settings.json",
		"README.md",
		"content/media/_private/x.png",
		"content/resume.json",
		"content/site.yaml",
		"schemas/resume.schema.json",
		"schemas/site.schema.json",
	}
	if wrote := made.Files; !slices.Equal(wrote, want) {
		t.Errorf("wrote %v, want %v", wrote, want)
	}
	// An editor takes the résumé's own $schema over its settings: it names
	// the one the site keeps.
	resume, _ := os.ReadFile(filepath.Join(dir, "content", "resume.json"))
	if want := "{\n  \"$schema\": \"../schemas/resume.schema.json\",\n  \"basics\": {}\n}\n"; string(resume) != want {
		t.Errorf("the new site's resume.json:\n%s\nwant:\n%s", resume, want)
	}
	workflow, _ := os.ReadFile(filepath.Join(dir, ".github", "workflows", "pages.yml"))
	for _, line := range []string{
		"PORTGEN_VERSION: v1.4.0",
		"go install github.com/portgen/portgen/cmd/portgen@${{ env.PORTGEN_VERSION }}",
		"path: ~/.cache/portgen",
		"--base-url \"${{ steps.pages.outputs.base_url }}/\"",
		"GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
	} {
		if !strings.Contains(string(workflow), line) {
			t.Errorf("the workflow lacks %q", line)
		}
	}
	readme, _ := os.ReadFile(filepath.Join(dir, "README.md"))
	if !strings.HasPrefix(string(readme), "# my-portfolio\n") || !strings.Contains(string(readme), "portgen serve") ||
		!strings.Contains(string(readme), "v1.4.0") {
		t.Errorf("README:\n%s", readme)
	}
	if _, err := NewSite(dir, SiteOptions{Starter: starter, Version: "v1.4.0"}); err == nil ||
		!strings.Contains(err.Error(), "not empty") {
		t.Errorf("a second new site in the same folder: %v", err)
	}
}

func TestANewSiteFromADevelopmentBuildInstallsTheLatestRelease(t *testing.T) {
	dir := t.TempDir() // empty: fine
	if _, err := NewSite(dir, SiteOptions{Starter: starter, Version: "latest"}); err != nil {
		t.Fatal(err)
	}
	workflow, _ := os.ReadFile(filepath.Join(dir, ".github", "workflows", "pages.yml"))
	readme, _ := os.ReadFile(filepath.Join(dir, "README.md"))
	if !strings.Contains(string(workflow), "PORTGEN_VERSION: latest") ||
		strings.Contains(string(readme), "portgen)\nlatest") {
		t.Errorf("workflow or README wrong:\n%s\n%s", workflow, readme)
	}
}

// A site that cannot be written whole leaves nothing: the files written
// and the folders made are removed, the site's folder too when it was
// made.
func TestAFailedWriteLeavesNothing(t *testing.T) {
	conflict := map[string][]byte{"content/a": []byte("file"), "content/a/b": []byte("under a file"), "z": nil}
	missing := filepath.Join(t.TempDir(), "site")
	if err := writeAll(missing, conflict); err == nil {
		t.Fatal("no error")
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("the site's folder is left: %v", err)
	}
	empty := t.TempDir()
	if err := writeAll(empty, conflict); err == nil {
		t.Fatal("no error")
	}
	if entries, _ := os.ReadDir(empty); len(entries) > 0 {
		t.Errorf("the empty folder has %v", entries)
	}
}

func TestTheSampleAboutTextIsDroppedFromALocale(t *testing.T) {
	locale := "# Words.\nabout:\n  title: About me\n  paragraph: >-\n    I build web apps.\n\n    And more.\n" +
		"  skills: Skills\nhome:\n  paragraph: kept\n"
	want := "# Words.\nabout:\n  title: About me\n  skills: Skills\nhome:\n  paragraph: kept\n"
	if got := string(withoutSampleAbout([]byte(locale))); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// Two repositories whose names make one file name make one project: the
// first; the second is left out, and said so.
func TestRepositoriesOfOneFileNameMakeOneProject(t *testing.T) {
	repo := func(name string) forges.Repository {
		return forges.Repository{Name: name, URL: "https://github.com/ada/" + name, Facts: forges.Facts{Language: "Go"}}
	}
	files := map[string][]byte{}
	draw := func(Shot) ([]byte, error) { return []byte("jpeg"), nil }
	profile := forges.Profile{Name: "Ada", Repositories: []forges.Repository{repo("foo_bar"), repo("foo-bar")}}
	imported, err := importedContent(files, &Import{Profile: profile, Draw: draw})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"foo-bar: its project file would be foo_bar's, foo-bar.yaml"}
	if imported.Projects != 1 || !slices.Equal(imported.Left, want) {
		t.Errorf("%d projects, left out %q", imported.Projects, imported.Left)
	}
	if !strings.Contains(string(files["content/projects/foo-bar.yaml"]), "https://github.com/ada/foo_bar") {
		t.Errorf("the project is not foo_bar's:\n%s", files["content/projects/foo-bar.yaml"])
	}
}
