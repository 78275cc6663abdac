package forges

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/diag"
	"golang.org/x/sync/errgroup"
)

// Limits of one answer: a repository's is a few kilobytes and comes in
// well under a second.
const (
	MaxBody = 1 << 20
	Timeout = 10 * time.Second
	// Workers is how many requests are open at once: few enough to be
	// polite to a forge, enough that a hundred repositories take seconds.
	Workers = 4
	// DefaultMaxAge is how long a cached answer is used without asking.
	DefaultMaxAge = time.Hour
)

// Request is one repository that the site shows the facts of, and where
// it is named: the project file and line of its links.source (or
// repository), for the warnings about it.
type Request struct {
	Repo Repo
	At   diag.Diagnostic // File, Line and Col; the message is the warning's
}

// Options say where answers are cached and how fresh they must be.
type Options struct {
	Cache  *cache.Cache        // keeps the answers; nil keeps none
	Getenv func(string) string // the API roots and tokens
	MaxAge time.Duration       // 0 is DefaultMaxAge
	// Refresh asks every forge again, with the cached ETag, however fresh
	// the cached answer.
	Refresh   bool
	Now       func() time.Time  // nil is time.Now
	Timeout   time.Duration     // of one answer; 0 is Timeout
	Transport http.RoundTripper // nil is a clone of http.DefaultTransport
	Switch    diag.Diagnostic   // where site.yaml turns fetching on, for warnings about every repository
}

// Result is what the forges said, by repository, and the warnings of what
// they did not.
type Result struct {
	Facts    map[Repo]Facts
	Warnings []diag.Diagnostic
}

// outcome is what became of one repository.
type outcome struct {
	facts   Facts
	ok      bool
	offline bool      // the forge could not be reached
	limited time.Time // the forge's rate limit lifts then (zero: no limit hit)
	bad     string    // why its answer was refused
}

// Fetch reads the facts of every repository requested, a few at a time.
// It never fails: what it cannot read is a warning, and the facts left
// out.
func Fetch(reqs []Request, opts Options) Result {
	opts = opts.withDefaults()
	opts.MaxAge = cmp.Or(opts.MaxAge, DefaultMaxAge)
	c := newClient(opts)
	unique := map[Repo][]Request{}
	var order []Repo
	for _, r := range reqs {
		if _, ok := unique[r.Repo]; !ok {
			order = append(order, r.Repo)
		}
		unique[r.Repo] = append(unique[r.Repo], r)
	}
	outcomes := make([]outcome, len(order))
	var group errgroup.Group
	group.SetLimit(Workers)
	for i, repo := range order {
		group.Go(func() error {
			outcomes[i] = c.read(repo)
			return nil
		})
	}
	group.Wait()
	res := Result{Facts: map[Repo]Facts{}}
	var offline, stale []string
	limited := map[string]time.Time{}
	for i, repo := range order {
		o := outcomes[i]
		if o.ok {
			res.Facts[repo] = o.facts
		}
		switch {
		case !o.limited.IsZero():
			limited[repo.Host] = o.limited
			if !o.ok {
				offline = append(offline, repo.Path)
			}
		case o.offline && o.ok:
			stale = append(stale, repo.Path)
		case o.offline:
			offline = append(offline, repo.Path)
		case o.bad != "":
			for _, r := range unique[repo] {
				w := r.At
				w.Severity, w.Message = diag.SeverityWarning, fmt.Sprintf(
					"the facts of %s are left out: %s",
					repo.Path,
					o.bad,
				)
				w.Hint = "the site is built without them; check the repository's address"
				res.Warnings = append(res.Warnings, w)
			}
		}
	}
	res.Warnings = append(res.Warnings, c.summary(opts.Switch, limited, offline, stale)...)
	return res
}

// summary is the warnings about the forges as a whole: one per rate limit,
// and one for the repositories that could not be asked.
func (c *client) summary(at diag.Diagnostic, limited map[string]time.Time, offline, stale []string) []diag.Diagnostic {
	at.Severity = diag.SeverityWarning
	var out []diag.Diagnostic
	for _, f := range Forges {
		if until, ok := limited[f.Host]; ok {
			w := at
			w.Message = fmt.Sprintf(
				"%s's rate limit is reached: it lifts at %s",
				f.Name,
				until.UTC().Format("15:04 MST, 2 Jan 2006"),
			)
			w.Hint = fmt.Sprintf(
				"set %s in the environment for a higher limit; until then the cached facts are used",
				f.TokenEnv,
			)
			out = append(out, w)
		}
	}
	if len(stale) > 0 {
		w := at
		w.Message = fmt.Sprintf(
			"the forges could not be reached: the facts of %d repositories are the cached ones",
			len(stale),
		)
		w.Hint = "build again when online for fresh ones"
		out = append(out, w)
	}
	if len(offline) > 0 {
		w := at
		slices.Sort(offline)
		w.Message = "no facts for " + strings.Join(
			offline,
			", ",
		) + ": the forge could not be asked, and nothing is cached"
		w.Hint = "the site is built without them; build again when online"
		out = append(out, w)
	}
	return out
}

