// Package docscheck holds the tests of the repository's own manual: that
// every relative link and #anchor in README.md and docs/ leads somewhere, as
// GitHub renders them, and that the content reference names every field of
// the content model. They are tests of text, so they run in `make check`.
package docscheck

import (
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// problem is a link that leads nowhere: in file (relative to the
// repository, with forward slashes), at line.
type problem struct {
	file string
	line int
	msg  string
}

func (p problem) String() string { return fmt.Sprintf("%s:%d: %s", p.file, p.line, p.msg) }

// manual lists the pages that checkLinks reads: README.md and every
// Markdown file under docs/, relative to root.
func manual(root string) ([]string, error) {
	files := []string{"README.md"}
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".md") {
			return err
		}
		rel, err := filepath.Rel(root, p)
		files = append(files, filepath.ToSlash(rel))
		return err
	})
	return files, err
}

// checkLinks reads each of files (relative to root) and reports each link
// or image whose file is missing, or whose #anchor no heading of its page
// makes. Links with a scheme (https:, mailto:) are not followed. In a git
// work tree, a file must be tracked too: one that is only on this disk (in
// dist/, or not added yet) is missing from a fresh clone.
func checkLinks(root string, files []string) ([]problem, error) {
	present := onDisk(root)
	if tracked, ok := inGit(root); ok {
		present = tracked
	}
	anchors := map[string][]string{} // by page, as GitHub makes them
	anchorsOf := func(page string) ([]string, error) {
		if a, ok := anchors[page]; ok {
			return a, nil
		}
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(page)))
		if err != nil {
			return nil, err
		}
		anchors[page] = pageAnchors(string(src))
		return anchors[page], nil
	}
	var out []problem
	for _, file := range files {
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(file)))
		if err != nil {
			return nil, err
		}
		for _, l := range pageLinks(string(src)) {
			msg, err := checkLink(file, l.target, present, anchorsOf)
			if err != nil {
				return nil, err
			}
			if msg != "" {
				out = append(out, problem{file, l.line, msg})
			}
		}
	}
	return out, nil
}

// checkLink says what is wrong with one link of file, or "".
func checkLink(
	file, target string,
	present func(string) bool,
	anchorsOf func(string) ([]string, error),
) (string, error) {
	if scheme.MatchString(target) || strings.HasPrefix(target, "//") {
		return "", nil
	}
	rawPath, frag, _ := strings.Cut(target, "#")
	p, err := url.PathUnescape(rawPath)
	if err != nil {
		return fmt.Sprintf("link %q: %v", target, err), nil
	}
	page := file
	switch {
	case strings.HasPrefix(p, "/"):
		return fmt.Sprintf("link %q starts with /: GitHub resolves it against its own site, not the repository; "+
			"write it relative to %s", target, file), nil
	case p != "":
		page = path.Join(path.Dir(file), p)
		if page == ".." || strings.HasPrefix(page, "../") {
			return fmt.Sprintf("link %q leaves the repository", target), nil
		}
		if page = strings.TrimSuffix(page, "/"); page != "." && !present(page) {
			return fmt.Sprintf("link %q: %s is not in the repository", target, page), nil
		}
	}
	if frag == "" || !strings.HasSuffix(page, ".md") {
		return "", nil
	}
	anchors, err := anchorsOf(page)
	if err != nil {
		return "", err
	}
	if !slices.Contains(anchors, frag) {
		return fmt.Sprintf("link %q: no heading of %s makes the anchor #%s%s",
			target, page, frag, nearest(frag, anchors)), nil
	}
	return "", nil
}

// onDisk says whether a file or folder is under root.
func onDisk(root string) func(string) bool {
	return func(p string) bool {
		_, err := os.Stat(filepath.Join(root, filepath.FromSlash(p)))
		return err == nil
	}
}

// inGit says whether a file or folder is in git's index of the work tree
// at root; ok is false when root is not one (a module zip, say).
func inGit(root string) (present func(string) bool, ok bool) {
	out, err := exec.Command("git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		return nil, false
	}
	tracked := map[string]bool{}
	for _, f := range strings.Split(string(out), "\x00") {
		for ; f != "." && f != ""; f = path.Dir(f) {
			tracked[f] = true // the file, and each folder above it
		}
	}
	return func(p string) bool { return tracked[p] }, true
}

// nearest suggests the anchor that shares the longest prefix with want.
func nearest(want string, anchors []string) string {
	best, bestLen := "", 2
	for _, a := range anchors {
		n := 0
		for n < len(a) && n < len(want) && a[n] == want[n] {
			n++
		}
		if n > bestLen {
			best, bestLen = a, n
		}
	}
	if best == "" {
		return ""
	}
	return " (did you mean #" + best + "?)"
}

// scheme starts an absolute URL, which the check leaves alone.
var scheme = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
