package generator_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/internal/sitetest"
)

// starterWithProjects writes the starter's content into dir with n more
// projects, clones of its bookstore with ids after every other, so that
// they come last in the list.
func starterWithProjects(t *testing.T, dir string, n int) {
	t.Helper()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(sitetest.Root(), "content"))); err != nil {
		t.Fatal(err)
	}
	bookstore, err := os.ReadFile(filepath.Join(dir, "projects", "bookstore.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		clone := strings.Replace(string(bookstore), "id: 7\n", fmt.Sprintf("id: %d\n", 1000+i), 1)
		clone = strings.Replace(clone, "en: Bookstore\n", fmt.Sprintf("en: Bookstore %d\n", i), 1)
		writeFile(t, filepath.Join(dir, "projects", fmt.Sprintf("clone-%03d.yaml", i)), clone)
	}
}

// copyTheme copies the repository's theme into dir, its npm packages
// linked, as a whole theme folder that a site edits.
func copyTheme(t *testing.T, dir string) {
	t.Helper()
	repo := filepath.Join(sitetest.Root(), "theme")
	for _, entry := range []string{"src", "patches"} { // patches/ too: node_modules was installed with them
		if err := os.CopyFS(filepath.Join(dir, entry), os.DirFS(filepath.Join(repo, entry))); err != nil {
			t.Fatal(err)
		}
	}
	for _, file := range []string{"portgen.json", "package.json", "package-lock.json", "tsconfig.json"} {
		data, err := os.ReadFile(filepath.Join(repo, file))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, file), string(data))
	}
	if err := os.Symlink(filepath.Join(repo, "node_modules"), filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, file, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// edit replaces old with new in file, which must hold it.
func edit(t *testing.T, file, old, new string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%s holds no %q", file, old)
	}
	writeFile(t, file, strings.Replace(string(data), old, new, 1))
}

// cleanBuild builds opts into out with the caches emptied but for the
// encoded images: it renders every page and bundles the theme as a first
// build does, without encoding the images again. The cache folder keeps
// its path, where the embedded theme is unpacked and bundled from, and
// gets its files back after.
func cleanBuild(t *testing.T, opts generator.Options, out string) *generator.Summary {
	t.Helper()
	warm := opts.CacheDir + ".warm"
	if err := os.Rename(opts.CacheDir, warm); err != nil {
		t.Fatal(err)
	}
	linkEntries(t, warm, opts.CacheDir, cache.Images, cache.PDFs)
	opts.Out = out
	sum := build(t, opts)
	if err := errors.Join(os.RemoveAll(opts.CacheDir), os.Rename(warm, opts.CacheDir)); err != nil {
		t.Fatal(err)
	}
	if sum.PagesRendered != sum.Pages || sum.BundleCached {
		t.Fatalf(
			"the clean build rendered %d of %d pages (bundle cached: %v)",
			sum.PagesRendered,
			sum.Pages,
			sum.BundleCached,
		)
	}
	return sum
}

func build(t *testing.T, opts generator.Options) *generator.Summary {
	t.Helper()
	sum, err := generator.Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	return sum
}

// sameTrees reports every file that differs between two output folders.
func sameTrees(t *testing.T, got, want string) {
	t.Helper()
	a, b := readTree(t, got), readTree(t, want)
	for p, data := range b {
		if a[p] != data {
			t.Errorf("%s differs from the clean build's", p)
		}
	}
	for p := range a {
		if _, ok := b[p]; !ok {
			t.Errorf("%s is not in the clean build", p)
		}
	}
}

