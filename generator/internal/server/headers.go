package server

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
)

// HeadersFile is the file in which a site tells Netlify and Cloudflare
// Pages which headers to send with which paths. The build writes it; the
// servers here read it as those hosts do, and never serve it.
const HeadersFile = "_headers"

// HeaderRules are the rules of a _headers file, in the format Netlify and
// Cloudflare Pages share:
//
//	# a comment
//	/assets/*
//	  Cache-Control: public, max-age=31536000, immutable
//
// An unindented line is a URL path pattern, and the indented lines below it
// are the headers of every path it matches.
type HeaderRules []HeaderRule

// HeaderRule is one path pattern of a _headers file and its headers. In
// the pattern, a * matches any run of characters, slashes included, and a
// :placeholder at the start of a segment matches that one segment.
type HeaderRule struct {
	Path   string
	Header http.Header
}

// ParseHeaders reads a _headers file. A line that a host would misread,
// or read differently from another host, is an error naming its line: a
// header outside any path, a line with no colon, a path with more than one
// * (Cloudflare Pages allows one), a header name that is not a token, or a
// control character in a value. So is a rule for an absolute URL
// (https://host/path), which the hosts read but which is for a host that
// these servers are not: every path starts with /.
func ParseHeaders(data []byte) (HeaderRules, error) {
	var rules HeaderRules
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		fail := func(format string, args ...any) (HeaderRules, error) {
			return nil, fmt.Errorf("line %d: %s", i+1, fmt.Sprintf(format, args...))
		}
		if trimmed == line { // unindented: a path
			if !strings.HasPrefix(line, "/") {
				return fail("%q is not a path: a rule starts with a path such as /assets/*, "+
					"and its headers are indented below it", line)
			}
			if strings.Count(line, "*") > 1 {
				return fail("%q has more than one *, which Cloudflare Pages refuses", line)
			}
			rules = append(rules, HeaderRule{Path: line, Header: http.Header{}})
			continue
		}
		if len(rules) == 0 {
			return fail("the header %q comes before any path", trimmed)
		}
		name, value, ok := strings.Cut(trimmed, ":")
		name = strings.TrimSpace(name)
		value = strings.TrimSpace(value)
		switch {
		case !ok:
			return fail("%q is not a header: write Name: value", trimmed)
		case !isToken(name):
			return fail("%q is not a header name", name)
		case strings.ContainsFunc(value, isControl):
			return fail("the value of %s holds a control character", name)
		}
		rules[len(rules)-1].Header.Add(name, value)
	}
	return rules, nil
}

// ReadHeaders reads and parses the _headers file of a site; a site without
// one has no rules.
func ReadHeaders(files fs.FS) (HeaderRules, error) {
	data, err := fs.ReadFile(files, HeadersFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return ParseHeaders(data)
}

// For is the headers of every rule whose pattern matches the URL path. A
// header that several of them set has their values joined by commas, in
// the file's order, as both hosts join them.
func (rs HeaderRules) For(urlPath string) http.Header {
	h := http.Header{}
	for _, r := range rs {
		if !matchPath(r.Path, urlPath) {
			continue
		}
		for name, values := range r.Header {
			h[name] = append(h[name], values...)
		}
	}
	for name, values := range h {
		h[name] = []string{strings.Join(values, ", ")}
	}
	return h
}

// matchPath reports whether a URL path matches a pattern of _headers.
func matchPath(pattern, urlPath string) bool {
	for i := 0; i < len(pattern); i++ {
		switch c := pattern[i]; {
		case c == '*':
			return matchAnyTail(pattern[i+1:], urlPath)
		case placeholderAt(pattern, i):
			for i+1 < len(pattern) && isNameByte(pattern[i+1]) {
				i++
			}
			segment := strings.IndexByte(urlPath, '/')
			if segment < 0 {
				segment = len(urlPath)
			}
			if segment == 0 {
				return false
			}
			urlPath = urlPath[segment:]
		case urlPath == "" || urlPath[0] != c:
			return false
		default:
			urlPath = urlPath[1:]
		}
	}
	return urlPath == ""
}

// matchAnyTail reports whether a tail of urlPath, the longest first,
// matches pattern, the rest of a pattern after a *.
func matchAnyTail(pattern, urlPath string) bool {
	for rest := len(urlPath); rest >= 0; rest-- {
		if matchPath(pattern, urlPath[len(urlPath)-rest:]) {
			return true
		}
	}
	return false
}

// placeholderAt reports whether a placeholder (/:name, which matches one
// segment of a path) starts at i in a pattern.
func placeholderAt(pattern string, i int) bool {
	return pattern[i] == ':' && i > 0 && pattern[i-1] == '/' && i+1 < len(pattern) && isLetter(pattern[i+1])
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isNameByte(c byte) bool { return isLetter(c) || '0' <= c && c <= '9' || c == '_' }

// isToken reports whether s is an HTTP header name (RFC 9110's token).
func isToken(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return r > 0x7e || r <= ' ' || strings.ContainsRune(`"(),/:;<=>?@[\]{}`, r)
	})
}

func isControl(r rune) bool { return r < ' ' && r != '\t' || r == 0x7f }
