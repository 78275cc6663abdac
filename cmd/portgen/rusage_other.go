//go:build !unix

package main

// peakMemory is unknown on this system.
func peakMemory() int64 { return 0 }
