// Command benchsite writes a synthetic content folder for the scale
// benchmark (bench/scale.mjs): the starter's site.yaml, résumé, locales, media and
// documents, and n generated projects with three screenshots each. Run from
// inside the repository:
//
//	go run ./internal/benchsite -projects 1000 -out /tmp/site
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/jpeg"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	n := flag.Int("projects", 10, "how many projects to write")
	out := flag.String("out", "", "folder to write the content into; replaced as a whole")
	flag.Parse()
	if *out == "" || *n < 1 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/benchsite -projects N -out DIR")
		os.Exit(2)
	}
	if err := write(*out, sitetest.Root(), *n); err != nil {
		fmt.Fprintln(os.Stderr, "benchsite:", err)
		os.Exit(1)
	}
}

// imagesPerProject is the number of screenshots of every project.
const imagesPerProject = 3

// write replaces dir with the starter's shared content, copied from the
// repository at root, and n generated projects.
func write(dir, root string, n int) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	starter := filepath.Join(root, "content")
	shared := []string{"site.yaml", "resume.json", "resume.pt.json", "resume.fr.json", "locales", "documents", "media"}
	projects := filepath.Join(starter, "media", "projects") // the starter's own, left out
	for _, p := range shared {
		if err := copyTree(filepath.Join(starter, p), filepath.Join(dir, p), projects); err != nil {
			return err
		}
	}
	icons, err := filepath.Glob(filepath.Join(starter, "media", "icons", "*.svg"))
	if err != nil || len(icons) == 0 {
		return fmt.Errorf("no SVG icon in %s", filepath.Join(starter, "media", "icons"))
	}
	for i := range icons {
		icons[i] = "media/icons/" + filepath.Base(icons[i])
	}
	slices.Sort(icons)

	files := map[string][]byte{}
	for i := 1; i <= n; i++ {
		slug := fmt.Sprintf("project-%04d", i)
		files["projects/"+slug+".yaml"] = projectYAML(i, slug, icons[i%len(icons)])
	}
	shots, err := screenshots(n)
	if err != nil {
		return err
	}
	for name, data := range shots {
		files[name] = data
	}
	return sitetest.WriteFiles(dir, files)
}

// copyTree copies a file or a folder, leaving out the folder skip (the
// starter's own screenshots, which no generated project names).
func copyTree(src, dst, skip string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == skip {
			return filepath.SkipDir
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// Titles are "<subject> <kind> <number>", so that a search for "budget" or
// "dashboard" matches a realistic share of the projects rather than all or
// one of them.
var (
	subjects = []string{"Budget", "Weather", "Recipe", "Travel", "Fitness", "Movie", "Book", "Music",
		"Crypto", "Task", "Chat", "Photo", "Space", "Garden", "Quiz", "Expense", "Habit", "Country",
		"Math", "Motorcycle"}
	kinds = []string{"Tracker", "Dashboard", "Browser", "Planner", "Finder", "Journal", "Calculator",
		"Gallery", "Booking", "Store", "Hub", "Explorer"}
	techs = []string{"React", "Redux", "JavaScript", "TypeScript", "Ruby on Rails", "PostgreSQL",
		"Node.js", "Express", "Jest", "RSpec", "Webpack", "Tailwind", "Docker", "REST API", "CSS"}
)

// projectYAML is project number i, in the format of content/projects.
func projectYAML(i int, slug, icon string) []byte {
	subject, kind := subjects[i%len(subjects)], kinds[(i/len(subjects))%len(kinds)]
	title := fmt.Sprintf("%s %s %04d", subject, kind, i)
	tech := make([]string, 3+i%3)
	for j := range tech {
		tech[j] = techs[(i*5+j)%len(techs)]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "id: %d\nicon: %s\ntitle: %s\ncontent:\n", i, icon, title)
	fmt.Fprintf(&b, "  - %s\n", strconv.Quote(fmt.Sprintf(
		"A %s %s for everyday use: add an entry, edit it, and see the totals update as you type.",
		strings.ToLower(subject), strings.ToLower(kind))))
	fmt.Fprintf(&b, "  - %s\n", strconv.Quote(fmt.Sprintf(
		"Built with **%s** and %s; `npm test` runs on every push before it deploys.",
		tech[0], tech[1])))
	fmt.Fprintf(&b, "tech: [%s]\nlinks:\n", strings.Join(tech, ", "))
	fmt.Fprintf(&b, "  live: https://example.com/%s/\n  source: https://example.com/%s.git\n", slug, slug)
	if i%4 == 0 {
		fmt.Fprintf(&b, "  backend: https://example.com/%s-api.git\n", slug)
	}
	b.WriteString("images:\n")
	for k := 1; k <= imagesPerProject; k++ {
		fmt.Fprintf(&b, "  - %s\n", shotPath(i, k))
	}
	return []byte(b.String())
}

func shotPath(project, k int) string {
	return fmt.Sprintf("media/projects/project-%04d/%d.jpg", project, k)
}

// designs is how many different pictures the screenshots are drawn from.
// Encoding a 1280×800 JPEG takes about 15 ms, too slow for 3,000 of them, so
// each screenshot is one of these designs with its own comment segment:
// every file has different bytes, and so its own hash, cache entry and
// output names in portgen, which decodes, resizes and encodes each one.
const designs = 64

// screenshots returns the 1280×800 JPEG screenshots of n projects by path.
func screenshots(n int) (map[string][]byte, error) {
	count := min(designs, n*imagesPerProject)
	pool := make([][]byte, count)
	errs := make([]error, count)
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for d := range next {
				pool[d], errs[d] = draw(d, 1280, 800)
			}
		})
	}
	for d := range count {
		next <- d
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	shots := map[string][]byte{}
	for i := 1; i <= n; i++ {
		for k := 1; k <= imagesPerProject; k++ {
			design := pool[((i-1)*imagesPerProject+k-1)%count]
			comment := fmt.Sprintf("portgen benchmark: project %04d, screenshot %d", i, k)
			shots[shotPath(i, k)] = withComment(design, comment)
		}
	}
	return shots, nil
}

// draw encodes design d: a diagonal gradient with a disc and a bar whose
// colours and places depend on d. It writes the Y, Cb and Cr planes
// directly, which is much faster than setting pixels one by one.
func draw(d, w, h int) ([]byte, error) {
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	cx, cy := (d*97)%w, (d*61)%h
	r := 80 + (d*13)%160
	barY := (d * 37) % (h - 60)
	for y := range h {
		row := img.Y[y*img.YStride:]
		for x := range w {
			v := 40 + (x+y+d*29)%400/3
			if dx, dy := x-cx, y-cy; dx*dx+dy*dy < r*r {
				v = 230 - v/4
			}
			if y >= barY && y < barY+60 && x > w/8 && x < w*7/8 {
				v = 20
			}
			row[x] = uint8(v)
		}
	}
	cb, cr := uint8(60+(d*47)%140), uint8(60+(d*83)%140)
	for y := range h / 2 {
		row := y * img.CStride
		for x := range w / 2 {
			img.Cb[row+x] = cb + uint8(x*40/w)
			img.Cr[row+x] = cr + uint8(y*40/h)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 60}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// withComment returns the JPEG data with a comment segment (COM) after its
// start marker: the same picture, different bytes.
func withComment(data []byte, text string) []byte {
	out := make([]byte, 0, len(data)+4+len(text))
	out = append(out, data[:2]...) // SOI
	out = append(out, 0xFF, 0xFE, byte((len(text)+2)>>8), byte(len(text)+2))
	out = append(out, text...)
	return append(out, data[2:]...)
}
