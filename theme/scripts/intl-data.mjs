// Writes src/prerender/intl-data.json, what the prerenderer's Intl shim
// (src/prerender/intl.ts) knows of dates, from the ICU of the Node.js that
// runs it: for every language ICU has data for, how it writes a month and a
// year ({ month: 'short', year: 'numeric', timeZone: 'UTC' }), and a day
// ({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).
//
//   npm run intl-data     after a Node.js update, when intl.test.ts says ICU changed
//
// The languages are the 2- and 3-letter codes (a superset of ISO 639's) that
// Intl.DateTimeFormat or Intl.PluralRules supports. A code that ICU takes as
// another (deu is de, iw is he) is an alias; the rest are keyed by ICU's own
// name for them.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'prerender', 'intl-data.json')
const options = { month: 'short', year: 'numeric', timeZone: 'UTC' }
const dayOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
const day = 86_400_000

const letters = [...'abcdefghijklmnopqrstuvwxyz']
const codes = letters.flatMap((a) => letters.flatMap((b) => [a + b, ...letters.map((c) => a + b + c)])).sort()
const supported = (code) => Intl.DateTimeFormat.supportedLocalesOf(code)[0] ?? Intl.PluralRules.supportedLocalesOf(code)[0]

const aliases = {}
const locales = new Set()
for (const code of codes) {
  const locale = supported(code)
  if (!locale) continue
  if (locale !== code) aliases[code] = locale
  if (Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0) locales.add(locale)
}

const monthYear = {}
for (const locale of [...locales].sort()) monthYear[locale] = describe(locale)
const dayMonthYear = {}
for (const locale of [...locales].sort()) {
  const entry = describeDay(locale)
  if (entry) dayMonthYear[locale] = entry
}

/**
 * How locale writes a day: a pattern with {day}, {month} (long, as a date
 * declines it), {year} and {era}, and the months' names; its calendar and
 * digits are its month and year's. None for a language whose words around
 * the day change with the day (Scottish Gaelic's ordinals) or that V8
 * cannot split into parts.
 */
function describeDay(locale) {
  const format = new Intl.DateTimeFormat(locale, dayOptions)
  const { calendar, year } = format.resolvedOptions()
  if (!year) return undefined
  const months = firstDays(calendar).map((date) => format.formatToParts(date))
  const pattern = patternOf(months[0])
  const days = [1, 2, 3, 4, 11, 12, 21, 22, 23, 28].map((d) => format.formatToParts(Date.UTC(2013, 0, d)))
  if ([...months, ...days].some((parts) => patternOf(parts) !== pattern)) return undefined
  if (/\{(?!(?:day|month|year|era)\})[^}]*\}/.test(pattern)) return undefined
  return { pattern, months: months.map((month) => month.find((part) => part.type === 'month').value) }
}

/** How locale writes a month and a year: see MonthYear in intl.ts. */
function describe(locale) {
  const format = new Intl.DateTimeFormat(locale, options)
  const { calendar, numberingSystem, year } = format.resolvedOptions()
  const entry = {}
  if (calendar !== 'gregory') entry.calendar = calendar
  if (numberingSystem !== 'latn') entry.digits = digits(numberingSystem)
  // V8 knows no part for a week's year (CLDR's Y, which Scottish Gaelic
  // writes): it leaves year out of resolvedOptions and formatToParts aborts
  // the process, so such a locale is read from format's strings.
  const parts = year ? (date) => format.formatToParts(date) : weekYearParts(locale, format, entry)
  const months = firstDays(calendar).map(parts)
  const pattern = patternOf(months[0])
  for (const month of months) {
    const shape = patternOf(month)
    if (shape !== pattern) throw new Error(`${locale} writes its months in different patterns: ${pattern}, ${shape}`)
    const era = month.find((part) => part.type === 'era')?.value
    if (era !== undefined && (entry.era ??= era) !== era) throw new Error(`${locale} writes more than one era: ${entry.era}, ${era}`)
  }
  const unknown = pattern.match(/\{(?!(?:month|year|era)\})[^}]*\}/)
  if (unknown) throw new Error(`${locale} writes a part the shim does not know: ${unknown[0]}`)
  return { pattern, months: months.map((month) => month.find((part) => part.type === 'month').value), ...entry }
}

