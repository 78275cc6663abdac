package content

import (
	"net/url"
	"regexp"
	"strings"
)

// ProfileURL is a profile's URL, or the one its network gives its username
// when the owner wrote only the username.
func ProfileURL(p Profile) string {
	if p.URL != "" || p.Username == "" {
		return p.URL
	}
	user := url.PathEscape(strings.TrimPrefix(p.Username, "@"))
	switch NetworkKind(p.Network, "") {
	case "github":
		return "https://github.com/" + user
	case "gitlab":
		return "https://gitlab.com/" + user
	case "x":
		return "https://x.com/" + user
	case "linkedin":
		return "https://www.linkedin.com/in/" + user
	case "youtube":
		return "https://www.youtube.com/@" + user
	case "mastodon":
		// @name@host
		name, host, ok := strings.Cut(strings.TrimPrefix(p.Username, "@"), "@")
		if ok && name != "" && hostName.MatchString(host) {
			return "https://" + host + "/@" + url.PathEscape(name)
		}
	}
	return ""
}

// hostName is a host name of two labels or more, such as a Mastodon
// server's.
var hostName = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$`)

// profileDomains are the sites whose profiles have an icon of their own,
// by domain.
var profileDomains = map[string]string{
	"github.com":        "github",
	"linkedin.com":      "linkedin",
	"gitlab.com":        "gitlab",
	"stackoverflow.com": "stackoverflow",
	"youtube.com":       "youtube",
	"youtu.be":          "youtube",
	"x.com":             "x",
	"twitter.com":       "x",
	"mastodon.social":   "mastodon",
}

// NetworkKind names the icon of a profile: its network, from the name the
// owner gave it or else from its URL's host; "link" for any other.
func NetworkKind(network, rawURL string) string {
	key := strings.NewReplacer(" ", "", "-", "", ".", "", "_", "").Replace(strings.ToLower(network))
	switch key {
	case "github", "linkedin", "mastodon", "gitlab", "stackoverflow", "youtube":
		return key
	case "x", "twitter", "xtwitter", "twitterx":
		return "x"
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return "link"
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	for domain, kind := range profileDomains {
		if host == domain || strings.HasSuffix(host, "."+domain) {
			return kind
		}
	}
	return "link"
}
