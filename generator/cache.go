package generator

import "github.com/portgen/portgen/generator/internal/cache"

// CacheSize is what one kind of what the cache folder keeps takes: "images",
// "cards", "pdfs", "pages", "bundle", "theme" or "forges", or "older", what
// older versions of portgen left there, which no build reads.
type CacheSize struct {
	Kind  string
	Bytes int64
	Files int
}

// CacheUsage says what the cache folder dir (Options.CacheDir) holds, kind
// by kind, the older versions' last when there are any. A folder that does
// not exist holds nothing.
func CacheUsage(dir string) ([]CacheSize, error) {
	u, err := cache.Measure(dir)
	if err != nil {
		return nil, err
	}
	var out []CacheSize
	for _, k := range cache.Kinds {
		out = append(out, CacheSize{Kind: string(k), Bytes: u.Kinds[k].Bytes, Files: u.Kinds[k].Files})
	}
	if u.Older.Files > 0 {
		out = append(out, CacheSize{Kind: "older", Bytes: u.Older.Bytes, Files: u.Older.Files})
	}
	return out, nil
}

// CleanCache removes from the cache folder dir all that portgen keeps
// there, this version's and older ones', and says how many bytes that
// freed. Files that are not portgen's stay. The next build makes
// everything again.
func CleanCache(dir string) (freed int64, err error) { return cache.Clean(dir) }
