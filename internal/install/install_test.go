package install

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator"
	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

const (
	modulePath = "github.com/portgen/portgen"
	version    = "v0.0.1-installtest"
)

// repoRoot is the repository, two folders up from this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// file is one file of the working tree, for zip.Create.
type file struct{ root, rel string }

func (f file) Path() string                 { return f.rel }
func (f file) Lstat() (os.FileInfo, error)  { return os.Lstat(filepath.Join(f.root, f.rel)) }
func (f file) Open() (io.ReadCloser, error) { return os.Open(filepath.Join(f.root, f.rel)) }

// moduleFiles lists what a commit of the working tree would hold: the
// tracked files and the new ones that .gitignore does not ignore.
func moduleFiles(t *testing.T, root string) []zip.File {
	t.Helper()
	cmd := exec.Command("git", "ls-files", "--cached", "--others", "--exclude-standard", "-z")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("the module zip is made from git's file list, and git failed: %v", err)
	}
	var files []zip.File
	for _, rel := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if _, err := os.Lstat(filepath.Join(root, rel)); err != nil {
			continue // deleted, not yet committed
		}
		files = append(files, file{root, rel})
	}
	return files
}

// proxy writes the module as a GOPROXY folder serves it.
func proxy(t *testing.T, root string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "proxy")
	at := filepath.Join(dir, filepath.FromSlash(modulePath), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	zf, err := os.Create(filepath.Join(at, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	if err := zip.Create(zf, module.Version{Path: modulePath, Version: version}, moduleFiles(t, root)); err != nil {
		t.Fatalf("the module is not a valid module zip: %v", err)
	}
	zf.Close()
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(at, version+".mod"), mod, 0o644)
	info := fmt.Appendf(nil, `{"Version":%q,"Time":"2026-01-01T00:00:00Z"}`, version)
	os.WriteFile(filepath.Join(at, version+".info"), info, 0o644)
	os.WriteFile(filepath.Join(at, "list"), []byte(version+"\n"), 0o644)
	return dir
}

// goInstall installs portgen from the module zip as an owner's `go install
// …@version` would, with no C compiler, into a folder of its own; it
// returns the binary. The other modules come from this machine's module
// cache, served as a second proxy, so that nothing is downloaded.
func goInstall(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	modcache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	bin := filepath.Join(home, "bin")
	// -trimpath, as the release binaries are built: the module cache is a new
	// folder each run, and without it every dependency's build would be
	// keyed by that folder's path, compiled afresh (QuickJS: a minute).
	cmd := exec.Command("go", "install", "-trimpath", modulePath+"/cmd/portgen@"+version)
	cmd.Dir = home
	downloads := filepath.Join(strings.TrimSpace(string(modcache)), "cache", "download")
	cmd.Env = append(os.Environ(),
		"GOPROXY=file://"+filepath.ToSlash(proxy(t, root))+",file://"+filepath.ToSlash(downloads),
		"GOMODCACHE="+filepath.Join(home, "modcache"),
		"GOPATH="+filepath.Join(home, "gopath"),
		"GOBIN="+bin,
		"GOFLAGS=-modcacherw",
		"GONOSUMDB="+modulePath,
		"GONOSUMCHECK=1",
		"GOSUMDB=off",
		"GOTOOLCHAIN=local",
		"CGO_ENABLED=0", // a machine with no C compiler
	)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go install: %v\n%s", err, out)
	}
	return filepath.Join(bin, "portgen")
}

// owner runs portgen with an empty environment: no PATH (so no npm, no
// node, no compiler), HOME a folder of its own. Where unshare works, it
// also runs without a network.
type owner struct {
	t       *testing.T
	bin     string
	home    string
	offline bool
}

func (o owner) run(dir string, args ...string) (string, string, error) {
	o.t.Helper()
	name, argv := o.bin, args
	if o.offline {
		name, argv = "/usr/bin/unshare", append([]string{"--net", o.bin}, args...)
	}
	cmd := exec.Command(name, argv...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + o.home}
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return stdout.String(), stderr.String(), err
}

func (o owner) must(dir string, args ...string) string {
	o.t.Helper()
	stdout, stderr, err := o.run(dir, args...)
	if err != nil {
		o.t.Fatalf("portgen %s: %v\n%s%s", strings.Join(args, " "), err, stdout, stderr)
	}
	return stdout
}

