import type { LanguageDetectorModule } from 'i18next'
import { readStored, writeStored } from '../storage'

/** localStorage key of the visitor's language. */
export const languageKey = 'portfolio-language'

/**
 * i18next's language detector, in the order the site wants: ?lng= first,
 * then the language remembered in localStorage, then the browser's
 * languages. A regional code ("pt-BR") is reduced to its language ("pt").
 *
 * Written here rather than taken from i18next-browser-languagedetector: that
 * library covers a dozen sources the site does not use, and its 2 KB (gzip)
 * would sit in the JS every visitor loads before the home screen.
 */
export function languageDetector(storageKey: string, supported: string[]): LanguageDetectorModule {
  const base = (code: string | null | undefined) => code?.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  const pick = (codes: (string | null | undefined)[]) => codes.map(base).find((code) => supported.includes(code))
  return {
    type: 'languageDetector',
    detect: () =>
      pick([new URLSearchParams(window.location.search).get('lng')]) ??
      pick([readStored(storageKey)]) ??
      pick([...(navigator.languages ?? []), navigator.language]),
    cacheUserLanguage: (language: string) => writeStored(storageKey, language),
  }
}
