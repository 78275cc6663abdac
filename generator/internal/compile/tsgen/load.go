package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/packages"
)

// source is what tsgen reads of the contract's packages: their types, and
// the doc comments of their types and fields.
type source struct {
	byName map[string]*types.Package // by the package's name
	docs   map[token.Pos]string      // by the position of a type's or a field's name
	files  []string                  // the Go files read
}

// load reads the contract's packages with go list, each file replaced by
// its overlay's content where it has one (a path from the root of c.dir's
// module).
func load(c contract, overlay map[string][]byte) (*source, error) {
	cfg := &packages.Config{
		Mode:    packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes,
		Dir:     c.dir,
		Overlay: overlay,
	}
	pkgs, err := packages.Load(cfg, c.packages...)
	if err != nil {
		return nil, err
	}
	src := &source{byName: map[string]*types.Package{}, docs: map[token.Pos]string{}}
	for _, p := range pkgs {
		if len(p.Errors) > 0 {
			return nil, fmt.Errorf("%s: %v", p.PkgPath, p.Errors[0])
		}
		if _, twice := src.byName[p.Name]; twice {
			return nil, fmt.Errorf("two packages are named %s: the contract names types by their package's name",
				p.Name)
		}
		src.byName[p.Name] = p.Types
		src.files = append(src.files, p.GoFiles...)
		for _, f := range p.Syntax {
			collectDocs(f, src.docs)
		}
	}
	return src, nil
}

// lookup is the named type that "package.Type" names.
func (s *source) lookup(name string) (*types.Named, error) {
	pkg, typ, _ := strings.Cut(name, ".")
	p := s.byName[pkg]
	if p == nil {
		return nil, fmt.Errorf("%s: tsgen reads no package %s", name, pkg)
	}
	obj, ok := p.Scope().Lookup(typ).(*types.TypeName)
	if !ok {
		return nil, fmt.Errorf("%s: %s declares no such type", name, p.Path())
	}
	named, ok := types.Unalias(obj.Type()).(*types.Named)
	if !ok {
		return nil, fmt.Errorf("%s is not a named type", name)
	}
	return named, nil
}

// reads says whether tsgen read the source of the package p, and so has
// the doc comments of its types.
func (s *source) reads(p *types.Package) bool {
	return p != nil && s.byName[p.Name()] == p
}

// collectDocs records the doc comments of f's types and of their fields,
// a field's comment on its line included.
func collectDocs(f *ast.File, docs map[token.Pos]string) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GenDecl:
			for _, spec := range n.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok {
					continue
				}
				doc := ts.Doc
				if doc == nil && len(n.Specs) == 1 {
					doc = n.Doc
				}
				docs[ts.Name.Pos()] = doc.Text()
			}
		case *ast.Field:
			text := strings.TrimSpace(n.Doc.Text() + "\n" + n.Comment.Text())
			for _, name := range n.Names {
				docs[name.Pos()] = text
			}
		}
		return true
	})
}
