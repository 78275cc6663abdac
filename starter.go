// Package portgen holds what the portgen binary carries from the root of
// its repository: the starter site (content/), which `portgen new site`
// writes into a new folder. The generator itself is in generator/, the
// command in cmd/portgen.
package portgen

import "embed"

// Starter is the repository's content folder: the starter site.
//
//go:embed all:content
var Starter embed.FS
