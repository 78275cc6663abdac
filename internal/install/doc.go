// Package install tests portgen as an owner gets it: the module as `go
// install` fetches it (a module zip from a proxy, built with no C compiler),
// then that binary run with an empty environment, no Node.js and no network.
// It has tests only.
package install
