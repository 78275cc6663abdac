import modules from 'portgen:screens'
import { site } from '../shared/data/site'
import { splitPath } from '../shared/i18n/page-language'
import { manifestRoutes, type Route } from '../shared/paths'
import { preloadable, type Preloadable } from '../shared/preloadable'
import { routePattern } from './route-pattern'

// Each module that portgen.json's routes name is a chunk of its own, loaded
// when first shown; the list of projects and a project's page share theirs.
const chunks = new Map(Object.entries(modules).map(([module, load]) => [module, preloadable(load)]))

/**
 * A page of the site as the app routes it: its path below the base path
 * (none for the not-found page, which answers every other path), and the
 * screen its module renders.
 */
export type AppRoute = { page: string; path?: string; data: string[]; module?: string; screen?: Preloadable<object> }

/** The routes of portgen.json, the not-found page last. */
export const appRoutes: readonly AppRoute[] = manifestRoutes
  .map((r: Route) => ({ page: r.page, path: r.path, data: r.data ?? [], module: r.module, screen: r.module ? chunks.get(r.module) : undefined }))
  .sort((a, b) => Number(a.path === undefined) - Number(b.path === undefined))

/** Whether the site has a route's page: one that shows data the site does not have (a résumé) has none, here as in dist/. */
export const hasPage = (route: AppRoute) => route.data.every((name) => site[name as keyof typeof site] !== undefined)

/** The route of a page's path within its language ("/apps/"). */
function routeOf(path: string): AppRoute | undefined {
  return appRoutes.find((r) => hasPage(r) && (r.path === undefined || routePattern(r.path).pattern.exec(path)))
}

/**
 * Loads the screen of a path below the base path ("/pt/resume/"), and what
 * it shows in the path's language (a screen module may export
 * preload(language): the résumé's).
 */
export async function preloadScreenOf(path: string): Promise<void> {
  const { language, route } = splitPath(path)
  await routeOf(route)?.screen?.preload(language.code)
}

/** Loads every screen of the site, so that the first visit to each shows at once. */
export function preloadScreens(): void {
  for (const route of appRoutes.filter(hasPage)) {
    route.screen?.preload().catch(() => {}) // a screen that fails says so when shown
  }
}
