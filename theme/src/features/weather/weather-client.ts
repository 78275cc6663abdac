import type { VisualCrossingConfig } from '../../shared/data/types'
import { isForecast, type Forecast } from './forecast'

/** How long the provider has to answer. */
export const timeoutMs = 10_000

/** Why a search failed; each has its own translated message. */
export type WeatherFailure = 'badPlace' | 'badKey' | 'quota' | 'failed' | 'network' | 'offline' | 'timeout' | GeoFailure

/** Why the visitor's position is not known. */
export type GeoFailure = 'geoDenied' | 'geoUnavailable' | 'geoTimeout'

export class WeatherError extends Error {
  constructor(readonly failure: WeatherFailure) {
    super(failure)
  }
}

/** GET {endpoint}/timeline/{location}?unitGroup=…&key=…&contentType=json */
export function forecastURL(config: VisualCrossingConfig, location: string): string {
  const params = new URLSearchParams({ unitGroup: config.unitGroup, key: config.key, contentType: 'json' })
  return `${config.endpoint}/timeline/${encodeURIComponent(location.trim())}?${params}`
}

/**
 * Asks Visual Crossing for a location's forecast. It answers errors in plain
 * text, so a failure is told by its status: 400 an unknown place, 401 a bad
 * key, 429 a spent quota.
 */
export async function fetchForecast(config: VisualCrossingConfig, location: string, signal: AbortSignal): Promise<Forecast> {
  const body = await fetchJSON(forecastURL(config, location), signal, failureOf)
  if (!isForecast(body)) throw new WeatherError('failed')
  return body
}

/**
 * GETs a provider's JSON answer. A status that is not OK becomes the
 * failure that failureOf names, an answer that is not JSON 'failed'. The
 * request is abandoned when signal aborts (a newer search) or after
 * timeoutMs. Offline, it is not sent.
 */
export async function fetchJSON(url: string, signal: AbortSignal, failureOf: (status: number) => WeatherFailure): Promise<unknown> {
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
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok) throw new WeatherError(failureOf(response.status))
    try {
      return await response.json()
    } catch (error) {
      if (controller.signal.aborted) throw error
      throw new WeatherError('failed')
    }
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
