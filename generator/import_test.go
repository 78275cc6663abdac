package generator_test

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	_ "image/jpeg"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/forgefake"
	"github.com/portgen/portgen/internal/sitetest"
)

// fakeForges starts the fake GitHub, GitLab and Codeberg, and gives the
// options that point an import at them.
func fakeForges(t testing.TB) (*forgefake.Fake, generator.ImportOptions) {
	t.Helper()
	f := forgefake.Start()
	t.Cleanup(f.Close)
	env := f.Env()
	return f, generator.ImportOptions{Getenv: func(k string) string { return env[k] }}
}

// importedText is what a site made from a profile holds as text, as a
// txtar archive: the list of every file it wrote, then each text file of
// its content that the starter does not have.
func importedText(t *testing.T, dir string, made generator.Imported) []byte {
	t.Helper()
	a := &txtar.Archive{Comment: []byte(strings.Join(made.Files, "\n") + "\n")}
	for _, name := range made.Files {
		ext := path.Ext(name)
		own := strings.HasPrefix(name, "content/") && !strings.HasPrefix(name, "content/locales/")
		if !own || (ext != ".yaml" && ext != ".json" && ext != ".svg") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		a.Files = append(a.Files, txtar.File{Name: name, Data: data})
	}
	return txtar.Format(a)
}

// The content made from each forge's profile is golden (UPDATE_GOLDEN=1
// rewrites it), and holds nothing of the starter's samples.
func TestASiteMadeFromAProfileIsTheOwnersOwn(t *testing.T) {
	_, opts := fakeForges(t)
	for account, golden := range map[string]string{
		"github:adal":  "import/github.txtar",
		"gitlab:ada":   "import/gitlab.txtar",
		"codeberg:ada": "import/codeberg.txtar",
	} {
		t.Run(account, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "site")
			made, err := generator.NewSiteFrom(dir, account, "v1.4.0", opts)
			if err != nil {
				t.Fatal(err)
			}
			sitetest.Golden(t, golden, importedText(t, dir, made))
			for _, name := range made.Files {
				data, _ := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
				for _, sample := range []string{"Your Name", "your-name", "Example Studio", "Bookstore",
					"I build web applications", "Construo aplicações web", "Je crée des applications web"} {
					if bytes.Contains(data, []byte(sample)) {
						t.Errorf("%s holds the starter's %q", name, sample)
					}
				}
			}
			for _, sample := range []string{"content/documents/resume-en.pdf", "content/resume.pt.json",
				"content/projects/bookstore.yaml", "content/media/profile.jpg"} {
				if slices.Contains(made.Files, sample) {
					t.Errorf("the starter's %s is kept", sample)
				}
			}
			photo, _ := os.ReadFile(filepath.Join(dir, "content", "media", "profile.png"))
			if !bytes.Equal(photo, forgefake.Avatar) {
				t.Errorf("the photo is not the avatar (%d bytes)", len(photo))
			}
		})
	}
}

func TestTheLimitSaysHowManyProjects(t *testing.T) {
	_, opts := fakeForges(t)
	opts.Limit = 20
	made, err := generator.NewSiteFrom(filepath.Join(t.TempDir(), "site"), "github:AdaL", "latest", opts)
	if err != nil {
		t.Fatal(err)
	}
	// Seven of their own, one of which names no technology.
	want := []string{"empty: it names no language and no topic, for its technologies"}
	if made.Projects != 6 || !slices.Equal(made.Left, want) {
		t.Errorf("%d projects, left out %q", made.Projects, made.Left)
	}
}

// A project's placeholder screenshot is drawn: a card's size, with the
// panel, its title and its technologies over the wallpaper.
func TestAPlaceholderScreenshotIsDrawn(t *testing.T) {
	_, opts := fakeForges(t)
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := generator.NewSiteFrom(dir, "github:AdaL", "latest", opts); err != nil {
		t.Fatal(err)
	}
	shots := map[string]image.Image{}
	for _, slug := range []string{"weather-now", "tiny-http"} {
		data, err := os.ReadFile(filepath.Join(dir, "content", "media", "projects", slug, "1.jpg"))
		if err != nil {
			t.Fatal(err)
		}
		img, format, err := image.Decode(bytes.NewReader(data))
		if err != nil || format != "jpeg" {
			t.Fatalf("%s: %v, %s", slug, err, format)
		}
		if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
			t.Errorf("%s is %v, want 1200×630", slug, b)
		}
		shots[slug] = img
	}
	// Not blank: many colours, and light text on the dark panel where the
	// title is; not the same picture for two projects.
	colours := map[color.RGBA]bool{}
	light := 0
	img := shots["weather-now"]
	for y := 0; y < 630; y += 2 {
		for x := 0; x < 1200; x += 2 {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 255}] = true
			if x > 100 && x < 700 && y > 210 && y < 420 && r>>8 > 220 && g>>8 > 220 && b>>8 > 220 {
				light++
			}
		}
	}
	if len(colours) < 500 || light < 300 {
		t.Errorf("the screenshot looks blank: %d colours, %d light pixels where the title is", len(colours), light)
	}
	if sameImage(shots["weather-now"], shots["tiny-http"]) {
		t.Error("two projects have the same screenshot")
	}
}

