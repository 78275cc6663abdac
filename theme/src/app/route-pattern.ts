import type { Parser } from 'wouter'

/**
 * Matches a route the way a static host serves its page: /apps, /apps/ and
 * /apps/index.html are the same page, and paths are case-sensitive (the
 * host answers 404 to /APPS/, so the app does not show Projects there).
 * The site's routes have no parameters.
 */
export const routePattern: Parser = (route) => {
  if (route === '*') return { keys: [], pattern: /^/ } // a Route without a path: the fallback
  const path = route.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return { keys: [], pattern: new RegExp(`^${path}/?(?:index\\.html)?$`) }
}
