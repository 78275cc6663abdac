package generator

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/edit"
	"github.com/portgen/portgen/generator/internal/server"
	"github.com/portgen/portgen/generator/internal/theme"
	"github.com/portgen/portgen/generator/internal/watch"
)

// quietTime is how long serve waits after a change for more changes, so
// that a burst of saves makes one rebuild.
const quietTime = 10 * time.Millisecond

// warmAfter is how long after telling the open pages of a build serve
// starts the engine that prerenders its pages (see Site.Warm): long enough
// for the pages to have taken in the build, which the engine's start would
// slow down, and short of a person's next click. A page asked for sooner
// starts it.
const warmAfter = 250 * time.Millisecond

// Serving is portgen serve: the site built in memory and served, built
// again on every change to the content or the theme. Open pages reload
// after a good rebuild and show the problems of a bad one.
type Serving struct {
	opts Options
	// gen builds the site; nil while the theme does not open (its manifest
	// is broken, say), which each change tries again.
	gen    *Generator
	live   *server.Live
	events ServeEvents
	// warned are the warnings last reported, which a rebuild that still
	// has them does not report again.
	warned []diag.Diagnostic
	warm   *time.Timer // starts the last build's engine
	// edits are the builds the editor answers for (see Options.Edit),
	// nil without it; content is the content folder it writes to, and
	// nudged the files it wrote, for Watch to build again at once.
	edits   *edit.Builds
	content *os.Root
	nudged  chan written
	// echoes are the files the editor wrote and Watch built, by path, with
	// what it wrote: the watcher's word of the same write is its echo, which
	// Watch does not build again. Only Watch's goroutine uses it.
	echoes map[string][sha256.Size]byte
}

// written is a file that the editor wrote, and the sum of what it wrote.
type written struct {
	path string
	sum  [sha256.Size]byte
}

// ServeEvents is what serve tells the owner's terminal. It is called from
// any goroutine; a nil func is left out.
type ServeEvents struct {
	// Problems are the errors of a build that failed, the warnings of one
	// that did not (when they changed), or the problem of a page that does
	// not render when it is asked for (once a build).
	Problems func([]diag.Diagnostic)
	// Rebuilt is a good build after the files changed.
	Rebuilt func(changed []string, took time.Duration)
	// Failed is a rebuild stopped by something not in the owner's files,
	// such as the disk, or the watcher's trouble.
	Failed func(error)
}

// Serve builds the site for portgen serve and serves it (see ServeHTTP).
// Problems in the owner's files are a *diag.Error, with a Serving that
// shows them in the pages until a change fixes them; any other error
// stops serve.
func Serve(opts Options, events ServeEvents) (*Serving, *Site, error) {
	opts.Serve = true
	if events.Problems == nil {
		events.Problems = func([]diag.Diagnostic) {}
	}
	if events.Rebuilt == nil {
		events.Rebuilt = func([]string, time.Duration) {}
	}
	if events.Failed == nil {
		events.Failed = func(error) {}
	}
	s := &Serving{opts: opts, live: server.NewLive(events.Problems), events: events}
	if opts.Edit {
		if err := s.offerEditing(); err != nil {
			return nil, nil, err
		}
	}
	site, err := s.rebuild()
	if err != nil && !IsProblems(err) {
		s.Close()
		return nil, nil, err
	}
	return s, site, err
}

// offerEditing makes the pages editable where they stand, with a token
// made for this run: 32 random bytes, which only the pages' script tags
// carry.
func (s *Serving) offerEditing() error {
	root, err := os.OpenRoot(s.opts.Content)
	if err != nil {
		return fmt.Errorf("cannot open the content folder: %w", err)
	}
	s.content = root
	s.edits = &edit.Builds{}
	s.nudged = make(chan written, 16)
	s.echoes = make(map[string][sha256.Size]byte)
	h := &edit.Handler{
		Token:   base64.RawURLEncoding.EncodeToString(secret()),
		Content: root,
		Shown:   filepath.ToSlash(s.opts.Content),
		Builds:  s.edits,
		Nudge:   s.nudge,
	}
	s.live.Edit(server.Editor{Handler: h, Token: h.Token})
	return nil
}

func secret() []byte {
	var b [32]byte
	rand.Read(b[:])
	return b[:]
}

// nudge tells Watch that the editor wrote the file rel: it builds again
// at once, without waiting for the watcher, whose later word of the same
// write it then lets pass. A nudge already waiting covers it. It is called
// while the editor holds its lock, so that the file is still what it wrote.
func (s *Serving) nudge(rel string) {
	path := filepath.Join(s.opts.Content, filepath.FromSlash(rel))
	data, err := os.ReadFile(path)
	if err != nil {
		return // gone already: the watcher says so
	}
	select {
	case s.nudged <- written{path, sha256.Sum256(data)}:
	default:
	}
}

