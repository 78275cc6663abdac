// Command chromacss writes the colours of the posts' code blocks
// (theme/src/features/blog/code-colors.css) from chroma's github and
// github-dark styles: one rule per token class that the markdown kit's
// highlighter writes, its colour a light-dark() of the two, so that the
// blocks follow the theme's scheme as the rest of the page does, with the
// dark colours alone for a browser without light-dark(), as the theme's
// global.css does. A colour that reads under 4.5:1 on its block's
// background is darkened (light) or lightened (dark) until it reads.
// Run it after upgrading chroma:
//
//	go generate ./generator/internal/markdown
//
// Its test fails while the committed file differs from what it writes.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	out := flag.String("o", "", "the CSS file to write")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "chromacss: say where to write the file (-o)")
		os.Exit(2)
	}
	if err := os.WriteFile(*out, stylesheet(), 0o644); err != nil {
		fmt.Fprintf(os.Stderr, "chromacss: %v\n", err)
		os.Exit(1)
	}
}
