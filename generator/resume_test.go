package generator_test

import (
	"bytes"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/portgen/portgen/generator"
	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/internal/sitetest"
)

// A site with a résumé gets its page, in the sitemap and with its language
// alternates, described by the résumé's summary; every JSON-LD Person is
// enriched from the résumé. A site without one has no such page.
func TestTheResumeHasItsPage(t *testing.T) {
	sitetest.Builds(t)
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
		`<link rel="alternate" hreflang="pt" href="https://example.com/portfolio/pt/resume/">`,
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
	// Its Portuguese page loads the Portuguese strings and résumé (here the
	// résumé itself, which has no translation), and no other language's.
	pt := dist["pt/resume/index.html"]
	for _, want := range []string{
		`<html lang="pt">`, "<title>Currículo · Ada Lovelace</title>",
		`<link rel="canonical" href="https://example.com/portfolio/pt/resume/">`,
		`"jobTitle":"Programmer"`,
	} {
		if !strings.Contains(pt, want) {
			t.Errorf("the résumé's Portuguese page lacks %s", want)
		}
	}
	if data := appOf(t, "pt/resume/index.html", pt).Data; len(data) != 2 ||
		!strings.HasPrefix(
			data[0],
			"/portfolio/assets/locales/pt.",
		) || !strings.HasPrefix(data[1], "/portfolio/assets/data/resume.pt.") {
		t.Errorf("the résumé's Portuguese page lists the data %q, want the Portuguese strings and résumé", data)
	}
	for _, loc := range []string{"https://example.com/portfolio/resume/", "https://example.com/portfolio/pt/resume/"} {
		if !strings.Contains(dist["sitemap.xml"], "<loc>"+loc+"</loc>") {
			t.Errorf("the sitemap lacks the résumé at %s", loc)
		}
	}

	root = t.TempDir()
	if _, err := buildBasic(t, root, nil, ""); err != nil {
		t.Fatal(err)
	}
	dist = readTree(t, filepath.Join(root, "dist"))
	for _, file := range []string{"resume/index.html", "pt/resume/index.html"} {
		if _, ok := dist[file]; ok || strings.Contains(dist["sitemap.xml"], "resume") {
			t.Errorf("a site without a résumé has %s", file)
		}
	}
}

// The résumé's dates are written by each page's language's own rules, as
// ICU has them (the prerenderer carries its month names, not the locale
// files): short months in Spanish at the base path, in German below de/.
func TestTheResumeWritesItsDatesInThePagesLanguage(t *testing.T) {
	sitetest.Builds(t)
	sample, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "resume", "sample.resume.json"))
	if err != nil {
		t.Fatal(err)
	}
	overrides := inLanguages(t, "es", "de")
	overrides["resume.json"] = sample
	root := t.TempDir()
	if _, err := buildBasic(t, root, overrides, ""); err != nil {
		t.Fatal(err)
	}
	dist := readTree(t, filepath.Join(root, "dist"))
	// The sample's work, volunteering, education, award and publication.
	for _, c := range []struct {
		file, lang string
		dates      []string
	}{
		{"resume/index.html", "es", []string{
			"dic 2013 – dic 2014", "ene 2012 – ene 2013", "jun 2011 – ene 2014", "nov 2014", "oct 2014",
		}},
		{"de/resume/index.html", "de", []string{
			"Dez. 2013 – Dez. 2014", "Jan. 2012 – Jan. 2013", "Juni 2011 – Jan. 2014", "Nov. 2014", "Okt. 2014",
		}},
	} {
		if lang := headOf(dist[c.file]).lang; lang != c.lang {
			t.Errorf("%s is in %q, want %s", c.file, lang, c.lang)
		}
		text := rootOf(t, c.file, dist[c.file]).text
		for _, date := range c.dates {
			if !strings.Contains(text, date) {
				t.Errorf("%s does not read %q; it reads:\n%s", c.file, date, text)
			}
		}
	}
}

// inLanguages is the basic site in two other languages than its English
// and Portuguese: site.yaml lists them, the texts in en and pt move to
// first and second, and each has a locale file with the English strings,
// under its own language's name.
func inLanguages(t *testing.T, first, second string) map[string][]byte {
	t.Helper()
	files := sitetest.Files(sitetest.Load("basic"), nil)
	key := regexp.MustCompile(`([{\s,])(en|pt):`)
	rename := map[string]string{"en": first, "pt": second}
	overrides := map[string][]byte{"locales/en.yaml": nil, "locales/pt.yaml": nil}
	for _, name := range []string{"site.yaml", "projects/engine.yaml", "projects/notes.yaml"} {
		yaml := strings.Replace(string(files[name]), "languages: [en, pt]", "languages: ["+first+", "+second+"]", 1)
		yaml = key.ReplaceAllStringFunc(yaml, func(m string) string { return m[:1] + rename[m[1:3]] + ":" })
		overrides[name] = []byte(yaml)
	}
	for _, lang := range []string{first, second} {
		name := display.Self.Name(language.Make(lang)) // "español"
		overrides["locales/"+lang+".yaml"] = []byte(
			strings.Replace(string(files["locales/en.yaml"]), "name: English", "name: "+name, 1),
		)
	}
	return overrides
}

