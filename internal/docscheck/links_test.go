package docscheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// The README and every page of docs/ link only to files that are in the
// repository and to anchors that their pages have.
func TestTheManualsLinksResolve(t *testing.T) {
	root := sitetest.Root()
	files, err := manual(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 5 {
		t.Fatalf("the manual is %v: where did docs/ go?", files)
	}
	problems, err := checkLinks(root, files)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

func TestAnchorsAreGitHubs(t *testing.T) {
	for text, want := range map[string]string{
		"Deploy `dist/`":               "deploy-dist",
		"The theme's portgen.json":     "the-themes-portgenjson",
		"What portgen refuses and why": "what-portgen-refuses-and-why",
		"Your résumé":                  "your-résumé",
		"Light and dark":               "light-and-dark",
		"`site.yaml`: the site":        "siteyaml-the-site",
		"[GitHub Pages](https://pages.github.com) and nginx": "github-pages-and-nginx",
		"**Bold** words, 1,000 projects":                     "bold-words-1000-projects",
		"make check / make test":                             "make-check--make-test",
		"UPDATE_GOLDEN":                                      "update_golden",
	} {
		if got := anchor(text); got != want {
			t.Errorf("anchor(%q) = %q, want %q", text, got, want)
		}
	}
	got := pageAnchors("# Tests\n\n## Tests\n\n```sh\n# not a heading\n```\n## Tests ##\n<a id=\"here\"></a>\n")
	if want := []string{"tests", "tests-1", "tests-2", "here"}; !slices.Equal(got, want) {
		t.Errorf("pageAnchors = %q, want %q", got, want)
	}
}

// Each way a link can lead nowhere is reported, at its line; links in
// code, and links with a scheme, are not followed.
func TestBrokenLinksAreReported(t *testing.T) {
	root := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("docs/guide.md", "# Guide\n\n## Make it yours\n\n"+
		"Back to [the top](#guide) and [the README](../README.md#portgen).\n")
	write("docs/shot.png", "png")
	write("README.md", `# portgen

![shot](docs/shot.png) ![gone](docs/gone.png)
[guide](docs/guide.md#make-it-yours), [typo](docs/guide.md#make-it-your),
[nowhere](#nowhere), [up](../outside.md), [rooted](/docs/guide.md)
[site](https://example.com/#x) [mail](mailto:a@example.com) `+"`[code](missing.md)`"+`
<img src="docs/missing.png" alt="">

[ref]: docs/none.md

`+"```md\n[in a block](missing.md)\n```\n")
	files, err := manual(root)
	if err != nil {
		t.Fatal(err)
	}
	problems, err := checkLinks(root, files)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	want := []string{
		`README.md:3: link "docs/gone.png": docs/gone.png is not in the repository`,
		`README.md:4: link "docs/guide.md#make-it-your": no heading of docs/guide.md makes the anchor #make-it-your ` +
			`(did you mean #make-it-yours?)`,
		`README.md:5: link "#nowhere": no heading of README.md makes the anchor #nowhere`,
		`README.md:5: link "../outside.md" leaves the repository`,
		`README.md:5: link "/docs/guide.md" starts with /: GitHub resolves it against its own site, ` +
			`not the repository; write it relative to README.md`,
		`README.md:7: link "docs/missing.png": docs/missing.png is not in the repository`,
		`README.md:9: link "docs/none.md": docs/none.md is not in the repository`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", join(got), join(want))
	}
}

// In a git work tree, a file that is on this disk but not in git is
// missing from a fresh clone: a page not added yet, or the build output.
func TestALinkToAnUntrackedFileIsReported(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	root := t.TempDir()
	for name, text := range map[string]string{
		"README.md": "# portgen\n\n" +
			"[guide](docs/guide.md), [new](docs/new.md), [site](dist/index.html), [docs](docs/)\n",
		"docs/guide.md":   "# Guide\n",
		"docs/new.md":     "# New\n",
		"dist/index.html": "<!doctype html>",
	} {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{{"init", "-q"}, {"add", "README.md", "docs/guide.md"}} {
		if out, err := exec.Command("git", append([]string{"-C", root}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	problems, err := checkLinks(root, []string{"README.md"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	want := []string{
		`README.md:3: link "docs/new.md": docs/new.md is not in the repository`,
		`README.md:3: link "dist/index.html": dist/index.html is not in the repository`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", join(got), join(want))
	}
}

func join(lines []string) string {
	s := ""
	for _, l := range lines {
		s += "  " + l + "\n"
	}
	return s
}
