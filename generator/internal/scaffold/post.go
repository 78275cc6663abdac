package scaffold

import (
	"bytes"
	"cmp"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"text/template"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/slug"
)

var (
	//go:embed post.md.tmpl
	postTemplate string
	//go:embed translation.md.tmpl
	translationTemplate string
)

var (
	post        = template.Must(template.New("post").Parse(postTemplate))
	translation = template.Must(template.New("translation").Parse(translationTemplate))
)

// Post says what NewPost writes.
type Post struct {
	// Title is the new post's title; for a translation (Lang set), the
	// post it translates: its slug or its title.
	Title string
	// Lang, when set, asks for the version of an existing post in that
	// language: posts/<slug>.<lang>.md.
	Lang  string
	Draft bool      // the post starts as a draft
	Today time.Time // the new post's date, as its calendar day
}

// langCode is a language's code, as a translation's file name ends with it.
var langCode = regexp.MustCompile(content.LanguageCodePattern)

// NewPost writes a post in the content folder, with every field of its
// front matter present and commented: posts/<slug>.md for a new post, or
// posts/<slug>.<lang>.md for a version of an existing one, whose title
// and date it starts from. It never overwrites a file, and returns the
// file's path.
func NewPost(contentDir string, p Post) (string, error) {
	p.Title = strings.TrimSpace(p.Title)
	if p.Title == "" {
		return "", errors.New("give the post a title: portgen new post \"Hello, world\"")
	}
	dir := filepath.Join(contentDir, "posts")
	if p.Lang != "" {
		return newTranslation(contentDir, dir, p)
	}
	name := cmp.Or(slug.Of(p.Title), "post")
	var buf bytes.Buffer
	err := post.Execute(&buf, map[string]any{
		"Title": scalar(p.Title),
		"Date":  content.DayOf(p.Today),
		"Draft": p.Draft,
	})
	if err != nil {
		return "", err
	}
	return writeNew(filepath.Join(dir, name+".md"), buf.Bytes(), "edit it, or choose another title")
}

// newTranslation writes the version in p.Lang of the post that p.Title
// names, starting from the title and date of its file in the default
// language.
func newTranslation(contentDir, dir string, p Post) (string, error) {
	if !langCode.MatchString(p.Lang) {
		return "", fmt.Errorf("--lang %q is not a language code: two or three letters in lower case, such as pt",
			p.Lang)
	}
	if err := checkLanguage(contentDir, p.Lang); err != nil {
		return "", err
	}
	name := cmp.Or(slug.Of(p.Title), "post")
	original := filepath.Join(dir, name+".md")
	src, err := os.ReadFile(original)
	if errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf("%s not found: --lang writes a version of an existing post, named by its slug "+
			"or its title; write the post first with portgen new post \"Title\"", filepath.ToSlash(original))
	}
	if err != nil {
		return "", err
	}
	front := frontMatterOf(src)
	var buf bytes.Buffer
	err = translation.Execute(&buf, map[string]any{
		"Of":    name + ".md",
		"Lang":  p.Lang,
		"Title": scalar(cmp.Or(front.Title, p.Title)),
		"Date":  cmp.Or(front.Date, content.DayOf(p.Today)),
		"Draft": p.Draft,
	})
	if err != nil {
		return "", err
	}
	return writeNew(filepath.Join(dir, name+"."+p.Lang+".md"), buf.Bytes(), "edit it")
}

// checkLanguage refuses a translation into a language that site.yaml does
// not list, or into its default language, whose version is
// posts/<slug>.md. A site.yaml that cannot be read is left to portgen
// check.
func checkLanguage(contentDir, lang string) error {
	data, err := os.ReadFile(filepath.Join(contentDir, "site.yaml"))
	if err != nil {
		return nil
	}
	var site struct {
		Languages []string `yaml:"languages"`
	}
	if yaml.Unmarshal(data, &site) != nil || len(site.Languages) == 0 {
		return nil
	}
	switch {
	case lang == site.Languages[0]:
		return fmt.Errorf("--lang %s is the site's default language, whose version of a post is "+
			"posts/<slug>.md: give another language", lang)
	case !slices.Contains(site.Languages, lang):
		return fmt.Errorf("--lang %s is not one of the site's languages (%s): add it to languages in "+
			"site.yaml first", lang, strings.Join(site.Languages, ", "))
	}
	return nil
}

// postFront is what a translation takes from its post's front matter.
type postFront struct {
	Title string      `yaml:"title"`
	Date  content.Day `yaml:"date"`
}

// frontMatterOf reads the title and date of a post's file; what cannot be
// read is left empty (portgen check reports it).
func frontMatterOf(src []byte) postFront {
	var front postFront
	text := strings.ReplaceAll(string(src), "\r\n", "\n")
	rest, ok := strings.CutPrefix(strings.TrimPrefix(text, "\ufeff"), "---\n")
	if !ok {
		return front
	}
	yamlPart, _, _ := strings.Cut(rest, "\n---")
	if yaml.Unmarshal([]byte(yamlPart), &front) != nil {
		return postFront{}
	}
	if _, ok := front.Date.Time(); !ok {
		front.Date = ""
	}
	return front
}

// writeNew writes data into a new file, making its folder; a file that is
// there already is refused, with what to do instead.
func writeNew(file string, data []byte, instead string) (string, error) {
	if _, err := os.Lstat(file); err == nil {
		return "", fmt.Errorf("%s already exists: %s", filepath.ToSlash(file), instead)
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return "", err
	}
	// O_EXCL: a file that appeared since the check above is not replaced.
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return "", err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(file)
		return "", err
	}
	return file, f.Close()
}
