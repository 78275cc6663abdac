package forges

import (
	"bytes"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/internal/forgefake"
)

// fakeForges starts the fake forges, and gives the options that point at
// them, with vars added to the environment.
func fakeForges(t *testing.T, vars ...string) (*forgefake.Fake, Options) {
	t.Helper()
	f := forgefake.Start()
	t.Cleanup(f.Close)
	m := f.Env()
	for i := 0; i+1 < len(vars); i += 2 {
		m[vars[i]] = vars[i+1]
	}
	return f, Options{Getenv: func(k string) string { return m[k] }}
}

func account(t *testing.T, s string) Account {
	t.Helper()
	a, err := ParseAccount(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func names(repos []Repository) []string {
	var out []string
	for _, r := range repos {
		out = append(out, r.Name)
	}
	return out
}

func TestParseAccountNamesAForgeAndAUser(t *testing.T) {
	a := account(t, "GitLab:ada.l_x")
	if a.Forge.Host != "gitlab.com" || a.User != "ada.l_x" || a.String() != "gitlab:ada.l_x" {
		t.Errorf("ParseAccount = %+v (%s)", a, a)
	}
	for _, bad := range []string{"AdaL", "github:", "github:a/b", "sourcehut:ada", "github:-x"} {
		if _, err := ParseAccount(bad); err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("ParseAccount(%q) = %v, want an error naming it", bad, err)
		}
	}
}

func TestAGitHubProfileIsReadWithItsOwnRepositoriesInOrder(t *testing.T) {
	_, opts := fakeForges(t)
	p, err := ReadProfile(account(t, "github:adal"), 6, opts)
	if err != nil {
		t.Fatal(err)
	}
	if p.User != "AdaL" || p.Name != "Ada Lovelace" || p.Website != "https://ada.example" ||
		p.Location != "Lisbon, Portugal" || p.URL != "https://github.com/AdaL" ||
		p.PagesURL() != "https://adal.github.io/" {
		t.Errorf("profile: %+v", p)
	}
	if !bytes.Equal(p.Avatar.Data, forgefake.Avatar) || p.Avatar.Ext != ".png" {
		t.Errorf("avatar: %d bytes, %q", len(p.Avatar.Data), p.Avatar.Ext)
	}
	// No fork (linux), nothing archived (old-blog); stars, then the last
	// push; the second page read; six of them.
	want := []string{"weather-now", "maths-drills", "rails-bookshelf", "dotfiles", "tiny_http", "notes-cli"}
	if got := names(p.Repositories); !reflect.DeepEqual(got, want) {
		t.Errorf("repositories: %v, want %v", got, want)
	}
	r := p.Repositories[0]
	if r.URL != "https://github.com/AdaL/weather-now" || r.Language != "TypeScript" ||
		r.Homepage != "https://weather-now.example" ||
		!reflect.DeepEqual(r.Topics, []string{"react", "weather", "pwa"}) {
		t.Errorf("weather-now: %+v", r)
	}
}

func TestAGitLabProfileHasItsProjectsLanguages(t *testing.T) {
	_, opts := fakeForges(t)
	p, err := ReadProfile(account(t, "gitlab:ada"), 6, opts)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Ada Lovelace" || p.Location != "Porto" || p.Bio != "" || p.PagesURL() != "https://ada.gitlab.io/" {
		t.Errorf("profile: %+v", p)
	}
	if got := names(p.Repositories); !reflect.DeepEqual(got, []string{"pixel-garden", "site-generator"}) {
		t.Errorf("repositories: %v", got)
	}
	if p.Repositories[0].Language != "GDScript" || p.Repositories[1].Language != "Go" {
		t.Errorf("languages: %q, %q", p.Repositories[0].Language, p.Repositories[1].Language)
	}
}

func TestACodebergProfileWithNoFullNameIsNamedByItsLogin(t *testing.T) {
	_, opts := fakeForges(t)
	p, err := ReadProfile(account(t, "codeberg:ada"), 6, opts)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "ada" || p.Bio != "I make small tools that respect their users." || p.Website != "" ||
		p.PagesURL() != "https://ada.codeberg.page/" {
		t.Errorf("profile: %+v", p)
	}
	if got := names(p.Repositories); !reflect.DeepEqual(got, []string{"tea-timer"}) {
		t.Errorf("repositories: %v", got)
	}
}

func TestTheLimitCutsTheList(t *testing.T) {
	_, opts := fakeForges(t)
	p, err := ReadProfile(account(t, "github:AdaL"), 2, opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := names(p.Repositories); !reflect.DeepEqual(got, []string{"weather-now", "maths-drills"}) {
		t.Errorf("repositories: %v", got)
	}
}

func TestAProfileThatCannotBeReadIsAnErrorNamingTheAccount(t *testing.T) {
	closed := forgefake.Start()
	closed.Close()
	offline := Options{Getenv: env("PORTGEN_GITHUB_API_URL", closed.API.URL)}
	cases := []struct {
		name, account string
		mode          forgefake.Mode
		opts          *Options
		want          string
	}{
		{"unknown on GitHub", "github:nobody", forgefake.Normal, nil, "GitHub has no user nobody (404)"},
		{"unknown on GitLab", "gitlab:nobody", forgefake.Normal, nil, "GitLab has no user nobody"},
		{"unknown on Codeberg", "codeberg:nobody", forgefake.Normal, nil, "Codeberg has no user nobody (404)"},
		{"rate limit", "github:AdaL", forgefake.Limited, nil,
			"GitHub's rate limit is reached: it lifts at 12:00 UTC, 27 Dec 2026 (set GITHUB_TOKEN"},
		{"nonsense", "codeberg:ada", forgefake.Nonsense, nil, "Codeberg's answer is not a user's: invalid JSON"},
		{"offline", "github:AdaL", forgefake.Normal, &offline, "GitHub could not be reached"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, opts := fakeForges(t)
			f.SetMode(c.mode)
			if c.opts != nil {
				opts = *c.opts
			}
			_, err := ReadProfile(account(t, c.account), 6, opts)
			if err == nil || !strings.HasPrefix(err.Error(), c.account+": ") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want %q", err, c.account+": …"+c.want)
			}
		})
	}
}

