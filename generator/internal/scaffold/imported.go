package scaffold

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"text/template"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/content"
	"github.com/portgen/portgen/generator/internal/forges"
)

// A new site made from a forge profile (portgen new site --from), and a
// project made from a repository (portgen new project --from): the
// owner's own words and repositories in place of the starter's samples.

var (
	//go:embed imported-site.yaml.tmpl
	importedSiteText string
	//go:embed imported-project.yaml.tmpl
	importedProjectText string

	importedSite    = template.Must(template.New("site").Parse(importedSiteText))
	importedProject = template.Must(template.New("project").Parse(importedProjectText))
)

// Import is what a new site is made from instead of the starter's samples.
type Import struct {
	Profile forges.Profile
	// Draw draws a project's placeholder screenshot, a JPEG.
	Draw func(Shot) ([]byte, error)
}

// Shot is what a project's placeholder screenshot shows: the project's
// title and technologies, the owner's name and label, over a wallpaper.
type Shot struct {
	Title, Owner, Label string
	Tech                []string
	Wallpaper           []byte // encoded
}

// starterKept are the starter's files that a site made from a profile
// keeps: the interface's words, the backgrounds, the icon and the music.
// Its samples (résumé, projects, documents, photo) are the owner's own or
// left out.
var starterKept = []string{
	"content/locales/", "content/media/wallpapers/", "content/media/music/", "content/media/icon.png",
}

func keptFromStarter(p string) bool {
	for _, kept := range starterKept {
		if p == kept || strings.HasSuffix(kept, "/") && strings.HasPrefix(p, kept) {
			return true
		}
	}
	return false
}

// withoutSampleAbout is a starter's locale file without about.paragraph,
// the sample owner's words that About shows when the résumé has no
// summary: a profile's bio is not theirs, and About then shows the label
// alone. The file is edited as text, so that its comments and layout stay.
func withoutSampleAbout(locale []byte) []byte {
	var out bytes.Buffer
	section, dropping := "", false
	for line := range strings.Lines(string(locale)) {
		indent := len(line) - len(strings.TrimLeft(line, " "))
		blank := strings.TrimSpace(line) == ""
		switch {
		case indent == 0 && !blank:
			section, _, _ = strings.Cut(line, ":")
			dropping = false
		case indent == 2:
			dropping = section == "about" && strings.HasPrefix(line, "  paragraph:")
		}
		if !dropping {
			out.WriteString(line)
		}
	}
	return out.Bytes()
}

// importedContent adds to files (the starter's, kept ones only) the
// content made from im's profile, and says how many projects it made and
// which repositories it left out (Made without its Files).
func importedContent(files map[string][]byte, im *Import) (Made, error) {
	p := im.Profile
	for name, data := range files {
		if strings.HasPrefix(name, "content/locales/") {
			files[name] = withoutSampleAbout(data)
		}
	}
	resume, label := importedResume(p)
	files["content/resume.json"] = resume
	if p.Avatar.Ext != "" {
		files["content/media/profile"+p.Avatar.Ext] = p.Avatar.Data
	}
	var site bytes.Buffer
	first, _, _ := strings.Cut(p.Name, " ")
	err := importedSite.Execute(&site, map[string]string{
		"Profile": p.Account.String(), "BaseURL": p.PagesURL(), "Name": p.Name, "ShortName": first,
	})
	if err != nil {
		return Made{}, err
	}
	files["content/site.yaml"] = site.Bytes()
	shot := Shot{Owner: p.Name, Label: label, Wallpaper: files["content/media/wallpapers/dunes.jpg"]}
	return addProjects(files, p.Repositories, shot, im.Draw)
}