func TestAnOwnerInstallsPortgenAndMakesASite(t *testing.T) {
	if testing.Short() {
		t.Skip("installs portgen from a module zip")
	}
	o := owner{t: t, bin: goInstall(t), home: t.TempDir()}
	if err := exec.Command("/usr/bin/unshare", "--net", "/bin/true").Run(); err == nil {
		o.offline = true
	} else {
		t.Logf("unshare --net is not allowed here (%v): the site is built with the network on", err)
	}
	work := t.TempDir()

	want := "portgen " + version + "\ntheme " + generator.ThemeVersion() + "\n"
	if v := o.must(work, "version"); !strings.HasPrefix(v, want) {
		t.Errorf("version says %q", v)
	}
	o.must(work, "new", "site", "my-portfolio")
	site := filepath.Join(work, "my-portfolio")
	workflow, _ := os.ReadFile(filepath.Join(site, ".github", "workflows", "pages.yml"))
	if !strings.Contains(string(workflow), "PORTGEN_VERSION: "+version) {
		t.Errorf("the workflow does not install this version:\n%s", workflow)
	}
	if out := o.must(site, "check"); !strings.Contains(out, "no problems found") {
		t.Errorf("check: %s", out)
	}

	t.Run("build", func(t *testing.T) {
		o.must(site, "build")
		count := map[string]int{}
		filepath.WalkDir(filepath.Join(site, "dist"), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				count[filepath.Ext(p)]++
			}
			return nil
		})
		if count[".html"] < 7 || count[".js"] < 5 || count[".css"] < 2 || count[".webp"] < 50 {
			t.Errorf("dist holds %v", count)
		}
		pattern := filepath.Join(o.home, ".cache", "portgen", "v*", "theme", generator.ThemeVersion(), "portgen.json")
		if unpacked, _ := filepath.Glob(pattern); len(unpacked) != 1 {
			t.Errorf("the theme was not unpacked into the user cache: %s matches %q", pattern, unpacked)
		}
		usage := o.must(site, "cache")
		folder := filepath.ToSlash(filepath.Join(o.home, ".cache", "portgen"))
		if !strings.Contains(usage, "Cache folder: "+folder) || !strings.Contains(usage, "portgen cache clean") {
			t.Errorf("portgen cache after a build says:\n%s", usage)
		}
	})

	t.Run("an ejected and edited file shows in the CSS", func(t *testing.T) {
		o.must(site, "theme", "eject", "src/app/global.css")
		css := filepath.Join(site, "theme", "src", "app", "global.css")
		data, _ := os.ReadFile(css)
		os.WriteFile(css, []byte(strings.Replace(string(data), "--accent: #8cc8ff;", "--accent: #ff00aa;", 1)), 0o644)
		o.must(site, "build")
		matches, _ := filepath.Glob(filepath.Join(site, "dist", "assets", "main-*.css"))
		found := false
		for _, m := range matches {
			data, _ := os.ReadFile(m)
			found = found || strings.Contains(string(data), "#ff00aa")
		}
		if !found {
			t.Errorf("the built CSS (%v) lacks the site's accent colour", matches)
		}
	})

	t.Run("a file importing a missing package says how to add it", func(t *testing.T) {
		o.must(site, "theme", "eject", "src/app/RouteAnnouncer.tsx")
		tsx := filepath.Join(site, "theme", "src", "app", "RouteAnnouncer.tsx")
		data, _ := os.ReadFile(tsx)
		confetti := []byte("import confetti from 'canvas-confetti'\nconsole.log(confetti)\n")
		os.WriteFile(tsx, append(confetti, data...), 0o644)
		defer os.WriteFile(tsx, data, 0o644)
		_, stderr, err := o.run(site, "build")
		if err == nil || !strings.Contains(stderr, "theme/src/app/RouteAnnouncer.tsx:1:") ||
			!strings.Contains(stderr, `no npm package "canvas-confetti"`) ||
			!strings.Contains(stderr, "npm install canvas-confetti") {
			t.Errorf("build: %v\n%s", err, stderr)
		}
		if _, err := os.Stat(filepath.Join(site, "dist", "index.html")); err != nil {
			t.Errorf("the failed build lost the previous dist/: %v", err)
		}
	})

	t.Run("serve answers", func(t *testing.T) {
		serveAnswers(t, o, site)
	})
}

// serveAnswers starts portgen serve (with the network: it listens) and
// fetches the home page it serves.
func serveAnswers(t *testing.T, o owner, site string) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, o.bin, "serve", "--port", fmt.Sprint(port))
	cmd.Dir = site
	cmd.Env = []string{"HOME=" + o.home}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	}()
	lines := bufio.NewScanner(stdout)
	url := ""
	for url == "" && lines.Scan() {
		if rest, ok := strings.CutPrefix(lines.Text(), "Serving at "); ok {
			url, _, _ = strings.Cut(rest, " ")
		}
	}
	if url == "" {
		t.Fatal("serve never said where it serves")
	}
	go io.Copy(io.Discard, stdout)
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "<!doctype html>") {
		t.Errorf("GET %s: %d %.200s", url, res.StatusCode, body)
	}
}
