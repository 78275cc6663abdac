package cache

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// A test binary started with PORTGEN_CACHE_WRITE=<folder> writes entries
// into that cache folder, one after another, until it is killed.
func TestMain(m *testing.M) {
	if root := os.Getenv("PORTGEN_CACHE_WRITE"); root != "" {
		writeForever(root)
	}
	os.Exit(m.Run())
}

func writeForever(root string) {
	c := Open(root)
	payload := bytes.Repeat([]byte("an encoded image "), 1<<16)
	for i := 0; ; i++ {
		if err := c.Put(Images, strconv.Itoa(i), payload); err != nil {
			os.Exit(2)
		}
	}
}

// Writers killed with SIGKILL while they write leave, in the cache folder,
// only whole entries (and temporary files, which no key names).
func TestAKilledWriterLeavesNoHalfEntry(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills processes")
	}
	root := t.TempDir()
	dir := Open(root).Dir(Images)
	count := func() int {
		found, _ := filepath.Glob(filepath.Join(dir, "[0-9]*"))
		return len(found)
	}
	for i := range 8 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "PORTGEN_CACHE_WRITE="+root)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Once it has written an entry, it is writing the next: a kill
		// then lands at a moment of that work, later in each round,
		// however busy the machine is.
		before := count()
		for deadline := time.Now().Add(time.Minute); count() == before && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(time.Duration(i*i) * time.Millisecond)
		cmd.Process.Kill()
		if err := cmd.Wait(); !errors.As(err, new(*exec.ExitError)) {
			t.Fatalf("the writer ended by itself: %v", err)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	c, whole := Open(root), 0
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), tempPrefix) {
			continue
		}
		if _, ok := c.Get(Images, e.Name()); !ok {
			t.Errorf("%s is not whole", filepath.Join(dir, e.Name()))
		}
		whole++
	}
	if whole == 0 {
		t.Error("no entry was written before the kills")
	}
	t.Logf("%d whole entries, %d files in all", whole, len(entries))
}

// maker makes an entry, counting its makings, each of which waits for
// release.
type maker struct {
	made    atomic.Int64
	release chan struct{}
	err     error
}

func (m *maker) make() ([]byte, error) {
	m.made.Add(1)
	<-m.release
	return []byte("made"), m.err
}

// A named entry is made when first read, once however many read it at
// once, and is then the cache's.
func TestALaterEntryIsMadeOnceWhenFirstRead(t *testing.T) {
	for _, root := range []string{t.TempDir(), ""} {
		c := Open(root)
		m := &maker{release: make(chan struct{})}
		f := c.Later(Cards, "k", m.make)
		if f.Len() != -1 || m.made.Load() != 0 {
			t.Fatalf("cache %q: naming it made it %d times (size %d)", root, m.made.Load(), f.Len())
		}
		var wg sync.WaitGroup
		got := make([][]byte, 8)
		for i := range got {
			wg.Go(func() {
				data, err := f.Bytes()
				if err != nil {
					t.Error(err)
				}
				got[i] = data
			})
		}
		for m.made.Load() == 0 {
			runtime.Gosched() // until one of them makes it, while the others ask
		}
		close(m.release)
		wg.Wait()
		for _, data := range got {
			if string(data) != "made" {
				t.Errorf("cache %q: read %q", root, data)
			}
		}
		if m.made.Load() != 1 || c.Made(Cards) != 1 {
			t.Errorf("cache %q: 8 reads at once made it %d times (counted %d)", root, m.made.Load(), c.Made(Cards))
		}
		if found, _, ok := c.Find(Cards, "k"); !ok || found.Len() != 4 {
			t.Errorf("cache %q: found %v, size %d", root, ok, found.Len())
		}
	}
}

// A making that fails fails every read that waited for it; the next read
// makes it again.
func TestAFailedMakingIsTriedAgain(t *testing.T) {
	c := Memory()
	m := &maker{release: make(chan struct{}), err: errors.New("the source is damaged")}
	close(m.release)
	f := c.Later(PDFs, "k", m.make)
	if _, err := f.Bytes(); err == nil || err.Error() != "the source is damaged" {
		t.Fatalf("first read: %v", err)
	}
	m.err = nil
	if data, err := f.Bytes(); err != nil || string(data) != "made" {
		t.Errorf("second read: %q, %v", data, err)
	}
	if m.made.Load() != 2 || c.Made(PDFs) != 1 {
		t.Errorf("made %d times, %d kept", m.made.Load(), c.Made(PDFs))
	}
}

// Ensure holds no more makers of a kind at work at once than there are
// cores, and a maker may ask for an entry of another kind, as a card
// reads an image, without waiting for a slot of its own kind.
func TestEnsureBoundsTheMakersOfAKind(t *testing.T) {
	c := Memory()
	var at, most atomic.Int64
	release := make(chan struct{})
	image := func() ([]byte, error) {
		n := at.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		<-release
		at.Add(-1)
		return []byte("pixels"), nil
	}
	cards := runtime.GOMAXPROCS(0) * 4
	var wg sync.WaitGroup
	for i := range cards {
		key := strconv.Itoa(i)
		wg.Go(func() {
			err := c.Ensure(Cards, key, func() ([]byte, error) {
				return []byte("card"), c.Ensure(Images, key, image)
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	for range cards {
		release <- struct{}{} // one image at a time, while the others wait to start
	}
	wg.Wait()
	if most.Load() > int64(runtime.GOMAXPROCS(0)) || c.Made(Images) != cards || c.Made(Cards) != cards {
		t.Errorf("%d images made at once at most, on %d cores; %d images and %d cards made of %d",
			most.Load(), runtime.GOMAXPROCS(0), c.Made(Images), c.Made(Cards), cards)
	}
}

func TestBackgroundRunsEveryJobAndReturnsTheFirstError(t *testing.T) {
	var ran atomic.Int64
	jobs := make([]func() error, 50)
	for i := range jobs {
		jobs[i] = func() error {
			ran.Add(1)
			return nil
		}
	}
	wait := Background(jobs)
	if err := wait(); err != nil || ran.Load() != 50 {
		t.Fatalf("%d of 50 jobs ran: %v", ran.Load(), err)
	}
	if err := wait(); err != nil {
		t.Errorf("waited again: %v", err)
	}
	if err := Background(nil)(); err != nil {
		t.Errorf("no jobs: %v", err)
	}
}

// After a job fails, the jobs not yet started are not started: one core
// runs one job at a time.
func TestBackgroundStartsNoJobAfterAFailure(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	failed := errors.New("the first image is damaged")
	var ran atomic.Int64
	jobs := []func() error{func() error { return failed }}
	for range 5 {
		jobs = append(jobs, func() error {
			ran.Add(1)
			return nil
		})
	}
	if err := Background(jobs)(); err != failed || ran.Load() != 0 {
		t.Errorf("%v, and %d jobs ran after it", err, ran.Load())
	}
}
