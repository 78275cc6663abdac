// Package load reads a content folder into the content model. It parses
// YAML strictly, keeps the position of every value, runs the domain rules of
// package content, checks every referenced file, and turns every problem
// into a diagnostic at its file, line and column. It writes nothing.
package load

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// MaxYAMLSize is the largest YAML file portgen reads. A portfolio's files
// are a few kilobytes; anything near this is a mistake or an attack.
const MaxYAMLSize = 1 << 20

// Result is a loaded, valid site and what the loader learnt about the files
// it refers to.
type Result struct {
	Site  *content.Site
	Files map[content.File]FileInfo
	// Warnings are the problems that do not stop a build, sorted: the
	// translations of a language that site.yaml does not list, say.
	Warnings []diag.Diagnostic
	files    map[string]*yamlFile // by path relative to the content folder
}

// At is where the value at path ("links.source") of file (relative to
// the content folder) is, or its closest parent, for a later stage's
// warning about it.
func (r *Result) At(file, path string) diag.Diagnostic {
	f, ok := r.files[file]
	if !ok {
		return diag.Diagnostic{File: file}
	}
	at := f.at(path)
	return f.diagnostic(at.line, at.col, "", "")
}

// Load reads the content folder dir of a site built with a theme (its
// pages and colour schemes, see content.Theme). Problems in the owner's
// files come back as a *diag.Error holding every diagnostic, sorted; other
// errors (an unreadable folder) as plain errors.
func Load(dir string, th content.Theme) (*Result, error) { return (&Cache{}).Load(dir, th) }

// Cache keeps, between loads, what the loader learnt from files that have
// not changed since: the parsed YAML of each file, and what each referenced
// file holds. portgen serve loads through one Cache, so that a save parses
// the saved file again and not the others. The zero value is ready to use.
type Cache struct {
	yaml     map[string]parsed         // by path relative to the content folder
	files    map[string]inspected      // by referenced file and kind
	projects map[string]checkedProject // by path relative to the content folder
	lists    map[string]listed         // by folder relative to the content folder
	// told is set when the next load was told what changed (see Changed).
	told bool
}

// listed is what a folder listed: its YAML files, and the warnings of the
// others. saved are the files among them that changed since (see Changed):
// the listing holds while each is still a file.
type listed struct {
	files []string
	diags []diag.Diagnostic
	saved []string
}

// ChangedOnDisk is Changed for paths on disk, absolute or relative to the
// working folder, of which those in the content folder dir count; when one
// cannot be told, the next load looks at every file.
func (c *Cache) ChangedOnDisk(dir string, paths []string) {
	content, err := filepath.Abs(dir)
	if err != nil {
		return
	}
	var rel []string
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return // unknown: look at every file
		}
		if r, err := filepath.Rel(content, abs); err == nil && r != ".." &&
			!strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			rel = append(rel, filepath.ToSlash(r))
		}
	}
	c.Changed(rel)
}

// Changed tells the cache the files and folders that changed since its last
// load, by path relative to the content folder: it forgets what it knew of
// them, and the next load reads them again and takes every other file as
// it was, without looking at it. portgen serve's watcher tells it of every
// change, and a save then costs the files saved, not the whole site. A load
// that was not told looks at every file's size and time.
func (c *Cache) Changed(paths []string) {
	c.told = true
	under := func(rel string) bool {
		for _, p := range paths {
			if rel == p || strings.HasPrefix(rel, p+"/") || p == "." {
				return true
			}
		}
		return false
	}
	for rel := range c.yaml {
		if under(rel) {
			delete(c.yaml, rel)
		}
	}
	for key, f := range c.files {
		if under(f.file) {
			delete(c.files, key)
		}
	}
	for dir, list := range c.lists {
		stale := under(dir)
		for _, p := range paths {
			switch {
			case stale || !strings.HasPrefix(p, dir+"/"):
			case slices.Contains(list.files, p): // a save of a listed file
				list.saved = append(list.saved, p)
			default: // a file added, or one the listing warns of
				stale = true
			}
		}
		if stale {
			delete(c.lists, dir)
		} else {
			c.lists[dir] = list
		}
	}
}

// checkedProject is a project that its file decoded to and that passed its
// own rules, for the next load of the same file in the same languages:
// serve's rebuilds then decode and check again only the project saved.
// The rules across files (unique ids and slugs) and the files it names are
// checked at every load.
type checkedProject struct {
	digest   [32]byte
	langs    string
	project  content.Project
	pos      map[string]pos
	failed   map[string]bool
	comments map[string]string
	warnings []diag.Diagnostic // its decoding's and its rules'
}

