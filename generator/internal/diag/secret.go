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
	// Its first group is the key and the colon, its second the value.
	secretField = secret{
		regexp.MustCompile(`(?i)(` +
			`(?:^|[\s{,])["']?(?:api[-_]?|access[-_]?|client[-_]?)?(?:key|token|secret|password|passwd)["']?` +
			`[ \t]*:[ \t]*)` +
			`("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,}#]+)`),
		`${1}"` + Masked + `"`,
	}
	// A forge's token, wherever it is written: GitHub's classic (ghp_,
	// gho_, ghu_, ghs_, ghr_) and fine-grained (github_pat_) tokens,
	// GitLab's personal ones (glpat-).
	tokenShape = secret{
		regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,})`),
		Masked,
	}
	// The secrets a URL holds: a password (https://user:abc@example.com),
	// a key in its query (?key=abc, &api_key=abc).
	urlSecrets = []secret{
		{regexp.MustCompile(`(?i)(\b[a-z][a-z0-9+.-]*://[^/\s:@"]*:)[^/\s@"]+@`), "${1}" + Masked + "@"},
		{
			regexp.MustCompile(`(?i)([?&](?:api[-_]?|access[-_]?)?(?:key|token|secret|password)=)[^&#\s"']+`),
			"${1}" + Masked,
		},
	}
)

// maskLine hides the secrets that a line of the owner's files may hold, so
// that a diagnostic never prints one: a weather key written into site.yaml
// is reported with its line, and the key masked.
func maskLine(s string) string {
	return maskURLs(secretField.re.ReplaceAllString(s, secretField.with))
}

// TokenShaped reports whether s holds something shaped like a forge's
// token, which never belongs in the owner's files.
func TokenShaped(s string) bool { return tokenShape.re.MatchString(s) }

// maskURLs hides the secrets of the URLs in a message.
func maskURLs(s string) string {
	s = tokenShape.re.ReplaceAllString(s, tokenShape.with)
	for _, m := range urlSecrets {
		s = m.re.ReplaceAllString(s, m.with)
	}
	return s
}
