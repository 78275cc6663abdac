import type { Language, SiteData } from './types'

declare global {
  /** The site's data when the pages are prerendered, where there is no document (see prerender.tsx). */
  var portgenSite: SiteData | undefined
}

/**
 * The site's data, compiled by portgen from content/site.yaml and written
 * into every page (a JSON block with the id "portgen-site"): the bundle
 * itself holds no content, so editing the content never changes the JS.
 */
export const site: SiteData =
  typeof document === 'undefined'
    ? globalThis.portgenSite!
    : JSON.parse(document.getElementById('portgen-site')?.textContent || 'null')

/**
 * The default language, as the site's data marks it (site.yaml's first):
 * its pages are at the base path, and its texts stand in for another
 * language's missing ones. Read when asked, as a test may change the site.
 */
export function siteDefaultLanguage(): Language {
  // portgen marks one language of every site (compile.Language.Default),
  // and the contract's check (npm run contract) keeps the mark in the data.
  return site.languages.find((l) => l.default)!
}

/** The default language's code. */
export const defaultLanguage = siteDefaultLanguage().code
