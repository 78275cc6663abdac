package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/internal/sitetest"
)

// A text saved on a page of serve is written into its file, that one
// line changed, and the open page is told of it at once, with the
// project's new data to take in. The save is built once: the watcher's
// word of the editor's own write is not built again.
func TestServeSavesATextEditedOnThePage(t *testing.T) {
	sitetest.Builds(t)
	dir := siteDir(t, nil)
	opts := generator.Options{
		Content:  filepath.Join(dir, "content"),
		Theme:    filepath.Join(sitetest.Root(), "theme"),
		CacheDir: t.TempDir(),
		Log:      io.Discard,
		Getenv:   func(string) string { return "" },
		Edit:     true,
	}
	rebuilt := make(chan []string, 8)
	serving, site, err := generator.Serve(opts, generator.ServeEvents{
		Rebuilt: func(changed []string, _ time.Duration) { rebuilt <- changed },
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := watchAndServe(t, serving)
	u, _ := url.Parse(site.Summary.BaseURL)
	base := srv.URL + u.Path

	tag := regexp.MustCompile(`<script src="` + u.Path + `__portgen/edit/edit.js" data-base="` + u.Path +
		`" data-build="(\d+)" data-token="([A-Za-z0-9_-]{43})" defer></script>`)
	m := tag.FindStringSubmatch(get(t, base+"pt/apps/engine/"))
	if m == nil {
		t.Fatal("the page has no tag of the editor's script with its build and a 32-byte token")
	}
	events := openEvents(t, base+"__portgen/events?file=pt/apps/engine/index.html")
	if e := events.next(t); e.name != "hello" {
		t.Fatalf("the first event is %q, want hello", e.name)
	}

	file := filepath.Join(dir, "content", "projects", "engine.yaml")
	before, _ := os.ReadFile(file)
	body := `{"build": ` + m[1] + `, "key": "projects/engine/title@pt", "lang": "pt", "text": "Máquina de Babbage"}`
	req, _ := http.NewRequest(http.MethodPost, base+"__portgen/edit/save", strings.NewReader(body))
	req.Header.Set("Origin", srv.URL)
	req.Header.Set("X-Portgen-Token", m[2])
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	reply, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("save: %d %s", resp.StatusCode, reply)
	}
	after, _ := os.ReadFile(file)
	want := bytes.Replace(before, []byte("pt: Máquina Analítica"), []byte("pt: Máquina de Babbage"), 1)
	if !bytes.Equal(after, want) {
		t.Errorf("the file is now:\n%s\nwant:\n%s", after, want)
	}

	e := events.next(t)
	var reload struct {
		Build int
		Items map[string]map[string]json.RawMessage
	}
	json.Unmarshal([]byte(e.data), &reload)
	var saved struct{ Build int }
	json.Unmarshal(reply, &saved)
	items := reload.Items[u.Path+"assets/data/projects.json"]
	if e.name != "reload" || reload.Build != saved.Build || len(items) != 1 {
		t.Fatalf("after the save, the page is told %s %s; the save said build %d", e.name, e.data, saved.Build)
	}
	for _, item := range items {
		if !strings.Contains(string(item), `"pt":"Máquina de Babbage"`) {
			t.Errorf("the project's new data is %s", item)
		}
	}

	// The owner then changes another file: the watcher tells of it after
	// its word of the save's write, which was then no rebuild of its own,
	// nor part of this one.
	other := filepath.Join(dir, "content", "projects", "notes.yaml")
	data, err := os.ReadFile(other)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(other, append(data, "# by hand\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, changes := range [][]string{{file}, {other}} {
		if got := <-rebuilt; !slices.Equal(got, changes) {
			t.Errorf("serve built again for %q, want %q", got, changes)
		}
	}
}

// Editing is on by default where serve listens on this machine only;
// elsewhere, only with --edit, which then warns.
func TestServeEditsOnLoopbackUnlessTold(t *testing.T) {
	cases := []struct {
		host          string
		edit, editSet bool
		on, warns     bool
	}{
		{host: "127.0.0.1", on: true},
		{host: "localhost", on: true},
		{host: "::1", on: true},
		{host: "127.0.0.1", editSet: true},
		{host: "0.0.0.0"},
		{host: "192.168.1.20"},
		{host: "0.0.0.0", edit: true, editSet: true, on: true, warns: true},
		{host: "127.0.0.1", edit: true, editSet: true, on: true},
	}
	for _, c := range cases {
		on, warning := serveOptions{host: c.host, edit: c.edit, editSet: c.editSet}.editing()
		if on != c.on || (warning != "") != c.warns {
			t.Errorf("--host %s, --edit=%v (given: %v): editing %v, warning %q", c.host, c.edit, c.editSet, on, warning)
		}
	}
	cmd := newServeCmd(env{})
	if err := cmd.ParseFlags([]string{"--edit=false"}); err != nil || !cmd.Flags().Changed("edit") {
		t.Errorf("--edit=false is not told from --edit left out: %v", err)
	}
}
