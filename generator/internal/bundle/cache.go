package bundle

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
)

// The disk cache of the bundle: the last Result, with the hash of every file
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

// cachePath names the entry after everything that is not a file of the theme.
func (b *Bundler) cachePath() string {
	if b.opts.CacheDir == "" {
		return ""
	}
	h := sha256.New()
	// The override files are part of the key: a new one changes no input
	// of the last bundle, only what an import resolves to.
	opts, _ := json.Marshal(struct {
		Theme          any
		Base, Dir      string
		Readable       bool
		OverrideFolder string
		Overrides      []string
	}{Theme: b.opts.Theme, Base: b.opts.Base, Dir: b.opts.Theme.Dir, Readable: b.opts.Readable, OverrideFolder: b.opts.Theme.Overrides, Overrides: b.opts.Overrides})
	h.Write(opts)
	h.Write([]byte(binaryID()))
	return filepath.Join(b.opts.CacheDir, "bundle-"+hex.EncodeToString(h.Sum(nil))[:32])
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

// keptBundles is how many bundles the cache folder keeps, the newest: one
// per base path and theme in use, and a few more.
const keptBundles = 8

func (b *Bundler) pruneCache() {
	entries, _ := filepath.Glob(filepath.Join(b.opts.CacheDir, "bundle-*"))
	if len(entries) <= keptBundles {
		return
	}
	modified := map[string]int64{}
	for _, e := range entries {
		if st, err := os.Stat(e); err == nil {
			modified[e] = st.ModTime().UnixNano()
		}
	}
	slices.SortFunc(entries, func(x, y string) int { return cmp.Compare(modified[y], modified[x]) })
	for _, e := range entries[keptBundles:] {
		os.Remove(e)
	}
}

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
	file := b.cachePath()
	if file == "" {
		return nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	var entry cacheEntry
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&entry) != nil {
		return nil
	}
	paths := make([]string, 0, len(entry.Inputs))
	for p := range entry.Inputs {
		paths = append(paths, p)
	}
	now, ok := b.hashInputs(paths)
	if !ok || len(now) != len(entry.Inputs) {
		return nil
	}
	for p, sum := range entry.Inputs {
		if now[p] != sum {
			return nil
		}
	}
	entry.Result.Cached = true
	return &entry.Result
}

// writeCache keeps the bundle for the next process; a failure only costs
// that process a bundling.
func (b *Bundler) writeCache(r *Result, inputs []string) {
	file := b.cachePath()
	if file == "" {
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
	if os.MkdirAll(b.opts.CacheDir, 0o755) != nil {
		return
	}
	tmp, err := os.CreateTemp(b.opts.CacheDir, ".tmp-bundle-*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(buf.Bytes())
	if cerr := tmp.Close(); werr != nil || cerr != nil || os.Rename(tmp.Name(), file) != nil {
		os.Remove(tmp.Name())
		return
	}
	b.pruneCache()
}
