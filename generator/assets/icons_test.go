package assets

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/portgen/portgen/generator/content"
	"github.com/portgen/portgen/generator/load"
)

// The site's icon is drawn at the icons' sizes; its own file is served
// only when another field shows it too, here as a project's icon.
func TestTheIconsFileIsServedOnlyWhereShown(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
	for i := range img.Pix {
		img.Pix[i] = uint8(i)
	}
	img.Set(0, 0, color.NRGBA{A: 0})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	abs := filepath.Join(t.TempDir(), "icon.png")
	if err := os.WriteFile(abs, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	icon := content.File("media/icon.png")
	files := map[content.File]load.FileInfo{icon: {Abs: abs, Format: "png", Width: 64, Height: 64}}
	for _, shownToo := range []bool{false, true} {
		site := &content.Site{Config: content.Config{Icon: icon}}
		if shownToo {
			site.Projects = []content.Project{{File: "projects/a.yaml", Icon: icon}}
		}
		var c Cache
		m, err := c.Make(site, files, "/", "#102030", "")
		if err != nil {
			t.Fatal(err)
		}
		if _, served := m.Files[icon]; served != shownToo {
			t.Errorf("shown elsewhere %v: its file served %v", shownToo, served)
		}
		if len(m.Icons) != 5 {
			t.Errorf("shown elsewhere %v: %d icons drawn, want 5", shownToo, len(m.Icons))
		}
	}
}
