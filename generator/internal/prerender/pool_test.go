package prerender

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

// compiled gives the program of a module, compiled when first asked for.
func compiled(module string) func() (*Program, error) {
	return func() (*Program, error) { return Compile([]byte(module), nil) }
}

func pagesOf(paths ...string) []pagemark.Page {
	var pages []pagemark.Page
	for _, p := range paths {
		pages = append(pages, pagemark.Page{Path: p, Key: pagemark.KeyOf([]byte(p))})
	}
	return pages
}

func TestThePoolRendersEachPageInOrderWhateverItsWorkers(t *testing.T) {
	var paths []string
	for i := range 20 {
		paths = append(paths, fmt.Sprintf("/apps/%d/", i))
	}
	var first []string
	for _, workers := range []int{1, 4} {
		p := &Pool{Program: compiled(module), SiteJSON: []byte(`{"name":"Ada"}`), Files: files, Workers: workers}
		html, err := p.Render(pagesOf(paths...))
		if err != nil {
			t.Fatal(err)
		}
		if html[3] != "<h1>Ada /apps/3/ 42</h1>" || p.Rendered() != len(paths) {
			t.Errorf("%d workers: page 3 is %q, %d pages rendered", workers, html[3], p.Rendered())
		}
		if first == nil {
			first = html
		} else if !slices.Equal(html, first) {
			t.Errorf("%d workers rendered other pages than 1", workers)
		}
	}
}

func TestACachedPageIsNotRenderedAgain(t *testing.T) {
	cache := OpenCache(nil, "")
	p := &Pool{Program: compiled(module), SiteJSON: []byte(`{"name":"Ada"}`), Files: files, Cache: cache}
	if _, err := p.Render(pagesOf("/", "/apps/")); err != nil {
		t.Fatal(err)
	}
	again := &Pool{Program: compiled(`throw new Error('no engine should start')`), SiteJSON: []byte(`{}`), Cache: cache}
	html, err := again.Render(pagesOf("/", "/apps/"))
	if err != nil || again.Rendered() != 0 || html[1] != "<h1>Ada /apps/ 42</h1>" {
		t.Errorf("the same keys again: %q, %v, %d rendered", html, err, again.Rendered())
	}
	changed := pagesOf("/")
	changed[0].Key = pagemark.KeyOf([]byte("/"), []byte("another input"))
	if _, err := again.Render(changed); err == nil || !strings.Contains(err.Error(), "no engine should start") {
		t.Errorf("a page whose key changed was not rendered: %v", err)
	}
}

func TestAFailedPageIsNamedAndNotKept(t *testing.T) {
	cache := OpenCache(nil, "")
	p := &Pool{Program: compiled(module), SiteJSON: []byte(`{"name":"Ada"}`), Files: files, Cache: cache, Workers: 2}
	_, err := p.Render(pagesOf("/", "/warns/", "/about/"))
	if err == nil || !strings.Contains(err.Error(), "prerender /warns/: a warning of the app") {
		t.Errorf("Render = %v", err)
	}
	if _, ok := cache.get(pagemark.KeyOf([]byte("/warns/"))); ok {
		t.Error("the failed page is in the cache")
	}
}

func TestAPrerendererThatDoesNotStartFailsTheBuildOnce(t *testing.T) {
	p := &Pool{
		Program:  compiled(`throw new TypeError('no window here')`),
		SiteJSON: []byte(`{}`),
		Files:    files,
		Workers:  2,
	}
	_, err := p.Render(pagesOf("/", "/apps/", "/about/"))
	if err == nil || !strings.HasPrefix(err.Error(), "the theme's prerenderer does not start") {
		t.Errorf("Render = %v", err)
	}
}

func TestTheCacheKeepsTheLastBuildsPagesOnDisk(t *testing.T) {
	root := t.TempDir()
	store := cache.Open(root)
	c := OpenCache(store, "content")
	a, b := pagemark.KeyOf([]byte("a")), pagemark.KeyOf([]byte("b"))
	c.put(a, "<p>a</p>")
	c.put(b, "<p>b</p>")
	if err := c.Save(); err != nil {
		t.Fatal(err)
	}
	// The next build asks for a only: b is dropped when it saves.
	next := OpenCache(cache.Open(root), "content") // in a new process
	if html, ok := next.get(a); !ok || html != "<p>a</p>" {
		t.Fatalf("a = %q, %v", html, ok)
	}
	if err := next.Save(); err != nil {
		t.Fatal(err)
	}
	last := OpenCache(store, "content")
	if _, ok := last.get(b); ok {
		t.Error("a page of no build since is still kept")
	}
	if html, ok := last.get(a); !ok || html != "<p>a</p>" {
		t.Errorf("a = %q, %v", html, ok)
	}
	if other := OpenCache(store, "other-content"); len(other.entries) != 0 {
		t.Errorf("another content folder's cache holds %d pages", len(other.entries))
	}

	// An entry cut or of another format is an empty cache.
	data, _ := store.Get(cache.Pages, last.key)
	for _, bad := range [][]byte{data[:len(data)-3], []byte("something else"), nil} {
		if err := store.Put(cache.Pages, last.key, bad); err != nil {
			t.Fatal(err)
		}
		if _, ok := OpenCache(store, "content").get(a); ok {
			t.Errorf("a page read from %q", bad)
		}
	}
}

func TestKeysDoNotRunTheirInputsTogether(t *testing.T) {
	if pagemark.KeyOf([]byte("ab"), []byte("c")) == pagemark.KeyOf([]byte("a"), []byte("bc")) {
		t.Error(`"ab","c" and "a","bc" have one key`)
	}
}

func TestALazyPageIsRenderedWhenAskedFor(t *testing.T) {
	cache := OpenCache(nil, "")
	l := &Lazy{Program: compiled(module), SiteJSON: []byte(`{"name":"Ada"}`), Files: files, Cache: cache}
	defer l.Close()
	page := []byte("<body><div id=root>" + pagemark.Mark(pagesOf("/apps/")[0]) + "</div></body>")
	got, err := l.Finish(page)
	if err != nil || string(got) != "<body><div id=root><h1>Ada /apps/ 42</h1></div></body>" {
		t.Fatalf("Finish = %q, %v", got, err)
	}
	// Asked for again, the page comes from the cache, with no engine.
	again := &Lazy{
		Program:  compiled(`throw new Error('no engine should start')`),
		SiteJSON: []byte(`{}`),
		Files:    files,
		Cache:    cache,
	}
	defer again.Close()
	if got2, err := again.Finish(page); err != nil || string(got2) != string(got) {
		t.Errorf("from the cache: %q, %v", got2, err)
	}
	if _, err := l.Finish([]byte(pagemark.Mark(pagesOf("/warns/")[0]))); err == nil ||
		!strings.Contains(err.Error(), "prerender /warns/: a warning of the app") {
		t.Errorf("a failing page: %v", err)
	}
	if same, err := l.Finish([]byte("<p>no mark</p>")); err != nil || string(same) != "<p>no mark</p>" {
		t.Errorf("a page with no mark: %q, %v", same, err)
	}
	if _, err := l.Finish([]byte("<!--portgen:prerender 12ab /-->")); err == nil {
		t.Error("a cut mark was taken")
	}
}
