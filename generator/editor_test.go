package generator_test

import (
	"context"
	"encoding/json"
	"io"
	"maps"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/internal/sitetest"
)

// The YAML language server, which VS Code's YAML extension, Neovim and
// Helix all run, is driven here as they drive it, over a new site made by
// `portgen new site`: the schemas and the .vscode/settings.json that maps
// the content files to them are the site's own. tools/yamlls pins the
// server; `make test` installs it there.
var yamlLanguageServer = filepath.Join("tools", "yamlls", "node_modules", "yaml-language-server",
	"bin", "yaml-language-server")

func TestTheYAMLLanguageServerKnowsTheContentFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the YAML language server: run without -short (make test)")
	}
	server := findYAMLLanguageServer(t)
	site := t.TempDir()
	if _, err := generator.NewSite(site, "latest"); err != nil {
		t.Fatal(err)
	}
	ed := startEditor(t, server, site)

	t.Run("the starter opens with no diagnostic", func(t *testing.T) {
		files := starterFilesForTheServer(t, site)
		var uris []string
		for _, rel := range files {
			uris = append(uris, ed.open(t, rel, string(must(os.ReadFile(filepath.Join(site, rel))))))
		}
		for i, uri := range uris {
			want := "schemas/" + schemaOf(strings.TrimPrefix(files[i], "content/"))
			if got := ed.schemasOf(t, uri); len(got) != 1 || !strings.HasSuffix(got[0], want) {
				t.Errorf("%s: the server validates it with %v, want %s", files[i], got, want)
			}
			for _, d := range ed.diagnostics(t, uri) {
				t.Errorf("%s:%d:%d: %s", files[i], d.Range.Start.Line+1, d.Range.Start.Character+1, d.Message)
			}
		}
	})

	t.Run("a misspelt key is flagged", func(t *testing.T) {
		text := strings.Replace(string(must(os.ReadFile(filepath.Join(site, "content/projects/bookstore.yaml")))),
			"\ntitle:", "\ntitel:", 1)
		uri := ed.open(t, "content/projects/misspelt.yaml", text)
		line := lineOf(text, "titel:")
		var flagged bool
		for _, d := range ed.diagnostics(t, uri) {
			t.Logf("diagnostic at %d:%d: %s", d.Range.Start.Line+1, d.Range.Start.Character+1, d.Message)
			flagged = flagged || d.Range.Start.Line == line && strings.Contains(d.Message, "titel")
		}
		if !flagged {
			t.Errorf("no diagnostic naming titel on line %d", line+1)
		}
	})

	t.Run("completion offers a project's fields, in the reference's words", func(t *testing.T) {
		uri := ed.open(t, "content/projects/new.yaml", "id: 11\n\n")
		offered := ed.completion(t, uri, position{Line: 1, Character: 0})
		t.Logf("completion labels: %s", strings.Join(slices.Sorted(maps.Keys(offered)), ", "))
		for _, f := range content.ProjectFields {
			if f.Path == "id" || strings.Contains(f.Path, ".") {
				continue
			}
			doc, ok := offered[f.Path]
			if !ok {
				t.Errorf("completion offers %v, not %s", slices.Sorted(maps.Keys(offered)), f.Path)
			}
			if ok && !strings.Contains(f.Doc, "](") && doc != f.Doc {
				t.Errorf("completion explains %s as %q, not in the reference's words %q", f.Path, doc, f.Doc)
			}
		}
		if _, ok := offered["id"]; ok {
			t.Errorf("completion offers id, which the file has")
		}
	})

	t.Run("hover explains a field in the reference's words", func(t *testing.T) {
		rel := "content/projects/bookstore.yaml"
		text := string(must(os.ReadFile(filepath.Join(site, rel))))
		uri := ed.open(t, rel, text)
		hover := ed.hover(t, uri, position{Line: lineOf(text, "images:"), Character: 2})
		t.Logf("hover over images: %q", hover)
		i := slices.IndexFunc(content.ProjectFields, func(f content.Field) bool { return f.Path == "images" })
		if !strings.Contains(hover, content.ProjectFields[i].Doc) {
			t.Errorf("hover over images says %q, not the reference's %q", hover, content.ProjectFields[i].Doc)
		}
	})
}

