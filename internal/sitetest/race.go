//go:build race

package sitetest

// raceEnabled says that the race detector watches this test binary.
const raceEnabled = true