type parsed struct {
	link    link // whether the file is a symbolic link (see trusted)
	size    int64
	modTime time.Time // the file's size and time when it was read, at readAt
	readAt  time.Time
	src     []byte
	lines   []string
	digest  [32]byte   // of the file's path and content
	root    *yaml.Node // nil when the file could not be parsed
	diags   []diag.Diagnostic
}

type inspected struct {
	file      string // relative to the content folder
	link      link   // whether it is a symbolic link (see trusted)
	size      int64
	modTime   time.Time
	info      FileInfo
	msg, hint string
}

// forgetAllBut drops the parsed YAML of files that are gone.
func (c *Cache) forgetAllBut(files map[string]*yamlFile) {
	for rel := range c.yaml {
		if _, ok := files[rel]; !ok {
			delete(c.yaml, rel)
			delete(c.projects, rel)
		}
	}
}

// Load reads the content folder dir, reusing what the cache holds for the
// files that did not change.
func (c *Cache) Load(dir string, th content.Theme) (*Result, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot open the content folder: %w", err)
	}
	defer root.Close()
	if c.yaml == nil {
		c.yaml, c.files, c.projects, c.lists = map[string]parsed{}, map[string]inspected{}, map[string]checkedProject{}, map[string]listed{}
	}
	l := &loader{dir: dir, root: root, files: map[string]*yamlFile{}, cache: c, folders: map[string]*os.Root{}}
	defer func() { c.told = false }()
	defer l.closeFolders()
	defer c.forgetAllBut(l.files)
	site := l.site()
	var infos map[content.File]FileInfo
	// Every rule depends on site.yaml (its languages, first of all): when it
	// cannot be parsed, its syntax error is the one problem worth reading.
	if !l.files["site.yaml"].broken {
		reported := l.diags.Len()
		l.report(site.Validate(th))
		l.keepChecked(site, l.diags.Between(reported, l.diags.Len()))
		infos = l.checkFiles(site.Files())
	}
	if err := l.diags.Err(); err != nil {
		return nil, err
	}
	site.LeaveOutUnlisted()
	slices.SortFunc(site.Projects, func(a, b content.Project) int { return a.ID - b.ID })
	return &Result{Site: site, Files: infos, Warnings: l.diags.Warnings(), files: l.files}, nil
}

type loader struct {
	dir   string
	root  *os.Root
	files map[string]*yamlFile // by path relative to dir
	diags diag.List
	cache *Cache
	// decoded are the diagnostics of each project decoded in this load, by
	// path relative to dir.
	decoded map[string][]diag.Diagnostic
	folders map[string]*os.Root // opened by stat, by path relative to dir
}

func (l *loader) shown(rel string) string { return filepath.ToSlash(filepath.Join(l.dir, rel)) }

func (l *loader) site() *content.Site {
	site := &content.Site{}
	if n, f := l.parse("site.yaml", true); n != nil {
		f.decode(n, reflect.ValueOf(&site.Config).Elem(), "")
	}
	langs := strings.Join(site.Config.Languages, ",")
	l.decoded = map[string][]diag.Diagnostic{}
	for _, rel := range l.list("projects") {
		base := path.Base(rel)
		p := content.Project{File: rel, Slug: strings.TrimSuffix(base, path.Ext(base))}
		if n, f := l.parse(rel, true); n != nil {
			if c, ok := l.cache.projects[rel]; ok && c.digest == f.digest && c.langs == langs {
				p, f.pos, f.failed, f.comments = c.project, c.pos, c.failed, c.comments
				p.Checked = true
				for _, d := range c.warnings {
					l.diags.Add(d)
				}
			} else {
				before := l.diags.Len()
				f.decode(n, reflect.ValueOf(&p).Elem(), "")
				p.Digest = f.digest
				l.decoded[rel] = l.diags.Between(before, l.diags.Len())
			}
		}
		site.Projects = append(site.Projects, p)
	}
	for _, rel := range l.list("locales") {
		base := path.Base(rel)
		loc := content.Locale{File: rel, Lang: strings.TrimSuffix(base, path.Ext(base)), Strings: map[string]string{}}
		if n, f := l.parse(rel, true); n != nil {
			f.decodeLocale(n, "", loc.Strings)
		}
		site.Locales = append(site.Locales, loc)
	}
	l.resumes(site)
	// Locales follow the order of the site's languages.
	slices.SortStableFunc(site.Locales, func(a, b content.Locale) int {
		return rank(site.Config.Languages, a.Lang) - rank(site.Config.Languages, b.Lang)
	})
	return site
}