// starterFilesForTheServer are the new site's content files that the YAML
// language server reads: the YAML ones, and resume.json, which names its
// schema itself (JSON is YAML). Its translations are mapped to theirs for
// VS Code's JSON server (json.schemas), which is not the YAML server's
// setting; TestTheStarterValidatesAgainstTheSchemas checks them.
func starterFilesForTheServer(t *testing.T, site string) []string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"content/*.yaml", "content/*/*.yaml", "content/resume.json"} {
		matches := must(filepath.Glob(filepath.Join(site, pattern)))
		for _, m := range matches {
			files = append(files, filepath.ToSlash(must(filepath.Rel(site, m))))
		}
	}
	if len(files) < 10 {
		t.Fatalf("the new site has %d content files: %v", len(files), files)
	}
	return files
}

// lineOf is the 0-based line of text on which s first occurs.
func lineOf(text, s string) int {
	before, _, _ := strings.Cut(text, s)
	return strings.Count(before, "\n")
}

// editor is the client side of an LSP session with the YAML language
// server, as an editor holds it: the settings it answers the server's
// workspace/configuration with, and the diagnostics the server has
// published for each document.
type editor struct {
	conn   *jsonrpc2.Conn
	root   string
	config map[string]any
	// configured receives one value each time the server has been given
	// the settings.
	configured chan struct{}
	// opened are the documents open in the editor, by URI.
	opened map[string]bool

	mu        sync.Mutex
	published map[string][]diagnostic
	// changed is signalled (without waiting) when a document's diagnostics
	// are published.
	changed chan struct{}
}

type position struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

type diagnostic struct {
	Range struct {
		Start position `json:"start"`
	} `json:"range"`
	Message string `json:"message"`
}

// answerTimeout bounds each wait for the server: it answers in
// milliseconds, and a test waiting longer has found a server that never
// will.
const answerTimeout = 20 * time.Second

// findYAMLLanguageServer is the server's script in tools/yamlls. Without
// it the test fails, saying how to install it: `make test` does.
func findYAMLLanguageServer(t *testing.T) string {
	t.Helper()
	server := filepath.Join(sitetest.Root(), yamlLanguageServer)
	if _, err := os.Stat(server); err != nil {
		t.Fatalf("no YAML language server at %s: install it with `make yamlls` "+
			"(npm ci --prefix tools/yamlls)", filepath.ToSlash(yamlLanguageServer))
	}
	return server
}

// startEditor starts the YAML language server (its script, server) for
// the site folder and gives it the settings VS Code would: the site's
// .vscode/settings.json's yaml.* keys, with the extension's defaults for
// validation, completion and hover, and without JSON Schema Store's
// catalogue, which the server would otherwise fetch from the network.
func startEditor(t *testing.T, server, site string) *editor {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("the YAML language server runs on Node.js, which is not on the PATH")
	}
	ed := &editor{
		root:       site,
		config:     yamlSettings(t, site),
		configured: make(chan struct{}, 4),
		opened:     map[string]bool{},
		published:  map[string][]diagnostic{},
		changed:    make(chan struct{}, 1),
	}
	cmd := exec.Command(node, server, "--stdio")
	cmd.Stderr = os.Stderr
	stdin := must(cmd.StdinPipe())
	stdout := must(cmd.StdoutPipe())
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stream := jsonrpc2.NewBufferedStream(stdio{stdout, stdin}, jsonrpc2.VSCodeObjectCodec{})
	ed.conn = jsonrpc2.NewConn(context.Background(), stream, ed)
	t.Cleanup(func() { ed.stop(t, cmd) })
	ed.initialize(t)
	return ed
}

// stdio is the server's standard output and input as one stream.
type stdio struct {
	io.Reader
	io.WriteCloser
}

