package assemble

import "testing"

// A long name gives the home screen its first word; a short one, or one
// word however long, stays.
func TestShortNameFitsAHomeScreen(t *testing.T) {
	for name, want := range map[string]string{
		"Ada Lovelace":     "Ada Lovelace",
		"Augusta Ada King": "Augusta",
		"Bartholomew":      "Bartholomew",
	} {
		if got := shortName(name); got != want {
			t.Errorf("shortName(%q) = %q, want %q", name, got, want)
		}
	}
}
