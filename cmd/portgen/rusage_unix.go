//go:build unix

package main

import (
	"runtime"
	"syscall"
)

// peakMemory is the process's peak resident memory in bytes.
func peakMemory() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return ru.Maxrss // bytes on macOS
	}
	return ru.Maxrss * 1024 // kilobytes elsewhere
}
