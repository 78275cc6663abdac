import { paths, projectRoute } from '../shared/paths'
import { preloadable } from '../shared/preloadable'
import { routePattern } from './route-pattern'

// Every screen but home is its own chunk.
export const screens = {
  apps: preloadable(() => import('../features/projects/ProjectsRoute')),
  about: preloadable(() => import('../features/about/AboutRoute')),
  docs: preloadable(() => import('../features/docs/DocsRoute')),
  setting: preloadable(() => import('../features/settings/SettingsRoute')),
  notFound: preloadable(() => import('../features/not-found/NotFoundRoute')),
}

/** Loads the screen of a path (relative to the base path), if it has one to load. */
export function preloadScreenOf(path: string): Promise<void> {
  if (routePattern(paths.home).pattern.exec(path)) return Promise.resolve()
  if (routePattern(projectRoute).pattern.exec(path)) return screens.apps.preload()
  for (const page of ['apps', 'about', 'docs', 'setting'] as const) {
    if (routePattern(paths[page]).pattern.exec(path)) return screens[page].preload()
  }
  return screens.notFound.preload()
}

/** Loads every screen, so that the first visit to each shows at once. */
export function preloadScreens(): void {
  for (const screen of Object.values(screens)) screen.preload().catch(() => {}) // a screen that fails says so when shown
}
