package resumepdf

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/dates"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/fonts"
	"golang.org/x/text/unicode/norm"
)

// version names the layout: a change to what the PDFs look like bumps it,
// so that no cached PDF of the old layout is served.
const version = 2

// Maker makes a site's résumé PDFs, one per language, and keeps them in
// the cache by what they are made from, as the images are: a warm build
// lays none out.
type Maker struct {
	// Cache keeps the PDFs; nil keeps them in memory, for the Maker's
	// life.
	Cache *cache.Cache
	// Lazy leaves each PDF to be made when its file is first read, as
	// portgen serve wants: its first page shows before any PDF is made.
	Lazy bool
	// Getenv reads SOURCE_DATE_EPOCH (see sourceDate).
	Getenv func(string) string
	// Dates reads the theme's month names (see dates.Parse); nil, or no
	// data, writes dates as the résumé does.
	Dates func() ([]byte, error)
	// Content is the content folder, as the owner's diagnostics name it.
	Content string

	open sync.Once
}

// Made counts the PDFs laid out since the Maker was made, those found in
// the cache aside.
func (m *Maker) Made() int64 { return int64(m.store().Made(cache.PDFs)) }

// store is the maker's cache: its Cache, or one in memory.
func (m *Maker) store() *cache.Cache {
	m.open.Do(func() {
		if m.Cache == nil {
			m.Cache = cache.Memory()
		}
	})
	return m.Cache
}

// Result is the site's résumé PDFs, none for a site with no résumé, and
// the warnings of characters that the PDFs cannot show.
type Result struct {
	PDFs     []PDF
	Warnings []diag.Diagnostic
}

// PDF is the résumé in one language: its file, and its URL below the
// site's origin.
type PDF struct {
	Lang string
	URL  string
	dist.File
}

// Files are the PDFs' files.
func (r Result) Files() []dist.File {
	files := make([]dist.File, len(r.PDFs))
	for i, pdf := range r.PDFs {
		files[i] = pdf.File
	}
	return files
}

// URLs are the PDFs' URLs by language.
func (r Result) URLs() map[string]string {
	urls := make(map[string]string, len(r.PDFs))
	for _, pdf := range r.PDFs {
		urls[pdf.Lang] = pdf.URL
	}
	return urls
}

// Make makes the PDF of each of the site's languages, for a site at
// basePath; Lazy, it names each.
func (m *Maker) Make(site *content.Site, basePath string) (Result, error) {
	var out Result
	if site.Resume == nil {
		return out, nil
	}
	created, err := sourceDate(m.Getenv)
	if err != nil {
		return Result{}, err
	}
	dates, err := m.dates()
	if err != nil {
		return Result{}, err
	}
	out.Warnings = missingGlyphs(site.Resume, filepath.Join(m.Content, site.Resume.File))
	for i := range site.ResumeTranslations {
		t := &site.ResumeTranslations[i]
		out.Warnings = append(out.Warnings, missingGlyphs(t, filepath.Join(m.Content, t.File))...)
	}
	var todo []func() error
	for _, lang := range site.Config.Languages {
		in := inputsIn(site, lang, dates, created)
		key := in.key(dates)
		pdf := func() ([]byte, error) { return layOut(in) }
		file := m.store().Later(cache.PDFs, key, pdf)
		file.Path = dist.AssetsDir + "resume-" + key[:10] + "/" + fileName(in.Resume.Basics.Name, lang)
		todo = append(todo, func() error {
			if err := m.store().Ensure(cache.PDFs, key, pdf); err != nil {
				return fmt.Errorf("the résumé's PDF in %s: %w", lang, err)
			}
			return nil
		})
		out.PDFs = append(out.PDFs, PDF{Lang: lang, URL: basePath + file.Path, File: file})
	}
	if !m.Lazy {
		return out, cache.Background(todo)()
	}
	return out, nil
}

// dates reads the theme's month names.
func (m *Maker) dates() (*dates.Calendar, error) {
	var data []byte
	if m.Dates != nil {
		var err error
		if data, err = m.Dates(); err != nil {
			return nil, err
		}
	}
	return dates.Parse(data)
}

// inputsIn is what the PDF in lang is made from: the résumé in lang, the
// site's strings in lang, and the paper the résumé's meta asks for.
func inputsIn(site *content.Site, lang string, cal *dates.Calendar, created time.Time) input {
	r := site.ResumeIn(lang)
	// A string the language lacks is the default language's, as the
	// theme's i18next falls back.
	locale := content.Locale{Strings: resumeStrings(site.DefaultLocale())}
	for _, l := range site.Locales {
		if l.Lang == lang {
			maps.Copy(locale.Strings, resumeStrings(l))
		}
	}
	paper := a4
	if site.Resume.Meta.Portgen.PaperSize() == content.PaperLetter {
		paper = letter
	}
	return input{Resume: r, Lang: lang, Dates: cal, Paper: paper, Meta: meta{Created: created},
		Text:    func(key string, vars ...string) string { return locale.Text(key, r.Basics.Name, vars...) },
		strings: locale.Strings}
}

// resumeStrings are the strings of locale that a PDF reads.
func resumeStrings(l content.Locale) map[string]string {
	out := map[string]string{}
	for k, v := range l.Strings {
		if strings.HasPrefix(k, "resume.") {
			out[k] = v
		}
	}
	return out
}

var fontSum = sync.OnceValue(func() [32]byte {
	return sha256.Sum256(append(append([]byte{}, fonts.Regular...), fonts.Bold...))
})

// key names a PDF by all it is made from.
func (in input) key(cal *dates.Calendar) string {
	h := sha256.New()
	fs := fontSum()
	keys := make([]string, 0, len(in.strings))
	for k := range in.strings {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	words, _ := json.Marshal(struct {
		Version int
		Lang    string
		Resume  string
		Basics  content.Basics
		Strings map[string]string
		Dates   any
		Paper   pageSize
		Created int64
	}{
		version, in.Lang, fmt.Sprintf("%#v", *in.Resume), in.Resume.Basics, in.strings, cal.MonthYearForm(in.Lang),
		in.Paper, in.Meta.Created.Unix(),
	})
	h.Write(fs[:])
	h.Write(words)
	return hex.EncodeToString(h.Sum(nil))
}

// fileName is the PDF's name as a reader saves it: the owner's name in
// ASCII letters and digits, words joined by hyphens, then "resume" and
// the language ("Maria-da-Conceicao-resume-pt.pdf").
func fileName(owner, lang string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFD.String(owner) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
	}
	if b.Len() > 60 {
		return fileName(strings.TrimRight(b.String()[:60], "-"), lang)
	}
	if b.Len() > 0 {
		b.WriteByte('-')
	}
	return b.String() + "resume-" + lang + ".pdf"
}

// sourceDate is the date the PDFs state: SOURCE_DATE_EPOCH's when it is set
// (reproducible builds' convention), none otherwise.
func sourceDate(getenv func(string) string) (time.Time, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	v := getenv("SOURCE_DATE_EPOCH")
	if v == "" {
		return time.Time{}, nil
	}
	secs, err := strconv.ParseInt(v, 10, 64)
	if err != nil || secs < 0 {
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q is not a count of seconds since 1970", v)
	}
	return time.Unix(secs, 0).UTC(), nil
}
