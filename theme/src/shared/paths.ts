import { routes } from '../../portgen.json'

// The site's routes are those of the theme's portgen.json, from which
// portgen writes a page of dist/ for each: the app reads them from there
// too, so that they are listed once.

/** A route of portgen.json: a page name, its path below the base path (or the file of the not-found page), the module that renders it, the data it shows. */
export type Route = { page: string; path?: string; file?: string; module?: string; each?: string; data?: string[] }

/** The routes of portgen.json, in its order. */
export const manifestRoutes: readonly Route[] = routes

/** The pages that the code links to by name. */
const linked = ['home', 'apps', 'about', 'docs', 'setting', 'resume'] as const
export type Page = (typeof linked)[number]

/** The path of a page of portgen.json; a page that the code links to and the manifest lacks stops the app at once. */
function pathOf(test: (route: Route) => boolean, what: string): string {
  const path = manifestRoutes.find(test)?.path
  if (path === undefined) throw new Error(`portgen.json has no route for ${what}`)
  return path
}

/** The path of each page that the code links to, below the base path. The résumé's exists on a site that has a résumé. */
export const paths = Object.fromEntries(linked.map((page) => [page, pathOf((r) => r.page === page && !r.each, `the page ${page}`)])) as Record<Page, string>

/** A project's own page, which opens its popup over the list: "/apps/:slug/". */
export const projectRoute = pathOf((r) => r.each === 'projects', 'each project')

/** The path of a project's page. */
export const projectPath = (slug: string) => projectRoute.replace(':slug', encodeURIComponent(slug))

/** A technology's page, the projects that use it: "/apps/tags/:slug/". */
export const tagRoute = pathOf((r) => r.each === 'tags', 'each technology')

/** The path of a technology's page. */
export const tagPath = (slug: string) => tagRoute.replace(':slug', encodeURIComponent(slug))

/** Whether the router's location is the given path, with or without its trailing slash or index.html. */
export function isCurrent(location: string, path: string): boolean {
  const trim = (p: string) => p.replace(/index\.html$/, '').replace(/\/+$/, '') || '/'
  return trim(location) === trim(path)
}
