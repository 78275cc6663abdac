import { defaultLanguage, site } from '../data/site'
import { languageDetector, languageKey } from './detect-language'

/**
 * The language initI18n settles on for this visit, known before i18next
 * has started: a screen can fetch its data in that language while its code
 * loads, and render complete. Its own module, so that it weighs on the
 * screens that use it, not on the first load, and on the page's first
 * script (hold-paint.ts) without i18next.
 */
export function detectedLanguage(): string {
  if (typeof window === 'undefined') return defaultLanguage // prerendering: the page's language
  const detected = languageDetector(languageKey, site.languages.map((l) => l.code)).detect()
  return typeof detected === 'string' ? detected : defaultLanguage
}
