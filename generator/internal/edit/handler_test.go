package edit

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/portgen/portgen/generator/internal/compile"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
)

// editing is a handler over the basic site, as serve's first build shows
// it, and the files its saves nudged serve to build again.
type editing struct {
	dir    string
	srv    *httptest.Server
	mu     sync.Mutex
	nudged []string
}

const testToken = "a-token-of-this-run"

func newEditing(t *testing.T, overrides map[string][]byte) *editing {
	t.Helper()
	dir, site, sources := loadEdited(t, overrides)
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	var locale []byte
	for _, l := range site.Locales {
		if l.Lang == "pt" {
			locale = compile.JSON(compile.Locale(l))
		}
	}
	builds := &Builds{}
	builds.Add(1, Shown{
		Site:    site,
		Sources: sources,
		SiteData: []byte(`{"base": "/p/", "locales": {"pt": "/p/assets/locales/pt.json"}, ` +
			`"languages": [{"code": "en", "default": true}, {"code": "pt"}], ` +
			`"documents": [{"id": "resume", "label": {"en": "Resume", "pt": "Currículo"}, "href": "/p/r.pdf"}]}`),
		Files: []dist.File{{Path: "assets/locales/pt.json", Data: locale}},
		Check: func(rel string, src []byte) []diag.Diagnostic {
			_, err := load.LoadWith(dir, themetest.Rules(), map[string][]byte{rel: src})
			var problems *diag.Error
			if errors.As(err, &problems) {
				return problems.Diagnostics
			}
			return nil
		},
	})
	e := &editing{dir: dir}
	h := &Handler{Token: testToken, Content: root, Shown: "content", Builds: builds}
	h.Nudge = func(rel string) {
		e.mu.Lock()
		defer e.mu.Unlock()
		e.nudged = append(e.nudged, rel)
	}
	e.srv = httptest.NewServer(h)
	t.Cleanup(e.srv.Close)
	return e
}

// request is a request of the editor, as a page of the server sends it;
// change alters it.
func (e *editing) request(t *testing.T, method, route, body string, change func(*http.Request)) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(method, e.srv.URL+"/p/__portgen/edit/"+route, strings.NewReader(body))
	req.Header.Set("Origin", e.srv.URL)
	req.Header.Set("X-Portgen-Token", testToken)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("Content-Type", "application/json")
	if change != nil {
		change(req)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(out)
}

func (e *editing) save(t *testing.T, key, text string, change func(*http.Request)) (int, string) {
	t.Helper()
	body, _ := json.Marshal(saveRequest{Build: 1, Key: Key(key), Lang: "pt", Text: text})
	return e.request(t, http.MethodPost, "save", string(body), change)
}

