import { describe, expect, it } from 'vitest'
import { DateTimeFormat, PluralRules } from './intl'

// The prerendered pages must read as the browser renders them: the shims
// answer as Node's ICU does, which is the browsers' own.
describe("the prerenderer's Intl", () => {
  const options = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const

  it.each(['en', 'pt', 'fr', 'pt-BR'])('writes every month of %s as ICU does', (language) => {
    const icu = new Intl.DateTimeFormat(language, options)
    const shim = new DateTimeFormat(language, options)
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2013, month, 1))
      expect(shim.formatToParts(date)).toEqual(icu.formatToParts(date))
    }
  })

  it.each(['en', 'pt', 'fr'])('picks the plural forms of %s as ICU does', (language) => {
    const icu = new Intl.PluralRules(language)
    const shim = new PluralRules(language)
    for (const n of [0, 1, 2, 5, 11, 21, 100, 1_000_000, 2_000_000]) expect([n, shim.select(n)]).toEqual([n, icu.select(n)])
  })

  it('refuses a format the prerendered pages do not use, rather than write it wrong', () => {
    expect(() => new DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })).toThrow(/no Intl.DateTimeFormat/)
  })
})
