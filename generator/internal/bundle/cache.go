package bundle

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"

	"github.com/portgen/portgen/generator/internal/cache"
)

// The cache of the bundle: the last Result, with the hash of every file
// esbuild read to make it (the theme's sources and the packages' files) and
// of the files that steer esbuild without being read as modules. A new
// process whose theme is unchanged reuses it: a warm `portgen build` then
// runs no bundler at all. Any changed input, another base path or another
// portgen binary misses it.

type cacheEntry struct {
	Inputs map[string]string // relative to the theme → sha256, hex
	Result Result
}

// steering are theme files that change the bundle without being inputs.
var steering = []string{"tsconfig.json", "package.json", "package-lock.json", "portgen.json"}

// cacheKey names the entry after everything that is not a file of the
// theme.
func (b *Bundler) cacheKey() string {
	h := sha256.New()
	// The override files are part of the key: a new one changes no input
	// of the last bundle, only what an import resolves to.
	opts, _ := json.Marshal(struct {
		Theme          any
		Base, Dir      string
		Serve          bool // names kept, and the serve-only code (Options.Serve)
		OverrideFolder string
		Overrides      []string
	}{
		Theme:          b.opts.Theme,
		Base:           b.opts.Base,
		Dir:            b.opts.Theme.Dir,
		Serve:          b.opts.Serve,
		OverrideFolder: b.opts.Theme.Overrides,
		Overrides:      b.opts.Overrides,
	})
	h.Write(opts)
	h.Write([]byte(binaryID()))
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// binaryID tells this portgen from another build of it, which may bundle
// differently: its commit when built from a clean checkout (so that `go run`
// in CI, which builds a new binary each time, still hits the cache), else
// the executable's own size and time.
func binaryID() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		settings := map[string]string{}
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
		if rev := settings["vcs.revision"]; rev != "" && settings["vcs.modified"] == "false" {
			return info.GoVersion + " " + rev
		}
	}
	if exe, err := os.Executable(); err == nil {
		if st, err := os.Stat(exe); err == nil {
			return fmt.Sprintf("%s\x00%d\x00%d", exe, st.ModTime().UnixNano(), st.Size())
		}
	}
	return ""
}

// keptBundles is how many bundles the cache keeps, the newest: one per
// base path and theme in use, and a few more.
const keptBundles = 8

func (b *Bundler) hashInputs(paths []string) (map[string]string, bool) {
	sums := make(map[string]string, len(paths))
	for _, p := range paths {
		data, err := os.ReadFile(filepath.Join(b.opts.Theme.Dir, filepath.FromSlash(p)))
		if err != nil {
			return nil, false
		}
		sum := sha256.Sum256(data)
		sums[p] = hex.EncodeToString(sum[:])
	}
	return sums, true
}

// readCache returns the cached bundle if every input is as it was.
func (b *Bundler) readCache() *Result {
	if b.opts.Cache == nil {
		return nil
	}
	data, ok := b.opts.Cache.Get(cache.Bundle, b.cacheKey())
	if !ok {
		return nil
	}
	var entry cacheEntry
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&entry) != nil {
		return nil
	}
	paths := slices.Collect(maps.Keys(entry.Inputs))
	now, ok := b.hashInputs(paths)
	if !ok || !maps.Equal(now, entry.Inputs) {
		return nil
	}
	entry.Result.Cached = true
	return &entry.Result
}

// writeCache keeps the bundle for the next process; a failure only costs
// that process a bundling.
func (b *Bundler) writeCache(r *Result, inputs []string) {
	if b.opts.Cache == nil {
		return
	}
	for _, s := range steering {
		if _, err := os.Stat(filepath.Join(b.opts.Theme.Dir, s)); err == nil {
			inputs = append(inputs, s)
		}
	}
	slices.Sort(inputs)
	sums, ok := b.hashInputs(slices.Compact(inputs))
	if !ok {
		return
	}
	var buf bytes.Buffer
	if gob.NewEncoder(&buf).Encode(cacheEntry{Inputs: sums, Result: *r}) != nil {
		return
	}
	if b.opts.Cache.Put(cache.Bundle, b.cacheKey(), buf.Bytes()) == nil {
		b.opts.Cache.Trim(cache.Bundle, keptBundles)
	}
}