func TestATokenGoesToItsOwnAPIOnly(t *testing.T) {
	f, opts := fakeForges(t, "GITHUB_TOKEN", "ghp_secret", "GITLAB_TOKEN", "glpat-secret")
	for _, a := range []string{"github:AdaL", "gitlab:ada", "codeberg:ada"} {
		if _, err := ReadProfile(account(t, a), 6, opts); err != nil {
			t.Fatal(err)
		}
	}
	avatars := 0
	for _, r := range f.Requests() {
		var want string
		switch {
		case r.Origin == f.Avatars.URL:
			avatars++ // another origin: no token
		case strings.HasPrefix(r.Path, "/github/"):
			want = "token ghp_secret"
		case strings.HasPrefix(r.Path, "/gitlab/"):
			want = "Bearer glpat-secret"
		}
		if r.Authorization != want {
			t.Errorf("%s%s was sent %q, want %q", r.Origin, r.Path, r.Authorization, want)
		}
	}
	if avatars != 3 {
		t.Errorf("%d avatars downloaded, want 3", avatars)
	}
}

func TestANextPageOnAnotherOriginIsNotFollowed(t *testing.T) {
	c := newClient(Options{Getenv: env("PORTGEN_GITHUB_API_URL", "https://api.example")}.withDefaults())
	h := http.Header{}
	h.Set("Link", `<https://elsewhere.example/repos?page=2>; rel="next"`)
	if got := c.nextPage(Forges[0], h); got != "" {
		t.Errorf("next page %q", got)
	}
	h.Set("Link", `<https://api.example/repos?page=3>; rel="last", <https://api.example/repos?page=2>; rel="next"`)
	if got := c.nextPage(Forges[0], h); got != "https://api.example/repos?page=2" {
		t.Errorf("next page %q", got)
	}
}

func TestOneRepositoryIsReadFromItsAddress(t *testing.T) {
	_, opts := fakeForges(t)
	for link, want := range map[string]string{
		"https://github.com/AdaL/weather-now":    "TypeScript",
		"https://gitlab.com/ada/pixel-garden":    "GDScript",
		"https://codeberg.org/ada/tea-timer.git": "Vue",
	} {
		r, err := ReadRepository(link, opts)
		if err != nil {
			t.Errorf("%s: %v", link, err)
			continue
		}
		if r.Language != want || r.URL != strings.TrimSuffix(link, ".git") {
			t.Errorf("%s: %+v", link, r)
		}
	}
	_, err := ReadRepository("https://github.com/AdaL/missing", opts)
	want := "https://github.com/AdaL/missing: GitHub has no repository AdaL/missing"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("err = %v", err)
	}
}

// Each forge says its rate limit is reached in its own way, and when it
// lifts.
func TestEachForgesRateLimitIsRead(t *testing.T) {
	now := time.Date(2026, 12, 7, 10, 0, 0, 0, time.UTC)
	for name, c := range map[string]struct {
		status  int
		headers []string
		limited bool
		until   time.Time
	}{
		"GitHub": {403, []string{"X-RateLimit-Remaining", "0", "X-RateLimit-Reset", "1798372800"}, true,
			time.Unix(1798372800, 0)},
		"GitHub, a forbidden repository": {403, []string{"X-RateLimit-Remaining", "42"}, false, time.Time{}},
		"GitHub's secondary limit": {403, []string{"X-RateLimit-Remaining", "4987", "X-RateLimit-Reset", "1798372800",
			"Retry-After", "60"}, true, now.Add(time.Minute)},
		"GitLab": {429, []string{"RateLimit-Remaining", "0", "RateLimit-Reset", "1798372800", "Retry-After", "60"},
			true, time.Unix(1798372800, 0)},
		"Forgejo": {429, []string{"Retry-After", "120"}, true, now.Add(2 * time.Minute)},
	} {
		resp := &http.Response{StatusCode: c.status, Header: http.Header{}}
		for i := 0; i+1 < len(c.headers); i += 2 {
			resp.Header.Set(c.headers[i], c.headers[i+1])
		}
		if got := rateLimited(resp); got != c.limited {
			t.Errorf("%s: limited = %v", name, got)
		}
		if got := resetTime(resp.Header, now); c.limited && !got.Equal(c.until) {
			t.Errorf("%s: lifts at %v, want %v", name, got, c.until)
		}
	}
}
