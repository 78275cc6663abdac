package server

import (
	"io/fs"
	"os"
)

// Dir is a folder served as it is at each request: a deploy that replaces
// the whole folder (as portgen build does) shows at once. Files are opened
// through os.Root, so that no path, symbolic links included, leads out of
// the folder.
type Dir string

// Open opens name, a slash path inside the folder.
func (d Dir) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	root, err := os.OpenRoot(string(d))
	if err != nil {
		return nil, err
	}
	defer root.Close() // the file opened stays open
	return root.Open(name)
}
