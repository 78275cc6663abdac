package cache

import (
	"context"
	"runtime"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/portgen/portgen/generator/internal/dist"
)

// Name now, make later: an image variant, a card or a PDF is named by its
// key as soon as the key is known, so that the pages can link it, and made
// later: in a build, in the background while the pages are prerendered;
// in serve, when a browser first asks for it.

// Ensure makes kind's entry under key and keeps it, unless the cache holds
// it: once while it is being made, however many ask at once (they wait,
// and share its error), and with no more makers of a kind at work at once
// than there are cores. Only a maker holds one of its kind's slots, not
// one who waits for another's making, so that waiting never keeps from a
// slot the making it waits for. make may ask for entries of another kind
// (a card reads an image), never of its own.
func (c *Cache) Ensure(k Kind, key string, make func() ([]byte, error)) error {
	_, err, _ := c.flights.Do(string(k)+"/"+key, func() (any, error) {
		if _, _, ok := c.Find(k, key); ok {
			return nil, nil
		}
		s := c.shelves[k]
		s.slots <- struct{}{}
		data, err := make()
		<-s.slots
		if err != nil {
			return nil, err
		}
		s.made.Add(1)
		return nil, c.Put(k, key, data)
	})
	return err
}

// Name gives kind's entry under key as a file before it is made: a file of
// unknown size (-1) whose Open calls ensure, which makes the entry through
// Ensure unless the cache holds it, and reads the entry. Even an entry
// found in the cache is named so: serve tells a changed file by its size.
// A build looks for its entries first (Find), and makes those it lacks
// in the Background.
func (c *Cache) Name(k Kind, key string, ensure func() error) dist.File {
	return dist.File{Size: -1, Open: func() ([]byte, error) {
		if err := ensure(); err != nil {
			return nil, err
		}
		return c.read(k, key)
	}}
}

// Later is Name for an entry that make makes on its own.
func (c *Cache) Later(k Kind, key string, make func() ([]byte, error)) dist.File {
	return c.Name(k, key, func() error { return c.Ensure(k, key, make) })
}

// Made counts kind's entries made since the cache was opened, those found
// made aside: a warm build makes none.
func (c *Cache) Made(k Kind) int { return int(c.shelves[k].made.Load()) }

// Background starts jobs, as many at once as there are cores, in their
// order, and returns the wait for them, which returns the first error:
// after one, the jobs not yet started are not. A build makes what it named
// this way while it prerenders its pages, and waits before it returns,
// even when it fails, so that no work outlives it. The wait may be called
// more than once.
func Background(jobs []func() error) (wait func() error) {
	group, failed := errgroup.WithContext(context.Background())
	group.SetLimit(runtime.GOMAXPROCS(0))
	started := make(chan struct{})
	go func() {
		defer close(started)
		for _, job := range jobs {
			group.Go(func() error {
				if failed.Err() != nil {
					return nil
				}
				return job()
			})
		}
	}()
	return sync.OnceValue(func() error {
		<-started
		return group.Wait()
	})
}
