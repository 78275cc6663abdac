package bundle

import "slices"

// Session bundles a theme again and again for the builds of one Generator,
// as portgen serve makes them: it reuses the last bundle while neither the
// theme nor the base path (which esbuild writes into the chunks' imports)
// changed, and rebuilds incrementally with the same Bundler while the
// site's override files are the same ones. The zero value is ready to use
// with Options set; Close releases its Bundler.
type Session struct {
	// Options are every bundle's but for Base and Overrides, which each
	// Build gives.
	Options Options

	bundler *Bundler
	last    *Result // while the theme has not changed
}

// Changed tells the session that the theme's sources changed, so that the
// next Build bundles them again.
func (s *Session) Changed() { s.last = nil }

// Build bundles the theme for the base path.
func (s *Session) Build(base string) (*Result, error) {
	if s.last != nil && s.bundler.opts.Base == base {
		return s.last, nil
	}
	// A file added to or removed from the site's theme folder changes what
	// imports resolve to: that takes a new bundler.
	overrides, err := s.Options.Theme.OverrideFiles()
	if err != nil {
		return nil, err
	}
	if b := s.bundler; b == nil || b.opts.Base != base || !slices.Equal(overrides, b.opts.Overrides) {
		s.Close()
		opts := s.Options
		opts.Base, opts.Overrides = base, overrides
		if s.bundler, err = New(opts); err != nil {
			return nil, err
		}
	}
	s.last, err = s.bundler.Build()
	if err != nil {
		return nil, err
	}
	return s.last, nil
}

// Close releases the bundler's esbuild contexts.
func (s *Session) Close() {
	if s.bundler != nil {
		s.bundler.Close()
		s.bundler, s.last = nil, nil
	}
}
