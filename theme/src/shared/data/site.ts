import data from 'portgen:site'
import type { SiteData } from './types'

/** The site's data, compiled by portgen from content/site.yaml. */
export const site: SiteData = data

/** The default language: the first of site.yaml's `languages`. */
export const defaultLanguage = site.languages[0]?.code ?? 'en'
