// Package edit writes a text edited on the page served by `portgen serve`
// back into its content file, byte for byte: only the bytes of the edited
// value change. Comments, blank lines, key order, indentation, the quoting
// of every other value, the line endings and the final newline stay as
// they were.
//
// A value is named by the loader's path: "title.pt", "content.pt[2]",
// "links.live", "wallpapers[0].name.en", a locale file's "home.greeting"
// (its nested keys, one step per dot), a résumé's "work[0].highlights[1]".
// A key that itself holds a dot or a bracket cannot be named so; the
// loader refuses such keys in locale files, and no other file has them.
//
// Every result is checked before it is returned: the file parsed again
// must give exactly the new text at that path and the same tree
// everywhere else (kinds, tags, values, styles, comments, key order), and
// the bytes around the value must be those of the file. A value whose
// bytes cannot be found for certain, or one that an anchor, an alias or a
// tag is involved in, is refused with ErrCannotLocate: never a guess.
//
// It is serve's: no stage imports it, and a build never runs it.
package edit

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// ErrCannotLocate is the error of an edit that portgen will not make: the
// value's bytes cannot be found for certain, an anchor, alias or tag is
// involved, or the file would change elsewhere. The file is then to be
// edited by hand.
var ErrCannotLocate = errors.New("portgen cannot edit this value safely; edit it in the file")

// refuse is ErrCannotLocate for the value at path, with why.
func refuse(path string, line int, why string) error {
	if line > 0 {
		return fmt.Errorf("%s (line %d): %s: %w", path, line, why, ErrCannotLocate)
	}
	return fmt.Errorf("%s: %s: %w", path, why, ErrCannotLocate)
}

// checkText refuses a new text that no file could hold.
func checkText(path, text string) error {
	if !utf8.ValidString(text) {
		return fmt.Errorf("%s: the new text is not valid UTF-8", path)
	}
	return nil
}