// client asks the forges. Its token for each forge goes to that forge's
// API origin only.
type client struct {
	http  *http.Client
	opts  Options
	cache answers
	mu    sync.Mutex
	until map[string]time.Time // by forge host: rate-limited until then
}

func newClient(opts Options) *client {
	tr := opts.Transport
	if tr == nil {
		tr = http.DefaultTransport.(*http.Transport).Clone()
	}
	c := &client{opts: opts, cache: answers{opts.Cache}, until: map[string]time.Time{}}
	c.http = &http.Client{
		Transport: tr,
		Timeout:   cmp.Or(opts.Timeout, Timeout),
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 5 {
				return errors.New("too many redirects")
			}
			if origin(req.URL) != origin(via[0].URL) {
				req.Header.Del("Authorization") // a token never leaves its own origin
			}
			return nil
		},
	}
	return c
}

func origin(u *url.URL) string { return strings.ToLower(u.Scheme + "://" + u.Host) }

// api is f's API root: the environment's, or its public one.
func (c *client) api(f Forge) string {
	return strings.TrimRight(cmp.Or(c.opts.Getenv(f.APIEnv), f.API), "/")
}

// ownOrigin says whether u is on f's API origin, the only one its token
// goes to.
func (c *client) ownOrigin(f Forge, u *url.URL) bool {
	api, err := url.Parse(c.api(f))
	return err == nil && origin(api) == origin(u)
}

// read gives the facts of one repository: cached while fresh, else asked
// for, with the cached ETag.
func (c *client) read(repo Repo) outcome {
	f, _ := byHost(repo.Host)
	endpoint := f.endpoint(c.api(f), repo)
	cached, have := c.cache.get(endpoint)
	now := c.opts.Now()
	if age := now.Sub(cached.Fetched); have && !c.opts.Refresh && age >= 0 && age < c.opts.MaxAge {
		return outcome{facts: cached.Facts, ok: true}
	}
	o := c.ask(f, repo, endpoint, cached, have, now)
	if !o.ok && o.bad == "" && have { // offline or rate-limited: the cached answer stands
		o.facts, o.ok = cached.Facts, true
	}
	return o
}

// rateLimited says whether a forge refused to answer because its rate
// limit is reached: 429 Too Many Requests (GitLab's, Forgejo's), or
// GitHub's 403 with X-RateLimit-Remaining: 0 (its hourly limit) or with
// Retry-After (its secondary limit, on requests too many at once).
func rateLimited(resp *http.Response) bool {
	h := resp.Header
	hourly := h.Get("X-RateLimit-Remaining") == "0"
	secondary := h.Get("Retry-After") != ""
	github := resp.StatusCode == http.StatusForbidden && (hourly || secondary)
	return github || resp.StatusCode == http.StatusTooManyRequests
}

// ask asks f's API for repo, with the ETag of the answer cached, if any,
// and caches what it answers.
func (c *client) ask(f Forge, repo Repo, endpoint string, cached answer, have bool, now time.Time) outcome {
	r, err := c.request(f, endpoint, cached.ETag, now)
	var limited *LimitError
	var refused badAnswer
	switch {
	case errors.As(err, &limited):
		return outcome{limited: limited.Until}
	case errors.As(err, &refused):
		return outcome{bad: string(refused)}
	case err != nil:
		return outcome{offline: true}
	case r.status == http.StatusNotModified && have:
		cached.Fetched = now
		c.cache.put(endpoint, cached)
		return outcome{facts: cached.Facts, ok: true}
	case r.status == http.StatusNotFound:
		return outcome{bad: fmt.Sprintf("%s has no repository %s (404), or it is private", f.Name, repo.Path)}
	case r.status != http.StatusOK:
		return outcome{bad: fmt.Sprintf("%s answered %s", f.Name, r.statusText)}
	}
	facts, err := f.decode(r.body)
	if err != nil {
		return outcome{bad: fmt.Sprintf("%s's answer is not a repository's: %s", f.Name, plain(err))}
	}
	c.cache.put(endpoint, answer{ETag: r.header.Get("ETag"), Fetched: now, Facts: facts})
	return outcome{facts: facts, ok: true}
}

// reply is a forge's answer to one request, its body read whole.
type reply struct {
	status     int
	statusText string // "404 Not Found"
	header     http.Header
	body       []byte
}

// LimitError is a forge's refusal to answer because its rate limit is
// reached: it lifts at Until.
type LimitError struct {
	Forge Forge
	Until time.Time
}