func TestTheResumeIsAPDFInEachLanguageMadeOnce(t *testing.T) {
	sitetest.Builds(t, sitetest.UnderRace)
	root, cache := t.TempDir(), t.TempDir()
	content := filepath.Join(root, "content")
	sitetest.Write(t, content, sitetest.Load("basic"), map[string][]byte{
		"resume.json": []byte(`{"basics": {"name": "Ada Lovelace", "email": "ada@example.com"}, ` +
			`"work": [{"name": "Analytical Engine", "position": "Programmer", "startDate": "1842-09"}]}`),
		"resume.pt.json": []byte(`{"work": [{"position": "Programadora"}]}`),
	})
	build := func() *generator.Summary {
		sum, err := generator.Build(generator.Options{Content: content, Theme: filepath.Join(sitetest.Root(), "theme"),
			Out: filepath.Join(
				root,
				"dist",
			), CacheDir: cache, Log: io.Discard, Getenv: func(string) string { return "" }})
		if err != nil {
			t.Fatal(err)
		}
		return sum
	}
	first := build()
	written := readTree(t, filepath.Join(root, "dist"))
	if first.ResumePDFs != 2 || first.ResumePDFsMade != 2 {
		t.Errorf("the first build made %d of %d PDFs, want 2 of 2", first.ResumePDFsMade, first.ResumePDFs)
	}
	pdfs := map[string]string{}
	pdfName := regexp.MustCompile(`^assets/resume-[0-9a-f]{10}/Ada-Lovelace-resume-(en|pt)\.pdf$`)
	for name, data := range written {
		if m := pdfName.FindStringSubmatch(name); m != nil {
			pdfs[m[1]] = name
			if !strings.HasPrefix(data, "%PDF-1.7") {
				t.Errorf("%s is no PDF", name)
			}
		}
	}
	if len(pdfs) != 2 {
		t.Fatalf("the PDFs written: %v", pdfs)
	}
	for lang, page := range map[string]string{"en": "resume/index.html", "pt": "pt/resume/index.html"} {
		if want := `"` + lang + `":"/portfolio/` + pdfs[lang] + `"`; !strings.Contains(written[page], want) {
			t.Errorf("%s's data does not name its PDF (%s)", page, want)
		}
	}
	second := build()
	if second.ResumePDFsMade != 0 || second.ResumePDFs != 2 {
		t.Errorf("the warm build made %d of %d PDFs, want none", second.ResumePDFsMade, second.ResumePDFs)
	}
	if !maps.Equal(readTree(t, filepath.Join(root, "dist")), written) {
		t.Error("the warm build wrote another site")
	}
}

// serve shows its first page before it makes any PDF, and makes one when
// it is first asked for, once.
func TestServeMakesAPDFWhenAskedFor(t *testing.T) {
	sitetest.Builds(t)
	root, cacheDir := t.TempDir(), t.TempDir()
	content := filepath.Join(root, "content")
	sitetest.Write(t, content, sitetest.Load("basic"), map[string][]byte{
		"resume.json": []byte(
			`{"basics": {"name": "Ada Lovelace"}, "work": [{"name": "Analytical Engine", "startDate": "1842-09"}]}`,
		),
	})
	serving, site, err := generator.Serve(
		generator.Options{Content: content, Theme: filepath.Join(sitetest.Root(), "theme"),
			CacheDir: cacheDir, Log: io.Discard, Getenv: func(string) string { return "" }},
		generator.ServeEvents{},
	)
	if err != nil {
		t.Fatal(err)
	}
	defer serving.Close()
	made := func() []string {
		found, _ := filepath.Glob(filepath.Join(cache.Open(cacheDir).Dir(cache.PDFs), "*"))
		return found
	}
	if site.Summary.ResumePDFs != 2 || site.Summary.ResumePDFsMade != 0 || len(made()) != 0 {
		t.Fatalf(
			"serve made %d of %d PDFs before any was asked for",
			site.Summary.ResumePDFsMade,
			site.Summary.ResumePDFs,
		)
	}
	srv := httptest.NewServer(serving)
	defer srv.Close()
	var pdf string
	for _, f := range site.Files {
		if strings.HasSuffix(f.Path, "-resume-pt.pdf") {
			pdf = f.Path
		}
	}
	u, _ := url.Parse(site.Summary.BaseURL)
	var first []byte
	for range 2 {
		res, err := http.Get(srv.URL + u.Path + pdf)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !bytes.HasPrefix(body, []byte("%PDF-")) ||
			res.Header.Get("Content-Type") != "application/pdf" {
			t.Fatalf("GET %s: %s, %s, %.8q", pdf, res.Status, res.Header.Get("Content-Type"), body)
		}
		if first != nil && !bytes.Equal(first, body) {
			t.Error("the PDF asked for twice differs")
		}
		first = body
	}
	if len(made()) != 1 {
		t.Errorf("asked for the pt PDF, serve made %d", len(made()))
	}
}
