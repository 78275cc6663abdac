package sitetest

import (
	"os"
	"testing"
)

// TestWriteFixture writes the basic fixture to $SITETEST_OUT, for poking at
// it by hand: SITETEST_OUT=/tmp/site go test ./internal/sitetest.
func TestWriteFixture(t *testing.T) {
	out := os.Getenv("SITETEST_OUT")
	if out == "" {
		t.Skip("SITETEST_OUT not set")
	}
	Write(t, out, Load("basic"), nil)
}
