import { manifestRoutes } from './paths'

// The blog's paths, read here rather than in shared/paths.ts, which is in
// the shell: the home screen loads none of the blog. The blog's screens and
// the menu's links, both lazy, share them.

const routeOf = (page: string, each?: string) => manifestRoutes.find((r) => r.page === page && r.each === each)?.path ?? ''

/** The list of posts, "/blog/". */
export const blogPath = routeOf('blog')

/** A tag's page, the posts that carry it: "/blog/tags/:slug/". */
export const postTagRoute = routeOf('blog', 'postTags')

/** A post's page: "/blog/:slug/". */
export const postRoute = routeOf('post', 'posts')

/** The path of a tag's page. */
export const postTagPath = (slug: string) => postTagRoute.replace(':slug', encodeURIComponent(slug))

/** The path of a post's page. */
export const postPath = (slug: string) => postRoute.replace(':slug', encodeURIComponent(slug))
