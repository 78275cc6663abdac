package forgefake

import (
	"encoding/json"
	"strconv"
	"strings"
)

// answer is the fake's answer at one path: its JSON, and the path of the
// next page, if any (a Link header).
type answer struct {
	body string
	next string
}

// The users, as each forge names them.
const (
	GitHubUser   = "AdaL"
	GitLabUser   = "ada"
	CodebergUser = "ada"
)

// answers are the fake's answers by path and query, with the API's and
// the avatars' origins in their URLs.
func answers(api, avatars string) map[string]answer {
	fill := strings.NewReplacer("API", api, "AVATARS", avatars).Replace
	out := map[string]answer{}
	for path, a := range pages {
		out[strings.ToLower(path)] = answer{body: fill(a.body), next: a.next}
	}
	for list, single := range repositoryPaths {
		for _, page := range []string{list, list + "&page=2"} {
			var repos []json.RawMessage
			json.Unmarshal([]byte(out[strings.ToLower(page)].body), &repos)
			for _, r := range repos {
				var named struct{ Name string }
				json.Unmarshal(r, &named)
				out[strings.ToLower(strings.Replace(single, "NAME", named.Name, 1))] = answer{body: string(r)}
			}
		}
	}
	return out
}

// repositoryPaths are where each forge answers about one repository
// (NAME), by the list of repositories that has it.
var repositoryPaths = map[string]string{
	githubRepos: "/github/repos/AdaL/NAME",
	"/gitlab/api/v4/users/4242/projects?per_page=100": "/gitlab/api/v4/projects/ada%2FNAME?license=true",
	"/codeberg/api/v1/users/ada/repos?limit=50":       "/codeberg/api/v1/repos/ada/NAME",
}

const githubRepos = "/github/users/AdaL/repos?type=owner&sort=pushed&per_page=100"

