package main

import (
	"bytes"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/internal/sitetest"
)

// A valid PNG of 1.5 MB, 40,000 × 40,000 pixels, takes 1.6 GB to decode
// (a build that did took 83 s here): check and build read its header,
// refuse it, and stay small and quick. Each runs under a memory limit of
// 100 MB, and what it allocates is counted.
func TestAnImageBombIsRefusedCheaply(t *testing.T) {
	basic := sitetest.Files(sitetest.Load("basic"), nil)
	notes := bytes.Replace(basic["projects/notes.yaml"], []byte("[media/shot.jpg]"), []byte("[media/bomb.png]"), 1)
	dir := siteDir(t, map[string][]byte{"media/bomb.png": []byte("png-bomb 40000x40000"), "projects/notes.yaml": notes})
	theme := filepath.Join(sitetest.Root(), "theme")
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(100 << 20))
	for _, args := range [][]string{{"check"}, {"build", "--theme", theme}} {
		t.Run(args[0], func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			r := portgen(t, dir, args...)
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			if r.code != exitProblems {
				t.Fatalf("exit status %d, want %d:\n%s", r.code, exitProblems, r.stderr)
			}
			if !strings.Contains(r.stderr, `image "media/bomb.png" is 40000 × 40000 pixels`) {
				t.Errorf("the bomb is not named:\n%s", r.stderr)
			}
			if took > time.Second {
				t.Errorf("took %v, more than a second", took)
			}
			if allocated := after.TotalAlloc - before.TotalAlloc; allocated > 100<<20 {
				t.Errorf("allocated %d MB, more than 100", allocated>>20)
			}
		})
	}
}
