package theme

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/cache"
)

// fakeNPM puts an npm on PATH that records its arguments and creates
// node_modules, as `npm ci` would.
func fakeNPM(t *testing.T) (log string) {
	t.Helper()
	bin := t.TempDir()
	log = filepath.Join(bin, "calls")
	script := "#!/bin/sh\necho \"$@\" >> " + log + "\n/bin/mkdir -p node_modules\n"
	if err := os.WriteFile(filepath.Join(bin, "npm"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	return log
}

func themeDir(t *testing.T) *Theme {
	t.Helper()
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "package-lock.json"), []byte(`{"lockfileVersion": 3}`), 0o644)
	return &Theme{Dir: dir}
}

func TestEnsureDepsInstallsOnceThenOnLockChange(t *testing.T) {
	calls := fakeNPM(t)
	th := themeDir(t)
	var out bytes.Buffer
	if err := th.EnsureDeps(&out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "node_modules is missing") || !strings.Contains(out.String(), "running npm ci") {
		t.Errorf("it did not say why it installs: %q", out.String())
	}
	out.Reset()
	if err := th.EnsureDeps(&out); err != nil || out.Len() != 0 {
		t.Errorf("second run: err %v, output %q; want silence", err, out.String())
	}
	os.WriteFile(filepath.Join(th.Dir, "package-lock.json"), []byte(`{"lockfileVersion": 3, "changed": true}`), 0o644)
	if err := th.EnsureDeps(&out); err != nil ||
		!strings.Contains(out.String(), "package-lock.json or patches/ changed") {
		t.Errorf("after a lock change: err %v, output %q", err, out.String())
	}
	// A new or edited patch of a package installs again: patch-package
	// applies it in npm ci's postinstall.
	os.Mkdir(filepath.Join(th.Dir, "patches"), 0o755)
	patch := filepath.Join(th.Dir, "patches", "slate-react+1.0.0.patch")
	for i, body := range []string{"+a fix\n", "+a better fix\n"} {
		os.WriteFile(patch, []byte(body), 0o644)
		out.Reset()
		if err := th.EnsureDeps(&out); err != nil || !strings.Contains(out.String(), "running npm ci") {
			t.Errorf("after patch %d: err %v, output %q", i, err, out.String())
		}
	}
	data, _ := os.ReadFile(calls)
	if got := strings.Count(string(data), "ci --no-audit --no-fund"); got != 4 {
		t.Errorf("npm ci ran %d times, want 4", got)
	}
}

func TestEnsureDepsLeavesALinkedNodeModulesAlone(t *testing.T) {
	calls := fakeNPM(t)
	shared := t.TempDir()
	os.WriteFile(filepath.Join(shared, stampFile), []byte("installed from another lock\n"), 0o644)
	th := themeDir(t)
	if err := os.Symlink(shared, filepath.Join(th.Dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := th.EnsureDeps(&out); err != nil || out.Len() != 0 {
		t.Errorf("err %v, output %q; want silence", err, out.String())
	}
	if _, err := os.Stat(calls); err == nil {
		t.Error("npm ci ran in a linked node_modules")
	}
}

func TestEnsureDepsSaysWhatToInstallWithoutNPM(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	err := themeDir(t).EnsureDeps(&bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "install Node.js") {
		t.Errorf("err = %v", err)
	}
}

func TestOpenReadsTheManifest(t *testing.T) {
	th, err := Open(filepath.Join("..", "..", "..", "theme"), cache.Open(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	if th.Entry != "src/main.tsx" || len(th.Routes) != 12 {
		t.Errorf("theme = %+v", th)
	}
	want := map[string]string{
		"home":     "index.html",
		"apps":     "apps/index.html",
		"project":  "apps/x/index.html",
		"resume":   "resume/index.html",
		"notFound": "404.html",
	}
	for _, r := range th.Routes {
		if r.Each == "tags" { // apps again: a technology's projects
			want["apps"] = "apps/tags/x/index.html"
		}
		if f, ok := want[r.Page]; ok && r.OutputFile("x") != f {
			t.Errorf("%s is written to %s, want %s", r.Page, r.OutputFile("x"), f)
		}
	}
}

// Builds of one theme at once (two test packages on a fresh clone, two
// terminals) install its packages once: the others wait, then find them.
func TestEnsureDepsInstallsOnceForBuildsAtOnce(t *testing.T) {
	calls := fakeNPM(t)
	// An install that takes a while, as npm ci does.
	script := "#!/bin/sh\necho \"$@\" >> " + calls + "\n/bin/sleep 0.3\n/bin/mkdir -p node_modules\n"
	if err := os.WriteFile(filepath.Join(filepath.Dir(calls), "npm"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	th := themeDir(t)
	errs := make(chan error, 4)
	for range 4 {
		go func() { errs <- (&Theme{Dir: th.Dir}).EnsureDeps(io.Discard) }()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	data, _ := os.ReadFile(calls)
	if got := strings.Count(string(data), "ci --no-audit --no-fund"); got != 1 {
		t.Errorf("npm ci ran %d times, want 1", got)
	}
}
