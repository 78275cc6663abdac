package server

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

func TestCSSOnly(t *testing.T) {
	old := map[string][]byte{
		"index.html":            []byte(`<link href="/assets/main-AAA.css">`),
		"assets/main-AAA.css":   []byte("a{}"),
		"assets/Route-RRR.css":  []byte("r{}"),
		"assets/main-JJJ.js":    []byte("js"),
		"data/projects.p1.json": []byte("[]"),
	}
	with := func(changes map[string][]byte, removed ...string) map[string][]byte {
		out := map[string][]byte{}
		for k, v := range old {
			out[k] = v
		}
		for _, r := range removed {
			delete(out, r)
		}
		for k, v := range changes {
			out[k] = v
		}
		return out
	}
	css := with(map[string][]byte{
		"index.html":          []byte(`<link href="/assets/main-BBB.css">`),
		"assets/main-BBB.css": []byte("b{}"),
	}, "assets/main-AAA.css")
	swaps, ok := cssOnly(byPath(old), byPath(css), "/")
	if !ok || !reflect.DeepEqual(swaps, []StylesheetSwap{{From: "/assets/main-AAA.css", To: "/assets/main-BBB.css"}}) {
		t.Errorf("a CSS change: %v, %v", swaps, ok)
	}
	js := with(map[string][]byte{"assets/main-JJK.js": []byte("js2")}, "assets/main-JJJ.js")
	if _, ok := cssOnly(byPath(old), byPath(js), "/"); ok {
		t.Error("a JS change was taken for CSS only")
	}
	data := with(map[string][]byte{"data/projects.p2.json": []byte("[1]")}, "data/projects.p1.json")
	if _, ok := cssOnly(byPath(old), byPath(data), "/"); ok {
		t.Error("a content change was taken for CSS only")
	}
	if _, ok := cssOnly(byPath(old), byPath(old), "/"); ok {
		t.Error("no change was taken for a CSS change")
	}
}

// events reads the server-sent events of the page of a file from a live
// server, until it has n.
func events(t *testing.T, srv *httptest.Server, file string, n int) (<-chan string, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	address := srv.URL + "/__portgen/events?file=" + url.QueryEscape(file)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, address, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	out := make(chan string, n)
	go func() {
		defer resp.Body.Close()
		scanner := bufio.NewScanner(resp.Body)
		for scanner.Scan() {
			if name, ok := strings.CutPrefix(scanner.Text(), "event: "); ok {
				scanner.Scan()
				out <- name + " " + strings.TrimPrefix(scanner.Text(), "data: ")
			}
		}
	}()
	return out, cancel
}

func next(t *testing.T, c <-chan string) string {
	t.Helper()
	select {
	case e := <-c:
		return e
	case <-time.After(5 * time.Second):
		t.Fatal("no event")
		return ""
	}
}

func TestLiveTellsPagesWhatHappened(t *testing.T) {
	live := NewLive(nil)
	first := list(map[string][]byte{"index.html": []byte("<head></head>"), "assets/main-A.js": []byte("1")})
	live.Update("/", first, nil, nil)
	srv := httptest.NewServer(live)
	defer srv.Close()

	resp, _ := http.Get(srv.URL + "/")
	var page strings.Builder
	bufio.NewReader(resp.Body).WriteTo(&page)
	resp.Body.Close()
	script := `<script src="/__portgen/live.js" data-base="/" data-build="1" data-file="index.html" defer>` +
		`</script></head>`
	if !strings.Contains(page.String(), script) {
		t.Errorf("the page lacks the live script: %s", page.String())
	}

	c, stop := events(t, srv, "index.html", 8)
	defer stop()
	if e := next(t, c); e != "hello 1" {
		t.Errorf("first event %q", e)
	}
	live.Fail([]diag.Diagnostic{{File: "content/site.yaml", Line: 2, Col: 3, Message: "bad"}})
	problems := `problems [{"file":"content/site.yaml","line":2,"column":3,"severity":"error","message":"bad"`
	if e := next(t, c); !strings.HasPrefix(e, problems) {
		t.Errorf("problems event %q", e)
	}
	resp, _ = http.Get(srv.URL + "/assets/main-A.js")
	if resp.StatusCode != http.StatusOK {
		t.Error("the last good build is not served during a failure")
	}
	second := list(map[string][]byte{"index.html": []byte("<head></head>"), "assets/main-B.js": []byte("2")})
	live.Update("/", second, nil, nil)
	if e := next(t, c); e != `reload {"build":2,"all":true,"data":null}` {
		t.Errorf("after a good rebuild: %q", e)
	}
	live.Close()
}

