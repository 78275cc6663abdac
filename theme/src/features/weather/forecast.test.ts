import { describe, expect, it } from 'vitest'
import { celsius, fahrenheitToCelsius, formatDay, isForecast, shortTime } from './forecast'
import { knownIconNames, weatherIcon } from './weather-icons'
import Thermometer from '../../shared/icons/thermometer'
import Sun from '../../shared/icons/sun'
import CloudMoon from '../../shared/icons/cloud-moon'

describe('°F to °C', () => {
  it.each([
    [32, '0.00'],
    [212, '100.00'],
    [-40, '-40.00'],
    [50.5, '10.28'],
    [0, '-17.78'],
  ])('%s °F is %s °C, with 2 decimals', (f, c) => {
    expect(fahrenheitToCelsius(f)).toBe(c)
  })

  it('leaves metric answers as they are', () => {
    expect(celsius(21.456, 'metric')).toBe('21.46')
    expect(celsius(70, 'us')).toBe('21.11')
  })
})

describe('weather icons', () => {
  it('draws each provider icon name with a bundled icon', () => {
    expect(weatherIcon('clear-day')).toBe(Sun)
    expect(weatherIcon('partly-cloudy-night')).toBe(CloudMoon)
    for (const name of ['clear-night', 'partly-cloudy-day', 'cloudy', 'rain', 'snow', 'fog', 'wind', 'showers-day', 'showers-night', 'thunder-rain']) {
      expect(knownIconNames).toContain(name)
      expect(weatherIcon(name)).not.toBe(Thermometer)
    }
  })

  it('falls back to a thermometer for a name it does not know', () => {
    expect(weatherIcon('volcanic-ash')).toBe(Thermometer)
    expect(weatherIcon('')).toBe(Thermometer)
  })
})

describe('dates and times', () => {
  it('formats a day in the visitor language', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('Saturday, November 21')
    expect(formatDay('2026-11-21', 'pt')).toBe('sábado, 21 de novembro')
    expect(formatDay('2026-11-21', 'fr')).toBe('samedi 21 novembre')
  })

  it('shortens the provider times to HH:MM', () => {
    expect(shortTime('07:31:12')).toBe('07:31')
    expect(shortTime(undefined)).toBe('–')
  })
})

describe('isForecast', () => {
  it('accepts the Timeline shape and refuses the rest', () => {
    expect(isForecast({ resolvedAddress: 'Lisboa', days: [{ datetime: '2026-11-21', temp: 60 }] })).toBe(true)
    expect(isForecast({ resolvedAddress: 'Lisboa' })).toBe(false)
    expect(isForecast({ resolvedAddress: 'Lisboa', days: [{ datetime: '2026-11-21' }] })).toBe(false)
    expect(isForecast('Bad API key')).toBe(false)
    expect(isForecast(null)).toBe(false)
  })
})
