// The engine that prerenders has no Intl. The app needs little of it in the
// pages it prerenders: i18next's plural rules, the résumé's month and
// year (features/resume/date-range.ts), and a repository's day of last push
// (features/projects/RepositoryFacts.tsx). These shims answer as the browsers'
// ICU does, in every language ICU has data for, so that a page's HTML is
// the one the browser renders: the plural rules are CLDR's, as make-plural
// compiles them; the months are ICU's own, which scripts/intl-data.mjs
// writes to intl-data.json (`npm run intl-data`). intl.test.ts holds both
// to Node's ICU. Only prerender.tsx imports this file: the browser, which
// has Intl, loads none of it.
import * as plurals from 'make-plural/plurals'
import * as pluralCategories from 'make-plural/pluralCategories'
import data from './intl-data.json'

type Plural = Intl.LDMLPluralRule

/** How a language writes a month and a year, as scripts/intl-data.mjs reads it from ICU. */
interface MonthYear {
  /** The parts in order: {month}, {year}, {era}, and the literals between them. */
  pattern: string
  /** The months' short names (or numbers), in the order of the calendar's year. */
  months: string[]
  /** The language's calendar, when it is not the Gregorian. */
  calendar?: string
  /** The ten digits that write the year, when they are not 0 to 9. */
  digits?: string
  /** The era's name, for a pattern with an {era}. */
  era?: string
  /**
   * The rules of the week, for a language that writes the year its week
   * counts in (Scottish Gaelic: 1 January 2016, in the last week of 2015,
   * is "Faoi 2015").
   */
  week?: { firstDay: number; minimalDays: number }
}

/** How a language writes a day, a month and a year: its calendar and digits are its MonthYear's. */
interface DayMonthYear {
  /** The parts in order: {day}, {month}, {year}, {era}, and the literals between them. */
  pattern: string
  /** The months' long names, as a date declines them. */
  months: string[]
}

const aliases: Record<string, string> = data.aliases
const monthYears: Record<string, MonthYear> = data.monthYear
const dayMonthYears: Record<string, DayMonthYear> = data.dayMonthYear
const rules: Record<string, (n: number, ordinal: boolean) => Plural> = plurals
const categories: Record<string, Record<Intl.PluralRuleType, Plural[]>> = pluralCategories

/**
 * ICU's name for the language of a locale: an alias resolved (deu is de,
 * iw is he), a region or a script dropped, since a site names its languages
 * by bare ISO 639 codes.
 */
function language(locale?: string | string[]): string {
  const code = (Array.isArray(locale) ? locale[0] : locale)?.toLowerCase().split(/[-_]/)[0] ?? 'en'
  return aliases[code] ?? code
}

// For a language it has no data for, ICU takes its default locale, which in a
// browser is the visitor's own: the build cannot know it, and takes English,
// as Node does with no locale set (and i18next when it finds no rule).
const fallback = 'en'

/** The plural category of a number, as Intl.PluralRules picks it. */
class PluralRules {
  private readonly locale: string
  private readonly type: Intl.PluralRuleType
  constructor(locale?: string | string[], options: Intl.PluralRulesOptions = {}) {
    const type = options.type ?? 'cardinal'
    if (type !== 'cardinal' && type !== 'ordinal') throw new RangeError(`Value ${type} out of range for Intl.PluralRules options property type`)
    this.type = type
    const name = language(locale)
    this.locale = rulesOf(name) ? name : fallback
  }
  select(n: number): Plural {
    return rulesOf(this.locale)!(written(n), this.type === 'ordinal')
  }
  resolvedOptions() {
    // A copy: i18next sorts it in place.
    return { locale: this.locale, type: this.type, pluralCategories: [...categoriesOf(this.locale)![this.type]] }
  }
  static supportedLocalesOf(locales: string | string[]): string[] {
    return [locales].flat().map(language).filter(rulesOf)
  }
}

/**
 * A number as ICU writes it to pick its plural: no sign, and at most three
 * decimals, rounded half up from the decimals it shows (1.0005 is 1.001, where
 * toFixed, from the binary value just below, would write 1.000).
 */
function written(n: number): number {
  const decimals = /^(\d+\.\d{3})(\d)/.exec(String(Math.abs(n)))
  if (!decimals) return Math.abs(n)
  return Number((Number(decimals[1]) + (decimals[2]! >= '5' ? 0.001 : 0)).toFixed(3))
}

// make-plural names a language's rules as CLDR does; ICU's name may add a
// script or a region (sh is sr-Latn) whose rules are the language's. CLDR's
// root, und ("undetermined"), is no language to ICU, which takes its default.
const rulesOf = (name: string) => (name === 'und' ? undefined : rules[name.split('-')[0]!])
const categoriesOf = (name: string) => categories[name.split('-')[0]!]

const day = 86_400_000

type Day = { year: number; month: number; day: number }

