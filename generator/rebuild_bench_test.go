package generator

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// BenchmarkServeRebuild times serve's rebuild after a project's title is
// saved, on the starter and on the starter with 390 more projects (clones
// of its bookstore), as bench/reload.mjs does in a browser: the figure
// whose ratio between the two sites that benchmark's budget bounds.
//
//	go test ./generator -run '^$' -bench ServeRebuild -cpuprofile cpu.out
func BenchmarkServeRebuild(b *testing.B) {
	for _, clones := range []int{0, 390} {
		b.Run(fmt.Sprintf("projects=%d", 10+clones), func(b *testing.B) {
			content := filepath.Join(b.TempDir(), "content")
			if err := os.CopyFS(content, os.DirFS(filepath.Join("..", "content"))); err != nil {
				b.Fatal(err)
			}
			bookstore, err := os.ReadFile(filepath.Join(content, "projects", "bookstore.yaml"))
			if err != nil {
				b.Fatal(err)
			}
			id := regexp.MustCompile(`(?m)^id: .*$`)
			for i := range clones {
				clone := id.ReplaceAll(bookstore, fmt.Appendf(nil, "id: %d", 1000+i))
				file := filepath.Join(content, "projects", fmt.Sprintf("zz-clone-%03d.yaml", i))
				if err := os.WriteFile(file, clone, 0o644); err != nil {
					b.Fatal(err)
				}
			}
			s, _, err := Serve(Options{
				Content: content, Theme: filepath.Join("..", "theme"), CacheDir: b.TempDir(),
				Log: io.Discard, Getenv: func(string) string { return "" },
			}, ServeEvents{Failed: func(err error) { b.Fatal(err) }})
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			file := filepath.Join(content, "projects", "bookstore.yaml")
			title := regexp.MustCompile(`(?m)^title:\n(?:  .*\n)*`)
			for i := range b.N {
				saved := title.ReplaceAll(bookstore, fmt.Appendf(nil, "title: Bench %d\n", i))
				if err := os.WriteFile(file, saved, 0o644); err != nil {
					b.Fatal(err)
				}
				s.changed([]string{file}, false)
			}
		})
	}
}
