package content

import "testing"

func TestTechNameIsATechnologysUsualName(t *testing.T) {
	for in, want := range map[string]string{
		"typescript": "TypeScript", "ruby-on-rails": "Ruby on Rails", " ReactJS ": "React", "GDScript": "GDScript",
		"weather": "weather",
	} {
		if got := TechName(in); got != want {
			t.Errorf("TechName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestReadableMakesANameATitle(t *testing.T) {
	for in, want := range map[string]string{
		"weather-now":     "Weather Now",
		"rails-bookshelf": "Rails Bookshelf", // a word is not made another technology's name
		"tiny_http":       "Tiny HTTP",
		"my-rest-api":     "My Rest API",
		"ruby-on-rails":   "Ruby on Rails", // the whole name is one
		"typescript":      "TypeScript",
		"GitLab":          "GitLab",
		"notes CLI":       "Notes CLI",
		"élan-vital":      "Élan Vital",
		"education":       "Education",
	} {
		if got := Readable(in); got != want {
			t.Errorf("Readable(%q) = %q, want %q", in, got, want)
		}
	}
}
