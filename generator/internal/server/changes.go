package server

// What changed between two builds, which tells an open page whether it
// reloads, swaps its stylesheets or takes in new data.

import (
	"bytes"
	"encoding/json"
	"path"
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/dist"
	"github.com/portgen/portgen/generator/internal/pagemark"
)

// cssSwap tells open pages to swap their stylesheets: the build they then
// show, and which stylesheet replaces which.
type cssSwap struct {
	Build int              `json:"build"`
	Swaps []StylesheetSwap `json:"swaps"`
}

// StylesheetSwap is one stylesheet a page replaces without reloading.
type StylesheetSwap struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// reload tells an open page to reload, or what changed when it need not:
// every page reloads when All is set; else its Page says whether it
// changed, and the data files (URLs) that changed are in Data.
type reload struct {
	Build int  `json:"build"`
	All   bool `json:"all"`
	// Page is "changed" (it reloads), "content" when its prerendered
	// content alone changed, made from Data (an app that takes those in
	// need not reload), and with it, perhaps, its head's metadata (see
	// Head), or "same".
	Page string `json:"page,omitempty"`
	// Head are the elements of the page's head that changed with its
	// content, which live.js puts in place once the app has taken the data
	// in: a project's page has its title, description and link preview.
	Head []headChange `json:"head,omitempty"`
	Data []string     `json:"data"`
	// Items are the elements that changed, by index, of each data file of
	// Data that is a JSON array of as many elements as before: the app
	// takes them in rather than fetching the whole file.
	Items map[string]map[int]json.RawMessage `json:"items,omitempty"`
}

// pageChange says how a page changed between two builds, and which
// elements of its head changed with its content (see reload.Page and
// reload.Head). Pages are made when they are read: those of the open pages
// only are.
func pageChange(before, after dist.File) (string, []headChange) {
	a, errA := before.Bytes()
	b, errB := after.Bytes()
	switch {
	case errA != nil || errB != nil || before.Path == "" || after.Path == "":
		return "changed", nil // a page gone, or one that does not write: let it show what it is now
	case bytes.Equal(a, b):
		return "same", nil
	case pagemark.SameButContent(a, b):
		return "content", nil
	}
	if head, ok := headChanges(a, b); ok {
		return "content", head
	}
	return "changed", nil
}

// dataOnly lists the data files that changed between two builds, with the
// elements that changed of each JSON array among them, and says whether
// nothing but them, pages, the sitemap, robots.txt and the feeds changed, and images
// or PDFs came or went: otherwise any page may use what changed. The pages
// that changed are told apart when the open ones are told (see
// pageChange): a change to a data file reaches every page that shows it,
// and on a large site that is most of them. An image or a PDF is named
// after its content, and comes or goes with what names it, a page or a
// data file, which changed too: a new one is shown by nothing that an open
// page has, and one gone, by nothing that the page keeps once it has taken
// in what changed (a project's screenshot, replaced or dropped; the
// résumé's PDF, made anew with each save of the résumé).
func dataOnly(old, new map[string]dist.File, base string) (reload, bool) {
	r := reload{Data: []string{}} // [] rather than null: nothing to take in
	for p, f := range new {
		before, ok := old[p]
		switch {
		case strings.HasSuffix(p, ".html"), p == "sitemap.xml", p == "robots.txt", isFeed(p):
		case ok && same(before, f):
		case !ok && namedByContent(p):
		case strings.HasSuffix(p, ".json"):
			r.Data = append(r.Data, base+p)
			if items, ok := changedItems(before.Items, f.Items); ok && before.Items != nil {
				if r.Items == nil {
					r.Items = map[string]map[int]json.RawMessage{}
				}
				r.Items[base+p] = items
			}
		default:
			return reload{}, false
		}
	}
	for p := range old {
		if _, ok := new[p]; !ok && !namedByContent(p) {
			return reload{}, false
		}
	}
	slices.Sort(r.Data)
	return r, true
}

// isFeed says whether a file of a build is a language's Atom feed of the
// posts, which no page shows: a saved post changes it with the blog's data.
func isFeed(p string) bool {
	return path.Base(p) == "feed.xml"
}

// namedByContent says whether a file of a build is an image or a PDF (a
// document, or the résumé's), which a build names after its content.
func namedByContent(p string) bool {
	switch path.Ext(p) {
	case ".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".svg", ".pdf":
		return true
	}
	return false
}

// changedItems are the elements of a JSON array that changed, by index,
// when it has as many as before.
func changedItems(before, after [][]byte) (map[int]json.RawMessage, bool) {
	if len(before) != len(after) {
		return nil, false
	}
	changed := map[int]json.RawMessage{}
	for i := range after {
		if !bytes.Equal(before[i], after[i]) {
			changed[i] = after[i]
		}
	}
	return changed, true
}

// cssOnly reports whether the only change between two builds is in their
// stylesheets (and in the pages that link them), and which stylesheet
// replaces which.
func cssOnly(old, new map[string]dist.File, base string) ([]StylesheetSwap, bool) {
	var removed, added []string
	changedCSS := false
	for p, f := range new {
		before, ok := old[p]
		if ok && same(before, f) {
			continue
		}
		switch {
		case strings.HasSuffix(p, ".css"):
			changedCSS = true
			if !ok {
				added = append(added, p)
			}
		case strings.HasSuffix(p, ".html"):
		default:
			return nil, false
		}
	}
	for p := range old {
		if _, ok := new[p]; !ok {
			if !strings.HasSuffix(p, ".css") {
				return nil, false
			}
			removed = append(removed, p)
		}
	}
	if !changedCSS {
		return nil, false
	}
	slices.Sort(added)
	var swaps []StylesheetSwap
	for _, from := range removed {
		for _, to := range added {
			if stem(from) == stem(to) {
				swaps = append(swaps, StylesheetSwap{From: base + from, To: base + to})
			}
		}
	}
	slices.SortFunc(swaps, func(a, b StylesheetSwap) int { return strings.Compare(a.From, b.From) })
	return swaps, true
}

// stem is a bundle file's name without its hash: assets/main-X7Y.css is assets/main.
func stem(p string) string {
	dir, file := path.Split(p)
	if i := strings.LastIndexByte(file, '-'); i > 0 {
		file = file[:i]
	}
	return dir + file
}

// same says whether two builds' files at one path are the same. A JSON
// array joined from items is the same when its items are (serve joins it
// only when it is read). Another file a build does not hold is an encoded
// image, named after its source and its size: at the same path, its size
// is enough.
func same(a, b dist.File) bool {
	if a.Items != nil || b.Items != nil {
		return slices.EqualFunc(a.Items, b.Items, bytes.Equal)
	}
	if a.Open != nil || b.Open != nil {
		return a.Len() == b.Len()
	}
	return bytes.Equal(a.Data, b.Data)
}
