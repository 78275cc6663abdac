/** The site's routes, relative to the base path. Each is a real page of dist/. */
export const paths = {
  home: '/',
  apps: '/apps/',
  about: '/about/',
  docs: '/docs/',
  setting: '/setting/',
  /** The résumé, when the site has one: not in the menu, reached from About and Documents. */
  resume: '/resume/',
} as const

export type Page = keyof typeof paths

/** A project's own page, which opens its popup over the list. */
export const projectRoute = '/apps/:slug/'

/** The path of a project's page. */
export const projectPath = (slug: string) => `/apps/${encodeURIComponent(slug)}/`

/** Whether the router's location is the given path, with or without its trailing slash or index.html. */
export function isCurrent(location: string, path: string): boolean {
  const trim = (p: string) => p.replace(/index\.html$/, '').replace(/\/+$/, '') || '/'
  return trim(location) === trim(path)
}
