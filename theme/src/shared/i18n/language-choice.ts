import type { Language } from '../data/types'
import { readStored, writeStored } from '../storage'
import { languageOf } from './page-language'

// The visitor's language, for the page they arrive at: the one they chose
// (Settings, or a link to a page in another language), else their
// browser's. It decides where the head script sends a visitor who arrives
// at a page of the default language (app/language-redirect.ts).

/** localStorage key of the language the visitor chose. */
export const languageKey = 'portfolio-language'

/** The language the visitor chose, if it is still one of the site's: storage may hold anything. */
export const chosenLanguage = (): Language | undefined => languageOf(readStored(languageKey))

/** Remembers the visitor's choice. */
export const chooseLanguage = (language: Language) => writeStored(languageKey, language.code)

/**
 * The first of the browser's languages that the site has, a regional code
 * ("pt-BR") read as its language ("pt"), as the spec's detection does: a
 * visitor who reads German first and Portuguese second gets Portuguese.
 */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language | undefined {
  for (const code of languages) {
    const found = languageOf(code?.trim().toLowerCase().split(/[-_]/)[0])
    if (found) return found
  }
  return undefined
}