var resumeFile = regexp.MustCompile(`^resume(\.([^.]+))?\.(json|yaml|yml)$`)

// keepChecked keeps in the cache each project decoded in this load that
// has no error of its own: neither in its decoding nor among reported, the
// diagnostics of the site's rules. It leaves out, in the site too, what it
// says in languages the site does not list, and marks it Checked.
func (l *loader) keepChecked(site *content.Site, reported []diag.Diagnostic) {
	langs := strings.Join(site.Config.Languages, ",")
	for i := range site.Projects {
		p := &site.Projects[i]
		decoded, fresh := l.decoded[p.File]
		f := l.files[p.File]
		if !fresh || f.broken {
			continue
		}
		shown := l.shown(p.File)
		own := slices.Concat(
			decoded,
			slices.DeleteFunc(slices.Clone(reported), func(d diag.Diagnostic) bool { return d.File != shown }),
		)
		if slices.ContainsFunc(own, func(d diag.Diagnostic) bool { return !d.IsWarning() }) {
			delete(l.cache.projects, p.File)
			continue
		}
		p.LeaveOutUnlisted(site.Config.Languages)
		p.Checked = true
		l.cache.projects[p.File] = checkedProject{
			digest:   p.Digest,
			langs:    langs,
			project:  *p,
			pos:      f.pos,
			failed:   f.failed,
			comments: f.comments,
			warnings: own,
		}
	}
}

// resumes reads resume.json or resume.yaml, and its translations
// resume.<lang>.json or .yaml.
func (l *loader) resumes(site *content.Site) {
	entries, err := fs.ReadDir(l.root.FS(), ".")
	if err != nil {
		l.diags.Add(diag.Diagnostic{File: l.shown("."), Message: fmt.Sprintf("cannot read folder: %v", err)})
		return
	}
	for _, e := range entries {
		m := resumeFile.FindStringSubmatch(e.Name())
		if m == nil || e.IsDir() {
			continue
		}
		r := content.Resume{File: e.Name(), Lang: m[2]}
		if r.Lang == "" && site.Resume != nil {
			l.diags.Add(
				diag.Diagnostic{
					File:    l.shown(r.File),
					Message: fmt.Sprintf("a second résumé: %s is one already", site.Resume.File),
					Hint:    "keep one of the two files",
				},
			)
			continue
		}
		if i := slices.IndexFunc(site.ResumeTranslations, func(t content.Resume) bool { return t.Lang == r.Lang }); r.Lang != "" &&
			i >= 0 {
			l.diags.Add(
				diag.Diagnostic{
					File: l.shown(r.File),
					Message: fmt.Sprintf(
						"a second translation into %s: %s is one already",
						r.Lang,
						site.ResumeTranslations[i].File,
					),
					Hint: "keep one of the two files",
				},
			)
			continue
		}
		if n, f := l.parse(r.File, true); n != nil {
			f.decode(n, reflect.ValueOf(&r).Elem(), "")
		}
		if r.Lang == "" {
			site.Resume = &r
		} else {
			site.ResumeTranslations = append(site.ResumeTranslations, r)
		}
	}
	slices.SortStableFunc(site.ResumeTranslations, func(a, b content.Resume) int {
		return rank(site.Config.Languages, a.Lang) - rank(site.Config.Languages, b.Lang)
	})
}

func rank(langs []string, l string) int {
	if i := slices.Index(langs, l); i >= 0 {
		return i
	}
	return len(langs)
}

// list returns the YAML files of a folder, relative to the content folder,
// as the cache holds them when the load was told that nothing in it
// changed.
func (l *loader) list(dir string) []string {
	if c, ok := l.cache.lists[dir]; ok && l.cache.told && l.stillFiles(c.saved) {
		l.cache.lists[dir] = listed{files: c.files, diags: c.diags}
		for _, d := range c.diags {
			l.diags.Add(d)
		}
		return c.files
	}
	before := l.diags.Len()
	files := l.read(dir)
	l.cache.lists[dir] = listed{files: files, diags: l.diags.Between(before, l.diags.Len())}
	return files
}

