package forges

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"time"

	"github.com/portgen/portgen/generator/internal/cache"
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

// answers keeps the answers in the cache, one entry per API URL (so that
// a self-hosted or fake API never reads another's). A nil store keeps
// nothing.
type answers struct{ store *cache.Cache }

func entryKey(endpoint string) string {
	sum := sha256.Sum256([]byte(endpoint))
	return fmt.Sprintf("%x-v%d.json", sum[:16], cacheVersion)
}

// get reads the answer cached for endpoint; a missing, damaged or foreign
// entry is no answer.
func (a answers) get(endpoint string) (answer, bool) {
	if a.store == nil {
		return answer{}, false
	}
	data, ok := a.store.Get(cache.Forges, entryKey(endpoint))
	if !ok {
		return answer{}, false
	}
	var got answer
	if json.Unmarshal(data, &got) != nil || got.Fetched.IsZero() {
		return answer{}, false
	}
	return got, true
}

// put keeps got as the answer for endpoint. A cache that cannot be written
// costs the next build a request, nothing more.
func (a answers) put(endpoint string, got answer) {
	data, err := json.Marshal(got)
	if a.store == nil || err != nil {
		return
	}
	_ = a.store.Put(cache.Forges, entryKey(endpoint), data)
}
