package cache

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// wholeMarker is written last into a folder that Folder fills.
const wholeMarker = ".portgen-whole"

// Folder gives kind's folder under key, which fill fills the first time,
// in a temporary folder then renamed into place: a folder found there is
// whole. Builds that start together each fill their own, and the first one
// renamed is kept. A cache in memory keeps its folders in the system's
// temporary folder: the embedded theme, unpacked, is read as files.
func (c *Cache) Folder(k Kind, key string, fill func(dir string) error) (string, error) {
	parent := filepath.Join(c.folders, string(k))
	dir := filepath.Join(parent, key)
	if isWhole(dir) {
		return dir, nil
	}
	if _, err := c.folder(k, c.folders); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(parent, tempPrefix+"*")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp) // a no-op once renamed
	if err := fill(tmp); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(tmp, wholeMarker), nil, 0o644); err != nil {
		return "", err
	}
	return dir, moveInto(tmp, dir)
}

func isWhole(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, wholeMarker))
	return err == nil
}

// moveInto renames the folder tmp to dir, unless another build's is there
// already, whole. One that is not whole (damaged by hand) is replaced.
func moveInto(tmp, dir string) error {
	err := os.Rename(tmp, dir)
	if err == nil || isWhole(dir) {
		return nil
	}
	if !errors.Is(err, fs.ErrExist) { // EEXIST or ENOTEMPTY
		return err
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	return os.Rename(tmp, dir)
}
