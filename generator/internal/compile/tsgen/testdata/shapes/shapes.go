// Package shapes holds Go types whose JSON tsgen's tests declare: one of
// each rule of encoding/json that tsgen follows.
package shapes

import (
	"encoding/json"

	"example.com/shapes/other"
)

// Page is what a test page holds.
type Page struct {
	Title string `json:"title"`
	// Note is left out when it is empty.
	Note  string `json:"note,omitempty"`
	Photo *Photo `json:"photo,omitempty"`
	Cover *Photo `json:"cover"` // null when there is none
	Inner Photo  `json:"inner,omitempty"`
	Kind  string `json:"kind" tstype:"'a'|'b'"`
	Count int    `json:"count,string"`
	Seen  bool   `json:"seen,omitzero"`
	Tags  []string
	Data  []byte            `json:"data"`
	Any   map[string]any    `json:"any"`
	Lists [][]*Photo        `json:"lists"`
	Names map[string]string `json:"names,omitempty"`
	Skip  string            `json:"-"`
	Dash  string            `json:"-,"`
	Stamp Day               `json:"stamp"`
	Texts ByLang[string]    `json:"texts"`
	Base
	*Layer
	hidden string
}

// Base is embedded in Page: its fields are Page's, but those that Page
// has too.
type Base struct {
	Title string `json:"title"` // Page's Title hides it
	ID    int    `json:"id"`
	Both  string `json:"both"`  // Layer's, at the same depth and tagged too: neither is written
	Other int    `json:"Level"` // tagged, it hides Layer's Level
}

// Layer is embedded in Page through a pointer: its fields are left out
// while it is nil.
type Layer struct {
	Both  string `json:"both"`
	Depth int    `json:"depth"`
	Level int
}

// Photo is an image.
type Photo struct {
	Src string `json:"src"`
}

// ByLang is text by language.
type ByLang[T any] map[string]T

// Day is a date, YYYY-MM-DD.
type Day string

// Stamp writes its own JSON.
type Stamp struct{}

// MarshalJSON writes nothing much.
func (Stamp) MarshalJSON() ([]byte, error) { return json.Marshal("now") }

// Elsewhere holds a type of a package that the contract does not read.
type Elsewhere struct {
	Thing other.Thing `json:"thing"`
}

// Failure holds a Go error, which has no JSON of its own.
type Failure struct {
	Err error `json:"err"`
}

// Clash is named Photo in a contract that renames it so.
type Clash struct {
	Src string `json:"src"`
}

// Holder holds both Photo and Clash.
type Holder struct {
	Photo Photo `json:"photo"`
	Clash Clash `json:"clash"`
}
