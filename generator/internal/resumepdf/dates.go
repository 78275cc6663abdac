package resumepdf

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// calendar is how each language writes a month and a year, as the theme's
// prerender reads it (theme/src/prerender/intl-data.json, which
// scripts/intl-data.mjs writes from ICU): the PDF writes dates as the
// /resume/ page does.
type calendar struct {
	Aliases   map[string]string    `json:"aliases"`
	MonthYear map[string]monthYear `json:"monthYear"`
}

type monthYear struct {
	Pattern  string   `json:"pattern"`
	Months   []string `json:"months"`
	Calendar string   `json:"calendar"`
	Digits   string   `json:"digits"`
	Era      string   `json:"era"`
	Week     *struct {
		FirstDay    int `json:"firstDay"`
		MinimalDays int `json:"minimalDays"`
	} `json:"week"`
}

// parseDates reads the theme's intl-data.json; no data gives the calendar
// that write every date as written.
func parseDates(data []byte) (*calendar, error) {
	var d calendar
	if data == nil {
		return &d, nil
	}
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("intl-data.json: %w", err)
	}
	if _, ok := d.MonthYear["en"]; !ok {
		return nil, fmt.Errorf("intl-data.json: no English month names")
	}
	return &d, nil
}

// written is a JSON Resume date: YYYY, YYYY-MM or YYYY-MM-DD.
var written = regexp.MustCompile(`^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$`)

// Format writes a date in a language as the theme's formatDate does
// (features/resume/date-range.ts): the year alone for YYYY, the short
// month and the year otherwise, a word between them dropped ("dez. 2013",
// not "dez. de 2013"); a date of another form as written.
func (d *calendar) Format(date, lang string) string {
	m := written.FindStringSubmatch(date)
	if m == nil || d.MonthYear == nil {
		return date
	}
	if m[2] == "" {
		return m[1]
	}
	year, _ := strconv.Atoi(m[1])
	month, _ := strconv.Atoi(m[2])
	parts := d.parts(time.Date(year, time.Month(month), 1, 0, 0, 0, 0, time.UTC), lang)
	if len(parts) == 3 && parts[0].kind == "month" && parts[1].kind == "literal" &&
		strings.IndexFunc(parts[1].value, unicode.IsLetter) >= 0 &&
		parts[2].kind == "year" {
		return parts[0].value + " " + parts[2].value
	}
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.value)
	}
	return b.String()
}

// Range writes a period as the theme's formatRange does: "Dec 2013 –
// Dec 2014", "2011 – present", one date when both ends read the same.
func (d *calendar) Range(start, end, lang, present string) string {
	if start == "" {
		if end == "" {
			return ""
		}
		return d.Format(end, lang)
	}
	from, to := d.Format(start, lang), present
	if end != "" {
		to = d.Format(end, lang)
	}
	if from == to {
		return from
	}
	return from + " – " + to
}

type part struct{ kind, value string }

var placeholders = regexp.MustCompile(`\{\w+\}`)

// parts is the prerender's DateTimeFormat.formatToParts (prerender/intl.ts).
func (d *calendar) parts(date time.Time, lang string) []part {
	my := d.lookup(lang)
	year, month := calendarDate(date, my.Calendar)
	if my.Week != nil {
		year = weekYear(date, my.Week.FirstDay, my.Week.MinimalDays)
	}
	digits := []rune(my.Digits)
	yearText := fmt.Sprint(year)
	if len(digits) == 10 {
		yearText = strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return digits[r-'0']
			}
			return r
		}, yearText)
	}
	value := map[string]string{"{month}": "", "{year}": yearText, "{era}": my.Era}
	if month < len(my.Months) {
		value["{month}"] = my.Months[month]
	}
	var out []part
	last := 0
	for _, loc := range placeholders.FindAllStringIndex(my.Pattern, -1) {
		if loc[0] > last {
			out = append(out, part{"literal", my.Pattern[last:loc[0]]})
		}
		p := my.Pattern[loc[0]:loc[1]]
		out = append(out, part{strings.Trim(p, "{}"), value[p]})
		last = loc[1]
	}
	if last < len(my.Pattern) {
		out = append(out, part{"literal", my.Pattern[last:]})
	}
	return out
}

// lookup is how lang writes a month and a year, as the prerender's
// language() resolves it: a region or script dropped, an alias followed,
// English for a language ICU has no data for.
func (d *calendar) lookup(lang string) monthYear {
	name := strings.ToLower(lang)
	if i := strings.IndexAny(name, "-_"); i >= 0 {
		name = name[:i]
	}
	if alias, ok := d.Aliases[name]; ok {
		name = alias
	}
	my, ok := d.MonthYear[name]
	if !ok {
		my = d.MonthYear["en"]
	}
	return my
}

const day = 24 * time.Hour

// calendarDate is the year and the month (0 to 11) of a date in the
// calendars ICU gives a language by default.
func calendarDate(date time.Time, calendar string) (year, month int) {
	switch calendar {
	case "buddhist":
		return date.Year() + 543, int(date.Month()) - 1
	case "persian":
		days := int(date.Unix()/86400) + 2_440_588 - 1_948_320
		year := 1 + floorDiv(33*days+3, 12_053)
		dayOfYear := days - (365*(year-1) + floorDiv(8*year+21, 33))
		if dayOfYear < 216 {
			return year, dayOfYear / 31
		}
		return year, (dayOfYear - 6) / 30
	}
	return date.Year(), int(date.Month()) - 1
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// weekYear is the year whose weeks hold date: its first week is the first
// with minimalDays of its days, weeks starting on firstDay (1 is Monday,
// 7 Sunday).
func weekYear(date time.Time, firstDay, minimalDays int) int {
	firstWeek := func(year int) time.Time {
		jan1 := time.Date(year, 1, 1, 0, 0, 0, 0, time.UTC)
		before := (int(jan1.Weekday()) - firstDay + 14) % 7
		if 7-before >= minimalDays {
			return jan1.Add(-time.Duration(before) * day)
		}
		return jan1.Add(time.Duration(7-before) * day)
	}
	year := date.Year()
	if !date.Before(firstWeek(year + 1)) {
		return year + 1
	}
	if date.Before(firstWeek(year)) {
		return year - 1
	}
	return year
}
