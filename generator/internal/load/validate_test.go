package load_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/diag"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// The bad content a load must report, case by case, is the corpus in
// testdata/bad, which cmd/portgen's TestBadContent runs through a build.

func TestDiagnosticsCarryTheSourceLine(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "content")
	basic := sitetest.Files(sitetest.Load("basic"), nil)
	notes := strings.Replace(string(basic["projects/notes.yaml"]), "title:", "titel:", 1)
	sitetest.Write(t, dir, sitetest.Load("basic"), map[string][]byte{"projects/notes.yaml": []byte(notes)})
	_, err := load.Load(dir, themetest.Rules())
	var de *diag.Error
	if !errors.As(err, &de) || len(de.Diagnostics) == 0 {
		t.Fatalf("err = %v, want diagnostics", err)
	}
	if d := de.Diagnostics[0]; d.Line != 3 || d.Source != "titel: Notes" {
		t.Errorf("diagnostic at line %d with source %q; want line 3, \"titel: Notes\"", d.Line, d.Source)
	}
}
