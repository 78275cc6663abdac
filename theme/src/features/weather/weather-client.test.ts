import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, respond } from './fake-fetch'
import { fetchForecast, forecastURL, timeoutMs } from './weather-client'

const config = { provider: 'visual-crossing' as const, endpoint: 'https://weather.test/api', unitGroup: 'us' as const, key: 'k3y' }
const answer = { resolvedAddress: 'Lisboa, Portugal', days: [{ datetime: '2026-11-21', temp: 60, icon: 'rain', conditions: 'Rain' }] }

describe('the weather client', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('asks the Timeline API for the place, URL-encoded', () => {
    expect(forecastURL(config, ' São Paulo/SP ')).toBe(
      'https://weather.test/api/timeline/S%C3%A3o%20Paulo%2FSP?unitGroup=us&key=k3y&contentType=json',
    )
  })

  it('returns the forecast', async () => {
    respond(200, JSON.stringify(answer))
    await expect(fetchForecast(config, 'Lisboa', new AbortController().signal)).resolves.toEqual(answer)
  })

  it.each([
    [400, 'Bad API Request:Invalid location parameter value.', 'badPlace'],
    [401, 'No account found with API key k3y', 'badKey'],
    [429, 'Maximum daily cost exceeded', 'quota'],
    [500, '<html><body>Internal Server Error</body></html>', 'failed'],
  ])('turns a %i answer into a %s failure', async (status, body, expected) => {
    respond(status, body)
    expect(await failure(fetchForecast(config, 'x', new AbortController().signal))).toBe(expected)
  })

  it('refuses a 200 that is not the expected JSON', async () => {
    respond(200, '<html>captive portal</html>')
    expect(await failure(fetchForecast(config, 'x', new AbortController().signal))).toBe('failed')
    respond(200, '{"resolvedAddress":"Lisboa"}')
    expect(await failure(fetchForecast(config, 'x', new AbortController().signal))).toBe('failed')
  })

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await failure(fetchForecast(config, 'x', new AbortController().signal))).toBe('network')
  })

  it('says the visitor is offline instead of asking', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await failure(fetchForecast(config, 'x', new AbortController().signal))).toBe('offline')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    )
    const result = failure(fetchForecast(config, 'x', new AbortController().signal))
    await vi.advanceTimersByTimeAsync(timeoutMs)
    expect(await result).toBe('timeout')
  })
})
