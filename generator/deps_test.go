package generator_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// internal is where the pipeline's packages are, behind the wall.
const internal = "github.com/portgen/portgen/generator/internal/"

// goPackage is a package of the generator, as go list tells it.
type goPackage struct {
	path    string   // below generator/internal/
	command bool     // a program of its own (go generate's, a benchmark's), linked into no portgen
	imports []string // the packages it imports, tests aside, those of generator/internal/ below it
	deps    []string // every package it links
}

// generatorPackages lists the packages below generator/internal/.
func generatorPackages(t *testing.T) []goPackage {
	t.Helper()
	out, err := exec.Command(
		"go", "list", "-f", "{{.ImportPath}} {{.Name}} {{join .Imports \",\"}} {{join .Deps \",\"}}",
		"github.com/portgen/portgen/generator/internal/...",
	).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []goPackage
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		for len(f) < 4 {
			f = append(f, "")
		}
		p := goPackage{path: strings.TrimPrefix(f[0], internal), command: f[1] == "main"}
		for _, imp := range strings.Split(f[2], ",") {
			if rest, ok := strings.CutPrefix(imp, internal); ok {
				p.imports = append(p.imports, rest)
			}
		}
		p.deps = strings.Split(f[3], ",")
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 20 {
		t.Fatalf("go list found %d packages: has the layout changed?", len(pkgs))
	}
	return pkgs
}

// Each stage links what it uses only: the static server behind preview
// runs no JavaScript, the pages and the service worker encode no
// image, and serve's writer of edits (edit) neither bundles, runs nor
// encodes anything. A package that links more pays for it in build time, in its
// tests (QuickJS is 381k lines of generated Go) and in the binary.
func TestEachStageLinksOnlyWhatItUses(t *testing.T) {
	engine := []string{"modernc.org/quickjs", "modernc.org/libquickjs"}
	encoders := []string{
		internal + "images",
		"github.com/gen2brain/webp",
		"github.com/bep/gowebp",
		"golang.org/x/image/webp",
	}
	// The posts' Markdown is read in load and rendered in compile; the
	// stages after assemble are given its HTML.
	markdown := []string{internal + "markdown", "github.com/yuin/goldmark", "github.com/alecthomas/chroma/v2"}
	neither := slices.Concat(engine, encoders, markdown)
	budgets := map[string][]string{
		"server":        slices.Concat(engine, markdown),
		"pages":         neither,
		"pwa":           neither,
		"cards":         markdown,
		"assemble/plan": neither,
		"bundle":        neither,
		"pagemark":      neither,
		"resumepdf":     neither,
		"edit":          slices.Concat(neither, []string{"github.com/evanw/esbuild"}),
	}
	for _, p := range generatorPackages(t) {
		for _, dep := range p.deps {
			for _, banned := range budgets[p.path] {
				if dep == banned || strings.HasPrefix(dep, banned+"/") {
					t.Errorf("generator/internal/%s links %s", p.path, dep)
				}
			}
		}
	}
}

