package load_test

import (
	"errors"
	"testing"

	"github.com/portgen/portgen/generator/diag"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/internal/sitetest"
)

func TestBasicSiteLoads(t *testing.T) {
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	res, err := load.Load(dir)
	var de *diag.Error
	if errors.As(err, &de) {
		for _, d := range de.Diagnostics {
			t.Log(d)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := len(res.Site.Projects); got != 2 {
		t.Fatalf("projects = %d", got)
	}
}
