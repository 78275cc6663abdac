import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, site } from '../data/site'
import { languageDetector, languageKey } from './detect-language'
import { fetchBackend } from './fetch-backend'

export { languageKey }

/**
 * Starts i18next: the language comes from ?lng=, then localStorage, then the
 * browser; the bundles are fetched from the URLs portgen fingerprinted, with
 * i18next's retries (5, from 350 ms doubling, 10 reads at once). ready
 * settles once the strings of the language are in. Prerendering names the
 * language instead: the page's.
 */
export function initI18n(language?: string): { i18n: i18n; ready: Promise<unknown> } {
  const supported = site.languages.map((l) => l.code)
  const instance = i18next.createInstance()
  if (language === undefined) instance.use(languageDetector(languageKey, supported))
  const ready = instance
    .use(fetchBackend(site.locales))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: supported,
      fallbackLng: defaultLanguage,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false, defaultVariables: { name: site.owner.name } },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
    })
  instance.on('languageChanged', () => {
    if (typeof document === 'undefined') return
    document.documentElement.lang = instance.resolvedLanguage ?? defaultLanguage
  })
  return { i18n: instance, ready }
}
