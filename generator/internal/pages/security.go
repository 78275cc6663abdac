package pages

import (
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"slices"
	"strings"
)

// contentSecurityPolicy is the Content-Security-Policy of every page: everything from the
// site's own origin, no inline script but the theme's own (inline, allowed
// by its hash: an injected one differs), and the origins of the APIs that
// the site calls (the weather provider's) as the only others it may
// connect to.
func contentSecurityPolicy(inlineScript string, apis ...string) string {
	script := "script-src 'self'"
	if inlineScript != "" {
		sum := sha256.Sum256([]byte(inlineScript))
		script += " 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	connect := []string{"'self'"}
	for _, api := range apis {
		u, err := url.Parse(api)
		if err != nil || u.Scheme == "" || u.Host == "" {
			continue
		}
		if origin := u.Scheme + "://" + u.Host; !slices.Contains(connect, origin) {
			connect = append(connect, origin)
		}
	}
	return strings.Join([]string{
		"default-src 'self'",
		script,
		"connect-src " + strings.Join(connect, " "),
		"img-src 'self' data:",
		"media-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
	}, "; ")
}

// headersFile is the _headers file that Netlify and Cloudflare Pages read: the
// CSP as a real header (which can also forbid framing), the hashed files
// under assets/ cached for a year (the résumé's PDFs among them, in a
// folder named after their content: assets/resume-<hash>/Name-resume-pt.pdf),
// and the pages, the manifest and the
// service worker revalidated on every visit so that a new deploy shows at
// once. pages are the URL paths of the HTML pages below the base path, with
// a placeholder (":slug") for a slug, which both hosts read. No two rules
// set the same header on one path: both hosts would join the values.
func headersFile(basePath, csp string, pages []string) []byte {
	var sb strings.Builder
	block := func(path string, headers ...string) {
		sb.WriteString(basePath + strings.TrimPrefix(path, "/") + "\n")
		for _, h := range headers {
			sb.WriteString("  " + h + "\n")
		}
	}
	block("*",
		"Content-Security-Policy: "+csp+"; frame-ancestors 'none'",
		"X-Content-Type-Options: nosniff",
		"Referrer-Policy: strict-origin-when-cross-origin",
	)
	block("assets/*", "Cache-Control: public, max-age=31536000, immutable")
	for _, p := range append(pages, "sw.js", "manifest.webmanifest") {
		block(p, "Cache-Control: no-cache")
	}
	return []byte(sb.String())
}
