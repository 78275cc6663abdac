import { screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../test/render'

describe('the weather panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('says weather is not configured and asks nothing when the site has no key', async () => {
    vi.resetModules()
    const site = (await import('../../test/fixtures/site')).default
    site.weather = { ...site.weather, key: '' }
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { openToolAtom } = await import('../../shared/tools/tool-atoms')
    const { default: WeatherPanel } = await import('./WeatherPanel')
    const store = createStore()
    store.set(openToolAtom, 'weather')
    await renderSite(<WeatherPanel />, { store })
    expect(screen.getByText('Weather is not configured for this site.')).toBeInTheDocument()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
