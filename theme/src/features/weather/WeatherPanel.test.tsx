import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { WeatherConfig } from '../../shared/data/types'
import { renderSite } from '../../test/render'

const openMeteo: WeatherConfig = { provider: 'open-meteo', geocodingURL: 'https://geo.test/v1/search', forecastURL: 'https://api.test/v1/forecast' }

/** Renders the panel of a site built with this weather configuration, fetch answering with answer. */
async function panel(weather: WeatherConfig, answer: (url: URL) => unknown = () => ({})) {
  const data = document.getElementById('portgen-site')!
  const original = data.textContent!
  data.textContent = JSON.stringify({ ...JSON.parse(original), weather })
  onTestFinished(() => {
    data.textContent = original
  })
  vi.resetModules()
  const fetch = vi.fn(async (url: string) => new Response(JSON.stringify(answer(new URL(url))), { status: 200 }))
  vi.stubGlobal('fetch', fetch)
  const { openToolAtom } = await import('../../shared/tools/tool-atoms')
  const { default: WeatherPanel } = await import('./WeatherPanel')
  const store = createStore()
  store.set(openToolAtom, 'weather')
  const view = await renderSite(<WeatherPanel />, { store })
  return { fetch, view }
}

const places = {
  results: [
    { id: 1, name: 'Paris', latitude: 48.85341, longitude: 2.3488, country: 'France', admin1: 'Île-de-France' },
    { id: 2, name: 'Paris', latitude: 33.66094, longitude: -95.55551, country: 'United States', admin1: 'Texas' },
  ],
  generationtime_ms: 1,
}
const days = {
  daily: {
    time: ['2026-11-23'],
    weather_code: [95],
    temperature_2m_max: [21.456],
    temperature_2m_min: [12],
    sunrise: ['2026-11-23T07:02'],
    sunset: ['2026-11-23T17:31'],
  },
}
const answer = (url: URL) => (url.hostname === 'geo.test' ? places : days)

describe('the weather panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('says weather is not configured and asks nothing when Visual Crossing has no key', async () => {
    const { fetch } = await panel({ provider: 'visual-crossing', endpoint: 'https://weather.test/api', unitGroup: 'us', key: '' })
    expect(screen.getByText('Weather is not configured for this site.')).toBeInTheDocument()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('works with no key on Open-Meteo: several places to choose from, then the days', async () => {
    const user = userEvent.setup()
    const { fetch } = await panel(openMeteo, answer)
    await user.type(screen.getByRole('searchbox'), 'Paris{Enter}')
    expect(await screen.findByRole('heading', { name: '2 places match. Choose one:' })).toBeInTheDocument()
    expect(String(fetch.mock.calls[0]![0])).toContain('language=en')
    await user.click(screen.getByRole('button', { name: 'Paris, Texas, United States' }))
    expect(await screen.findByRole('heading', { name: 'Forecast for Paris, Texas, United States' })).toBeInTheDocument()
    expect(String(fetch.mock.calls[1]![0])).toContain('latitude=33.66094&longitude=-95.55551')
    expect(screen.getByText('Thunderstorm')).toBeInTheDocument()
    expect(screen.getByText('High 21.46 °C')).toBeInTheDocument()
    expect(screen.getByText('Low 12.00 °C')).toBeInTheDocument()
    expect(screen.getByText('07:02')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Weather data by Open-Meteo.com' })).toHaveAttribute('href', 'https://open-meteo.com/')
    // Remembered: the next visit shows the place again, fetched afresh.
    expect(JSON.parse(localStorage.getItem('portgen.weather.place')!)).toMatchObject({ place: { name: 'Paris', admin1: 'Texas' } })
  })

  it('shows the remembered place when it opens, and Forget forgets it', async () => {
    localStorage.setItem('portgen.weather.place', JSON.stringify({ place: { name: 'Lisbon', country: 'Portugal', latitude: 38.72, longitude: -9.13 } }))
    const user = userEvent.setup()
    const { fetch } = await panel(openMeteo, answer)
    expect(await screen.findByRole('heading', { name: 'Forecast for Lisbon, Portugal' })).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Forget this place' }))
    expect(localStorage.getItem('portgen.weather.place')).toBeNull()
    expect(screen.getByText('Search a city or a province to see its forecast.')).toBeInTheDocument()
  })

  it.each([
    [2, 'Your location could not be found. Search a place instead.'],
    [3, 'Finding your location took too long. Please try again, or search a place instead.'],
  ])('says why the position is unknown (error code %i)', async (code, message) => {
    const failing = { getCurrentPosition: (_ok: unknown, fail: (e: object) => void) => fail({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) }
    Object.defineProperty(navigator, 'geolocation', { value: failing, configurable: true })
    onTestFinished(() => {
      delete (navigator as { geolocation?: unknown }).geolocation
    })
    const user = userEvent.setup()
    await panel(openMeteo, answer)
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('offers the visitor\'s location only where the browser has geolocation, and says when it is refused', async () => {
    const first = await panel(openMeteo, answer)
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull() // jsdom has none
    first.view.unmount()
    const denied = { getCurrentPosition: (_ok: unknown, fail: (e: object) => void) => fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) }
    Object.defineProperty(navigator, 'geolocation', { value: denied, configurable: true })
    onTestFinished(() => {
      delete (navigator as { geolocation?: unknown }).geolocation
    })
    const user = userEvent.setup()
    await panel(openMeteo, answer)
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(await screen.findByText(/did not share your location/)).toBeInTheDocument()
  })
})
