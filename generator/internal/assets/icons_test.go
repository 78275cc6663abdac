package assets

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
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
	files := map[content.File]content.FileInfo{icon: {Abs: abs, Format: "png", Width: 64, Height: 64}}
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

// A photo cut off after its header is named, and the encoding that the
// build runs meanwhile fails with a problem at the line that names it.
func TestADamagedImageIsAProblemWhereItIsNamed(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 400, 300))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		abs := filepath.Join(dir, name)
		if err := os.WriteFile(abs, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return abs
	}
	var icon bytes.Buffer
	if err := png.Encode(&icon, image.NewNRGBA(image.Rect(0, 0, 64, 64))); err != nil {
		t.Fatal(err)
	}
	photo := content.File("media/me.jpg")
	files := map[content.File]content.FileInfo{
		"media/icon.png": {Abs: write("icon.png", icon.Bytes()), Format: "png", Width: 64, Height: 64},
		photo: {Abs: write("me.jpg", buf.Bytes()[:buf.Len()/2]), Format: "jpeg", Width: 400, Height: 300,
			At: diag.Diagnostic{File: "content/site.yaml", Line: 9, Col: 10}},
	}
	site := &content.Site{Config: content.Config{Icon: "media/icon.png", Owner: content.Owner{Photo: photo}}}
	var c Cache
	m, err := c.Make(site, files, "/", "#102030", "")
	if err != nil {
		t.Fatalf("naming: %v", err)
	}
	err = m.Wait()
	var problems *diag.Error
	if !errors.As(err, &problems) || len(problems.Diagnostics) != 1 {
		t.Fatalf("encoding: %v, want one problem", err)
	}
	if d := problems.Diagnostics[0]; d.File != "content/site.yaml" || d.Line != 9 ||
		!strings.Contains(d.Message, `"media/me.jpg" is damaged or cut off`) {
		t.Errorf("the problem: %+v", d)
	}
}
