// Package output writes a build into a staging folder beside the output
// folder and swaps it in only when every file is written, so that a failed
// or interrupted build leaves the previous output exactly as it was.
package output

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/portgen/portgen/generator/internal/dirlock"
	"github.com/portgen/portgen/generator/internal/dist"
)

// stagingPrefix names the folders a build writes before the swap; a folder
// with this prefix left by a killed build is removed by the next one.
const stagingPrefix = ".portgen-staging-"

// Write replaces the folder out with exactly files. A file under the folder
// hashed (named after its content, such as "assets/") that the previous
// output holds with the same size is hard-linked from it instead of written
// again, and without being read if the build does not hold it: a rebuild
// of a large site then writes only what changed.
func Write(out, hashed string, files []dist.File) error {
	out, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	parent := filepath.Dir(out)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fmt.Errorf("cannot write the output folder %s: %w", out, err)
	}
	// Two builds into one output take turns: the second waits for the first
	// to swap its output in.
	unlock, err := dirlock.Lock(parent)
	if err != nil {
		return fmt.Errorf("cannot lock %s for writing: %w", parent, err)
	}
	defer unlock()
	removeStale(parent, filepath.Base(out))
	stage, err := os.MkdirTemp(parent, stagingPrefix+filepath.Base(out)+"-")
	if err != nil {
		return fmt.Errorf("cannot write the output folder %s: %w", out, err)
	}
	done := false
	defer func() {
		if !done {
			os.RemoveAll(stage)
		}
	}()
	if err := os.Chmod(stage, 0o755); err != nil {
		return err
	}
	if err := writeFiles(stage, out, hashed, files); err != nil {
		return err
	}
	if err := swap(stage, out); err != nil {
		return fmt.Errorf("replace %s: %w", out, err)
	}
	done = true
	return os.RemoveAll(stage) // now holds the previous output
}

// writeFiles writes files into the staging folder stage; those under the
// folder hashed that the previous output, out, holds with the same size are
// linked from it (see Write).
func writeFiles(stage, out, hashed string, files []dist.File) error {
	made := map[string]bool{}
	for _, f := range files {
		p := filepath.Join(stage, filepath.FromSlash(f.Path))
		if !strings.HasPrefix(p, stage+string(filepath.Separator)) {
			return fmt.Errorf("refusing to write %q outside the output folder", f.Path)
		}
		if dir := filepath.Dir(p); !made[dir] {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			made[dir] = true
		}
		prev := filepath.Join(out, filepath.FromSlash(f.Path))
		if hashed != "" && strings.HasPrefix(f.Path, hashed) && linkSame(prev, p, f.Len()) {
			continue
		}
		data, err := f.Bytes()
		if err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// linkSame hard-links the previous output's file prev to p if it is a
// regular file of size bytes: named after its content, it is the same.
func linkSame(prev, p string, size int64) bool {
	st, err := os.Lstat(prev)
	return err == nil && st.Mode().IsRegular() && st.Size() == size && os.Link(prev, p) == nil
}

// removeStale deletes staging folders that a killed build left behind; the
// lock keeps it from deleting one that another build is writing.
func removeStale(parent, base string) {
	entries, _ := os.ReadDir(parent)
	for _, e := range entries {
		if e.IsDir() && strings.HasPrefix(e.Name(), stagingPrefix+base+"-") {
			os.RemoveAll(filepath.Join(parent, e.Name()))
		}
	}
}
