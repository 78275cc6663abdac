package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// progress shows how far a long build is, on a terminal only: once the
// build has taken a second, one line rewritten in place as each stage goes
// ("prerendering 1,240/3,051 pages"), and cleared when the build ends, so
// that the summary follows as it would have.
type progress struct {
	w     io.Writer
	now   func() time.Time
	start time.Time
	mu    sync.Mutex
	last  time.Time // when the line was last written
	shown bool
	// stages are how far each stage is, in the order they began: a build
	// encodes its images while it prerenders its pages, and the line shows
	// every stage under way.
	stages []stageCount
}

type stageCount struct {
	name        string
	done, total int
}

// The line is written after a build has taken wait, then every tick at most.
const (
	progressWait = time.Second
	progressTick = 100 * time.Millisecond
)

var numbers = message.NewPrinter(language.English)

// newProgress returns the progress of a build that starts now, shown on w
// if it is a terminal; nil otherwise, which reports nothing.
func newProgress(w io.Writer, now func() time.Time) *progress {
	if !isTerminal(w) {
		return nil
	}
	return &progress{w: w, now: now, start: now()}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// report is generator.Options.Progress.
func (p *progress) report(stage string, done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	i := slices.IndexFunc(p.stages, func(s stageCount) bool { return s.name == stage })
	if i < 0 {
		i, p.stages = len(p.stages), append(p.stages, stageCount{name: stage})
	}
	p.stages[i].done, p.stages[i].total = done, total
	now := p.now()
	if now.Sub(p.start) < progressWait || (now.Sub(p.last) < progressTick && done < total) {
		return
	}
	p.last, p.shown = now, true
	var line []string
	for _, s := range p.stages {
		if s.done < s.total || s.name == stage {
			line = append(line, progressLine(s.name, s.done, s.total))
		}
	}
	fmt.Fprintf(p.w, "\r\x1b[K%s", strings.Join(line, " · "))
}

// progressLine says how far a stage is.
func progressLine(stage string, done, total int) string {
	switch stage {
	case "media":
		return numbers.Sprintf("resizing media %d/%d files", done, total)
	case "pages":
		return numbers.Sprintf("prerendering %d/%d pages", done, total)
	}
	return numbers.Sprintf("%s %d/%d", stage, done, total)
}

// end clears the line, if one was shown.
func (p *progress) end() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// reporter is the function to give the generator: nil when nothing is shown.
func (p *progress) reporter() func(stage string, done, total int) {
	if p == nil {
		return nil
	}
	return p.report
}
