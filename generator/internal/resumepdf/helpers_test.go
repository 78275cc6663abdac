package resumepdf

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dates"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
)

// starter is the starter site, loaded.
func starter(t testing.TB) *content.Site {
	t.Helper()
	res, err := load.Load("../../../content", themetest.Rules())
	if err != nil {
		t.Fatal(err)
	}
	return res.Site
}

func calendar(t testing.TB) *dates.Calendar {
	t.Helper()
	data, err := os.ReadFile("../../../theme/src/prerender/intl-data.json")
	if err != nil {
		t.Fatal(err)
	}
	d, err := dates.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// inputIn is the site's résumé in lang, with the site's locale.
func inputIn(t testing.TB, site *content.Site, lang string) input {
	t.Helper()
	return inputsIn(site, lang, calendar(t), time.Time{})
}

func render(t testing.TB, in input) []byte {
	t.Helper()
	pdf, err := layOut(in)
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("RESUMEPDF_OUT"); dir != "" {
		os.WriteFile(filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "_")+"-"+in.Lang+".pdf"), pdf, 0o644)
	}
	return pdf
}

// tool runs a poppler or qpdf command on pdf (its last argument, or where
// args say PDF) and returns its output; the
// test is skipped when the command is not installed (make test installs
// poppler-utils and qpdf).
func tool(t testing.TB, pdf []byte, name string, args ...string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not installed (apt-get install poppler-utils qpdf): the PDF is not read back", name)
	}
	file := filepath.Join(t.TempDir(), "resume.pdf")
	if err := os.WriteFile(file, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(args, "PDF") {
		args = append(args, "PDF")
	}
	for i := range args {
		if args[i] == "PDF" {
			args[i] = file
		}
	}
	out, err := exec.Command(path, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

// extracted is the PDF's text as pdftotext reads it, its lines joined: a
// line that ends after a hyphen or a slash (where a line may break inside a
// word) joined without a space, white space collapsed.
func extracted(t testing.TB, pdf []byte) string {
	t.Helper()
	raw := tool(t, pdf, "pdftotext", "-enc", "UTF-8", "PDF", "-")
	raw = regexp.MustCompile(`([-/])\n`).ReplaceAllString(strings.ReplaceAll(raw, "\f", "\n"), "$1")
	return strings.Join(strings.Fields(raw), " ")
}

// sample reads the JSON Resume sample and its translation to pt as a site
// holds them, with the starter's locales.
func sample(t testing.TB) *content.Site {
	t.Helper()
	site := starter(t)
	site.Resume, site.ResumeTranslations = readResume(t, "sample.resume.json"), nil
	for _, lang := range []string{"pt", "fr"} {
		tr := readResume(t, "sample.resume."+lang+".json")
		tr.Lang = lang
		site.ResumeTranslations = append(site.ResumeTranslations, *tr)
	}
	return site
}

func readResume(t testing.TB, name string) *content.Resume {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../../testdata/resume", name))
	if err != nil {
		t.Fatal(err)
	}
	var r content.Resume
	if err := yaml.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	return &r
}