// stillFiles says whether each of the files listed is still there, and is
// not a folder: an editor's save may remove a file and write it again.
func (l *loader) stillFiles(listed []string) bool {
	for _, rel := range listed {
		if info, err := l.root.Lstat(rel); err != nil || info.IsDir() {
			return false
		}
	}
	return true
}

// read lists the YAML files of a folder, and warns of the others that
// look like them.
func (l *loader) read(dir string) []string {
	entries, err := fs.ReadDir(l.root.FS(), dir)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			l.diags.Add(diag.Diagnostic{File: l.shown(dir), Message: fmt.Sprintf("cannot read folder: %v", err)})
		}
		return nil
	}
	var out []string
	for _, e := range entries {
		rel, ext := dir+"/"+e.Name(), path.Ext(e.Name())
		switch {
		case e.IsDir():
			l.unreadFolder(rel)
		case ext == ".yaml" || ext == ".yml":
			out = append(out, rel)
		case strings.EqualFold(ext, ".yaml") || strings.EqualFold(ext, ".yml"):
			stem := strings.TrimSuffix(e.Name(), ext)
			l.diags.Add(diag.Diagnostic{File: l.shown(rel), Severity: diag.SeverityWarning,
				Message: fmt.Sprintf(
					"not read: portgen reads the files of %s/ whose names end in .yaml or .yml, in lower case",
					dir,
				),
				Hint: fmt.Sprintf("rename it to %s%s", strings.ToLower(stem), strings.ToLower(ext))})
		}
	}
	return out
}

// unreadFolder warns of a folder inside projects/ or locales/ that holds
// YAML files: portgen reads neither folder's subfolders.
func (l *loader) unreadFolder(rel string) {
	entries, _ := fs.ReadDir(l.root.FS(), rel)
	for _, e := range entries {
		if ext := strings.ToLower(path.Ext(e.Name())); !e.IsDir() && (ext == ".yaml" || ext == ".yml") {
			l.diags.Add(diag.Diagnostic{File: l.shown(rel + "/" + e.Name()), Severity: diag.SeverityWarning,
				Message: fmt.Sprintf(
					"not read: portgen reads the files of %s/ itself, not of its folders",
					path.Dir(rel),
				),
				Hint: fmt.Sprintf("move it to %s/", path.Dir(rel))})
		}
	}
}

var (
	yamlLine    = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
	parserError = regexp.MustCompile(
		`^(did not find expected (key|node content|'-' indicator|',' or '[\]}]'|<document start>|<stream-end>)|found (duplicate|incompatible|undefined))`,
	)
)

// parse reads and parses one YAML file. It returns the root node, or nil
// after reporting why the file cannot be read.
func (l *loader) parse(rel string, required bool) (*yaml.Node, *yamlFile) {
	f := &yamlFile{rel: rel, shown: l.shown(rel), diags: &l.diags, broken: true}
	l.files[rel] = f
	if p, ok := l.unchanged(rel); ok {
		return l.use(f, p)
	}
	readAt := time.Now()
	file, err := l.root.Open(rel)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			l.diags.Add(
				f.diagnostic(
					0,
					0,
					"file not found",
					"is --content pointing at the content folder? It must hold site.yaml",
				),
			)
		} else {
			l.diags.Add(f.diagnostic(0, 0, fmt.Sprintf("cannot read file: %v", err), ""))
		}
		return nil, f
	}
	defer file.Close()
	st, statErr := file.Stat()
	src, err := io.ReadAll(io.LimitReader(file, MaxYAMLSize+1))
	switch {
	case err != nil:
		l.diags.Add(f.diagnostic(0, 0, fmt.Sprintf("cannot read file: %v", err), ""))
		return nil, f
	case len(src) > MaxYAMLSize:
		l.diags.Add(
			f.diagnostic(
				1,
				1,
				fmt.Sprintf("file is larger than %d MiB, the most portgen reads from a YAML file", MaxYAMLSize>>20),
				"a portfolio file is a few kilobytes: is this the file you meant?",
			),
		)
		return nil, f
	}
	p, ok := l.cache.yaml[rel]
	if !ok || !bytes.Equal(p.src, src) {
		p = parsed{
			src:    src,
			lines:  strings.Split(string(src), "\n"),
			digest: sha256.Sum256(append([]byte(rel+"\x00"), src...)),
		}
		f.lines = p.lines
		p.root, p.diags = f.parseSource(src)
		p.diags = append(p.diags, f.secrets(p.root)...)
	}
	if statErr == nil && st.Size() == int64(len(src)) {
		p.size, p.modTime, p.readAt = st.Size(), st.ModTime(), readAt
	} else {
		p.readAt = time.Time{} // not to be trusted unread
	}
	l.cache.yaml[rel] = p
	return l.use(f, p)
}