// yamlSettings are the settings under `yaml` that the server pulls: the
// site's own .vscode/settings.json keys yaml.*, as VS Code nests them.
func yamlSettings(t *testing.T, site string) map[string]any {
	t.Helper()
	var vscode map[string]any
	if err := json.Unmarshal(must(os.ReadFile(filepath.Join(site, ".vscode", "settings.json"))), &vscode); err != nil {
		t.Fatal(err)
	}
	yaml := map[string]any{"validate": true, "completion": true, "hover": true,
		"schemaStore": map[string]any{"enable": false}}
	for key, value := range vscode {
		if name, ok := strings.CutPrefix(key, "yaml."); ok {
			yaml[name] = value
		}
	}
	if yaml["schemas"] == nil {
		t.Fatalf(".vscode/settings.json has no yaml.schemas: %v", vscode)
	}
	return yaml
}

// initialize opens the session as an editor does, with the site as the
// workspace folder, and waits until the server has pulled the settings
// that didChangeConfiguration announces, so that every document opened
// after it is read with the site's schemas.
func (ed *editor) initialize(t *testing.T) {
	t.Helper()
	root := fileURI(ed.root)
	params := map[string]any{
		"processId":        os.Getpid(),
		"rootUri":          root,
		"workspaceFolders": []map[string]string{{"uri": root, "name": filepath.Base(ed.root)}},
		"capabilities": map[string]any{
			"workspace": map[string]any{"configuration": true, "workspaceFolders": true,
				"didChangeConfiguration": map[string]any{"dynamicRegistration": true}},
			"textDocument": map[string]any{
				"hover": map[string]any{"contentFormat": []string{"markdown", "plaintext"}},
				"completion": map[string]any{"completionItem": map[string]any{"snippetSupport": true,
					"documentationFormat": []string{"markdown", "plaintext"}}},
			},
		},
	}
	ed.call(t, "initialize", params, nil)
	ed.notify(t, "initialized", map[string]any{})
	ed.waitConfigured(t)
	ed.notify(t, "workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"yaml": ed.config}})
	ed.waitConfigured(t)
}

func (ed *editor) waitConfigured(t *testing.T) {
	t.Helper()
	select {
	case <-ed.configured:
	case <-time.After(answerTimeout):
		t.Fatal("the YAML language server never asked for its settings")
	}
}

// Handle answers the server's requests and records its diagnostics.
func (ed *editor) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	switch req.Method {
	case "textDocument/publishDiagnostics":
		var p struct {
			URI         string       `json:"uri"`
			Diagnostics []diagnostic `json:"diagnostics"`
		}
		if err := json.Unmarshal(*req.Params, &p); err == nil {
			ed.mu.Lock()
			ed.published[p.URI] = p.Diagnostics
			ed.mu.Unlock()
			select {
			case ed.changed <- struct{}{}:
			default:
			}
		}
	case "workspace/configuration":
		ed.answerConfiguration(ctx, conn, req)
	default:
		if !req.Notif {
			// client/registerCapability and the like: agreed to.
			_ = conn.Reply(ctx, req.ID, nil)
		}
	}
}

// answerConfiguration gives the server the settings of each section it
// asks for: `yaml` has them, the others (http, [yaml], editor) are left
// at their defaults.
func (ed *editor) answerConfiguration(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	var p struct {
		Items []struct {
			Section string `json:"section"`
		} `json:"items"`
	}
	_ = json.Unmarshal(*req.Params, &p)
	answer := make([]any, len(p.Items))
	askedForYAML := false
	for i, item := range p.Items {
		if item.Section == "yaml" {
			answer[i] = ed.config
			askedForYAML = true
		}
	}
	_ = conn.Reply(ctx, req.ID, answer)
	if askedForYAML {
		ed.configured <- struct{}{}
	}
}

// open sends the document at rel, below the site folder, with its text,
// as an editor does when a file is opened; it returns the document's URI.
// A document already open stays as it was opened.
func (ed *editor) open(t *testing.T, rel, text string) string {
	t.Helper()
	uri := fileURI(filepath.Join(ed.root, filepath.FromSlash(rel)))
	if ed.opened[uri] {
		return uri
	}
	ed.opened[uri] = true
	ed.notify(t, "textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "yaml", "version": 1, "text": text,
	}})
	return uri
}

// diagnostics waits for the server's first diagnostics of the document.
func (ed *editor) diagnostics(t *testing.T, uri string) []diagnostic {
	t.Helper()
	deadline := time.After(answerTimeout)
	for {
		ed.mu.Lock()
		got, ok := ed.published[uri]
		ed.mu.Unlock()
		if ok {
			return got
		}
		select {
		case <-ed.changed:
		case <-deadline:
			t.Fatalf("no diagnostics for %s", uri)
		}
	}
}