/** The year, the month (0 to 11) and the day of a UTC date, in each calendar that ICU gives a language by default. */
const calendars: Record<string, (date: Date) => Day> = {
  gregory: (date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }),
  // Thai counts the Buddhist era: 2013 is 2556.
  buddhist: (date) => ({ year: date.getUTCFullYear() + 543, month: date.getUTCMonth(), day: date.getUTCDate() }),
  // Persian, Pashto…: ICU's arithmetic calendar (icu4c persncal.cpp), six
  // months of 31 days, five of 30, and Esfand, counted from its epoch's Julian day.
  persian: (date) => {
    const days = Math.floor(date.getTime() / day) + 2_440_588 - 1_948_320
    const year = 1 + Math.floor((33 * days + 3) / 12_053)
    const dayOfYear = days - (365 * (year - 1) + Math.floor((8 * year + 21) / 33))
    const month = dayOfYear < 216 ? Math.floor(dayOfYear / 31) : Math.floor((dayOfYear - 6) / 30)
    return { year, month, day: 1 + dayOfYear - (month < 6 ? 31 * month : 186 + 30 * (month - 6)) }
  },
}

/**
 * The year whose weeks hold a date: its first week is the first with
 * minimalDays of its days, weeks starting on firstDay (1 is Monday, 7 Sunday).
 */
function weekYear(date: Date, { firstDay, minimalDays }: { firstDay: number; minimalDays: number }): number {
  const firstWeek = (year: number) => {
    const january1 = Date.UTC(year, 0, 1)
    const before = (new Date(january1).getUTCDay() - firstDay + 7) % 7
    return january1 + (7 - before >= minimalDays ? -before : 7 - before) * day
  }
  const year = date.getUTCFullYear()
  if (date.getTime() >= firstWeek(year + 1)) return year + 1
  if (date.getTime() < firstWeek(year)) return year - 1
  return year
}

/**
 * A month and a year, or a day, in UTC: the two formats the prerendered
 * pages use ({ month: 'short', year: 'numeric' } and { day: 'numeric',
 * month: 'long', year: 'numeric' }).
 */
class DateTimeFormat {
  private readonly locale: string
  private readonly monthYear: MonthYear
  private readonly withDay?: DayMonthYear
  private readonly calendar: (date: Date) => Day
  constructor(locale?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
    const day = options.day === 'numeric' && options.month === 'long'
    if ((!day && (options.month !== 'short' || options.day)) || options.year !== 'numeric' || options.timeZone !== 'UTC' || options.weekday) {
      throw new Error(`prerendering has no Intl.DateTimeFormat for ${JSON.stringify(options)}`)
    }
    const name = language(locale)
    this.locale = name in monthYears && (!day || name in dayMonthYears) ? name : fallback
    this.monthYear = monthYears[this.locale]!
    if (day) this.withDay = dayMonthYears[this.locale]!
    const calendar = calendars[this.monthYear.calendar ?? 'gregory']
    if (!calendar) throw new Error(`prerendering has no ${this.monthYear.calendar} calendar (${this.locale})`)
    this.calendar = calendar
  }
  formatToParts(date: Date | number = Date.now()): Intl.DateTimeFormatPart[] {
    const when = new Date(date)
    const { year, month, day } = this.calendar(when)
    const digits = Array.from(this.monthYear.digits ?? '0123456789')
    const write = (n: number) => String(n).replace(/\d/g, (d) => digits[Number(d)]!)
    const value: Record<string, string> = {
      month: (this.withDay ?? this.monthYear).months[month]!,
      year: write(this.monthYear.week && !this.withDay ? weekYear(when, this.monthYear.week) : year),
      era: this.monthYear.era ?? '',
      day: write(day),
    }
    return (this.withDay ?? this.monthYear).pattern
      .split(/(\{\w+\})/)
      .filter((piece) => piece !== '')
      .map((piece) => {
        const type = /^\{(\w+)\}$/.exec(piece)?.[1] as 'day' | 'month' | 'year' | 'era' | undefined
        return type ? { type, value: value[type]! } : { type: 'literal', value: piece }
      })
  }
  format(date?: Date | number): string {
    // V8's format, unlike its formatToParts, writes ICU's narrow no-break
    // space (U+202F) as a space, for the pages that matched the old output.
    return this.formatToParts(date)
      .map((part) => part.value)
      .join('')
      .replaceAll('\u202f', ' ')
  }
  resolvedOptions() {
    const shape = this.withDay ? { day: 'numeric', month: 'long' } : { month: 'short' }
    return { locale: this.locale, calendar: this.monthYear.calendar ?? 'gregory', timeZone: 'UTC', ...shape, year: 'numeric' }
  }
  static supportedLocalesOf(locales: string | string[]): string[] {
    return [locales].flat().map(language).filter((name) => name in monthYears)
  }
}

/** Installs the shims when the engine has no Intl of its own. */
export function installIntl(): void {
  if (typeof Intl !== 'undefined') return
  ;(globalThis as { Intl?: unknown }).Intl = { PluralRules, DateTimeFormat }
}

export { DateTimeFormat, PluralRules }
