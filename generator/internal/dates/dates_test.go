package dates

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

func calendar(t *testing.T) *Calendar {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(sitetest.Root(), "theme", "src", "prerender", "intl-data.json"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// golden is what Node's ICU wrote, in testdata/golden/<file>: by
// language, the text of each date.
func golden(t *testing.T, file string) map[string]map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "golden", file))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]map[string]string
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	return want
}

// A day is written as the browser's Intl writes it, and the theme's
// formatDay with it: testdata/golden/post-days.json holds what Node's ICU
// wrote, new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long',
// year: 'numeric', timeZone: 'UTC' }).format(day), in calendars and
// digits of several kinds (Persian, Buddhist; Arabic and Persian digits).
func TestDaysAreWrittenAsTheBrowserWritesThem(t *testing.T) {
	d := calendar(t)
	for lang, byDay := range golden(t, "post-days.json") {
		for day, text := range byDay {
			if got := d.Day(day, lang); got != text {
				t.Errorf("Day(%q, %q) = %q, the browser writes %q", day, lang, got, text)
			}
		}
	}
}

// A résumé's month and year, and its periods, are written as the theme's
// formatDate writes them in Node, whose answers are golden
// (date-range.test.ts checks the theme's side against the same file).
func TestMonthsAreWrittenAsThePageWritesThem(t *testing.T) {
	d := calendar(t)
	for lang, byDate := range golden(t, "resume-dates.json") {
		for date, text := range byDate {
			if got := d.MonthYear(date, lang); got != text {
				t.Errorf("MonthYear(%q, %q) = %q, the page writes %q", date, lang, got, text)
			}
		}
	}
	if got := d.Range("2013-12", "", "pt", "presente"); got != "dez. 2013 – presente" {
		t.Errorf("an open period reads %q", got)
	}
	if got := d.Range("2014-01", "2014-01-20", "en", "present"); got != "Jan 2014" {
		t.Errorf("a period whose ends read the same reads %q", got)
	}
}

func TestADayOfAnotherFormIsWrittenAsItIs(t *testing.T) {
	d := calendar(t)
	for _, day := range []string{"someday", "2026-02-30", "2026-1-5", ""} {
		if got := d.Day(day, "pt"); got != day {
			t.Errorf("Day(%q) = %q", day, got)
		}
	}
	none, err := Parse(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := none.Day("2026-03-01", "pt"); got != "2026-03-01" {
		t.Errorf("without the theme's data, Day writes %q", got)
	}
	var nothing *Calendar
	if got := nothing.Day("2026-03-01", "pt"); got != "2026-03-01" {
		t.Errorf("a nil Calendar writes %q", got)
	}
}

func TestALanguageWithoutDataWritesEnglish(t *testing.T) {
	if got := calendar(t).Day("2026-03-01", "qq"); got != "March 1, 2026" {
		t.Errorf("Day in qq = %q", got)
	}
}