// A build that changed stylesheets only has the open pages swap them, and
// names the build they then show.
func TestACSSChangeIsSwappedIn(t *testing.T) {
	live := NewLive(nil)
	site := func(css string) []dist.File {
		return list(map[string][]byte{
			"index.html":                  []byte(`<head><link href="/assets/main-` + css + `.css"></head>`),
			"assets/main-" + css + ".css": []byte(css),
		})
	}
	live.Update("/", site("A"), nil, nil)
	srv := httptest.NewServer(live)
	defer srv.Close()
	c, stop := events(t, srv, "index.html", 8)
	defer stop()
	next(t, c) // hello
	live.Update("/", site("B"), nil, nil)
	if e := next(t, c); e != `css {"build":2,"swaps":[{"from":"/assets/main-A.css","to":"/assets/main-B.css"}]}` {
		t.Errorf("after a CSS change: %q", e)
	}
	live.Close()
}

func TestAPageWaitingForAFirstGoodBuildReloads(t *testing.T) {
	live := NewLive(nil)
	live.Fail([]diag.Diagnostic{{File: "content/site.yaml", Line: 1, Col: 1, Message: "bad"}})
	srv := httptest.NewServer(live)
	defer srv.Close()
	resp, _ := http.Get(srv.URL + "/")
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("status %d before any good build", resp.StatusCode)
	}
	c, stop := events(t, srv, "", 8)
	defer stop()
	next(t, c) // hello
	if e := next(t, c); !strings.HasPrefix(e, "problems ") {
		t.Errorf("a new page is not told the problems: %q", e)
	}
	live.Update("/", list(map[string][]byte{"index.html": []byte("<head></head>")}), nil, nil)
	if e := next(t, c); e != `reload {"build":1,"all":true,"data":null}` {
		t.Errorf("after the first good build: %q", e)
	}
	live.Close()
}

// A rebuild that changed pages and the data they read reloads those pages
// only, or none when it changed none of them: each open page is told
// whether its own changed, or changed in its prerendered content alone
// (and in its head's metadata, which it is sent), and which data files
// changed, so that the app can take those in; of a JSON array as long as
// before, the elements that changed. Pages are completed as they are
// served.
func TestOnlyThePagesThatChangedReload(t *testing.T) {
	made := 0 // pages of the page no one has open, made
	site := func(title, heading string, projects []string, other string) []dist.File {
		mark := pagemark.Mark(pagemark.Page{Key: pagemark.KeyOf([]byte(strings.Join(projects, ","))), Path: "/apps/"})
		files := list(map[string][]byte{
			"index.html":             []byte("<head></head><p>home</p>"),
			"assets/data/other.json": []byte(other), "assets/main-A.js": []byte("1"),
		})
		apps := dist.File{Path: "apps/index.html", Size: -1, Open: func() ([]byte, error) {
			return []byte("<head><title>" + title + "</title></head><h1>" + heading + "</h1><p>" + mark + "</p>"), nil
		}}
		project := dist.File{Path: "apps/a/index.html", Size: -1, Open: func() ([]byte, error) {
			made++
			return []byte("<head><title>A</title></head><p>" + mark + "</p>"), nil
		}}
		items := make([][]byte, len(projects))
		for i, p := range projects {
			items[i] = []byte(p)
		}
		// As serve writes it: joined when it is read, the same size when a
		// project changes as here.
		joined := "[" + strings.Join(projects, ",") + "]"
		data := dist.File{Path: "assets/data/projects.json", Items: items, Size: int64(len(joined)),
			Open: func() ([]byte, error) { return []byte(joined), nil }}
		return dist.Sorted(append(files, apps, project, data))
	}
	live := NewLive(nil)
	finish := func(page []byte) ([]byte, error) {
		return bytes.ReplaceAll(page, []byte("<p>"), []byte("<p>finished ")), nil
	}
	live.Update("/", site("Apps", "Apps", []string{"1", "2"}, "a"), nil, finish)
	srv := httptest.NewServer(live)
	defer srv.Close()
	apps, stop := events(t, srv, "apps/index.html", 8)
	defer stop()
	home, stopHome := events(t, srv, "index.html", 8)
	defer stopHome()
	next(t, apps) // hello
	next(t, home)

	live.Update("/", site("Apps", "Apps", []string{"1", "3"}, "a"), nil, finish)
	const data = `"data":["/assets/data/projects.json"]`
	if e := next(t, apps); e != `reload {"build":2,"all":false,"page":"content",`+data+
		`,"items":{"/assets/data/projects.json":{"1":3}}}` {
		t.Errorf("the page's content and its data changed: %q", e)
	}
	if e := next(t, home); e != `reload {"build":2,"all":false,"page":"same",`+data+
		`,"items":{"/assets/data/projects.json":{"1":3}}}` {
		t.Errorf("data that another page shows changed: %q", e)
	}
	live.Update("/", site("Apps 2", "Apps", []string{"1", "4"}, "a"), nil, finish)
	if e := next(t, apps); e != `reload {"build":3,"all":false,"page":"content",`+
		`"head":[{"selector":"title","index":0,"html":"\u003ctitle\u003eApps 2\u003c/title\u003e"}],`+data+
		`,"items":{"/assets/data/projects.json":{"1":4}}}` {
		t.Errorf("the page's content, its title and its data changed: %q", e)
	}
	live.Update("/", site("Apps 2", "Apps 2", []string{"1", "4", "5"}, "a"), nil, finish)
	if e := next(t, apps); e != `reload {"build":4,"all":false,"page":"changed",`+data+`}` {
		t.Errorf("the page changed around its content, and its data grew: %q", e)
	}
	live.Update("/", site("Apps 2", "Apps 2", []string{"1", "4", "5"}, "b"), nil, finish)
	if e := next(t, apps); e != `reload {"build":5,"all":false,"page":"same","data":["/assets/data/other.json"]}` {
		t.Errorf("data no page shows changed: %q", e)
	}
	next(t, home)
	next(t, home)
	next(t, home)
	if made > 0 {
		t.Errorf("a page no one has open was made %d times", made)
	}
	resp, err := http.Get(srv.URL + "/apps/")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var page strings.Builder
	bufio.NewReader(resp.Body).WriteTo(&page)
	if !strings.Contains(page.String(), "<h1>Apps 2</h1>") ||
		!strings.Contains(page.String(), "<p>finished <!--portgen:prerender") ||
		!strings.Contains(page.String(), `data-file="apps/index.html"`) {
		t.Errorf("the page as served: %s", page.String())
	}
	if resp, err := http.Get(srv.URL + "/assets/data/projects.json"); err != nil {
		t.Fatal(err)
	} else if body, _ := io.ReadAll(resp.Body); string(body) != "[1,4,5]" {
		t.Errorf("the projects as served: %s", body)
	}
	live.Close()
}

