import type { SiteData } from './types'

/**
 * The site's data, compiled by portgen from content/site.yaml and written
 * into every page (a JSON block with the id "portgen-site"): the bundle
 * itself holds no content, so editing the content never changes the JS.
 */
export const site: SiteData = JSON.parse(document.getElementById('portgen-site')?.textContent || 'null')

/** The default language: the first of site.yaml's `languages`. */
export const defaultLanguage = site.languages[0]?.code ?? 'en'
