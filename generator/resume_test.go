package generator_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// A site with a résumé gets its page, in the sitemap and with its language
// alternates, described by the résumé's summary; every JSON-LD Person is
// enriched from the résumé. A site without one has no such page.
func TestTheResumeHasItsPage(t *testing.T) {
	sample, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "resume", "sample.resume.json"))
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	if _, err := buildBasic(t, root, map[string][]byte{"resume.json": sample}, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	page, ok := dist["resume/index.html"]
	if !ok {
		t.Fatal("resume/index.html was not written")
	}
	for _, want := range []string{
		"<title>Résumé · Ada Lovelace</title>",
		`<meta name="description" content="Richard hails from Tulsa.`,
		`<link rel="canonical" href="https://example.com/portfolio/resume/">`,
		`<link rel="alternate" hreflang="pt" href="https://example.com/portfolio/resume/?lng=pt">`,
		`"data":["/portfolio/assets/locales/en.`, `","/portfolio/assets/data/resume.en.`,
		`"jobTitle":"Programmer"`,
		`"alumniOf":[{"@type":"EducationalOrganization","name":"University of Oklahoma","url":"https://www.ou.edu/"}]`,
		// site.yaml's GitHub link, then the résumé's other profiles.
		`"sameAs":["https://github.com/ada","https://www.twitter.com","https://soundcloud.example.com/dandymusicnl"]`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the résumé's page lacks %s", want)
		}
	}
	// Pied Piper's job has an end date: it is not where Richard works now.
	if strings.Contains(page, "worksFor") {
		t.Error("a past job is in worksFor")
	}
	if !strings.Contains(dist["about/index.html"], `"jobTitle":"Programmer"`) {
		t.Error("the About page's Person lacks the job title")
	}
	if !strings.Contains(dist["sitemap.xml"], "<loc>https://example.com/portfolio/resume/</loc>") {
		t.Error("the sitemap lacks the résumé")
	}

	root = t.TempDir()
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatal(err)
	}
	dist = readTree(t, filepath.Join(root, "dist"))
	if _, ok := dist["resume/index.html"]; ok || strings.Contains(dist["sitemap.xml"], "resume") {
		t.Error("a site without a résumé has a résumé page")
	}
}
