package content

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// URLError says why a URL cannot be written into the site, and what to
// write instead.
type URLError struct {
	Message string
	Hint    string
}

func (e *URLError) Error() string { return e.Message }

// hostNames checks a host name as a browser looks it up (UTS #46, the
// letters, digits and hyphens of STD3, right-to-left labels as the bidi
// rule allows) and gives its ASCII form: bücher.example is
// xn--bcher-kva.example, which a CSP can name.
var hostNames = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.VerifyDNSLength(true), idna.Transitional(false))

// WebURL parses raw as an absolute http or https URL that the site may
// write as it is into a page, a header or the Content-Security-Policy.
// It refuses what could read as another address or break out of where the
// URL is written: credentials, a host that is not a host name or an IP
// address, an invalid port, an invisible or text-direction character, a
// character that a URL must percent-encode, a path that decodes to a control
// character, and "javascript:" passed along inside the URL. The URL it
// returns has its host in ASCII; write it with u.String() or its path with
// u.EscapedPath(), never the decoded u.Path.
func WebURL(raw string) (*url.URL, error) {
	u, err := absoluteURL(raw)
	if err != nil {
		return nil, err
	}
	return strictURL(raw, u)
}

// absoluteURL parses raw as an absolute http or https URL with a host.
func absoluteURL(raw string) (*url.URL, *URLError) {
	const example = "write an absolute URL such as https://example.com"
	u, err := url.Parse(raw)
	switch {
	case err != nil || strings.ContainsAny(raw, " \t\r\n\\"):
		return nil, &URLError{fmt.Sprintf("malformed URL %q", raw), example}
	case u.Scheme == "" || (u.Opaque != "" && !strings.Contains(raw, "//") && strings.Contains(u.Scheme, ".")):
		return nil, &URLError{
			fmt.Sprintf("URL %q has no scheme", raw),
			"write it with its scheme: https://" + strings.TrimPrefix(raw, "//"),
		}
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, &URLError{
			fmt.Sprintf("URL %q must use http or https", raw),
			"only http and https links are allowed; javascript:, data: and other schemes are refused",
		}
	case u.Host == "":
		return nil, &URLError{fmt.Sprintf("URL %q has no host", raw), example}
	}
	return u, nil
}

// strictURL applies the rules beyond the URL's shape, and returns u with
// its host in ASCII.
func strictURL(raw string, u *url.URL) (*url.URL, error) {
	if r, ok := hidden(raw); ok {
		return nil, &URLError{fmt.Sprintf("URL %q holds an invisible or text-direction character, %U", raw, r),
			"such a character makes an address read as another one; type the address again rather than pasting it"}
	}
	if i := strings.IndexAny(raw, "\"<>`{}|^"); i >= 0 {
		return nil, &URLError{fmt.Sprintf("URL %q holds %q, which a URL writes percent-encoded", raw, raw[i]),
			fmt.Sprintf("write %%%02X in its place", raw[i])}
	}
	if u.User != nil {
		return nil, &URLError{fmt.Sprintf("URL %q holds a user name or password", u.Redacted()),
			"remove the part before @: every visitor could read it in the pages"}
	}
	host, err := hostWithPort(raw, u)
	if err != nil {
		return nil, err
	}
	if r, ok := hidden(strings.ReplaceAll(u.Path, " ", "")); ok {
		return nil, &URLError{
			fmt.Sprintf("URL %q has %U in its path once decoded, a control or invisible character", raw, r),
			"remove it: a path holds no line break, tab or other control character",
		}
	}
	if query, _ := url.QueryUnescape(u.RawQuery); hasScript(raw, u.Path, query, u.Fragment) {
		return nil, &URLError{fmt.Sprintf("URL %q passes javascript: along", raw),
			"a URL that hands a script to another site is refused; link to the page itself"}
	}
	out := *u
	out.Host = host
	return &out, nil
}

