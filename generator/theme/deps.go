package theme

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

// stampFile records, inside node_modules, the hash of the package-lock.json
// that was installed, so that a changed lock file triggers a new install.
const stampFile = ".portgen-lock-sha256"

// EnsureDeps runs `npm ci` in the theme when node_modules is missing or was
// installed from another package-lock.json. It says what it does on log.
func (t *Theme) EnsureDeps(log io.Writer) error {
	lock, err := os.ReadFile(filepath.Join(t.Dir, "package-lock.json"))
	if err != nil {
		return fmt.Errorf("the theme has no package-lock.json: %w", err)
	}
	sum := sha256.Sum256(lock)
	want := hex.EncodeToString(sum[:])
	stamp := filepath.Join(t.Dir, "node_modules", stampFile)
	have, err := os.ReadFile(stamp)
	if err == nil && string(bytes.TrimSpace(have)) == want {
		return nil
	}
	reason := "node_modules is missing"
	if _, err := os.Stat(filepath.Join(t.Dir, "node_modules")); err == nil {
		reason = "package-lock.json changed"
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
