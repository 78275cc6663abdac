/** The site's routes, relative to the base path. Each is a real page of dist/. */
export const paths = {
  home: '/',
  apps: '/apps/',
  about: '/about/',
  docs: '/docs/',
  setting: '/setting/',
} as const

export type Page = keyof typeof paths

/** Whether the router's location is the given path, with or without its trailing slash or index.html. */
export function isCurrent(location: string, path: string): boolean {
  const trim = (p: string) => p.replace(/index\.html$/, '').replace(/\/+$/, '') || '/'
  return trim(location) === trim(path)
}
