package prerender

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/go-sourcemap/sourcemap"
)

// Position is a place in the theme's source: its file as the source map
// names it (relative to the bundle's folder), and its line and column,
// from 1.
type Position struct {
	File         string
	Line, Column int
}

// frame is where one line of a QuickJS stack trace points: the line and
// column, from 1, of "    at Route (<eval>:3:7)", or of "    at <eval>:3:7"
// for a syntax error.
var frame = regexp.MustCompile(`(?m)^\s*at (?:.*\()?<eval>:(\d+):(\d+)\)?$`)

// sourceOf finds where an error's stack trace starts in the theme's own
// code, the first frame that the prerenderer's source map places outside
// node_modules. It returns false when the stack or the map do not say.
// (go-sourcemap reads the map: the one thing it does, and what Sentry's Go
// SDK reads JavaScript stack traces with.)
func sourceOf(stack string, sourceMap []byte) (Position, bool) {
	if len(sourceMap) == 0 {
		return Position{}, false
	}
	m, err := sourcemap.Parse("", sourceMap)
	if err != nil {
		return Position{}, false
	}
	for _, f := range frame.FindAllStringSubmatch(stack, -1) {
		line, _ := strconv.Atoi(f[1])
		col, _ := strconv.Atoi(f[2])
		file, _, srcLine, srcCol, ok := m.Source(line, col-1)
		if ok && file != "" && !strings.Contains(file, "node_modules/") {
			return Position{File: file, Line: srcLine, Column: srcCol + 1}, true
		}
	}
	return Position{}, false
}
