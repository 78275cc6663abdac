// Command benchsite writes a synthetic content folder for the scale
// benchmark (bench/scale.mjs): the starter's site.yaml, résumé, locales, media and
// documents, n generated projects with three screenshots each, and, with
// -posts, that many posts, each with a code block and an image, every
// fourth translated into Portuguese. Run from inside the repository:
//
//	go run ./internal/benchsite -projects 1000 [-posts 300] -out /tmp/site
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
	"time"

	"github.com/portgen/portgen/internal/sitetest"
)

func main() {
	n := flag.Int("projects", 10, "how many projects to write")
	posts := flag.Int("posts", 0, "how many posts to write")
	out := flag.String("out", "", "folder to write the content into; replaced as a whole")
	flag.Parse()
	if *out == "" || *n < 1 || *posts < 0 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/benchsite -projects N [-posts N] -out DIR")
		os.Exit(2)
	}
	if err := write(*out, sitetest.Root(), *n, *posts); err != nil {
		fmt.Fprintln(os.Stderr, "benchsite:", err)
		os.Exit(1)
	}
}

// imagesPerProject is the number of screenshots of every project.
const imagesPerProject = 3

// write replaces dir with the starter's shared content, copied from the
// repository at root, n generated projects and posts generated posts.
func write(dir, root string, n, posts int) error {
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
	pictures, err := postImages(posts)
	if err != nil {
		return err
	}
	for i := 1; i <= posts; i++ {
		slug := fmt.Sprintf("post-%04d", i)
		files["posts/"+slug+".md"] = postMarkdown(i, "en")
		if i%4 == 0 {
			files["posts/"+slug+".pt.md"] = postMarkdown(i, "pt")
		}
		files[postImagePath(i)] = pictures[i-1]
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

// postMarkdown is post number i in lang (en or pt): a front matter with
// tags in the post's first version, two paragraphs, a heading, a list, a
// Go code block and an image, about as long as a short real post.
func postMarkdown(i int, lang string) []byte {
	subject := strings.ToLower(subjects[i%len(subjects)])
	kind := strings.ToLower(kinds[(i/len(subjects))%len(kinds)])
	day := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i)
	title := fmt.Sprintf("Notes on a %s %s, part %d", subject, kind, i)
	heading := "What I would keep"
	paragraph := "It started as a weekend project and grew one small feature at a time: a form, a list, " +
		"a total that updates as you type, then **tests** for each and a `make` target to run them."
	if lang == "pt" {
		title = fmt.Sprintf("Notas sobre %s %s, parte %d", subject, kind, i)
		heading = "O que manteria"
		paragraph = "Começou como um projeto de fim de semana e cresceu uma pequena função de cada vez: um " +
			"formulário, uma lista, um total que se atualiza ao escrever, depois **testes** para cada uma."
	}
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: %s\ndate: %s\n", strconv.Quote(title), day.Format(time.DateOnly))
	if lang == "en" {
		fmt.Fprintf(&b, "tags: [%s, %s]\n", techs[i%len(techs)], techs[(i+5)%len(techs)])
	}
	b.WriteString("---\n")
	for range 2 {
		b.WriteString(paragraph + "\n\n")
	}
	fmt.Fprintf(&b, "## %s\n\n- the data in one place\n- small functions with plain names\n"+
		"- a test for each bug fixed\n\n", heading)
	b.WriteString("```go\nfunc total(entries []Entry) (sum int) {\n\tfor _, e := range entries {\n" +
		"\t\tsum += e.Amount // cents, never floats\n\t}\n\treturn sum\n}\n```\n\n")
	fmt.Fprintf(&b, "![A screenshot of part %d](../%s)\n", i, postImagePath(i))
	return []byte(b.String())
}

func postImagePath(post int) string {
	return fmt.Sprintf("media/posts/post-%04d.jpg", post)
}

// postImages are n pictures for the posts, each its own file, drawn from
// the designs as the screenshots are, at the width a post shows.
func postImages(n int) ([][]byte, error) {
	count := min(designs, n)
	pool := make([][]byte, count)
	for d := range count {
		var err error
		if pool[d], err = draw(d, 960, 600); err != nil {
			return nil, err
		}
	}
	out := make([][]byte, n)
	for i := range n {
		out[i] = withComment(pool[i%count], fmt.Sprintf("portgen benchmark: post %04d", i+1))
	}
	return out, nil
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
