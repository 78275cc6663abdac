package theme

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/diag"
)

// A theme's portgen.json that is wrong is a diagnostic at the line it is
// wrong on, printed as the content's problems are.
func TestAManifestProblemIsADiagnosticAtItsLine(t *testing.T) {
	cases := []struct {
		name, manifest string
		line, col      int
		message        string
	}{
		{
			"syntax",
			"{\n  \"entry\": \"src/main.tsx\",\n  \"routes\": [,]\n}\n",
			3,
			14,
			"invalid character ',' looking for beginning of value",
		},
		{
			"unknown field",
			"{\n  \"entry\": \"src/main.tsx\",\n  \"colour\": \"#fff\"\n}\n",
			3,
			3,
			`unknown field "colour"`,
		},
		{
			"wrong type",
			"{\n  \"entry\": 1\n}\n",
			2,
			12,
			"cannot unmarshal number into Go struct field Theme.entry of type string",
		},
		{
			"cut short",
			"{\n  \"entry\": \"src/main.tsx\",\n  \"routes\": [\n",
			3,
			13,
			"the file ends here, with a bracket, a brace or a string left open",
		},
		{"a folder", "", 0, 0, "cannot read it: is a directory"},
		{"empty", "", 0, 0, "it is empty: a theme's manifest is a JSON object with `entry` and `routes`"},
		{"no routes", "{\"entry\": \"src/main.tsx\"}\n", 0, 0, "`entry` and `routes` are required"},
		{
			"route",
			"{\n  \"entry\": \"src/main.tsx\",\n  \"routes\": [\n    {\"page\": \"home\", \"path\": \"/\"},\n" +
				"    {\"page\": \"project\", \"path\": \"/apps/\", \"each\": \"projects\"}\n  ]\n}\n",
			5,
			14,
			`route "project": ` + "`each`" + ` must be "projects", "tags", "posts" or "postTags" ` +
				`and the path must hold :slug, or neither`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if c.name == "a folder" {
				os.Mkdir(filepath.Join(dir, Manifest), 0o755)
			} else if err := os.WriteFile(filepath.Join(dir, Manifest), []byte(c.manifest), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Open(dir, cache.Open(t.TempDir()))
			var problems *diag.Error
			if !errors.As(err, &problems) || len(problems.Diagnostics) != 1 {
				t.Fatalf("not one diagnostic: %v", err)
			}
			d := problems.Diagnostics[0]
			if d.File != filepath.ToSlash(filepath.Join(dir, Manifest)) || d.Line != c.line || d.Col != c.col ||
				d.Message != c.message {
				t.Errorf(
					"got %s:%d:%d: %s, want line %d, column %d: %s",
					d.File,
					d.Line,
					d.Col,
					d.Message,
					c.line,
					c.col,
					c.message,
				)
			}
		})
	}
}

// A file where the site's theme folder goes is a problem of the site's,
// named as the owner named the folder.
func TestAThemeFolderThatIsAFileIsADiagnostic(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("theme", []byte("not a folder"), 0o644)
	for name, open := range map[string]func() error{
		"Open": func() error {
			_, err := Open("theme", cache.Open(t.TempDir()))
			return err
		},
		"Read": func() error {
			_, err := Read("theme")
			return err
		},
	} {
		var problems *diag.Error
		if err := open(); !errors.As(err, &problems) || len(problems.Diagnostics) != 1 ||
			problems.Diagnostics[0].File != "theme" || problems.Diagnostics[0].Hint == "" {
			t.Errorf("%s: %v, want one diagnostic of theme", name, err)
		}
	}
}

// A theme folder named through a symbolic link is the folder it points
// to: esbuild names its inputs and outputs by real paths.
func TestAThemeFolderNamedThroughALinkIsItsRealFolder(t *testing.T) {
	real, err := filepath.Abs(filepath.Join("..", "..", "..", "theme"))
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(t.TempDir(), "theme")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	th, err := Open(link, cache.Open(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := filepath.EvalSymlinks(real); th.Dir != want {
		t.Errorf("Dir = %s, want %s", th.Dir, want)
	}
	overrides := t.TempDir()
	linked := filepath.Join(t.TempDir(), "site-theme")
	if err := os.Symlink(overrides, linked); err != nil {
		t.Fatal(err)
	}
	th, err = Open(linked, cache.Open(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := filepath.EvalSymlinks(overrides); th.Overrides != want {
		t.Errorf("Overrides = %s, want %s", th.Overrides, want)
	}
}