func (e *LimitError) Error() string {
	return fmt.Sprintf(
		"%s's rate limit is reached: it lifts at %s (set %s in the environment for a higher limit)",
		e.Forge.Name,
		e.Until.UTC().Format("15:04 MST, 2 Jan 2006"),
		e.Forge.TokenEnv,
	)
}

// badAnswer is why an answer was refused: too slow or too large.
type badAnswer string

func (b badAnswer) Error() string { return string(b) }

// OfflineError is a forge that could not be reached.
type OfflineError struct {
	Forge Forge
	Err   error
}

func (e *OfflineError) Error() string {
	return fmt.Sprintf("%s could not be reached (%v)", e.Forge.Name, e.Err)
}

func (e *OfflineError) Unwrap() error { return e.Err }

// request asks f's API for endpoint (with etag, if any) and reads its
// answer within MaxBody and the timeout. A rate limit is a *LimitError, a
// forge that cannot be reached an *OfflineError, an answer too slow or too
// large a badAnswer; any status else is the reply's.
func (c *client) request(f Forge, endpoint, etag string, now time.Time) (reply, error) {
	if until := c.limitedUntil(f.Host); !until.IsZero() {
		return reply{}, &LimitError{Forge: f, Until: until}
	}
	tooSlow := badAnswer(fmt.Sprintf("%s took more than %d s to answer", f.Name, int(Timeout/time.Second)))
	resp, err := c.get(f, endpoint, etag)
	if err != nil {
		return reply{}, failed(f, err, tooSlow)
	}
	defer resp.Body.Close()
	if rateLimited(resp) {
		until := resetTime(resp.Header, now)
		c.limit(f.Host, until)
		return reply{}, &LimitError{Forge: f, Until: until}
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, MaxBody+1))
	switch {
	case err != nil:
		return reply{}, failed(f, err, tooSlow)
	case len(body) > MaxBody:
		return reply{}, badAnswer(fmt.Sprintf("%s's answer is larger than %d MB", f.Name, MaxBody>>20))
	}
	return reply{status: resp.StatusCode, statusText: resp.Status, header: resp.Header, body: body}, nil
}

// failed is the error of a request that failed: tooSlow for a timeout;
// else the forge could not be reached.
func failed(f Forge, err error, tooSlow badAnswer) error {
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return tooSlow
	}
	return &OfflineError{Forge: f, Err: err}
}

// get asks endpoint, with f's token when the endpoint is on f's API origin
// (an avatar, say, is on another).
func (c *client) get(f Forge, endpoint, etag string) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(context.Background(), cmp.Or(c.opts.Timeout, Timeout))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		cancel()
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "portgen")
	if f.kind == github {
		req.Header.Set("Accept", "application/vnd.github+json")
	}
	if etag != "" {
		req.Header.Set("If-None-Match", etag)
	}
	if token := c.opts.Getenv(f.TokenEnv); token != "" && c.ownOrigin(f, req.URL) {
		switch f.kind {
		case gitlab:
			req.Header.Set("Authorization", "Bearer "+token)
		default:
			req.Header.Set("Authorization", "token "+token)
		}
	}
	resp, err := c.http.Do(req)
	if err != nil {
		cancel()
		return nil, err
	}
	resp.Body = cancelOnClose{resp.Body, cancel}
	return resp, nil
}

type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (c cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
}

func (c *client) limit(host string, until time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.until[host] = until
}

func (c *client) limitedUntil(host string) time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.until[host]
}

// resetTime is when a rate limit lifts. With the hourly limit used up
// (X-RateLimit-Remaining: 0, GitHub's; RateLimit-Remaining: 0, GitLab's),
// X-RateLimit-Reset or RateLimit-Reset, in Unix seconds; else Retry-After,
// in seconds (Forgejo's, GitHub's secondary limit, whose Reset is the
// hourly one's); else in an hour.
func resetTime(h http.Header, now time.Time) time.Time {
	after, err := strconv.Atoi(h.Get("Retry-After"))
	waitAfter := err == nil && after >= 0
	hourly := h.Get("X-RateLimit-Remaining") == "0" || h.Get("RateLimit-Remaining") == "0"
	if waitAfter && !hourly {
		return now.Add(time.Duration(after) * time.Second)
	}
	for _, name := range []string{"X-RateLimit-Reset", "RateLimit-Reset"} {
		if s, err := strconv.ParseInt(h.Get(name), 10, 64); err == nil && s > 0 {
			return time.Unix(s, 0)
		}
	}
	if waitAfter {
		return now.Add(time.Duration(after) * time.Second)
	}
	return now.Add(time.Hour)
}

// plain is a JSON error without Go's type names where it can.
func plain(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("`%s` is a %s", te.Field, te.Value)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return "invalid JSON at byte " + strconv.FormatInt(se.Offset, 10)
	}
	var pe *time.ParseError
	if errors.As(err, &pe) {
		return fmt.Sprintf("a date that is not one: %q", pe.Value)
	}
	return err.Error()
}