// use gives f what the file parsed to.
func (l *loader) use(f *yamlFile, p parsed) (*yaml.Node, *yamlFile) {
	f.lines, f.digest = p.lines, p.digest
	for _, d := range p.diags {
		l.diags.Add(d)
	}
	f.broken = p.root == nil
	return p.root, f
}

// unchanged is the file as the cache holds it, if the load was told what
// changed (see Cache.Changed) and it is not among them, or if it has the
// size and modification time it had when it was read, some time after
// that time: a load then need not read it. A symbolic link is looked at:
// its target's changes are not told as its own. A file changed just after
// it was read can keep its size and, on a clock that ticks once a second
// or less often, its time: one read soon after it was written is read
// again at the next load, as git does with its index ("racy git").
func (l *loader) unchanged(rel string) (parsed, bool) {
	p, ok := l.cache.yaml[rel]
	if !ok {
		return parsed{}, false
	}
	trusted := l.trusted(rel, &p.link)
	l.cache.yaml[rel] = p
	switch {
	case trusted:
		return p, true // Changed would have forgotten it
	case p.readAt.Sub(p.modTime) < racyTime:
		return parsed{}, false
	}
	st, err := l.stat(rel)
	if err != nil || !st.Mode().IsRegular() || st.Size() != p.size || !st.ModTime().Equal(p.modTime) {
		return parsed{}, false
	}
	return p, true
}

// stat stats a file through its folder, opened once a load: the root's
// Stat opens every folder on the way, for each file.
func (l *loader) stat(rel string) (fs.FileInfo, error) {
	dir, name := path.Split(rel)
	if dir == "" {
		return l.root.Stat(name)
	}
	folder, ok := l.folders[dir]
	if !ok {
		var err error
		if folder, err = l.root.OpenRoot(dir); err != nil {
			return nil, err
		}
		l.folders[dir] = folder
	}
	return folder.Stat(name)
}

// link says whether a file the cache holds is a symbolic link, once a load
// has looked.
type link uint8

const (
	linkUnknown link = iota
	notLink
	isLink
)

// trusted reports whether a file the cache holds may be taken as it was,
// without looking at it: the load was told what changed, and the file is
// not a symbolic link, whose target's changes are not told as its own
// (known, which it looks at the first time).
func (l *loader) trusted(rel string, known *link) bool {
	if !l.cache.told {
		return false
	}
	if *known == linkUnknown {
		*known = notLink
		if st, err := l.root.Lstat(rel); err != nil || st.Mode()&fs.ModeSymlink != 0 {
			*known = isLink
		}
	}
	return *known == notLink
}

func (l *loader) closeFolders() {
	for _, folder := range l.folders {
		folder.Close()
	}
}

// racyTime is how long after its modification time a file must have been
// read for its size and time to tell whether it changed since: longer
// than the coarsest clock of a file system (FAT's, of two seconds).
const racyTime = 3 * time.Second

// parseSource parses one YAML document, or says why it cannot.
func (f *yamlFile) parseSource(src []byte) (*yaml.Node, []diag.Diagnostic) {
	fail := func(d diag.Diagnostic) (*yaml.Node, []diag.Diagnostic) { return nil, []diag.Diagnostic{d} }
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		return fail(
			f.diagnostic(1, 1, "file starts with a byte-order mark (BOM)", "save the file as UTF-8 without BOM"),
		)
	}
	if !utf8.Valid(src) {
		line, col := invalidUTF8(src)
		return fail(f.diagnostic(line, col, "file is not valid UTF-8", "save the file with the UTF-8 encoding"))
	}
	if path.Ext(f.rel) == ".json" {
		return f.parseJSON(src)
	}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil && err != io.EOF {
		return fail(f.syntaxError(err))
	}
	if len(doc.Content) == 0 || doc.Content[0].Tag == "!!null" {
		return fail(f.diagnostic(1, 1, "file is empty", emptyFileHint(f.rel)))
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err != io.EOF {
		line := 1
		if err == nil {
			line = max(extra.Line-1, 1)
		}
		return fail(
			f.diagnostic(
				line,
				1,
				"file holds more than one YAML document",
				"remove the `---` separator and what follows it",
			),
		)
	}
	return doc.Content[0], nil
}

