//go:build !cgo

package sitetest

const cgoEnabled = false