func sameImage(a, b image.Image) bool {
	for y := 0; y < a.Bounds().Dy(); y += 3 {
		for x := 0; x < a.Bounds().Dx(); x += 3 {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

// When the forge cannot be read, nothing is made: a missing folder is not
// created, an empty one stays empty; the error names the account.
func TestAFailedImportLeavesNothing(t *testing.T) {
	cases := []struct {
		name, account string
		mode          forgefake.Mode
		offline       bool
		want          string
	}{
		{"unknown user", "github:nobody", forgefake.Normal, false, "github:nobody: GitHub has no user nobody (404)"},
		{"unknown on GitLab", "gitlab:nobody", forgefake.Normal, false, "gitlab:nobody: GitLab has no user nobody"},
		{"rate limit", "github:AdaL", forgefake.Limited, false,
			"github:AdaL: GitHub's rate limit is reached: it lifts at 12:00 UTC, 27 Dec 2026"},
		{"nonsense", "gitlab:ada", forgefake.Nonsense, false, "gitlab:ada: GitLab's answer is not a user's"},
		{"no network", "codeberg:ada", forgefake.Normal, true, "codeberg:ada: Codeberg could not be reached"},
		{"no forge", "sourcehut:ada", forgefake.Normal, false, `"sourcehut:ada" names no forge account`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, opts := fakeForges(t)
			f.SetMode(c.mode)
			if c.offline {
				f.Close()
			}
			missing := filepath.Join(t.TempDir(), "site")
			_, err := generator.NewSiteFrom(missing, c.account, "latest", opts)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want %q", err, c.want)
			}
			if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("the folder was made: %v", err)
			}
			empty := t.TempDir()
			if _, err := generator.NewSiteFrom(empty, c.account, "latest", opts); err == nil {
				t.Error("no error")
			}
			if entries, _ := os.ReadDir(empty); len(entries) > 0 {
				t.Errorf("the empty folder has %d entries", len(entries))
			}
		})
	}
}

// A project made from a repository's address gets the next id, and its
// own files; a second time, it is refused, and nothing is written.
func TestAProjectIsMadeFromARepository(t *testing.T) {
	_, opts := fakeForges(t)
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := generator.NewSiteFrom(dir, "github:AdaL", "latest", opts); err != nil {
		t.Fatal(err)
	}
	content := filepath.Join(dir, "content")
	file, id, err := generator.NewProjectFrom(content, "https://gitlab.com/ada/pixel-garden", opts)
	if err != nil {
		t.Fatal(err)
	}
	if id != 7 || filepath.Base(file) != "pixel-garden.yaml" {
		t.Errorf("wrote %s, id %d; want pixel-garden.yaml, id 7", file, id)
	}
	yaml, _ := os.ReadFile(file)
	for _, want := range []string{"id: 7", "title: Pixel Garden", "tech: [GDScript, Godot, Game]",
		"source: https://gitlab.com/ada/pixel-garden", "- media/projects/pixel-garden/1.jpg"} {
		if !strings.Contains(string(yaml), want) {
			t.Errorf("the project lacks %q:\n%s", want, yaml)
		}
	}
	for _, media := range []string{"media/icons/pixel-garden.svg", "media/projects/pixel-garden/1.jpg"} {
		if _, err := os.Stat(filepath.Join(content, media)); err != nil {
			t.Error(err)
		}
	}
	_, _, err = generator.NewProjectFrom(content, "https://gitlab.com/ada/pixel-garden", opts)
	if err == nil || !strings.Contains(err.Error(), "pixel-garden.yaml already exists") {
		t.Errorf("second time: %v", err)
	}
	_, _, err = generator.NewProjectFrom(content, "https://codeberg.org/ada/nothing", opts)
	if want := "https://codeberg.org/ada/nothing: Codeberg has no repository ada/nothing (404)"; err == nil ||
		!strings.Contains(err.Error(), want) {
		t.Errorf("unknown repository: %v", err)
	}
}

// A site made from a profile builds with no warning about its content, in
// every language, with its facts read from the forge.
func TestASiteMadeFromAProfileBuildsCleanly(t *testing.T) {
	sitetest.Builds(t)
	f, opts := fakeForges(t)
	root := t.TempDir()
	dir := filepath.Join(root, "site")
	if _, err := generator.NewSiteFrom(dir, "github:AdaL", "latest", opts); err != nil {
		t.Fatal(err)
	}
	env := f.Env()
	sum, err := generator.Build(generator.Options{
		Content: filepath.Join(dir, "content"), Theme: filepath.Join(sitetest.Root(), "theme"),
		Out: filepath.Join(root, "dist"), CacheDir: filepath.Join(root, "cache"), Log: io.Discard,
		Getenv: func(k string) string { return env[k] },
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Warnings) > 0 {
		t.Errorf("warnings: %v", sum.Warnings)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	for page, want := range map[string][]string{
		"index.html": {"Ada Lovelace"},
		"apps/weather-now/index.html": {"Weather Now", "TypeScript", "PWA", "https://weather-now.example",
			"https://github.com/AdaL/weather-now", "42"},
		"pt/apps/rails-bookshelf/index.html": {"Rails Bookshelf", "Ruby on Rails", "PostgreSQL"},
		"resume/index.html":                  {"Ada Lovelace", "Lisbon, Portugal", "https://ada.example"},
	} {
		for _, w := range want {
			if !strings.Contains(dist[page], w) {
				t.Errorf("%s does not show %q", page, w)
			}
		}
	}
}

// The budget: a site made from a profile of six repositories, read from a
// local fake and written, in 3 s or less (docs/benchmarks.md).
func BenchmarkNewSiteFrom(b *testing.B) {
	_, opts := fakeForges(b)
	for i := 0; b.Loop(); i++ {
		dir := filepath.Join(b.TempDir(), "site")
		made, err := generator.NewSiteFrom(dir, "github:AdaL", "latest", opts)
		if err != nil || made.Projects != 6 {
			b.Fatal(err, made.Projects)
		}
	}
}
