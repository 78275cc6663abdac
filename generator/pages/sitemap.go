package pages

import (
	"encoding/xml"
	"strings"
)

// sitemap lists the pages that search engines should index, in the
// sitemaps.org format.
func sitemap(locations []string) []byte {
	type url struct {
		Loc string `xml:"loc"`
	}
	set := struct {
		XMLName xml.Name `xml:"urlset"`
		NS      string   `xml:"xmlns,attr"`
		URLs    []url    `xml:"url"`
	}{NS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, loc := range locations {
		set.URLs = append(set.URLs, url{loc})
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
