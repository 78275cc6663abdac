package images

import (
	"crypto/sha256"
	"fmt"

	"github.com/portgen/portgen/generator/internal/cache"
	"github.com/portgen/portgen/generator/internal/dist"
)

// cacheKey names one result: the whole hash of its source, the parameters
// that made it and the encoder version. It is also the entry's name in
// the cache folder, so it holds only characters that are safe in any file
// system.
func cacheKey(sum [sha256.Size]byte, params string) string {
	return fmt.Sprintf("%x-%s-v%d", sum, params, cacheVersion)
}

// store is the processor's cache: its Cache, or one in memory.
func (p *Processor) store() *cache.Cache {
	p.open.Do(func() {
		if p.Cache == nil {
			p.Cache = cache.Memory()
		}
	})
	return p.Cache
}

// lookup is the variant or icon cached under key, as a file that reads it
// when it is written (a warm build of thousands of images neither holds
// them nor reads them again: output links them from the last build when
// it can), and its first bytes, which tell its type.
func (p *Processor) lookup(key string) (dist.File, []byte, bool) {
	return p.store().Find(cache.Images, key)
}

// ensure encodes the variant or icon of key with encode, unless the cache
// holds it (see cache.Cache.Ensure).
func (p *Processor) ensure(key string, encode func() ([]byte, error)) error {
	return p.store().Ensure(cache.Images, key, encode)
}

// Encoded reports how many images were encoded (cache misses) since the
// Processor was made, so that tests and the build summary can show that a
// warm rebuild encoded none.
func (p *Processor) Encoded() int { return p.store().Made(cache.Images) }
