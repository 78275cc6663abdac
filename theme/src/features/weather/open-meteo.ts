// Open-Meteo, the keyless default provider: its geocoding API finds the
// places a name may mean, its forecast API gives a place's days. Errors are
// JSON, {"error": true, "reason": "…"}: 400 for bad parameters, 429 over the
// limits; they are told apart by status, as Visual Crossing's are.
import type { OpenMeteoConfig } from '../../shared/data/types'
import { fetchJSON, WeatherError, type WeatherFailure } from './weather-client'

/** A place the geocoding API found. */
export interface Place {
  name: string
  admin1?: string // the region: Île-de-France, Texas
  country?: string
  latitude: number
  longitude: number
}

/** One day of a place's forecast, in the place's own time. */
export interface OpenMeteoDay {
  date: string // 2026-11-23
  code: number // WMO weather interpretation code
  max: number // °C
  min: number
  sunrise?: string // 2026-11-23T08:05
  sunset?: string
}

/** GET {geocodingURL}?name=…&count=5&language=…&format=json */
export function geocodingURL(config: OpenMeteoConfig, name: string, language: string): string {
  const params = new URLSearchParams({ name: name.trim(), count: '5', language, format: 'json' })
  return `${config.geocodingURL}?${params}`
}

/** GET {forecastURL}?latitude=…&longitude=…&daily=…&timezone=auto&forecast_days=7 */
export function dailyURL(config: OpenMeteoConfig, latitude: number, longitude: number): string {
  const params = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    daily: 'weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset',
    timezone: 'auto',
    forecast_days: '7',
  })
  return `${config.forecastURL}?${params}`
}

function failureOf(status: number): WeatherFailure {
  return status === 429 ? 'quota' : 'failed'
}

/** The places a name may mean, in the visitor's language: none when nothing matches. */
export async function searchPlaces(config: OpenMeteoConfig, name: string, language: string, signal: AbortSignal): Promise<Place[]> {
  return parsePlaces(await fetchJSON(geocodingURL(config, name, language), signal, failureOf))
}

/** A place's next seven days. */
export async function fetchDays(config: OpenMeteoConfig, latitude: number, longitude: number, signal: AbortSignal): Promise<OpenMeteoDay[]> {
  return parseDays(await fetchJSON(dailyURL(config, latitude, longitude), signal, failureOf))
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined)

/** The geocoding answer's places; `results` is absent when nothing matches. */
export function parsePlaces(body: unknown): Place[] {
  if (!isObject(body)) throw new WeatherError('failed')
  if (body.results === undefined) return []
  if (!Array.isArray(body.results)) throw new WeatherError('failed')
  const places: Place[] = []
  for (const r of body.results) {
    if (!isObject(r) || !text(r.name) || typeof r.latitude !== 'number' || typeof r.longitude !== 'number') continue
    places.push({ name: r.name as string, admin1: text(r.admin1), country: text(r.country), latitude: r.latitude, longitude: r.longitude })
  }
  return places
}

/** The forecast answer's days: `daily` holds one array per field, index i for day i. */
export function parseDays(body: unknown): OpenMeteoDay[] {
  if (!isObject(body) || !isObject(body.daily)) throw new WeatherError('failed')
  const { time, weather_code: codes, temperature_2m_max: max, temperature_2m_min: min, sunrise, sunset } = body.daily
  if (!Array.isArray(time) || !Array.isArray(codes) || !Array.isArray(max) || !Array.isArray(min)) throw new WeatherError('failed')
  const days: OpenMeteoDay[] = []
  time.forEach((date, i) => {
    if (typeof date !== 'string' || typeof max[i] !== 'number' || typeof min[i] !== 'number') return
    days.push({
      date,
      code: typeof codes[i] === 'number' ? codes[i] : -1,
      max: max[i],
      min: min[i],
      sunrise: Array.isArray(sunrise) ? text(sunrise[i]) : undefined,
      sunset: Array.isArray(sunset) ? text(sunset[i]) : undefined,
    })
  })
  if (days.length === 0) throw new WeatherError('failed')
  return days
}

/** "Paris, Île-de-France, France": a place as a list and a title name it. */
export function placeLabel(place: Place): string {
  return [place.name, place.admin1, place.country].filter((part, i, all) => part && all.indexOf(part) === i).join(', ')
}

/** "2026-11-23T08:05" (the place's local time) as "08:05". */
export function localTime(iso: string | undefined): string {
  return iso?.match(/T(\d\d:\d\d)/)?.[1] ?? '–'
}