/** Parts as intl.ts reads them: "{month} {year}", the literals as they are. */
function patternOf(parts) {
  return parts.map((part) => (part.type === 'literal' ? part.value : `{${part.type}}`)).join('')
}

/** The ten digits of a numbering system. */
function digits(numberingSystem) {
  const format = new Intl.NumberFormat(`en-u-nu-${numberingSystem}`)
  return Array.from({ length: 10 }, (_, digit) => format.format(digit)).join('')
}

/** A day in each month of calendar's year, its months in order. */
function firstDays(calendar) {
  const month = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { month: 'numeric', timeZone: 'UTC' })
  const days = []
  for (let time = Date.UTC(2013, 0, 15); days.length < 12 || days.includes(undefined); time += day) {
    const index = Number(month.format(time)) - 1
    days[index] ??= new Date(time)
  }
  return days
}

/**
 * The parts of a locale whose year is the week's, found in format's strings
 * of 2013: the year where its digits are, the month where the twelve
 * strings differ, literals around them. Records the week's rules in entry.
 */
function weekYearParts(locale, format, entry) {
  // 1 January 2016, a Friday, is in the last week of 2015 in every week rule.
  if (!format.format(Date.UTC(2016, 0, 1)).includes('2015')) throw new Error(`${locale} writes a year V8 does not know, and not the week's`)
  const { firstDay, minimalDays } = new Intl.Locale(locale).weekInfo
  entry.week = { firstDay, minimalDays }
  const split = (date) => {
    const halves = format.format(date).split('2013')
    if (halves.length !== 2) throw new Error(`${locale} does not write 2013 as 2013 once: ${format.format(date)}`)
    return halves
  }
  const halves = firstDays('gregory').map(split)
  const side = halves.every(([before]) => before === halves[0][0]) ? 1 : 0
  const head = commonPrefix(halves.map((h) => h[side]))
  const tail = commonSuffix(halves.map((h) => h[side]))
  const literal = (value) => (value ? [{ type: 'literal', value }] : [])
  return (date) => {
    const [before, after] = split(date)
    const text = side === 0 ? before : after
    const month = [...literal(head), { type: 'month', value: text.slice(head.length, text.length - tail.length) }, ...literal(tail)]
    const year = { type: 'year', value: '2013' }
    return side === 0 ? [...month, year, ...literal(after)] : [...literal(before), year, ...month]
  }
}

function commonPrefix(strings) {
  let n = 0
  while (strings.every((s) => n < s.length && s[n] === strings[0][n])) n++
  return strings[0].slice(0, n)
}

function commonSuffix(strings) {
  const reversed = strings.map((s) => [...s].reverse().join(''))
  return [...commonPrefix(reversed)].reverse().join('')
}

// One language a line, so that an ICU update shows as the lines it changed.
const linesOf = (map) => Object.entries(map).map(([locale, entry]) => `    ${JSON.stringify(locale)}: ${JSON.stringify(entry)}`)
writeFileSync(
  target,
  `{
  "icu": ${JSON.stringify(process.versions.icu)},
  "aliases": ${JSON.stringify(aliases)},
  "monthYear": {
${linesOf(monthYear).join(',\n')}
  },
  "dayMonthYear": {
${linesOf(dayMonthYear).join(',\n')}
  }
}
`,
)
console.log(`wrote ${Object.keys(monthYear).length} languages (${Object.keys(dayMonthYear).length} with days) and ${Object.keys(aliases).length} aliases from ICU ${process.versions.icu}`)
