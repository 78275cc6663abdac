package output

import (
	"errors"
	"io/fs"
	"os"
)

// swapByRenames is the portable swap: move out aside, move stage in, and
// leave the previous output where stage was. Between the two renames out is
// briefly missing; a failure of the second rename moves it back.
func swapByRenames(stage, out string) error {
	aside := stage + "-previous"
	if err := os.Rename(out, aside); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return os.Rename(stage, out)
		}
		return err
	}
	if err := os.Rename(stage, out); err != nil {
		return errors.Join(err, os.Rename(aside, out))
	}
	return os.Rename(aside, stage)
}
