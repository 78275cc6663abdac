package generator_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// A repository as GitHub's REST API answers it, with hostile text.
const engineRepo = `{"name": "engine", "full_name": "ada/engine", "stargazers_count": 1843,
  "description": "<img src=x onerror=alert(1)> the engine", "language": "Go",
  "license": {"key": "mit", "spdx_id": "MIT"}, "topics": ["steam", "<script>alert(1)</script>"],
  "pushed_at": "2026-10-03T19:06:43Z", "homepage": "javascript:alert(1)", "archived": true}`

// buildWithForge builds the basic site, its engine's source on GitHub and
// its notes without content, on GitHub too, against the GitHub at api.
func buildWithForge(t *testing.T, root, api, fetch string) (*generator.Summary, error) {
	t.Helper()
	basic := sitetest.Load("basic")
	files := sitetest.Files(basic, nil)
	content := filepath.Join(root, "content")
	os.RemoveAll(content)
	engine := strings.Replace(
		string(files["projects/engine.yaml"]),
		"https://example.com/engine.git",
		"https://github.com/ada/engine",
		1,
	)
	notes := "id: 2\nicon: media/engine.png\ntitle: Notes\ntech: [Ink]\n" +
		"links:\n  live: https://example.com/notes\n  source: https://example.com/notes.git\n" +
		"repository: https://github.com/ada/notes\nimages: [media/shot.jpg]\n"
	sitetest.Write(t, content, basic, map[string][]byte{
		"site.yaml":            slices.Concat(files["site.yaml"], []byte("repositories: {fetch: "+fetch+"}\n")),
		"projects/engine.yaml": []byte(engine),
		"projects/notes.yaml":  []byte(notes),
		"locales/en.yaml": slices.Concat(
			files["locales/en.yaml"],
			[]byte("projects: {archived: Archived, updatedLabel: Updated}\n"),
		),
		"locales/pt.yaml": slices.Concat(
			files["locales/pt.yaml"],
			[]byte("projects: {archived: Arquivado, updatedLabel: Atualizado em}\n"),
		),
	})
	return generator.Build(generator.Options{
		Content: content, Theme: filepath.Join(sitetest.Root(), "theme"), Out: filepath.Join(root, "dist"),
		CacheDir: filepath.Join(root, "cache"), Log: io.Discard,
		Getenv: func(k string) string {
			env := map[string]string{
				"PORTGEN_GITHUB_API_URL": api,
				"GITHUB_TOKEN":           "ghp_secretsecretsecretsecretsecret0000",
			}
			return env[k]
		},
	})
}

func TestAProjectsRepositoryFactsArePrerenderedInEveryLanguage(t *testing.T) {
	sitetest.Builds(t)
	var asked atomic.Int32
	gh := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Add(1)
		switch r.URL.Path {
		case "/repos/ada/engine":
			w.Header().Set("ETag", `"e1"`)
			fmt.Fprint(w, engineRepo)
		case "/repos/ada/notes":
			fmt.Fprint(w, `{"stargazers_count": 2, "description": "Notes <b>on</b> the engine"}`)
		default:
			http.NotFound(w, r)
		}
	}))
	defer gh.Close()
	root := t.TempDir()
	sum, err := buildWithForge(t, root, gh.URL, "true")
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Warnings) > 0 {
		t.Errorf("warnings: %v", sum.Warnings)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	for page, want := range map[string][]string{
		"apps/engine/index.html": {
			"1843", "Go", "MIT", "October 3, 2026", "Archived", "&lt;script&gt;alert(1)&lt;/script&gt;",
		},
		"pt/apps/engine/index.html": {"1843", "3 de outubro de 2026", "Arquivado", "Atualizado em"},
		"apps/notes/index.html":     {"Notes &lt;b&gt;on&lt;/b&gt; the engine"},
		"apps/index.html":           {"1843", "October 3, 2026"},
	} {
		html := dist[page]
		for _, w := range want {
			if !strings.Contains(html, w) {
				t.Errorf("%s does not show %q", page, w)
			}
		}
		for _, bad := range []string{"<script>alert", "<img src=x", "javascript:alert", "ghp_secret"} {
			if strings.Contains(html, bad) {
				t.Errorf("%s holds %q", page, bad)
			}
		}
	}
	for path, data := range dist {
		if strings.Contains(data, "ghp_secret") {
			t.Errorf("dist/%s holds the token", path)
		}
	}
	// Offline, a second build within the hour asks nothing and gives the same site.
	gh.Close()
	before := asked.Load()
	if _, err := buildWithForge(t, root, gh.URL, "true"); err != nil {
		t.Fatal(err)
	}
	if asked.Load() != before {
		t.Errorf("a warm build asked the forge")
	}
	again := readTree(t, filepath.Join(root, "dist"))
	if again["apps/engine/index.html"] != dist["apps/engine/index.html"] {
		t.Errorf("the warm build's page differs")
	}
}

func TestAForgeThatCannotBeReachedIsAWarningAndTheSiteIsBuilt(t *testing.T) {
	sitetest.Builds(t)
	gh := httptest.NewServer(http.NotFoundHandler())
	gh.Close()
	root := t.TempDir()
	sum, err := buildWithForge(t, root, gh.URL, "true")
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Warnings) != 1 || !strings.Contains(sum.Warnings[0].Message, "ada/engine, ada/notes") ||
		!strings.HasSuffix(sum.Warnings[0].File, "site.yaml") {
		t.Errorf("warnings: %v", sum.Warnings)
	}
	if html := readTree(t, filepath.Join(root, "dist"))["apps/engine/index.html"]; !strings.Contains(
		html,
		"Analytical Engine",
	) {
		t.Errorf("the engine's page is missing")
	}
}

func TestWithoutTheSwitchABuildAsksNoForge(t *testing.T) {
	sitetest.Builds(t)
	var asked atomic.Int32
	gh := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { asked.Add(1) }))
	defer gh.Close()
	root := t.TempDir()
	// The notes have no content: without the switch, they need some.
	if _, err := buildWithForge(t, root, gh.URL, "false"); err == nil ||
		!strings.Contains(err.Error(), "missing required field `content`") {
		t.Fatalf("a project without content built without the switch: %v", err)
	}
	if asked.Load() != 0 {
		t.Errorf("the forge was asked %d times", asked.Load())
	}
}
