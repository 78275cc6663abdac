// The engine that prerenders has no Intl. The app needs little of it in the
// pages it prerenders: i18next's plural rules, and the résumé's month and
// year (features/resume/date-range.ts). For the theme's languages these
// answer as the browsers' ICU does (intl.test.ts compares them). A site
// whose default language is another gets its résumé's dates in digits in
// the HTML; the browser then renders that page afresh, as React does when
// the HTML differs.

type Plural = Intl.LDMLPluralRule

const plurals: Record<string, (n: number) => Plural> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  pt: (n) => (n === 0 || n === 1 ? 'one' : n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other'),
  fr: (n) => (n === 0 || n === 1 ? 'one' : n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other'),
}

// Short month names as ICU writes them in a month-and-year date, and the
// literal between month and year.
const months: Record<string, { names: string[]; between: string }> = {
  en: { names: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '), between: ' ' },
  pt: { names: 'jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.'.split(' '), between: ' de ' },
  fr: { names: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' '), between: ' ' },
}

const base = (locale?: string | string[]) => (Array.isArray(locale) ? locale[0] : locale)?.toLowerCase().split(/[-_]/)[0] ?? 'en'

class PluralRules {
  private readonly rule: (n: number) => Plural
  private readonly locale: string
  constructor(locale?: string | string[]) {
    this.locale = base(locale)
    this.rule = plurals[this.locale] ?? plurals.en!
  }
  select(n: number): Plural {
    return this.rule(Math.abs(n))
  }
  resolvedOptions() {
    return { locale: this.locale, pluralCategories: ['one', 'many', 'other'] }
  }
  static supportedLocalesOf(locales: string | string[]) {
    return [locales].flat().filter((l) => base(l) in plurals)
  }
}

/** A month and a year, in UTC: the one format the prerendered pages use. */
class DateTimeFormat {
  private readonly months?: { names: string[]; between: string }
  constructor(locale?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
    if (options.month !== 'short' || options.year !== 'numeric' || options.timeZone !== 'UTC' || options.day || options.weekday) {
      throw new Error(`prerendering has no Intl.DateTimeFormat for ${JSON.stringify(options)}`)
    }
    this.months = months[base(locale)]
  }
  formatToParts(date: Date): Intl.DateTimeFormatPart[] {
    const year = String(date.getUTCFullYear())
    const month = date.getUTCMonth()
    if (!this.months) return [{ type: 'year', value: year }, { type: 'literal', value: '-' }, { type: 'month', value: String(month + 1).padStart(2, '0') }]
    return [
      { type: 'month', value: this.months.names[month]! },
      { type: 'literal', value: this.months.between },
      { type: 'year', value: year },
    ]
  }
  format(date: Date): string {
    return this.formatToParts(date)
      .map((part) => part.value)
      .join('')
  }
}

/** Installs the shims when the engine has no Intl of its own. */
export function installIntl(): void {
  if (typeof Intl !== 'undefined') return
  ;(globalThis as { Intl?: unknown }).Intl = { PluralRules, DateTimeFormat }
}

export { DateTimeFormat, PluralRules }