// Each edit that reaches the pages' content in its own way, made one after
// the other: the warm build, which takes every page it can from the render
// cache, writes what a build with no cache writes, byte for byte.
func TestAWarmBuildWritesWhatACleanBuildWrites(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	content, themeDir := filepath.Join(root, "content"), filepath.Join(root, "theme")
	starterWithProjects(t, content, 0)
	copyTheme(t, themeDir)
	warm := generator.Options{
		Content:  content,
		Theme:    themeDir,
		Out:      filepath.Join(root, "dist"),
		CacheDir: filepath.Join(root, "cache"),
		Log:      io.Discard,
	}
	warmImages(t, warm.CacheDir)
	first := build(t, warm)
	if again := build(t, warm); again.PagesRendered != 0 {
		t.Fatalf("a build with nothing changed rendered %d of %d pages", again.PagesRendered, first.Pages)
	}

	// Each edit, and the most pages it may render again: a project's title,
	// the list, the projects' pages (which show the list) and the pages of
	// its 4 technologies, in three languages; a string of one language,
	// that language's pages.
	perLanguage := first.Pages / 3
	edits := []struct {
		name string
		most int
		edit func()
	}{
		{"a project's title", 3 * (11 + 4), func() {
			edit(t, filepath.Join(content, "projects", "bookstore.yaml"), "en: Bookstore", "en: Book Shelf")
		}},
		{"a locale string", perLanguage, func() {
			edit(
				t,
				filepath.Join(content, "locales", "pt.yaml"),
				"search: Pesquisar projetos",
				"search: Procurar projetos",
			)
		}},
		{"the owner's name in the résumé", first.Pages, func() {
			edit(t, filepath.Join(content, "resume.json"), `"name": "Your Name"`, `"name": "Ada Lovelace"`)
		}},
		{"the base URL", first.Pages, func() { warm.BaseURL = "https://example.org/folio/" }},
		{"a theme component", first.Pages, func() {
			edit(
				t,
				filepath.Join(themeDir, "src", "features", "about", "AboutRoute.tsx"),
				"<h2 className={styles.header}>",
				"<h2 className={styles.header} data-edited>",
			)
		}},
	}
	for _, e := range edits {
		e.edit()
		sum := build(t, warm)
		if sum.PagesRendered == 0 || sum.PagesRendered > e.most {
			t.Errorf("after %s, the warm build rendered %d of %d pages", e.name, sum.PagesRendered, sum.Pages)
		}
		clean := filepath.Join(root, "clean")
		cleanBuild(t, warm, clean)
		t.Run(e.name, func(t *testing.T) { sameTrees(t, warm.Out, clean) })
	}
}

// Pages are rendered on as many engines as there are workers, and the
// site is the same whatever their number.
func TestTheNumberOfWorkersChangesNoByte(t *testing.T) {
	sitetest.Builds(t)
	root := t.TempDir()
	content := filepath.Join(root, "content")
	starterWithProjects(t, content, 3)
	cache := filepath.Join(root, "cache")
	warmImages(t, cache)
	one := generator.Options{
		Content:  content,
		Theme:    filepath.Join(sitetest.Root(), "theme"),
		Out:      filepath.Join(root, "one"),
		CacheDir: cache,
		Workers:  1,
		Log:      io.Discard,
	}
	build(t, one)
	four := one
	four.Workers = 4
	cleanBuild(t, four, filepath.Join(root, "four"))
	sameTrees(t, filepath.Join(root, "four"), one.Out)
}

// A project's page shows its project and the first projects of the list:
// an edit to a project further down renders again its page, the list's
// and those of its technologies (the bookstore's 4), in each language,
// and nothing else, however long the list.
func TestAnEditedProjectRendersOnlyThePagesThatShowIt(t *testing.T) {
	sitetest.Builds(t)
	// Past the 24 that a project's page lists (portgen.json's summary),
	// with the starter's 10.
	for _, n := range []int{20, 50} {
		t.Run(fmt.Sprint(n, " projects"), func(t *testing.T) {
			root := t.TempDir()
			content := filepath.Join(root, "content")
			starterWithProjects(t, content, n)
			opts := generator.Options{
				Content:  content,
				Theme:    filepath.Join(sitetest.Root(), "theme"),
				Out:      filepath.Join(root, "dist"),
				CacheDir: filepath.Join(root, "cache"),
				Log:      io.Discard,
			}
			warmImages(t, opts.CacheDir)
			first := build(t, opts)
			if first.PagesRendered != first.Pages {
				t.Fatalf("the first build rendered %d of %d pages", first.PagesRendered, first.Pages)
			}
			last := filepath.Join(content, "projects", fmt.Sprintf("clone-%03d.yaml", n-1))
			edit(t, last, fmt.Sprintf("en: Bookstore %d\n", n-1), "en: The last bookstore\n")
			languages, tags := 3, 4
			if sum := build(t, opts); sum.PagesRendered != (2+tags)*languages {
				t.Errorf(
					"the edit rendered %d pages, want %d: the project's own, the list and its technologies', "+
						"in %d languages",
					sum.PagesRendered,
					(2+tags)*languages,
					languages,
				)
			}
			page, err := os.ReadFile(filepath.Join(opts.Out, "apps", fmt.Sprintf("clone-%03d", n-1), "index.html"))
			if err != nil || !bytes.Contains(page, []byte("The last bookstore")) {
				t.Errorf("the project's page does not show its new title")
			}
		})
	}
}
