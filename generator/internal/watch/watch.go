// Package watch reports changes under a set of folders, a burst of saves
// (an editor writing a temporary file, renaming it, touching it) coming out
// as one report.
package watch

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Watcher watches folders and their subfolders.
type Watcher struct {
	fs      *fsnotify.Watcher
	quiet   time.Duration
	Changes chan []string // the paths that changed in a burst, sorted
	Errors  chan error
	done    chan struct{}
	// missing are the roots that did not exist yet, watched through their
	// parent folders (parents) until they are made.
	missing, parents map[string]bool
}

// New watches roots (and the folders below them, present and future). A
// root that does not exist yet is watched for from its parent, and from the
// moment it is made. A report waits until no change has come for quiet.
func New(roots []string, quiet time.Duration) (*Watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	w := &Watcher{
		fs:      fw,
		quiet:   quiet,
		Changes: make(chan []string),
		Errors:  make(chan error, 1),
		done:    make(chan struct{}),
		missing: map[string]bool{},
		parents: map[string]bool{},
	}
	for _, root := range roots {
		root = filepath.Clean(root)
		if _, err := os.Stat(root); errors.Is(err, fs.ErrNotExist) {
			parent := filepath.Dir(root)
			if err := fw.Add(parent); err != nil {
				fw.Close()
				return nil, err
			}
			w.missing[root], w.parents[parent] = true, true
			continue
		}
		if err := w.addTree(root); err != nil {
			fw.Close()
			return nil, err
		}
	}
	go w.loop()
	return w, nil
}

// Close stops watching.
func (w *Watcher) Close() error {
	close(w.done)
	return w.fs.Close()
}

func (w *Watcher) addTree(root string) error {
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && ignored(d.Name()) {
				return filepath.SkipDir
			}
			return w.fs.Add(p)
		}
		return nil
	})
}

func (w *Watcher) loop() {
	pending := map[string]bool{}
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		select {
		case <-w.done:
			return
		case e, ok := <-w.fs.Events:
			if !ok {
				return
			}
			if w.ownerFile(e.Name) {
				w.watchIfFolder(e)
				pending[e.Name] = true
				timer.Reset(w.quiet)
			}
		case err, ok := <-w.fs.Errors:
			if !ok {
				return
			}
			select {
			case w.Errors <- err:
			default:
			}
		case <-timer.C:
			if !w.send(pending) {
				return
			}
		}
	}
}

// ownerFile reports whether a file that changed is one of the owner's: not
// one that editors and tools write beside them (see ignored), nor another
// file of the parent of a root not made yet, which tells of them too.
func (w *Watcher) ownerFile(file string) bool {
	name := filepath.Clean(file) // fsnotify says ./theme for theme in "."
	if ignored(filepath.Base(name)) {
		return false
	}
	return !w.parents[filepath.Dir(name)] || w.missing[name]
}

// watchIfFolder watches a folder just made, and what is already in it.
func (w *Watcher) watchIfFolder(e fsnotify.Event) {
	if !e.Has(fsnotify.Create) {
		return
	}
	if st, err := os.Stat(e.Name); err == nil && st.IsDir() {
		w.addTree(e.Name)
	}
}

// send reports the changes pending, sorted, and forgets them; it returns
// false when the watcher was closed first.
func (w *Watcher) send(pending map[string]bool) bool {
	changed := slices.AppendSeq(make([]string, 0, len(pending)), maps.Keys(pending))
	slices.Sort(changed)
	clear(pending)
	select {
	case w.Changes <- changed:
		return true
	case <-w.done:
		return false
	}
}

// ignored reports the files editors and tools write beside the owner's:
// hidden files, backups, swap files, node_modules.
func ignored(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") || strings.HasSuffix(name, ".swp") ||
		strings.HasSuffix(name, ".swx") || name == "4913" || name == "node_modules"
}

// Under reports whether one of the paths is dir or in it; true when dir's
// place cannot be told.
func Under(paths []string, dir string) bool {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return true
	}
	for _, p := range paths {
		if a, err := filepath.Abs(p); err == nil && (a == abs || strings.HasPrefix(a, abs+string(filepath.Separator))) {
			return true
		}
	}
	return false
}
