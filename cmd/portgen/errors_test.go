package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/internal/sitetest"
)

// An error is matched with errors.As, never asserted: an assertion panics,
// or misses, on an error of another type or one wrapped with %w. (A name
// tells an error here: err, or one ending in Err or err.)
func TestNoTypeAssertionOnAnError(t *testing.T) {
	isError := func(e ast.Expr) bool {
		var name string
		switch x := e.(type) {
		case *ast.Ident:
			name = x.Name
		case *ast.SelectorExpr:
			name = x.Sel.Name
		default:
			return false
		}
		return name == "err" || strings.HasSuffix(name, "Err") || strings.HasSuffix(name, "err")
	}
	for _, dir := range []string{"generator", "cmd", "internal"} {
		filepath.WalkDir(filepath.Join(sitetest.Root(), dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			fset := token.NewFileSet()
			file, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Error(err)
				return nil
			}
			ast.Inspect(file, func(n ast.Node) bool {
				if a, ok := n.(*ast.TypeAssertExpr); ok && isError(a.X) {
					t.Errorf("%s: a type assertion on an error: use errors.As", fset.Position(a.Pos()))
				}
				return true
			})
			return nil
		})
	}
}
