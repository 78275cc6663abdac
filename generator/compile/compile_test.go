package compile_test

import (
	"encoding/json"
	"testing"

	"github.com/portgen/portgen/generator/assets"
	"github.com/portgen/portgen/generator/compile"
	"github.com/portgen/portgen/generator/load"
	"github.com/portgen/portgen/internal/sitetest"
)

func compileBasic(t *testing.T) (compile.Site, []compile.Project, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	sitetest.Write(t, dir, sitetest.Load("basic"), nil)
	res, err := load.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var cache assets.Cache
	files, err := cache.Fingerprint(res.Files, "/portfolio/")
	if err != nil {
		t.Fatal(err)
	}
	locales := map[string][]byte{}
	for _, l := range res.Site.Locales {
		locales[l.Lang] = compile.JSON(compile.Locale(l))
	}
	return compile.SiteData(res.Site, files, "/portfolio/", compile.WeatherEnv{}), compile.Projects(res.Site, files, "100vw"), locales
}

func indent(t *testing.T, data []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	out, _ := json.MarshalIndent(v, "", "  ")
	return append(out, '\n')
}

// The theme's types in theme/src/shared/data/types.ts describe these files.
func TestCompiledJSON(t *testing.T) {
	site, projects, locales := compileBasic(t)
	sitetest.Golden(t, "compile/site.json", indent(t, compile.JSON(site)))
	sitetest.Golden(t, "compile/projects.json", indent(t, compile.JSON(projects)))
	sitetest.Golden(t, "compile/locale-pt.json", indent(t, locales["pt"]))
}

func TestJSONKeepsTextAsWritten(t *testing.T) {
	got := string(compile.JSON(map[string]string{"t": "<b> & </script>"}))
	if got != `{"t":"<b> & </script>"}` {
		t.Errorf("JSON = %s", got)
	}
}
