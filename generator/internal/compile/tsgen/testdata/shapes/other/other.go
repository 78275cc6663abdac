// Package other is a package whose source tsgen's test contract does not read.
package other

// Thing is a thing.
type Thing struct {
	Name string `json:"name"`
}