// emptyFileHint says what a file of that folder must hold.
func emptyFileHint(rel string) string {
	switch {
	case strings.HasPrefix(rel, "projects/"):
		return "a project needs id, icon, title, content, tech, links and images; “Add a project” in the owner's guide shows one: https://github.com/portgen/portgen/blob/main/docs/guide.md#add-a-project"
	case strings.HasPrefix(rel, "locales/"):
		return "a locale file holds the interface strings, with the same keys as the default language's file"
	case strings.HasPrefix(rel, "resume"):
		return "a résumé in the JSON Resume schema (jsonresume.org) needs at least {\"basics\": {\"name\": \"Your Name\"}}; or delete the file"
	}
	return "site.yaml needs baseURL, icon, languages, owner and wallpapers; see “Make it yours” in the owner's guide: https://github.com/portgen/portgen/blob/main/docs/guide.md#make-it-yours"
}

// syntaxError turns a yaml.v3 parse error into a diagnostic. yaml.v3 gives
// the line only; the column is that of the first tab, or of the line's text.
func (f *yamlFile) syntaxError(err error) diag.Diagnostic {
	m := yamlLine.FindStringSubmatch(err.Error())
	if m == nil {
		return f.diagnostic(1, 1, "invalid YAML: "+strings.TrimPrefix(err.Error(), "yaml: "), "")
	}
	line, _ := strconv.Atoi(m[1])
	if parserError.MatchString(m[2]) {
		// yaml.v3 counts the lines of parser errors (not scanner errors)
		// from 0: it names the line before the construct left open.
		line++
	}
	text := ""
	if line > 0 && line <= len(f.lines) {
		text = f.lines[line-1]
	}
	if tab := strings.IndexByte(text, '\t'); tab >= 0 && strings.TrimLeft(text[:tab], " ") == "" {
		return f.diagnostic(
			line,
			tab+1,
			"tab character in indentation",
			"YAML indents with spaces only; replace the tab with spaces",
		)
	}
	col := len(text) - len(strings.TrimLeft(text, " ")) + 1
	if openLine, openCol, bracket := f.unclosedBracket(line); openLine > 0 {
		// The parser notices a [list] or {mapping} left open only lines later.
		return f.diagnostic(openLine, openCol, fmt.Sprintf("invalid YAML: this %q is never closed", bracket),
			fmt.Sprintf("close it with %q, or put the text in quotes if it starts with %q", closing[bracket], bracket))
	}
	hint := "check the indentation and the `key: value` syntax of this line and the one before"
	switch {
	case strings.HasPrefix(m[2], "mapping values are not allowed"):
		// Most often text that holds ": " without quotes.
		if i := strings.LastIndex(text, ": "); i > strings.Index(text, ": ") {
			col = utf8.RuneCountInString(text[:i]) + 1
		}
		hint = `text that contains ": " must be in quotes: title: "Weather: the app"`
	case strings.Contains(m[2], "unexpected end of stream"), strings.Contains(m[2], "found unexpected end"):
		if i := strings.IndexAny(text, `"'[{`); i >= 0 {
			col = utf8.RuneCountInString(text[:i]) + 1
		}
		hint = "a quoted string or a [list] or {mapping} is not closed"
	case strings.Contains(m[2], "did not find expected key"):
		hint = "this line is not indented like the lines around it"
	}
	return f.diagnostic(line, col, "invalid YAML: "+m[2], hint)
}

var closing = map[string]string{"[": "]", "{": "}"}

// unclosedBracket finds, on the lines up to line, a [ or { of a flow
// collection that is never closed, outside quotes and comments.
func (f *yamlFile) unclosedBracket(line int) (openLine, openCol int, bracket string) {
	type open struct {
		line, col int
		ch        byte
	}
	var stack []open
	for l := 1; l <= line && l <= len(f.lines); l++ {
		text := f.lines[l-1]
		var quote byte
		for i := 0; i < len(text); i++ {
			c := text[i]
			switch {
			case quote != 0:
				if c == quote {
					quote = 0
				}
			case c == '"' || c == '\'':
				quote = c
			case c == '#' && (i == 0 || text[i-1] == ' '):
				i = len(text)
			case c == '[' || c == '{':
				stack = append(stack, open{l, utf8.RuneCountInString(text[:i]) + 1, c})
			case (c == ']' || c == '}') && len(stack) > 0:
				stack = stack[:len(stack)-1]
			}
		}
	}
	if len(stack) == 0 {
		return 0, 0, ""
	}
	o := stack[len(stack)-1]
	return o.line, o.col, string(o.ch)
}

