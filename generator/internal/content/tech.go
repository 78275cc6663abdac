package content

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// techNames are the names a technology goes by, in lower case, and the one
// a site shows: a project's `tech: [reactjs]`, a repository topic `react`
// and a forge's language are one chip, named React.
var techNames = map[string]string{
	"react": "React", "reactjs": "React", "react.js": "React", "react-js": "React",
	"react-native": "React Native", "vue": "Vue", "vuejs": "Vue", "vue.js": "Vue", "vue-js": "Vue",
	"angular": "Angular", "angularjs": "Angular",
	"svelte": "Svelte", "next": "Next.js", "nextjs": "Next.js", "next.js": "Next.js",
	"node": "Node.js", "nodejs": "Node.js", "node.js": "Node.js", "node-js": "Node.js",
	"javascript": "JavaScript", "js": "JavaScript", "typescript": "TypeScript", "ts": "TypeScript",
	"rails": "Ruby on Rails", "ruby on rails": "Ruby on Rails",
	"ruby-on-rails": "Ruby on Rails", "rubyonrails": "Ruby on Rails",
	"ruby": "Ruby", "python": "Python", "python3": "Python", "django": "Django", "flask": "Flask",
	"fastapi": "FastAPI", "go": "Go", "golang": "Go", "rust": "Rust", "java": "Java", "kotlin": "Kotlin",
	"swift": "Swift", "c++": "C++", "cpp": "C++", "c#": "C#", "csharp": "C#", "f#": "F#", "php": "PHP",
	"laravel": "Laravel", "html": "HTML", "html5": "HTML", "css": "CSS", "css3": "CSS", "scss": "Sass",
	"sass": "Sass", "postgres": "PostgreSQL", "postgresql": "PostgreSQL", "mysql": "MySQL", "sqlite": "SQLite",
	"mongodb": "MongoDB", "mongo": "MongoDB",
	"redux": "Redux", "graphql": "GraphQL", "docker": "Docker", "kubernetes": "Kubernetes", "k8s": "Kubernetes",
	"tailwind": "Tailwind CSS", "tailwindcss": "Tailwind CSS", "tailwind-css": "Tailwind CSS",
	"vite": "Vite", "vitejs": "Vite", "webpack": "webpack", "jquery": "jQuery", "github-pages": "GitHub Pages",
	"github-actions": "GitHub Actions", "gitlab-ci": "GitLab CI", "openai": "OpenAI", "webassembly": "WebAssembly",
	"wasm": "WebAssembly", "ios": "iOS", "macos": "macOS", "linux": "Linux", "npm": "npm",
	"api": "API", "rest-api": "REST API", "cli": "CLI", "pwa": "PWA", "ui": "UI", "ux": "UX", "sql": "SQL",
	"json": "JSON", "jwt": "JWT", "aws": "AWS", "gcp": "GCP", "ci": "CI", "ai": "AI", "ml": "ML", "llm": "LLM",
	"http": "HTTP", "rspec": "RSpec", "jest": "Jest", "vitest": "Vitest", "bootstrap": "Bootstrap",
	"shell": "Shell", "bash": "Bash", "dart": "Dart", "flutter": "Flutter", "elixir": "Elixir",
}

// TechName is the name a site shows for a technology named name: its
// usual name ("typescript" is TypeScript, "ruby-on-rails" Ruby on Rails),
// or name as written when it is not a known one.
func TechName(name string) string {
	if known, ok := knownTech(name); ok {
		return known
	}
	return strings.TrimSpace(name)
}

// knownTech is the usual name of the technology named name, if techNames
// has it.
func knownTech(name string) (string, bool) {
	known, ok := techNames[strings.ToLower(strings.TrimSpace(name))]
	return known, ok
}

// Readable makes a repository's or a topic's name a title: a known
// technology's name ("ruby-on-rails" is Ruby on Rails), or else its words,
// split at hyphens and underscores, each capitalised, or written as a
// technology writes it when that is only a matter of case ("weather-now"
// is Weather Now, "tiny-http-api" Tiny HTTP API, "rails-shop" Rails
// Shop); a word already in capitals or mixed case stays as it is.
func Readable(name string) string {
	if known, ok := knownTech(name); ok {
		return known
	}
	words := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || unicode.IsSpace(r) })
	for i, w := range words {
		switch known, ok := knownTech(w); {
		case ok && strings.EqualFold(known, w):
			words[i] = known
		case w == strings.ToLower(w):
			first, size := utf8.DecodeRuneInString(w)
			words[i] = string(unicode.ToUpper(first)) + w[size:]
		}
	}
	return strings.Join(words, " ")
}
