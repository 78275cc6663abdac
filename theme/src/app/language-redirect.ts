import { site } from '../shared/data/site'
import type { Language } from '../shared/data/types'
import { browserLanguage, chosenLanguage } from '../shared/i18n/language-choice'
import { languageOf, pathIn, splitPath } from '../shared/i18n/page-language'

/** What decides a visitor's language, besides the page's URL. */
export interface Visitor {
  /** The language they chose, if any (stored in the browser). */
  chosen?: Language
  /** Their browser's first language that the site has, if any. */
  browser?: Language
}

/**
 * Where a visitor who arrives at a page should be instead, or undefined to
 * stay: the same page (path, query and hash kept) in their language, when
 * they arrive at a page of the default language, the root, which speaks for
 * every language (hreflang x-default) and where search engines and links
 * lead. Their language is the one they chose, even the default; else their
 * browser's. A page in another language ("/pt/…") is theirs: it never
 * redirects. Neither does any page when the site turns the redirect off
 * (site.yaml's `languageRedirect`), but for an old link whose ?lng= names
 * the language: that is the link's choice, not a guess.
 */
export function languageRedirect(location: Pick<Location, 'pathname' | 'search' | 'hash'>, visitor: Visitor): string | undefined {
  if (!location.pathname.startsWith(site.base)) return undefined
  const { language, route } = splitPath(location.pathname.slice(site.base.length - 1))
  if (!language.default) return undefined
  const query = new URLSearchParams(location.search)
  const lng = query.get('lng')
  query.delete('lng')
  const linked = lng === null ? undefined : languageOf(lng.trim().toLowerCase().split(/[-_]/)[0])
  const wanted = linked ?? (site.languageRedirect ? (visitor.chosen ?? visitor.browser) : undefined)
  if (!wanted || wanted === language) return undefined
  const rest = query.toString()
  return site.base + pathIn(wanted, route).slice(1) + (rest ? `?${rest}` : '') + location.hash
}

/** The visitor as this browser describes them. */
export const thisVisitor = (): Visitor => ({ chosen: chosenLanguage(), browser: browserLanguage() })
