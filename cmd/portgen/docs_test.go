package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
	"github.com/spf13/pflag"

	"github.com/portgen/portgen/internal/sitetest"
)

// The command reference, docs/commands/, is written from the commands
// themselves by cobra/doc, as cli/cli writes its manual: a flag or a help
// text changed here changes the reference, and this test fails until the
// new one is committed. It is a golden file like the others.
//go:generate env UPDATE_GOLDEN=1 go test -run ^TestCommandDocsAreCurrent$ .

const refreshDocs = "UPDATE_GOLDEN=1 go test ./cmd/portgen -run TestCommandDocsAreCurrent " +
	"(or: go generate ./cmd/portgen)"

func TestCommandDocsAreCurrent(t *testing.T) {
	got := t.TempDir()
	if err := writeCommandDocs(got); err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(sitetest.Root(), "docs", "commands")
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.RemoveAll(want); err != nil {
			t.Fatal(err)
		}
		if err := os.CopyFS(want, os.DirFS(got)); err != nil {
			t.Fatal(err)
		}
		return
	}
	gotFiles, wantFiles := markdownFiles(t, got), markdownFiles(t, want)
	for _, name := range gotFiles {
		if !slices.Contains(wantFiles, name) {
			t.Errorf("docs/commands/%s is missing: run %s", name, refreshDocs)
			continue
		}
		g, _ := os.ReadFile(filepath.Join(got, name))
		w, _ := os.ReadFile(filepath.Join(want, name))
		if !bytes.Equal(g, w) {
			t.Errorf("docs/commands/%s is not what the command says now: run %s", name, refreshDocs)
		}
	}
	for _, name := range wantFiles {
		if !slices.Contains(gotFiles, name) {
			t.Errorf("docs/commands/%s documents a command that is gone: run %s", name, refreshDocs)
		}
	}
}

// writeCommandDocs writes one Markdown page per command into dir.
func writeCommandDocs(dir string) error {
	root := docRoot()
	for _, c := range commands(root) {
		c.DisableAutoGenTag = true // no date: the pages are the same on every run
		c.Short, c.Long = markdownText(c.Short), markdownText(c.Long)
		// Defaults that depend on the machine or the environment are shown
		// as a reader would find them on Linux.
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if d, ok := documentedDefaults[f.Name]; ok {
				f.DefValue = d
			}
		})
	}
	return doc.GenMarkdownTree(root, dir)
}

// markdownText escapes what Markdown would take for HTML in a help text
// (theme/<path>: GitHub drops the unknown <path> tag), but in code spans
// and in the lines indented as code, which show it as it is.
func markdownText(help string) string {
	lines := strings.Split(help, "\n")
	for i, line := range lines {
		if strings.HasPrefix(line, "\t") || strings.HasPrefix(line, "    ") {
			continue
		}
		var b strings.Builder
		code := false
		for _, r := range line {
			switch {
			case r == '`':
				code = !code
				b.WriteRune(r)
			case r == '<' && !code:
				b.WriteString("&lt;")
			case r == '>' && !code:
				b.WriteString("&gt;")
			default:
				b.WriteRune(r)
			}
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}

// documentedDefaults are the defaults the reference shows for the flags
// whose default is read from the machine (the user's cache folder) or the
// environment (PORTGEN_WORKERS).
var documentedDefaults = map[string]string{
	"cache-dir": "~/.cache/portgen",
	"workers":   "0",
}

// docRoot is the command tree as a user runs it: cobra adds `completion`
// when the root command runs.
func docRoot() *cobra.Command {
	root := newRootCmd(env{stdout: io.Discard, stderr: io.Discard, now: time.Now})
	root.InitDefaultCompletionCmd()
	return root
}

// commands lists every command a user can run, the root included, as
// cobra/doc documents them (help is left out).
func commands(c *cobra.Command) []*cobra.Command {
	out := []*cobra.Command{c}
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() && !sub.IsAdditionalHelpTopicCommand() {
			out = append(out, commands(sub)...)
		}
	}
	return out
}

func markdownFiles(t *testing.T, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range names {
		names[i] = filepath.Base(n)
	}
	return names
}

// Every command is explained in the manual's own words somewhere in docs/,
// not only listed in the generated reference: a new command needs a line
// in the guide (or wherever it belongs) that says what it is for.
func TestCommandDocsNameEveryCommand(t *testing.T) {
	docs := filepath.Join(sitetest.Root(), "docs")
	var text strings.Builder
	err := filepath.WalkDir(docs, func(path string, d os.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path == filepath.Join(docs, "commands"):
			return filepath.SkipDir // generated from the commands themselves
		case !d.IsDir() && strings.HasSuffix(path, ".md"):
			b, err := os.ReadFile(path)
			text.Write(b)
			text.WriteByte('\n')
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range commands(docRoot())[1:] {
		name := c.CommandPath()
		if !regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(text.String()) {
			t.Errorf("no page of docs/ (docs/commands/ aside) names `%s`: say in the guide what it is for", name)
		}
	}
}
