package diag

import (
	"fmt"
	"strings"
)

// Closest returns the option nearest to word when it is near enough to be
// a likely misspelling: at most one edit (a swap of two neighbouring
// letters counts as one) per three letters, and at least one.
func Closest(word string, options []string) (string, bool) {
	best, bestDist := "", -1
	for _, o := range options {
		d := distance(strings.ToLower(word), strings.ToLower(o))
		if bestDist < 0 || d < bestDist {
			best, bestDist = o, d
		}
	}
	return best, best != "" && bestDist <= max(1, len([]rune(word))/3)
}

// DidYouMean returns a hint naming the option closest to word, or listing
// the options when none is close. It is used for misspelt fields and keys.
func DidYouMean(word string, options []string) string {
	if best, ok := Closest(word, options); ok {
		return fmt.Sprintf("did you mean `%s`?", best)
	}
	if len(options) == 0 {
		return ""
	}
	return "expected one of: " + strings.Join(options, ", ")
}

// distance is the optimal string alignment distance between a and b:
// insertions, deletions, substitutions and swaps of neighbours, in runes.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
