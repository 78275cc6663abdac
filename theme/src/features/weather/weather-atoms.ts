import { atom } from 'jotai'
import { site } from '../../shared/data/site'
import { readStored, writeStored } from '../../shared/storage'
import type { Forecast } from './forecast'
import { fetchDays, searchPlaces, type OpenMeteoDay, type Place } from './open-meteo'
import { fetchForecast, WeatherError, type GeoFailure, type WeatherFailure } from './weather-client'

/** What the days are of: a place found by name, or the visitor's position. */
export type Target = { place: Place } | { here: { latitude: number; longitude: number } }

export type WeatherState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'locating' }
  | { status: 'error'; failure: WeatherFailure }
  | { status: 'choosing'; places: Place[] }
  | { status: 'loaded'; forecast: Forecast } // Visual Crossing
  | { status: 'days'; target: Target; days: OpenMeteoDay[] } // Open-Meteo

const stateAtom = atom<WeatherState>({ status: 'idle' })
stateAtom.debugLabel = 'weather'
const queryAtom = atom('')
queryAtom.debugLabel = 'weatherQuery'

/** The request in flight, so that a newer one can cancel it. */
const inFlightAtom = atom<AbortController | null>(null)
inFlightAtom.debugLabel = 'weatherInFlight'

const config = site.weather

/** Whether the tool can ask a provider: Open-Meteo always, Visual Crossing with a key. */
export const weatherConfigured = config.provider === 'open-meteo' || config.key !== ''

/** Whether the provider answers for coordinates, and the browser can tell them. */
export const canLocate = config.provider === 'open-meteo' && typeof navigator !== 'undefined' && 'geolocation' in navigator

export const weatherStateAtom = atom((get) => get(stateAtom))

/** What the visitor typed in the search box. */
export const weatherQueryAtom = atom(
  (get) => get(queryAtom),
  (_get, set, query: string) => set(queryAtom, query),
)

// The last place shown, remembered in the browser; its forecast is fetched
// again each time.
export const rememberedKey = 'portgen.weather.place'

export function readRemembered(): Target | null {
  try {
    const value: unknown = JSON.parse(readStored(rememberedKey) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const v = value as Record<string, Record<string, unknown> | undefined>
    const coords = (o: Record<string, unknown> | undefined) => typeof o?.latitude === 'number' && typeof o.longitude === 'number'
    if (coords(v.here)) return { here: { latitude: v.here!.latitude as number, longitude: v.here!.longitude as number } }
    if (coords(v.place) && typeof v.place!.name === 'string') return { place: v.place as unknown as Place }
  } catch {
    // Garbage from another version, or storage blocked: nothing remembered.
  }
  return null
}

/**
 * Runs one request as the panel's only one: a newer one aborts it. run's
 * result is applied only while it is still the newest.
 */
const exclusive = atom(null, async (get, set, run: (signal: AbortSignal) => Promise<WeatherState>, busy: WeatherState = { status: 'loading' }) => {
  get(inFlightAtom)?.abort()
  const controller = new AbortController()
  set(inFlightAtom, controller)
  set(stateAtom, busy)
  try {
    const next = await run(controller.signal)
    if (get(inFlightAtom) === controller) set(stateAtom, next)
  } catch (error) {
    if (get(inFlightAtom) !== controller) return
    set(stateAtom, { status: 'error', failure: error instanceof WeatherError ? error.failure : 'failed' })
  } finally {
    if (get(inFlightAtom) === controller) set(inFlightAtom, null)
  }
})

/** The days of a target, remembered as the last place shown. */
async function daysOf(target: Target, signal: AbortSignal): Promise<WeatherState> {
  if (config.provider !== 'open-meteo') throw new WeatherError('failed')
  const { latitude, longitude } = 'place' in target ? target.place : target.here
  const days = await fetchDays(config, latitude, longitude, signal)
  writeStored(rememberedKey, JSON.stringify(target))
  return { status: 'days', target, days }
}

/**
 * Searches the query, in the interface's language: with Open-Meteo one
 * match shows its days and several a list to choose from; with Visual
 * Crossing the provider resolves the name itself.
 */
export const searchWeatherAtom = atom(null, async (get, set, language: string) => {
  const query = get(queryAtom).trim()
  if (!query || !weatherConfigured) return
  await set(exclusive, async (signal) => {
    if (config.provider === 'visual-crossing') return { status: 'loaded', forecast: await fetchForecast(config, query, signal) }
    const places = await searchPlaces(config, query, language, signal)
    if (places.length === 0) throw new WeatherError('badPlace')
    if (places.length > 1) return { status: 'choosing', places }
    return daysOf({ place: places[0]! }, signal)
  })
})

/** Shows the days of a place chosen from the list. */
export const choosePlaceAtom = atom(null, (_get, set, place: Place) => set(exclusive, (signal) => daysOf({ place }, signal)))

/** Asks the browser for the visitor's position, then shows its days. */
export const locateAtom = atom(null, (_get, set) =>
  set(
    exclusive,
    async (signal) => {
      const here = await position()
      if (signal.aborted) throw new DOMException('superseded', 'AbortError')
      return daysOf({ here }, signal)
    },
    { status: 'locating' },
  ),
)

/** How long the browser has to find the visitor. */
export const locateTimeoutMs = 10_000

function position(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: round(p.coords.latitude), longitude: round(p.coords.longitude) }),
      (error) => {
        const failure: GeoFailure = error.code === error.PERMISSION_DENIED ? 'geoDenied' : error.code === error.TIMEOUT ? 'geoTimeout' : 'geoUnavailable'
        reject(new WeatherError(failure))
      },
      { timeout: locateTimeoutMs, maximumAge: 10 * 60_000 },
    )
  })
}

/** Four decimals, about 10 m: all a forecast needs, and all that is sent or kept. */
const round = (x: number) => Math.round(x * 1e4) / 1e4

/** When the panel opens: the remembered place's days, fetched afresh. */
export const restoreWeatherAtom = atom(null, (get, set) => {
  const target = config.provider === 'open-meteo' ? readRemembered() : null
  if (!target || get(stateAtom).status !== 'idle') return
  return set(exclusive, (signal) => daysOf(target, signal))
})

/** Forget: the remembered place, and the days on screen. */
export const forgetWeatherAtom = atom(null, (get, set) => {
  writeStored(rememberedKey, null)
  get(inFlightAtom)?.abort()
  set(inFlightAtom, null)
  set(stateAtom, { status: 'idle' })
})

/** Close: forgets the results on screen, the loading flag, the error and the query; the remembered place stays. */
export const cleanWeatherAtom = atom(null, (get, set) => {
  get(inFlightAtom)?.abort()
  set(inFlightAtom, null)
  set(stateAtom, { status: 'idle' })
  set(queryAtom, '')
})