var pages = map[string]answer{
	// GitHub: a name, a blog without a scheme; repositories over two pages,
	// with a fork, an archived one, null and "" fields.
	"/github/users/AdaL": {body: `{
  "login": "AdaL", "id": 583231, "node_id": "MDQ6VXNlcjU4MzIzMQ==",
  "avatar_url": "AVATARS/u/583231?v=4", "gravatar_id": "", "url": "API/github/users/AdaL",
  "html_url": "https://github.com/AdaL", "type": "User", "site_admin": false,
  "name": "Ada Lovelace", "company": null, "blog": "ada.example", "location": "Lisbon, Portugal",
  "email": null, "hireable": null, "bio": "Web developer: small, fast tools for the web.",
  "twitter_username": null, "public_repos": 9, "public_gists": 0, "followers": 12, "following": 3,
  "created_at": "2015-03-02T10:00:00Z", "updated_at": "2026-11-20T09:00:00Z"
}`},
	githubRepos: {next: githubRepos + "&page=2", body: `[
  ` + githubRepo("weather-now", `"Today's weather and the week ahead, for any place on Earth."`, 42,
		`"TypeScript"`, `["react", "weather", "pwa"]`, `"https://weather-now.example"`, "2026-11-02", false, false) + `,
  ` + githubRepo("rails-bookshelf", `"A shared bookshelf for a reading club: who reads what, and what's next."`, 17,
		`"Ruby"`, `["ruby-on-rails", "postgresql"]`, `""`, "2026-06-10", false, false) + `,
  ` + githubRepo("dotfiles", `null`, 3, `"Shell"`, `[]`, `null`, "2026-10-01", false, false) + `,
  ` + githubRepo("linux", `"Linux kernel source tree"`, 0, `"C"`, `[]`, `""`, "2026-11-05", true, false) + `,
  ` + githubRepo("old-blog", `"My blog, before this site."`, 50, `"HTML"`, `[]`, `""`, "2019-01-01", false, true) + `
]`},
	githubRepos + "&page=2": {body: `[
  ` + githubRepo("maths-drills", `"Mental arithmetic drills, one minute at a time."`, 17, `"JavaScript"`,
		`["education", "vite"]`, `"https://adal.github.io/maths-drills/"`, "2026-09-15", false, false) + `,
  ` + githubRepo("tiny_http", `"A tiny HTTP server for a folder of files."`, 0, `"Go"`, `["http", "cli"]`,
		`null`, "2026-08-01", false, false) + `,
  ` + githubRepo("notes-cli", `"Notes from the terminal."`, 0, `"Rust"`, `[]`, `""`, "2026-07-01", false, false) + `,
  ` + githubRepo("empty", `null`, 0, `null`, `[]`, `null`, "2020-01-01", false, false) + `
]`},

	// GitLab: a user found by a list, their public profile by id, projects
	// with a fork and an archived one, and languages asked apart.
	"/gitlab/api/v4/users?username=ada": {body: `[
  {"id": 4242, "username": "ada", "name": "Ada Lovelace", "state": "active", "locked": false,
   "avatar_url": "AVATARS/uploads/-/system/user/avatar/4242/avatar.png", "web_url": "https://gitlab.com/ada"}
]`},
	"/gitlab/api/v4/users/4242": {body: `{
  "id": 4242, "username": "ada", "name": "Ada Lovelace", "state": "active", "locked": false,
  "avatar_url": "AVATARS/uploads/-/system/user/avatar/4242/avatar.png", "web_url": "https://gitlab.com/ada",
  "created_at": "2016-01-01T00:00:00.000Z", "bio": "", "location": "Porto", "public_email": null,
  "linkedin": "", "twitter": "", "discord": "", "website_url": "https://ada.example",
  "organization": "", "job_title": "Game developer", "pronouns": null, "bot": false,
  "work_information": null, "followers": 1, "following": 0, "local_time": null
}`},
	"/gitlab/api/v4/users/4242/projects?per_page=100": {body: `[
  {"id": 101, "description": "A tiny garden that grows while you code.", "name": "pixel-garden",
   "name_with_namespace": "Ada Lovelace / pixel-garden", "path": "pixel-garden",
   "path_with_namespace": "ada/pixel-garden", "created_at": "2025-01-01T00:00:00.000Z",
   "default_branch": "main", "tag_list": ["godot", "game"], "topics": ["godot", "game"],
   "web_url": "https://gitlab.com/ada/pixel-garden", "star_count": 5, "forks_count": 0,
   "last_activity_at": "2026-10-03T12:00:00.000Z", "archived": false, "visibility": "public"},
  {"id": 102, "description": null, "name": "site-generator", "path": "site-generator",
   "path_with_namespace": "ada/site-generator", "topics": [],
   "web_url": "https://gitlab.com/ada/site-generator", "star_count": 2, "forks_count": 0,
   "last_activity_at": "2026-09-01T12:00:00.000Z", "archived": false, "visibility": "public"},
  {"id": 103, "description": "GitLab FOSS", "name": "gitlab-foss", "path": "gitlab-foss",
   "topics": [], "web_url": "https://gitlab.com/ada/gitlab-foss", "star_count": 9,
   "last_activity_at": "2026-11-01T12:00:00.000Z", "archived": false,
   "forked_from_project": {"id": 13083, "name": "GitLab FOSS", "path_with_namespace": "gitlab-org/gitlab-foss"}},
  {"id": 104, "description": "Old things.", "name": "attic", "path": "attic", "topics": [],
   "web_url": "https://gitlab.com/ada/attic", "star_count": 30,
   "last_activity_at": "2018-11-01T12:00:00.000Z", "archived": true}
]`},
	"/gitlab/api/v4/projects/101/languages": {body: `{"GDScript": 81.5, "Shell": 18.5}`},
	"/gitlab/api/v4/projects/102/languages": {body: `{"Go": 100.0}`},

	// Codeberg: no full name, the bio in description.
	"/codeberg/api/v1/users/ada": {body: `{
  "id": 7, "login": "ada", "login_name": "", "source_id": 0, "full_name": "", "email": "ada@noreply.codeberg.org",
  "avatar_url": "AVATARS/avatars/9b8a", "html_url": "https://codeberg.org/ada", "language": "",
  "is_admin": false, "last_login": "0001-01-01T00:00:00Z", "created": "2022-02-02T10:00:00+01:00",
  "restricted": false, "active": false, "prohibit_login": false, "location": "",
  "pronouns": "", "website": "", "description": "I make small tools that respect their users.",
  "visibility": "public", "followers_count": 0, "following_count": 0, "starred_repos_count": 0, "username": "ada"
}`},
	"/codeberg/api/v1/users/ada/repos?limit=50": {body: `[
  {"id": 31, "owner": {"id": 7, "login": "ada", "full_name": ""}, "name": "tea-timer",
   "full_name": "ada/tea-timer", "description": "A tea timer that knows each tea.", "empty": false,
   "private": false, "fork": false, "template": false, "mirror": false, "size": 120, "language": "Vue",
   "html_url": "https://codeberg.org/ada/tea-timer", "website": "", "stars_count": 4, "forks_count": 0,
   "archived": false, "created_at": "2024-01-01T10:00:00+01:00", "updated_at": "2026-10-10T10:00:00+02:00",
   "topics": ["vue", "pwa"], "licenses": ["MIT"]},
  {"id": 32, "owner": {"id": 7, "login": "ada", "full_name": ""}, "name": "forgejo",
   "full_name": "ada/forgejo", "description": "Beyond coding. We forge.", "fork": true, "language": "Go",
   "html_url": "https://codeberg.org/ada/forgejo", "website": "", "stars_count": 0, "archived": false,
   "updated_at": "2026-11-10T10:00:00+01:00", "topics": []}
]`},
}

// githubRepo is a repository as GitHub lists it (trimmed); description,
// language, topics and homepage are JSON.
func githubRepo(name, description string, stars int, language, topics, homepage, pushed string,
	fork, archived bool) string {
	b := map[bool]string{true: "true", false: "false"}
	return strings.NewReplacer(
		"NAME", name, "DESC", description, "STARS", itoa(stars), "LANG", language, "TOPICS", topics,
		"HOME", homepage, "PUSHED", pushed, "FORK", b[fork], "ARCHIVED", b[archived],
	).Replace(`{"id": 1, "name": "NAME", "full_name": "AdaL/NAME", "private": false,
   "owner": {"login": "AdaL", "id": 583231, "type": "User"}, "html_url": "https://github.com/AdaL/NAME",
   "description": DESC, "fork": FORK, "homepage": HOME, "size": 108, "stargazers_count": STARS,
   "watchers_count": STARS, "language": LANG, "forks_count": 0, "archived": ARCHIVED, "disabled": false,
   "license": null, "topics": TOPICS, "visibility": "public", "pushed_at": "PUSHEDT10:00:00Z",
   "created_at": "2015-04-01T10:00:00Z", "updated_at": "PUSHEDT10:00:00Z", "default_branch": "main"}`)
}

func itoa(n int) string { return strconv.Itoa(n) }
