// Package dates writes dates in a language's words as the theme's pages
// do: a month and a year, for the résumé's PDF, and a day, for a post's
// link-preview card. It reads the month names and patterns that the
// theme's prerender reads (theme/src/prerender/intl-data.json, which
// scripts/intl-data.mjs writes from ICU), so that Go writes what the
// browser's Intl does.
package dates

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Calendar is how each language writes a month and a year, and a day.
type Calendar struct {
	aliases    map[string]string
	monthYears map[string]monthYear
	days       map[string]dayMonthYear
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

// dayMonthYear is how a language writes a day: its calendar and digits
// are its monthYear's.
type dayMonthYear struct {
	Pattern string   `json:"pattern"`
	Months  []string `json:"months"` // the long names, as a date declines them
}

// Parse reads the theme's intl-data.json; no data gives the calendar
// that writes every date as written.
func Parse(data []byte) (*Calendar, error) {
	if data == nil {
		return &Calendar{}, nil
	}
	var d struct {
		Aliases      map[string]string       `json:"aliases"`
		MonthYear    map[string]monthYear    `json:"monthYear"`
		DayMonthYear map[string]dayMonthYear `json:"dayMonthYear"`
	}
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("intl-data.json: %w", err)
	}
	if _, ok := d.MonthYear["en"]; !ok {
		return nil, fmt.Errorf("intl-data.json: no English month names")
	}
	return &Calendar{aliases: d.Aliases, monthYears: d.MonthYear, days: d.DayMonthYear}, nil
}

// written is a JSON Resume date: YYYY, YYYY-MM or YYYY-MM-DD.
var written = regexp.MustCompile(`^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$`)

// MonthYear writes a date in a language as the theme's formatDate does
// (features/resume/date-range.ts): the year alone for YYYY, the short
// month and the year otherwise, a word between them dropped ("dez. 2013",
// not "dez. de 2013"); a date of another form as written.
func (d *Calendar) MonthYear(date, lang string) string {
	m := written.FindStringSubmatch(date)
	if m == nil || d.monthYears == nil {
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
func (d *Calendar) Range(start, end, lang, present string) string {
	if start == "" {
		if end == "" {
			return ""
		}
		return d.MonthYear(end, lang)
	}
	from, to := d.MonthYear(start, lang), present
	if end != "" {
		to = d.MonthYear(end, lang)
	}
	if from == to {
		return from
	}
	return from + " – " + to
}

// day is a calendar day, YYYY-MM-DD.
var day = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// Day writes a day (YYYY-MM-DD) in a language as the theme's formatDay
// does (shared/format-day.ts: Intl's { day: 'numeric', month: 'long',
// year: 'numeric' }): "October 3, 2026", "3 de outubro de 2026". A day of
// another form, or any day by a nil Calendar, is written as it is.
func (d *Calendar) Day(date, lang string) string {
	if d == nil {
		return date
	}
	t, err := time.Parse(time.DateOnly, date)
	if err != nil || !day.MatchString(date) || d.monthYears == nil {
		return date
	}
	my, dmy, ok := d.lookupDay(lang)
	if !ok {
		return date
	}
	year, month, dayOf := calendarDate(t, my.Calendar)
	value := map[string]string{
		"{day}":   writeDigits(strconv.Itoa(dayOf), my.Digits),
		"{month}": "",
		"{year}":  writeDigits(strconv.Itoa(year), my.Digits),
		"{era}":   my.Era,
	}
	if month < len(dmy.Months) {
		value["{month}"] = dmy.Months[month]
	}
	text := placeholders.ReplaceAllStringFunc(dmy.Pattern, func(p string) string { return value[p] })
	// As the prerender's shim, and V8's format: ICU's narrow no-break
	// space written as a space.
	return strings.ReplaceAll(text, "\u202f", " ")
}

// MonthYearForm is all that MonthYear writes a date in lang with, for a
// cache's key: it changes when the language's words do.
func (d *Calendar) MonthYearForm(lang string) any { return d.lookup(lang) }

type part struct{ kind, value string }

var placeholders = regexp.MustCompile(`\{\w+\}`)

// parts is the prerender's DateTimeFormat.formatToParts (prerender/intl.ts)
// for a month and a year.
func (d *Calendar) parts(date time.Time, lang string) []part {
	my := d.lookup(lang)
	year, month, _ := calendarDate(date, my.Calendar)
	if my.Week != nil {
		year = weekYear(date, my.Week.FirstDay, my.Week.MinimalDays)
	}
	value := map[string]string{"{month}": "", "{year}": writeDigits(fmt.Sprint(year), my.Digits), "{era}": my.Era}
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

// writeDigits writes a number's digits 0 to 9 with a language's ten
// digits, when it has its own.
func writeDigits(n, digits string) string {
	ten := []rune(digits)
	if len(ten) != 10 {
		return n
	}
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return ten[r-'0']
		}
		return r
	}, n)
}

// name is ICU's name of lang's language, as the prerender's language()
// resolves it: a region or script dropped, an alias followed.
func (d *Calendar) name(lang string) string {
	name := strings.ToLower(lang)
	if i := strings.IndexAny(name, "-_"); i >= 0 {
		name = name[:i]
	}
	if alias, ok := d.aliases[name]; ok {
		name = alias
	}
	return name
}

// lookup is how lang writes a month and a year: English for a language
// ICU has no data for.
func (d *Calendar) lookup(lang string) monthYear {
	my, ok := d.monthYears[d.name(lang)]
	if !ok {
		my = d.monthYears["en"]
	}
	return my
}

// lookupDay is how lang writes a day, as the prerender's DateTimeFormat
// chooses: the language's own when ICU has both its forms, else English;
// false for data without days (a theme's older intl-data.json).
func (d *Calendar) lookupDay(lang string) (monthYear, dayMonthYear, bool) {
	name := d.name(lang)
	my, ok := d.monthYears[name]
	dmy, withDay := d.days[name]
	if !ok || !withDay {
		name = "en"
		my, dmy = d.monthYears[name], d.days[name]
	}
	_, ok = d.days[name]
	return my, dmy, ok
}

const dayLength = 24 * time.Hour

// calendarDate is the year, the month (0 to 11) and the day of a date in
// the calendars ICU gives a language by default.
func calendarDate(date time.Time, calendar string) (year, month, day int) {
	switch calendar {
	case "buddhist":
		return date.Year() + 543, int(date.Month()) - 1, date.Day()
	case "persian":
		// Six months of 31 days, five of 30, and Esfand, counted from its
		// epoch's Julian day.
		days := int(date.Unix()/86400) + 2_440_588 - 1_948_320
		year := 1 + floorDiv(33*days+3, 12_053)
		dayOfYear := days - (365*(year-1) + floorDiv(8*year+21, 33))
		if dayOfYear < 216 {
			return year, dayOfYear / 31, 1 + dayOfYear%31
		}
		month := (dayOfYear - 6) / 30
		return year, month, 1 + dayOfYear - (186 + 30*(month-6))
	}
	return date.Year(), int(date.Month()) - 1, date.Day()
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
			return jan1.Add(-time.Duration(before) * dayLength)
		}
		return jan1.Add(time.Duration(7-before) * dayLength)
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
