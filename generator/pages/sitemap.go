package pages

import (
	"encoding/xml"
	"strings"
)

// sitemap lists the pages that search engines should index, in the
// sitemaps.org format: one entry per page in each language, each listing
// the page's every language (itself included) and x-default, as Google
// reads language versions from a sitemap. pages holds each page's versions,
// the default language's first.
func sitemap(pages [][]alternate) []byte {
	type link struct {
		Rel      string `xml:"rel,attr"`
		Hreflang string `xml:"hreflang,attr"`
		Href     string `xml:"href,attr"`
	}
	type url struct {
		Loc   string `xml:"loc"`
		Links []link `xml:"xhtml:link"`
	}
	set := struct {
		XMLName xml.Name `xml:"urlset"`
		NS      string   `xml:"xmlns,attr"`
		XHTML   string   `xml:"xmlns:xhtml,attr,omitempty"`
		URLs    []url    `xml:"url"`
	}{NS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, versions := range pages {
		var links []link
		if len(versions) > 1 {
			set.XHTML = "http://www.w3.org/1999/xhtml"
			for _, v := range versions {
				links = append(links, link{"alternate", v.Lang, v.Href})
			}
			links = append(links, link{"alternate", "x-default", versions[0].Href})
		}
		for _, v := range versions {
			set.URLs = append(set.URLs, url{v.Href, links})
		}
	}
	data, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		panic(err) // only strings are encoded
	}
	var sb strings.Builder
	sb.WriteString(xml.Header)
	sb.Write(data)
	sb.WriteString("\n")
	return []byte(sb.String())
}
