package resumepdf

import (
	"bytes"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dates"
)

// shown are the strings of a résumé that its PDF shows as they are written
// (once cleaned: composed, white space collapsed), its dates as the
// language writes them, and its addresses short. What the /resume/ page
// does not show either is left out: the photo, the street address and
// postal code, a project's type, the schema and meta.
func shown(t *testing.T, r *content.Resume, d *dates.Calendar, lang string) []string {
	var out []string
	var walk func(v reflect.Value, field string)
	walk = func(v reflect.Value, field string) {
		switch v.Kind() {
		case reflect.Struct:
			for i := range v.NumField() {
				f := v.Type().Field(i)
				switch f.Name {
				case "File", "Lang", "Schema", "Meta", "Image", "Address", "PostalCode", "Type":
					continue
				}
				walk(v.Field(i), f.Name)
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i), field)
			}
		case reflect.String:
			s := v.String()
			switch {
			case s == "":
			case v.Type() == reflect.TypeOf(content.Date("")):
				out = append(out, d.MonthYear(s, lang))
			case field == "URL":
				out = append(out, clean(shortURL(s)))
			default:
				out = append(out, clean(s))
			}
		}
	}
	walk(reflect.ValueOf(*r), "")
	return out
}

func TestTheSampleReadsBackWhole(t *testing.T) {
	site := sample(t)
	for _, lang := range []string{"en", "pt"} {
		t.Run(lang, func(t *testing.T) {
			in := inputIn(t, site, lang)
			in.Resume.Meta.Portgen.ShowReferences = true
			pdf := render(t, in)
			text := extracted(t, pdf)
			for _, s := range shown(t, in.Resume, in.Dates, lang) {
				if !strings.Contains(text, s) {
					t.Errorf("the PDF's text has no %q", s)
				}
			}
			sections := []string{
				"resume.work", "resume.education", "resume.skills", "resume.projects", "resume.volunteer",
				"resume.awards", "resume.publications", "resume.languages", "resume.interests", "resume.references",
			}
			for _, key := range sections {
				if h := in.Text(key); !strings.Contains(text, h) {
					t.Errorf("no heading %q", h)
				}
			}
			if pages := info(t, pdf, "Pages"); pages > 2 {
				t.Errorf("the sample takes %d pages, want at most 2", pages)
			}
			if len(pdf) > 150<<10 {
				t.Errorf("the sample weighs %d bytes, want at most 150 KB", len(pdf))
			}
			t.Logf("%s: %d bytes, %d pages", lang, len(pdf), info(t, pdf, "Pages"))
		})
	}
}

