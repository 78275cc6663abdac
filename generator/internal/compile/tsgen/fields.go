package main

import (
	"cmp"
	"go/types"
	"reflect"
	"slices"
	"strings"
)

// field is one member of a struct's JSON object.
type field struct {
	key      string     // its JSON key
	v        *types.Var // the Go field
	optional bool       // left out when it is empty (omitempty, omitzero)
	quoted   bool       // a number or a boolean written as a string (the option ",string")
	tsType   string     // its tag tstype: a TypeScript type that says more than Go's (literals)
	tagged   bool       // its key is its json tag's
	index    []int      // where it is, through the structs it is embedded in
}

// jsonFields are the fields of s that encoding/json writes, by its rules
// (typeFields in encoding/json/encode.go): an embedded struct's fields are
// promoted unless a shallower field has their key, and two at the same
// depth, neither of them tagged, cancel out.
func jsonFields(s *types.Struct) []field {
	var all []field
	collectFields(s, nil, false, map[*types.Struct]bool{}, &all)
	byKey := map[string][]field{}
	for _, f := range all {
		byKey[f.key] = append(byKey[f.key], f)
	}
	var out []field
	for _, same := range byKey {
		if f, ok := dominant(same); ok {
			out = append(out, f)
		}
	}
	slices.SortFunc(out, func(a, b field) int { return slices.Compare(a.index, b.index) })
	return out
}

// collectFields adds the JSON fields of s, at index, and those of the
// structs it embeds, to out; on is the embedded structs on the way there.
// Behind a pointer, which may be nil, they are all optional.
func collectFields(s *types.Struct, index []int, behindPointer bool, on map[*types.Struct]bool, out *[]field) {
	on[s] = true
	defer delete(on, s)
	for i := range s.NumFields() {
		v := s.Field(i)
		tag := reflect.StructTag(s.Tag(i))
		if tag.Get("json") == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag.Get("json"), ",")
		at := append(slices.Clone(index), i)
		inner, pointer := embeddedStruct(v)
		if v.Embedded() && name == "" && inner != nil {
			if !on[inner] {
				collectFields(inner, at, behindPointer || pointer, on, out)
			}
			continue
		}
		if !v.Exported() {
			continue
		}
		options := strings.Split(opts, ",")
		omitted := slices.Contains(options, "omitempty") && emptiable(v.Type())
		*out = append(*out, field{
			key:      cmp.Or(name, v.Name()),
			v:        v,
			optional: omitted || behindPointer || slices.Contains(options, "omitzero"),
			quoted:   slices.Contains(options, "string"),
			tsType:   union(tag.Get("tstype")),
			tagged:   name != "",
			index:    at,
		})
	}
}

// union is a tstype tag's type with a space on either side of each |: a
// long union of literals fits on a line written without them.
func union(tsType string) string {
	parts := strings.Split(tsType, "|")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
	}
	return strings.Join(parts, " | ")
}

// embeddedStruct is the struct that v embeds, and whether through a
// pointer; nil when v is no embedded struct.
func embeddedStruct(v *types.Var) (*types.Struct, bool) {
	if !v.Embedded() {
		return nil, false
	}
	t := types.Unalias(v.Type())
	p, pointer := t.(*types.Pointer)
	if pointer {
		t = p.Elem()
	}
	s, _ := t.Underlying().(*types.Struct)
	return s, pointer
}

// emptiable says whether omitempty leaves a value of type t out when it is
// empty: a struct or an array is written whatever it holds.
func emptiable(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Struct:
		return false
	case *types.Array:
		return u.Len() == 0
	}
	return true
}

// dominant is the field that encoding/json writes of those with one key:
// the shallowest, if it is alone at its depth or the only one tagged there.
func dominant(same []field) (field, bool) {
	depth := len(slices.MinFunc(same, func(a, b field) int { return len(a.index) - len(b.index) }).index)
	var shallowest, tagged []field
	for _, f := range same {
		if len(f.index) == depth {
			shallowest = append(shallowest, f)
			if f.tagged {
				tagged = append(tagged, f)
			}
		}
	}
	switch {
	case len(shallowest) == 1:
		return shallowest[0], true
	case len(tagged) == 1:
		return tagged[0], true
	}
	return field{}, false
}
