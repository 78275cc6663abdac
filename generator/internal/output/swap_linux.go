package output

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// swap puts stage in place of out in one atomic step (renameat2 with
// RENAME_EXCHANGE), leaving the previous output in stage. When out does not
// exist yet, a plain rename does.
func swap(stage, out string) error {
	err := unix.Renameat2(unix.AT_FDCWD, stage, unix.AT_FDCWD, out, unix.RENAME_EXCHANGE)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, unix.ENOENT):
		return os.Rename(stage, out)
	case errors.Is(err, unix.EINVAL), errors.Is(err, unix.ENOSYS):
		return swapByRenames(stage, out)
	}
	return err
}
