import { describe, expect, it } from 'vitest'
import { DateTimeFormat, PluralRules } from './intl'

// The prerendered pages must read as the browser renders them: the shims
// answer as Node's ICU does, which is the browsers' own. When an ICU update
// changes a month's name, the comparisons fail until `npm run intl-data`
// writes intl-data.json again; when CLDR changes a plural rule, until
// make-plural follows it.
describe("the prerenderer's Intl", () => {
  const options = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const
  const firstOfEachMonth = (year: number) => Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(year, month, 1)))
  const monthYear = (language: string, dates: Date[]) => dates.map((date) => new DateTimeFormat(language, options).format(date))

  // Every code a site may name a language by (ISO 639's are among them).
  const letters = [...'abcdefghijklmnopqrstuvwxyz']
  const codes = letters.flatMap((a) => letters.flatMap((b) => [a + b, ...letters.map((c) => a + b + c)]))
  const icuDates = codes.filter((code) => Intl.DateTimeFormat.supportedLocalesOf(code).length > 0)
  const icuPlurals = codes.filter((code) => Intl.PluralRules.supportedLocalesOf(code).length > 0)

  it('writes the months of Spanish and German as ICU does', () => {
    const dates = [0, 2, 4, 5, 8, 11].map((month) => new Date(Date.UTC(2013, month, 1)))
    expect(monthYear('es', dates)).toEqual(['ene 2013', 'mar 2013', 'may 2013', 'jun 2013', 'sept 2013', 'dic 2013'])
    expect(monthYear('de', dates)).toEqual(['Jan. 2013', 'März 2013', 'Mai 2013', 'Juni 2013', 'Sept. 2013', 'Dez. 2013'])
    expect(new DateTimeFormat('de', options).formatToParts(new Date(Date.UTC(2013, 11, 1)))).toEqual([
      { type: 'month', value: 'Dez.' },
      { type: 'literal', value: ' ' },
      { type: 'year', value: '2013' },
    ])
  })

  it('writes a month and a year in the order, words and digits of each language', () => {
    const december = [new Date(Date.UTC(2013, 11, 1))]
    expect(monthYear('pt', december)).toEqual(['dez. de 2013'])
    expect(monthYear('ja', december)).toEqual(['2013年12月'])
    expect(monthYear('fa', december)).toEqual(['آذر ۱۳۹۲'])
    expect(monthYear('th', december)).toEqual(['ธ.ค. 2556'])
  })

  const dayOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const

  it('writes a day in the words of each language', () => {
    const day = new Date(Date.UTC(2026, 9, 3))
    const write = (language: string) => new DateTimeFormat(language, dayOptions).format(day)
    expect(['en', 'pt', 'fr', 'fa', 'th'].map(write)).toEqual(['October 3, 2026', '3 de outubro de 2026', '3 octobre 2026', '۱۱ مهر ۱۴۰۵', '3 ตุลาคม 2569'])
  })

  // 400 days in each of ICU's languages: seconds on a busy machine. The
  // limit only stops a test that hangs; it checks no speed.
  it('writes every day of every language as ICU does', { timeout: 60_000 }, () => {
    const days = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2023, 11, 20) + i * 86_400_000 * 1.9))
    const differ: unknown[] = []
    for (const language of [...icuDates, 'pt-BR']) {
      const icu = new Intl.DateTimeFormat(language, dayOptions)
      const shim = new DateTimeFormat(language, dayOptions)
      for (const date of days) {
        if (shim.format(date) !== icu.format(date)) differ.push({ language, date, icu: icu.format(date), shim: shim.format(date) })
      }
    }
    expect(differ.slice(0, 10)).toEqual([])
  })

  it('picks the plural forms of Spanish and German as ICU does', () => {
    const numbers = [0, 1, 2, 5, 1_000_000, 1.5]
    expect(numbers.map((n) => new PluralRules('es').select(n))).toEqual(['other', 'one', 'other', 'other', 'many', 'other'])
    expect(numbers.map((n) => new PluralRules('de').select(n))).toEqual(['other', 'one', 'other', 'other', 'other', 'other'])
    expect(new PluralRules('es').resolvedOptions().pluralCategories.sort()).toEqual(['many', 'one', 'other'])
    expect(new PluralRules('de').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other'])
  })

  it('knows every language whose months ICU knows, and no other', () => {
    const icu = codes.flatMap((code) => Intl.DateTimeFormat.supportedLocalesOf(code))
    expect(codes.flatMap((code) => DateTimeFormat.supportedLocalesOf(code))).toEqual(icu)
  })

  it('knows every language whose plurals ICU knows, and no other', () => {
    const icu = codes.flatMap((code) => Intl.PluralRules.supportedLocalesOf(code))
    expect(codes.flatMap((code) => PluralRules.supportedLocalesOf(code))).toEqual(icu)
  })

  it('writes every month of every language as ICU does', () => {
    const languages = [...icuDates, 'pt-BR']
    const dates = [2013, 2016, 2024].flatMap(firstOfEachMonth)
    const differ: unknown[] = []
    for (const language of languages) {
      const icu = new Intl.DateTimeFormat(language, options)
      const shim = new DateTimeFormat(language, options)
      // V8 aborts on formatToParts where the year is the week's (Scottish
      // Gaelic), a part it has no name for and leaves out of resolvedOptions.
      const read = icu.resolvedOptions().year ? (date: Date) => icu.formatToParts(date) : (date: Date) => icu.format(date)
      const write = icu.resolvedOptions().year ? (date: Date) => shim.formatToParts(date) : (date: Date) => shim.format(date)
      for (const date of dates) {
        if (JSON.stringify(write(date)) !== JSON.stringify(read(date))) differ.push({ language, date, icu: read(date), shim: write(date) })
      }
    }
    expect(differ).toEqual([])
  })

  // The first day of a month is far from the edges of a Persian month or of
  // a week, but the shims take any day.
  it.each(['fa', 'ps', 'th', 'gd', 'ccp'])('writes every day of 1950 to 2060 in %s as ICU does', (language) => {
    const icu = new Intl.DateTimeFormat(language, options)
    const shim = new DateTimeFormat(language, options)
    const differ: string[] = []
    for (let time = Date.UTC(1950, 0, 1); time < Date.UTC(2060, 0, 1); time += 86_400_000) {
      if (shim.format(time) !== icu.format(time)) differ.push(`${new Date(time).toISOString().slice(0, 10)}: ${icu.format(time)}, not ${shim.format(time)}`)
    }
    expect(differ).toEqual([])
  })

  it('picks the plural forms of every language as ICU does', () => {
    const numbers = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 25, 40, 80, 100, 101, 102, 103, 111, 1000, 1001, 1e5, 1e6, 2e6, 1e7]
    const decimals = [0.1, 0.25, 0.5, 1.1, 1.5, 2.1, 2.5, 3.75, 21.5, 0.0004, 0.9995, 1.0001, 1.0005, 2.9996, -1, -2]
    const differ: unknown[] = []
    for (const language of icuPlurals) {
      for (const type of ['cardinal', 'ordinal'] as const) {
        const icu = new Intl.PluralRules(language, { type })
        const shim = new PluralRules(language, { type })
        for (const n of [...numbers, ...decimals]) {
          if (shim.select(n) !== icu.select(n)) differ.push({ language, type, n, icu: icu.select(n), shim: shim.select(n) })
        }
        // The same categories; their order is the engine's, and i18next sorts them.
        const categories = [shim, icu].map((rules) => [...rules.resolvedOptions().pluralCategories].sort())
        if (categories[0]!.join() !== categories[1]!.join()) differ.push({ language, type, icu: categories[1], shim: categories[0] })
      }
    }
    expect(differ).toEqual([])
  })

  it('writes a language ICU does not know in English, as Node does with no locale of its own', () => {
    const dates = firstOfEachMonth(2013)
    expect(monthYear('xx', dates)).toEqual(monthYear('en', dates))
    expect(new DateTimeFormat('xx', options).resolvedOptions().locale).toBe('en')
    expect(new PluralRules('xx').select(1)).toBe('one')
    expect(new PluralRules('xx').resolvedOptions()).toMatchObject({ locale: 'en', pluralCategories: ['one', 'other'] })
  })

  it('gives i18next a copy of the categories, which it sorts in place', () => {
    new PluralRules('es').resolvedOptions().pluralCategories.reverse()
    expect(new PluralRules('es').resolvedOptions().pluralCategories).toEqual(['one', 'many', 'other'])
  })

  it('refuses a format the prerendered pages do not use, rather than write it wrong', () => {
    expect(() => new DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })).toThrow(/no Intl.DateTimeFormat/)
  })
})
