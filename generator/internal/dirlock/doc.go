// Package dirlock has processes take turns on a folder: an exclusive lock
// on the folder itself (flock(2)), which the kernel drops with the process
// that held it. Where there is no flock, it does nothing.
package dirlock
