package forges

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/portgen/portgen/generator/internal/content"
)

// Reading a user's profile and repositories, for a new site made from
// them (portgen new site --from), and one repository, for a new project
// (portgen new project --from). Unlike Fetch, what cannot be read here is
// an error: there is nothing to make without it.

// Account is a user of a forge, as portgen new site --from names it:
// github:USER, gitlab:USER or codeberg:USER.
type Account struct {
	Forge Forge
	User  string
}

func (a Account) String() string { return a.Forge.scheme() + ":" + a.User }

// scheme is the forge's name in an account: "github".
func (f Forge) scheme() string { return strings.ToLower(f.Name) }

// userName is what the forges allow in a user's name.
var userName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)

// ParseAccount reads an account written github:USER, gitlab:USER or
// codeberg:USER.
func ParseAccount(s string) (Account, error) {
	scheme, user, _ := strings.Cut(strings.TrimSpace(s), ":")
	for _, f := range Forges {
		if !strings.EqualFold(scheme, f.scheme()) {
			continue
		}
		if !userName.MatchString(user) {
			return Account{}, fmt.Errorf("%q names no user: write %s:USER, with the user's name", s, f.scheme())
		}
		return Account{Forge: f, User: user}, nil
	}
	return Account{}, fmt.Errorf("%q names no forge account: write github:USER, gitlab:USER or codeberg:USER", s)
}

// Profile is what a forge says of a user, with their own public
// repositories.
type Profile struct {
	Account         // User as the forge writes it
	Name     string // their name, or else their user name
	Bio      string
	Location string // as they wrote it: "Lisbon, Portugal"
	Website  string // an http(s) URL, or ""
	URL      string // their profile's page
	Avatar   Avatar // none when the forge has no picture of them
	// Repositories are their own, neither forks nor archived: the most
	// starred first, then the most recently pushed.
	Repositories []Repository
}

// Avatar is a user's picture, downloaded.
type Avatar struct {
	Data []byte
	Ext  string // by its content: ".png", ".jpg", ".gif" or ".webp"
}

// PagesURL is the address of the user's Pages site: https://USER.github.io/.
func (p Profile) PagesURL() string {
	return strings.ReplaceAll(p.Forge.Pages, "USER", strings.ToLower(p.User))
}

// maxPages bounds the pages of repositories read: a thousand or so.
const maxPages = 10

// errNotFound is a 404 answer.
var errNotFound = errors.New("not found (404)")

// ReadProfile reads a's profile and their own public repositories, the
// first limit of them (see Profile.Repositories), and downloads their
// avatar. The error names a.
func ReadProfile(a Account, limit int, opts Options) (Profile, error) {
	c := newClient(opts.withDefaults())
	p, err := c.profile(a, limit)
	if err != nil {
		return Profile{}, fmt.Errorf("%s: %w", a, err)
	}
	return p, nil
}

// ReadRepository reads the repository that link names on a known forge.
// The error names link.
func ReadRepository(link string, opts Options) (Repository, error) {
	repo, ok := Parse(link)
	if !ok {
		return Repository{}, fmt.Errorf("%s names no repository on github.com, gitlab.com or codeberg.org: "+
			"write its address, such as https://github.com/owner/name", link)
	}
	c := newClient(opts.withDefaults())
	r, err := c.repository(repo)
	if err != nil {
		return Repository{}, fmt.Errorf("%s: %w", link, err)
	}
	return r, nil
}

func (opts Options) withDefaults() Options {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Getenv == nil {
		opts.Getenv = os.Getenv
	}
	return opts
}

