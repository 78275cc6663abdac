import { describe, expect, it, vi } from 'vitest'
import projects from '../../test/fixtures/projects'
import site from '../../test/fixtures/site'

type Listener = (event: Event) => void

/**
 * The module as a page that has not shown the projects holds it: evaluated
 * afresh, nothing loaded. It answers live.js through the listener it puts
 * on the window, which the test calls itself: the test files of a worker
 * share the window (isolate: false), and the copies of the module that
 * they loaded, the projects in, listen there too.
 */
async function freshModule(): Promise<Listener> {
  const listen = vi.spyOn(globalThis, 'addEventListener')
  try {
    vi.resetModules()
    await import('./projects-data')
    return listen.mock.calls.find(([type]) => type === 'portgen:data')![1] as Listener
  } finally {
    listen.mockRestore()
  }
}

/** What portgen serve's live.js sends when a saved project changed the projects' file. */
function save(listener: Listener, shown: boolean) {
  const handled = new Set<string>()
  const items = { [site.projects]: { 0: { ...projects[0]!, title: { en: 'Till' } } } }
  listener(new CustomEvent('portgen:data', { detail: { urls: [site.projects], items, handled, shown } }))
  return handled
}

describe('a project saved while portgen serve shows a page', () => {
  it('is left alone by an app that has not loaded the projects, unless the page shows them', async () => {
    const listener = await freshModule()
    const fetched = vi.spyOn(globalThis, 'fetch')
    try {
      expect([...save(listener, false)]).toEqual([])
      expect(fetched).not.toHaveBeenCalled()
      // A page made from the projects takes them in, loading them whole.
      expect([...save(listener, true)]).toEqual([site.projects])
      expect(fetched).toHaveBeenCalledWith(site.projects, { cache: 'no-cache' })
    } finally {
      fetched.mockRestore()
    }
  })
})
