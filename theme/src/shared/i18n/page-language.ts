import { site, siteDefaultLanguage } from '../data/site'
import type { Language } from '../data/types'

// Each language is a site of its own: the default language's pages are at
// the base path, every other's under its code ("/pt/apps/"), and a page's
// language is the one its path is under. portgen writes each language's
// path into the site's data (`languages[].path`), and marks the default
// (`languages[].default`), so the layout has one source.

/** Where a language's pages are, below the base path: "/" or "/pt/". */
const prefixOf = (language: Language) => language.path.slice(site.base.length - 1) || '/'

/** A path below the base path ("/pt/apps/") as its language and the page within it ("/apps/"). */
export function splitPath(path: string): { language: Language; route: string } {
  for (const language of site.languages) {
    const prefix = prefixOf(language)
    if (prefix === '/') continue
    if (path.startsWith(prefix)) return { language, route: path.slice(prefix.length - 1) }
    if (path === prefix.slice(0, -1)) return { language, route: '/' }
  }
  return { language: siteDefaultLanguage(), route: path }
}

/** The path of a page ("/apps/") in a language, below the base path. */
export function pathIn(language: Language, route: string): string {
  return prefixOf(language) + route.slice(1)
}

/** The language of a code, if the site has it. */
export const languageOf = (code: string | null | undefined): Language | undefined => site.languages.find((l) => l.code === code)

let prerendering: string | undefined

/** While prerendering, the page being rendered, below the base path: there is no location. */
export function prerenderPath(path: string): void {
  prerendering = path
}

/** The path of the page shown, below the base path: its URL's in a browser, else the page's being prerendered. */
export const pagePath = () => (typeof window === 'undefined' ? (prerendering ?? '/') : window.location.pathname.slice(site.base.length - 1))

/** The language of the page shown. */
export const pageLanguage = (): Language => splitPath(pagePath()).language
