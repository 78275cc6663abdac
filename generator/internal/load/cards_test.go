package load_test

import (
	"strings"
	"testing"

	"github.com/portgen/portgen/generator/internal/cards"
	"github.com/portgen/portgen/generator/internal/load"
	"github.com/portgen/portgen/generator/internal/theme/themetest"
	"github.com/portgen/portgen/internal/sitetest"
)

// A character that no font of the cards has is a warning at the file and
// line of the text, naming the character; the build goes on. A project
// with its own card image draws no text, and is not warned of.
func TestUndrawnCharactersAreWarnedOfWhereTheyAre(t *testing.T) {
	dir := t.TempDir()
	files := sitetest.Files(sitetest.Load("basic"), nil)
	engine := strings.Replace(string(files["projects/engine.yaml"]), "pt: Máquina Analítica}", "pt: Máquina 東京}", 1)
	notes := string(files["projects/notes.yaml"])
	notes = strings.Replace(notes, "title: Notes", "title: Notes 🚀\ncard: media/shot.jpg", 1)
	sitetest.Write(t, dir, sitetest.Load("basic"), map[string][]byte{
		"projects/engine.yaml": []byte(engine), "projects/notes.yaml": []byte(notes),
	})
	th := themetest.Rules()
	th.Undrawn = cards.Missing
	res, err := load.Load(dir, th)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range res.Warnings {
		got = append(got, w.String())
	}
	want := dir + "/projects/engine.yaml:3:44:" // at 東
	if len(got) != 1 || !strings.HasPrefix(got[0], want) ||
		!strings.Contains(got[0], "warning: the link-preview card is drawn without U+6771 東, U+4EAC 京") {
		t.Errorf("warnings:\n%s\nwant one at %s naming U+6771 東", strings.Join(got, "\n"), want)
	}
}