// addProjects adds to files a project made from each repository, with ids
// from 1, its screenshot drawn over shot; it leaves out a repository that
// names no technology, or whose project file another's already is.
func addProjects(files map[string][]byte, repos []forges.Repository, shot Shot, draw func(Shot) ([]byte, error)) (
	Made, error,
) {
	var out Made
	slugs := map[string]string{} // the repository each project file is made from
	for _, r := range repos {
		slug := content.Slugify(r.Name)
		if other, taken := slugs[slug]; taken { // foo_bar and foo-bar
			out.Left = append(out.Left, fmt.Sprintf("%s: its project file would be %s's, %s.yaml", r.Name, other, slug))
			continue
		}
		made, err := projectFiles(r, out.Projects+1, shot, draw)
		if err != nil {
			return Made{}, err
		}
		if made == nil {
			out.Left = append(out.Left, r.Name+": it names no language and no topic, for its technologies")
			continue
		}
		slugs[slug] = r.Name
		for name, data := range made {
			files["content/"+name] = data
		}
		out.Projects++
	}
	return out, nil
}

// resumeJSON is the résumé of a new site made from a profile: its basics
// only, since a profile says nothing of work, education or skills.
type resumeJSON struct {
	Schema string     `json:"$schema"`
	Basics basicsJSON `json:"basics"`
}

type basicsJSON struct {
	Name     string        `json:"name"`
	Label    string        `json:"label,omitempty"`
	Image    string        `json:"image,omitempty"`
	URL      string        `json:"url,omitempty"`
	Summary  string        `json:"summary,omitempty"`
	Location *locationJSON `json:"location,omitempty"`
	Profiles []profileJSON `json:"profiles"`
}

type locationJSON struct {
	City string `json:"city"`
}

type profileJSON struct {
	Network  string `json:"network"`
	Username string `json:"username"`
	URL      string `json:"url"`
}

// labelMax is the longest bio that is a label (what the owner does, under
// their name); a longer one is the résumé's summary.
const labelMax = 60

// importedResume is p's résumé, and its label.
func importedResume(p forges.Profile) ([]byte, string) {
	b := basicsJSON{
		Name: p.Name, URL: p.Website,
		Profiles: []profileJSON{{Network: p.Forge.Name, Username: p.User, URL: p.URL}},
	}
	if utf8.RuneCountInString(p.Bio) <= labelMax && !strings.Contains(p.Bio, "\n") {
		b.Label = p.Bio
	} else {
		b.Summary = p.Bio
	}
	if p.Avatar.Ext != "" {
		b.Image = "media/profile" + p.Avatar.Ext
	}
	if p.Location != "" {
		b.Location = &locationJSON{City: p.Location}
	}
	data, _ := json.MarshalIndent(resumeJSON{Schema: "../schemas/resume.schema.json", Basics: b}, "", "  ")
	return append(data, '\n'), b.Label
}

// projectFiles are the files of the project made from r, with id, by
// their paths in the content folder; none for a repository that names no
// technology (a project must name one).
func projectFiles(r forges.Repository, id int, shot Shot, draw func(Shot) ([]byte, error)) (map[string][]byte, error) {
	tech := technologies(r)
	if len(tech) == 0 {
		return nil, nil
	}
	title := content.Readable(r.Name)
	slug := content.Slugify(r.Name)
	var text bytes.Buffer
	err := importedProject.Execute(&text, map[string]any{
		"Source": r.URL, "ID": id, "Slug": slug, "Title": scalar(title),
		"Description": descriptionScalar(r.Description), "Tech": flowList(tech), "Homepage": homepage(r.Homepage),
	})
	if err != nil {
		return nil, err
	}
	shot.Title, shot.Tech = title, tech
	jpeg, err := draw(shot)
	if err != nil {
		return nil, fmt.Errorf("draw the screenshot of %s: %w", r.Name, err)
	}
	return map[string][]byte{
		"projects/" + slug + ".yaml":        text.Bytes(),
		"media/icons/" + slug + ".svg":      initialsIcon(title, slug),
		"media/projects/" + slug + "/1.jpg": jpeg,
	}, nil
}

