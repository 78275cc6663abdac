package resumepdf

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/fonts"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// missingGlyphs warns of the characters of a résumé file that the
// embedded font has no glyph for, which the PDFs show as empty boxes (and
// which PDF/UA forbids): Inter covers Latin, Greek and Cyrillic. file is
// the résumé's file as the owner's diagnostics name it.
func missingGlyphs(r *content.Resume, file string) []diag.Diagnostic {
	f := fonts.Parsed().Regular
	var buf sfnt.Buffer
	seen := map[rune]bool{}
	var missing []rune
	eachString(reflect.ValueOf(*r), func(s string) {
		for _, c := range norm.NFC.String(s) {
			if seen[c] || unicode.IsSpace(c) || unicode.IsControl(c) {
				continue
			}
			seen[c] = true
			if id, err := f.GlyphIndex(&buf, c); err != nil || id == 0 {
				missing = append(missing, c)
			}
		}
	})
	if len(missing) == 0 {
		return nil
	}
	slices.Sort(missing)
	var list []string
	for _, c := range missing[:min(len(missing), 8)] {
		list = append(list, fmt.Sprintf("%q (U+%04X)", c, c))
	}
	if len(missing) > 8 {
		list = append(list, fmt.Sprintf("and %d more", len(missing)-8))
	}
	return []diag.Diagnostic{{File: filepath.ToSlash(file), Severity: diag.SeverityWarning,
		Message: fmt.Sprintf(
			"the résumé's PDF has no glyph for %s: they show as empty boxes",
			strings.Join(list, ", "),
		),
		Hint: "its font, Inter, covers Latin, Greek and Cyrillic; the /resume/ page shows them in the visitor's fonts"}}
}

// eachString calls visit with every string of v, a struct of strings,
// lists and structs.
func eachString(v reflect.Value, visit func(string)) {
	switch v.Kind() {
	case reflect.String:
		visit(v.String())
	case reflect.Slice:
		for i := range v.Len() {
			eachString(v.Index(i), visit)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				eachString(v.Field(i), visit)
			}
		}
	}
}
