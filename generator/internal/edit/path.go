package edit

import (
	"fmt"
	"strconv"
	"strings"
)

// step is one step of a loader path: a mapping's key, or a list's index.
type step struct {
	key   string
	index int // -1 for a key
}

func (s step) String() string {
	if s.index < 0 {
		return s.key
	}
	return fmt.Sprintf("[%d]", s.index)
}

// parsePath splits a loader path ("content.pt[2]", "work[0].summary") into
// its steps. A key is what lies between dots, so a key that holds a dot
// cannot be named.
func parsePath(path string) ([]step, error) {
	var steps []step
	for _, part := range strings.Split(path, ".") {
		key, rest, indexed := strings.Cut(part, "[")
		if strings.Contains(key, "]") || (key == "" && (!indexed || len(steps) > 0)) {
			return nil, fmt.Errorf("%q is not a path of the content: a key is empty or holds a bracket", path)
		}
		if key != "" {
			steps = append(steps, step{key: key, index: -1})
		}
		if !indexed {
			continue
		}
		indices, err := parseIndices("[" + rest)
		if err != nil {
			return nil, fmt.Errorf("%q is not a path of the content: %v", path, err)
		}
		steps = append(steps, indices...)
	}
	return steps, nil
}

// parseIndices reads "[2][0]" into its steps.
func parseIndices(s string) ([]step, error) {
	var steps []step
	for s != "" {
		inner, rest, ok := strings.Cut(strings.TrimPrefix(s, "["), "]")
		if !ok || !strings.HasPrefix(s, "[") {
			return nil, fmt.Errorf("unbalanced brackets in %q", s)
		}
		i, err := strconv.Atoi(inner)
		if err != nil || i < 0 || inner != strconv.Itoa(i) {
			return nil, fmt.Errorf("%q is not an index", inner)
		}
		steps = append(steps, step{index: i})
		s = rest
	}
	return steps, nil
}
