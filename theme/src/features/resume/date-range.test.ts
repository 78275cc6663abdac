import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { starterLocale } from '../../test/locales'
import { formatDate, formatRange } from './date-range'

const present = (language: string) => (starterLocale(language).resume as Record<string, string>).present!

// What a visitor reads, by interface language.
const cases = {
  en: { range: 'Dec 2013 – Dec 2014', may: 'May 2014', open: 'Dec 2013 – present', day: 'Aug 2016' },
  pt: { range: 'dez. 2013 – dez. 2014', may: 'mai. 2014', open: 'dez. 2013 – presente', day: 'ago. 2016' },
  fr: { range: 'déc. 2013 – déc. 2014', may: 'mai 2014', open: "déc. 2013 – aujourd'hui", day: 'août 2016' },
}

describe('résumé dates', () => {
  for (const [language, expected] of Object.entries(cases)) {
    describe(`in ${language}`, () => {
      const range = (start?: string, end?: string) => formatRange(start, end, language, present(language))

      it('show the short month and the year of YYYY-MM and YYYY-MM-DD, joined by a spaced en dash', () => {
        expect(range('2013-12-01', '2014-12-01')).toBe(expected.range)
        expect(range('2013-12', '2014-12')).toBe(expected.range)
        expect(formatDate('2014-05', language)).toBe(expected.may)
      })

      it('show the year alone for YYYY, also next to a month', () => {
        expect(range('2011', '2014')).toBe('2011 – 2014')
        expect(formatDate('2014', language)).toBe('2014')
        expect(range('2011', '2013-12')).toBe(`2011 – ${expected.range.split(' – ')[0]}`)
      })

      it('end an open period with the present', () => {
        expect(range('2013-12-01')).toBe(expected.open)
      })

      it('show one date when both ends show the same', () => {
        expect(range('2016-08-24', '2016-08-24')).toBe(expected.day)
        expect(range('2016-08-01', '2016-08-24')).toBe(expected.day)
        expect(range('2014', '2014')).toBe('2014')
      })

      it('show the end alone without a start, nothing without either', () => {
        expect(range(undefined, '2016-08')).toBe(expected.day)
        expect(range()).toBeUndefined()
      })
    })
  }

  it('never shows the day, nor shifts the month across a time zone', () => {
    expect(formatDate('2014-01-01', 'en')).toBe('Jan 2014')
    expect(formatDate('2014-12-31', 'en')).toBe('Dec 2014')
  })

  it('show a date in no known form as written', () => {
    expect(formatDate('Spring 2014', 'en')).toBe('Spring 2014')
    expect(formatRange('2014-13', undefined, 'en', 'present')).toBe('2014-13 – present')
  })
})

// The résumé's PDFs write dates in Go (generator/resumepdf), whose test
// holds them to the same file: both write what this page writes.
describe('the dates the PDFs write', () => {
  const golden: Record<string, Record<string, string>> = JSON.parse(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'testdata', 'golden', 'resume-dates.json'), 'utf8'),
  )
  for (const [language, dates] of Object.entries(golden)) {
    it(`are the page's in ${language}`, () => {
      for (const [date, text] of Object.entries(dates)) expect(formatDate(date, language)).toBe(text)
    })
  }
})
