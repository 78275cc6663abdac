import { site } from '../shared/data/site'
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

/** Loads the screen of a path (relative to the base path), if it has one to load. */
export function preloadScreenOf(path: string): Promise<void> {
  if (routePattern(paths.home).pattern.exec(path)) return Promise.resolve()
  if (routePattern(projectRoute).pattern.exec(path)) return screens.apps.preload()
  for (const page of ['apps', 'about', 'docs', 'setting', 'resume'] as const) {
    if (has(page) && routePattern(paths[page]).pattern.exec(path)) return screens[page].preload()
  }
  return screens.notFound.preload()
}

/** Loads every screen, so that the first visit to each shows at once. */
export function preloadScreens(): void {
  for (const screen of (Object.keys(screens) as Screen[]).filter(has)) {
    screens[screen].preload().catch(() => {}) // a screen that fails says so when shown
  }
}
