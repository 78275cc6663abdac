package edit

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"strings"
)

// errLink refuses a file reached through a symbolic link: the content
// folder's own files only are written.
var errLink = errors.New("is reached through a symbolic link: portgen edits only the content folder's own files")

// readOwn reads the file rel of the content folder, and its mode, unless
// it or a folder on its way is a symbolic link.
func readOwn(root *os.Root, rel string) ([]byte, fs.FileMode, error) {
	var mode fs.FileMode
	steps := strings.Split(rel, "/")
	for i := range steps {
		st, err := root.Lstat(strings.Join(steps[:i+1], "/"))
		if err != nil {
			return nil, 0, err
		}
		if st.Mode()&fs.ModeSymlink != 0 {
			return nil, 0, fmt.Errorf("%s %w", rel, errLink)
		}
		mode = st.Mode()
	}
	if !mode.IsRegular() {
		return nil, 0, fmt.Errorf("%s is not a regular file", rel)
	}
	src, err := root.ReadFile(rel)
	return src, mode, err
}

// writeWhole replaces the file rel of the content folder with data, with
// its mode kept: a reader sees the old file or the new one, never a part
// of it. The new bytes go to a hidden file beside it (which serve's
// watcher ignores, as it ignores every hidden file), synced, then renamed
// over it; on any error the hidden file is removed.
func writeWhole(root *os.Root, rel string, data []byte, mode fs.FileMode) (err error) {
	var suffix [6]byte
	rand.Read(suffix[:])
	dir, name := path.Split(rel)
	tmp := dir + "." + name + ".portgen-edit-" + hex.EncodeToString(suffix[:])
	f, err := root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode.Perm())
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			root.Remove(tmp)
		}
	}()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(mode.Perm()) // the mode as it was, whatever the umask
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return root.Rename(tmp, rel)
}
