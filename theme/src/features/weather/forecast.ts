// The weather provider's answer (the Timeline API) and how it is shown.

/** One day of the answer; the fields the panel shows. */
export interface Day {
  datetime: string // 2026-11-21
  temp: number // in the unit group's unit: °F for "us"
  icon: string // clear-day, partly-cloudy-night, rain, …
  conditions: string
  sunrise?: string // 07:31:12, local time
  sunset?: string
}

export interface Forecast {
  resolvedAddress: string
  days: Day[]
}

/** (F − 32) × 5 / 9, with 2 decimals. */
export function fahrenheitToCelsius(f: number): string {
  return (((f - 32) * 5) / 9).toFixed(2)
}

/** A day's temperature in °C, whatever unit group the provider answered in. */
export function celsius(temp: number, unitGroup: 'us' | 'metric'): string {
  return unitGroup === 'us' ? fahrenheitToCelsius(temp) : temp.toFixed(2)
}

/** "07:31:12" as "07:31". */
export function shortTime(time: string | undefined): string {
  return time ? time.slice(0, 5) : '–'
}

/** A date of the answer (a local calendar day) in the visitor's language. */
export function formatDay(datetime: string, language: string): string {
  const [y, m, d] = datetime.split('-').map(Number)
  if (!y || !m || !d) return datetime
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
}

/** Checks that a parsed answer has the shape the panel needs. */
export function isForecast(value: unknown): value is Forecast {
  if (typeof value !== 'object' || value === null) return false
  const f = value as Partial<Forecast>
  return (
    typeof f.resolvedAddress === 'string' &&
    Array.isArray(f.days) &&
    f.days.every((d) => typeof d === 'object' && d !== null && typeof d.datetime === 'string' && typeof d.temp === 'number')
  )
}
