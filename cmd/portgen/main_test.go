package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

type result struct {
	code           int
	stdout, stderr string
}

// portgen runs the command line in dir with buffers and a clock that moves
// 250 ms per reading.
func portgen(t *testing.T, dir string, args ...string) result {
	t.Helper()
	t.Chdir(dir)
	t.Setenv("XDG_CACHE_HOME", filepath.Join(dir, ".cache")) // the default --cache-dir
	return portgenWith(os.Getenv, args...)
}

// portgenWith runs the command line as portgen does, with buffers, a clock
// that moves 250 ms per reading and getenv for the build's environment,
// but in the test process's working directory, which it leaves alone as it
// does the process's environment: tests that use it can run in parallel,
// and give it every path absolute.
func portgenWith(getenv func(string) string, args ...string) result {
	var out, errOut bytes.Buffer
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := func() time.Time {
		clock = clock.Add(250 * time.Millisecond)
		return clock
	}
	code := run(args, env{stdout: &out, stderr: &errOut, now: now, getenv: getenv})
	return result{code, out.String(), errOut.String()}
}

func siteDir(t *testing.T, overrides map[string][]byte) string {
	t.Helper()
	root := t.TempDir()
	sitetest.Write(t, filepath.Join(root, "content"), sitetest.Load("basic"), overrides)
	return root
}

func TestVersion(t *testing.T) {
	r := portgen(t, t.TempDir(), "version")
	if r.code != exitOK || !strings.HasPrefix(r.stdout, "portgen (devel)\ntheme "+generator.ThemeVersion()+"\n") ||
		!strings.Contains(r.stdout, "esbuild v") {
		t.Errorf("version: %+v", r)
	}
	// A release build says its version, with the v that go install's has.
	version = "1.4.0"
	defer func() { version = "" }()
	if r := portgen(t, t.TempDir(), "version"); !strings.HasPrefix(r.stdout, "portgen v1.4.0\n") {
		t.Errorf("release version: %+v", r)
	}
}

func TestCheckCleanSite(t *testing.T) {
	r := portgen(t, siteDir(t, nil), "check")
	if r.code != exitOK || r.stdout != "content: no problems found\n" || r.stderr != "" {
		t.Errorf("check: %+v", r)
	}
}