func (c *client) profile(a Account, limit int) (Profile, error) {
	f := a.Forge
	u, err := c.user(a)
	if err != nil {
		return Profile{}, err
	}
	all, err := c.repositories(f, u)
	if err != nil {
		return Profile{}, err
	}
	own := pick(all, limit)
	if err := c.addLanguages(f, own); err != nil {
		return Profile{}, err
	}
	avatar, err := c.avatar(f, u.avatar)
	if err != nil {
		return Profile{}, err
	}
	return Profile{
		Account:      Account{Forge: f, User: u.login},
		Name:         cmp.Or(u.name, u.login),
		Bio:          u.bio,
		Location:     u.location,
		Website:      website(u.website),
		URL:          cmp.Or(u.url, "https://"+f.Host+"/"+u.login),
		Avatar:       avatar,
		Repositories: own,
	}, nil
}

// ok asks endpoint and gives its answer when it is a 200.
func (c *client) ok(f Forge, endpoint string) (reply, error) {
	r, err := c.request(f, endpoint, "", c.opts.Now())
	switch {
	case err != nil:
		return reply{}, err
	case r.status == http.StatusNotFound:
		return reply{}, errNotFound
	case r.status != http.StatusOK:
		return reply{}, fmt.Errorf("%s answered %s", f.Name, r.statusText)
	}
	return r, nil
}

// user is a forge's user, as far as a new site reads it.
type user struct {
	id                                       int // GitLab's, which their projects are listed by
	login, name, bio, location, website, url string
	avatar                                   string // its URL
}

func (c *client) user(a Account) (user, error) {
	f := a.Forge
	r, err := c.ok(f, f.userEndpoint(c.api(f), a.User))
	if errors.Is(err, errNotFound) {
		return user{}, fmt.Errorf("%s has no user %s (404)", f.Name, a.User)
	}
	if err != nil {
		return user{}, err
	}
	u, found, err := f.decodeUser(r.body)
	switch {
	case err != nil:
		return user{}, fmt.Errorf("%s's answer is not a user's: %s", f.Name, plain(err))
	case !found:
		return user{}, fmt.Errorf("%s has no user %s", f.Name, a.User)
	case u.login == "":
		return user{}, fmt.Errorf("%s's answer is not a user's: it has no user name", f.Name)
	case f.kind == gitlab: // the list has who they are; their profile has the rest
		return c.gitlabProfile(f, u.id)
	}
	return u, nil
}

// gitlabProfile reads the public profile of GitLab's user id.
func (c *client) gitlabProfile(f Forge, id int) (user, error) {
	r, err := c.ok(f, c.api(f)+"/users/"+strconv.Itoa(id))
	if err != nil {
		return user{}, fmt.Errorf("the profile of user %d: %w", id, err)
	}
	var g gitlabUser
	if err := json.Unmarshal(r.body, &g); err != nil {
		return user{}, fmt.Errorf("%s's answer is not a user's: %s", f.Name, plain(err))
	}
	return g.user(), nil
}

// repositories reads every page of u's repositories.
func (c *client) repositories(f Forge, u user) ([]Repository, error) {
	var all []Repository
	endpoint := f.reposEndpoint(c.api(f), u)
	for page := 0; endpoint != "" && page < maxPages; page++ {
		r, err := c.ok(f, endpoint)
		if err != nil {
			return nil, fmt.Errorf("the repositories of %s: %w", u.login, err)
		}
		list, err := f.decodeRepositories(r.body)
		if err != nil {
			return nil, fmt.Errorf("%s's answer is not a list of repositories: %s", f.Name, plain(err))
		}
		all = append(all, list...)
		endpoint = c.nextPage(f, r.header)
	}
	return all, nil
}

// nextPage is the next page that a Link header names (rel="next"), when
// it is on f's API: a link elsewhere is not followed.
func (c *client) nextPage(f Forge, h http.Header) string {
	for _, link := range strings.Split(h.Get("Link"), ",") {
		target, params, _ := strings.Cut(strings.TrimSpace(link), ";")
		if !slices.Contains(strings.Fields(strings.ReplaceAll(params, ";", " ")), `rel="next"`) {
			continue
		}
		u, err := url.Parse(strings.Trim(target, "<>"))
		if err == nil && c.ownOrigin(f, u) {
			return u.String()
		}
	}
	return ""
}