// withoutEchoes is paths without the files that are still what the editor
// wrote and Watch built: the watcher's word of that write. A file written
// again since is kept, and forgotten as an echo.
func (s *Serving) withoutEchoes(paths []string) []string {
	return slices.DeleteFunc(paths, func(p string) bool {
		sum, ok := s.echoes[p]
		if !ok {
			return false
		}
		delete(s.echoes, p)
		data, err := os.ReadFile(p)
		return err == nil && sha256.Sum256(data) == sum
	})
}

// ServeHTTP answers with the last good build, as a static host would, with
// live reload.
func (s *Serving) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.live.ServeHTTP(w, r) }

// Watched are the folders whose changes rebuild the site: the content,
// and the theme's sources. A whole theme folder's manifest and npm
// packages are read once: changing them needs a restart, as with any dev
// server, unless the theme did not open, when the whole folder is watched
// for its fix. A site's theme folder holds its overrides of the embedded
// theme, all watched, even before it exists (a first `portgen theme
// eject`).
func (s *Serving) Watched() []string {
	dir := s.opts.Theme
	if _, err := os.Stat(filepath.Join(dir, theme.Manifest)); err == nil && s.gen != nil {
		dir = filepath.Join(dir, "src")
	}
	return []string{s.opts.Content, dir}
}

// Watch rebuilds the site after each burst of changes, until ctx is done;
// it then ends the pages' event streams, so that the server can shut down
// without waiting for them. watching, unless nil, is called once the
// folders are watched: a change made after it is called is seen, one made
// before may not be.
func (s *Serving) Watch(ctx context.Context, watching func()) error {
	w, err := watch.New(s.Watched(), quietTime)
	if err != nil {
		return fmt.Errorf("cannot watch for changes: %w", err)
	}
	defer w.Close()
	defer s.live.Close()
	if watching != nil {
		watching()
	}
	missed := false
	for {
		select {
		case <-ctx.Done():
			return nil
		case changed := <-w.Changes:
			if changed = s.withoutEchoes(changed); len(changed) > 0 || missed {
				s.changed(changed, missed)
				missed = false
			}
		case wrote := <-s.nudged: // nil, and never ready, without the editor
			s.echoes[wrote.path] = wrote.sum
			s.changed([]string{wrote.path}, missed)
			missed = false
		case err := <-w.Errors:
			// Changes may have been lost (the system's queue overflowed):
			// the next build looks at every file.
			missed = true
			s.events.Failed(fmt.Errorf("watching: %w", err))
		}
	}
}

// changed rebuilds the site after a burst of changes to paths. missed
// says that changes may have been lost since the last: the build then
// looks at every file.
func (s *Serving) changed(paths []string, missed bool) {
	start := time.Now()
	if s.gen != nil {
		if watch.Under(paths, s.opts.Theme) {
			s.gen.ThemeChanged()
		}
		if !missed {
			s.gen.ContentChanged(paths)
		}
	}
	switch _, err := s.rebuild(); {
	case err == nil:
		s.events.Rebuilt(paths, time.Since(start))
	case !IsProblems(err):
		s.events.Failed(err)
	}
}

// Close releases the generator and ends the pages' event streams.
func (s *Serving) Close() {
	if s.warm != nil {
		s.warm.Stop()
	}
	s.live.Close()
	if s.gen != nil {
		s.gen.Close()
	}
	if s.content != nil {
		s.content.Close()
	}
}

// rebuild builds the site and serves it, or reports its problems in the
// terminal and in every open page (the errors: warnings go to the terminal
// only).
func (s *Serving) rebuild() (*Site, error) {
	site, err := s.build()
	var problems *diag.Error
	if errors.As(err, &problems) {
		s.events.Problems(problems.Diagnostics)
		s.warned = nil
		s.live.Fail(slices.DeleteFunc(slices.Clone(problems.Diagnostics), diag.Diagnostic.IsWarning))
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	if warnings := site.Summary.Warnings; !slices.Equal(warnings, s.warned) {
		if len(warnings) > 0 {
			s.events.Problems(warnings)
		}
		s.warned = warnings
	}
	u, err := url.Parse(site.Summary.BaseURL)
	if err != nil {
		return nil, err
	}
	build := s.live.Update(u.Path, site.Files, site.More, site.Finish)
	if s.edits != nil && site.shown != nil {
		s.edits.Add(build, *site.shown)
	}
	if s.warm != nil {
		s.warm.Stop()
	}
	if site.Warm != nil {
		s.warm = time.AfterFunc(warmAfter, site.Warm)
	}
	return site, nil
}

// build builds the site, opening the theme first if it did not open yet.
func (s *Serving) build() (*Site, error) {
	if s.gen == nil {
		gen, err := New(s.opts)
		if err != nil {
			return nil, err
		}
		s.gen = gen
	}
	return s.gen.Build()
}
