package diag

import (
	"fmt"
	"strings"
)

// Closest returns the option nearest to word when it is near enough to be
// a likely misspelling: at most one edit (a swap of two neighbouring
// letters counts as one) per three letters, and at least one. Of options
// as near, the first.
func Closest(word string, options []string) (string, bool) {
	w := []rune(strings.ToLower(word))
	best, bestDist := "", max(1, len(w)/3)+1
	for _, o := range options {
		r := []rune(strings.ToLower(o))
		// Lengths n apart take n insertions or deletions at least: most of
		// a locale's hundreds of keys are passed over without a table.
		if abs(len(r)-len(w)) >= bestDist {
			continue
		}
		if d := distance(w, r); d < bestDist {
			best, bestDist = o, d
		}
	}
	return best, best != ""
}

func abs(n int) int { return max(n, -n) }

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
// insertions, deletions, substitutions and swaps of neighbours. It keeps
// the three rows of the table that a step reads: this one, the one before
// and, for a swap, the one before that.
func distance(a, b []rune) int {
	var rows [3][]int // row i is rows[i%3]
	for k := range rows {
		rows[k] = make([]int, len(b)+1)
	}
	for j := range rows[0] {
		rows[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		row, prev := rows[i%3], rows[(i-1)%3]
		older := rows[(i+1)%3] // row i-2
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min(prev[j]+1, row[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				row[j] = min(row[j], older[j-2]+1)
			}
		}
	}
	return rows[len(a)%3][len(b)]
}
