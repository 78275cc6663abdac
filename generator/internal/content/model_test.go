package content

import "testing"

// A project's facts come from the repository it names, or else from the
// one its source link is; `repository: false` asks for none.
func TestAProjectsRepositoryIsTheOneItNamesItsSourceOrNone(t *testing.T) {
	const source = "https://github.com/ada/engine"
	for named, want := range map[Repository]string{
		"":                             source,
		"https://gitlab.com/ada/notes": "https://gitlab.com/ada/notes",
		"false":                        "",
	} {
		p := Project{Links: Links{Source: source}, Repository: named}
		if got := p.RepositoryURL(); got != want {
			t.Errorf("repository %q: RepositoryURL() = %q, want %q", named, got, want)
		}
	}
}
