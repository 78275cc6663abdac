package theme

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/portgen/portgen/generator/internal/dirlock"
)

// stampFile records, inside node_modules, the hash of the package-lock.json
// and of the patches that were installed, so that a changed lock file or
// patch triggers a new install.
const stampFile = ".portgen-lock-sha256"

// EnsureDeps runs `npm ci` in the theme when node_modules is missing or was
// installed from another package-lock.json or other patches (patches/, which
// patch-package applies after the install). It says what it does on log.
// The embedded theme carries its packages: there is nothing to install.
func (t *Theme) EnsureDeps(log io.Writer) error {
	if t.Embedded {
		return nil
	}
	want, err := t.installedInputs()
	if err != nil {
		return err
	}
	stamp := filepath.Join(t.Dir, "node_modules", stampFile)
	have, err := os.ReadFile(stamp)
	if err == nil && string(bytes.TrimSpace(have)) == want {
		return nil
	}
	// A node_modules that is a link to another folder's (a copy of the
	// theme for an experiment, say) is that folder's to install: npm ci
	// here would empty it under the theme it belongs to.
	if fi, err := os.Lstat(filepath.Join(t.Dir, "node_modules")); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		return nil
	}
	// Two builds of one theme at once (two test packages, two terminals)
	// take turns: the second finds the first's install done.
	unlock, err := dirlock.Lock(t.Dir)
	if err != nil {
		return fmt.Errorf("cannot lock %s to install its packages: %w", t.Dir, err)
	}
	defer unlock()
	if have, err := os.ReadFile(stamp); err == nil && string(bytes.TrimSpace(have)) == want {
		return nil
	}
	reason := "node_modules is missing"
	if _, err := os.Stat(filepath.Join(t.Dir, "node_modules")); err == nil {
		reason = "package-lock.json or patches/ changed"
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return errors.New("npm was not found: install Node.js 20 or newer (it includes npm), then run portgen again")
	}
	fmt.Fprintf(log, "portgen: %s in %s; running npm ci…\n", reason, t.Dir)
	cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund")
	cmd.Dir = t.Dir
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("npm ci in %s failed: %w", t.Dir, err)
	}
	return os.WriteFile(stamp, []byte(want+"\n"), 0o644)
}

// installedInputs hashes what `npm ci` installs from: package-lock.json and
// the files of patches/, by name and content.
func (t *Theme) installedInputs() (string, error) {
	lock, err := os.ReadFile(filepath.Join(t.Dir, "package-lock.json"))
	if err != nil {
		return "", fmt.Errorf("the theme has no package-lock.json: %w", err)
	}
	h := sha256.New()
	h.Write(lock)
	patches, err := filepath.Glob(filepath.Join(t.Dir, "patches", "*.patch"))
	if err != nil {
		return "", err
	}
	for _, p := range patches { // Glob sorts them
		data, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "\x00%s\x00%d\x00", filepath.Base(p), len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
