import Thermometer from '../../shared/icons/thermometer'
import { describe, expect, it } from 'vitest'
import { starterLocale } from '../../test/locales'
import { wmoCodes, wmoConditionKey, wmoIcon } from './wmo'

// Every code Open-Meteo documents for weather_code.
const openMeteoCodes = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]

describe('the WMO weather codes', () => {
  it('cover every code Open-Meteo uses', () => {
    expect(wmoCodes.sort((a, b) => a - b)).toEqual(openMeteoCodes)
  })

  it.each(['en', 'pt', 'fr'])('each have a condition in %s, and an icon of their own', (language) => {
    const conditions = (starterLocale(language).weather as { conditions: Record<string, string> }).conditions
    for (const code of openMeteoCodes) {
      expect(conditions[wmoConditionKey(code)], `code ${code} in ${language}`).toMatch(/\S/)
      expect(wmoIcon(code), `code ${code}`).not.toBe(Thermometer)
    }
    expect(conditions.unknown).toMatch(/\S/)
  })

  it('give an unknown code the fallback text and a thermometer', () => {
    expect(wmoConditionKey(42)).toBe('unknown')
    expect(wmoIcon(42)).toBe(Thermometer)
  })
})
