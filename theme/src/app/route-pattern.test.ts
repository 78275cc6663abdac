import { describe, expect, it } from 'vitest'
import { routePattern } from './route-pattern'

const matches = (route: string, path: string) => routePattern(route).pattern.exec(path) !== null

describe('routePattern', () => {
  it('matches a page with or without its slash and index.html', () => {
    for (const path of ['/apps', '/apps/', '/apps/index.html']) expect(matches('/apps/', path)).toBe(true)
    for (const path of ['/', '/index.html']) expect(matches('/', path)).toBe(true)
  })

  it('lets a route without a path match anything', () => {
    expect(matches('*', '/no/such/page')).toBe(true)
  })

  it('is case-sensitive and exact, like the static host', () => {
    expect(matches('/apps/', '/APPS/')).toBe(false)
    expect(matches('/apps/', '/apps/x')).toBe(false)
    expect(matches('/', '/apps/')).toBe(false)
  })

  it('turns a :name segment into a parameter of one segment', () => {
    const { keys, pattern } = routePattern('/apps/:slug/')
    expect(keys).toEqual(['slug'])
    expect(pattern.exec('/apps/budget-app/')?.[1]).toBe('budget-app')
    expect(pattern.exec('/apps/budget-app/index.html')?.[1]).toBe('budget-app')
    expect(matches('/apps/:slug/', '/apps/')).toBe(false)
    expect(matches('/apps/:slug/', '/apps/a/b/')).toBe(false)
  })
})
