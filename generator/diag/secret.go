package diag

import "regexp"

// Masked stands for a secret in a diagnostic.
const Masked = "••••••"

type secret struct {
	re   *regexp.Regexp
	with string
}

var (
	// A YAML or JSON field that holds a secret: `key: abc`, `{"apiKey": "abc"}`.
	secretField = secret{regexp.MustCompile(`(?i)((?:^|[\s{,])["']?(?:api[-_]?|access[-_]?|client[-_]?)?(?:key|token|secret|password|passwd)["']?[ \t]*:[ \t]*)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,}#]+)`),
		`${1}"` + Masked + `"`}
	// The secrets a URL holds: a password (https://user:abc@example.com),
	// a key in its query (?key=abc, &api_key=abc).
	urlSecrets = []secret{
		{regexp.MustCompile(`(?i)(\b[a-z][a-z0-9+.-]*://[^/\s:@"]*:)[^/\s@"]+@`), "${1}" + Masked + "@"},
		{regexp.MustCompile(`(?i)([?&](?:api[-_]?|access[-_]?)?(?:key|token|secret|password)=)[^&#\s"']+`), "${1}" + Masked},
	}
)

// maskLine hides the secrets that a line of the owner's files may hold, so
// that a diagnostic never prints one: a weather key written into site.yaml
// is reported with its line, and the key masked.
func maskLine(s string) string {
	return maskURLs(secretField.re.ReplaceAllString(s, secretField.with))
}

// maskURLs hides the secrets of the URLs in a message.
func maskURLs(s string) string {
	for _, m := range urlSecrets {
		s = m.re.ReplaceAllString(s, m.with)
	}
	return s
}
