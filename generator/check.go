package generator

import (
	"errors"
	"slices"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme"
)

// Diagnostic is one problem in the owner's files: its file, line and
// column, the offending source line, a message and a hint. Line and Col
// are 1-based; zero means the problem concerns the whole file.
type Diagnostic = diag.Diagnostic

// Severity says whether a Diagnostic stops the build.
type Severity = diag.Severity

// The severities of a Diagnostic; the zero Severity is an error.
const (
	SeverityError   = diag.SeverityError
	SeverityWarning = diag.SeverityWarning
)

// Problems is the error of a build or a check that found problems in the
// owner's files. Its Diagnostics are sorted, the warnings found with the
// errors among them.
type Problems = diag.Error

// IsProblems reports whether err is problems in the owner's files (a
// *Problems), which the owner fixes, rather than a failure of portgen or
// of the machine.
func IsProblems(err error) bool {
	var problems *Problems
	return errors.As(err, &problems)
}

// CountDiagnostics returns how many of diags are errors and how many
// warnings.
func CountDiagnostics(diags []Diagnostic) (errors, warnings int) { return diag.Count(diags) }

// CheckContent loads and validates the content without writing anything,
// and looks at the site's theme folder (themeDir; "" for none) for
// overrides that replace nothing. It returns the warnings of valid
// content; a *Problems holds the errors and warnings of invalid content.
func CheckContent(contentDir, themeDir string) ([]Diagnostic, error) {
	th, err := theme.Read(themeDir)
	if err != nil {
		return nil, err
	}
	loaded, err := load.Load(contentDir, rules(th))
	if err != nil {
		return nil, err
	}
	stale, err := theme.OverrideWarnings(themeDir)
	if err != nil {
		return nil, err
	}
	return append(loaded.Warnings, stale...), nil
}

// Check finds every problem a build of opts would, and writes nothing:
// the content's first, told at once without bundling anything; with none,
// it runs the whole pipeline in memory, for the problems that only
// bundling the theme and rendering the pages meet (an override that
// throws, or imports a package that is not there; a bad PORTGEN_*
// variable). It returns the warnings of a clean site, and a *Problems with
// the problems, and the warnings, of another.
func Check(opts Options) ([]Diagnostic, error) {
	warnings, err := CheckContent(opts.Content, opts.Theme)
	if err != nil {
		return nil, err
	}
	g, err := New(opts)
	if err != nil {
		return nil, err
	}
	defer g.Close()
	g.onlyCheck()
	site, err := g.Build()
	var problems *Problems
	if errors.As(err, &problems) {
		var all diag.List
		for _, d := range slices.Concat(warnings, problems.Diagnostics) {
			all.Add(d)
		}
		return nil, all.Err()
	}
	if err != nil {
		return nil, err
	}
	return site.Summary.Warnings, nil
}
