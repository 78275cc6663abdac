// Shared by the projects' and the blog's screens, whose features do not
// import each other: in a lazy chunk of its own, never the shell.

const days = new Map<string, Intl.DateTimeFormat>()

/** A day (YYYY-MM-DD) in a language's words: "October 3, 2026", "3 de outubro de 2026". */
export function formatDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  let format = days.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    days.set(language, format)
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}