// A page that does not render for a problem in the owner's files is served
// all the same, without its content, for the app to render, and with the
// problems for live.js to show over it; another failure is an error page.
func TestAPageThatDoesNotRenderIsServedWithItsProblems(t *testing.T) {
	mark := pagemark.Mark(pagemark.Page{Key: pagemark.KeyOf([]byte("1")), Path: "/about/"})
	live := NewLive(nil)
	live.Update("/", list(map[string][]byte{
		"about/index.html": []byte(`<head></head><div id="root" data-path="/about/">` + mark + `</div>`),
		"docs/index.html":  []byte(`<head></head><div id="root" data-path="/docs/">` + mark + `</div>`),
	}), nil, func(page []byte) ([]byte, error) {
		if bytes.Contains(page, []byte(`"/docs/"`)) {
			return nil, errors.New("the engine does not start")
		}
		return nil, &diag.Error{
			Diagnostics: []diag.Diagnostic{
				{
					File:    "theme/src/About.tsx",
					Line:    3,
					Col:     7,
					Message: "the page /about/ does not render: TypeError: </script>",
				},
			},
		}
	})
	srv := httptest.NewServer(live)
	defer srv.Close()
	get := func(path string) (int, string) {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var page strings.Builder
		bufio.NewReader(resp.Body).WriteTo(&page)
		return resp.StatusCode, page.String()
	}
	status, page := get("/about/")
	want := `<head><script type="application/json" id="portgen-page-problems">` +
		`[{"file":"theme/src/About.tsx","line":3,"column":7,"severity":"error",` +
		`"message":"the page /about/ does not render: TypeError: \u003c/script\u003e"}]</script>`
	if status != http.StatusOK || !strings.Contains(page, want) || !strings.Contains(page, `<div id="root"></div>`) {
		t.Errorf("the page that does not render: %d %s", status, page)
	}
	if status, page := get("/docs/"); status != http.StatusInternalServerError ||
		!strings.Contains(page, "the engine does not start") {
		t.Errorf("a page whose engine fails: %d %s", status, page)
	}
	live.Close()
}

// byPath is a build's files by path, held in memory.
func byPath(files map[string][]byte) map[string]dist.File {
	out := map[string]dist.File{}
	for p, data := range files {
		out[p] = dist.File{Path: p, Data: data}
	}
	return out
}

// list is a build's files, held in memory.
func list(files map[string][]byte) []dist.File {
	var out []dist.File
	for p, data := range files {
		out = append(out, dist.File{Path: p, Data: data})
	}
	return dist.Sorted(out)
}

