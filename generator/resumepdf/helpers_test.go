package resumepdf

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/internal/sitetest"
)

// starter is the starter site, loaded.
func starter(t testing.TB) *content.Site {
	t.Helper()
	res, err := load.Load("../../content", sitetest.Theme())
	if err != nil {
		t.Fatal(err)
	}
	return res.Site
}

func dates(t testing.TB) *Dates {
	t.Helper()
	data, err := os.ReadFile("../../theme/src/prerender/intl-data.json")
	if err != nil {
		t.Fatal(err)
	}
	d, err := ParseDates(data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// input is the site's résumé in lang, with the site's locale.
func input(t testing.TB, site *content.Site, lang string) Input {
	t.Helper()
	var locale content.Locale
	for _, l := range site.Locales {
		if l.Lang == lang {
			locale = l
		}
	}
	r := site.ResumeIn(lang)
	return Input{Resume: r, Lang: lang, Dates: dates(t), Paper: A4,
		Text: func(key string, vars ...string) string { return locale.Text(key, r.Basics.Name, vars...) }}
}

func render(t testing.TB, in Input) []byte {
	t.Helper()
	pdf, err := Render(in)
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("RESUMEPDF_OUT"); dir != "" {
		os.WriteFile(filepath.Join(dir, t.Name()+"-"+in.Lang+".pdf"), pdf, 0o644)
	}
	return pdf
}
