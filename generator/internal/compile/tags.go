package compile

import (
	"slices"
	"strings"

	"github.com/portgen/portgen/generator/internal/content"
)

// Tag is a technology a project uses, as the filter on the projects screen
// names it: its page's slug ("ruby-on-rails") and its name ("Ruby on
// Rails").
type Tag struct {
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// aliases are the names a technology goes by, in lower case, and the one
// the filter shows: a project's `tech: [reactjs]` and a repository topic
// `react` are one chip.
var aliases = map[string]string{
	"react": "React", "reactjs": "React", "react.js": "React", "react-js": "React",
	"vue": "Vue", "vuejs": "Vue", "vue.js": "Vue", "vue-js": "Vue",
	"angular": "Angular", "angularjs": "Angular",
	"svelte": "Svelte", "next": "Next.js", "nextjs": "Next.js", "next.js": "Next.js",
	"node": "Node.js", "nodejs": "Node.js", "node.js": "Node.js", "node-js": "Node.js",
	"javascript": "JavaScript", "js": "JavaScript", "typescript": "TypeScript", "ts": "TypeScript",
	"rails": "Ruby on Rails", "ruby on rails": "Ruby on Rails",
	"ruby-on-rails": "Ruby on Rails", "rubyonrails": "Ruby on Rails",
	"ruby": "Ruby", "python": "Python", "python3": "Python", "django": "Django", "flask": "Flask",
	"go": "Go", "golang": "Go", "rust": "Rust", "java": "Java", "kotlin": "Kotlin", "swift": "Swift",
	"c++": "C++", "cpp": "C++", "c#": "C#", "csharp": "C#", "f#": "F#", "php": "PHP", "laravel": "Laravel",
	"html": "HTML", "html5": "HTML", "css": "CSS", "css3": "CSS", "scss": "Sass", "sass": "Sass",
	"postgres": "PostgreSQL", "postgresql": "PostgreSQL", "mysql": "MySQL", "sqlite": "SQLite",
	"mongodb": "MongoDB", "mongo": "MongoDB",
	"redux": "Redux", "graphql": "GraphQL", "docker": "Docker", "kubernetes": "Kubernetes", "k8s": "Kubernetes",
	"tailwind": "Tailwind CSS", "tailwindcss": "Tailwind CSS", "tailwind-css": "Tailwind CSS",
	"vite": "Vite", "vitejs": "Vite",
}

// tagSlugs are the slugs of names that Slugify would shorten to another's.
var tagSlugs = map[string]string{"C++": "cpp", "C#": "csharp", "F#": "fsharp"}

// TagOf is the tag a technology's name stands for: its alias's name, or
// the name as written, and their slug; false for a name with no letter or
// digit.
func TagOf(name string) (Tag, bool) {
	name = strings.TrimSpace(name)
	if known, ok := aliases[strings.ToLower(name)]; ok {
		name = known
	}
	slug := tagSlugs[name]
	if slug == "" {
		slug = content.Slugify(name)
	}
	return Tag{Slug: slug, Name: name}, slug != ""
}

// tags are a project's technologies: its tech, then its repository's
// language and topics, each once.
func tags(tech []string, repo *Repository) []Tag {
	names := slices.Clone(tech)
	if repo != nil {
		if repo.Language != "" {
			names = append(names, repo.Language)
		}
		names = append(names, repo.Topics...)
	}
	out := []Tag{} // [] rather than null
	for _, n := range names {
		t, ok := TagOf(n)
		if ok && !slices.ContainsFunc(out, func(o Tag) bool { return o.Slug == t.Slug }) {
			out = append(out, t)
		}
	}
	return out
}