// pick are the repositories a new site shows: the user's own, neither
// forks nor archived, the most starred first, then the most recently
// pushed, limit of them.
func pick(all []Repository, limit int) []Repository {
	own := slices.DeleteFunc(slices.Clone(all), func(r Repository) bool { return r.Fork || r.Archived })
	slices.SortStableFunc(own, func(a, b Repository) int {
		return cmp.Or(cmp.Compare(b.Stars, a.Stars), cmp.Compare(b.Pushed, a.Pushed), cmp.Compare(a.Name, b.Name))
	})
	return own[:min(limit, len(own))]
}

// repository reads one repository, with its main language.
func (c *client) repository(repo Repo) (Repository, error) {
	f, _ := byHost(repo.Host)
	r, err := c.ok(f, f.endpoint(c.api(f), repo))
	if errors.Is(err, errNotFound) {
		return Repository{}, fmt.Errorf("%s has no repository %s (404), or it is private", f.Name, repo.Path)
	}
	if err != nil {
		return Repository{}, err
	}
	got, err := f.decodeRepository(r.body)
	if err != nil {
		return Repository{}, fmt.Errorf("%s's answer is not a repository's: %s", f.Name, plain(err))
	}
	got.URL = cmp.Or(got.URL, "https://"+repo.Host+"/"+repo.Path)
	got.Name = cmp.Or(got.Name, repo.Path[strings.LastIndex(repo.Path, "/")+1:])
	list := []Repository{got}
	if err := c.addLanguages(f, list); err != nil {
		return Repository{}, err
	}
	return list[0], nil
}

// addLanguages gives each of GitLab's projects its main language, which
// GitLab lists apart: its largest share.
func (c *client) addLanguages(f Forge, repos []Repository) error {
	if f.kind != gitlab {
		return nil
	}
	for i, r := range repos {
		answer, err := c.ok(f, c.api(f)+"/projects/"+strconv.Itoa(r.id)+"/languages")
		if err != nil {
			return fmt.Errorf("the languages of %s: %w", r.Name, err)
		}
		var shares map[string]float64
		if err := json.Unmarshal(answer.body, &shares); err != nil {
			return fmt.Errorf("%s's answer is not a project's languages: %s", f.Name, plain(err))
		}
		repos[i].Language = largest(shares)
	}
	return nil
}

// largest is the language of the largest share, the first by name of a tie.
func largest(shares map[string]float64) string {
	best := ""
	for lang, share := range shares {
		if best == "" || share > shares[best] || share == shares[best] && lang < best {
			best = lang
		}
	}
	return best
}

// avatar downloads a user's picture from link, which may be on another
// host than the API (the token then stays home).
func (c *client) avatar(f Forge, link string) (Avatar, error) {
	if link == "" {
		return Avatar{}, nil
	}
	base, _ := url.Parse(c.api(f) + "/")
	u, err := base.Parse(link)
	if err != nil {
		return Avatar{}, fmt.Errorf("the avatar's address %q is not a URL", link)
	}
	r, err := c.ok(f, u.String())
	if err != nil {
		return Avatar{}, fmt.Errorf("the avatar at %s: %w", u, err)
	}
	ext, ok := imageTypes[http.DetectContentType(r.body)]
	if !ok {
		return Avatar{}, fmt.Errorf("the avatar at %s is not a PNG, JPEG, GIF or WebP image", u)
	}
	return Avatar{Data: r.body, Ext: ext}, nil
}

// imageTypes are the images portgen reads, by their sniffed type.
var imageTypes = map[string]string{
	"image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp",
}

// website is a profile's website as an http(s) URL: GitHub's blog field
// may have no scheme ("example.com"). What is no web address is none.
func website(s string) string {
	if s == "" {
		return ""
	}
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, err := content.WebURL(s)
	if err != nil {
		return ""
	}
	return u.String()
}