func TestCheckReportsEveryProblemWithSourceAndCaret(t *testing.T) {
	dir := siteDir(t, map[string][]byte{
		"projects/notes.yaml": []byte("id: 2\nicon: media/engine.png\ntitel: Notes\ncontent: [x]\ntech: [Ink]\n" +
			"links:\n  live: javascript:alert(1)\n  source: https://example.com/notes.git\nimages: [media/shot.jpg]\n"),
	})
	r := portgen(t, dir, "check")
	want := "content/projects/notes.yaml:3:1: unknown field `titel`\n" +
		"    3 | titel: Notes\n" +
		"      | ^\n" +
		"  hint: did you mean `title`?\n" +
		"\n" +
		"content/projects/notes.yaml:7:9: URL \"javascript:alert(1)\" must use http or https\n" +
		"    7 |   live: javascript:alert(1)\n" +
		"      |         ^\n" +
		"  hint: only http and https links are allowed; javascript:, data: and other schemes are refused\n" +
		"\n" +
		"portgen: 2 problems found\n"
	if r.code != exitProblems || r.stderr != want || r.stdout != "" {
		t.Errorf("exit %d\nstderr:\n%s\nwant:\n%s", r.code, r.stderr, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "dist")); !os.IsNotExist(err) {
		t.Error("check wrote dist/")
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"build", "--nope"}, {"check", "extra"}, {"bogus"}} {
		r := portgen(t, t.TempDir(), args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, "Usage:") {
			t.Errorf("%v: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
}

func TestBuildPrintsASummary(t *testing.T) {
	sitetest.Builds(t)
	t.Setenv("PORTGEN_WEATHER_KEY", "s3cret-weather-key")
	dir := siteDir(t, nil)
	r := portgen(t, dir, "build", "--theme", filepath.Join(sitetest.Root(), "theme"))
	if r.code != exitOK {
		t.Fatalf("build: %+v", r)
	}
	lines := strings.Split(r.stdout, "\n")
	// 11 pages in each of two languages, 3 of them the technologies'; the
	// test's clock moves 250 ms a reading: the command's start, the day the
	// build publishes posts for, and its end.
	if lines[0] != "Built 22 pages and 7 assets into dist in 500ms" {
		t.Errorf("summary: %q", lines[0])
	}
	if !strings.HasPrefix(strings.TrimSpace(lines[1]), "JS ") || !strings.Contains(lines[1], "first load") ||
		!strings.HasPrefix(strings.TrimSpace(lines[2]), "CSS ") ||
		!strings.HasPrefix(strings.TrimSpace(lines[3]), "images: ") ||
		!strings.HasPrefix(strings.TrimSpace(lines[4]), "pages: ") {
		t.Errorf("summary:\n%s", r.stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, "dist", "index.html")); err != nil {
		t.Error(err)
	}
	if strings.Contains(r.stdout+r.stderr, "s3cret") {
		t.Error("the weather key was printed")
	}
}

func TestBuildOfABrokenSiteExitsWithProblems(t *testing.T) {
	dir := siteDir(t, map[string][]byte{"site.yaml": []byte("baseURL: [\n")})
	r := portgen(t, dir, "build", "--theme", filepath.Join(sitetest.Root(), "theme"))
	if r.code != exitProblems || !strings.Contains(r.stderr, "content/site.yaml:") ||
		!strings.Contains(r.stderr, "portgen: 1 problem found") {
		t.Errorf("build: %+v", r)
	}
}

func TestCheckFormatJSON(t *testing.T) {
	r := portgen(t, siteDir(t, nil), "check", "--format", "json")
	if r.code != exitOK || r.stdout != "[]\n" {
		t.Errorf("clean site: %+v", r)
	}
	dir := siteDir(t, map[string][]byte{"projects/notes.yaml": []byte("id: 2\ntitel: Notes\n")})
	r = portgen(t, dir, "check", "--format", "json")
	if r.code != exitProblems || r.stderr != "" {
		t.Fatalf("broken site: %+v", r)
	}
	sitetest.Golden(t, "cli/check-broken.json", []byte(r.stdout))
	if r := portgen(t, dir, "check", "--format", "xml"); r.code != exitUsage {
		t.Errorf("--format xml: exit %d", r.code)
	}
}

func TestNewProject(t *testing.T) {
	dir := siteDir(t, nil)
	r := portgen(t, dir, "new", "project", "Weather App")
	const wrote = "Wrote content/projects/weather-app.yaml (id 3).\n" +
		"Fill in its links, icon and images, then run portgen check.\n"
	if r.code != exitOK || r.stdout != wrote {
		t.Fatalf("new project: %+v", r)
	}
	written, err := os.ReadFile(filepath.Join(dir, "content", "projects", "weather-app.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sitetest.Golden(t, "cli/new-project.yaml", written)

	// The placeholders are what check asks for, and nothing else.
	r = portgen(t, dir, "check")
	for _, want := range []string{
		"content/projects/weather-app.yaml:9:7: file \"media/icons/weather-app.svg\" not found",
		"content/projects/weather-app.yaml:24:9: `links.live` is empty",
		"content/projects/weather-app.yaml:25:11: `links.source` is empty",
		"content/projects/weather-app.yaml:30:5: file \"media/projects/weather-app/1.png\" not found",
		"portgen: 4 problems found",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("check after new project lacks %q:\n%s", want, r.stderr)
		}
	}

	// Filled in, it passes.
	links := strings.NewReplacer(`live: ""`, "live: https://example.com/weather",
		`source: ""`, "source: https://example.com/weather.git")
	filled := links.Replace(string(written))
	os.WriteFile(filepath.Join(dir, "content", "projects", "weather-app.yaml"), []byte(filled), 0o644)
	for name, data := range map[string][]byte{
		"media/icons/weather-app.svg":      []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>`),
		"media/projects/weather-app/1.png": sitetest.Image("png", 64, 40),
	} {
		p := filepath.Join(dir, "content", filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, data, 0o644)
	}
	if r := portgen(t, dir, "check"); r.code != exitOK {
		t.Errorf("the filled-in project does not pass check:\n%s", r.stderr)
	}

	// A second project with the same title is refused, and the file kept.
	r = portgen(t, dir, "new", "project", "Weather  App")
	if r.code != exitProblems || !strings.Contains(r.stderr, "content/projects/weather-app.yaml already exists") {
		t.Errorf("second new project: %+v", r)
	}
	if again, _ := os.ReadFile(filepath.Join(dir, "content", "projects", "weather-app.yaml")); string(again) != filled {
		t.Error("the existing file was changed")
	}
	if r := portgen(t, dir, "new", "project"); r.code != exitUsage {
		t.Errorf("new project without a title: exit %d", r.code)
	}
}

func TestNewPost(t *testing.T) {
	dir := siteDir(t, nil)
	r := portgen(t, dir, "new", "post", "Hello, world")
	const wrote = "Wrote content/posts/hello-world.md.\n" +
		"Write it in Markdown, see it in portgen serve, then run portgen check.\n"
	if r.code != exitOK || r.stdout != wrote {
		t.Fatalf("new post: %+v", r)
	}
	written, err := os.ReadFile(filepath.Join(dir, "content", "posts", "hello-world.md"))
	if err != nil {
		t.Fatal(err)
	}
	sitetest.Golden(t, "cli/new-post.md", written)
	r = portgen(t, dir, "new", "post", "--lang", "pt", "--draft", "hello-world")
	if r.code != exitOK || !strings.HasPrefix(r.stdout, "Wrote content/posts/hello-world.pt.md.\n") {
		t.Fatalf("new post --lang pt: %+v", r)
	}
	translated, err := os.ReadFile(filepath.Join(dir, "content", "posts", "hello-world.pt.md"))
	if err != nil {
		t.Fatal(err)
	}
	sitetest.Golden(t, "cli/new-post.pt.md", translated)

	// As written, both pass check: the placeholders are no problem.
	if r := portgen(t, dir, "check"); r.code != exitOK || r.stderr != "" {
		t.Errorf("check after new post: %+v", r)
	}

	// A second post with the same title is refused, and the file kept.
	r = portgen(t, dir, "new", "post", "Hello,  World!")
	if r.code != exitProblems || !strings.Contains(r.stderr, "content/posts/hello-world.md already exists") {
		t.Errorf("second new post: %+v", r)
	}
	again, _ := os.ReadFile(filepath.Join(dir, "content", "posts", "hello-world.md"))
	if string(again) != string(written) {
		t.Error("the existing file was changed")
	}
	for _, args := range [][]string{{"new", "post"}, {"new", "post", "A", "B"}} {
		if r := portgen(t, dir, args...); r.code != exitUsage {
			t.Errorf("%v: exit %d", args, r.code)
		}
	}
}

func TestBuildJSONSummaryHasEveryStage(t *testing.T) {
	sitetest.Builds(t)
	t.Setenv("PORTGEN_WEATHER_KEY", "s3cret-weather-key")
	dir := siteDir(t, nil)
	r := portgen(t, dir, "build", "--json", "--theme", filepath.Join(sitetest.Root(), "theme"))
	if r.code != exitOK {
		t.Fatalf("build --json: %+v", r)
	}
	var sum struct {
		Pages, Images, ImagesEncoded int
		FirstLoadJS                  struct{ Gzip int }
		Stages                       []struct{ Name string }
		PeakMemoryBytes              int64
	}
	if err := json.Unmarshal([]byte(r.stdout), &sum); err != nil {
		t.Fatalf("stdout is not JSON: %v\n%s", err, r.stdout)
	}
	var stages []string
	for _, s := range sum.Stages {
		stages = append(stages, s.Name)
	}
	const order = "load images pdf compile bundle assemble cards pages finish write"
	if strings.Join(stages, " ") != order || sum.Pages != 22 || sum.Images == 0 || sum.ImagesEncoded != sum.Images ||
		sum.FirstLoadJS.Gzip == 0 || sum.PeakMemoryBytes <= 0 {
		t.Errorf("summary = %s", r.stdout)
	}
	if strings.Contains(r.stdout+r.stderr, "s3cret") {
		t.Error("the weather key was printed")
	}
}

func TestBuildIntoAnUnwritableFolderSaysSo(t *testing.T) {
	sitetest.Builds(t)
	dir := siteDir(t, nil)
	os.WriteFile(filepath.Join(dir, "file"), []byte("a file, not a folder"), 0o644)
	r := portgen(t, dir, "build", "--theme", filepath.Join(sitetest.Root(), "theme"), "--out", "file/dist")
	file := filepath.Join(dir, "file")
	want := "portgen: cannot write the output folder " + filepath.Join(file, "dist") + ": mkdir " + file +
		": not a directory\n"
	if r.code != exitProblems || r.stderr != want {
		t.Errorf("exit %d, stderr %q; want %d, %q", r.code, r.stderr, exitProblems, want)
	}
}
