import type { Parser } from 'wouter'

/**
 * Matches a route the way a static host serves its page: /apps, /apps/ and
 * /apps/index.html are the same page, and paths are case-sensitive (the
 * host answers 404 to /APPS/, so the app does not show Projects there). A
 * segment ":name" matches one segment of the path and becomes a parameter.
 */
export const routePattern: Parser = (route) => {
  if (route === '*') return { keys: [], pattern: /^/ } // a Route without a path: the fallback
  const keys: string[] = []
  const path = route
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      keys.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { keys, pattern: new RegExp(`^${path}/?(?:index\\.html)?$`) }
}
