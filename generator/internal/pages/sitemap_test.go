package pages

import (
	"encoding/xml"
	"slices"
	"testing"
)

// The hand-written sitemap is XML that reads back as written, whatever a
// URL holds.
func TestTheSitemapReadsBackAsWritten(t *testing.T) {
	hrefs := []string{"https://x.dev/a&b/", "https://x.dev/it's/<here>/\"q\""}
	data := sitemap(
		[][]alternate{{{"en", hrefs[0], true}, {"pt", hrefs[1], false}}, {{"en", "https://x.dev/only/", true}}},
	)
	var set struct {
		URLs []struct {
			Loc   string `xml:"loc"`
			Links []struct {
				Hreflang string `xml:"hreflang,attr"`
				Href     string `xml:"href,attr"`
			} `xml:"http://www.w3.org/1999/xhtml link"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(data, &set); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	var locs, links []string
	for _, u := range set.URLs {
		locs = append(locs, u.Loc)
		for _, l := range u.Links {
			links = append(links, l.Hreflang+" "+l.Href)
		}
	}
	wantLinks := []string{"en " + hrefs[0], "pt " + hrefs[1], "x-default " + hrefs[0]}
	if !slices.Equal(locs, append(slices.Clone(hrefs), "https://x.dev/only/")) ||
		!slices.Equal(links, slices.Concat(wantLinks, wantLinks)) {
		t.Errorf("read back %q and %q from:\n%s", locs, links, data)
	}
}
