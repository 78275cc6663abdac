package output

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Check refuses an output folder whose replacement would destroy the
// owner's work: a folder that portgen did not write (its index.html does
// not hold mark), one of the folders the build reads (sources) or a folder
// holding them, the working directory or the home directory.
func Check(out, mark string, sources ...string) error {
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	guarded := []string{"/"}
	if wd, err := os.Getwd(); err == nil {
		guarded = append(guarded, wd)
	}
	if home, err := os.UserHomeDir(); err == nil {
		guarded = append(guarded, home)
	}
	if slices.Contains(guarded, abs) {
		return fmt.Errorf("refusing to replace %s with the build: "+
			"choose an output folder of its own, such as dist", out)
	}
	if entries, err := os.ReadDir(abs); err == nil && len(entries) > 0 {
		index, _ := os.ReadFile(filepath.Join(abs, "index.html"))
		if !strings.Contains(string(index), mark) {
			return fmt.Errorf("refusing to replace %s: it holds files that portgen did not write, "+
				"and a build replaces the whole folder; choose another --out, or empty it first", out)
		}
	}
	for _, dir := range sources {
		if src, err := filepath.Abs(dir); err == nil && overlap(src, abs) {
			return fmt.Errorf("refusing to write the build to %s: it overlaps %s", out, dir)
		}
	}
	return nil
}

// overlap reports whether one of two absolute paths holds the other, or
// they are the same.
func overlap(a, b string) bool {
	sep := string(filepath.Separator)
	return a == b || strings.HasPrefix(a, b+sep) || strings.HasPrefix(b, a+sep)
}
