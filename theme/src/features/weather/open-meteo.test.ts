import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, respond } from './fake-fetch'
import { dailyURL, fetchDays, geocodingURL, localTime, parseDays, parsePlaces, placeLabel, searchPlaces } from './open-meteo'
import { WeatherError } from './weather-client'

const config = { provider: 'open-meteo' as const, geocodingURL: 'https://geo.test/v1/search', forecastURL: 'https://api.test/v1/forecast' }
const signal = () => new AbortController().signal

// The answers as Open-Meteo writes them.
const paris = {
  results: [
    { id: 2988507, name: 'Paris', latitude: 48.85341, longitude: 2.3488, elevation: 42, feature_code: 'PPLC', country_code: 'FR', admin1_id: 3012874, timezone: 'Europe/Paris', population: 2138551, country_id: 3017382, country: 'France', admin1: 'Île-de-France', admin2: 'Paris' },
    { id: 4717560, name: 'Paris', latitude: 33.66094, longitude: -95.55551, elevation: 177, feature_code: 'PPLA2', country_code: 'US', timezone: 'America/Chicago', country: 'United States', admin1: 'Texas' },
  ],
  generationtime_ms: 0.92,
}
const days = {
  latitude: 48.86,
  longitude: 2.3399997,
  generationtime_ms: 0.05,
  utc_offset_seconds: 3600,
  timezone: 'Europe/Paris',
  timezone_abbreviation: 'GMT+1',
  elevation: 43,
  daily_units: { time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: '°C', temperature_2m_min: '°C', sunrise: 'iso8601', sunset: 'iso8601' },
  daily: {
    time: ['2026-11-23', '2026-11-24'],
    weather_code: [61, 3],
    temperature_2m_max: [9.4, 7],
    temperature_2m_min: [4.1, -1.25],
    sunrise: ['2026-11-23T08:05', '2026-11-24T08:07'],
    sunset: ['2026-11-23T17:00', '2026-11-24T16:59'],
  },
}

describe('the Open-Meteo client', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the geocoding API in the interface language, and the forecast API for 7 days in local time', () => {
    expect(geocodingURL(config, ' São Paulo ', 'pt')).toBe('https://geo.test/v1/search?name=S%C3%A3o+Paulo&count=5&language=pt&format=json')
    expect(dailyURL(config, 48.85, 2.35)).toBe(
      'https://api.test/v1/forecast?latitude=48.85&longitude=2.35&daily=weather_code%2Ctemperature_2m_max%2Ctemperature_2m_min%2Csunrise%2Csunset&timezone=auto&forecast_days=7',
    )
  })

  it('reads the places, and none when results is absent', async () => {
    expect(parsePlaces(paris)).toEqual([
      { name: 'Paris', admin1: 'Île-de-France', country: 'France', latitude: 48.85341, longitude: 2.3488 },
      { name: 'Paris', admin1: 'Texas', country: 'United States', latitude: 33.66094, longitude: -95.55551 },
    ])
    respond(200, JSON.stringify({ generationtime_ms: 0.3 }))
    await expect(searchPlaces(config, 'Nowhere at all', 'en', signal())).resolves.toEqual([])
  })

  it('reads the days, index i of each array for day i', async () => {
    respond(200, JSON.stringify(days))
    await expect(fetchDays(config, 48.85, 2.35, signal())).resolves.toEqual([
      { date: '2026-11-23', code: 61, max: 9.4, min: 4.1, sunrise: '2026-11-23T08:05', sunset: '2026-11-23T17:00' },
      { date: '2026-11-24', code: 3, max: 7, min: -1.25, sunrise: '2026-11-24T08:07', sunset: '2026-11-24T16:59' },
    ])
  })

  it.each([
    [429, '{"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}', 'quota'],
    [400, '{"error":true,"reason":"Parameter \'latitude\' must be in range of -90 to 90. Given: 91.0."}', 'failed'],
    [500, 'Internal Server Error', 'failed'],
    [200, '{"results": [', 'failed'],
    [200, '{"results": "Paris"}', 'failed'],
  ])('turns status %i (%s) into %s', async (status, body, want) => {
    respond(status, body)
    expect(await failure(searchPlaces(config, 'Paris', 'en', signal()))).toBe(want)
  })

  it('refuses a forecast without its daily arrays', () => {
    expect(() => parseDays({ daily: { time: ['2026-11-23'] } })).toThrow(WeatherError)
    expect(() => parseDays({ error: true, reason: 'x' })).toThrow(WeatherError)
  })

  it('names a place by name, region and country, once each', () => {
    expect(placeLabel({ name: 'Paris', admin1: 'Texas', country: 'United States', latitude: 0, longitude: 0 })).toBe('Paris, Texas, United States')
    expect(placeLabel({ name: 'Singapore', admin1: 'Singapore', country: 'Singapore', latitude: 0, longitude: 0 })).toBe('Singapore')
    expect(placeLabel({ name: 'Lisbon', country: 'Portugal', latitude: 0, longitude: 0 })).toBe('Lisbon, Portugal')
  })

  it('shows sunrise and sunset in the place\'s own time', () => {
    expect(localTime('2026-11-23T08:05')).toBe('08:05')
    expect(localTime(undefined)).toBe('–')
  })
})
