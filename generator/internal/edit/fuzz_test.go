package edit

import (
	"errors"
	"strings"
	"testing"
)

// FuzzReplace edits every text of a fuzzed YAML file to a fuzzed text: go
// test -fuzz=FuzzReplace ./generator/internal/edit (make fuzz runs it for
// a few seconds). The seeds are the starter's YAML files with a few
// hostile texts; inputs that once failed live in testdata/fuzz. An edit
// never panics, and one that succeeds reads back as the text with the
// rest of the file as it was, as the tests (not verify) see it.
func FuzzReplace(f *testing.F) {
	for name, src := range starterFiles(f) {
		if len(src) < 4096 && name[len(name)-5:] == ".yaml" {
			f.Add(src, "a: b")
			f.Add(src, "x\ny\n")
		}
	}
	f.Add([]byte("a: &x {t: b}\nc: *x\nd: !!str 1\ne: |+\n  k\n\n"), "q #")
	f.Fuzz(func(t *testing.T, src []byte, text string) {
		if _, err := parseYAML(src); err != nil || len(src) > 8192 {
			return
		}
		doc, err := leavesOf(src)
		if err != nil || strings.ContainsAny(string(src), "\r\u0085\u2028\u2029") {
			return // a path the tests cannot name for certain; line breaks the tests do not count
		}
		texts := textLeaves(doc)
		for i, s := range texts {
			if len(texts) > 8 && i%(len(texts)/8) != 0 {
				continue // eight of them, spread over the file: each input stays quick
			}
			out, err := Replace(src, s.path, text)
			if err != nil {
				if out != nil || (!errors.Is(err, ErrCannotLocate) && checkText(s.path, text) == nil) {
					t.Fatalf("%s: %v, with %d bytes", s.path, err, len(out))
				}
				continue
			}
			checkReadBack(t, src, doc, out, s.path, text)
		}
	})
}
