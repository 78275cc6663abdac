package content

import (
	"strings"
	"testing"
)

func TestWebURLRefusesWhatCouldReadAsAnotherAddress(t *testing.T) {
	refused := []struct{ raw, want string }{
		{"https://x.com/a%0aSet-Cookie:x/", "has U+000A in its path"},
		{`https://x.com/a"b/`, `holds '"'`},
		{"https://x.com/<script>", `holds '<'`},
		{"https://user:pass@x.com/", `URL "https://user:xxxxx@x.com/" holds a user name or password`},
		{
			"https://api.example.com;sandbox;frame-ancestors/v1/f",
			`invalid host "api.example.com;sandbox;frame-ancestors": ';' is not allowed`,
		},
		{"https://x.com'/", `'\'' is not allowed`},
		{"https://*.x.com/", `'*' is not allowed`},
		{"https://a,b.com/", `',' is not allowed`},
		{"https://exa\u202emple.com/", "U+202E"},
		{"https://exa\u200bmple.com/", "U+200B"},
		{"https://exa%E2%80%8Bmple.com/", "U+200B"},
		{"https://example.com/\u2066x", "U+2066"},
		{"https://example.com/%E2%80%AEfdp.exe", "has U+202E in its path"},
		{"https://x.com:0/", `invalid port "0"`},
		{"https://x.com:65536/", `invalid port "65536"`},
		{"https://x.com:/", `invalid port ""`},
		{"https://-x.com/", "invalid host"},
		{"https://a..b/", "invalid host"},
		{"https://x.com/?next=JavaScript:alert(1)", "passes javascript: along"},
		{"https://x.com/?next=javascript%3Aalert(1)", "passes javascript: along"},
		{"javascript:alert(1)", "must use http or https"},
		{"https://exa mple.com/", "malformed URL"},
		{"example.com/me", "has no scheme"},
		{"https://" + strings.Repeat("a", 64) + ".com/", "invalid host"},
		{"https://[fe80::1%25eth0]/", "invalid host"},
		{"http://ℶH/", "invalid host"}, // maps to the Hebrew בh, which breaks the bidi rule
	}
	for _, tc := range refused {
		_, err := WebURL(tc.raw)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("WebURL(%q) = %v, want an error with %q", tc.raw, err, tc.want)
		}
	}
}

func TestWebURLWritesTheHostInASCIIAndThePathEscaped(t *testing.T) {
	accepted := map[string]string{
		"https://example.com":                     "https://example.com",
		"https://Example.COM/Ada":                 "https://example.com/Ada",
		"https://bücher.example/café?q=1#x":       "https://xn--bcher-kva.example/caf%C3%A9?q=1#x",
		"http://127.0.0.1:8080/":                  "http://127.0.0.1:8080/",
		"http://[::1]:8080/x":                     "http://[::1]:8080/x",
		"https://example.com/a%20b/it's(1)":       "https://example.com/a%20b/it's(1)",
		"https://github.com/ada/notes?tab=readme": "https://github.com/ada/notes?tab=readme",
	}
	for raw, want := range accepted {
		u, err := WebURL(raw)
		if err != nil {
			t.Errorf("WebURL(%q): %v", raw, err)
		} else if u.String() != want {
			t.Errorf("WebURL(%q) = %q, want %q", raw, u.String(), want)
		}
	}
}

func TestParseBaseURL(t *testing.T) {
	for raw, want := range map[string]string{
		"https://example.com":           "https://example.com/ /",
		"https://example.com/portfolio": "https://example.com/portfolio/ /portfolio/",
		"https://example.com/a%2Fb":     "https://example.com/a%2Fb/ /a%2Fb/",
		"https://bücher.example/café/":  "https://xn--bcher-kva.example/caf%C3%A9/ /caf%C3%A9/",
	} {
		u, err := ParseBaseURL(raw)
		if err != nil {
			t.Errorf("ParseBaseURL(%q): %v", raw, err)
			continue
		}
		if got := u.String() + " " + u.EscapedPath(); got != want {
			t.Errorf("ParseBaseURL(%q) = %q, want %q", raw, got, want)
		}
	}
	for _, raw := range []string{
		"/portfolio/", "https://example.com/?a", "https://example.com/#top", `https://x.com/a"b/`,
		"https://x.com/a%0aSet-Cookie:x/", "https://user:pass@x.com/",
	} {
		if _, err := ParseBaseURL(raw); err == nil {
			t.Errorf("ParseBaseURL(%q) accepted it", raw)
		}
	}
}
