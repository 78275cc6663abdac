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

// A day is written as the browser's Intl writes it, and the theme's
// formatDay with it: testdata/golden/post-days.json holds what Node's ICU
// wrote, new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long',
// year: 'numeric', timeZone: 'UTC' }).format(day), in calendars and
// digits of several kinds (Persian, Buddhist; Arabic and Persian digits).
func TestDaysAreWrittenAsTheBrowserWritesThem(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(sitetest.Root(), "testdata", "golden", "post-days.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]map[string]string
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	d := calendar(t)
	for lang, byDay := range want {
		for day, text := range byDay {
			if got := d.Day(day, lang); got != text {
				t.Errorf("Day(%q, %q) = %q, the browser writes %q", day, lang, got, text)
			}
		}
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
