import { atom } from 'jotai'
import { site } from '../../shared/data/site'
import type { Forecast } from './forecast'
import { fetchForecast, WeatherError, type WeatherFailure } from './weather-client'

export type WeatherState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; failure: WeatherFailure }
  | { status: 'loaded'; forecast: Forecast }

const stateAtom = atom<WeatherState>({ status: 'idle' })
stateAtom.debugLabel = 'weather'
const queryAtom = atom('')
queryAtom.debugLabel = 'weatherQuery'

/** The search in flight, so that a newer one can cancel it. */
const inFlightAtom = atom<AbortController | null>(null)
inFlightAtom.debugLabel = 'weatherInFlight'

/** Whether the site was built with a weather key. */
export const weatherConfigured = site.weather.key !== ''

export const weatherStateAtom = atom((get) => get(stateAtom))

/** What the visitor typed in the search box. */
export const weatherQueryAtom = atom(
  (get) => get(queryAtom),
  (_get, set, query: string) => set(queryAtom, query),
)

/** Searches the query's forecast. A newer search cancels this one. */
export const searchWeatherAtom = atom(null, async (get, set) => {
  const query = get(queryAtom).trim()
  if (!query || !weatherConfigured) return
  get(inFlightAtom)?.abort()
  const controller = new AbortController()
  set(inFlightAtom, controller)
  set(stateAtom, { status: 'loading' })
  try {
    const forecast = await fetchForecast(site.weather, query, controller.signal)
    if (get(inFlightAtom) === controller) set(stateAtom, { status: 'loaded', forecast })
  } catch (error) {
    if (get(inFlightAtom) !== controller) return
    set(stateAtom, { status: 'error', failure: error instanceof WeatherError ? error.failure : 'failed' })
  } finally {
    if (get(inFlightAtom) === controller) set(inFlightAtom, null)
  }
})

/** Close: forgets the forecast, the loading flag, the error and the query. */
export const cleanWeatherAtom = atom(null, (get, set) => {
  get(inFlightAtom)?.abort()
  set(inFlightAtom, null)
  set(stateAtom, { status: 'idle' })
  set(queryAtom, '')
})
