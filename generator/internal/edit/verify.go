package edit

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// change is what an edit may change in a file's tree: the scalar node now
// reads want; or, when added is set, the map node has one more key, added,
// whose value reads want.
type change struct {
	node  *yaml.Node // in the tree before the edit
	want  string
	added string
}

// verified applies edit to the file whose tree is before, and returns the
// result only if it holds what c says and nothing else changed: the
// bytes around the splice are the file's, a one-line value replaced by
// a one-line text changes one line, and the file parsed again has the
// same tree as before (kinds, tags, anchors, values, styles, comments,
// key order) but for c. It is the one way out of Replace and AddLanguage.
func verified(before *yaml.Node, edit splice, c change) ([]byte, error) {
	after := edit.apply()
	if err := sameBytesAround(edit, after); err != nil {
		return nil, err
	}
	oneLine := !bytes.Contains(edit.src[edit.start:edit.end], []byte("\n")) && !strings.Contains(c.want, "\n")
	if c.added == "" && oneLine && strings.Contains(edit.with, "\n") {
		return nil, fmt.Errorf("a one-line text would take more than one line")
	}
	root, err := parseYAML(after)
	if err != nil {
		return nil, fmt.Errorf("the edited file would not parse: %v", err)
	}
	if err := c.same(before, root); err != nil {
		return nil, err
	}
	return after, nil
}

// sameBytesAround checks that after is the file's bytes around the splice.
func sameBytesAround(edit splice, after []byte) error {
	tail := len(edit.src) - edit.end
	if len(after) < edit.start+tail ||
		!bytes.Equal(after[:edit.start], edit.src[:edit.start]) ||
		!bytes.Equal(after[len(after)-tail:], edit.src[edit.end:]) {
		return fmt.Errorf("bytes outside the value would change")
	}
	return nil
}

// same compares the trees a (before) and b (after), node by node.
func (c change) same(a, b *yaml.Node) error {
	if a == c.node {
		return c.changed(a, b)
	}
	if err := sameNode(a, b); err != nil {
		return err
	}
	if a.Value != b.Value || a.Style != b.Style {
		return fmt.Errorf("the value at line %d would change", b.Line)
	}
	return c.sameContent(a.Content, b.Content, b.Line)
}

func (c change) sameContent(as, bs []*yaml.Node, line int) error {
	if len(as) != len(bs) {
		return fmt.Errorf("the collection at line %d would change", line)
	}
	for i := range as {
		if err := c.same(as[i], bs[i]); err != nil {
			return err
		}
	}
	return nil
}

// sameNode compares what two nodes are, their values and styles aside.
func sameNode(a, b *yaml.Node) error {
	switch {
	case a.Kind != b.Kind || a.Tag != b.Tag || a.Anchor != b.Anchor:
		return fmt.Errorf("the kind of the value at line %d would change", b.Line)
	case a.Kind != yaml.ScalarNode && a.Style != b.Style:
		return fmt.Errorf("the kind of the value at line %d would change", b.Line)
	case a.HeadComment != b.HeadComment || a.LineComment != b.LineComment || a.FootComment != b.FootComment:
		return fmt.Errorf("a comment near line %d would change", b.Line)
	}
	return nil
}

// changed checks the node that the edit changes.
func (c change) changed(a, b *yaml.Node) error {
	if err := sameNode(a, b); err != nil {
		return err
	}
	if c.added == "" {
		if b.Value != c.want {
			return fmt.Errorf("the value would read back as %.40q", b.Value)
		}
		return nil
	}
	i := slices.IndexFunc(b.Content, func(k *yaml.Node) bool { return k.Value == c.added })
	if i < 0 || i%2 != 0 || i+1 >= len(b.Content) {
		return fmt.Errorf("the language %s would not be added", c.added)
	}
	key, value := b.Content[i], b.Content[i+1]
	if key.Kind != yaml.ScalarNode || key.Tag != "!!str" || value.Kind != yaml.ScalarNode || value.Tag != "!!str" {
		return fmt.Errorf("the language %s would not read as text", c.added)
	}
	if value.Value != c.want {
		return fmt.Errorf("the value would read back as %.40q", value.Value)
	}
	return c.sameContent(a.Content, slices.Delete(slices.Clone(b.Content), i, i+2), b.Line)
}