// info is a number pdfinfo reports ("Pages").
func info(t testing.TB, pdf []byte, field string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + field + `:\s+(\d+)`).FindStringSubmatch(tool(t, pdf, "pdfinfo"))
	if m == nil {
		t.Fatalf("pdfinfo tells no %s", field)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

func TestAccentsAndNoLigatures(t *testing.T) {
	site := starter(t)
	in := inputIn(t, site, "fr")
	in.Resume.Basics.Name = "Maria da Conceição"
	in.Resume.Basics.Label = "Œuvre naïve, en français"
	in.Resume.Basics.Summary = "Conceic\u0327a\u0303o office affluent fjord fluffier" // written decomposed
	text := extracted(t, render(t, in))
	texts := []string{"Maria da Conceição", "Œuvre naïve, en français", "Conceição office affluent fjord fluffier"}
	for _, want := range texts {
		if !strings.Contains(text, want) {
			t.Errorf("the text has no %q:\n%s", want, text)
		}
	}
	for _, r := range text {
		if r >= 0xFB00 && r <= 0xFB06 {
			t.Errorf("the text holds the ligature %U", r)
		}
	}
}

func TestFontsAreEmbeddedSubsetAndMapped(t *testing.T) {
	pdf := render(t, inputIn(t, starter(t), "en"))
	out := tool(t, pdf, "pdffonts")
	lines := strings.Split(strings.TrimSpace(out), "\n")[2:]
	if len(lines) != 2 {
		t.Fatalf("want the two weights of Inter:\n%s", out)
	}
	for _, line := range lines {
		f := strings.Fields(line)
		if !regexp.MustCompile(`^[A-Z]{6}\+Inter-(Regular|Bold)$`).MatchString(f[0]) ||
			strings.Contains(line, "Type 3") {
			t.Errorf("a font is not a subset of Inter: %s", line)
		}
		if n := len(f); f[n-5] != "yes" || f[n-4] != "yes" || f[n-3] != "yes" {
			t.Errorf("a font is not embedded, subset and mapped to Unicode: %s", line)
		}
	}
	if got := tool(t, pdf, "qpdf", "--check"); !strings.Contains(got, "No syntax or stream encoding errors") {
		t.Errorf("qpdf finds errors:\n%s", got)
	}
}

func TestLinks(t *testing.T) {
	in := inputIn(t, sample(t), "en")
	pdf := render(t, in)
	var uris []string
	for _, m := range regexp.MustCompile(`/URI \(([^)]*)\)`).FindAllSubmatch(pdf, -1) {
		uris = append(uris, string(m[1]))
	}
	b := in.Resume.Basics
	want := []string{"mailto:" + b.Email, b.URL}
	for _, p := range b.Profiles {
		want = append(want, p.URL)
	}
	for _, u := range want {
		if !contains(uris, u) {
			t.Errorf("no link to %s among %q", u, uris)
		}
	}
	if n := bytes.Count(pdf, []byte("/Subtype /Link")); n != len(uris) {
		t.Errorf("%d link annotations, %d addresses", n, len(uris))
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func TestTaggedWithLanguageAndTitle(t *testing.T) {
	in := inputIn(t, sample(t), "pt")
	pdf := render(t, in)
	entries := []string{"/Lang (pt)", "/MarkInfo << /Marked true >>", "/DisplayDocTitle true", "/Type /OBJR"}
	for _, want := range entries {
		if !bytes.Contains(pdf, []byte(want)) {
			t.Errorf("the file has no %s", want)
		}
	}
	tree := tool(t, pdf, "pdfinfo", "-struct-text")
	if !regexp.MustCompile(`(?s)Document.*H1 \(block\)\s+"Richard Hendriks"`).MatchString(tree) {
		t.Errorf("the name is not the H1:\n%s", tree)
	}
	if !strings.Contains(tree, `"Experiência profissional"`) {
		t.Errorf("the sections' headings are not in Portuguese:\n%s", tree)
	}
	counts := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^\s*(\w+)(?: |$)`).FindAllStringSubmatch(tree, -1) {
		counts[m[1]]++
	}
	sections := 9 // the sample's, with data, without its references
	if counts["H2"] != sections || counts["Sect"] != sections || counts["L"] < sections || counts["LI"] == 0 ||
		counts["LBody"] == 0 ||
		counts["Link"] == 0 {
		t.Errorf("the tree's elements: %v", counts)
	}
	if title := regexp.MustCompile(`(?m)^Title:\s+(.*)$`).FindStringSubmatch(tool(t, pdf, "pdfinfo")); title == nil ||
		title[1] != "Currículo · Richard Hendriks" {
		t.Errorf("the title is %q", title)
	}
}

func TestSameBytesAndADateOnlyWhenAsked(t *testing.T) {
	site := sample(t)
	a, b := render(t, inputIn(t, site, "en")), render(t, inputIn(t, site, "en"))
	if !bytes.Equal(a, b) {
		t.Error("two renders differ")
	}
	if bytes.Contains(a, []byte("/CreationDate")) {
		t.Error("a creation date without SOURCE_DATE_EPOCH")
	}
	in := inputIn(t, site, "en")
	in.Meta.Created = time.Unix(1700000000, 0)
	if c := render(t, in); !bytes.Contains(c, []byte("/CreationDate (D:20231114221320Z)")) {
		t.Error("the creation date asked for is not in the file")
	}
}

func TestHostileTextStaysOnThePage(t *testing.T) {
	in := inputIn(t, starter(t), "en")
	long := strings.Repeat("a", 300)
	lorem := "Lorem ipsum dolor sit amet, consectetur adipiscing elit. "
	summary := strings.TrimSpace(strings.Repeat(lorem, 106))[:6000]
	in.Resume.Basics.Label = "</script><script>alert(1)</script> {{name}}"
	in.Resume.Basics.Summary = long + " " + summary
	in.Resume.Work[0].Position = "{{name}} " + strings.Repeat("Ü", 120)
	in.Resume.Work[0].Highlights = append(in.Resume.Work[0].Highlights, strings.Repeat("x", 400))
	pdf := render(t, in)
	text := extracted(t, pdf)
	if want := "</script><script>alert(1)</script> {{name}}"; !strings.Contains(text, want) {
		t.Errorf("the text has no %q", want)
	}
	// A word longer than a line is broken where it meets the margin.
	squeezed := strings.ReplaceAll(text, " ", "")
	unbroken := []string{
		long, strings.ReplaceAll(summary, " ", ""), "{{name}}" + strings.Repeat("Ü", 120), strings.Repeat("x", 400),
	}
	for _, want := range unbroken {
		if !strings.Contains(squeezed, want) {
			t.Errorf("the text has no %.40q…", want)
		}
	}
	if pages := info(t, pdf, "Pages"); pages < 3 {
		t.Errorf("a 6,000-character summary fits on %d pages", pages)
	}
	boxes := tool(t, pdf, "pdftotext", "-bbox", "PDF", "-")
	page := regexp.MustCompile(`<page width="([\d.]+)" height="([\d.]+)"`).FindStringSubmatch(boxes)
	width, _ := strconv.ParseFloat(page[1], 64)
	height, _ := strconv.ParseFloat(page[2], 64)
	word := regexp.MustCompile(
		`<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)</word>`,
	)
	words := word.FindAllStringSubmatch(boxes, -1)
	if len(words) < 1000 {
		t.Fatalf("%d words read back", len(words))
	}
	for _, w := range words {
		var box [4]float64
		for i := range box {
			box[i], _ = strconv.ParseFloat(w[i+1], 64)
		}
		if box[0] < margin-1 || box[2] > width-margin+1 || box[1] < margin-12 || box[3] > height-margin+12 {
			t.Errorf("%q is drawn at %v, out of the text's box on a %gx%g page", w[5], box, width, height)
		}
	}
}

// BenchmarkSample is the time to make the JSON Resume sample's PDF.
func BenchmarkSample(b *testing.B) {
	in := inputIn(b, sample(b), "en")
	for b.Loop() {
		if _, err := layOut(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStarter is the time to make the starter's PDFs, one a
// language: cold, laid out, and warm, from the cache folder.
func BenchmarkStarter(b *testing.B) {
	site := starter(b)
	intl := func() ([]byte, error) { return os.ReadFile("../../../theme/src/prerender/intl-data.json") }
	b.Run("cold", func(b *testing.B) {
		for b.Loop() {
			m := &Maker{Cache: cache.Open(b.TempDir()), Dates: intl, Getenv: func(string) string { return "" }}
			if _, err := m.Make(site, "/"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("warm", func(b *testing.B) {
		m := &Maker{Cache: cache.Open(b.TempDir()), Dates: intl, Getenv: func(string) string { return "" }}
		if _, err := m.Make(site, "/"); err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, err := m.Make(site, "/"); err != nil {
				b.Fatal(err)
			}
		}
		if m.Made() != 3 {
			b.Fatalf("made %d PDFs, want the 3 of the first run only", m.Made())
		}
	})
}

func TestTheMetadataClaimsPDFUA(t *testing.T) {
	in := inputIn(t, sample(t), "fr")
	meta := tool(t, render(t, in), "pdfinfo", "-meta")
	claims := []string{
		"<pdfuaid:part>1</pdfuaid:part>", "<rdf:li>fr</rdf:li>", "<rdf:li>Richard Hendriks</rdf:li>",
		"begin=\"\ufeff\"",
	}
	for _, want := range claims {
		if !strings.Contains(meta, want) {
			t.Errorf("the XMP metadata has no %s:\n%s", want, meta)
		}
	}
}

func TestAWarningForCharactersTheFontLacks(t *testing.T) {
	site := starter(t)
	site.Resume.Basics.Label = "Développeur 開発者"
	site.Resume.Work[0].Highlights = []string{"Ελληνικά, кириллица, ✓"}
	res, err := (&Maker{Content: "content"}).Make(site, "/")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range res.Warnings {
		got = append(got, w.String())
	}
	want := []string{
		`content/resume.json: warning: the résumé's PDF has no glyph for ` +
			`'✓' (U+2713), '発' (U+767A), '者' (U+8005), '開' (U+958B): they show as empty boxes ` +
			`(hint: its font, Inter, covers Latin, Greek and Cyrillic; ` +
			`the /resume/ page shows them in the visitor's fonts)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("warnings:\n%q\nwant\n%q", got, want)
	}
}

func TestLetterWhenTheOwnerAsks(t *testing.T) {
	site := sample(t)
	if got := tool(t, render(t, inputIn(t, site, "en")), "pdfinfo"); !strings.Contains(
		got,
		"595.28 x 841.89 pts (A4)",
	) {
		t.Errorf("the default is not A4:\n%s", got)
	}
	site.Resume.Meta.Portgen.Paper = content.PaperLetter
	pdf := render(t, inputIn(t, site, "en"))
	if got := tool(t, pdf, "pdfinfo"); !strings.Contains(got, "612 x 792 pts (letter)") {
		t.Errorf("not Letter:\n%s", got)
	}
	if pages := info(t, pdf, "Pages"); pages > 2 {
		t.Errorf("the sample takes %d Letter pages", pages)
	}
}

func TestSourceDateEpochDatesThePDFs(t *testing.T) {
	env := func(v string) func(string) string {
		return func(name string) string {
			if name == "SOURCE_DATE_EPOCH" {
				return v
			}
			return ""
		}
	}
	if c, err := sourceDate(env("")); err != nil || !c.IsZero() {
		t.Errorf("without SOURCE_DATE_EPOCH: %v, %v", c, err)
	}
	if c, err := sourceDate(env("1700000000")); err != nil || !c.Equal(time.Unix(1700000000, 0)) {
		t.Errorf("SOURCE_DATE_EPOCH=1700000000: %v, %v", c, err)
	}
	if _, err := sourceDate(env("1700000000s")); err == nil || !strings.Contains(err.Error(), "SOURCE_DATE_EPOCH") {
		t.Errorf("a bad SOURCE_DATE_EPOCH: %v", err)
	}
}
