package main

import (
	"strings"
	"testing"
	"time"
)

// build publishes drafts and future posts only when its flags ask, on the
// day of its clock.
func TestBuildFlagsPublishDraftsAndFuturePosts(t *testing.T) {
	day := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	e := env{now: func() time.Time { return day }}
	for _, args := range [][]string{nil, {"--drafts"}, {"--future"}, {"--drafts", "--future"}} {
		var got buildOptions
		cmd := newBuildCmd(e, func(o buildOptions) error {
			got = o
			return nil
		})
		cmd.SetArgs(args)
		if err := cmd.Execute(); err != nil {
			t.Fatal(err)
		}
		opts := got.options(e)
		flags := " " + strings.Join(args, " ") + " "
		wantDrafts, wantFuture := strings.Contains(flags, " --drafts "), strings.Contains(flags, " --future ")
		if opts.Drafts != wantDrafts || opts.Future != wantFuture {
			t.Errorf("build%s: Drafts %v, Future %v", flags, opts.Drafts, opts.Future)
		}
		if opts.Now == nil || !opts.Now().Equal(day) {
			t.Errorf("build%s: the generator's clock is not the command's", flags)
		}
	}
}
