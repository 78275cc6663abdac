package edit

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/portgen/portgen"
)

// hostile are texts an owner may type that YAML (or JSON) reads otherwise
// when written as they are.
var hostile = []string{
	"plain words", "'", `"`, "''", "a: b", "a #b", "#a", "-a", "- a", "[a]", "{a}", "*a", "&a", "!a", "|", ">",
	"%", "@", "`a`", "yes", "No", "on", "1.0", "0o7", ".inf", "null", "~", "2024-01-01", "1:20", `""`,
	" lead", "trail ", "a\tb", "\t", "a\r\nb", "a\nb", "a\n", "\n\na", "a\n\n", "  indented\nline",
	"é日本🙂", "\u2028", "\u0085", "\x00", "\x7f", "\ufeff", "---", "...", "key:", "a:b", "http://x.y/#z",
	"", "it's \"quoted\"", "back\\slash", "{{name}} · portfolio", "line\n\n  more\nend",
	strings.Repeat("é x: #", 1700),
}

// starterFiles are the YAML and JSON files of the starter site, the one
// `portgen new site` writes.
func starterFiles(t testing.TB) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := fs.WalkDir(portgen.Starter, "content", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.Contains(".yaml .json", path.Ext(p)) {
			return err
		}
		files[p], err = fs.ReadFile(portgen.Starter, p)
		return err
	})
	if err != nil || len(files) < 10 {
		t.Fatalf("the starter's files: %d, %v", len(files), err)
	}
	return files
}

// replaceIn edits the file name, YAML or JSON.
func replaceIn(name string, src []byte, path, text string) ([]byte, error) {
	if strings.HasSuffix(name, ".json") {
		return ReplaceJSON(src, path, text)
	}
	return Replace(src, path, text)
}

// Every text of the starter, in its files as they are and with CRLF line
// endings, can be replaced by hostile texts, and reads back as that text
// with the rest of the file as it was. Each text is edited once, with LF
// line endings or with CRLF in turn (every fourth text with -short), by
// the next hostile text, so that each hostile text meets every large
// file, with both line endings: every text times every
// hostile text would take minutes, on the locale files above all, whose
// each edit parses 10 kB of YAML several times.
func TestReplaceEveryScalarOfTheStarter(t *testing.T) {
	for name, src := range starterFiles(t) {
		for _, eol := range []string{"\n", "\r\n"} {
			data := bytes.ReplaceAll(src, []byte("\n"), []byte(eol))
			test := strings.TrimPrefix(name, "content/") + map[string]string{"\n": "/LF", "\r\n": "/CRLF"}[eol]
			first := 0
			if eol == "\r\n" {
				first = 1
			}
			t.Run(test, func(t *testing.T) {
				t.Parallel()
				replaceEveryScalar(t, name, data, first)
			})
		}
	}
}

// replaceEveryScalar edits every other text of the file, from the first
// (every fourth with -short).
func replaceEveryScalar(t *testing.T, name string, data []byte, first int) {
	was := leaves(t, data)
	scalars := textLeaves(was)
	if len(scalars) == 0 {
		t.Fatal("no text in the file")
	}
	step := 2
	if testing.Short() {
		step = 4
	}
	edits := 0
	for i := first; i < len(scalars); i += step {
		s := scalars[i]
		text := hostile[(i/2)%len(hostile)]
		out, err := replaceIn(name, data, s.path, text)
		if err != nil {
			t.Fatalf("%s = %.40q: %v", s.path, text, err)
		}
		checkReadBack(t, data, was, out, s.path, text)
		edits++
	}
	t.Logf("%d texts, %d edits", len(scalars), edits)
}

// A golden edit (testdata/edits/*.txtar): its comment says what to do,
// one "key: value" a line (op: replace, add or json; path; lang for add;
// crlf: true to run it on the file with CRLF line endings); the file
// "text" is the new text, less its last line break; "before" is the file,
// "after" what the edit makes of it (UPDATE_GOLDEN=1 rewrites it).
func TestGoldenEdits(t *testing.T) {
	cases, _ := filepath.Glob(filepath.Join("testdata", "edits", "*.txtar"))
	if len(cases) < 12 {
		t.Fatalf("%d golden edits, want a dozen at least", len(cases))
	}
	for _, c := range cases {
		t.Run(strings.TrimSuffix(filepath.Base(c), ".txtar"), func(t *testing.T) {
			a, err := txtar.ParseFile(c)
			if err != nil {
				t.Fatal(err)
			}
			spec, files := goldenSpec(a), map[string][]byte{}
			for _, f := range a.Files {
				files[f.Name] = f.Data
			}
			before, text := files["before"], strings.TrimSuffix(string(files["text"]), "\n")
			if spec["crlf"] == "true" {
				before = bytes.ReplaceAll(before, []byte("\n"), []byte("\r\n"))
			}
			got, err := goldenEdit(spec, before, text)
			if err != nil {
				t.Fatal(err)
			}
			if spec["op"] != "add" {
				checkReadBack(t, before, leaves(t, before), got, spec["path"], text)
			}
			compareGolden(t, c, a, spec["crlf"] == "true", got)
		})
	}
}

func goldenSpec(a *txtar.Archive) map[string]string {
	spec := map[string]string{}
	for line := range strings.Lines(string(a.Comment)) {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), ": "); ok {
			spec[k] = v
		}
	}
	return spec
}

func goldenEdit(spec map[string]string, before []byte, text string) ([]byte, error) {
	switch spec["op"] {
	case "replace":
		return Replace(before, spec["path"], text)
	case "add":
		return AddLanguage(before, spec["path"], spec["lang"], text, []string{"en", "pt", "fr"})
	case "json":
		return ReplaceJSON(before, spec["path"], text)
	}
	return nil, errors.New("op is replace, add or json")
}

// compareGolden compares got with the archive's "after", or rewrites it.
func compareGolden(t *testing.T, file string, a *txtar.Archive, crlf bool, got []byte) {
	if crlf {
		if bytes.Count(got, []byte("\n")) != bytes.Count(got, []byte("\r\n")) {
			t.Fatalf("a line lost its CRLF:\n%q", got)
		}
		got = bytes.ReplaceAll(got, []byte("\r\n"), []byte("\n"))
	}
	for i, f := range a.Files {
		if f.Name != "after" {
			continue
		}
		if os.Getenv("UPDATE_GOLDEN") != "" {
			a.Files[i].Data = got
			if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		if !bytes.Equal(f.Data, got) {
			t.Errorf("the edit differs from %s (UPDATE_GOLDEN=1 rewrites it):\n got:\n%s\nwant:\n%s", file, got, f.Data)
		}
		return
	}
	t.Fatalf("%s has no file named after", file)
}
