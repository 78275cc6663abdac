import type { WeatherConfig } from '../../shared/data/types'
import { isForecast, type Forecast } from './forecast'

/** How long the provider has to answer. */
export const timeoutMs = 10_000

/** Why a search failed; each has its own translated message. */
export type WeatherFailure = 'badPlace' | 'badKey' | 'quota' | 'failed' | 'network' | 'offline' | 'timeout'

export class WeatherError extends Error {
  constructor(readonly failure: WeatherFailure) {
    super(failure)
  }
}

/** GET {endpoint}/timeline/{location}?unitGroup=…&key=…&contentType=json */
export function forecastURL(config: WeatherConfig, location: string): string {
  const params = new URLSearchParams({ unitGroup: config.unitGroup, key: config.key, contentType: 'json' })
  return `${config.endpoint}/timeline/${encodeURIComponent(location.trim())}?${params}`
}

/**
 * Asks the provider for a location's forecast. The provider answers errors
 * in plain text, so a failure is told by its status: 400 an unknown place,
 * 401 a bad key, 429 a spent quota. The request is abandoned when signal
 * aborts (a newer search) or after timeoutMs. Offline, it is not sent.
 */
export async function fetchForecast(config: WeatherConfig, location: string, signal: AbortSignal): Promise<Forecast> {
  if (!navigator.onLine) throw new WeatherError('offline')
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal.addEventListener('abort', abort)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetch(forecastURL(config, location), { signal: controller.signal })
    if (!response.ok) throw new WeatherError(failureOf(response.status))
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new WeatherError('failed')
    }
    if (!isForecast(body)) throw new WeatherError('failed')
    return body
  } catch (error) {
    if (error instanceof WeatherError) throw error
    if (timedOut) throw new WeatherError('timeout')
    if (signal.aborted) throw error // superseded: nobody shows this answer
    throw new WeatherError(navigator.onLine ? 'network' : 'offline')
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', abort)
  }
}

function failureOf(status: number): WeatherFailure {
  switch (status) {
    case 400:
    case 404:
      return 'badPlace'
    case 401:
    case 403:
      return 'badKey'
    case 429:
      return 'quota'
    default:
      return 'failed'
  }
}
