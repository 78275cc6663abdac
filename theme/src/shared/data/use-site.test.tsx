import { act, screen } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import DocsRoute from '../../features/docs/DocsRoute'
import { renderSite } from '../../test/render'
import { site } from './site'
import type { SiteData } from './types'

/** What portgen serve sends when site.yaml changed; says whether the page took it in. */
function siteChanged(next: SiteData): boolean {
  let taken = false
  act(() => void (taken = !window.dispatchEvent(new CustomEvent('portgen:site', { detail: next, cancelable: true }))))
  return taken
}

describe('the site’s data, saved while portgen serve shows a screen', () => {
  it('is taken in place: the screen shows its new texts, and the object every module holds has the new fields only', async () => {
    const before = structuredClone(site)
    onTestFinished(() => void siteChanged(before))
    await renderSite(<DocsRoute />, { path: '/docs/' })
    expect(screen.getByRole('link', { name: /^English resume/ })).toBeInTheDocument()

    const next = structuredClone(before)
    next.documents[0].label = { en: 'My résumé in English' }
    delete next.resumePdf
    expect(siteChanged(next)).toBe(true)
    expect(screen.getByRole('link', { name: /^My résumé in English/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^English resume/ })).not.toBeInTheDocument()
    expect(site.documents[0].label).toEqual({ en: 'My résumé in English' })
    expect('resumePdf' in site).toBe(false)
  })
})
