package slug

import "testing"

// Of folds accents and leaves "" for text with no ASCII letter or digit,
// so that each caller can name its own default.
func TestOf(t *testing.T) {
	cases := map[string]string{
		"Introdução ao Go":  "introducao-ao-go",
		"  Café -- Menu!  ": "cafe-menu",
		"日本語":               "",
		"":                  "",
	}
	for in, want := range cases {
		if got := Of(in); got != want {
			t.Errorf("Of(%q) = %q, want %q", in, got, want)
		}
	}
}
