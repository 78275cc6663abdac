package sitetest

import (
	"os"
	"slices"
	"testing"
)

// Run is one of make test's runs besides the plain one, in which a test
// that builds whole sites also takes part (see Builds).
type Run int

const (
	// UnderRace: the test takes a concurrent path of its own (the image
	// workers, the prerender pool, two builds at once, serve's rebuilds
	// and servers), which the race detector should watch.
	UnderRace Run = iota + 1
	// WithoutCgo: the test checks a whole build as the release binaries
	// without cgo (all but Linux amd64's) and a go install without a C
	// compiler make it (another WebP encoder).
	WithoutCgo
)

// raceRunFollows is the environment variable that make test-go sets: the
// run under the race detector (make test-race) follows it, and runs the
// tests that name UnderRace (see Builds).
const raceRunFollows = "SITETEST_RACE_RUN_FOLLOWS"

// Builds marks a test that builds whole sites, prerendering their pages
// with the theme's code in QuickJS: seconds each, and several times that
// under the race detector. go test -short (make check) skips it, but for
// the runs it names: make test's run under the race detector (go test
// -race -short) keeps the tests that name UnderRace, and its run without
// cgo (CGO_ENABLED=0 go test -short) those that name WithoutCgo. Which
// tests take part in a run is said by the test itself, so that renaming
// one cannot drop it from a run.
//
// make test's plain run (test-go) sets SITETEST_RACE_RUN_FOLLOWS: there a
// test that names UnderRace is left out, since the run under the race
// detector runs it, with the same assertions, watched.
func Builds(t testing.TB, runs ...Run) {
	t.Helper()
	if !testing.Short() {
		if os.Getenv(raceRunFollows) != "" && slices.Contains(runs, UnderRace) {
			t.Skip("builds whole sites under the race detector: make test-race runs it")
		}
		return
	}
	if raceEnabled && slices.Contains(runs, UnderRace) || !cgoEnabled && slices.Contains(runs, WithoutCgo) {
		return
	}
	t.Skip("builds whole sites: run without -short (make test)")
}
