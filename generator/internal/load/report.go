package load

import (
	"fmt"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// report turns domain problems into diagnostics at their positions. It
// leaves out what the parser already reported: problems in a file that could
// not be parsed, or at a value of the wrong type, and the comparisons of
// locale files when one of them could not be parsed.
func (l *loader) report(problems []content.Problem) {
	brokenLocale := l.brokenLocale()
	for _, p := range problems {
		f, ok := l.files[p.File]
		if !ok {
			l.diags.Add(diag.Diagnostic{
				File:     l.shown(p.File),
				Line:     1,
				Col:      1,
				Severity: severity(p),
				Message:  p.Message,
				Hint:     p.Hint,
			})
			continue
		}
		if f.broken || f.accounted(p.Path) || (brokenLocale && strings.HasPrefix(p.File, "locales/")) {
			continue
		}
		if d, ok := f.problem(p); ok {
			l.diags.Add(d)
		}
	}
}

// brokenLocale reports whether a locale file could not be parsed.
func (l *loader) brokenLocale() bool {
	for rel, f := range l.files {
		if f.broken && strings.HasPrefix(rel, "locales/") {
			return true
		}
	}
	return false
}

func severity(p content.Problem) diag.Severity {
	if p.Warning {
		return diag.SeverityWarning
	}
	return diag.SeverityError
}

// problem is the diagnostic of a domain problem in f, at the value it is
// about; false when there is none to give: a rule of an optional value,
// which is not in the file.
func (f *yamlFile) problem(p content.Problem) (diag.Diagnostic, bool) {
	msg := p.Message
	hint := p.Hint
	if _, present := f.pos[p.Path]; present && p.IfPresent != "" {
		msg = p.IfPresent
	}
	if msg == "" {
		return diag.Diagnostic{}, false
	}
	if c, ok := f.comments[p.Path]; ok {
		hint = fmt.Sprintf("# starts a comment in YAML, so the value was read as empty; "+
			"a value that starts with # goes in quotes: %s: %q", lastKey(p.Path), c)
	}
	at := f.find(f.at(p.Path), p.Needle)
	d := f.diagnostic(at.line, at.col, msg, hint)
	d.Severity = severity(p)
	return d, true
}