func (e *editing) read(t *testing.T, rel string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(e.dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// differingLines are the lines that differ between a and b, of the same
// number of lines.
func differingLines(a, b []byte) int {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	if len(al) != len(bl) {
		return -1
	}
	n := 0
	for i := range al {
		if al[i] != bl[i] {
			n++
		}
	}
	return n
}

func TestSaveWritesTheOneLineAndNudgesServe(t *testing.T) {
	e := newEditing(t, nil)
	before := e.read(t, "projects/engine.yaml")
	status, body := e.save(t, "projects/engine/title@pt", "Máquina: "+Marker(3)+"nova\r\n", nil)
	if status != http.StatusOK || body != "{\"build\":2}\n" {
		t.Fatalf("save: %d %s", status, body)
	}
	after := e.read(t, "projects/engine.yaml")
	if differingLines(before, after) != 1 || !bytes.Contains(after, []byte(`pt: "Máquina: nova\n"}`)) {
		t.Errorf("the file is now:\n%s", after)
	}
	if len(e.nudged) != 1 || e.nudged[0] != "projects/engine.yaml" {
		t.Errorf("serve was nudged of %q", e.nudged)
	}
}

func TestOnlyAPageOfThisRunMayReadOrSave(t *testing.T) {
	e := newEditing(t, nil)
	before := e.read(t, "projects/engine.yaml")
	refused := map[string]func(*http.Request){
		"no token":    func(r *http.Request) { r.Header.Del("X-Portgen-Token") },
		"wrong token": func(r *http.Request) { r.Header.Set("X-Portgen-Token", testToken+"x") },
		"no Origin":   func(r *http.Request) { r.Header.Del("Origin") },
		// A browser sends no Origin on a same-origin GET, but Sec-Fetch-Site,
		// which no page can set: with neither, the request is from no page.
		"no page": func(r *http.Request) {
			r.Header.Del("Origin")
			r.Header.Del("Sec-Fetch-Site")
		},
		"other Origin": func(r *http.Request) { r.Header.Set("Origin", "http://127.0.0.1:1") },
		"rebinding": func(r *http.Request) {
			r.Host = "attacker.example:" + r.URL.Port()
			r.Header.Set("Origin", "http://"+r.Host)
		},
		"cross-site":  func(r *http.Request) { r.Header.Set("Sec-Fetch-Site", "cross-site") },
		"a form":      func(r *http.Request) { r.Header.Set("Content-Type", "text/plain") },
		"form-encode": func(r *http.Request) { r.Header.Set("Content-Type", "application/x-www-form-urlencoded") },
	}
	for name, change := range refused {
		if status, body := e.save(t, "projects/engine/title@pt", "Pwned", change); status != http.StatusForbidden {
			t.Errorf("a save with %s: %d %s, want 403", name, status, body)
		}
		status, _ := e.request(t, http.MethodPost, "map", `{"build": 1, "lang": "pt"}`, change)
		if status != http.StatusForbidden {
			t.Errorf("a map with %s: %d, want 403", name, status)
		}
	}
	for _, route := range []string{"save", "map"} {
		if status, _ := e.request(t, http.MethodGet, route, "", nil); status != http.StatusMethodNotAllowed {
			t.Errorf("GET %s: %d, want 405", route, status)
		}
	}
	if !bytes.Equal(e.read(t, "projects/engine.yaml"), before) || len(e.nudged) > 0 {
		t.Error("a refused request wrote the file, or nudged serve")
	}
}

func TestSaveNamesOnlyTheMapsTexts(t *testing.T) {
	e := newEditing(t, nil)
	unknown := []string{"projects/engine/links.live", "../site.yaml#owner.name", "projects/engine/title@fr"}
	for _, key := range unknown {
		if status, _ := e.save(t, key, "x", nil); status != http.StatusNotFound {
			t.Errorf("a save of %s: %d, want 404", key, status)
		}
	}
	body := `{"build": 7, "key": "projects/engine/title@pt", "lang": "pt", "text": "x"}`
	if status, _ := e.request(t, http.MethodPost, "save", body, nil); status != http.StatusNotFound {
		t.Errorf("a save of an unknown build: %d, want 404", status)
	}
}

func TestSaveOfAFileChangedSinceIsRefused(t *testing.T) {
	e := newEditing(t, nil)
	theirs := append(e.read(t, "projects/engine.yaml"), "# saved in the owner's editor\n"...)
	os.WriteFile(filepath.Join(e.dir, "projects/engine.yaml"), theirs, 0o644)
	status, body := e.save(t, "projects/engine/title@pt", "Mine", nil)
	if status != http.StatusConflict || !strings.Contains(body, "content/projects/engine.yaml changed on disk") {
		t.Errorf("save: %d %s, want 409", status, body)
	}
	if !bytes.Equal(e.read(t, "projects/engine.yaml"), theirs) {
		t.Error("the owner's save was overwritten")
	}
}

func TestSaveThatCheckRefusesWritesNothing(t *testing.T) {
	e := newEditing(t, nil)
	before := e.read(t, "projects/engine.yaml")
	status, body := e.save(t, "projects/engine/title@pt", " ", nil)
	var got problem
	json.Unmarshal([]byte(body), &got)
	if status != http.StatusUnprocessableEntity || len(got.Diagnostics) != 1 ||
		got.Diagnostics[0].Message != "`title.pt` is empty" || got.Diagnostics[0].Line != 3 {
		t.Errorf("save: %d %s, want 422 with check's message at line 3", status, body)
	}
	if !bytes.Equal(e.read(t, "projects/engine.yaml"), before) {
		t.Error("a refused save wrote the file")
	}
}

func TestSaveThroughASymbolicLinkIsRefused(t *testing.T) {
	e := newEditing(t, nil)
	real := filepath.Join(e.dir, "locales", "pt.yaml")
	os.Rename(real, filepath.Join(e.dir, "pt-real.yaml"))
	if err := os.Symlink("../pt-real.yaml", real); err != nil {
		t.Skip(err)
	}
	if status, body := e.save(t, "locales/pt/home.greeting", "Olá", nil); status != http.StatusForbidden {
		t.Errorf("save through a link: %d %s, want 403", status, body)
	}
}

// Two saves at once to one file: one writes, the other, which the
// page sent before it saw the first, is refused; none is lost unseen.
func TestSavesAreOneAtATime(t *testing.T) {
	e := newEditing(t, nil)
	statuses := make(chan int, 2)
	for _, key := range []string{"projects/engine/title@pt", "projects/engine/tech[0]"} {
		go func() {
			status, _ := e.save(t, key, "Latão", nil)
			statuses <- status
		}()
	}
	a, b := <-statuses, <-statuses
	if a+b != http.StatusOK+http.StatusConflict {
		t.Errorf("two saves at once: %d and %d, want one 200 and one 409", a, b)
	}
	if n := bytes.Count(e.read(t, "projects/engine.yaml"), []byte("Latão")); n != 1 {
		t.Errorf("the file holds the text %d times, want once", n)
	}
}

func TestMapMarksThePagesTexts(t *testing.T) {
	e := newEditing(t, nil)
	status, body := e.request(t, http.MethodPost, "map", `{"build": 1, "lang": "pt"}`, nil)
	var got mapReply
	if err := json.Unmarshal([]byte(body), &got); status != http.StatusOK || err != nil {
		t.Fatalf("map: %d %s", status, body)
	}
	ids := map[Key]int{}
	for _, e := range got.Entries {
		ids[e.Key] = e.ID
	}
	greeting, label := ids["locales/pt/home.greeting"], ids["site/documents[0].label@pt"]
	if got.Labels.EditPage != "Editar página" || greeting == label {
		t.Fatalf("labels %+v, ids %v", got.Labels, ids)
	}
	if !strings.Contains(string(got.Data["/p/assets/locales/pt.json"]), `"greeting":"Bem-vindo`+Marker(greeting)+`"`) {
		t.Errorf("the locale is not marked:\n%s", got.Data["/p/assets/locales/pt.json"])
	}
	site := string(got.Site)
	if !strings.Contains(site, `"pt":"Currículo`+Marker(label)+`"`) || strings.Contains(site, "r.pdf\u2063") ||
		!strings.Contains(site, `"en":"Resume"`) {
		t.Errorf("the site object is not marked as the page shows it:\n%s", site)
	}
}
