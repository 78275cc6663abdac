//go:build !race

package sitetest

const raceEnabled = false
