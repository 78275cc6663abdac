package cache

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
)

// Size is what one kind of entries takes on disk.
type Size struct {
	Bytes int64
	Files int
}

func (s Size) add(o Size) Size { return Size{s.Bytes + o.Bytes, s.Files + o.Files} }

// Usage is what a cache folder holds.
type Usage struct {
	Kinds map[Kind]Size // this layout's entries, by kind
	Older Size          // what older versions of portgen left, which no build reads
}

// portgens says whether a name at the top of a cache folder is portgen's:
// a layout's folder (v1, v2…), or what the layout before them kept there
// (its images, PDFs, bundles, unpacked themes and temporary files, and the
// folders of its cards, pages and forges' answers). Clean removes those
// only, whatever else the folder holds.
var portgens = regexp.MustCompile(`^(` +
	`v[0-9]+|` +
	`[0-9a-f]{64}-.+|resume-[0-9a-f]{64}\.pdf|bundle-[0-9a-f]{32}|theme-[0-9a-f]{12}|cards|pages|forges|\.tmp-.+` +
	`)$`)

// Measure says what the cache folder root holds; a folder that does not
// exist holds nothing.
func Measure(root string) (Usage, error) {
	u := Usage{Kinds: map[Kind]Size{}}
	names, err := ownNames(root)
	if err != nil {
		return Usage{}, err
	}
	current := filepath.Base(versioned(root))
	for _, name := range names {
		if name != current {
			size, err := measure(filepath.Join(root, name))
			if err != nil {
				return Usage{}, err
			}
			u.Older = u.Older.add(size)
		}
	}
	for _, k := range Kinds {
		size, err := measure(filepath.Join(versioned(root), string(k)))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return Usage{}, err
		}
		u.Kinds[k] = size
	}
	return u, nil
}

// Clean removes from the cache folder root all that portgen keeps there,
// of every layout, and says how many bytes that freed. Files of others
// stay.
func Clean(root string) (freed int64, err error) {
	names, err := ownNames(root)
	if err != nil {
		return 0, err
	}
	for _, name := range names {
		size, _ := measure(filepath.Join(root, name))
		if err := os.RemoveAll(filepath.Join(root, name)); err != nil {
			return freed, err
		}
		freed += size.Bytes
	}
	return freed, nil
}

// ownNames lists portgen's names at the top of the folder root.
func ownNames(root string) ([]string, error) {
	entries, err := os.ReadDir(root)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	var names []string
	for _, e := range entries {
		if portgens.MatchString(e.Name()) {
			names = append(names, e.Name())
		}
	}
	return names, err
}

// measure adds up the files under path.
func measure(path string) (Size, error) {
	var size Size
	err := filepath.WalkDir(path, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		size = size.add(Size{info.Size(), 1})
		return nil
	})
	return size, err
}
