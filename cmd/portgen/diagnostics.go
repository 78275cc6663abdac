package main

import (
	"fmt"
	"io"

	"github.com/portgen/portgen/generator"
)

// printDiagnostics prints each problem with its source line, a caret under
// the column and the hint, then a count: of the errors, and of the warnings
// apart.
func printDiagnostics(w io.Writer, diags []generator.Diagnostic) {
	for _, d := range diags {
		fmt.Fprintf(w, "%s:", d.File)
		if d.Line > 0 {
			fmt.Fprintf(w, "%d:%d:", d.Line, max(d.Col, 1))
		}
		if d.IsWarning() {
			fmt.Fprint(w, " warning:")
		}
		fmt.Fprintf(w, " %s\n", d.Message)
		if d.Source != "" {
			gutter := fmt.Sprintf("%5d | ", d.Line)
			fmt.Fprintf(w, "%s%s\n", gutter, d.Source)
			fmt.Fprintf(w, "%*s| %s^\n", len(gutter)-2, "", caretPad(d.Source, d.Col))
		}
		if d.Hint != "" {
			fmt.Fprintf(w, "  hint: %s\n", d.Hint)
		}
		fmt.Fprintln(w)
	}
	errors, warnings := generator.CountDiagnostics(diags)
	if errors == 0 {
		fmt.Fprintf(w, "portgen: %s\n", warningCount(warnings, ""))
		return
	}
	noun := "problems"
	if errors == 1 {
		noun = "problem"
	}
	fmt.Fprintf(w, "portgen: %d %s found%s\n", errors, noun, warningCount(warnings, ", and "))
}

// warningCount says "1 warning" or "3 warnings" after sep; nothing for none.
func warningCount(n int, sep string) string {
	switch n {
	case 0:
		return ""
	case 1:
		return sep + "1 warning"
	}
	return fmt.Sprintf("%s%d warnings", sep, n)
}

// caretPad returns the white space that puts a caret under column col,
// keeping the source's tabs so that the caret lines up.
func caretPad(src string, col int) string {
	pad := []rune{}
	for i, r := range []rune(src) {
		if i >= col-1 {
			break
		}
		if r == '\t' {
			pad = append(pad, '\t')
		} else {
			pad = append(pad, ' ')
		}
	}
	return string(pad)
}
