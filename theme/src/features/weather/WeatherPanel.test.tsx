import { screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { renderSite } from '../../test/render'

describe('the weather panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('says weather is not configured and asks nothing when the site has no key', async () => {
    // A site built without PORTGEN_WEATHER_KEY: its page says so.
    const data = document.getElementById('portgen-site')!
    const original = data.textContent!
    data.textContent = JSON.stringify({ ...JSON.parse(original), weather: { ...JSON.parse(original).weather, key: '' } })
    onTestFinished(() => {
      data.textContent = original
    })
    vi.resetModules()
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