// schemasOf are the schemas the server validates the document with, as
// VS Code's status bar asks for them.
func (ed *editor) schemasOf(t *testing.T, uri string) []string {
	t.Helper()
	var schemas []struct {
		URI string `json:"uri"`
	}
	ed.call(t, "yaml/get/jsonSchema", uri, &schemas)
	var out []string
	for _, s := range schemas {
		out = append(out, s.URI)
	}
	return out
}

// completion is the items the server offers at pos: each label with its
// documentation.
func (ed *editor) completion(t *testing.T, uri string, pos position) map[string]string {
	t.Helper()
	var list struct {
		Items []struct {
			Label         string `json:"label"`
			Documentation struct {
				Value string `json:"value"`
			} `json:"documentation"`
		} `json:"items"`
	}
	ed.call(t, "textDocument/completion", textPosition(uri, pos), &list)
	offered := map[string]string{}
	for _, item := range list.Items {
		offered[item.Label] = item.Documentation.Value
	}
	return offered
}

// hover is the Markdown the server shows over pos.
func (ed *editor) hover(t *testing.T, uri string, pos position) string {
	t.Helper()
	var h struct {
		Contents struct {
			Value string `json:"value"`
		} `json:"contents"`
	}
	ed.call(t, "textDocument/hover", textPosition(uri, pos), &h)
	return h.Contents.Value
}

func textPosition(uri string, pos position) map[string]any {
	return map[string]any{"textDocument": map[string]string{"uri": uri}, "position": pos}
}

func (ed *editor) call(t *testing.T, method string, params, result any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), answerTimeout)
	defer cancel()
	if err := ed.conn.Call(ctx, method, params, result); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
}

func (ed *editor) notify(t *testing.T, method string, params any) {
	t.Helper()
	if err := ed.conn.Notify(context.Background(), method, params); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
}

// stop ends the session as an editor does (shutdown, then exit), and
// waits for the server to leave, which closes its output, killing it if it
// does not.
func (ed *editor) stop(t *testing.T, cmd *exec.Cmd) {
	ctx, cancel := context.WithTimeout(context.Background(), answerTimeout)
	defer cancel()
	if err := ed.conn.Call(ctx, "shutdown", nil, nil); err == nil {
		_ = ed.conn.Notify(ctx, "exit", nil)
	}
	select {
	case <-ed.conn.DisconnectNotify():
	case <-ctx.Done():
		_ = cmd.Process.Kill()
		t.Error("the YAML language server did not exit after shutdown")
	}
	_ = cmd.Wait()
}

// fileURI is the file: URI of an absolute path, as editors write it.
func fileURI(p string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String()
}

// The guide's settings for Neovim and Helix map the content files to the
// schemas as a new site's .vscode/settings.json does, which the language
// server test reads.
func TestTheGuideMapsTheSchemasAsANewSiteDoes(t *testing.T) {
	site := t.TempDir()
	if _, err := generator.NewSite(site, "latest"); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for schema, files := range yamlSettings(t, site)["schemas"].(map[string]any) {
		want[schema] = files.(string)
	}
	guide := string(must(os.ReadFile(filepath.Join(sitetest.Root(), "docs", "guide.md"))))
	for _, editor := range []struct {
		name, block string
		entry       *regexp.Regexp
	}{
		{"Neovim", "```lua\n", regexp.MustCompile(`(?m)^\s*\['([^']+)'\] = '([^']+)',$`)},
		{"Helix", "```toml\n", regexp.MustCompile(`(?m)^"([^"]+)" = "([^"]+)"$`)},
	} {
		_, rest, found := strings.Cut(guide[strings.Index(guide, "## Your editor"):], editor.block)
		block, _, _ := strings.Cut(rest, "```")
		got := map[string]string{}
		for _, m := range editor.entry.FindAllStringSubmatch(block, -1) {
			got[m[1]] = m[2]
		}
		if !found || !maps.Equal(got, want) {
			t.Errorf("the guide's %s settings map %v, a new site's %v", editor.name, got, want)
		}
	}
}
