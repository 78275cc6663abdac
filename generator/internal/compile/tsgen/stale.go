package main

import (
	"cmp"
	"fmt"
	"regexp"
	"strings"
)

var (
	// declaration is a line that opens a declaration, and names it.
	declaration = regexp.MustCompile(`^export (?:interface|type) (\w+)`)
	// member is a line of an interface that declares a field, and names it.
	member = regexp.MustCompile(`^  "?([\w$]+)"?\??: `)
)

// difference says where the committed file first differs from the one the
// Go types give, by the field or the declaration there ("SiteData.projects"),
// with the two lines; "" when they are the same.
func difference(committed, generated []byte) string {
	was := strings.Split(string(committed), "\n")
	is := strings.Split(string(generated), "\n")
	decl := ""
	for i := range max(len(was), len(is)) {
		a := lineAt(was, i)
		b := lineAt(is, i)
		if a != b {
			return fmt.Sprintf("%s: the file has %q where the Go types give %q", where(decl, was, is, i), a, b)
		}
		if m := declaration.FindStringSubmatch(a); m != nil {
			decl = m[1]
		}
	}
	return ""
}

// where names what the files declare where they first differ, at line i,
// within the declaration decl: a field, as the committed file names it if
// it names one there; else a declaration, the generated file's if it
// starts one there.
func where(decl string, was, is []string, i int) string {
	a := subject(decl, was, i)
	b := subject(decl, is, i)
	switch {
	case strings.Contains(a, "."):
		return a
	case strings.Contains(b, "."), b != decl:
		return b
	}
	return cmp.Or(a, "its header")
}

// subject names what line i of lines declares, or documents (a doc
// comment runs on to what it documents): a field of decl, or a
// declaration; decl itself at its end or at a blank line.
func subject(decl string, lines []string, i int) string {
	for ; i < len(lines); i++ {
		if m := declaration.FindStringSubmatch(lines[i]); m != nil {
			return m[1]
		}
		if m := member.FindStringSubmatch(lines[i]); m != nil && decl != "" {
			return decl + "." + m[1]
		}
		if lines[i] == "}" || lines[i] == "" {
			return decl
		}
	}
	return decl
}

// lineAt is line i of lines, or "" past their end.
func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return ""
}
