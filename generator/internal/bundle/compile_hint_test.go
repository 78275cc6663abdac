package bundle

import (
	"strings"
	"testing"
)

// The first load's files ask V8 to compile them as they download; the
// screens' chunks, loaded later and run in part, do not.
func TestTheFirstLoadsFilesCarryTheCompileHint(t *testing.T) {
	th, _ := shellTheme(t)
	res, err := bundler(t, th).Build()
	if err != nil {
		t.Fatal(err)
	}
	files := outputs(res)
	for _, js := range append([]string{res.Entry.JS}, res.Entry.Imports...) {
		if !strings.HasPrefix(files[js], compileHint) {
			t.Errorf("%s, of the first load, starts %q; want the compile hint first", js, head(files[js]))
		}
		if strings.Count(files[js], compileHint) != 1 {
			t.Errorf("%s has the compile hint %d times; want once", js, strings.Count(files[js], compileHint))
		}
	}
	for module, route := range res.Routes {
		if strings.Contains(files[route.JS], compileHint) {
			t.Errorf("%s, the lazy chunk of %s, has the compile hint", route.JS, module)
		}
	}
}

func head(s string) string { return s[:min(len(s), 40)] }
