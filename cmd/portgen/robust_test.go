package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/portgen/portgen/internal/sitetest"
)

// A test binary started with PORTGEN_TEST_MAIN=1 is portgen itself, so that
// tests can run builds as processes: to kill one, or to run two at once.
func TestMain(m *testing.M) {
	if os.Getenv("PORTGEN_TEST_MAIN") == "1" {
		main()
	}
	os.Exit(m.Run())
}

func portgenProcess(dir string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PORTGEN_TEST_MAIN=1", "XDG_CACHE_HOME="+filepath.Join(dir, ".cache"))
	return cmd
}

// stagingFolders lists what builds left beside the output.
func stagingFolders(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".portgen-staging-") {
			left = append(left, e.Name())
		}
	}
	return left
}

// Builds killed with SIGKILL at moments spread over a whole build, and
// builds killed while they write the output, each leave the last dist/ as
// it was; the next build removes what they left behind. Not under the race
// detector: a killed build's report would never be read, and the builds
// that end are those TestTwoBuildsAtOnceTakeTurns runs there.
func TestAKilledBuildLeavesTheLastOutputIntact(t *testing.T) {
	sitetest.Builds(t)
	theme := filepath.Join(sitetest.Root(), "theme")
	dir := siteDir(t, nil)
	build := func() time.Duration {
		start := time.Now()
		if out, err := portgenProcess(dir, "build", "--theme", theme).CombinedOutput(); err != nil {
			t.Fatalf("build: %v\n%s", err, out)
		}
		return time.Since(start)
	}
	build()
	took := build() // as the kills will find it: images and bundle cached
	dist := snapshot(t, filepath.Join(dir, "dist"))
	intact := func(when string) {
		if diff := changed(snapshot(t, filepath.Join(dir, "dist")), dist); len(diff) > 0 {
			t.Fatalf("after a kill %s, dist/ changed: %v", when, diff)
		}
	}

	const kills = 10
	for i := range kills {
		cmd := portgenProcess(dir, "build", "--theme", theme)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		after := took * time.Duration(i+1) / kills
		time.Sleep(after)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		intact("at " + after.String())
	}
	midWrite := 0
	for range 5 {
		cmd := portgenProcess(dir, "build", "--theme", theme)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan struct{})
		go func() {
			cmd.Wait()
			close(exited)
		}()
	watch:
		for {
			select {
			case <-exited:
				break watch
			default:
			}
			if len(stagingFolders(t, dir)) > 0 { // the build is writing its output
				cmd.Process.Signal(syscall.SIGKILL)
				midWrite++
				<-exited
				break
			}
		}
		intact("while it wrote the output")
	}
	if midWrite == 0 {
		t.Error("no kill landed while a build wrote its output")
	}
	t.Logf("killed %d builds over a %s build, and %d while they wrote; %d staging folders left",
		kills, took.Round(time.Millisecond), midWrite, len(stagingFolders(t, dir)))

	build()
	if left := stagingFolders(t, dir); len(left) > 0 {
		t.Errorf("the build after the kills left %v", left)
	}
	intact("and a build after it")
}

// Two builds at once into the same output both succeed, one after the
// other, and the output is a whole build: never a mix of the two.
func TestTwoBuildsAtOnceTakeTurns(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	theme := filepath.Join(sitetest.Root(), "theme")
	dir := siteDir(t, nil)
	if out, err := portgenProcess(dir, "build", "--theme", theme).CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	engine := filepath.Join(dir, "content", "projects", "engine.yaml")
	src, _ := os.ReadFile(engine)
	titles := []string{"Analytical Engine Mark I", "Analytical Engine Mark II"}
	var wg sync.WaitGroup
	outputs := make([][]byte, len(titles))
	errs := make([]error, len(titles))
	for i, title := range titles {
		// Each build reads its own copy of the content, into the same dist/.
		content := filepath.Join(dir, "content-"+string(rune('a'+i)))
		if err := os.CopyFS(content, os.DirFS(filepath.Join(dir, "content"))); err != nil {
			t.Fatal(err)
		}
		retitled := strings.Replace(string(src), "en: Analytical Engine,", "en: "+title+",", 1)
		os.WriteFile(filepath.Join(content, "projects", "engine.yaml"), []byte(retitled), 0o644)
		wg.Go(func() {
			outputs[i], errs[i] = portgenProcess(dir, "build", "--theme", theme, "--content", content).CombinedOutput()
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("build %d: %v\n%s", i+1, err, outputs[i])
		}
	}
	page, err := os.ReadFile(filepath.Join(dir, "dist", "apps", "engine", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, title := range titles {
		if strings.Contains(string(page), title+" ·") {
			found = append(found, title)
		}
	}
	if len(found) != 1 {
		t.Fatalf("the project page names %v; want exactly one of the two builds", found)
	}
	// The project list is a file of its own: it must be the same build's.
	lists, _ := filepath.Glob(filepath.Join(dir, "dist", "assets", "data", "projects*.json"))
	if len(lists) != 1 {
		t.Fatalf("dist/ holds %d project lists: %v", len(lists), lists)
	}
	if list, _ := os.ReadFile(lists[0]); !strings.Contains(string(list), found[0]) {
		t.Errorf("the project page is of the build that titled it %q, the project list of the other", found[0])
	}
	if left := stagingFolders(t, dir); len(left) > 0 {
		t.Errorf("the builds left %v", left)
	}
}