// The layering of the packages behind the wall. Each has a place:
//
//   - A kit is a tool any package may use: diagnostics (diag), built files
//     (dist), the light markup (markup), the pages' render keys and marks
//     (pagemark), the bundled fonts (fonts), the images' planned widths
//     (variants), the output's lock (dirlock), the cache folder (cache),
//     the WCAG contrast (wcag), the slugs (slug), the posts' Markdown
//     (markdown) and the dates in a language's words (dates). A kit
//     imports kits only.
//   - A stage is one step of the pipeline, the packages of one step
//     together: load (load, forges), media (assets, images), pdf
//     (resumepdf), compile, bundle, assemble, cards, pages (pages,
//     prerender), pwa and write (output).
//   - The stages meet in two packages of types, each importing kits only:
//     content, the site as load reads and checks it, which the stages
//     before assemble read; and assemble/plan, the site as assemble plans
//     it, page by page, which the stages after it read.
//   - Around the pipeline: theme, the theme, opened once before it, whose
//     manifest the stages before assemble read; server and watch, serve's
//     and preview's; scaffold, the new site's and project's, which may
//     read a forge's profile through forges; edit, serve's writer of a
//     text edited on the page back into its file, which reads the content
//     to map each text to where it is written.
//
// No stage imports another stage's package, but assemble: it reads the
// results of the stages before it, through their packages, and gives the
// stages after it (cards, pages, pwa) its own types (plan), so that none
// of those imports, or links, the content, the theme or an earlier stage,
// and assemble itself starts none of them (it draws no card). Only the
// generator package, which calls the stages in order, imports them all.
// A program of a package's own (go generate's, say) is no part of it.
func TestNoStageImportsAnotherStage(t *testing.T) {
	for _, p := range generatorPackages(t) {
		if p.command {
			continue
		}
		from, ok := placeOf(p.path)
		if !ok {
			t.Errorf("generator/internal/%s has no place in the layering: give it one in places", p.path)
			continue
		}
		for _, imp := range p.imports {
			to, _ := placeOf(imp)
			switch {
			case mayImport(from, to):
			default:
				t.Errorf("generator/internal/%s (%s) imports generator/internal/%s (%s)", p.path, from, imp, to)
			}
		}
		if from == "plan" || later[from] {
			for _, dep := range linkedBefore(p) {
				t.Errorf("generator/internal/%s (%s) links generator/internal/%s", p.path, from, dep)
			}
		}
	}
}

// linkedBefore are the packages of the content, the theme, assemble or a
// stage before it that a package links.
func linkedBefore(p goPackage) []string {
	var out []string
	for _, dep := range p.deps {
		path, ok := strings.CutPrefix(dep, internal)
		to, _ := placeOf(path)
		if ok && (to == "content" || to == "theme" || to == "assemble" || earlier[to]) {
			out = append(out, path)
		}
	}
	return out
}

// places are the packages' places in the layering (see
// TestNoStageImportsAnotherStage): "kit", a stage's name, "content",
// "plan", or the name of a package around the pipeline. A package below
// one of these is in its place.
var places = map[string]string{
	"diag":          "kit",
	"dist":          "kit",
	"markup":        "kit",
	"pagemark":      "kit",
	"fonts":         "kit",
	"variants":      "kit",
	"dirlock":       "kit",
	"cache":         "kit",
	"wcag":          "kit",
	"slug":          "kit",
	"dates":         "kit",
	"markdown":      "kit",
	"content":       "content",
	"assemble/plan": "plan",
	"load":          "load",
	"forges":        "load",
	"assets":        "media",
	"images":        "media",
	"resumepdf":     "pdf",
	"compile":       "compile",
	"bundle":        "bundle",
	"assemble":      "assemble",
	"cards":         "cards",
	"pages":         "pages",
	"prerender":     "pages",
	"pwa":           "pwa",
	"output":        "write",
	"theme":         "theme",
	"server":        "server",
	"edit":          "edit",
	"watch":         "watch",
	"scaffold":      "scaffold",
	"schema":        "schema",
}

// earlier are the stages before assemble, which read the content and the
// theme; later, those after it, which read its types.
var (
	earlier = map[string]bool{"load": true, "media": true, "pdf": true, "compile": true, "bundle": true}
	later   = map[string]bool{"cards": true, "pages": true, "pwa": true}
)

// placeOf is a package's place: its own, or that of the package it is
// below.
func placeOf(path string) (string, bool) {
	for p := path; p != "."; p = parent(p) {
		if place, ok := places[p]; ok {
			return place, true
		}
	}
	return "", false
}

func parent(path string) string {
	i := strings.LastIndex(path, "/")
	if i < 0 {
		return "."
	}
	return path[:i]
}

// mayImport says whether a package in place from may import one in place
// to.
func mayImport(from, to string) bool {
	switch {
	case to == "kit" || from == to:
		return true
	case from == "kit":
		return false
	case to == "content" || to == "theme":
		return earlier[from] || slices.Contains([]string{"assemble", "theme", "scaffold", "schema", "edit"}, from)
	case to == "plan":
		return from == "assemble" || later[from]
	case from == "scaffold" && to == "load": // a new site made from a forge profile (forges)
		return true
	case earlier[to]:
		return from == "assemble"
	}
	return false
}
