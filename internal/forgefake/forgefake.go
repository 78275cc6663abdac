// Package forgefake answers as the REST APIs of GitHub, GitLab and
// Codeberg (Forgejo) answer about a user and their repositories, quirks
// included (null and "" fields, a website without a scheme, Link-header
// pages, GitLab's list of users by name, its languages apart), for the
// tests and the by-hand checks of portgen new site --from. It serves the
// users' pictures from another origin, as the real forges do, so that a
// test can see that a token never goes there.
package forgefake

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

// Mode is how the fake answers.
type Mode int

const (
	// Normal answers as the forge does.
	Normal Mode = iota
	// Limited refuses every request as a reached rate limit does: 403 with
	// X-RateLimit-Remaining: 0 and X-RateLimit-Reset (GitHub's way).
	Limited
	// Nonsense answers 200 with a page that is not JSON, as a captive
	// portal or a misconfigured proxy does.
	Nonsense
)

// ResetAt is when the fake's rate limit lifts, in Unix seconds:
// 2026-12-27 12:00 UTC.
const ResetAt = 1798372800

// Request is one request the fake answered.
type Request struct {
	Origin        string // the server's: the API's or the avatars'
	Path          string // with its query
	Authorization string
}

// Fake is the three forges' APIs on one server, and their avatars on
// another.
type Fake struct {
	API     *httptest.Server
	Avatars *httptest.Server
	mu      sync.Mutex
	mode    Mode
	asked   []Request
}

// Start starts the fake's two servers; Close stops them.
func Start() *Fake {
	f := &Fake{}
	f.API = httptest.NewServer(http.HandlerFunc(f.serveAPI))
	f.Avatars = httptest.NewServer(http.HandlerFunc(f.serveAvatar))
	return f
}

// Close stops the fake's servers.
func (f *Fake) Close() {
	f.API.Close()
	f.Avatars.Close()
}

// Env is the environment that points portgen at the fake's APIs.
func (f *Fake) Env() map[string]string {
	return map[string]string{
		"PORTGEN_GITHUB_API_URL":   f.API.URL + "/github",
		"PORTGEN_GITLAB_API_URL":   f.API.URL + "/gitlab/api/v4",
		"PORTGEN_CODEBERG_API_URL": f.API.URL + "/codeberg/api/v1",
	}
}

// SetMode changes how the fake answers from now on.
func (f *Fake) SetMode(m Mode) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.mode = m
}

// Requests are the requests the fake answered, in order.
func (f *Fake) Requests() []Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Request(nil), f.asked...)
}

func (f *Fake) record(origin string, r *http.Request) Mode {
	f.mu.Lock()
	defer f.mu.Unlock()
	asked := Request{Origin: origin, Path: r.URL.RequestURI(), Authorization: r.Header.Get("Authorization")}
	f.asked = append(f.asked, asked)
	return f.mode
}

func (f *Fake) serveAPI(w http.ResponseWriter, r *http.Request) {
	switch f.record(f.API.URL, r) {
	case Limited:
		w.Header().Set("X-RateLimit-Limit", "60")
		w.Header().Set("X-RateLimit-Remaining", "0")
		w.Header().Set("X-RateLimit-Reset", fmt.Sprint(ResetAt))
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(http.StatusForbidden)
		fmt.Fprint(w, `{"message":"API rate limit exceeded for 203.0.113.7. (But here's the good news: `+
			`Authenticated requests get a higher rate limit.)",`+
			`"documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}`)
		return
	case Nonsense:
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<!doctype html><title>Sign in to the Wi-Fi</title><p>Accept the terms to go on.")
		return
	}
	key := r.URL.RequestURI()
	a, ok := answers(f.API.URL, f.Avatars.URL)[strings.ToLower(key)] // a user's name in any case, as GitHub takes it
	if !ok {
		notFound(w, key)
		return
	}
	if a.next != "" {
		w.Header().Set("Link", fmt.Sprintf(`<%s%s>; rel="next", <%s%s>; rel="last"`,
			f.API.URL, a.next, f.API.URL, a.next))
	}
	w.Header().Set("X-RateLimit-Remaining", "59")
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	fmt.Fprint(w, a.body)
}

// notFound answers as each forge answers for what it does not have.
func notFound(w http.ResponseWriter, path string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	switch {
	case strings.HasPrefix(path, "/gitlab/api/v4/users?"):
		fmt.Fprint(w, `[]`) // GitLab lists no user of that name
		return
	case strings.HasPrefix(path, "/gitlab/"):
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, `{"message":"404 Project Not Found"}`)
	case strings.HasPrefix(path, "/codeberg/"):
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, `{"errors":["user redirect does not exist [name: nobody]"],`+
			`"message":"GetUserByName","url":"https://codeberg.org/api/swagger"}`)
	default:
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, `{"message":"Not Found",`+
			`"documentation_url":"https://docs.github.com/rest/users/users#get-a-user","status":"404"}`)
	}
}

func (f *Fake) serveAvatar(w http.ResponseWriter, r *http.Request) {
	f.record(f.Avatars.URL, r)
	w.Header().Set("Content-Type", "image/png")
	w.Write(Avatar)
}

// Avatar is every user's picture: a 240×240 PNG, a disc on a gradient.
var Avatar = func() []byte {
	const size = 240
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			c := color.RGBA{uint8(40 + x/3), uint8(90 + y/3), 170, 255}
			if dx, dy := x-size/2, y-size/2+20; dx*dx+dy*dy < 55*55 {
				c = color.RGBA{250, 230, 200, 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return buf.Bytes()
}()
