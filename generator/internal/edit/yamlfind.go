package edit

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"gopkg.in/yaml.v3"
)

// place is where a value stands in its file: what its bytes may be, and
// what a new value written there may be.
type place struct {
	node *yaml.Node
	// indent is the column, from 0, of the key or the dash that holds the
	// value: a block scalar's body and a plain scalar's continuation lines
	// are indented more.
	indent int
	flow   bool // inside [...] or {...}, where no block scalar may go
}

// parseYAML parses one YAML document as the loader does, and returns its
// root.
func parseYAML(src []byte) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(src))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return nil, errors.New("the file holds more than one YAML document")
	}
	if len(doc.Content) == 0 {
		return nil, errors.New("the file is empty")
	}
	return doc.Content[0], nil
}

// find walks from root to the node at steps. It refuses a path through an
// anchor (editing there would change its aliases too), an alias or a tag,
// and a key written twice.
func find(root *yaml.Node, steps []step, path string) (place, error) {
	p := place{node: root, indent: -1}
	for _, s := range steps {
		if err := unadorned(p.node, path); err != nil {
			return place{}, err
		}
		next, holder, err := child(p.node, s)
		if err != nil {
			return place{}, refuse(path, p.node.Line, err.Error())
		}
		p.flow = p.flow || p.node.Style&yaml.FlowStyle != 0
		p.indent = holder.Column - 1
		p.node = next
	}
	return p, unadorned(p.node, path)
}

// findText is find for a value that must be text: a string scalar.
func findText(root *yaml.Node, steps []step, path string) (place, error) {
	p, err := find(root, steps, path)
	if err != nil {
		return place{}, err
	}
	if p.node.Kind != yaml.ScalarNode || p.node.Tag != "!!str" {
		return place{}, refuse(path, p.node.Line, "the value is not text")
	}
	return p, nil
}

// unadorned refuses a node that is an alias, or carries an anchor or a tag.
func unadorned(n *yaml.Node, path string) error {
	switch {
	case n.Kind == yaml.AliasNode:
		return refuse(path, n.Line, "an alias (*name) is involved")
	case n.Anchor != "":
		return refuse(path, n.Line, "an anchor (&name) is involved")
	case n.Style&yaml.TaggedStyle != 0:
		return refuse(path, n.Line, "a tag (!name) is involved")
	}
	return nil
}

// child is the node that step s leads to from n, and the node whose
// column the child's indentation is measured from: its key, or the list.
func child(n *yaml.Node, s step) (next, holder *yaml.Node, err error) {
	if s.index >= 0 {
		if n.Kind != yaml.SequenceNode || s.index >= len(n.Content) {
			return nil, nil, fmt.Errorf("no item %s here", s)
		}
		return n.Content[s.index], n, nil
	}
	if n.Kind != yaml.MappingNode {
		return nil, nil, fmt.Errorf("no key %q here", s.key)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key := n.Content[i]
		if key.Kind != yaml.ScalarNode || key.Value != s.key {
			continue
		}
		if next != nil {
			return nil, nil, fmt.Errorf("the key %q is written twice", s.key)
		}
		next, holder = n.Content[i+1], key
	}
	if next == nil {
		return nil, nil, fmt.Errorf("no key %q here", s.key)
	}
	return next, holder, nil
}
