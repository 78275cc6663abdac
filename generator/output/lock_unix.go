//go:build unix

package output

import (
	"os"

	"golang.org/x/sys/unix"
)

// lock holds an exclusive lock on the folder that holds the output, so that
// two builds into it take turns: the second waits for the first to swap its
// output in. The kernel drops the lock of a killed build. The folder itself
// is locked, so that no lock file is left beside the output.
func lock(parent string) (unlock func(), err error) {
	dir, err := os.Open(parent)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(dir.Fd()), unix.LOCK_EX); err != nil {
		dir.Close()
		return nil, err
	}
	return func() { dir.Close() }, nil // closing the last descriptor releases the lock
}
