package content

// Source is where one text of the content is written, for portgen serve's
// editing on the page (generator/internal/edit): enough to find its bytes
// again, and to tell whether its file changed since it was read.
type Source struct {
	File string // relative to the content folder, slash-separated
	// Path is the loader's path of the value, its language included:
	// "title.pt", "content[2]", "work[0].summary", a locale's "home.greeting".
	Path string
	// Lang is the language key it is written under; "" for a text written
	// once for every language, a locale's or a résumé's.
	Lang      string
	Line, Col int  // of the value (not of its key), from 1, the column in runes
	Block     bool // written as a literal (|) or folded (>) block
	// Sum is the SHA-256 hash of the file's bytes as they were read.
	Sum [32]byte
}

// Sources are the sources of a site's texts, by SourceKey. Only the texts
// that may be edited where they stand are there: one reached through a
// YAML alias, or that an anchor or a tag is on, would change other values
// with it.
type Sources map[string]Source

// SourceKey names the value at path of file among Sources.
func SourceKey(file, path string) string { return file + "#" + path }
