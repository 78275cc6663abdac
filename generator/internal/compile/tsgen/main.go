// Command tsgen writes the TypeScript types of the JSON that portgen writes
// for the theme (theme/src/shared/data/types.ts) from the Go types
// that write it: the site object of every page, the projects, the résumés,
// the interface strings and the app a page lists. Each declaration carries
// its type's Go doc comment, and a field that Go leaves out when it is empty
// (omitempty) is optional, so that the theme is typed as the JSON is. Run it
// after changing those types:
//
//	go generate ./generator/internal/compile
//
// Its test fails, naming the field, while the committed file differs from
// what the Go types give; tsc then fails at each use of a field that Go
// renamed (make check runs both).
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	out := flag.String("o", "", "the TypeScript file to write")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "tsgen: say where to write the file (-o)")
		os.Exit(2)
	}
	ts, _, err := generate(portgen, nil)
	if err == nil {
		err = os.WriteFile(*out, ts, 0o644)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "tsgen: %v\n", err)
		os.Exit(1)
	}
}
