package forges

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator/internal/cache"
)

// latency is how long the fake forge takes to answer, about a real one's
// from a CI runner.
const latency = 100 * time.Millisecond

// hundred asks for 100 repositories of a fake GitHub that answers each
// after latency.
func hundred(b *testing.B) ([]Request, func(string) string) {
	gh := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(latency)
		w.Header().Set("ETag", `"`+r.URL.Path+`"`)
		fmt.Fprint(w, githubBody(strings.TrimPrefix(r.URL.Path, "/repos/octocat/"), `"a repository"`))
	}))
	b.Cleanup(gh.Close)
	reqs := make([]Request, 100)
	for i := range reqs {
		reqs[i] = Request{Repo: Repo{Host: "github.com", Path: fmt.Sprintf("octocat/repo-%d", i)}}
	}
	return reqs, env("PORTGEN_GITHUB_API_URL", gh.URL)
}

// A cold fetch: nothing cached, every repository asked for, Workers at a
// time (go test -bench Fetch -benchtime 3x ./generator/internal/forges).
func BenchmarkFetch100Cold(b *testing.B) {
	reqs, getenv := hundred(b)
	for b.Loop() {
		if res := Fetch(reqs, Options{Cache: cache.Open(b.TempDir()), Getenv: getenv}); len(res.Facts) != 100 {
			b.Fatalf("%d facts, %v", len(res.Facts), res.Warnings)
		}
	}
}

// A warm fetch: every answer cached and fresh, nothing asked.
func BenchmarkFetch100Warm(b *testing.B) {
	reqs, getenv := hundred(b)
	dir := b.TempDir()
	Fetch(reqs, Options{Cache: cache.Open(dir), Getenv: getenv})
	for b.Loop() {
		if res := Fetch(reqs, Options{Cache: cache.Open(dir), Getenv: getenv}); len(res.Facts) != 100 {
			b.Fatalf("%d facts", len(res.Facts))
		}
	}
}
