package forges

import (
	"encoding/json"
	"net/url"
	"strconv"
)

// A user as each API answers it, as far as a new site reads it.
type (
	githubUser struct {
		Login     string  `json:"login"`
		Name      *string `json:"name"` // null when they gave none
		Bio       *string `json:"bio"`
		Location  *string `json:"location"`
		Blog      *string `json:"blog"` // their website, maybe without a scheme
		AvatarURL string  `json:"avatar_url"`
		HTMLURL   string  `json:"html_url"`
	}
	gitlabUser struct {
		ID         int     `json:"id"`
		Username   string  `json:"username"`
		Name       *string `json:"name"`
		Bio        *string `json:"bio"`
		Location   *string `json:"location"`
		WebsiteURL *string `json:"website_url"`
		AvatarURL  *string `json:"avatar_url"`
		WebURL     string  `json:"web_url"`
	}
	forgejoUser struct {
		Login       string  `json:"login"`
		FullName    *string `json:"full_name"`
		Description *string `json:"description"` // the bio
		Location    *string `json:"location"`
		Website     *string `json:"website"`
		AvatarURL   string  `json:"avatar_url"`
		HTMLURL     string  `json:"html_url"`
	}
)

// userEndpoint is where f's API at api answers for the user called name.
func (f Forge) userEndpoint(api, name string) string {
	if f.kind == gitlab {
		return api + "/users?username=" + url.QueryEscape(name)
	}
	return api + "/users/" + url.PathEscape(name)
}

// reposEndpoint is the first page of u's repositories on f's API at api.
func (f Forge) reposEndpoint(api string, u user) string {
	switch f.kind {
	case gitlab:
		return api + "/users/" + strconv.Itoa(u.id) + "/projects?per_page=100"
	case forgejo:
		return api + "/users/" + url.PathEscape(u.login) + "/repos?limit=50"
	}
	return api + "/users/" + url.PathEscape(u.login) + "/repos?type=owner&sort=pushed&per_page=100"
}

// decodeUser maps f's answer about a user; found is false when GitLab's
// list of users by that name is empty.
func (f Forge) decodeUser(body []byte) (u user, found bool, err error) {
	switch f.kind {
	case gitlab:
		var list []gitlabUser
		if err := json.Unmarshal(body, &list); err != nil || len(list) == 0 {
			return user{}, false, err
		}
		return list[0].user(), true, nil
	case forgejo:
		var g forgejoUser
		if err := json.Unmarshal(body, &g); err != nil {
			return user{}, false, err
		}
		return user{login: g.Login, name: str(g.FullName), bio: str(g.Description), location: str(g.Location),
			website: str(g.Website), url: g.HTMLURL, avatar: g.AvatarURL}, true, nil
	}
	var g githubUser
	if err := json.Unmarshal(body, &g); err != nil {
		return user{}, false, err
	}
	return user{login: g.Login, name: str(g.Name), bio: str(g.Bio), location: str(g.Location),
		website: str(g.Blog), url: g.HTMLURL, avatar: g.AvatarURL}, true, nil
}

func (g gitlabUser) user() user {
	return user{id: g.ID, login: g.Username, name: str(g.Name), bio: str(g.Bio), location: str(g.Location),
		website: str(g.WebsiteURL), url: g.WebURL, avatar: str(g.AvatarURL)}
}
