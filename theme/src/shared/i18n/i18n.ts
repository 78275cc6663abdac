import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, site } from '../data/site'
import { languageDetector } from './detect-language'
import { fetchBackend } from './fetch-backend'

/** localStorage key of the visitor's language. */
export const languageKey = 'portfolio-language'

/**
 * Starts i18next: the language comes from ?lng=, then localStorage, then the
 * browser; the bundles are fetched from the URLs portgen fingerprinted, with
 * i18next's retries (5, from 350 ms doubling, 10 reads at once). ready
 * settles once the strings of the language are in.
 */
export function initI18n(): { i18n: i18n; ready: Promise<unknown> } {
  const supported = site.languages.map((l) => l.code)
  const instance = i18next.createInstance()
  const ready = instance
    .use(languageDetector(languageKey, supported))
    .use(fetchBackend(site.locales))
    .use(initReactI18next)
    .init({
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
    document.documentElement.lang = instance.resolvedLanguage ?? defaultLanguage
  })
  return { i18n: instance, ready }
}