// hostWithPort is the host of u in ASCII, with its port if it has one, as
// the site writes it.
func hostWithPort(raw string, u *url.URL) (string, error) {
	host, err := asciiHost(u.Hostname())
	if err != nil {
		return "", &URLError{fmt.Sprintf("URL %q has an invalid host %q: %v", raw, u.Hostname(), err),
			"a host name is made of letters, digits and hyphens, with dots between its parts, such as api.example.com"}
	}
	port := u.Port()
	if port == "" && !strings.HasSuffix(u.Host, ":") {
		if strings.Contains(host, ":") {
			return "[" + host + "]", nil // an IPv6 address
		}
		return host, nil
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return "", &URLError{fmt.Sprintf("URL %q has an invalid port %q", raw, port),
			"a port is a number from 1 to 65535; leave it out for the scheme's own (443 for https)"}
	}
	return net.JoinHostPort(host, port), nil
}

// asciiHost returns the ASCII form of a host name, or an IP address as it
// is.
func asciiHost(h string) (string, error) {
	if ip := net.ParseIP(h); ip != nil {
		return ip.String(), nil
	}
	if r, ok := hidden(h); ok {
		return "", fmt.Errorf("%U is an invisible or text-direction character", r)
	}
	for _, c := range []byte(h) {
		if c < utf8.RuneSelf && !isLDH(c) && c != '.' {
			return "", fmt.Errorf("%q is not allowed in a host name", c)
		}
	}
	a, err := hostNames.ToASCII(h)
	if err == nil {
		// Mapping can make a label that is itself refused: ℶH maps to the
		// Hebrew בh, whose letters break the bidi rule once read back.
		_, err = hostNames.ToASCII(a)
	}
	if err != nil {
		return "", fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "idna: "))
	}
	return a, nil
}

func isLDH(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-'
}

// hidden returns the first character of s that does not show, or shows as
// something else: a control, a space, a format character (the bidi
// overrides U+202E and U+2066–2069, the zero-width U+200B–200D and U+FEFF)
// and the other characters that Unicode lets a renderer ignore.
func hidden(s string) (rune, bool) {
	for _, r := range s {
		if r == utf8.RuneError || unicode.In(r, unicode.Cc, unicode.Cf, unicode.Z, unicode.White_Space,
			unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector) {
			return r, true
		}
	}
	return 0, false
}

// hasScript reports whether any of the parts of a URL passes
// "javascript:" along.
func hasScript(parts ...string) bool {
	for _, s := range parts {
		if strings.Contains(strings.ToLower(s), "javascript:") {
			return true
		}
	}
	return false
}

// ParseBaseURL parses the site's base URL: a URL as WebURL accepts it,
// without query or fragment. The URL it returns ends in "/".
func ParseBaseURL(raw string) (*url.URL, error) {
	const hint = "the address where dist/ will be served, " +
		"such as https://you.github.io/ or https://example.com/portfolio/"
	u, bad := absoluteURL(raw)
	if bad != nil {
		return nil, &URLError{fmt.Sprintf("invalid base URL %q: it must be an absolute http or https URL", raw), hint}
	}
	if u.RawQuery != "" || u.Fragment != "" || u.ForceQuery || strings.HasSuffix(raw, "#") {
		return nil, &URLError{fmt.Sprintf("invalid base URL %q: it must not have a query or fragment", raw), hint}
	}
	u, err := strictURL(raw, u)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
		if u.RawPath != "" {
			u.RawPath += "/"
		}
	}
	return u, nil
}

// AtOrigin moves a base URL to origin's scheme and host when one is given
// (portgen serve's own address), and returns it with its path, both
// escaped as they are written into pages, headers and scripts.
func AtOrigin(u *url.URL, origin string) (baseURL, basePath string) {
	if o, err := url.Parse(origin); origin != "" && err == nil {
		u.Scheme = o.Scheme
		u.Host = o.Host
	}
	return u.String(), u.EscapedPath()
}
