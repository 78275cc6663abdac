// What the weather clients' tests share: a fetch that answers once, and the
// failure a request ended with.
import { vi } from 'vitest'
import { WeatherError } from './weather-client'

/** Makes fetch answer with status and body. */
export function respond(status: number, body: string) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status })))
}

/** The WeatherFailure that promise rejects with, or what else it did. */
export async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error instanceof WeatherError ? error.failure : error
  }
  return 'no failure'
}
