// Package codestyle holds the tests that keep portgen's Go readable as a
// whole: each line seen whole, each function read whole. It has tests only.
package codestyle

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fzipp/gocyclo"

	"github.com/portgen/portgen/internal/sitetest"
)

const (
	maxLine  = 120 // characters, a tab counted as tabWidth
	tabWidth = 4
	// maxComplexity is the line Go Report Card draws (gocyclo -over 15);
	// the generator package, which only sequences the stages, keeps to
	// maxOrchestrator.
	maxComplexity   = 15
	maxOrchestrator = 10
)

// generated marks a file that a tool writes, which nobody reads line by line.
var generated = regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`)

// goFile is one parsed Go file of the repository.
type goFile struct {
	rel  string // slash-separated, from the repository root
	src  []byte
	ast  *ast.File
	fset *token.FileSet
}

// sources parses every Go file of cmd/, generator/ and internal/ and the
// root package, but generated ones.
func sources(t *testing.T) []goFile {
	t.Helper()
	root := sitetest.Root()
	var files []goFile
	for _, dir := range []string{"cmd", "generator", "internal", "."} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if p != filepath.Join(root, dir) && (dir == "." || d.Name() == "testdata") {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(p, ".go") {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil || generated.Match(src) {
				return err
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, p, src, parser.ParseComments|parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			files = append(files, goFile{rel: filepath.ToSlash(rel), src: src, ast: f, fset: fset})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 100 {
		t.Fatalf("found %d Go files: has the layout changed?", len(files))
	}
	return files
}

// Every line, tests' too, fits in maxLine columns.
func TestNoLineIsLongerThan120(t *testing.T) {
	for _, f := range sources(t) {
		for i, line := range strings.Split(string(f.src), "\n") {
			if n := width(line); n > maxLine {
				t.Errorf("%s:%d: %d characters", f.rel, i+1, n)
			}
		}
	}
}

// width counts a line's characters with its tabs expanded.
func width(line string) int {
	n := 0
	for _, r := range line {
		if r == '\t' {
			n += tabWidth - n%tabWidth
		} else {
			n++
		}
	}
	return n
}

// Each statement starts a line of its own: none shares a line with the
// statement before it, and an assignment sets at most two things at once
// from as many values (a swap, or a pair such as x, y), not a row of
// unrelated ones.
func TestOneStatementALine(t *testing.T) {
	for _, f := range sources(t) {
		ast.Inspect(f.ast, func(n ast.Node) bool {
			var list []ast.Stmt
			switch n := n.(type) {
			case *ast.BlockStmt:
				list = n.List
			case *ast.CaseClause:
				list = n.Body
			case *ast.CommClause:
				list = n.Body
			case *ast.AssignStmt:
				if len(n.Lhs) > 2 && len(n.Rhs) == len(n.Lhs) {
					t.Errorf("%s: %d things assigned at once", f.fset.Position(n.Pos()), len(n.Lhs))
				}
			}
			for i := 1; i < len(list); i++ {
				if f.fset.Position(list[i].Pos()).Line == f.fset.Position(list[i-1].End()).Line {
					t.Errorf("%s: a second statement on the line", f.fset.Position(list[i].Pos()))
				}
			}
			return true
		})
	}
}

// No function of the code (tests aside) is more complex than
// maxComplexity, nor one of the generator package than maxOrchestrator.
func TestNoFunctionIsTooComplex(t *testing.T) {
	for _, f := range sources(t) {
		if strings.HasSuffix(f.rel, "_test.go") {
			continue
		}
		limit := maxComplexity
		if filepath.Dir(f.rel) == "generator" {
			limit = maxOrchestrator
		}
		for _, s := range gocyclo.AnalyzeASTFile(f.ast, f.fset, nil) {
			if s.Complexity > limit {
				t.Errorf("%s: %s has complexity %d, over %d", s.Pos, s.FuncName, s.Complexity, limit)
			}
		}
	}
}
