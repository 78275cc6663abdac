package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/forgefake"
)

// withFakeForges points the forges' APIs at the fake ones for this test.
func withFakeForges(t *testing.T) *forgefake.Fake {
	f := forgefake.Start()
	t.Cleanup(f.Close)
	for k, v := range f.Env() {
		t.Setenv(k, v)
	}
	return f
}

func TestNewSiteFromAProfile(t *testing.T) {
	withFakeForges(t)
	dir := t.TempDir()
	r := portgen(t, dir, "new", "site", "ada", "--from", "github:AdaL", "--limit", "2")
	if r.code != exitOK || !strings.Contains(r.stdout, "from github:AdaL: content/ with your résumé and 2 projects") {
		t.Fatalf("new site --from: %+v", r)
	}
	for _, file := range []string{"content/projects/weather-now.yaml", "content/projects/maths-drills.yaml",
		"content/media/profile.png", "README.md", ".vscode/settings.json"} {
		if _, err := os.Stat(filepath.Join(dir, "ada", file)); err != nil {
			t.Error(err)
		}
	}
	r = portgen(t, filepath.Join(dir, "ada"), "new", "project", "--from", "https://codeberg.org/ada/tea-timer")
	want := "Wrote content/projects/tea-timer.yaml (id 3).\n"
	if r.code != exitOK || !strings.HasPrefix(r.stdout, want) {
		t.Errorf("new project --from: %+v", r)
	}
}

func TestNewSiteFromAnUnknownUserMakesNothing(t *testing.T) {
	withFakeForges(t)
	dir := t.TempDir()
	r := portgen(t, dir, "new", "site", "ada", "--from", "codeberg:nobody")
	if r.code != exitProblems || !strings.Contains(r.stderr, "codeberg:nobody: Codeberg has no user nobody") {
		t.Errorf("unknown user: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(dir, "ada")); !os.IsNotExist(err) {
		t.Errorf("the folder was made: %v", err)
	}
}

func TestNewFromFlagsAreChecked(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"new", "site", "ada", "--from", "github:AdaL", "--limit", "0"},
		{"new", "project", "Title", "--from", "https://github.com/AdaL/weather-now"},
		{"new", "project"},
	} {
		if r := portgen(t, dir, args...); r.code != exitUsage {
			t.Errorf("%v: %+v", args, r)
		}
	}
}
