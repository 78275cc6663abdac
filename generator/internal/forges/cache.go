package forges

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// cacheVersion changes when Facts or answer change shape: entries of
// another version are not read.
const cacheVersion = 1

// answer is a forge's last answer about one repository, as cached: its
// ETag, when it was fetched (or confirmed by a 304) and the facts. It never
// holds a token or a request header.
type answer struct {
	ETag    string    `json:"etag,omitempty"`
	Fetched time.Time `json:"fetched"`
	Facts   Facts     `json:"facts"`
}

// cache keeps answers in the cache folder's forges/ folder, one file per
// API URL (so that a self-hosted or fake API never reads another's).
type cache struct{ dir string }

func (c cache) file(endpoint string) string {
	sum := sha256.Sum256([]byte(endpoint))
	return filepath.Join(c.dir, "forges", fmt.Sprintf("%x-v%d.json", sum[:16], cacheVersion))
}

// get reads the answer cached for endpoint; a missing, damaged or foreign
// file is no answer.
func (c cache) get(endpoint string) (answer, bool) {
	if c.dir == "" {
		return answer{}, false
	}
	data, err := os.ReadFile(c.file(endpoint))
	if err != nil {
		return answer{}, false
	}
	var a answer
	if json.Unmarshal(data, &a) != nil || a.Fetched.IsZero() {
		return answer{}, false
	}
	return a, true
}

// put stores a through a temporary file and a rename, so that a build
// killed mid-write leaves no half file. A cache that cannot be written
// costs the next build a request, nothing more.
func (c cache) put(endpoint string, a answer) {
	if c.dir == "" {
		return
	}
	_ = c.write(c.file(endpoint), a)
}

func (c cache) write(file string, a answer) (err error) {
	data, err := json.Marshal(a)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), ".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	_, werr := tmp.Write(data)
	if err := errors.Join(werr, tmp.Close()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}
