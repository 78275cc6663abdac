package load

import (
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/diag"
)

// Cache keeps, between loads, what the loader learnt from files that have
// not changed since: the parsed YAML of each file, and what each referenced
// file holds. portgen serve loads through one Cache, so that a save parses
// the saved file again and not the others. The zero value is ready to use.
type Cache struct {
	yaml     map[string]parsed         // by path relative to the content folder
	files    map[string]inspected      // by referenced file and kind
	projects map[string]checkedProject // by path relative to the content folder
	lists    map[string]listed         // by folder relative to the content folder
	bodies   map[string]parsedBody     // the posts' Markdown, by path relative to the content folder
	// told is set when the next load was told what changed (see Changed).
	told bool
	// Sources, set by portgen serve, makes each load note where each text
	// is written (see Result.Sources), for editing on the page. A build
	// leaves it off, and notes nothing.
	Sources bool
	// overlay holds files' bytes to read instead of theirs (see LoadWith).
	overlay map[string][]byte
}

// listed is what a folder listed: its YAML files, and the warnings of the
// others. saved are the files among them that changed since (see Changed):
// the listing holds while each is still a file.
type listed struct {
	files []string
	diags []diag.Diagnostic
	saved []string
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
	sources  content.Sources
	warnings []diag.Diagnostic // its decoding's and its rules'
}

// parsed is a YAML or JSON file as the cache holds it.
type parsed struct {
	link    link // whether the file is a symbolic link (see trusted)
	size    int64
	modTime time.Time // the file's size and time when it was read, at readAt
	readAt  time.Time
	src     []byte
	lines   []string
	digest  [32]byte   // of the file's path and content
	sum     [32]byte   // of its content alone, when the cache notes sources
	root    *yaml.Node // nil when the file could not be parsed
	diags   []diag.Diagnostic
}

// inspected is what the inspection of a referenced file found.
type inspected struct {
	file      string // relative to the content folder
	link      link   // whether it is a symbolic link (see trusted)
	size      int64
	modTime   time.Time
	info      content.FileInfo
	msg, hint string
}

// init makes the cache's maps, before its first load.
func (c *Cache) init() {
	if c.yaml != nil {
		return
	}
	c.yaml = map[string]parsed{}
	c.files = map[string]inspected{}
	c.projects = map[string]checkedProject{}
	c.lists = map[string]listed{}
	c.bodies = map[string]parsedBody{}
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
		r, err := filepath.Rel(content, abs)
		if err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
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
		if under(dir) || list.outdatedBy(dir, paths) {
			delete(c.lists, dir)
		} else {
			c.lists[dir] = list
		}
	}
}

// outdatedBy reports whether a change to paths makes the listing of dir
// outdated: a file added to it, or one it warned of, changed. A listed
// file that changed is noted in saved instead.
func (list *listed) outdatedBy(dir string, paths []string) bool {
	for _, p := range paths {
		switch {
		case !strings.HasPrefix(p, dir+"/"):
		case slices.Contains(list.files, p): // a save of a listed file
			list.saved = append(list.saved, p)
		default: // a file added, or one the listing warns of
			return true
		}
	}
	return false
}

// forgetAllBut drops the parsed YAML and Markdown of files that are gone.
func (c *Cache) forgetAllBut(files map[string]*yamlFile) {
	for rel := range c.yaml {
		if _, ok := files[rel]; !ok {
			delete(c.yaml, rel)
			delete(c.projects, rel)
		}
	}
	for rel := range c.bodies {
		if _, ok := files[rel]; !ok {
			delete(c.bodies, rel)
		}
	}
}

// reuseChecked takes a project as the cache holds it, with the positions
// of its file's values and its warnings.
func (l *loader) reuseChecked(c checkedProject, f *yamlFile) content.Project {
	f.pos = c.pos
	f.failed = c.failed
	f.comments = c.comments
	f.sources = c.sources
	for _, d := range c.warnings {
		l.diags.Add(d)
	}
	p := c.project
	p.Checked = true
	return p
}

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
		others := func(d diag.Diagnostic) bool { return d.File != shown }
		own := slices.Concat(decoded, slices.DeleteFunc(slices.Clone(reported), others))
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
			sources:  f.sources,
			warnings: own,
		}
	}
}

// list returns the YAML files of a folder, relative to the content folder,
// as the cache holds them when the load was told that nothing in it
// changed.
func (l *loader) list(dir string) []string { return l.listWith(dir, l.read) }

// listWith returns the files of a folder that read lists, relative to the
// content folder, as the cache holds them when the load was told that
// nothing in it changed.
func (l *loader) listWith(dir string, read func(dir string) []string) []string {
	if c, ok := l.cache.lists[dir]; ok && l.cache.told && l.stillFiles(c.saved) {
		l.cache.lists[dir] = listed{files: c.files, diags: c.diags}
		for _, d := range c.diags {
			l.diags.Add(d)
		}
		return c.files
	}
	before := l.diags.Len()
	files := read(dir)
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

// racyTime is how long after its modification time a file must have been
// read for its size and time to tell whether it changed since: longer
// than the coarsest clock of a file system (FAT's, of two seconds).
const racyTime = 3 * time.Second

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

// stamp records the size and time the file had when it was read, at
// readAt, if the read is what it held then (st is nil when unknown): else
// a load reads it again.
func (p *parsed) stamp(st fs.FileInfo, readAt time.Time) {
	if st == nil || st.Size() != int64(len(p.src)) {
		p.readAt = time.Time{} // not to be trusted unread
		return
	}
	p.size = st.Size()
	p.modTime = st.ModTime()
	p.readAt = readAt
}

// inspectCached inspects a file unless the load was told what changed
// (see Cache.Changed), or it has the size and modification time it
// had when last inspected as the same kind.
func (l *loader) inspectCached(ref content.FileRef) (content.FileInfo, string, string) {
	key := string(ref.File) + "\x00" + string(ref.Kind)
	if c, ok := l.cache.files[key]; ok {
		trusted := l.trusted(c.file, &c.link)
		l.cache.files[key] = c
		if trusted {
			return c.info, c.msg, c.hint
		}
	}
	st, err := l.stat(string(ref.File))
	if err == nil {
		if c, ok := l.cache.files[key]; ok && c.size == st.Size() && c.modTime.Equal(st.ModTime()) {
			return c.info, c.msg, c.hint
		}
	}
	info, msg, hint := l.inspect(ref)
	if err == nil {
		l.cache.files[key] = inspected{
			file:    string(ref.File),
			size:    st.Size(),
			modTime: st.ModTime(),
			info:    info,
			msg:     msg,
			hint:    hint,
		}
	}
	return info, msg, hint
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

func (l *loader) closeFolders() {
	for _, folder := range l.folders {
		folder.Close()
	}
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