// find moves a position to the first occurrence of needle in the lines from
// there on, so that a problem inside a long value points at its cause.
func (f *yamlFile) find(from pos, needle string) pos {
	if needle == "" {
		return from
	}
	for line := from.line; line <= len(f.lines) && line < from.line+100; line++ {
		text := f.lines[line-1]
		start := 0
		if line == from.line {
			start = min(len(text), max(0, from.col-1))
		}
		if i := strings.Index(text[start:], needle); i >= 0 {
			return pos{line, utf8.RuneCountInString(text[:start+i]) + 1}
		}
	}
	return from
}

func invalidUTF8(src []byte) (line, col int) {
	line, col = 1, 1
	for len(src) > 0 {
		r, size := utf8.DecodeRune(src)
		if r == utf8.RuneError && size <= 1 {
			return line, col
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		src = src[size:]
	}
	return line, col
}

// decodeLocale flattens a locale file into dotted keys.
func (f *yamlFile) decodeLocale(n *yaml.Node, prefix string, out map[string]string) {
	if n = f.deref(n); n == nil {
		return
	}
	if n.Kind != yaml.MappingNode {
		f.errorf(
			n,
			"write `key: text` pairs, nested as needed",
			"`%s` must be a mapping of keys to text, got %s",
			displayPath(prefix),
			describe(n),
		)
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := f.deref(n.Content[i]), f.deref(n.Content[i+1])
		if key == nil || val == nil {
			return
		}
		k := joinPath(prefix, key.Value)
		_, dup := f.pos[k]
		switch {
		case key.Kind != yaml.ScalarNode || key.Value == "" || strings.ContainsAny(key.Value, ". "):
			f.errorf(key, "keys are words without dots or spaces; nest them to group", "invalid key %q", key.Value)
		case dup:
			f.errorf(key, "remove one of the two", "duplicate key `%s`", k)
		case val.Kind == yaml.MappingNode:
			f.setPos(k, pos{key.Line, key.Column})
			f.decodeLocale(val, k, out)
		case val.Kind == yaml.ScalarNode && val.Tag != "!!null":
			f.setPos(k, pos{key.Line, key.Column})
			out[k] = val.Value
		default:
			f.errorf(
				val,
				"write the text after the key, or nest more keys under it",
				"`%s` must be text or nested keys, got %s",
				k,
				describe(val),
			)
		}
	}
}

// report turns domain problems into diagnostics at their positions. It
// leaves out what the parser already reported: problems in a file that could
// not be parsed, or at a value of the wrong type, and the comparisons of
// locale files when one of them could not be parsed.
func (l *loader) report(problems []content.Problem) {
	brokenLocale := false
	for rel, f := range l.files {
		brokenLocale = brokenLocale || (f.broken && strings.HasPrefix(rel, "locales/"))
	}
	for _, p := range problems {
		f, ok := l.files[p.File]
		if ok && (f.broken || f.accounted(p.Path) || (brokenLocale && strings.HasPrefix(p.File, "locales/"))) {
			continue
		}
		severity := diag.SeverityError
		if p.Warning {
			severity = diag.SeverityWarning
		}
		if !ok {
			l.diags.Add(
				diag.Diagnostic{
					File:     l.shown(p.File),
					Line:     1,
					Col:      1,
					Severity: severity,
					Message:  p.Message,
					Hint:     p.Hint,
				},
			)
			continue
		}
		msg, hint := p.Message, p.Hint
		if _, present := f.pos[p.Path]; present && p.IfPresent != "" {
			msg = p.IfPresent
		}
		if msg == "" {
			continue // a rule of an optional value, which is not in the file
		}
		if c, ok := f.comments[p.Path]; ok {
			hint = fmt.Sprintf(
				"# starts a comment in YAML, so the value was read as empty; a value that starts with # goes in quotes: %s: %q",
				lastKey(p.Path),
				c,
			)
		}
		at := f.find(f.at(p.Path), p.Needle)
		d := f.diagnostic(at.line, at.col, msg, hint)
		d.Severity = severity
		l.diags.Add(d)
	}
}
