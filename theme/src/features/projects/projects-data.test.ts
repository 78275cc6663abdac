import { describe, expect, it, vi } from 'vitest'
import projects from '../../test/fixtures/projects'
import site from '../../test/fixtures/site'

/** What portgen serve's live.js sends when a saved project changed the projects' file. */
function save(shown: boolean) {
  const handled = new Set<string>()
  const items = { [site.projects]: { 0: { ...projects[0]!, title: { en: 'Till' } } } }
  window.dispatchEvent(new CustomEvent('portgen:data', { detail: { urls: [site.projects], items, handled, shown } }))
  return handled
}

describe('a project saved while portgen serve shows a page', () => {
  it('is left alone by an app that has not loaded the projects, unless the page shows them', async () => {
    // The module as a page that has not shown the projects holds it: nothing loaded.
    const fetched = vi.spyOn(globalThis, 'fetch')
    try {
      await import('./projects-data')
      expect([...save(false)]).toEqual([])
      expect(fetched).not.toHaveBeenCalled()
      // A page made from the projects takes them in, loading them whole.
      expect([...save(true)]).toEqual([site.projects])
      expect(fetched).toHaveBeenCalledWith(site.projects, { cache: 'no-cache' })
    } finally {
      fetched.mockRestore()
    }
  })
})
