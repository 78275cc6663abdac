//go:build unix

package dirlock

import (
	"os"

	"golang.org/x/sys/unix"
)

// Lock holds an exclusive lock on the folder dir until unlock is called,
// waiting for any other holder, in this process or another: two builds
// into one output, two installs of one theme's packages, take turns. The
// kernel drops the lock of a killed process. The folder itself is locked,
// so that no lock file is left in it.
func Lock(path string) (unlock func(), err error) {
	dir, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(dir.Fd()), unix.LOCK_EX); err != nil {
		dir.Close()
		return nil, err
	}
	return func() { dir.Close() }, nil // closing the last descriptor releases the lock
}