// A saved screenshot replaces its image files with others, named after
// their content, and the data file that names them: the pages are told of
// the data, as for any other save. So does a saved résumé its PDF. Any
// other file that comes or goes may be used by any page, which reloads.
func TestImagesThatComeAndGoWithTheirDataAreNoReasonToReload(t *testing.T) {
	old := byPath(map[string][]byte{
		"apps/a/index.html":                  []byte("<head></head>"),
		"assets/data/projects.json":          []byte(`[{"images":["/assets/media/a/1.aaa-640w.jpg"]}]`),
		"assets/media/a/1.aaa-640w.jpg":      []byte("jpeg"),
		"assets/media/a/1.aaa-640w.webp":     []byte("webp"),
		"assets/main-A.js":                   []byte("js"),
		"assets/media/documents/cv.aaa.pdf":  []byte("pdf"),
		"assets/media/icons/a.aaa.svg":       []byte("<svg/>"),
		"assets/ProjectsRoute-A.js":          []byte("js"),
		"assets/media/music/song.aaa.mp3":    []byte("mp3"),
		"assets/media/wallpapers/w.aaa.jpg":  []byte("jpeg"),
		"assets/media/wallpapers/w.aaa.webp": []byte("webp"),
	})
	replaced := map[string]dist.File{}
	for p, f := range old {
		replaced[p] = f
	}
	delete(replaced, "assets/media/a/1.aaa-640w.jpg")
	delete(replaced, "assets/media/a/1.aaa-640w.webp")
	replaced["assets/media/a/1.bbb-640w.jpg"] = dist.File{Path: "assets/media/a/1.bbb-640w.jpg", Data: []byte("jpeg 2")}
	replaced["assets/media/a/1.bbb-640w.webp"] = dist.File{
		Path: "assets/media/a/1.bbb-640w.webp",
		Data: []byte("webp 2"),
	}
	replaced["assets/data/projects.json"] = dist.File{
		Path: "assets/data/projects.json",
		Data: []byte(`[{"images":["/assets/media/a/1.bbb-640w.jpg"]}]`),
	}
	if r, only := dataOnly(old, replaced, "/"); !only ||
		!reflect.DeepEqual(r.Data, []string{"/assets/data/projects.json"}) {
		t.Errorf("a screenshot replaced: %v, %v", r.Data, only)
	}
	// The résumé's PDF is named after the résumé: a save of it makes a new one.
	resume := func(text, pdf string) map[string]dist.File {
		files := maps.Clone(replaced)
		files["assets/data/resume.en.json"] = dist.File{Path: "assets/data/resume.en.json", Data: []byte(text)}
		files[pdf] = dist.File{Path: pdf, Data: []byte("pdf of " + text)}
		return files
	}
	before := resume(`{"basics":{"label":"a"}}`, "assets/resume-aaa/Name-resume-en.pdf")
	resaved := resume(`{"basics":{"label":"b"}}`, "assets/resume-bbb/Name-resume-en.pdf")
	if r, only := dataOnly(before, resaved, "/"); !only ||
		!reflect.DeepEqual(r.Data, []string{"/assets/data/resume.en.json"}) {
		t.Errorf("the résumé saved, its PDF made anew: %v, %v", r.Data, only)
	}

	// A saved post changes its language's feed, which no page shows, with its data.
	post := func(text string) map[string]dist.File {
		files := maps.Clone(replaced)
		body := "assets/data/posts/hello.en.json"
		files[body] = dist.File{Path: body, Data: []byte(text)}
		files["blog/feed.xml"] = dist.File{Path: "blog/feed.xml", Data: []byte("<feed>" + text + "</feed>")}
		files["pt/blog/feed.xml"] = dist.File{Path: "pt/blog/feed.xml", Data: []byte("<feed>" + text + "</feed>")}
		return files
	}
	if r, only := dataOnly(post(`{"html":"a"}`), post(`{"html":"b"}`), "/"); !only ||
		!reflect.DeepEqual(r.Data, []string{"/assets/data/posts/hello.en.json"}) {
		t.Errorf("a post saved, its feeds written anew: %v, %v", r.Data, only)
	}

	for _, c := range []struct {
		name    string
		added   string
		removed string
	}{
		{"a script came", "assets/ProjectsRoute-B.js", ""},
		{"a script went", "", "assets/ProjectsRoute-A.js"},
		{"a track came", "assets/media/music/song.bbb.mp3", ""},
		{"a track went", "", "assets/media/music/song.aaa.mp3"},
	} {
		changed := map[string]dist.File{}
		for p, f := range replaced {
			changed[p] = f
		}
		if c.added != "" {
			changed[c.added] = dist.File{Path: c.added, Data: []byte("new")}
		}
		delete(changed, c.removed)
		if _, only := dataOnly(old, changed, "/"); only {
			t.Errorf("%s with a screenshot: taken for data only", c.name)
		}
	}
}
