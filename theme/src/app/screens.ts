import { site } from '../shared/data/site'
import { splitPath } from '../shared/i18n/page-language'
import { paths, projectRoute } from '../shared/paths'
import { preloadable } from '../shared/preloadable'
import { routePattern } from './route-pattern'

// Every screen but home is its own chunk. The résumé's exists only on a
// site that has a résumé: elsewhere its path is not found.
export const screens = {
  apps: preloadable(() => import('../features/projects/ProjectsRoute')),
  about: preloadable(() => import('../features/about/AboutRoute')),
  docs: preloadable(() => import('../features/docs/DocsRoute')),
  setting: preloadable(() => import('../features/settings/SettingsRoute')),
  resume: preloadable(() => import('../features/resume/ResumeRoute')),
  notFound: preloadable(() => import('../features/not-found/NotFoundRoute')),
}

type Screen = keyof typeof screens

/** Whether this site has a screen. */
const has = (screen: Screen) => screen !== 'resume' || site.resume !== undefined

/** The screen of a page's path within its language ("/apps/"), if it has one to load. */
function screenOf(route: string): Screen | undefined {
  if (routePattern(paths.home).pattern.exec(route)) return undefined
  if (routePattern(projectRoute).pattern.exec(route)) return 'apps'
  for (const page of ['apps', 'about', 'docs', 'setting', 'resume'] as const) {
    if (has(page) && routePattern(paths[page]).pattern.exec(route)) return page
  }
  return 'notFound'
}

/**
 * Loads the screen of a path below the base path ("/pt/resume/"), and what
 * it shows in the path's language (a screen module may export
 * preload(language): the résumé's).
 */
export async function preloadScreenOf(path: string): Promise<void> {
  const { language, route } = splitPath(path)
  const screen = screenOf(route)
  if (screen) await screens[screen].preload(language.code)
}

/** Loads every screen, so that the first visit to each shows at once. */
export function preloadScreens(): void {
  for (const screen of (Object.keys(screens) as Screen[]).filter(has)) {
    screens[screen].preload().catch(() => {}) // a screen that fails says so when shown
  }
}
