import type { SiteData } from './types'

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

/** The default language: the first of site.yaml's `languages`. */
export const defaultLanguage = site.languages[0]?.code ?? 'en'
