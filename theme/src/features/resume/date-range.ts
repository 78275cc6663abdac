// A résumé's dates, as JSON Resume writes them (YYYY, YYYY-MM or
// YYYY-MM-DD), shown in the interface language: "Dec 2013 – Dec 2014",
// "2011 – present". A day is never shown: a résumé counts in months.

const written = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/

const monthYear = new Map<string, Intl.DateTimeFormat>()

function monthYearFormat(language: string): Intl.DateTimeFormat {
  let format = monthYear.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    monthYear.set(language, format)
  }
  return format
}

/**
 * A date in a language: the year alone for YYYY, the short month and the
 * year otherwise. Intl writes Portuguese as "dez. de 2013"; a résumé, like
 * a bibliography (ABNT), writes "dez. 2013", so a word between the month and
 * the year becomes a space. A date that is none of the three forms shows as
 * written.
 */
export function formatDate(date: string, language: string): string {
  const match = written.exec(date)
  if (!match) return date
  const [, year, month] = match
  if (!month) return year!
  const parts = monthYearFormat(language).formatToParts(new Date(Date.UTC(Number(year), Number(month) - 1, 1)))
  const [first, between, last] = parts
  if (parts.length === 3 && first!.type === 'month' && between!.type === 'literal' && /\p{L}/u.test(between!.value) && last!.type === 'year') {
    return `${first!.value} ${last!.value}`
  }
  return parts.map((part) => part.value).join('')
}

/**
 * A period in a language, its ends joined by an en dash: an open period
 * ends with `present` ("Dec 2013 – present"), and one whose ends show the
 * same is one date. Undefined when it has neither end.
 */
export function formatRange(start: string | undefined, end: string | undefined, language: string, present: string): string | undefined {
  if (!start) return end ? formatDate(end, language) : undefined
  const from = formatDate(start, language)
  const to = end ? formatDate(end, language) : present
  return from === to ? from : `${from} – ${to}`
}
