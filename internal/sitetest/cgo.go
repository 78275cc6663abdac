//go:build cgo

package sitetest

// cgoEnabled says that this test binary was built with cgo.
const cgoEnabled = true
