package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestProgressSaysHowFarEachStageIs(t *testing.T) {
	if got := progressLine("pages", 1240, 3051); got != "prerendering 1,240/3,051 pages" {
		t.Errorf("pages: %q", got)
	}
	if got := progressLine("media", 40, 215); got != "resizing media 40/215 files" {
		t.Errorf("media: %q", got)
	}
}

// The line shows once the build has taken a second, no more than every
// tick but for a stage's end, and is cleared at the end.
func TestProgressShowsOnlyOnLongBuilds(t *testing.T) {
	var out bytes.Buffer
	clock := time.Unix(0, 0)
	p := &progress{w: &out, now: func() time.Time { return clock }, start: clock}
	p.report("pages", 1, 10)
	if out.Len() != 0 {
		t.Fatalf("shown before a second: %q", out.String())
	}
	clock = clock.Add(progressWait)
	p.report("pages", 2, 10)
	p.report("pages", 3, 10) // within the tick
	p.report("pages", 10, 10)
	p.end()
	if want := "\r\x1b[Kprerendering 2/10 pages\r\x1b[Kprerendering 10/10 pages\r\x1b[K"; out.String() != want {
		t.Errorf("wrote %q, want %q", out.String(), want)
	}
	// A build resizes its media while it prerenders: the line shows both
	// until one is done.
	out.Reset()
	p = &progress{w: &out, now: func() time.Time { return clock }, start: clock.Add(-progressWait)}
	p.report("media", 3, 80)
	clock = clock.Add(progressTick)
	p.report("pages", 5, 99)
	clock = clock.Add(progressTick)
	p.report("media", 80, 80)
	clock = clock.Add(progressTick)
	p.report("pages", 6, 99)
	for _, want := range []string{"resizing media 3/80 files", "resizing media 3/80 files · prerendering 5/99 pages",
		"resizing media 80/80 files · prerendering 5/99 pages", "prerendering 6/99 pages"} {
		if !strings.Contains(out.String(), "\r\x1b[K"+want+"\r") && !strings.HasSuffix(out.String(), "\r\x1b[K"+want) {
			t.Errorf("no line %q in %q", want, out.String())
		}
	}
	var none *progress // not a terminal
	if none.reporter() != nil {
		t.Error("a build off a terminal reports progress")
	}
	none.end()
	if newProgress(&out, time.Now) != nil {
		t.Error("a buffer is taken for a terminal")
	}
}