// technologies are a repository's language, then its topics, as a site
// names them ("ruby-on-rails" is Ruby on Rails), each once.
func technologies(r forges.Repository) []string {
	var out []string
	seen := map[string]bool{}
	for _, name := range append([]string{r.Language}, r.Topics...) {
		if name = content.Readable(name); name != "" && !seen[strings.ToLower(name)] {
			seen[strings.ToLower(name)] = true
			out = append(out, name)
		}
	}
	return out
}

// homepage is a repository's homepage when it is an http(s) address.
func homepage(s string) string {
	if u, err := content.WebURL(s); s != "" && err == nil {
		return u.String()
	}
	return ""
}

// descriptionScalar is a repository's description as one paragraph of
// light markup: its text, whatever it holds, never markup.
func descriptionScalar(s string) string {
	if s = strings.Join(strings.Fields(s), " "); s == "" {
		return ""
	}
	escaped := strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`).Replace(s)
	return scalar(escaped)
}

// flowList writes items as a YAML flow sequence on one line: [Go, CLI].
func flowList(items []string) string {
	n := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, it := range items {
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: it})
	}
	out, _ := yaml.Marshal(n)
	return strings.TrimSpace(string(out))
}

// iconColors are the backgrounds of the drawn icons, each dark enough for
// white initials to read on it.
var iconColors = []string{"#1d4ed8", "#0f766e", "#7c3aed", "#b91c1c", "#a16207", "#be185d", "#15803d", "#334155"}

// initialsIcon is a project's icon: its initials on a rounded square of a
// colour chosen by its slug.
func initialsIcon(title, slug string) []byte {
	var initials []rune
	for _, w := range strings.Fields(title) {
		if r, _ := utf8.DecodeRuneInString(w); len(initials) < 2 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			initials = append(initials, unicode.ToUpper(r))
		}
	}
	h := fnv.New32a()
	h.Write([]byte(slug))
	var text bytes.Buffer
	template.HTMLEscape(&text, []byte(string(initials)))
	fill := iconColors[h.Sum32()%uint32(len(iconColors))]
	return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`+
		`<rect width="64" height="64" rx="14" fill="%s"/>`+
		`<text x="32" y="41" font-family="system-ui, sans-serif" font-size="24" font-weight="700" `+
		`text-anchor="middle" fill="#fff">%s</text></svg>`+"\n", fill, text.String())
}

// ProjectFrom writes, in the content folder, the project made from the
// repository r (its file, icon and placeholder screenshot) with the next
// free id. It never overwrites a file; it returns the project file's path
// and its id.
func ProjectFrom(
	contentDir string,
	r forges.Repository,
	shot Shot,
	draw func(Shot) ([]byte, error),
) (string, int, error) {
	dir := filepath.Join(contentDir, "projects")
	id, err := nextID(dir)
	if err != nil {
		return "", 0, err
	}
	files, err := projectFiles(r, id, shot, draw)
	if err != nil {
		return "", 0, err
	}
	if files == nil {
		return "", 0, fmt.Errorf("%s names no language and no topic for the project's technologies: "+
			"give the repository topics, or start the project with portgen new project \"Title\"", r.URL)
	}
	slug := content.Slugify(r.Name)
	file := filepath.Join(dir, slug+".yaml")
	own := "projects/" + slug + ".yaml"
	names := slices.DeleteFunc(slices.Sorted(maps.Keys(files)), func(n string) bool { return n == own })
	names = append([]string{own}, names...) // the project's file first: the one the owner knows
	for _, name := range names {
		if _, err := os.Lstat(filepath.Join(contentDir, filepath.FromSlash(name))); err == nil {
			return "", 0, fmt.Errorf("%s already exists: portgen new project --from writes no file over another",
				filepath.ToSlash(path.Join(filepath.ToSlash(contentDir), name)))
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", 0, err
		}
	}
	if err := writeAll(contentDir, files); err != nil {
		return "", 0, err
	}
	return file, id, nil
}
